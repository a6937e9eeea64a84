import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, execRows } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import { isUuid } from '../calls/calls.service.js';
import { knowledgeDocuments } from '../knowledge/knowledge.schema.js';
import { requireFeature } from '../plans/plans.js';
import { tenants } from '../tenants/tenants.schema.js';
import { missedQuestions } from './missed-questions.schema.js';

type Row = typeof missedQuestions.$inferSelect;

export const SUGGESTION_RULES = `Open questions (the latest 300) are grouped by trigram similarity (pg_trgm \`similarity\` ≥ 0.45 between two questions puts them in one group, transitively); the 10 largest groups are returned, most asked first. For each group, the knowledge base is searched in PostgreSQL: every paragraph of every knowledge document is scored by how many of the question's keywords (words of 3+ letters, common Polish and English question words left out) it contains, a keyword counting when \`word_similarity\` ≥ 0.6 (which tolerates Polish inflection: "parking" matches "parkingu"). The best paragraph becomes the draft answer when it contains at least half of the keywords (and at least one); the draft is that passage, quoted, never composed text. Otherwise \`draft_answer\` is null and the note says that the knowledge base has nothing on it.`;

/** Words left out of the keyword search (question words and fillers, Polish and English). */
const STOPWORDS = new Set(
  `czy jak jaki jaka jakie jakiej kiedy gdzie ile ktora która który które co czym czego dla jest są sie się mam macie masz można mozna moge mogę być jestem the and are you your what when where how does can for with have there this that which our about from into will would could pan pani panu państwo nie tak lub albo oraz też tez jeszcze może moze także takze`.split(
    /\s+/,
  ),
);

export function keywordsOf(question: string): string[] {
  const words = question
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w));
  return [...new Set(words)].slice(0, 8);
}

function dto(r: Row) {
  return {
    id: r.id,
    call_id: r.callId,
    question: r.question,
    status: r.status,
    answer: r.answer,
    created_at: r.createdAt.toISOString(),
    resolved_at: r.resolvedAt ? r.resolvedAt.toISOString() : null,
  };
}

/** The first sentences of a passage, up to about `max` characters, cut at a sentence end when possible. */
function excerpt(text: string, max = 500): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > max / 3 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}

export function createMissedQuestionsService({ db, clock }: { db: Db; clock: Clock }) {
  const gate = (ctx: ServiceContext) => requireFeature(db, ctx.tenantId, 'missed_questions', clock.now());

  async function bestPassage(tenantId: string, keywords: string[]) {
    if (keywords.length === 0) return null;
    const hits = sql.join(
      keywords.map((k) => sql`(word_similarity(${k}, p.passage) >= 0.6)::int`),
      sql` + `,
    );
    const rows = await execRows<{ document_id: string; title: string; passage: string; hits: number }>(
      db,
      sql`select d.id as document_id, d.title, p.passage, (${hits}) as hits
          from ${knowledgeDocuments} d,
               lateral regexp_split_to_table(d.content, E'\\n\\s*\\n') as p(passage)
          where d.tenant_id = ${tenantId} and length(btrim(p.passage)) > 0
          order by hits desc, length(p.passage) asc
          limit 1`,
    );
    const best = rows[0];
    if (!best) return null;
    const n = Number(best.hits);
    if (n < 1 || n < keywords.length / 2) return null;
    return {
      documentId: best.document_id,
      title: best.title,
      passage: best.passage,
      confidence: n / keywords.length,
    };
  }

  return {
    async list(
      ctx: ServiceContext,
      q: { status: 'open' | 'resolved' | 'all'; limit: number; offset: number },
    ) {
      await gate(ctx);
      const rows = await db
        .select()
        .from(missedQuestions)
        .where(
          and(
            eq(missedQuestions.tenantId, ctx.tenantId),
            q.status === 'all' ? undefined : eq(missedQuestions.status, q.status),
          ),
        )
        .orderBy(
          sql`case when ${missedQuestions.status} = 'open' then 0 else 1 end`,
          desc(missedQuestions.createdAt),
          desc(missedQuestions.id),
        )
        .limit(q.limit + 1)
        .offset(q.offset);
      const [counts] = await db
        .select({ open: sql<number>`(count(*) filter (where ${missedQuestions.status} = 'open'))::int` })
        .from(missedQuestions)
        .where(eq(missedQuestions.tenantId, ctx.tenantId));
      return {
        data: rows.slice(0, q.limit).map(dto),
        limit: q.limit,
        offset: q.offset,
        has_more: rows.length > q.limit,
        open_count: Number(counts?.open ?? 0),
      };
    },

    /** Adds question → answer to the tenant's FAQ and resolves the question (and its open duplicates), in one transaction. */
    async applyAsFaq(ctx: ServiceContext, id: string, body: { answer: string; question?: string }) {
      await gate(ctx);
      if (!isUuid(id)) throw new AppError(404, 'not_found');
      const answer = body.answer.trim();
      if (!answer)
        throw new ValidationError([
          {
            loc: ['body', 'answer'],
            msg: 'The answer must not be empty.',
            msgPl: 'Odpowiedź nie może być pusta.',
            type: 'value_error',
          },
        ]);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [mq] = await tx
          .select()
          .from(missedQuestions)
          .where(and(eq(missedQuestions.tenantId, ctx.tenantId), eq(missedQuestions.id, id)))
          .for('update');
        if (!mq)
          throw new AppError(404, 'not_found', {
            message: 'Missed question not found.',
            messagePl: 'Nie znaleziono pytania.',
          });
        if (mq.status === 'resolved')
          throw new AppError(409, 'already_resolved', {
            message: 'This question has already been answered.',
            messagePl: 'To pytanie ma już odpowiedź.',
          });
        const question = (body.question ?? mq.question).trim() || mq.question;
        const [t] = await tx.select().from(tenants).where(eq(tenants.id, ctx.tenantId)).for('update');
        const faq = { ...t!.faq, [question]: answer };
        await tx.update(tenants).set({ faq }).where(eq(tenants.id, ctx.tenantId));
        const resolved = await tx
          .update(missedQuestions)
          .set({ status: 'resolved', answer, resolvedAt: now, updatedAt: now })
          .where(
            and(
              eq(missedQuestions.tenantId, ctx.tenantId),
              eq(missedQuestions.status, 'open'),
              sql`(${missedQuestions.id} = ${id} or lower(${missedQuestions.question}) = lower(${mq.question}))`,
            ),
          )
          .returning();
        const self = resolved.find((r) => r.id === id)!;
        return {
          missed_question: dto(self),
          faq_question: question,
          also_resolved: resolved.filter((r) => r.id !== id).map((r) => r.id),
          faq_entries: Object.keys(faq).length,
        };
      });
    },

    async suggestions(ctx: ServiceContext) {
      await gate(ctx);
      const open = await db
        .select()
        .from(missedQuestions)
        .where(and(eq(missedQuestions.tenantId, ctx.tenantId), eq(missedQuestions.status, 'open')))
        .orderBy(desc(missedQuestions.createdAt))
        .limit(300);
      if (open.length === 0) return { data: [] };
      const pairs = await execRows<{ a: string; b: string }>(
        db,
        sql`select x.id as a, y.id as b
            from ${missedQuestions} x join ${missedQuestions} y
              on y.tenant_id = x.tenant_id and x.id < y.id
            where x.tenant_id = ${ctx.tenantId} and x.status = 'open' and y.status = 'open'
              and x.id in (${sql.join(
                open.map((o) => sql`${o.id}::uuid`),
                sql`, `,
              )})
              and y.id in (${sql.join(
                open.map((o) => sql`${o.id}::uuid`),
                sql`, `,
              )})
              and similarity(lower(x.question), lower(y.question)) >= 0.45`,
      );
      // Union-find over the similar pairs.
      const parent = new Map(open.map((o) => [o.id, o.id]));
      const find = (x: string): string => {
        let r = x;
        while (parent.get(r) !== r) r = parent.get(r)!;
        parent.set(x, r);
        return r;
      };
      for (const { a, b } of pairs) parent.set(find(a), find(b));
      const groups = new Map<string, Row[]>();
      for (const o of open) {
        const root = find(o.id);
        groups.set(root, [...(groups.get(root) ?? []), o]);
      }
      const top = [...groups.values()]
        .sort((x, y) => y.length - x.length || y[0]!.createdAt.getTime() - x[0]!.createdAt.getTime())
        .slice(0, 10);
      const data = [];
      for (const g of top) {
        // The representative: the wording asked most often, else the most recent.
        const byText = new Map<string, number>();
        for (const q of g)
          byText.set(q.question.toLowerCase(), (byText.get(q.question.toLowerCase()) ?? 0) + 1);
        const rep = [...g].sort(
          (a, b) => byText.get(b.question.toLowerCase())! - byText.get(a.question.toLowerCase())!,
        )[0]!;
        const found = await bestPassage(ctx.tenantId, keywordsOf(rep.question));
        data.push({
          question: rep.question,
          count: g.length,
          question_ids: g.map((q) => q.id),
          examples: [...new Set(g.map((q) => q.question))].slice(0, 5),
          last_asked_at: new Date(Math.max(...g.map((q) => q.createdAt.getTime()))).toISOString(),
          draft_answer: found ? excerpt(found.passage) : null,
          source: found
            ? { document_id: found.documentId, title: found.title, passage: found.passage }
            : null,
          confidence: found ? Math.round(found.confidence * 100) / 100 : 0,
          note: found
            ? `Drafted from the knowledge document "${found.title}"; check it before applying.`
            : 'Nothing relevant in the knowledge base: write the answer yourself.',
          note_pl: found
            ? `Szkic z dokumentu wiedzy „${found.title}”; sprawdź przed zastosowaniem.`
            : 'Brak odpowiednich informacji w bazie wiedzy: napisz odpowiedź samodzielnie.',
        });
      }
      return { data };
    },
  };
}
