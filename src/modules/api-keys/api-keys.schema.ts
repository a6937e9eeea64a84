import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../../db/columns.js';
import { users } from '../accounts/accounts.schema.js';
import { tenants } from '../tenants/tenants.schema.js';

/** Developer API keys: only the SHA-256 of the key and a display prefix are stored. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    mode: text().$type<'live' | 'test'>().notNull(),
    prefix: text().notNull(),
    keyHash: text().notNull().unique('api_keys_key_hash_unique'),
    scopes: text().array().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: ts(),
    revokedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    check('api_keys_mode_check', sql`${t.mode} in ('live','test')`),
    index('api_keys_tenant_id_idx').on(t.tenantId, t.createdAt),
  ],
);
