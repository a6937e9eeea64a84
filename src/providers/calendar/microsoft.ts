import { type Clock, systemClock } from '../../platform/clock.js';
import {
  accountFromIdToken,
  type GraphAnswer,
  type GraphEvent,
  graphErrorCode,
  graphUtc,
  jsonObject,
  RECEPCJA_KEY_PROPERTY,
  send,
  statusError,
  toRemoteEvent,
  transactionIdFor,
} from './microsoft-http.js';
import {
  type OAuthTokens,
  type RemoteCalendarApi,
  RemoteCalendarError,
  type RemoteCalendarInfo,
  type RemoteChanges,
  type RemoteEvent,
  type RemoteEventInput,
} from './remote.js';

export { RECEPCJA_KEY_PROPERTY, transactionIdFor } from './microsoft-http.js';

/** Time allowed for one call to Microsoft (token, calendars, one page of events, a write). */
export const MICROSOFT_CALENDAR_TIMEOUT_MS = 8000;
/** Delegated scopes: a refresh token, the owner's calendars (read/write) and their address. */
export const MICROSOFT_CALENDAR_SCOPES = 'offline_access Calendars.ReadWrite User.Read';
/** Pages followed at most in one listing (calendars, a calendar view, one delta round). */
const MAX_PAGES = 200;
const PAGE_SIZE = 100;
/** Graph's answers when a delta token is too old or unknown: read the window again. */
const STALE_DELTA_CODES = new Set(['syncstatenotfound', 'resyncrequired', 'syncstateinvalid']);

export interface MicrosoftCalendarOptions {
  /** `https://graph.microsoft.com/v1.0`, or a compatible server. */
  graphBase: string;
  /** `https://login.microsoftonline.com/common` (any work/school or personal account). */
  authority: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** For token expiry times. */
  clock?: Clock;
}

function odataQuote(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

/**
 * Microsoft 365 / Outlook calendars over Microsoft Graph v1.0 with the identity platform's
 * authorization-code flow (delegated `Calendars.ReadWrite`).
 *
 * - Busy times: `GET /me/calendars/{id}/calendarView` (getSchedule takes mailbox addresses, not
 *   calendar ids); `showAs` free/workingElsewhere and cancelled events do not block.
 * - Changes: `calendarView/delta` over the window; the final `@odata.deltaLink` (the whole URL,
 *   which carries the window) is the sync token; 410 / `SyncStateNotFound` → a full read.
 * - Writes: events are written in UTC (`timeZone: 'UTC'`): the tenant's IANA zone is not sent,
 *   because Graph documents Windows zone names and Outlook shows the event in the owner's own
 *   zone anyway. Creates carry `transactionId` (a GUID from the key) and our key in a
 *   single-value extended property; a create first looks the key up, so a retry long after the
 *   first attempt (past Graph's transactionId memory) still finds the first event.
 */
export function createMicrosoftCalendarApi(options: MicrosoftCalendarOptions): RemoteCalendarApi {
  const graphBase = options.graphBase.replace(/\/+$/, '');
  const authority = options.authority.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? MICROSOFT_CALENDAR_TIMEOUT_MS;
  const clock = options.clock ?? systemClock;
  const graphOrigin = new URL(graphBase).origin;

  const isGraphLink = (link: string) => {
    try {
      return new URL(link).origin === graphOrigin;
    } catch {
      return false;
    }
  };

  /** A URL Graph handed us (nextLink, deltaLink) must point at Graph before it gets our token. */
  function checkLink(what: string, link: string): string {
    let u: URL;
    try {
      u = new URL(link);
    } catch {
      throw new RemoteCalendarError('invalid_response', `Microsoft Graph ${what}: ${link} is not a URL`);
    }
    if (u.origin !== graphOrigin)
      throw new RemoteCalendarError(
        'invalid_response',
        `Microsoft Graph ${what}: a link outside ${graphOrigin}`,
      );
    return link;
  }

  function graph(
    what: string,
    token: string,
    method: string,
    url: string,
    opts: { payload?: unknown; timeoutMs?: number; signal?: AbortSignal } = {},
  ): Promise<GraphAnswer> {
    return send(
      what,
      url.startsWith('http') ? url : `${graphBase}${url}`,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          prefer: `outlook.timezone="UTC", outlook.body-content-type="text", odata.maxpagesize=${PAGE_SIZE}`,
          ...(opts.payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: opts.payload === undefined ? undefined : JSON.stringify(opts.payload),
      },
      { ms: opts.timeoutMs ?? timeoutMs, signal: opts.signal },
    );
  }

  async function graphOk(
    what: string,
    token: string,
    method: string,
    url: string,
    opts: { payload?: unknown; timeoutMs?: number; signal?: AbortSignal } = {},
  ): Promise<Record<string, unknown>> {
    const a = await graph(what, token, method, url, opts);
    if (a.status < 200 || a.status > 299) throw statusError(what, a);
    return jsonObject(what, a);
  }

  /** Every item of a paged collection, following `@odata.nextLink`. */
  async function pages(
    what: string,
    token: string,
    first: string,
    opts: { timeoutMs?: number; signal?: AbortSignal } = {},
  ): Promise<unknown[]> {
    const out: unknown[] = [];
    let url: string | undefined = first;
    for (let i = 0; url; i++) {
      if (i >= MAX_PAGES)
        throw new RemoteCalendarError(
          'invalid_response',
          `Microsoft Graph ${what}: more than ${MAX_PAGES} pages`,
        );
      const body = await graphOk(what, token, 'GET', url, opts);
      if (!Array.isArray(body.value))
        throw new RemoteCalendarError('invalid_response', `Microsoft Graph ${what}: no value list`);
      out.push(...body.value);
      const next = body['@odata.nextLink'];
      url = typeof next === 'string' ? checkLink(what, next) : undefined;
    }
    return out;
  }

  async function tokenRequest(
    what: string,
    params: Record<string, string>,
  ): Promise<OAuthTokens & { idToken: unknown }> {
    const now = clock.now();
    const a = await send(
      what,
      `${authority}/oauth2/v2.0/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          ...params,
          client_id: options.clientId,
          client_secret: options.clientSecret,
          scope: MICROSOFT_CALENDAR_SCOPES,
        }).toString(),
      },
      { ms: timeoutMs },
    );
    if (a.status < 200 || a.status > 299) {
      const err = statusError(what, a);
      // invalid_grant (revoked or expired consent, a used code) will not heal on a retry.
      if (a.status >= 400 && a.status < 500) throw new RemoteCalendarError('auth', err.message, a.status);
      throw err;
    }
    const body = jsonObject(what, a);
    if (typeof body.access_token !== 'string' || !body.access_token)
      throw new RemoteCalendarError('invalid_response', `Microsoft ${what}: no access_token`);
    const ttl = Number(body.expires_in);
    if (!Number.isFinite(ttl) || ttl <= 0)
      throw new RemoteCalendarError('invalid_response', `Microsoft ${what}: no expires_in`);
    return {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : null,
      expiresAt: new Date(now.getTime() + ttl * 1000),
      idToken: body.id_token,
    };
  }

  const eventPath = (cal: string, id?: string) =>
    `/me/calendars/${encodeURIComponent(cal)}/events${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
  const expandKey = `$expand=${encodeURIComponent(`singleValueExtendedProperties($filter=id eq ${odataQuote(RECEPCJA_KEY_PROPERTY)})`)}`;

  function eventBody(input: RemoteEventInput) {
    return {
      subject: input.title,
      body: { contentType: 'text', content: input.description },
      start: graphUtc(input.start),
      end: graphUtc(input.end),
      showAs: 'busy',
      singleValueExtendedProperties: [{ id: RECEPCJA_KEY_PROPERTY, value: input.key }],
    };
  }

  function written(what: string, body: Record<string, unknown>): { id: string; etag: string | null } {
    if (typeof body.id !== 'string' || !body.id)
      throw new RemoteCalendarError('invalid_response', `Microsoft Graph ${what}: no event id`);
    const etag = body['@odata.etag'] ?? body.changeKey;
    return { id: body.id, etag: typeof etag === 'string' ? etag : null };
  }

  /** Our event with this key in the calendar, found by its extended property. */
  async function findByKey(token: string, cal: string, key: string) {
    const filter = `singleValueExtendedProperties/Any(ep: ep/id eq ${odataQuote(RECEPCJA_KEY_PROPERTY)} and ep/value eq ${odataQuote(key)})`;
    const body = await graphOk(
      'events by key',
      token,
      'GET',
      `${eventPath(cal)}?$filter=${encodeURIComponent(filter)}&$select=id&$top=1`,
    );
    if (!Array.isArray(body.value))
      throw new RemoteCalendarError('invalid_response', 'Microsoft Graph events by key: no value list');
    const first = body.value[0] as Record<string, unknown> | undefined;
    return first ? written('events by key', first) : null;
  }

  /** One delta round to its `@odata.deltaLink`; `stale` when Graph refuses the token. */
  async function deltaRound(
    token: string,
    first: string,
  ): Promise<{ events: RemoteEvent[]; deltaLink: string } | 'stale'> {
    const byId = new Map<string, RemoteEvent>();
    let url = first;
    for (let i = 0; i < MAX_PAGES; i++) {
      const a = await graph('calendarView delta', token, 'GET', url);
      const code = graphErrorCode(a.body)?.toLowerCase();
      if (a.status === 410 || (a.status >= 400 && a.status < 500 && code && STALE_DELTA_CODES.has(code)))
        return 'stale';
      if (a.status < 200 || a.status > 299) throw statusError('calendarView delta', a);
      const body = jsonObject('calendarView delta', a);
      if (!Array.isArray(body.value))
        throw new RemoteCalendarError(
          'invalid_response',
          'Microsoft Graph calendarView delta: no value list',
        );
      // An event changed twice while we paged shows twice: the later one wins.
      for (const e of body.value) {
        const ev = toRemoteEvent('calendarView delta', (e ?? {}) as GraphEvent);
        byId.set(ev.id, ev);
      }
      const next = body['@odata.nextLink'];
      const delta = body['@odata.deltaLink'];
      if (typeof next === 'string') url = checkLink('calendarView delta', next);
      else if (typeof delta === 'string')
        return { events: [...byId.values()], deltaLink: checkLink('calendarView delta', delta) };
      else
        throw new RemoteCalendarError(
          'invalid_response',
          'Microsoft Graph calendarView delta: neither @odata.nextLink nor @odata.deltaLink',
        );
    }
    throw new RemoteCalendarError(
      'invalid_response',
      `Microsoft Graph calendarView delta: more than ${MAX_PAGES} pages`,
    );
  }

  return {
    kind: 'microsoft',

    authorizeUrl({ state, redirectUri, loginHint }) {
      const q = new URLSearchParams({
        client_id: options.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        response_mode: 'query',
        scope: MICROSOFT_CALENDAR_SCOPES,
        state,
        prompt: 'select_account',
      });
      if (loginHint) q.set('login_hint', loginHint);
      return `${authority}/oauth2/v2.0/authorize?${q}`;
    },

    async exchangeCode({ code, redirectUri }) {
      const t = await tokenRequest('code exchange', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
      let account: string | null = null;
      try {
        const me = await graphOk('me', t.accessToken, 'GET', '/me?$select=mail,userPrincipalName');
        const v = typeof me.mail === 'string' && me.mail ? me.mail : me.userPrincipalName;
        account = typeof v === 'string' && v ? v : null;
      } catch (err) {
        if (!(err instanceof RemoteCalendarError)) throw err;
      }
      return {
        accessToken: t.accessToken,
        refreshToken: t.refreshToken,
        expiresAt: t.expiresAt,
        account: account ?? accountFromIdToken(t.idToken),
      };
    },

    async refresh(refreshToken) {
      const t = await tokenRequest('token refresh', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      return { accessToken: t.accessToken, refreshToken: t.refreshToken, expiresAt: t.expiresAt };
    },

    async listCalendars(accessToken) {
      const items = await pages(
        'calendars',
        accessToken,
        `/me/calendars?$select=id,name,isDefaultCalendar,canEdit&$top=${PAGE_SIZE}`,
      );
      return items.map((c): RemoteCalendarInfo => {
        const cal = (c ?? {}) as {
          id?: unknown;
          name?: unknown;
          isDefaultCalendar?: unknown;
          canEdit?: unknown;
        };
        if (typeof cal.id !== 'string' || !cal.id)
          throw new RemoteCalendarError(
            'invalid_response',
            'Microsoft Graph calendars: a calendar has no id',
          );
        return {
          id: cal.id,
          name: typeof cal.name === 'string' ? cal.name : '',
          primary: cal.isDefaultCalendar === true,
          canWrite: cal.canEdit === true,
          // A calendar has no zone in Graph (the mailbox has, behind MailboxSettings.Read).
          timeZone: null,
        };
      });
    },

    async freeBusy(accessToken, calendarIds, from, to, callTimeoutMs) {
      // One deadline for the whole answer when the caller gives one (a live call waits on it).
      const signal = callTimeoutMs === undefined ? undefined : AbortSignal.timeout(callTimeoutMs);
      const opts = { timeoutMs: callTimeoutMs, signal };
      const q = new URLSearchParams({
        startDateTime: from.toISOString(),
        endDateTime: to.toISOString(),
        $select: 'id,start,end,showAs,isAllDay,isCancelled,subject',
        $top: String(PAGE_SIZE),
      });
      const lists = await Promise.all(
        calendarIds.map(async (id) => {
          const items = await pages(
            'calendarView',
            accessToken,
            `/me/calendars/${encodeURIComponent(id)}/calendarView?${q}`,
            opts,
          );
          const busy: { start: Date; end: Date }[] = [];
          for (const item of items) {
            const e = toRemoteEvent('calendarView', (item ?? {}) as GraphEvent);
            if (e.busy && e.end > e.start) busy.push({ start: e.start, end: e.end });
          }
          busy.sort((a, b) => a.start.getTime() - b.start.getTime());
          return [id, busy] as const;
        }),
      );
      return new Map(lists);
    },

    async changes(accessToken, calendarId, syncToken, window): Promise<RemoteChanges> {
      const fullRead = async (): Promise<RemoteChanges> => {
        const q = new URLSearchParams({
          startDateTime: window.from.toISOString(),
          endDateTime: window.to.toISOString(),
        });
        const r = await deltaRound(
          accessToken,
          `/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta?${q}`,
        );
        if (r === 'stale')
          throw new RemoteCalendarError(
            'invalid_response',
            'Microsoft Graph calendarView delta: refused a new read',
          );
        return { events: r.events, nextSyncToken: r.deltaLink, full: true };
      };
      // No token, or one that is not a Graph delta link (never sent our bearer token elsewhere).
      if (!syncToken || !isGraphLink(syncToken)) return fullRead();
      const r = await deltaRound(accessToken, syncToken);
      if (r === 'stale') return fullRead();
      return { events: r.events, nextSyncToken: r.deltaLink, full: false };
    },

    async getEvent(accessToken, calendarId, eventId) {
      const a = await graph('event', accessToken, 'GET', `${eventPath(calendarId, eventId)}?${expandKey}`);
      if (a.status === 404 || a.status === 410) return null;
      if (a.status < 200 || a.status > 299) throw statusError('event', a);
      const e = toRemoteEvent('event', jsonObject('event', a) as GraphEvent);
      return e.cancelled ? null : e;
    },

    async createEvent(accessToken, calendarId, input) {
      const existing = await findByKey(accessToken, calendarId, input.key);
      if (existing) return existing;
      const a = await graph('create event', accessToken, 'POST', eventPath(calendarId), {
        payload: { ...eventBody(input), transactionId: transactionIdFor(input.key) },
      });
      if (a.status >= 200 && a.status <= 299) return written('create event', jsonObject('create event', a));
      // A concurrent retry won the race with the same transactionId: that event is ours.
      if (graphErrorCode(a.body) === 'ErrorDuplicateTransactionId') {
        const again = await findByKey(accessToken, calendarId, input.key);
        if (again) return again;
      }
      throw statusError('create event', a);
    },

    async updateEvent(accessToken, calendarId, eventId, input) {
      return written(
        'update event',
        await graphOk('update event', accessToken, 'PATCH', eventPath(calendarId, eventId), {
          payload: eventBody(input),
        }),
      );
    },

    async deleteEvent(accessToken, calendarId, eventId) {
      const a = await graph('delete event', accessToken, 'DELETE', eventPath(calendarId, eventId));
      if (a.status === 404 || a.status === 410) return;
      if (a.status < 200 || a.status > 299) throw statusError('delete event', a);
    },
  };
}
