import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../../db/columns.js';

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
