import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { CryptoBox } from '../../platform/crypto-box.js';
import type { Platform } from '../../platform/deps.js';
import { PermanentFailure } from '../../platform/outbox.messages.js';
import { createGoogleCalendarApi } from '../../providers/calendar/google-tenant.js';
import { createMicrosoftCalendarApi } from '../../providers/calendar/microsoft.js';
import {
  type RemoteCalendarApi,
  RemoteCalendarError,
  type RemoteCalendarKind,
  type RemoteEvent,
} from '../../providers/calendar/remote.js';
import { appointmentUid } from './caldav.js';
import { calendarConnections, calendarEventLinks } from './calendar.schema.js';
import type { ExternalEvent } from './ics.js';
import type { CalendarReader, SubscriptionRow } from './sync.js';

export type RemoteApis = Partial<Record<RemoteCalendarKind, RemoteCalendarApi>>;
export type ConnectionRow = typeof calendarConnections.$inferSelect;

/** An access token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

export const isRemoteKind = (kind: string): kind is RemoteCalendarKind =>
  kind === 'google' || kind === 'microsoft';

/** The GCM contexts the tokens of a connection are sealed with: they open in their own row only. */
export const refreshContext = (connectionId: string) => `calendar_connections:${connectionId}:refresh`;
export const accessContext = (connectionId: string) => `calendar_connections:${connectionId}:access`;

/**
 * The OAuth calendar providers configured on this server, by kind: Google Calendar when
 * GOOGLE_CALENDAR_CLIENT_ID/_SECRET (or GOOGLE_CLIENT_ID/_SECRET) are set, Microsoft 365 /
 * Outlook when MICROSOFT_CLIENT_ID/_SECRET are.
 */
export function remoteApisFor(p: Platform): RemoteApis {
  const c = p.config.providers.calendar;
  const g = c.tenantGoogle;
  const m = c.tenantMicrosoft;
  const now = () => p.clock.now();
  return {
    ...(m.clientId && m.clientSecret
      ? {
          microsoft: createMicrosoftCalendarApi({
            graphBase: m.graphBase,
            authority: m.authority,
            clientId: m.clientId,
            clientSecret: m.clientSecret,
            timeoutMs: c.google.timeoutMs,
            clock: p.clock,
          }),
        }
      : {}),
    ...(g.clientId && g.clientSecret
      ? {
          google: createGoogleCalendarApi({
            apiBase: c.google.apiBase,
            authorizeUrl: `${g.oauthBase ?? 'https://accounts.google.com'}/o/oauth2/v2/auth`,
            tokenUrl: g.oauthBase ? `${g.oauthBase}/token` : c.google.tokenUrl,
            clientId: g.clientId,
            clientSecret: g.clientSecret,
            timeoutMs: c.google.timeoutMs,
            now,
          }),
        }
      : {}),
  };
}

/**
 * The local midnight of the calendar day `d` names in UTC: both providers answer an all-day
 * event's dates (`2026-11-23`) as UTC midnights, but the day is the owner's, in their zone.
 */
function localDay(d: Date, zone: string): Date {
  const local = DateTime.fromISO(d.toISOString().slice(0, 10), { zone });
  return local.isValid ? local.toJSDate() : d;
}

/**
 * A provider's event as the calendar module reads events: ours carry our UID
 * (`recepcja-<id>@recepcja`); an all-day event covers its days in the tenant's `zone`.
 */
export const toExternal = (e: RemoteEvent, zone?: string): ExternalEvent => ({
  uid: e.ourKey ? appointmentUid(e.ourKey) : e.id,
  title: e.title,
  start: e.allDay && zone ? localDay(e.start, zone) : e.start,
  end: e.allDay && zone ? localDay(e.end, zone) : e.end,
  allDay: e.allDay,
  status: e.cancelled ? 'CANCELLED' : 'CONFIRMED',
  transparent: !e.busy,
});

/** `auth` (revoked consent) and `not_found` (calendar or event gone) do not heal on a retry. */
export function remotePermanent(err: unknown): Error {
  if (err instanceof RemoteCalendarError && (err.kind === 'auth' || err.kind === 'not_found'))
    return new PermanentFailure(err.message);
  return err as Error;
}

export interface RemoteAccessDeps {
  db: Db;
  clock: Clock;
  box: CryptoBox;
  apis: RemoteApis;
}

/**
 * The calendars of OAuth connections, for reading and writing: each call gets a live access
 * token (the stored one, or a new one from the refresh token, stored again sealed), and a call
 * refused with the stored token (401) is tried once more with a fresh one.
 */
export function createRemoteAccess(deps: RemoteAccessDeps) {
  const { db, clock, box, apis } = deps;

  async function refreshed(api: RemoteCalendarApi, conn: ConnectionRow): Promise<string> {
    const t = await api.refresh(box.open(conn.refreshTokenSealed, refreshContext(conn.id)));
    await db
      .update(calendarConnections)
      .set({
        accessTokenSealed: box.seal(t.accessToken, accessContext(conn.id)),
        accessTokenExpiresAt: t.expiresAt,
        ...(t.refreshToken ? { refreshTokenSealed: box.seal(t.refreshToken, refreshContext(conn.id)) } : {}),
        updatedAt: clock.now(),
      })
      .where(and(eq(calendarConnections.tenantId, conn.tenantId), eq(calendarConnections.id, conn.id)));
    return t.accessToken;
  }

  /** Runs `fn` with the API and an access token of the connection `connectionId` of the tenant. */
  async function withConnection<T>(
    tenantId: string,
    connectionId: string,
    fn: (api: RemoteCalendarApi, token: string) => Promise<T>,
  ): Promise<T> {
    const [conn] = await db
      .select()
      .from(calendarConnections)
      .where(and(eq(calendarConnections.tenantId, tenantId), eq(calendarConnections.id, connectionId)))
      .limit(1);
    if (!conn) throw new RemoteCalendarError('not_found', 'the calendar connection was removed');
    const api = apis[conn.kind];
    if (!api)
      throw new RemoteCalendarError('auth', `${conn.kind} calendars are not configured on this server`);
    const stored =
      conn.accessTokenSealed &&
      conn.accessTokenExpiresAt &&
      conn.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > clock.now().getTime()
        ? box.open(conn.accessTokenSealed, accessContext(conn.id))
        : null;
    if (!stored) return fn(api, await refreshed(api, conn));
    try {
      return await fn(api, stored);
    } catch (err) {
      if (!(err instanceof RemoteCalendarError && err.kind === 'auth' && err.status === 401)) throw err;
      return fn(api, await refreshed(api, conn));
    }
  }

  /** Runs `fn` on the calendar of a subscription of kind google/microsoft. */
  function withCalendar<T>(
    sub: SubscriptionRow,
    fn: (api: RemoteCalendarApi, token: string, calendarId: string) => Promise<T>,
  ): Promise<T> {
    if (!sub.connectionId || !sub.remoteCalendarId)
      return Promise.reject(new RemoteCalendarError('not_found', 'the calendar has no connection'));
    const calendarId = sub.remoteCalendarId;
    return withConnection(sub.tenantId, sub.connectionId, (api, token) => fn(api, token, calendarId));
  }

  /**
   * Reads a calendar: what changed since the stored sync token (`delta`), or every event of the
   * window when there is no token, the read is not conditional (the daily full read) or the
   * provider refused the token.
   */
  const reader: CalendarReader = async (sub, { from, to, zone, conditional }) => {
    const token = conditional ? sub.syncToken : null;
    const ch = await withCalendar(sub, (api, t, id) => api.changes(t, id, token, { from, to }));
    const live = (
      await markOurs(
        sub,
        ch.events.filter((e) => !e.cancelled),
      )
    ).map((e) => toExternal(e, zone));
    if (token && !ch.full)
      return {
        kind: 'delta',
        events: live,
        removed: ch.events.filter((e) => e.cancelled).map((e) => e.id),
        syncToken: ch.nextSyncToken,
      };
    return { kind: 'events', events: live, etag: null, lastModified: null, syncToken: ch.nextSyncToken };
  };

  /**
   * The events of [from, to) only (a booking's slot check, the push's conflict check), within
   * `timeoutMs`. Not `freeBusy`: its intervals cannot tell the owner's events from ours.
   */
  async function eventsIn(sub: SubscriptionRow, from: Date, to: Date, zone: string, timeoutMs?: number) {
    const read = withCalendar(sub, (api, t, id) => api.changes(t, id, null, { from, to }));
    const ch = timeoutMs === undefined ? await read : await withTimeout(read, timeoutMs);
    return (
      await markOurs(
        sub,
        ch.events.filter((e) => !e.cancelled),
      )
    ).map((e) => toExternal(e, zone));
  }

  /**
   * Our events by the ids we wrote them under: a provider that does not send our key back with
   * a change (Microsoft Graph's `delta` cannot expand extended properties) still has its events
   * of our appointments recognised as ours, by `calendar_event_links`.
   */
  async function markOurs(sub: SubscriptionRow, events: RemoteEvent[]): Promise<RemoteEvent[]> {
    const unknown = events.filter((e) => !e.ourKey).map((e) => e.id);
    if (unknown.length === 0) return events;
    const links = await db
      .select({ href: calendarEventLinks.href, appointmentId: calendarEventLinks.appointmentId })
      .from(calendarEventLinks)
      .where(
        and(
          eq(calendarEventLinks.tenantId, sub.tenantId),
          eq(calendarEventLinks.subscriptionId, sub.id),
          inArray(calendarEventLinks.href, unknown),
        ),
      );
    if (links.length === 0) return events;
    const byHref = new Map(links.map((l) => [l.href, l.appointmentId]));
    return events.map((e) => (e.ourKey ? e : { ...e, ourKey: byHref.get(e.id) ?? null }));
  }

  return { withConnection, withCalendar, reader, eventsIn };
}

export type RemoteAccess = ReturnType<typeof createRemoteAccess>;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteCalendarError('timeout', `no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
