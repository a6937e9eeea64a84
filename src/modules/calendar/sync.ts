import { and, asc, count, eq, inArray, lte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { Platform } from '../../platform/deps.js';
import { SsrfError, safeFetch } from '../../platform/ssrf.js';
import { createCalDavClient } from '../../providers/calendar/caldav.js';
import { createNotification } from '../notifications/notifications.repo.js';
import { tenants } from '../tenants/tenants.schema.js';
import { caldavReader, caldavSlotReader, isOwnUid } from './caldav.js';
import { calendarBusyTimes, calendarSubscriptions, calendarsBlocking } from './calendar.schema.js';
import { type ExternalEvent, eventsBetween } from './ics.js';
import { calendarInbound, type InboundRead } from './inbound.js';
import { createRemoteAccess, isRemoteKind, remoteApisFor } from './oauth.js';

export type SubscriptionRow = typeof calendarSubscriptions.$inferSelect;

/** A calendar is re-read this often (conditionally: an unchanged feed costs a 304). */
export const SYNC_INTERVAL_MS = 15 * 60_000;
/** After this many failed reads in a row the owner is notified (once per streak). */
export const FAILURES_BEFORE_NOTICE = 3;
/** Busy times are kept from the start of yesterday (tenant's zone) to this many days ahead. */
export const SYNC_WINDOW_DAYS = 365;
/** A feed read with a body more than this long ago is read whole (no validators), so the window moves on. */
const FULL_READ_MS = 24 * 3600_000;
const MAX_BUSY_PER_CALENDAR = 10_000;
export const ICS_MAX_BYTES = 2 * 1024 * 1024;
export const ICS_TIMEOUT_MS = 5000;
/** A booking re-reads the calendars not tried in this long… */
export const REFRESH_FRESH_MS = 30_000;
/** …waiting at most this long for each (in parallel). */
export const REFRESH_TIMEOUT_MS = 2000;
/** Calendars synchronised per job run at most (the rest wait for the next run). */
const BATCH = 20;

/** What reading one calendar gave. */
export type ReadResult =
  | { kind: 'not_modified' }
  | {
      kind: 'events';
      events: ExternalEvent[];
      etag: string | null;
      lastModified: string | null;
      /** Google/Microsoft: where to read on from next time. */
      syncToken?: string | null;
    }
  /** Google/Microsoft: only what changed since the stored sync token (live events, deleted ids). */
  | { kind: 'delta'; events: ExternalEvent[]; removed: string[]; syncToken: string | null };

/** Reads one calendar of a kind (iCalendar URL, CalDAV): the busy events overlapping [from, to). */
export type CalendarReader = (
  sub: SubscriptionRow,
  window: { from: Date; to: Date; zone: string; conditional: boolean; timeoutMs?: number },
) => Promise<ReadResult>;

export interface CalendarSyncDeps {
  db: Db;
  clock: Clock;
  allowPrivate: boolean;
  protocols: string[];
  /** Readers of other kinds than `ical` (CalDAV, Google, Microsoft). */
  readers?: Partial<Record<string, CalendarReader>>;
  /**
   * After a read of a CalDAV/Google/Microsoft calendar (not a booking's bounded re-read): applies the
   * owner's deletions and moves of our events to the appointments (`calendarInbound`).
   */
  inbound?: (sub: SubscriptionRow, read: InboundRead, zone: string) => Promise<number>;
  /** Reads the events of one CalDAV/Google/Microsoft calendar in [from, to) within `timeoutMs` (a booking's slot check). */
  slotReader?: (
    sub: SubscriptionRow,
    from: Date,
    to: Date,
    zone: string,
    timeoutMs: number,
  ) => Promise<ExternalEvent[]>;
}

export interface SyncOutcome {
  ok: boolean;
  notModified: boolean;
  busy: number;
  error: string | null;
}

/** The failure of a read, as shown to the owner (no stack, at most 300 characters). */
export function readError(err: unknown): string {
  const refused = err instanceof SsrfError && (err.reason === 'blocked_address' || err.reason === 'scheme');
  const message = refused ? `refused: ${err.message}` : (err as Error)?.message;
  return (message || 'unreadable calendar').slice(0, 300);
}

/** An iCalendar feed by URL, through the SSRF guard, with If-None-Match / If-Modified-Since. */
export function icsReader(allowPrivate: boolean, protocols: string[]): CalendarReader {
  return async (sub, { from, to, zone, conditional, timeoutMs }) => {
    const headers: Record<string, string> = {
      accept: 'text/calendar, */*;q=0.5',
      'user-agent': 'RecepcjaBot/1.0 (+calendar)',
    };
    if (conditional && sub.etag) headers['if-none-match'] = sub.etag;
    if (conditional && sub.lastModified) headers['if-modified-since'] = sub.lastModified;
    const r = await safeFetch(sub.url, {
      allowPrivate,
      allowedProtocols: protocols,
      timeoutMs: timeoutMs ?? ICS_TIMEOUT_MS,
      maxBytes: ICS_MAX_BYTES,
      headers,
    });
    if (r.status === 304 && conditional) return { kind: 'not_modified' };
    if (r.status < 200 || r.status >= 300) throw new Error(`HTTP ${r.status}`);
    if (r.truncated) throw new Error('the calendar is larger than 2 MB');
    let events: ExternalEvent[];
    try {
      events = eventsBetween(r.body.toString('utf8'), from, to, zone);
    } catch {
      throw new Error('not an iCalendar (.ics) file');
    }
    return { kind: 'events', events, etag: r.etag, lastModified: r.lastModified };
  };
}

/** Retry delay after `failures` failed reads in a row: 5, 10, 20, 40 minutes, then hourly. */
/** The stored busy time of one event of a calendar (uid and title cut to the column's 500 characters). */
const busyRow = (sub: SubscriptionRow, e: ExternalEvent) => ({
  tenantId: sub.tenantId,
  subscriptionId: sub.id,
  uid: e.uid.slice(0, 500),
  title: e.title.slice(0, 500),
  startAt: e.start,
  endAt: e.end,
  allDay: e.allDay,
});

const retryDelayMs = (failures: number) => Math.min(5 * 60_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);

/**
 * Synchronisation of external calendars into `calendar_busy_times`: on a schedule (the job), on
 * demand (the sync route) and when a calendar is added. Availability and bookings only ever read
 * the stored busy times, so a slow or broken calendar never slows them down.
 */
export function createCalendarSync(deps: CalendarSyncDeps) {
  const { db, clock } = deps;
  const readers: Record<string, CalendarReader | undefined> = {
    ical: icsReader(deps.allowPrivate, deps.protocols),
    ...deps.readers,
  };

  async function replaceBusy(tx: DbOrTx, sub: SubscriptionRow, events: ExternalEvent[]) {
    await tx.delete(calendarBusyTimes).where(eq(calendarBusyTimes.subscriptionId, sub.id));
    const rows = events
      .filter((e) => !e.transparent && !isOwnUid(e.uid) && e.end.getTime() > e.start.getTime())
      .slice(0, MAX_BUSY_PER_CALENDAR)
      .map((e) => busyRow(sub, e));
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(calendarBusyTimes).values(rows.slice(i, i + 500));
    return rows.length;
  }

  /**
   * A delta read: the busy rows of the events it names (changed or deleted) are replaced by what
   * it says now; the others stay as they are.
   */
  async function applyDelta(tx: DbOrTx, sub: SubscriptionRow, events: ExternalEvent[], removed: string[]) {
    const uids = [...new Set([...removed, ...events.map((e) => e.uid)])].map((u) => u.slice(0, 500));
    const mine = and(
      eq(calendarBusyTimes.tenantId, sub.tenantId),
      eq(calendarBusyTimes.subscriptionId, sub.id),
    );
    for (let i = 0; i < uids.length; i += 500)
      await tx
        .delete(calendarBusyTimes)
        .where(and(mine, inArray(calendarBusyTimes.uid, uids.slice(i, i + 500))));
    const rows = events
      .filter((e) => !e.transparent && !isOwnUid(e.uid) && e.end.getTime() > e.start.getTime())
      .map((e) => busyRow(sub, e));
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(calendarBusyTimes).values(rows.slice(i, i + 500));
    const [n] = await tx.select({ n: count() }).from(calendarBusyTimes).where(mine);
    return n?.n ?? 0;
  }

  /**
   * Reads one calendar now and stores what it gave (or the failure). Tenant-scoped. Our own
   * bookings written into the calendar (UID `recepcja-<id>@recepcja`) are not busy times.
   */
  async function syncOne(tenantId: string, id: string, timeoutMs?: number): Promise<SyncOutcome | null> {
    const [row] = await db
      .select({ sub: calendarSubscriptions, zone: tenants.timezone })
      .from(calendarSubscriptions)
      .innerJoin(tenants, eq(tenants.id, calendarSubscriptions.tenantId))
      .where(and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.id, id)))
      .limit(1);
    if (!row) return null;
    const { sub, zone } = row;
    const now = clock.now();
    const from = DateTime.fromJSDate(now, { zone }).startOf('day').minus({ days: 1 }).toJSDate();
    const to = DateTime.fromJSDate(now, { zone }).plus({ days: SYNC_WINDOW_DAYS }).toJSDate();
    const conditional = !!sub.lastFetchedAt && now.getTime() - sub.lastFetchedAt.getTime() < FULL_READ_MS;
    let result: ReadResult | undefined;
    let error: string | null = null;
    const reader = readers[sub.kind];
    try {
      if (!reader) throw new Error(`calendars of kind ${sub.kind} cannot be read here`);
      result = await reader(sub, { from, to, zone, conditional, timeoutMs });
    } catch (err) {
      error = readError(err);
    }
    const done = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(calendarSubscriptions)
        .where(and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.id, id)))
        .for('update');
      if (!locked) return null; // removed meanwhile
      if (result) {
        let busy = locked.busyCount;
        const set: Partial<typeof calendarSubscriptions.$inferInsert> = {
          lastSyncedAt: done,
          lastAttemptAt: done,
          lastError: null,
          consecutiveFailures: 0,
          nextSyncAt: new Date(done.getTime() + SYNC_INTERVAL_MS),
        };
        if (result.kind === 'events') {
          busy = await replaceBusy(tx, locked, result.events);
          Object.assign(set, {
            lastFetchedAt: done,
            etag: result.etag,
            lastModified: result.lastModified,
            busyCount: busy,
            ...(result.syncToken !== undefined ? { syncToken: result.syncToken } : {}),
          });
        }
        if (result.kind === 'delta') {
          busy = await applyDelta(tx, locked, result.events, result.removed);
          Object.assign(set, { busyCount: busy, syncToken: result.syncToken });
        }
        await tx.update(calendarSubscriptions).set(set).where(eq(calendarSubscriptions.id, id));
        return { ok: true, notModified: result.kind === 'not_modified', busy, error: null };
      }
      const failures = locked.consecutiveFailures + 1;
      await tx
        .update(calendarSubscriptions)
        .set({
          lastAttemptAt: done,
          lastError: error,
          lastErrorAt: done,
          consecutiveFailures: failures,
          nextSyncAt: new Date(done.getTime() + retryDelayMs(failures)),
        })
        .where(eq(calendarSubscriptions.id, id));
      if (failures === FAILURES_BEFORE_NOTICE) {
        const streak = locked.lastSyncedAt?.getTime() ?? 'never';
        await createNotification(tx, {
          tenantId,
          kind: 'calendar_sync_failed',
          title: `Calendar "${locked.name}" stopped synchronising`,
          message: `The last ${failures} reads of "${locked.name}" failed (${error}). Until it reads again, its busy times as of ${
            locked.lastSyncedAt ? locked.lastSyncedAt.toISOString() : 'never'
          } are used. / Kalendarz „${locked.name}” przestał się synchronizować: ${failures} ostatnie odczyty nie powiodły się.`,
          actionUrl: '/calendar',
          actionLabel: 'Calendars',
          data: { subscription_id: id, error, failures },
          dedupeKey: `calendar_sync_failed:${id}:${streak}`,
        });
      }
      return { ok: false, notModified: false, busy: locked.busyCount, error };
    });
    if (
      outcome?.ok &&
      result &&
      result.kind !== 'not_modified' &&
      sub.kind !== 'ical' &&
      timeoutMs === undefined
    ) {
      const read: InboundRead =
        result.kind === 'delta'
          ? { events: result.events, removed: result.removed, delta: true }
          : { events: result.events, removed: [], delta: false };
      await deps.inbound?.(sub, read, zone).catch(() => 0);
    }
    return outcome;
  }

  /**
   * The calendars due now, claimed by moving their next read forward (several workers may run
   * this at once: each claims different rows), then read one after another.
   */
  async function syncDue(now: Date): Promise<number> {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: calendarSubscriptions.id, tenantId: calendarSubscriptions.tenantId })
        .from(calendarSubscriptions)
        .where(lte(calendarSubscriptions.nextSyncAt, now))
        .orderBy(asc(calendarSubscriptions.nextSyncAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(calendarSubscriptions)
        .set({ nextSyncAt: new Date(now.getTime() + SYNC_INTERVAL_MS) })
        .where(
          inArray(
            calendarSubscriptions.id,
            due.map((d) => d.id),
          ),
        );
      return due;
    });
    let n = 0;
    for (const d of claimed) {
      const r = await syncOne(d.tenantId, d.id);
      if (r) n++;
    }
    return n;
  }

  /**
   * A CalDAV calendar asked for the booking's one slot (a time-ranged REPORT within
   * `REFRESH_TIMEOUT_MS`, however recently it was read): the busy events found there that are not
   * stored yet are added to its busy times, so the booking's check in its transaction sees them.
   */
  async function checkSlot(sub: SubscriptionRow, zone: string, slot: { start: Date; end: Date }) {
    if (!deps.slotReader) return;
    const found = (await deps.slotReader(sub, slot.start, slot.end, zone, REFRESH_TIMEOUT_MS)).filter(
      (e) =>
        !e.transparent &&
        !isOwnUid(e.uid) &&
        e.start.getTime() < slot.end.getTime() &&
        e.end.getTime() > slot.start.getTime(),
    );
    if (found.length === 0) return;
    const stored = await db
      .select({ uid: calendarBusyTimes.uid, startAt: calendarBusyTimes.startAt })
      .from(calendarBusyTimes)
      .where(and(eq(calendarBusyTimes.tenantId, sub.tenantId), eq(calendarBusyTimes.subscriptionId, sub.id)));
    const known = new Set(stored.map((b) => `${b.uid}|${b.startAt.getTime()}`));
    const fresh = found.filter((e) => !known.has(`${e.uid.slice(0, 500)}|${e.start.getTime()}`));
    if (fresh.length === 0) return;
    await db.insert(calendarBusyTimes).values(fresh.map((e) => busyRow(sub, e)));
  }

  /**
   * Before a booking is confirmed, in parallel, each within `REFRESH_TIMEOUT_MS`: the CalDAV
   * calendars that block the department are asked for the booking's slot (`slot`) every time; the
   * iCalendar feeds (which can only be read whole) are re-read conditionally when not tried in the
   * last `REFRESH_FRESH_MS`. A calendar that does not answer in time keeps its stored busy times.
   */
  async function refreshForBooking(
    tenantId: string,
    departmentId: string | null,
    slot?: { start: Date; end: Date },
  ): Promise<void> {
    const since = new Date(clock.now().getTime() - REFRESH_FRESH_MS);
    const subs = await db
      .select({ sub: calendarSubscriptions, zone: tenants.timezone })
      .from(calendarSubscriptions)
      .innerJoin(tenants, eq(tenants.id, calendarSubscriptions.tenantId))
      .where(and(eq(calendarSubscriptions.tenantId, tenantId), calendarsBlocking(departmentId)));
    await Promise.all(
      subs.map(({ sub, zone }) => {
        if (slot && sub.kind !== 'ical' && deps.slotReader)
          return checkSlot(sub, zone, slot).catch(() => undefined);
        if (sub.lastAttemptAt && sub.lastAttemptAt.getTime() >= since.getTime()) return undefined;
        return syncOne(tenantId, sub.id, REFRESH_TIMEOUT_MS).catch(() => null);
      }),
    );
  }

  return { syncOne, syncDue, refreshForBooking };
}

export type CalendarSync = ReturnType<typeof createCalendarSync>;

/** The module's synchronisation with the platform's settings (SSRF guard as for webhooks). */
export function calendarSyncFor(p: Platform): CalendarSync {
  const client = caldavClientFor(p);
  const remote = createRemoteAccess({ db: p.db, clock: p.clock, box: p.dataBox, apis: remoteApisFor(p) });
  const caldavSlot = caldavSlotReader(client, p.dataBox);
  return createCalendarSync({
    db: p.db,
    clock: p.clock,
    allowPrivate: p.config.webhookAllowPrivateNetworks,
    protocols: calendarProtocols(p),
    readers: { caldav: caldavReader(client, p.dataBox), google: remote.reader, microsoft: remote.reader },
    inbound: calendarInbound({ db: p.db, clock: p.clock, outbox: p.outbox, client, box: p.dataBox, remote }),
    slotReader: (sub, from, to, zone, timeoutMs) =>
      isRemoteKind(sub.kind)
        ? remote.eventsIn(sub, from, to, zone, timeoutMs)
        : caldavSlot(sub, from, to, zone, timeoutMs),
  });
}

export const caldavClientFor = (p: Platform) =>
  createCalDavClient({ allowPrivate: p.config.webhookAllowPrivateNetworks, protocols: calendarProtocols(p) });

export const calendarProtocols = (p: Platform) =>
  p.config.env === 'production' ? ['https:'] : ['http:', 'https:'];
