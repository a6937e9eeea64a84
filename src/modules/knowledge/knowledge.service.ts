import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { newId } from '../../db/columns.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { errors } from '../../platform/errors.js';
import { EVENT_TOPIC, raiseEvent } from '../../platform/events.js';
import type { Outbox } from '../../platform/outbox.js';
import type { CursorCodec } from '../../platform/pagination.js';
import { createEmbeddingsProvider, type EmbeddingsProvider } from '../../providers/embeddings/index.js';
import { createNotification } from '../notifications/notifications.repo.js';
import { tenants } from '../tenants/tenants.schema.js';
import { extractDocument, KIND_MIME } from './extract.js';
import { entriesOf } from './faq-entries.js';
import {
  allPassages,
  chunkCountsByDocument,
  claimMilestone,
  deleteDocument,
  insertChunks,
  insertDocument,
  listDocumentsKeyset,
  listDocumentsWithChunkCounts,
  passagesStamp,
  readFaq,
  replaceFaq,
} from './knowledge.repo.js';
import { knowledgeMilestones } from './knowledge.schema.js';
import { composeAnswer, type Passage, searchKnowledge } from './search.js';
import { chunkText, guessLanguage, normalizeForSearch } from './text.js';

export interface KnowledgeServiceDeps {
  db: Db;
  cursors: CursorCodec;
  clock: Clock;
  /** Needed for the milestone event; absent in surfaces that never read the score. */
  outbox?: Outbox;
  /** Null: lexical retrieval only. */
  embeddings?: EmbeddingsProvider | null;
  /** Dashboard address for deep links. */
  appUrl?: string;
}

/** Milestones of the answer count (spec: 25, 50, 100). */
export const MILESTONES = [25, 50, 100] as const;
/** A document counts for at most this many answers, so that one long manual is not "everything". */
export const TOPICS_PER_DOCUMENT_CAP = 25;
/** FAQ entries from which the FAQ counts as filled in. */
const FAQ_GOOD = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The score formula, documented on the route. */
export function knowledgeScore(input: {
  answersKnown: number;
  hasOpeningHours: boolean;
  documents: number;
  faqEntries: number;
}): number {
  const coverage = Math.round(0.7 * Math.min(input.answersKnown, 100));
  return Math.min(
    100,
    coverage +
      (input.hasOpeningHours ? 10 : 0) +
      (input.documents > 0 ? 10 : 0) +
      (input.faqEntries >= FAQ_GOOD ? 10 : 0),
  );
}

/** Passages of a text with their vectors (none when the provider is absent or fails). */
async function prepareChunks(content: string, embeddings: EmbeddingsProvider | null) {
  const parts = chunkText(content);
  let vectors: number[][] | null = null;
  if (embeddings && parts.length > 0) {
    try {
      vectors = await embeddings.embed(parts);
    } catch {
      // Indexing never fails for the provider: the passages stay searchable lexically.
      vectors = null;
    }
  }
  return parts.map((c, i) => ({
    position: i,
    content: c,
    normalized: normalizeForSearch(c),
    embedding: vectors?.[i] ?? null,
    embeddingModel: vectors && embeddings ? embeddings.model : null,
  }));
}

/**
 * Stores a document and its passages in one transaction (the network call for vectors comes
 * first, outside it). The one way documents enter the knowledge base: uploads, v2, demo data.
 */
export async function storeKnowledgeDocument(
  db: Db,
  tenantId: string,
  doc: { title: string; content: string; source: string; mimeType: string; sizeBytes?: number },
  embeddings: EmbeddingsProvider | null,
) {
  const chunks = await prepareChunks(doc.content, embeddings);
  return db.transaction(async (tx) => {
    const row = await insertDocument(tx, tenantId, doc);
    await insertChunks(tx, tenantId, row.id, chunks);
    return { ...row, chunkCount: chunks.length, embedded: chunks.some((c) => c.embedding !== null) };
  });
}

/** Knowledge documents (upload, v2 text), their passages, retrieval, the FAQ map and the knowledge score. */
export function createKnowledgeService({
  db,
  cursors,
  clock,
  outbox,
  embeddings,
  appUrl,
}: KnowledgeServiceDeps) {
  const scope = (ctx: ServiceContext) => `knowledge:${ctx.tenantId}`;

  const storeDocument = (
    tenantId: string,
    doc: { title: string; content: string; source: string; mimeType: string; sizeBytes?: number },
  ) => storeKnowledgeDocument(db, tenantId, doc, embeddings ?? null);

  async function tenantRow(tenantId: string, tx: DbOrTx = db) {
    const [t] = await tx
      .select({ faq: tenants.faq, openingHours: tenants.openingHours, settings: tenants.settings })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .limit(1);
    if (!t) throw errors.notFound('Tenant', 'firma');
    return t;
  }

  return {
    async list(ctx: ServiceContext, input: { limit: number; cursor?: string }) {
      const after = input.cursor ? cursors.decode(input.cursor, scope(ctx), 'desc') : undefined;
      const rows = await listDocumentsKeyset(db, ctx.tenantId, after, input.limit);
      return cursors.page(rows, input.limit, 'desc', scope(ctx), (r) => r, ctx.mode === 'live');
    },

    /** A text document (v2): stored and split into passages like an upload. */
    async addText(ctx: ServiceContext, input: { title: string; content: string }) {
      const doc = {
        title: input.title.trim(),
        content: input.content,
        source: 'api',
        mimeType: 'text/plain',
      };
      if (!/[\p{L}\p{N}]/u.test(doc.content))
        throw errors.invalid(
          ['body', 'content'],
          'The content has no text.',
          'Treść nie zawiera tekstu.',
          'value_error.empty',
        );
      if (ctx.mode === 'live') return storeDocument(ctx.tenantId, doc);
      // Test mode: what would have been written, with a fresh id, and nothing stored.
      const now = clock.now();
      const id = newId();
      return {
        ...doc,
        id,
        tenantId: ctx.tenantId,
        sizeBytes: Buffer.byteLength(doc.content, 'utf8'),
        createdAt: now,
        updatedAt: now,
        chunkCount: chunkText(doc.content).length,
        embedded: false,
      };
    },

    /** An uploaded file: type by content, text extracted, stored and split into passages. */
    async upload(
      ctx: ServiceContext,
      input: { buffer: Buffer; filename?: string; mimetype?: string; title?: string },
    ) {
      const { kind, text } = await extractDocument(input.buffer, {
        filename: input.filename,
        mimetype: input.mimetype,
      });
      const fromName = (input.filename ?? '')
        .replace(/^.*[\\/]/, '')
        .replace(/\.[A-Za-z0-9]{1,5}$/, '')
        .trim();
      const title = (input.title?.trim() || fromName || 'Dokument').slice(0, 200);
      return storeDocument(ctx.tenantId, {
        title,
        content: text,
        source: 'upload',
        mimeType: KIND_MIME[kind],
        sizeBytes: input.buffer.length,
      });
    },

    async listAll(ctx: ServiceContext) {
      return listDocumentsWithChunkCounts(db, ctx.tenantId);
    },

    async remove(ctx: ServiceContext, id: string) {
      if (!UUID.test(id) || !(await deleteDocument(db, ctx.tenantId, id)))
        throw errors.notFound('Knowledge document', 'dokument wiedzy');
    },

    /** Retrieval for the receptionist and the dashboard (see {@link searchKnowledge}). */
    async search(ctx: ServiceContext, question: string, limit?: number): Promise<Passage[]> {
      return searchKnowledge(db, ctx.tenantId, question, { limit, embeddings });
    },

    /** A stamp of the tenant's passages and the passages themselves (the receptionist reads whole sentences of them). */
    passagesStamp: (ctx: ServiceContext) => passagesStamp(db, ctx.tenantId),
    allPassages: (ctx: ServiceContext, limit = 400) => allPassages(db, ctx.tenantId, limit),

    /** An answer built only from retrieved passages, with citations; "I don't know" without one. */
    async query(ctx: ServiceContext, input: { question: string; limit?: number }) {
      const question = input.question.trim();
      if (!/[\p{L}\p{N}]/u.test(question))
        throw errors.invalid(
          ['body', 'question'],
          'The question has no words.',
          'Pytanie nie zawiera słów.',
          'value_error.empty',
        );
      const passages = await searchKnowledge(db, ctx.tenantId, question, {
        limit: input.limit ?? 3,
        embeddings,
      });
      const language = guessLanguage(question);
      return { ...composeAnswer(question, passages, language), passages };
    },

    async getFaq(ctx: ServiceContext) {
      const row = await readFaq(db, ctx.tenantId);
      if (!row) throw errors.notFound('Tenant', 'firma');
      return row;
    },

    async putFaq(ctx: ServiceContext, faq: Record<string, string>) {
      const clean = Object.fromEntries(Object.entries(faq).map(([q, a]) => [q.trim(), a.trim()] as const));
      for (const [q, a] of Object.entries(clean)) {
        if (q.length > 500)
          throw errors.invalid(
            ['body', 'faq', q.slice(0, 40)],
            'a question may have at most 500 characters',
            'pytanie może mieć najwyżej 500 znaków',
          );
        if (!q || !a)
          throw errors.invalid(
            ['body', 'faq', q],
            'questions and answers must not be blank',
            'pytania i odpowiedzi nie mogą być puste',
          );
      }
      if (ctx.mode !== 'live') {
        const current = await readFaq(db, ctx.tenantId);
        if (!current) throw errors.notFound('Tenant', 'firma');
        return { faq: clean, updatedAt: clock.now() };
      }
      const row = await replaceFaq(db, ctx.tenantId, clean);
      if (!row) throw errors.notFound('Tenant', 'firma');
      return row;
    },

    /**
     * The knowledge score. Reading it records milestones first crossed (25, 50, 100 answers):
     * each is claimed by inserting its (tenant, milestone) row with ON CONFLICT DO NOTHING, and
     * only the insert that created it raises `knowledge.milestone_reached` and the one-time
     * notification, in the same transaction. Concurrent reads therefore raise it once.
     */
    async score(ctx: ServiceContext) {
      const t = await tenantRow(ctx.tenantId);
      const counts = await chunkCountsByDocument(db, ctx.tenantId);
      // An entry with its question in Polish and in English is one answer, not two.
      const faqEntries = entriesOf(t.faq, t.settings).length;
      const documentTopics = counts.reduce((s, c) => s + Math.min(TOPICS_PER_DOCUMENT_CAP, Number(c.n)), 0);
      const answersKnown = faqEntries + documentTopics;
      const hasOpeningHours = Object.values(t.openingHours ?? {}).some(
        (d) => Array.isArray(d) && d.length > 0,
      );
      const documents = counts.length;
      const score = knowledgeScore({ answersKnown, hasOpeningHours, documents, faqEntries });

      const crossed = MILESTONES.filter((m) => answersKnown >= m);
      if (crossed.length > 0) {
        const known = await db
          .select({ m: knowledgeMilestones.milestone })
          .from(knowledgeMilestones)
          .where(eq(knowledgeMilestones.tenantId, ctx.tenantId));
        const recorded = new Set(known.map((k) => k.m));
        const fresh = crossed.filter((m) => !recorded.has(m));
        if (fresh.length > 0 && outbox) {
          const now = clock.now();
          const raised = await db.transaction(async (tx) => {
            let n = 0;
            for (const m of fresh) {
              if (!(await claimMilestone(tx, ctx.tenantId, m, answersKnown, now))) continue;
              n++;
              await raiseEvent(
                outbox,
                tx,
                ctx.tenantId,
                'knowledge.milestone_reached',
                { milestone: m, answers_known: answersKnown },
                now,
              );
              await createNotification(tx, {
                tenantId: ctx.tenantId,
                kind: 'knowledge_milestone',
                title: `Your receptionist knows ${m} answers`,
                message: `The AI can now answer ${answersKnown} questions from your FAQ and documents.`,
                actionUrl: appUrl ? `${appUrl}/knowledge` : null,
                actionLabel: 'Knowledge base',
                data: {
                  milestone: m,
                  answers_known: answersKnown,
                  title_pl: `Twoja recepcjonistka zna już ${m} odpowiedzi`,
                  message_pl: `AI odpowie już na ${answersKnown} pytań z Twojego FAQ i dokumentów.`,
                  action_label_pl: 'Baza wiedzy',
                },
                dedupeKey: `knowledge.milestone:${m}`,
              });
            }
            return n;
          });
          if (raised > 0) outbox.wake(EVENT_TOPIC);
        }
      }

      const app = appUrl ?? '';
      const next = MILESTONES.find((m) => answersKnown < m) ?? null;
      const actions: {
        key: 'opening_hours' | 'upload_document' | 'add_faq' | 'next_milestone';
        label: string;
        label_pl: string;
        deep_link: string;
      }[] = [];
      if (!hasOpeningHours)
        actions.push({
          key: 'opening_hours',
          label: 'Set your opening hours so the AI can tell callers when you are open',
          label_pl: 'Ustaw godziny otwarcia, aby AI mogła podawać je dzwoniącym',
          deep_link: `${app}/settings/business#opening-hours`,
        });
      if (documents === 0)
        actions.push({
          key: 'upload_document',
          label: 'Upload a price list or a description of your services (PDF, DOCX or TXT)',
          label_pl: 'Prześlij cennik lub opis usług (PDF, DOCX lub TXT)',
          deep_link: `${app}/knowledge#upload`,
        });
      if (faqEntries < FAQ_GOOD)
        actions.push({
          key: 'add_faq',
          label: `Add answers to the questions callers ask most (${faqEntries} of ${FAQ_GOOD})`,
          label_pl: `Dodaj odpowiedzi na najczęstsze pytania dzwoniących (${faqEntries} z ${FAQ_GOOD})`,
          deep_link: `${app}/knowledge#faq`,
        });
      if (next !== null)
        actions.push({
          key: 'next_milestone',
          label: `Add ${next - answersKnown} more answers to reach ${next}`,
          label_pl: `Dodaj jeszcze ${next - answersKnown} odpowiedzi, aby osiągnąć ${next}`,
          deep_link: documents === 0 ? `${app}/knowledge#upload` : `${app}/knowledge#faq`,
        });
      return {
        score,
        answers_known: answersKnown,
        faq_entries: faqEntries,
        document_topics: documentTopics,
        next_milestone: next,
        next_best_actions: actions,
      };
    },
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;

/** The service wired to the platform: the embeddings provider when `LLM_BASE_URL` is set. */
export function knowledgeServiceFor(p: Platform): KnowledgeService {
  return createKnowledgeService({
    db: p.db,
    cursors: p.cursors,
    clock: p.clock,
    outbox: p.outbox,
    appUrl: p.config.appUrl,
    embeddings: createEmbeddingsProvider({
      llmBaseUrl: p.config.providers.llmBaseUrl,
      llmApiKey: p.config.providers.llmApiKey,
      embeddingsModel: p.config.providers.embeddingsModel,
    }),
  });
}
