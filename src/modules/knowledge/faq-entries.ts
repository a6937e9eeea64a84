/**
 * The FAQ as the dashboard edits it: entries with a question and an answer in Polish and in
 * English. The receptionist, v2 and MCP keep reading the one map question → answer
 * (`tenants.faq`, the contract): each language of an entry is its own map entry, so a caller is
 * matched and answered in the language they asked in. Which map questions belong to one entry,
 * and the entries' order, are kept beside the map in `tenants.settings.faq_layout`; the map stays
 * the truth: a question added elsewhere (v2, missed questions, PATCH) appears as an entry of its
 * own (its language guessed), and a layout question no longer in the map is ignored.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type FieldIssue, ValidationError } from '../../platform/errors.js';
import { tenants } from '../tenants/tenants.schema.js';
import { guessLanguage } from './text.js';

export const FAQ_MAX_ENTRIES = 500;
export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 5000;

export interface FaqEntry {
  question_pl: string | null;
  answer_pl: string | null;
  question_en: string | null;
  answer_en: string | null;
}

/** `[polish question | null, english question | null]` per entry, in the owner's order. */
type Layout = [string | null, string | null][];

const LAYOUT_KEY = 'faq_layout';

function layoutOf(settings: Record<string, unknown>): Layout {
  const raw = settings[LAYOUT_KEY];
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((x) =>
    Array.isArray(x) && x.length === 2 && x.every((q) => q === null || typeof q === 'string')
      ? [[x[0] as string | null, x[1] as string | null] as [string | null, string | null]]
      : [],
  );
}

/** The entries of a FAQ map, paired and ordered by the layout (see the module's comment). */
export function entriesOf(faq: Record<string, string>, settings: Record<string, unknown>): FaqEntry[] {
  const used = new Set<string>();
  const take = (q: string | null) => {
    if (q === null || used.has(q) || !Object.hasOwn(faq, q)) return null;
    used.add(q);
    return q;
  };
  const out: FaqEntry[] = [];
  for (const [pl, en] of layoutOf(settings)) {
    const qp = take(pl);
    const qe = take(en);
    if (qp === null && qe === null) continue;
    out.push({
      question_pl: qp,
      answer_pl: qp === null ? null : faq[qp]!,
      question_en: qe,
      answer_en: qe === null ? null : faq[qe]!,
    });
  }
  for (const [q, a] of Object.entries(faq)) {
    if (used.has(q)) continue;
    const pl = guessLanguage(`${q} ${a}`) === 'pl';
    out.push({
      question_pl: pl ? q : null,
      answer_pl: pl ? a : null,
      question_en: pl ? null : q,
      answer_en: pl ? null : a,
    });
  }
  return out;
}

const blank = (s: string | null | undefined) => (s ?? '').trim();

/** Checks the entries (every problem at once) and turns them into the map and its layout. */
export function mapOf(entries: Partial<FaqEntry>[]): { faq: Record<string, string>; layout: Layout } {
  const issues: FieldIssue[] = [];
  const faq: Record<string, string> = {};
  const layout: Layout = [];
  const seen = new Set<string>();
  const issue = (i: number, field: keyof FaqEntry, msg: string, msgPl: string) =>
    issues.push({ loc: ['body', 'entries', i, field], msg, msgPl, type: 'value_error' });

  entries.forEach((e, i) => {
    const pair: [string | null, string | null] = [null, null];
    for (const [n, lang] of [
      [0, 'pl'],
      [1, 'en'],
    ] as const) {
      const q = blank(e[`question_${lang}`]);
      const a = blank(e[`answer_${lang}`]);
      if (q && !a)
        issue(i, `answer_${lang}`, 'Enter the answer to this question.', 'Wpisz odpowiedź na to pytanie.');
      if (a && !q)
        issue(i, `question_${lang}`, 'Enter the question this answers.', 'Wpisz pytanie do tej odpowiedzi.');
      if (q.length > FAQ_QUESTION_MAX)
        issue(
          i,
          `question_${lang}`,
          `A question may have at most ${FAQ_QUESTION_MAX} characters.`,
          `Pytanie może mieć najwyżej ${FAQ_QUESTION_MAX} znaków.`,
        );
      if (a.length > FAQ_ANSWER_MAX)
        issue(
          i,
          `answer_${lang}`,
          `An answer may have at most ${FAQ_ANSWER_MAX} characters.`,
          `Odpowiedź może mieć najwyżej ${FAQ_ANSWER_MAX} znaków.`,
        );
      if (!q || !a) continue;
      if (seen.has(q)) {
        issue(i, `question_${lang}`, 'This question is already in the FAQ.', 'To pytanie jest już w FAQ.');
        continue;
      }
      seen.add(q);
      faq[q] = a;
      pair[n] = q;
    }
    const empty = ['question_pl', 'answer_pl', 'question_en', 'answer_en'].every(
      (k) => !blank(e[k as keyof FaqEntry]),
    );
    if (empty)
      issue(
        i,
        'question_pl',
        'Enter a question and its answer in at least one language.',
        'Wpisz pytanie i odpowiedź co najmniej w jednym języku.',
      );
    if (pair[0] !== null || pair[1] !== null) layout.push(pair);
  });
  if (issues.length === 0 && Object.keys(faq).length > FAQ_MAX_ENTRIES)
    issues.push({
      loc: ['body', 'entries'],
      msg: `The FAQ may hold at most ${FAQ_MAX_ENTRIES} questions (both languages counted).`,
      msgPl: `FAQ może mieć najwyżej ${FAQ_MAX_ENTRIES} pytań (licząc oba języki).`,
      type: 'value_error',
    });
  if (issues.length) throw new ValidationError(issues);
  return { faq, layout };
}

export async function readFaqEntries(db: Db, tenantId: string) {
  const [row] = await db
    .select({ faq: tenants.faq, settings: tenants.settings, updatedAt: tenants.updatedAt })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  if (!row) return null;
  return { entries: entriesOf(row.faq, row.settings), updatedAt: row.updatedAt };
}

/** Replaces the FAQ map and its layout in one transaction (the tenant row locked). */
export async function writeFaqEntries(db: Db, tenantId: string, entries: Partial<FaqEntry>[]) {
  const { faq, layout } = mapOf(entries);
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select({ settings: tenants.settings })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update')
      .limit(1);
    if (!t) return null;
    const settings = { ...t.settings, [LAYOUT_KEY]: layout };
    const [row] = await tx
      .update(tenants)
      .set({ faq, settings, updatedAt: sql`now()` })
      .where(eq(tenants.id, tenantId))
      .returning({ faq: tenants.faq, settings: tenants.settings, updatedAt: tenants.updatedAt });
    return { entries: entriesOf(row!.faq, row!.settings), updatedAt: row!.updatedAt };
  });
}
