import { createHash } from 'node:crypto';
import {
  type OAuthTokens,
  type RemoteCalendarApi,
  RemoteCalendarError,
  type RemoteCalendarInfo,
  type RemoteEvent,
  type RemoteEventInput,
} from './remote.js';

/** Time allowed for one call to Google when the caller gives none. */
export const GOOGLE_TENANT_TIMEOUT_MS = 8000;
const SCOPE = 'https://www.googleapis.com/auth/calendar';
const MAX_PAGES = 50;

export interface GoogleTenantCalendarOptions {
  /** `https://www.googleapis.com/calendar/v3`, or a compatible server. */
  apiBase: string;
  /** The consent page: `https://accounts.google.com/o/oauth2/v2/auth`. */
  authorizeUrl: string;
  /** `https://oauth2.googleapis.com/token`. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** The service clock, for when an access token expires. */
  now?: () => Date;
}

interface GEventTime {
  dateTime?: string;
  date?: string;
}
interface GEvent {
  id?: string;
  etag?: string;
  status?: string;
  summary?: string;
  transparency?: string;
  start?: GEventTime;
  end?: GEventTime;
  extendedProperties?: { private?: Record<string, string> };
}

/**
 * The event id Google is asked to give our booking's event: base32hex (`0-9a-v`), derived from
 * the key, so a retried insert answers 409 (duplicate) instead of creating a second event.
 */
export function googleEventId(key: string): string {
  const hex = createHash('sha256').update(`recepcja:${key}`).digest('hex').slice(0, 40);
  return `rc${BigInt(`0x${hex}`).toString(32)}`;
}

const fail = (what: string, status: number, detail: string) =>
  new RemoteCalendarError(
    status === 401 || status === 403 ? 'auth' : status === 404 || status === 410 ? 'not_found' : 'http',
    `Google Calendar ${what} answered ${status}: ${detail}`,
    status,
  );

/** Google's error body (`{"error":{"status","message"}}` or OAuth's `{"error","error_description"}`) as one line. */
function describe(body: unknown, text: string): string {
  const e = (body as { error?: unknown } | undefined)?.error;
  if (e && typeof e === 'object') {
    const { message, status } = e as { message?: unknown; status?: unknown };
    const line = [status, message].filter((x) => typeof x === 'string').join(': ');
    if (line) return line;
  }
  if (typeof e === 'string') {
    const d = (body as { error_description?: unknown }).error_description;
    return typeof d === 'string' ? `${e}: ${d}` : e;
  }
  return text.slice(0, 200) || 'no body';
}

/** A Google date or date-time: an all-day `date` is midnight UTC of that day (Google's own free/busy reading differs by zone). */
function timeOf(t: GEventTime | undefined, zoneOffsetDate: (d: string) => Date): Date | null {
  if (t?.dateTime) {
    const d = new Date(t.dateTime);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (t?.date && /^\d{4}-\d{2}-\d{2}$/.test(t.date)) return zoneOffsetDate(t.date);
  return null;
}

/** Google's event as the calendar module sees it; null when it has no usable times (and is not a deletion). */
export function toRemoteEvent(e: GEvent): RemoteEvent | null {
  if (typeof e.id !== 'string') return null;
  const cancelled = e.status === 'cancelled';
  const utcDay = (d: string) => new Date(`${d}T00:00:00Z`);
  const start = timeOf(e.start, utcDay);
  const end = timeOf(e.end, utcDay);
  if (!cancelled && (!start || !end)) return null;
  return {
    id: e.id,
    etag: typeof e.etag === 'string' ? e.etag : null,
    cancelled,
    busy: e.transparency !== 'transparent',
    start: start ?? new Date(0),
    end: end ?? new Date(0),
    allDay: !!e.start?.date,
    title: typeof e.summary === 'string' ? e.summary : '',
    ourKey: e.extendedProperties?.private?.recepcjaKey ?? null,
  };
}

/**
 * A tenant's Google Calendar over the Calendar API v3 and Google's OAuth 2.0 endpoints: consent
 * with offline access (a refresh token), `calendarList.list`, `freeBusy.query`, `events.list`
 * (`singleEvents=true`; a sync token for what changed since, a 410 answered by a full read of the
 * window), and our bookings as events with an id derived from the key (a retry is a 409,
 * answered by reading the event back) marked `extendedProperties.private.recepcjaKey`.
 */
export function createGoogleCalendarApi(o: GoogleTenantCalendarOptions): RemoteCalendarApi {
  const api = o.apiBase.replace(/\/+$/, '');
  const defaultTimeout = o.timeoutMs ?? GOOGLE_TENANT_TIMEOUT_MS;
  const now = o.now ?? (() => new Date());

  async function call(
    what: string,
    url: string,
    init: { method?: string; token?: string; json?: unknown; form?: Record<string, string> },
    timeoutMs = defaultTimeout,
  ): Promise<{ status: number; body: Record<string, unknown> | undefined; text: string }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let payload: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(init.form).toString();
    }
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method: init.method ?? 'GET',
        headers,
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new RemoteCalendarError('timeout', `Google Calendar ${what}: no answer in ${timeoutMs} ms`);
      throw new RemoteCalendarError(
        'network',
        `Google Calendar ${what}: unreachable (${err instanceof Error ? err.message : String(err)})`,
      );
    }
    let body: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = text ? JSON.parse(text) : undefined;
      body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, body, text };
  }

  /** A 2xx JSON answer, else the failure as a {@link RemoteCalendarError}. */
  async function json(what: string, url: string, init: Parameters<typeof call>[2], timeoutMs?: number) {
    const r = await call(what, url, init, timeoutMs);
    if (r.status < 200 || r.status > 299) throw fail(what, r.status, describe(r.body, r.text));
    if (!r.body)
      throw new RemoteCalendarError('invalid_response', `Google Calendar ${what}: the answer is not JSON`);
    return r.body;
  }

  async function token(
    form: Record<string, string>,
    what: string,
  ): Promise<OAuthTokens & { idToken?: string }> {
    const r = await call(what, o.tokenUrl, {
      method: 'POST',
      form: { ...form, client_id: o.clientId, client_secret: o.clientSecret },
    });
    if (r.status < 200 || r.status > 299) {
      // invalid_grant: the code or the refresh token is revoked, expired or used.
      const refused = r.status === 400 || r.status === 401 || r.status === 403;
      throw new RemoteCalendarError(
        refused ? 'auth' : 'http',
        `Google ${what} answered ${r.status}: ${describe(r.body, r.text)}`,
        r.status,
      );
    }
    const b = r.body ?? {};
    if (typeof b.access_token !== 'string')
      throw new RemoteCalendarError('invalid_response', `Google ${what}: no access_token in the answer`);
    const seconds = typeof b.expires_in === 'number' ? b.expires_in : 3600;
    return {
      accessToken: b.access_token,
      refreshToken: typeof b.refresh_token === 'string' ? b.refresh_token : null,
      expiresAt: new Date(now().getTime() + seconds * 1000),
      idToken: typeof b.id_token === 'string' ? b.id_token : undefined,
    };
  }

  const cal = (calendarId: string) => `${api}/calendars/${encodeURIComponent(calendarId)}`;
  const eventUrl = (calendarId: string, eventId: string) =>
    `${cal(calendarId)}/events/${encodeURIComponent(eventId)}`;

  function eventBody(input: RemoteEventInput) {
    return {
      summary: input.title,
      description: input.description,
      start: { dateTime: input.start.toISOString(), timeZone: input.timeZone },
      end: { dateTime: input.end.toISOString(), timeZone: input.timeZone },
      transparency: 'opaque',
      status: 'confirmed',
      extendedProperties: { private: { recepcjaKey: input.key } },
    };
  }

  function written(b: Record<string, unknown>, what: string) {
    if (typeof b.id !== 'string')
      throw new RemoteCalendarError('invalid_response', `Google Calendar ${what}: no event id`);
    return { id: b.id, etag: typeof b.etag === 'string' ? b.etag : null };
  }

  async function getEvent(accessToken: string, calendarId: string, eventId: string) {
    const r = await call('events.get', eventUrl(calendarId, eventId), { token: accessToken });
    if (r.status === 404 || r.status === 410) return null;
    if (r.status < 200 || r.status > 299) throw fail('events.get', r.status, describe(r.body, r.text));
    const e = r.body ? toRemoteEvent(r.body as GEvent) : null;
    return e && !e.cancelled ? e : null;
  }

  async function list(
    accessToken: string,
    calendarId: string,
    params: Record<string, string>,
  ): Promise<{ events: RemoteEvent[]; nextSyncToken: string | null }> {
    const events: RemoteEvent[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const q = new URLSearchParams({ singleEvents: 'true', maxResults: '2500', ...params });
      if (pageToken) q.set('pageToken', pageToken);
      const b = await json('events.list', `${cal(calendarId)}/events?${q}`, { token: accessToken });
      for (const item of Array.isArray(b.items) ? (b.items as GEvent[]) : []) {
        const e = toRemoteEvent(item);
        if (e) events.push(e);
      }
      if (typeof b.nextPageToken === 'string' && b.nextPageToken) {
        pageToken = b.nextPageToken;
        continue;
      }
      return { events, nextSyncToken: typeof b.nextSyncToken === 'string' ? b.nextSyncToken : null };
    }
    throw new RemoteCalendarError(
      'invalid_response',
      `Google Calendar events.list: more than ${MAX_PAGES} pages`,
    );
  }

  return {
    kind: 'google',

    authorizeUrl({ state, redirectUri, loginHint }) {
      const u = new URL(o.authorizeUrl);
      u.searchParams.set('client_id', o.clientId);
      u.searchParams.set('redirect_uri', redirectUri);
      u.searchParams.set('response_type', 'code');
      u.searchParams.set('scope', `openid email ${SCOPE}`);
      u.searchParams.set('access_type', 'offline');
      u.searchParams.set('prompt', 'consent');
      u.searchParams.set('include_granted_scopes', 'true');
      u.searchParams.set('state', state);
      if (loginHint) u.searchParams.set('login_hint', loginHint);
      return u.href;
    },

    async exchangeCode({ code, redirectUri }) {
      const t = await token(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        'token exchange (authorization_code)',
      );
      let account: string | null = null;
      const payload = t.idToken?.split('.')[1];
      if (payload) {
        try {
          const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
            email?: unknown;
          };
          account = typeof claims.email === 'string' ? claims.email : null;
        } catch {
          account = null;
        }
      }
      return { accessToken: t.accessToken, refreshToken: t.refreshToken, expiresAt: t.expiresAt, account };
    },

    async refresh(refreshToken) {
      const t = await token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'token refresh');
      return { accessToken: t.accessToken, refreshToken: t.refreshToken, expiresAt: t.expiresAt };
    },

    async listCalendars(accessToken) {
      const out: RemoteCalendarInfo[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const q = new URLSearchParams({ minAccessRole: 'reader', maxResults: '250' });
        if (pageToken) q.set('pageToken', pageToken);
        const b = await json('calendarList.list', `${api}/users/me/calendarList?${q}`, {
          token: accessToken,
        });
        for (const c of Array.isArray(b.items) ? (b.items as Record<string, unknown>[]) : []) {
          if (typeof c.id !== 'string') continue;
          out.push({
            id: c.id,
            name: typeof c.summaryOverride === 'string' ? c.summaryOverride : String(c.summary ?? c.id),
            primary: c.primary === true,
            canWrite: c.accessRole === 'owner' || c.accessRole === 'writer',
            timeZone: typeof c.timeZone === 'string' ? c.timeZone : null,
          });
        }
        if (typeof b.nextPageToken !== 'string' || !b.nextPageToken) return out;
        pageToken = b.nextPageToken;
      }
      return out;
    },

    async freeBusy(accessToken, calendarIds, from, to, timeoutMs) {
      const b = await json(
        'freeBusy.query',
        `${api}/freeBusy`,
        {
          method: 'POST',
          token: accessToken,
          json: {
            timeMin: from.toISOString(),
            timeMax: to.toISOString(),
            items: calendarIds.map((id) => ({ id })),
          },
        },
        timeoutMs,
      );
      const calendars = (b.calendars ?? {}) as Record<
        string,
        { busy?: { start: string; end: string }[]; errors?: unknown[] }
      >;
      const out = new Map<string, { start: Date; end: Date }[]>();
      for (const id of calendarIds) {
        const c = calendars[id];
        if (!c || (Array.isArray(c.errors) && c.errors.length > 0))
          throw new RemoteCalendarError(
            'not_found',
            `Google Calendar freeBusy.query: calendar ${id} not readable`,
          );
        out.set(
          id,
          (c.busy ?? []).map((x) => ({ start: new Date(x.start), end: new Date(x.end) })),
        );
      }
      return out;
    },

    async changes(accessToken, calendarId, syncToken, window) {
      if (syncToken) {
        try {
          const r = await list(accessToken, calendarId, { syncToken, showDeleted: 'true' });
          return { ...r, full: false };
        } catch (err) {
          // 410 GONE: the token is too old or invalidated; the client reads everything again.
          if (!(err instanceof RemoteCalendarError && err.status === 410)) throw err;
          const r = await list(accessToken, calendarId, {
            timeMin: window.from.toISOString(),
            timeMax: window.to.toISOString(),
          });
          return { ...r, full: true };
        }
      }
      const r = await list(accessToken, calendarId, {
        timeMin: window.from.toISOString(),
        timeMax: window.to.toISOString(),
      });
      return { ...r, full: false };
    },

    getEvent,

    async createEvent(accessToken, calendarId, input) {
      const id = googleEventId(input.key);
      const r = await call('events.insert', `${cal(calendarId)}/events?sendUpdates=none`, {
        method: 'POST',
        token: accessToken,
        json: { id, ...eventBody(input) },
      });
      if (r.status === 409) {
        // Already created by an earlier try (same id): make it what is asked now.
        const b = await json('events.update', `${eventUrl(calendarId, id)}?sendUpdates=none`, {
          method: 'PUT',
          token: accessToken,
          json: eventBody(input),
        });
        return written(b, 'events.update');
      }
      if (r.status < 200 || r.status > 299) throw fail('events.insert', r.status, describe(r.body, r.text));
      return written(r.body ?? {}, 'events.insert');
    },

    async updateEvent(accessToken, calendarId, eventId, input) {
      const b = await json('events.patch', `${eventUrl(calendarId, eventId)}?sendUpdates=none`, {
        method: 'PATCH',
        token: accessToken,
        json: eventBody(input),
      });
      return written(b, 'events.patch');
    },

    async deleteEvent(accessToken, calendarId, eventId) {
      const r = await call('events.delete', `${eventUrl(calendarId, eventId)}?sendUpdates=none`, {
        method: 'DELETE',
        token: accessToken,
      });
      if (r.status === 404 || r.status === 410 || (r.status >= 200 && r.status < 300)) return;
      throw fail('events.delete', r.status, describe(r.body, r.text));
    },
  };
}
