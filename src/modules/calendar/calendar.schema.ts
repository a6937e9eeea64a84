import { eq, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../../db/columns.js';
import { appointments } from '../appointments/appointments.schema.js';
import { departments, tenants } from '../tenants/tenants.schema.js';

export type CalendarKind = 'ical' | 'caldav' | 'google' | 'microsoft';

/**
 * A tenant's consent at an OAuth calendar provider (Google Calendar, Microsoft Graph): the
 * refresh token (and the current access token) sealed with the data key, bound to this row. The
 * calendars picked from the account are `calendar_subscriptions` rows pointing here.
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text().$type<'google' | 'microsoft'>().notNull(),
    /** The account's address, as the provider named it (null when it did not). */
    account: text(),
    refreshTokenSealed: text().notNull(),
    accessTokenSealed: text(),
    accessTokenExpiresAt: ts(),
    /** The user who gave the consent. */
    createdBy: uuid(),
    createdAt: createdAt(),
    updatedAt: ts().notNull().default(sql`now()`),
  },
  (t) => [index('calendar_connections_tenant_idx').on(t.tenantId, t.createdAt)],
);

/**
 * External calendars a tenant connected: an iCalendar (.ics) URL (read-only) or a CalDAV
 * collection (read for busy times, written with our bookings). Each carries its sync state;
 * the busy times last read are in `calendar_busy_times`.
 */
export const calendarSubscriptions = pgTable(
  'calendar_subscriptions',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    kind: text().$type<CalendarKind>().notNull().default('ical'),
    /** CalDAV: the account's user name; its password sealed with the data key (`dataBox`). */
    username: text(),
    passwordSealed: text(),
    /** Google/Microsoft: the consent it is read with and its calendar id at the provider. */
    connectionId: uuid().references(() => calendarConnections.id, { onDelete: 'cascade' }),
    remoteCalendarId: text(),
    /** Whether our bookings are written there (false: a calendar the account can only read). */
    writable: boolean().notNull().default(true),
    /** Google/Microsoft: where the last read ended (`nextSyncToken`, a delta link). */
    syncToken: text(),
    /** Null: the whole business (every department and the general calendar) is busy then. */
    departmentId: uuid().references(() => departments.id, { onDelete: 'set null' }),
    /** Last successful read (a 200 or a 304). */
    lastSyncedAt: ts(),
    /** Last read that returned a body (200), i.e. when the busy times were last recomputed. */
    lastFetchedAt: ts(),
    lastAttemptAt: ts(),
    lastError: text(),
    lastErrorAt: ts(),
    consecutiveFailures: integer().notNull().default(0),
    etag: text(),
    lastModified: text(),
    nextSyncAt: ts().notNull().default(sql`now()`),
    busyCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_subscriptions_tenant_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('calendar_subscriptions_tenant_url_unique').on(t.tenantId, t.url),
    index('calendar_subscriptions_next_sync_idx').on(t.nextSyncAt),
  ],
);

/**
 * The busy intervals of each external calendar, as last synchronised (replaced whole on each
 * read that returned a body). Availability and bookings read these, never the feed itself.
 */
export const calendarBusyTimes = pgTable(
  'calendar_busy_times',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    subscriptionId: uuid()
      .notNull()
      .references(() => calendarSubscriptions.id, { onDelete: 'cascade' }),
    uid: text().notNull(),
    title: text().notNull(),
    startAt: ts().notNull(),
    endAt: ts().notNull(),
    allDay: boolean().notNull().default(false),
  },
  (t) => [
    index('calendar_busy_times_tenant_idx').on(t.tenantId, t.startAt),
    index('calendar_busy_times_subscription_idx').on(t.subscriptionId),
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

/**
 * Our appointments as written into a CalDAV calendar: one event per (calendar, appointment),
 * its href and ETag there. Written by the `calendar.push` outbox handler only.
 */
export const calendarEventLinks = pgTable(
  'calendar_event_links',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    subscriptionId: uuid()
      .notNull()
      .references(() => calendarSubscriptions.id, { onDelete: 'cascade' }),
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    href: text().notNull(),
    etag: text(),
    /** The event's times as we last wrote them: a different time read back is the owner's move. */
    startAt: ts(),
    endAt: ts(),
    updatedAt: ts().notNull(),
  },
  (t) => [
    uniqueIndex('calendar_event_links_unique').on(t.subscriptionId, t.appointmentId),
    index('calendar_event_links_tenant_idx').on(t.tenantId, t.appointmentId),
  ],
);

/**
 * The external calendars that block `departmentId`'s time: those mapped to it and those mapped to
 * no department (they block the whole business); without a department, only the latter.
 */
export function calendarsBlocking(departmentId: string | SQLWrapper | null): SQL | undefined {
  return departmentId
    ? or(isNull(calendarSubscriptions.departmentId), eq(calendarSubscriptions.departmentId, departmentId))
    : isNull(calendarSubscriptions.departmentId);
}
