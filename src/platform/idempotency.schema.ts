import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../db/columns.js';

/**
 * The `tenants` table as far as the foreign key below needs it (its key). The table itself
 * belongs to the tenants module, which the platform does not import; not exported, so
 * drizzle-kit reads only the module's definition and the migrations are unchanged.
 */
const tenantKey = pgTable('tenants', { id: uuid().primaryKey() });

/**
 * Idempotency keys of v2 writes, scoped to tenant and mode, kept 24 hours with a fingerprint
 * of method, path and body, and the stored answer once the first request finished.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenantKey.id, { onDelete: 'cascade' }),
    mode: text().$type<'live' | 'test'>().notNull(),
    key: text().notNull(),
    fingerprint: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    state: text().$type<'in_progress' | 'completed'>().notNull().default('in_progress'),
    /** While `in_progress`: after this instant a crashed first request no longer blocks the key. */
    lockedUntil: ts().notNull(),
    responseStatus: integer(),
    /** The answer's JSON exactly as sent (text, so a replay is byte-identical). */
    responseBody: text(),
    createdAt: createdAt(),
    expiresAt: ts().notNull(),
  },
  (t) => [
    unique('idempotency_keys_tenant_mode_key_unique').on(t.tenantId, t.mode, t.key),
    check('idempotency_keys_mode_check', sql`${t.mode} in ('live','test')`),
    check('idempotency_keys_state_check', sql`${t.state} in ('in_progress','completed')`),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
