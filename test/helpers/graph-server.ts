import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Microsoft identity platform (`/common/oauth2/v2.0/token`) and
 * Microsoft Graph v1.0 (`/v1.0/me`, `/me/calendars`, `calendarView`, `calendarView/delta`,
 * events with `transactionId` and single-value extended properties), speaking their JSON shapes
 * and error bodies, with an owner-side API to change the calendar behind the adapter's back.
 */

export interface GraphStoredEvent {
  id: string;
  changeKey: string;
  subject: string;
  body: { contentType: string; content: string };
  start: Date;
  end: Date;
  isAllDay: boolean;
  isCancelled: boolean;
  showAs: string;
  transactionId: string | null;
  extended: { id: string; value: string }[];
  /** The change sequence of the last write (delta reports what changed after a token's). */
  seq: number;
  deleted: boolean;
}

interface GraphCalendar {
  id: string;
  name: string;
  isDefaultCalendar: boolean;
  canEdit: boolean;
  events: Map<string, GraphStoredEvent>;
}

interface DeltaState {
  calendarId: string;
  from: Date;
  to: Date;
  seq: number;
  stale?: { status: number; code: string };
}

export interface GraphRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

type Intercept = (r: GraphRequest) => { status: number; raw: string } | 'hang' | undefined;

const graphError = (code: string, message: string) => ({ error: { code, message } });
const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}=`;
/** Graph's wire form of a UTC time: seven fraction digits, no offset. */
const wire = (d: Date) => ({ dateTime: `${d.toISOString().slice(0, 19)}.0000000`, timeZone: 'UTC' });

export class LocalGraphServer {
  readonly clientId = 'msgraph-test-client';
  readonly clientSecret = 'msgraph-test-secret~0123456789';
  /** The most items one page holds (Graph's own page size; `$top`/`odata.maxpagesize` only lower it). */
  pageSize = 2;
  /** Answers a request before the fake does (a hang, a malformed body, a 5xx). */
  intercept: Intercept | undefined;
  readonly requests: GraphRequest[] = [];
  readonly me = {
    id: 'user-1',
    displayName: 'Anna Owner',
    mail: 'anna@contoso.pl' as string | null,
    userPrincipalName: 'anna@contoso.onmicrosoft.com',
  };
  readonly calendars = new Map<string, GraphCalendar>();
  private readonly codes = new Map<string, { redirectUri: string }>();
  private readonly refreshTokens = new Set<string>();
  private readonly accessTokens = new Set<string>();
  private readonly deltas = new Map<string, DeltaState>();
  private readonly skips = new Map<string, { items: unknown[]; then: DeltaState }>();
  private seq = 0;
  private server: Server | undefined;
  origin = '';

  get graphBase() {
    return `${this.origin}/v1.0`;
  }
  get authority() {
    return `${this.origin}/common`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString('utf8');
      });
      req.on('end', () => {
        try {
          this.handle(req, res, body);
        } catch (err) {
          this.json(res, 500, graphError('generalException', String(err)));
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The owner signs in and consents: the code the redirect would carry. */
  issueCode(redirectUri: string): string {
    const code = `M.C5${randomBytes(16).toString('base64url')}`;
    this.codes.set(code, { redirectUri });
    return code;
  }

  /** An access token as if from an earlier consent (tests that skip the OAuth dance). */
  grantAccessToken(): string {
    const t = `EwB${randomBytes(24).toString('base64url')}`;
    this.accessTokens.add(t);
    return t;
  }

  /** Graph remembers a create's transactionId for a while only: after this, a repeat creates again. */
  forgetTransactionIds() {
    for (const c of this.calendars.values()) for (const e of c.events.values()) e.transactionId = null;
  }

  revokeAll() {
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  addCalendar(c: { name: string; isDefaultCalendar?: boolean; canEdit?: boolean }): string {
    const id = newId('AAMkAGCal');
    this.calendars.set(id, {
      id,
      name: c.name,
      isDefaultCalendar: c.isDefaultCalendar ?? false,
      canEdit: c.canEdit ?? true,
      events: new Map(),
    });
    return id;
  }

  /** The owner adds an event in Outlook. */
  addEvent(
    calendarId: string,
    e: {
      subject: string;
      start: Date;
      end: Date;
      showAs?: string;
      isAllDay?: boolean;
      isCancelled?: boolean;
    },
  ): string {
    const ev = this.store(calendarId, {
      subject: e.subject,
      body: { contentType: 'text', content: '' },
      start: e.start,
      end: e.end,
      isAllDay: e.isAllDay ?? false,
      isCancelled: e.isCancelled ?? false,
      showAs: e.showAs ?? 'busy',
      transactionId: null,
      extended: [],
    });
    return ev.id;
  }

  /** The owner drags an event to another time. */
  moveEvent(calendarId: string, id: string, start: Date, end: Date) {
    const ev = this.cal(calendarId).events.get(id)!;
    Object.assign(ev, { start, end, seq: ++this.seq, changeKey: randomBytes(6).toString('base64') });
  }

  /** The owner deletes an event. */
  removeEvent(calendarId: string, id: string) {
    const ev = this.cal(calendarId).events.get(id)!;
    Object.assign(ev, { deleted: true, seq: ++this.seq });
  }

  /** The events that exist now (not deleted), for a test to inspect what was written. */
  liveEvents(calendarId: string): GraphStoredEvent[] {
    return [...this.cal(calendarId).events.values()].filter((e) => !e.deleted);
  }

  /** Every delta token issued so far is forgotten: the next use answers `status` with `code`. */
  expireDeltaTokens(status = 410, code = 'SyncStateNotFound') {
    for (const d of this.deltas.values()) d.stale = { status, code };
  }

  private cal(id: string): GraphCalendar {
    const c = this.calendars.get(id);
    if (!c) throw new Error(`no calendar ${id}`);
    return c;
  }

  private store(
    calendarId: string,
    e: Omit<GraphStoredEvent, 'id' | 'changeKey' | 'seq' | 'deleted'>,
  ): GraphStoredEvent {
    const ev: GraphStoredEvent = {
      ...e,
      id: newId('AAMkAGEvt'),
      changeKey: randomBytes(6).toString('base64'),
      seq: ++this.seq,
      deleted: false,
    };
    this.cal(calendarId).events.set(ev.id, ev);
    return ev;
  }

  private json(res: ServerResponse, status: number, body?: unknown) {
    if (body === undefined) {
      res.writeHead(status).end();
      return;
    }
    res
      .writeHead(status, { 'content-type': 'application/json; odata.metadata=minimal' })
      .end(JSON.stringify(body));
  }

  private handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', this.origin);
    const r: GraphRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    };
    this.requests.push(r);
    const i = this.intercept?.(r);
    if (i === 'hang') return;
    if (i) {
      res.writeHead(i.status, { 'content-type': 'application/json' }).end(i.raw);
      return;
    }
    if (r.path === '/common/oauth2/v2.0/token' && r.method === 'POST') return this.token(res, body);
    if (!r.path.startsWith('/v1.0/'))
      return this.json(res, 404, graphError('BadRequest', 'Unsupported segment'));
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !this.accessTokens.has(auth.slice(7)))
      return this.json(
        res,
        401,
        graphError(
          'InvalidAuthenticationToken',
          auth ? 'Lifetime validation failed, the token is expired.' : 'Access token is empty.',
        ),
      );
    const seg = r.path
      .slice('/v1.0/'.length)
      .split('/')
      .map((s) => decodeURIComponent(s));
    const [s0, s1, s2, s3, s4, s5] = seg;
    if (s0 !== 'me')
      return this.json(res, 400, graphError('BadRequest', 'Resource not found for the segment.'));
    if (seg.length === 1 && r.method === 'GET')
      return this.json(res, 200, {
        '@odata.context': `${this.graphBase}/$metadata#users/$entity`,
        ...this.me,
      });
    if (s1 !== 'calendars')
      return this.json(res, 400, graphError('BadRequest', `Resource not found for the segment '${s1}'.`));
    if (seg.length === 2 && r.method === 'GET') return this.listCalendars(res, r);
    const cal = this.calendars.get(s2 ?? '');
    if (!cal)
      return this.json(
        res,
        404,
        graphError('ErrorItemNotFound', 'The specified object was not found in the store.'),
      );
    if (s3 === 'calendarView' && seg.length === 4 && r.method === 'GET')
      return this.calendarView(res, r, cal);
    if (s3 === 'calendarView' && s4 === 'delta' && seg.length === 5 && r.method === 'GET')
      return this.delta(res, r, cal);
    if (s3 === 'events' && seg.length === 4 && r.method === 'GET') return this.findEvents(res, r, cal);
    if (s3 === 'events' && seg.length === 4 && r.method === 'POST') return this.createEvent(res, r, cal);
    if (s3 === 'events' && seg.length === 5) {
      const ev = cal.events.get(s4 ?? '');
      if (!ev || ev.deleted)
        return this.json(
          res,
          404,
          graphError('ErrorItemNotFound', 'The specified object was not found in the store.'),
        );
      if (r.method === 'GET') return this.json(res, 200, this.render(ev, r.query));
      if (r.method === 'DELETE') {
        Object.assign(ev, { deleted: true, seq: ++this.seq });
        return this.json(res, 204);
      }
      if (r.method === 'PATCH') return this.patchEvent(res, r, ev);
    }
    void s5;
    return this.json(res, 405, graphError('ErrorInvalidRequest', 'The OData request is not supported.'));
  }

  private token(res: ServerResponse, raw: string) {
    const p = new URLSearchParams(raw);
    const oauth = (status: number, error: string, description: string) =>
      this.json(res, status, {
        error,
        error_description: `${description}\r\nTrace ID: 0000\r\nTimestamp: 2026-01-01`,
        error_codes: [1],
      });
    if (p.get('client_id') !== this.clientId || p.get('client_secret') !== this.clientSecret)
      return oauth(401, 'invalid_client', 'AADSTS7000215: Invalid client secret provided.');
    const scope = (p.get('scope') ?? '').split(' ');
    if (!scope.includes('Calendars.ReadWrite'))
      return oauth(400, 'invalid_scope', 'AADSTS70011: The provided value for scope is not valid.');
    const grant = p.get('grant_type');
    if (grant === 'authorization_code') {
      const c = this.codes.get(p.get('code') ?? '');
      if (!c)
        return oauth(400, 'invalid_grant', 'AADSTS54005: OAuth2 Authorization code was already redeemed.');
      if (c.redirectUri !== p.get('redirect_uri'))
        return oauth(
          400,
          'invalid_grant',
          'AADSTS50148: The redirect_uri does not match the one used for the code.',
        );
      this.codes.delete(p.get('code') ?? '');
    } else if (grant === 'refresh_token') {
      const old = p.get('refresh_token') ?? '';
      if (!this.refreshTokens.has(old))
        return oauth(
          400,
          'invalid_grant',
          'AADSTS70000: The provided grant has expired due to it being revoked.',
        );
      // Rotation: the answer carries a new refresh token and (here, strictly) the old one dies.
      this.refreshTokens.delete(old);
    } else
      return oauth(
        400,
        'unsupported_grant_type',
        'AADSTS70003: The app requested an unsupported grant type.',
      );
    const access = this.grantAccessToken();
    const refresh = scope.includes('offline_access')
      ? `M.R3_${randomBytes(24).toString('base64url')}`
      : undefined;
    if (refresh) this.refreshTokens.add(refresh);
    const claims = Buffer.from(
      JSON.stringify({ preferred_username: this.me.userPrincipalName, name: this.me.displayName }),
    ).toString('base64url');
    return this.json(res, 200, {
      token_type: 'Bearer',
      scope: 'https://graph.microsoft.com/Calendars.ReadWrite https://graph.microsoft.com/User.Read',
      expires_in: 3599,
      ext_expires_in: 3599,
      access_token: access,
      ...(refresh ? { refresh_token: refresh } : {}),
      id_token: `eyJ0eXAiOiJKV1QiLCJhbGciOiJub25lIn0.${claims}.`,
    });
  }

  /** Items of one page: `$top`, `Prefer: odata.maxpagesize` and the server's size, the least. */
  private pageLimit(r: GraphRequest): number {
    const top = Number(r.query.get('$top') ?? Number.POSITIVE_INFINITY);
    const m = /odata\.maxpagesize=(\d+)/.exec(String(r.headers.prefer ?? ''));
    return Math.min(this.pageSize, top, m ? Number(m[1]) : Number.POSITIVE_INFINITY);
  }

  private paged(res: ServerResponse, r: GraphRequest, items: unknown[]) {
    const skip = Number(r.query.get('$skip') ?? 0);
    const n = this.pageLimit(r);
    const page = items.slice(skip, skip + n);
    const body: Record<string, unknown> = {
      '@odata.context': `${this.graphBase}/$metadata#Collection`,
      value: page,
    };
    if (skip + n < items.length) {
      const next = new URL(`${this.origin}${r.path}`);
      for (const [k, v] of r.query) if (k !== '$skip') next.searchParams.set(k, v);
      next.searchParams.set('$skip', String(skip + n));
      body['@odata.nextLink'] = next.href;
    }
    return this.json(res, 200, body);
  }

  private listCalendars(res: ServerResponse, r: GraphRequest) {
    const items = [...this.calendars.values()].map((c) => ({
      id: c.id,
      name: c.name,
      color: 'auto',
      isDefaultCalendar: c.isDefaultCalendar,
      canEdit: c.canEdit,
      canShare: c.canEdit,
      owner: { name: this.me.displayName, address: this.me.mail },
    }));
    return this.paged(res, r, items);
  }

  private window(r: GraphRequest): { from: Date; to: Date } | undefined {
    const from = new Date(r.query.get('startDateTime') ?? '');
    const to = new Date(r.query.get('endDateTime') ?? '');
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return undefined;
    return { from, to };
  }

  private inWindow(cal: GraphCalendar, w: { from: Date; to: Date }): GraphStoredEvent[] {
    return [...cal.events.values()]
      .filter((e) => !e.deleted && e.start < w.to && e.end > w.from)
      .sort((a, b) => a.start.getTime() - b.start.getTime());
  }

  private calendarView(res: ServerResponse, r: GraphRequest, cal: GraphCalendar) {
    const w = this.window(r);
    if (!w)
      return this.json(
        res,
        400,
        graphError(
          'ErrorInvalidParameter',
          'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
        ),
      );
    return this.paged(
      res,
      r,
      this.inWindow(cal, w).map((e) => this.render(e, r.query)),
    );
  }

  private delta(res: ServerResponse, r: GraphRequest, cal: GraphCalendar) {
    const skipToken = r.query.get('$skiptoken');
    const deltaToken = r.query.get('$deltatoken');
    let items: unknown[];
    let then: DeltaState;
    if (skipToken) {
      const s = this.skips.get(skipToken);
      if (!s)
        return this.json(
          res,
          410,
          graphError('SyncStateNotFound', 'The sync state generation is not found.'),
        );
      this.skips.delete(skipToken);
      ({ items, then } = s);
    } else if (deltaToken) {
      const d = this.deltas.get(deltaToken);
      if (!d || d.calendarId !== cal.id)
        return this.json(
          res,
          410,
          graphError('SyncStateNotFound', 'The sync state generation is not found.'),
        );
      if (d.stale)
        return this.json(res, d.stale.status, graphError(d.stale.code, 'The sync state is no longer valid.'));
      // What changed after the token: live events in the window, removals for the rest.
      items = [...cal.events.values()]
        .filter((e) => e.seq > d.seq)
        .sort((a, b) => a.seq - b.seq)
        .map((e) =>
          !e.deleted && e.start < d.to && e.end > d.from
            ? this.render(e, new URLSearchParams())
            : { '@odata.type': '#microsoft.graph.event', id: e.id, '@removed': { reason: 'deleted' } },
        );
      then = { calendarId: cal.id, from: d.from, to: d.to, seq: this.seq };
    } else {
      const w = this.window(r);
      if (!w)
        return this.json(
          res,
          400,
          graphError(
            'ErrorInvalidParameter',
            'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
          ),
        );
      items = this.inWindow(cal, w).map((e) => this.render(e, new URLSearchParams()));
      then = { calendarId: cal.id, ...w, seq: this.seq };
    }
    const n = this.pageLimit(r);
    const base = `${this.graphBase}/me/calendars/${encodeURIComponent(cal.id)}/calendarView/delta`;
    const body: Record<string, unknown> = {
      '@odata.context': `${this.graphBase}/$metadata#Collection(event)`,
      value: items.slice(0, n),
    };
    if (items.length > n) {
      const t = randomBytes(12).toString('base64url');
      this.skips.set(t, { items: items.slice(n), then });
      body['@odata.nextLink'] = `${base}?$skiptoken=${t}`;
    } else {
      const t = randomBytes(12).toString('base64url');
      this.deltas.set(t, then);
      body['@odata.deltaLink'] = `${base}?$deltatoken=${t}`;
    }
    return this.json(res, 200, body);
  }

  private keyFilter(filter: string): { id: string; value: string } | undefined {
    const m =
      /^singleValueExtendedProperties\/Any\(ep: ep\/id eq '((?:[^']|'')*)' and ep\/value eq '((?:[^']|'')*)'\)$/.exec(
        filter,
      );
    return m ? { id: m[1]!.replace(/''/g, "'"), value: m[2]!.replace(/''/g, "'") } : undefined;
  }

  private findEvents(res: ServerResponse, r: GraphRequest, cal: GraphCalendar) {
    const filter = r.query.get('$filter');
    let items = [...cal.events.values()].filter((e) => !e.deleted);
    if (filter) {
      const f = this.keyFilter(filter);
      if (!f)
        return this.json(
          res,
          400,
          graphError('ErrorInvalidUrlQueryFilter', 'The filter expression is not supported.'),
        );
      items = items.filter((e) =>
        e.extended.some((p) => p.id.toLowerCase() === f.id.toLowerCase() && p.value === f.value),
      );
    }
    return this.paged(
      res,
      r,
      items.map((e) => this.render(e, r.query)),
    );
  }

  private parseInput(raw: string): Partial<GraphStoredEvent> | string {
    let b: Record<string, unknown>;
    try {
      b = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return 'Empty Payload. JSON content expected.';
    }
    const out: Partial<GraphStoredEvent> = {};
    for (const k of ['start', 'end'] as const) {
      if (b[k] === undefined) continue;
      const v = b[k] as { dateTime?: unknown; timeZone?: unknown };
      if (v.timeZone !== 'UTC')
        return `TimeZoneNotSupportedException: A valid TimeZone value must be specified. (${String(v.timeZone)})`;
      const d = new Date(`${String(v.dateTime)}Z`);
      if (Number.isNaN(d.getTime()))
        return `Cannot convert the literal '${String(v.dateTime)}' to the expected type 'Edm.DateTimeOffset'.`;
      out[k] = d;
    }
    if (typeof b.subject === 'string') out.subject = b.subject;
    if (b.body !== undefined) out.body = b.body as GraphStoredEvent['body'];
    if (typeof b.showAs === 'string') out.showAs = b.showAs;
    if (typeof b.transactionId === 'string') out.transactionId = b.transactionId;
    if (Array.isArray(b.singleValueExtendedProperties))
      out.extended = b.singleValueExtendedProperties as GraphStoredEvent['extended'];
    return out;
  }

  private createEvent(res: ServerResponse, r: GraphRequest, cal: GraphCalendar) {
    const input = this.parseInput(r.body);
    if (typeof input === 'string') return this.json(res, 400, graphError('RequestBodyRead', input));
    if (!input.start || !input.end)
      return this.json(res, 400, graphError('ErrorInvalidRequest', 'Start and End are required.'));
    // Graph drops a repeated create with the same transactionId and answers with the first event.
    const twin = input.transactionId
      ? [...cal.events.values()].find((e) => !e.deleted && e.transactionId === input.transactionId)
      : undefined;
    if (twin) return this.json(res, 201, this.render(twin, new URLSearchParams()));
    const ev = this.store(cal.id, {
      subject: input.subject ?? '',
      body: input.body ?? { contentType: 'text', content: '' },
      start: input.start,
      end: input.end,
      isAllDay: false,
      isCancelled: false,
      showAs: input.showAs ?? 'busy',
      transactionId: input.transactionId ?? null,
      extended: input.extended ?? [],
    });
    return this.json(res, 201, this.render(ev, new URLSearchParams()));
  }

  private patchEvent(res: ServerResponse, r: GraphRequest, ev: GraphStoredEvent) {
    const input = this.parseInput(r.body);
    if (typeof input === 'string') return this.json(res, 400, graphError('RequestBodyRead', input));
    const { transactionId: _readOnlyOnPatch, extended, ...rest } = input;
    Object.assign(ev, rest, { seq: ++this.seq, changeKey: randomBytes(6).toString('base64') });
    for (const p of extended ?? []) {
      const same = ev.extended.find((x) => x.id.toLowerCase() === p.id.toLowerCase());
      if (same) same.value = p.value;
      else ev.extended.push(p);
    }
    return this.json(res, 200, this.render(ev, new URLSearchParams()));
  }

  /** An event as Graph writes it, `$select`ed, with the extended property when `$expand`ed by id. */
  private render(e: GraphStoredEvent, q: URLSearchParams): Record<string, unknown> {
    const full: Record<string, unknown> = {
      '@odata.etag': `W/"${e.changeKey}"`,
      id: e.id,
      changeKey: e.changeKey,
      subject: e.subject,
      body: e.body,
      start: wire(e.start),
      end: wire(e.end),
      isAllDay: e.isAllDay,
      isCancelled: e.isCancelled,
      showAs: e.showAs,
      type: 'singleInstance',
      transactionId: e.transactionId,
      originalStartTimeZone: 'UTC',
      originalEndTimeZone: 'UTC',
    };
    const select = q.get('$select');
    const out: Record<string, unknown> = select
      ? Object.fromEntries(
          Object.entries(full).filter(
            ([k]) => k === '@odata.etag' || k === 'id' || select.split(',').includes(k),
          ),
        )
      : full;
    const m = /^singleValueExtendedProperties\(\$filter=id eq '((?:[^']|'')*)'\)$/.exec(
      q.get('$expand') ?? '',
    );
    if (m) {
      const id = m[1]!.replace(/''/g, "'").toLowerCase();
      out.singleValueExtendedProperties = e.extended.filter((p) => p.id.toLowerCase() === id);
    }
    return out;
  }
}
