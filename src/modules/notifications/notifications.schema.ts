import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../../db/columns.js';
import { users } from '../accounts/accounts.schema.js';
import { tenants } from '../tenants/tenants.schema.js';

/** In-app notifications of a tenant's dashboard (a message left, a milestone, an announcement). */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Null: for everyone of the tenant. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    actionUrl: text(),
    actionLabel: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Set for one-time notifications: a second insert with the same key adds nothing. */
    dedupeKey: text(),
    readAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_tenant_idx').on(t.tenantId, t.createdAt, t.id),
    uniqueIndex('notifications_tenant_dedupe_unique').on(t.tenantId, t.dedupeKey),
  ],
);
