import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../../db/columns.js';
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

/**
 * The sandbox calendar (`CALENDAR_PROVIDER` unset or `sandbox`): every hold it was asked for,
 * with what a real provider would have been sent (title, description, attendees). Its free/busy
 * answers come from these rows. Nothing is sent to anyone.
 */
export const calendarSandboxEvents = pgTable(
  'calendar_sandbox_events',
  {
    id: idColumn(),
    /** The caller's idempotency key (the demo booking id): one hold per key. */
    requestId: text().notNull(),
    summary: text().notNull(),
    description: text(),
    startAt: ts().notNull(),
    endAt: ts().notNull(),
    attendees: jsonb().$type<{ email: string; name?: string | null }[]>().notNull(),
    videoLink: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_sandbox_events_request_unique').on(t.requestId),
    index('calendar_sandbox_events_start_idx').on(t.startAt),
  ],
);
