import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One event as the fake Google keeps it (an instance of a recurring event is its own event). */
export interface FakeEvent {
  id: string;
  etag: string;
  status: 'confirmed' | 'cancelled';
  summary: string;
  description?: string;
  transparency: 'opaque' | 'transparent';
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  extendedProperties?: { private?: Record<string, string> };
  /** The server's change counter when last changed (what a sync token compares against). */
  seq: number;
}

interface FakeCalendar {
  id: string;
  summary: string;
  accessRole: 'owner' | 'writer' | 'reader';
  primary?: boolean;
  events: Map<string, FakeEvent>;
}

/**
 * A local stand-in for Google's OAuth 2.0 token endpoint and the Calendar API v3 (the parts the
 * tenant calendar adapter uses), on a free loopback port: codes and refresh tokens it issued,
 * Bearer access tokens checked on every API call (401 otherwise), `calendarList.list`,
 * `freeBusy.query`, `events.list` with `syncToken`/`nextSyncToken` (deleted events reported as
 * `status: cancelled`; a token older than `staleBefore` or unknown answers 410), `events.get`,
 * `insert` (409 for an id already used), `patch`, `update` and `delete`. The test plays the owner
 * through `ownerPut`/`ownerMove`/`ownerDelete` and reads what was written with `events`.
 */
export class FakeGoogleCalendar {
  readonly clientId = 'gcal-test-client.apps.googleusercontent.com';
  readonly clientSecret = 'gcal-test-secret-0123456789';
  readonly account = 'owner@gabinet.example';
  base = '';
  private server: Server | undefined;
  private seq = 1;
  private codes = new Map<string, string>();
  private refreshTokens = new Set<string>();
  private accessTokens = new Set<string>();
  private syncTokens = new Map<string, { calendar: string; seq: number }>();
  readonly calendars = new Map<string, FakeCalendar>();
  /** Every API request, `METHOD path?query`. */
  readonly requests: string[] = [];
  /** Sync tokens issued before this change counter answer 410 GONE. */
  staleBefore = 0;
  /** Seconds an access token is said to live (`expires_in`). */
  expiresIn = 3600;
  private n = 0;

  constructor() {
    this.addCalendar('primary', 'Gabinet', 'owner', true);
    this.addCalendar('team@group.calendar.google.com', 'Zespół', 'writer');
    this.addCalendar('holidays@group.v.calendar.google.com', 'Święta', 'reader');
  }

  addCalendar(id: string, summary: string, accessRole: FakeCalendar['accessRole'], primary = false) {
    this.calendars.set(id, { id, summary, accessRole, primary, events: new Map() });
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => send(res, 500, { error: { message: String(err) } }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  get env(): Record<string, string> {
    return {
      GOOGLE_CALENDAR_CLIENT_ID: this.clientId,
      GOOGLE_CALENDAR_CLIENT_SECRET: this.clientSecret,
      GOOGLE_CALENDAR_API_BASE: `${this.base}/calendar/v3`,
      GOOGLE_OAUTH_BASE: this.base,
    };
  }

  /** The browser's consent: the code Google would send back to `redirect_uri` for this consent address. */
  consent(authorizationUrl: string): { code: string; state: string; redirectUri: string } {
    const u = new URL(authorizationUrl);
    if (u.searchParams.get('client_id') !== this.clientId) throw new Error('unknown client');
    const code = `4/code-${++this.n}`;
    const redirectUri = u.searchParams.get('redirect_uri')!;
    this.codes.set(code, redirectUri);
    return { code, state: u.searchParams.get('state')!, redirectUri };
  }

  /** The owner removes our app's access: every refresh and access token stops working. */
  revoke() {
    this.refreshTokens.clear();
    this.accessTokens.clear();
  }

  /** Every live access token stops working (as when they expire); refresh tokens still do. */
  expireAccessTokens() {
    this.accessTokens.clear();
  }

  private calendar(id: string): FakeCalendar {
    const c = this.calendars.get(id);
    if (!c) throw new Error(`no calendar ${id}`);
    return c;
  }

  private touch(e: Omit<FakeEvent, 'seq' | 'etag'> & Partial<FakeEvent>): FakeEvent {
    const seq = ++this.seq;
    return { ...e, seq, etag: `"${seq}"` } as FakeEvent;
  }

  /** The owner creates (or replaces) an event in their calendar. */
  ownerPut(
    calendarId: string,
    e: { id: string; start: string; end: string; summary?: string; transparent?: boolean; allDay?: boolean },
  ) {
    const when = (t: string) => (e.allDay ? { date: t } : { dateTime: t });
    this.calendar(calendarId).events.set(
      e.id,
      this.touch({
        id: e.id,
        status: 'confirmed',
        summary: e.summary ?? 'Prywatne',
        transparency: e.transparent ? 'transparent' : 'opaque',
        start: when(e.start),
        end: when(e.end),
      }),
    );
  }

  /** The owner moves an event (ours or theirs) to other times. */
  ownerMove(calendarId: string, id: string, start: string, end: string) {
    const c = this.calendar(calendarId);
    const e = c.events.get(id);
    if (!e) throw new Error(`no event ${id}`);
    c.events.set(id, this.touch({ ...e, start: { dateTime: start }, end: { dateTime: end } }));
  }

  /** The owner deletes an event: it stays as `cancelled` for sync tokens, 410 for a get. */
  ownerDelete(calendarId: string, id: string) {
    const c = this.calendar(calendarId);
    const e = c.events.get(id);
    if (!e) throw new Error(`no event ${id}`);
    c.events.set(id, this.touch({ ...e, status: 'cancelled' }));
  }

  /** The live events of a calendar. */
  events(calendarId: string): FakeEvent[] {
    return [...this.calendar(calendarId).events.values()].filter((e) => e.status !== 'cancelled');
  }

  /** Our event of appointment `key` (by `extendedProperties.private.recepcjaKey`). */
  ourEvent(calendarId: string, key: string): FakeEvent | undefined {
    return this.events(calendarId).find((e) => e.extendedProperties?.private?.recepcjaKey === key);
  }

  private issueTokens(withRefresh: boolean) {
    const access = `ya29.access-${++this.n}`;
    this.accessTokens.add(access);
    const out: Record<string, unknown> = {
      access_token: access,
      expires_in: this.expiresIn,
      token_type: 'Bearer',
      scope: 'https://www.googleapis.com/auth/calendar',
    };
    if (withRefresh) {
      const refresh = `1//refresh-${++this.n}`;
      this.refreshTokens.add(refresh);
      out.refresh_token = refresh;
      const claims = Buffer.from(JSON.stringify({ email: this.account, sub: '1234' })).toString('base64url');
      out.id_token = `eyJhbGciOiJub25lIn0.${claims}.`;
    }
    return out;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.base);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (url.pathname === '/token' && req.method === 'POST') {
      const f = new URLSearchParams(raw);
      if (f.get('client_id') !== this.clientId || f.get('client_secret') !== this.clientSecret)
        return send(res, 401, { error: 'invalid_client' });
      if (f.get('grant_type') === 'authorization_code') {
        const ru = this.codes.get(f.get('code') ?? '');
        if (!ru || ru !== f.get('redirect_uri'))
          return send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        this.codes.delete(f.get('code')!);
        return send(res, 200, this.issueTokens(true));
      }
      if (f.get('grant_type') === 'refresh_token') {
        if (!this.refreshTokens.has(f.get('refresh_token') ?? ''))
          return send(res, 400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
        return send(res, 200, this.issueTokens(false));
      }
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    if (!url.pathname.startsWith('/calendar/v3/'))
      return send(res, 404, { error: { code: 404, message: 'Not Found' } });
    this.requests.push(`${req.method} ${url.pathname}${url.search}`);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !this.accessTokens.has(bearer))
      return send(res, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      });
    const path = url.pathname.slice('/calendar/v3'.length).split('/').map(decodeURIComponent);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    // /users/me/calendarList
    if (path[1] === 'users' && path[3] === 'calendarList' && req.method === 'GET')
      return send(res, 200, {
        kind: 'calendar#calendarList',
        items: [...this.calendars.values()].map((c) => ({
          id: c.id,
          summary: c.summary,
          accessRole: c.accessRole,
          primary: c.primary || undefined,
          timeZone: 'Europe/Warsaw',
        })),
      });
    if (path[1] === 'freeBusy' && req.method === 'POST') {
      const from = Date.parse(String(body.timeMin));
      const to = Date.parse(String(body.timeMax));
      const calendars: Record<string, unknown> = {};
      for (const { id } of (body.items ?? []) as { id: string }[]) {
        const c = this.calendars.get(id);
        if (!c) {
          calendars[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
          continue;
        }
        calendars[id] = {
          busy: [...c.events.values()]
            .filter((e) => e.status !== 'cancelled' && e.transparency !== 'transparent')
            .map((e) => ({ start: startOf(e), end: endOf(e) }))
            .filter((b) => b.start < to && b.end > from)
            .sort((a, b) => a.start - b.start)
            .map((b) => ({ start: new Date(b.start).toISOString(), end: new Date(b.end).toISOString() })),
        };
      }
      return send(res, 200, { kind: 'calendar#freeBusy', calendars });
    }
    if (path[1] !== 'calendars' || path[3] !== 'events')
      return send(res, 404, { error: { code: 404, message: 'Not Found' } });
    const c = this.calendars.get(path[2] ?? '');
    if (!c) return send(res, 404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    const eventId = path[4];
    const canWrite = c.accessRole !== 'reader';
    if (eventId === undefined && req.method === 'GET') return this.list(c, url, res);
    if (eventId === undefined && req.method === 'POST') {
      if (!canWrite) return send(res, 403, { error: { code: 403, message: 'Forbidden' } });
      const id = typeof body.id === 'string' ? body.id : `ev${++this.n}`;
      if (!/^[0-9a-v]{5,1024}$/.test(id))
        return send(res, 400, { error: { code: 400, message: 'Invalid resource id value.' } });
      if (c.events.has(id))
        return send(res, 409, {
          error: { code: 409, message: 'The requested identifier already exists.', status: 'duplicate' },
        });
      const e = this.touch({ ...(body as object), id, status: 'confirmed' } as FakeEvent);
      c.events.set(id, e);
      return send(res, 200, view(e));
    }
    const existing = eventId === undefined ? undefined : c.events.get(eventId);
    if (req.method === 'GET') {
      if (!existing) return send(res, 404, { error: { code: 404, message: 'Not Found' } });
      return send(res, 200, view(existing));
    }
    if (!canWrite) return send(res, 403, { error: { code: 403, message: 'Forbidden' } });
    if (req.method === 'DELETE') {
      if (!existing || existing.status === 'cancelled')
        return send(res, 410, { error: { code: 410, message: 'Resource has been deleted' } });
      c.events.set(existing.id, this.touch({ ...existing, status: 'cancelled' }));
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'PATCH' || req.method === 'PUT') {
      if (!existing) return send(res, 404, { error: { code: 404, message: 'Not Found' } });
      const next = this.touch({
        ...(req.method === 'PATCH' ? existing : { id: existing.id }),
        ...(body as object),
        id: existing.id,
      } as FakeEvent);
      if (!body.status) next.status = req.method === 'PUT' ? 'confirmed' : existing.status;
      c.events.set(existing.id, next);
      return send(res, 200, view(next));
    }
    return send(res, 405, { error: { code: 405, message: 'Method Not Allowed' } });
  }

  private list(c: FakeCalendar, url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const token = q.get('syncToken');
    let items: FakeEvent[];
    if (token) {
      if (q.has('timeMin') || q.has('timeMax'))
        return send(res, 400, { error: { code: 400, message: 'Sync token cannot be used with timeMin' } });
      const known = this.syncTokens.get(token);
      if (!known || known.calendar !== c.id || known.seq < this.staleBefore)
        return send(res, 410, {
          error: {
            code: 410,
            message: 'Sync token is no longer valid, a full sync is required.',
            status: 'GONE',
          },
        });
      items = [...c.events.values()].filter((e) => e.seq > known.seq);
    } else {
      const from = q.has('timeMin') ? Date.parse(q.get('timeMin')!) : Number.NEGATIVE_INFINITY;
      const to = q.has('timeMax') ? Date.parse(q.get('timeMax')!) : Number.POSITIVE_INFINITY;
      items = [...c.events.values()].filter(
        (e) =>
          (e.status !== 'cancelled' || q.get('showDeleted') === 'true') && startOf(e) < to && endOf(e) > from,
      );
    }
    items.sort((a, b) => a.seq - b.seq);
    // Two events a page, so that clients must follow nextPageToken.
    const offset = Number(q.get('pageToken') ?? '0');
    const page = items.slice(offset, offset + 2);
    const more = offset + 2 < items.length;
    const out: Record<string, unknown> = { kind: 'calendar#events', items: page.map(view) };
    if (more) out.nextPageToken = String(offset + 2);
    else {
      const next = `sync-${++this.n}`;
      this.syncTokens.set(next, { calendar: c.id, seq: this.seq });
      out.nextSyncToken = next;
    }
    return send(res, 200, out);
  }
}

const startOf = (e: FakeEvent) => Date.parse(e.start.dateTime ?? `${e.start.date}T00:00:00Z`);
const endOf = (e: FakeEvent) => Date.parse(e.end.dateTime ?? `${e.end.date}T00:00:00Z`);

/** An event as the API answers it (the sync counter left out; a cancelled one carries only its id and status). */
function view(e: FakeEvent) {
  const { seq: _seq, ...rest } = e;
  if (e.status === 'cancelled')
    return { kind: 'calendar#event', id: e.id, etag: e.etag, status: 'cancelled' };
  return { kind: 'calendar#event', ...rest };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}
