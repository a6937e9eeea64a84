import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.schema.js';

/** A document of the tenant's knowledge base (uploaded PDF/DOCX/TXT, or text added through v2). */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** `upload`, `api`, `faq_import`, … */
    source: text().notNull(),
    mimeType: text().notNull().default('text/plain'),
    sizeBytes: integer().notNull().default(0),
    /** Extracted plain text. */
    content: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('knowledge_documents_tenant_idx').on(t.tenantId, t.createdAt, t.id)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Passages of a document (about 500–800 characters, overlapping), the unit of retrieval.
 * `normalized` is the passage folded in code (lower case, no diacritics); `tsv` is generated
 * from it with the `simple` configuration (PostgreSQL has no Polish stemmer); a GIN trigram
 * index on `normalized` serves the fuzzy matching that copes with Polish inflection.
 * `embedding` is a unit vector (`real[]`, cosine = dot product) when an embeddings provider is
 * configured: arrays work on every PostgreSQL, with or without pgvector.
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    documentId: uuid()
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    content: text().notNull(),
    normalized: text().notNull(),
    tsv: tsvector().notNull().generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, normalized)`),
    embedding: real().array(),
    embeddingModel: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('knowledge_chunks_tenant_doc_idx').on(t.tenantId, t.documentId, t.position),
    index('knowledge_chunks_tsv_idx').using('gin', t.tsv),
    index('knowledge_chunks_trgm_idx').using('gin', t.normalized.op('gin_trgm_ops')),
  ],
);

/**
 * Knowledge milestones a tenant has reached (25, 50, 100 answers). The primary key decides
 * the first crossing: the insert that creates the row raises the event and the notification,
 * a concurrent or later one inserts nothing (`ON CONFLICT DO NOTHING`).
 */
export const knowledgeMilestones = pgTable(
  'knowledge_milestones',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    milestone: integer().notNull(),
    answersKnown: integer().notNull(),
    reachedAt: ts().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.milestone] })],
);
