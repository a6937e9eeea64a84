/** The FAQ editor's working copy: entries with both languages, their checks and the service's refusals. */
import type { ApiError } from '../../lib/api';
import type { FaqEntry } from './types';

export const FIELDS = ['question_pl', 'answer_pl', 'question_en', 'answer_en'] as const;
export type Field = (typeof FIELDS)[number];

export interface Draft {
  /** A key for React only (entries have no id). */
  key: number;
  question_pl: string;
  answer_pl: string;
  question_en: string;
  answer_en: string;
}

/** Problems by entry index and field: catalogue keys (`faq.errors.*`) or the service's words. */
export type Problems = Record<number, Partial<Record<Field, { key?: string; text?: string }>>>;

let seq = 0;
export const emptyDraft = (): Draft => ({
  key: ++seq,
  question_pl: '',
  answer_pl: '',
  question_en: '',
  answer_en: '',
});

export const toDrafts = (entries: FaqEntry[]): Draft[] =>
  entries.map((e) => ({
    key: ++seq,
    question_pl: e.question_pl ?? '',
    answer_pl: e.answer_pl ?? '',
    question_en: e.question_en ?? '',
    answer_en: e.answer_en ?? '',
  }));

const orNull = (s: string) => (s.trim() ? s.trim() : null);

export const toEntries = (drafts: Draft[]): FaqEntry[] =>
  drafts.map((d) => ({
    question_pl: orNull(d.question_pl),
    answer_pl: orNull(d.answer_pl),
    question_en: orNull(d.question_en),
    answer_en: orNull(d.answer_en),
  }));

/** Same content (trimmed), ignoring the React keys. */
export const sameContent = (a: Draft[], b: Draft[]) =>
  JSON.stringify(toEntries(a)) === JSON.stringify(toEntries(b));

/** The service's rules, checked before sending (the service checks them again). */
export function check(drafts: Draft[]): Problems {
  const out: Problems = {};
  const seen = new Set<string>();
  const add = (i: number, f: Field, key: string) => {
    out[i] = { ...out[i], [f]: { key } };
  };
  drafts.forEach((d, i) => {
    if (FIELDS.every((f) => !d[f].trim())) add(i, 'question_pl', 'faq.errors.empty');
    for (const lang of ['pl', 'en'] as const) {
      const q = d[`question_${lang}`].trim();
      const a = d[`answer_${lang}`].trim();
      if (q && !a) add(i, `answer_${lang}`, 'faq.errors.answerMissing');
      if (a && !q) add(i, `question_${lang}`, 'faq.errors.questionMissing');
      if (q.length > 500) add(i, `question_${lang}`, 'faq.errors.questionTooLong');
      if (a.length > 5000) add(i, `answer_${lang}`, 'faq.errors.answerTooLong');
      if (q && a) {
        if (seen.has(q)) add(i, `question_${lang}`, 'faq.errors.duplicate');
        seen.add(q);
      }
    }
  });
  return out;
}

/** A 422's `detail` (`loc` = `["body","entries",i,field]`) as problems, in the reader's language. */
export function problemsFrom(error: ApiError, polish: boolean): Problems {
  const body = error.info.body as { detail?: unknown } | null;
  const out: Problems = {};
  if (!body || !Array.isArray(body.detail)) return out;
  for (const d of body.detail as { loc?: unknown[]; msg?: string; msg_pl?: string }[]) {
    const [, where, i, f] = d.loc ?? [];
    if (where !== 'entries' || typeof i !== 'number' || !FIELDS.includes(f as Field)) continue;
    const text = (polish && d.msg_pl) || d.msg || '';
    out[i] = { ...out[i], [f as Field]: { text } };
  }
  return out;
}

export const hasProblems = (p: Problems) => Object.keys(p).length > 0;
