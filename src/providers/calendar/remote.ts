/**
 * A tenant's calendar at a provider reached with OAuth (Google Calendar API v3, Microsoft Graph):
 * what the calendar module needs from either, so that connecting, reading busy times, writing
 * our bookings as events and noticing the owner's own changes are written once, above this
 * interface. Each adapter speaks its provider's real HTTP protocol at a configurable base
 * address; failures throw {@link RemoteCalendarError}.
 */

export type RemoteCalendarKind = 'google' | 'microsoft';

export interface OAuthTokens {
  accessToken: string;
  /** Null when the provider did not issue a new one (keep the one stored). */
  refreshToken: string | null;
  expiresAt: Date;
}

export interface RemoteCalendarInfo {
  /** The provider's calendar id (Google: `primary` or an address; Graph: an opaque id). */
  id: string;
  name: string;
  primary: boolean;
  /** Whether events can be written there (owner/writer access). */
  canWrite: boolean;
  timeZone: string | null;
}

/** One event (an occurrence of a recurring one is its own event), as the provider reports it. */
export interface RemoteEvent {
  id: string;
  etag: string | null;
  /** Deleted or declined-and-removed: frees the time (delta/sync answers carry these). */
  cancelled: boolean;
  /** Free-time events (`transparency: transparent`, Graph `showAs: free`) do not block. */
  busy: boolean;
  start: Date;
  end: Date;
  allDay: boolean;
  title: string;
  /** The key we wrote the event with (our appointment's id), when the event is one of ours. */
  ourKey: string | null;
}

export interface RemoteEventInput {
  /** Our appointment id: the same key never creates two events (retries are safe). */
  key: string;
  title: string;
  description: string;
  start: Date;
  end: Date;
  /** The tenant's IANA zone, for how the event shows in the owner's calendar. */
  timeZone: string;
}

export interface RemoteChanges {
  /** The events changed since the token (all events in the window on a full read). */
  events: RemoteEvent[];
  /** Pass back next time for only what changed since. */
  nextSyncToken: string | null;
  /** True when the provider refused the old token (410) and this is a full read of the window. */
  full: boolean;
}

export interface RemoteCalendarApi {
  readonly kind: RemoteCalendarKind;
  /** The consent address: offline access (a refresh token), calendar read/write scopes. */
  authorizeUrl(p: { state: string; redirectUri: string; loginHint?: string }): string;
  exchangeCode(p: { code: string; redirectUri: string }): Promise<OAuthTokens & { account: string | null }>;
  refresh(refreshToken: string): Promise<OAuthTokens>;
  listCalendars(accessToken: string): Promise<RemoteCalendarInfo[]>;
  /** Busy intervals per calendar id over [from, to) (Google `freeBusy`, Graph `getSchedule` or calendarView). */
  freeBusy(
    accessToken: string,
    calendarIds: string[],
    from: Date,
    to: Date,
    timeoutMs?: number,
  ): Promise<Map<string, { start: Date; end: Date }[]>>;
  /**
   * The events of [from, to) changed since `syncToken` (Google `syncToken`, Graph `delta`), or all
   * of them when the token is null or refused.
   */
  changes(
    accessToken: string,
    calendarId: string,
    syncToken: string | null,
    window: { from: Date; to: Date },
  ): Promise<RemoteChanges>;
  /** One event by id; null when it is gone (404, 410) or cancelled. */
  getEvent(accessToken: string, calendarId: string, eventId: string): Promise<RemoteEvent | null>;
  /** Creates our booking's event, idempotent on `input.key`. */
  createEvent(
    accessToken: string,
    calendarId: string,
    input: RemoteEventInput,
  ): Promise<{ id: string; etag: string | null }>;
  updateEvent(
    accessToken: string,
    calendarId: string,
    eventId: string,
    input: RemoteEventInput,
  ): Promise<{ id: string; etag: string | null }>;
  /** Removes the event; one already gone counts as removed. */
  deleteEvent(accessToken: string, calendarId: string, eventId: string): Promise<void>;
}

export type RemoteCalendarErrorKind =
  | 'timeout'
  | 'network'
  | 'auth'
  | 'not_found'
  | 'http'
  | 'invalid_response';

/** `auth` (revoked consent, 401/403 after a refresh) and `not_found` will not heal on a retry. */
export class RemoteCalendarError extends Error {
  constructor(
    readonly kind: RemoteCalendarErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RemoteCalendarError';
  }
}
