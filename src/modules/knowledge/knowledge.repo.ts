import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { CursorCodec, type CursorPosition } from '../../platform/pagination.js';
import { tenants } from '../tenants/tenants.schema.js';
import { knowledgeChunks, knowledgeDocuments, knowledgeMilestones } from './knowledge.schema.js';

export type KnowledgeDocumentRow = typeof knowledgeDocuments.$inferSelect;

export async function listDocumentsKeyset(
  db: DbOrTx,
  tenantId: string,
  after: CursorPosition | undefined,
  limit: number,
) {
  return db
    .select()
    .from(knowledgeDocuments)
    .where(
      and(
        eq(knowledgeDocuments.tenantId, tenantId),
        after ? CursorCodec.after(after, knowledgeDocuments.createdAt, knowledgeDocuments.id) : undefined,
      ),
    )
    .orderBy(desc(knowledgeDocuments.createdAt), desc(knowledgeDocuments.id))
    .limit(limit + 1);
}

export async function insertDocument(
  db: DbOrTx,
  tenantId: string,
  doc: { title: string; content: string; source: string; mimeType: string; sizeBytes?: number },
) {
  const [row] = await db
    .insert(knowledgeDocuments)
    .values({ ...doc, tenantId, sizeBytes: doc.sizeBytes ?? Buffer.byteLength(doc.content, 'utf8') })
    .returning();
  return row!;
}

export interface NewChunk {
  position: number;
  content: string;
  normalized: string;
  embedding: number[] | null;
  embeddingModel: string | null;
}

/** Stores the passages of a document (in batches: a long document has thousands). */
export async function insertChunks(db: DbOrTx, tenantId: string, documentId: string, chunks: NewChunk[]) {
  for (let i = 0; i < chunks.length; i += 200) {
    await db
      .insert(knowledgeChunks)
      .values(chunks.slice(i, i + 200).map((c) => ({ ...c, tenantId, documentId })));
  }
}

/** Every document of the tenant with its passage count, newest first (contents left out). */
export async function listDocumentsWithChunkCounts(db: DbOrTx, tenantId: string) {
  return db
    .select({
      id: knowledgeDocuments.id,
      title: knowledgeDocuments.title,
      source: knowledgeDocuments.source,
      mimeType: knowledgeDocuments.mimeType,
      sizeBytes: knowledgeDocuments.sizeBytes,
      createdAt: knowledgeDocuments.createdAt,
      chunks: count(knowledgeChunks.id),
    })
    .from(knowledgeDocuments)
    .leftJoin(
      knowledgeChunks,
      and(eq(knowledgeChunks.documentId, knowledgeDocuments.id), eq(knowledgeChunks.tenantId, tenantId)),
    )
    .where(eq(knowledgeDocuments.tenantId, tenantId))
    .groupBy(knowledgeDocuments.id)
    .orderBy(desc(knowledgeDocuments.createdAt), desc(knowledgeDocuments.id));
}

/** Deletes a document of the tenant (its passages go with it); false when there is none. */
export async function deleteDocument(db: DbOrTx, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(knowledgeDocuments)
    .where(and(eq(knowledgeDocuments.tenantId, tenantId), eq(knowledgeDocuments.id, id)))
    .returning({ id: knowledgeDocuments.id });
  return rows.length > 0;
}

/** Passage count of each document of the tenant. */
export async function chunkCountsByDocument(db: DbOrTx, tenantId: string) {
  return db
    .select({ documentId: knowledgeChunks.documentId, n: count() })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.tenantId, tenantId))
    .groupBy(knowledgeChunks.documentId);
}

/** How many passages the tenant has and the newest one's id: changes whenever a document is added or removed. */
export async function passagesStamp(db: DbOrTx, tenantId: string): Promise<string> {
  const [r] = await db
    .select({ n: count(), last: sql<string | null>`max(${knowledgeChunks.id}::text)` })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.tenantId, tenantId));
  return `${r?.n ?? 0}:${r?.last ?? ''}`;
}

/** The tenant's passages in document order (at most `limit`), for reading whole sentences. */
export async function allPassages(db: DbOrTx, tenantId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ content: knowledgeChunks.content })
    .from(knowledgeChunks)
    .where(eq(knowledgeChunks.tenantId, tenantId))
    .orderBy(knowledgeChunks.documentId, knowledgeChunks.position)
    .limit(limit);
  return rows.map((r) => r.content);
}

/** Records a milestone; true only for the insert that created the row (the first crossing). */
export async function claimMilestone(
  db: DbOrTx,
  tenantId: string,
  milestone: number,
  answersKnown: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(knowledgeMilestones)
    .values({ tenantId, milestone, answersKnown, reachedAt: now })
    .onConflictDoNothing({ target: [knowledgeMilestones.tenantId, knowledgeMilestones.milestone] })
    .returning({ milestone: knowledgeMilestones.milestone });
  return rows.length > 0;
}

/** The tenant's FAQ map (`tenants.faq`). */
export async function readFaq(db: DbOrTx, tenantId: string) {
  const [row] = await db
    .select({ faq: tenants.faq, updatedAt: tenants.updatedAt })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row;
}

export async function replaceFaq(db: DbOrTx, tenantId: string, faq: Record<string, string>) {
  const [row] = await db
    .update(tenants)
    .set({ faq, updatedAt: sql`now()` })
    .where(eq(tenants.id, tenantId))
    .returning({ faq: tenants.faq, updatedAt: tenants.updatedAt });
  return row;
}
