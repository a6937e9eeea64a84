import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../db/columns.js';

/**
 * The transactional outbox: side effects (e-mail, webhooks, SMS, notifications) are rows
 * written in the same transaction as the change that raised them, then claimed by a
 * worker with FOR UPDATE SKIP LOCKED under a lease whose token fences late writers.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: idColumn(),
    tenantId: uuid(),
    topic: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<'pending' | 'processing' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(10),
    runAt: ts().notNull().defaultNow(),
    lockToken: uuid(),
    lockedBy: text(),
    lockedUntil: ts(),
    lastError: text(),
    createdAt: createdAt(),
    processedAt: ts(),
  },
  (t) => [
    check('outbox_messages_status_check', sql`${t.status} in ('pending','processing','done','failed')`),
    index('outbox_messages_due_idx').on(t.runAt).where(sql`${t.status} in ('pending','processing')`),
    index('outbox_messages_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
