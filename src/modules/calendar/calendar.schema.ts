import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.schema.js';

/** External calendars a tenant subscribed to by iCalendar (.ics) URL, read-only. */
export const calendarSubscriptions = pgTable(
  'calendar_subscriptions',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_subscriptions_tenant_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('calendar_subscriptions_tenant_url_unique').on(t.tenantId, t.url),
  ],
);
