import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMicrosoftCalendarApi,
  RECEPCJA_KEY_PROPERTY,
  transactionIdFor,
} from '../../src/providers/calendar/microsoft.js';
import { parseGraphDateTime } from '../../src/providers/calendar/microsoft-http.js';
import { type RemoteCalendarApi, RemoteCalendarError } from '../../src/providers/calendar/remote.js';
import { LocalGraphServer } from '../helpers/graph-server.js';
import { freePort } from '../helpers/net.js';

const REDIRECT = 'https://app.recepcja.test/oauth/microsoft/callback';
const NOW = new Date('2026-11-27T08:00:00Z');
const at = (s: string) => new Date(`2026-11-${s}Z`);

let graph: LocalGraphServer;
let api: RemoteCalendarApi;
let token: string;
let cal: string;

function adapter(timeoutMs = 5000): RemoteCalendarApi {
  return createMicrosoftCalendarApi({
    graphBase: graph.graphBase,
    authority: graph.authority,
    clientId: graph.clientId,
    clientSecret: graph.clientSecret,
    timeoutMs,
    clock: { now: () => NOW },
  });
}

async function failure(p: Promise<unknown>): Promise<RemoteCalendarError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RemoteCalendarError);
  return err as RemoteCalendarError;
}

const input = (key: string, start: string, end: string) => ({
  key,
  title: 'Wizyta: Jan Kowalski',
  description: 'Strzyżenie, tel. +48 600 100 200',
  start: at(start),
  end: at(end),
  timeZone: 'Europe/Warsaw',
});

beforeAll(async () => {
  graph = await new LocalGraphServer().start();
});
afterAll(async () => {
  await graph.stop();
});
beforeEach(() => {
  graph.calendars.clear();
  graph.intercept = undefined;
  graph.pageSize = 2;
  graph.requests.length = 0;
  graph.me.mail = 'anna@contoso.pl';
  api = adapter();
  token = graph.grantAccessToken();
  cal = graph.addCalendar({ name: 'Calendar', isDefaultCalendar: true });
});

describe('Microsoft calendar adapter: consent and tokens', () => {
  it('builds the v2.0 authorize address with the calendar scopes, state, login hint and account picker', () => {
    const u = new URL(
      api.authorizeUrl({ state: 'st-1', redirectUri: REDIRECT, loginHint: 'anna@contoso.pl' }),
    );
    expect(`${u.origin}${u.pathname}`).toBe(`${graph.authority}/oauth2/v2.0/authorize`);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      client_id: graph.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope: 'offline_access Calendars.ReadWrite User.Read',
      state: 'st-1',
      login_hint: 'anna@contoso.pl',
      prompt: 'select_account',
    });
    expect(
      new URL(api.authorizeUrl({ state: 's', redirectUri: REDIRECT })).searchParams.has('login_hint'),
    ).toBe(false);
  });

  it('exchanges a code for tokens and the mailbox address, then refreshes with the rotated refresh token', async () => {
    const t = await api.exchangeCode({ code: graph.issueCode(REDIRECT), redirectUri: REDIRECT });
    expect(t.account).toBe('anna@contoso.pl');
    expect(t.expiresAt.toISOString()).toBe(new Date(NOW.getTime() + 3599_000).toISOString());
    expect(t.refreshToken).toMatch(/^M\.R3_/);
    expect(await api.listCalendars(t.accessToken)).toHaveLength(1);
    const token = graph.requests.find((r) => r.path.endsWith('/token'))!;
    expect(Object.fromEntries(new URLSearchParams(token.body))).toMatchObject({
      grant_type: 'authorization_code',
      client_secret: graph.clientSecret,
      redirect_uri: REDIRECT,
    });

    const r1 = await api.refresh(t.refreshToken!);
    expect(r1.refreshToken).not.toBeNull();
    expect(r1.refreshToken).not.toBe(t.refreshToken);
    expect(await api.listCalendars(r1.accessToken)).toHaveLength(1);
    // The old refresh token was replaced: only the returned one works.
    const old = await failure(api.refresh(t.refreshToken!));
    expect(old.kind).toBe('auth');
    expect(old.message).toContain('invalid_grant: AADSTS70000');
    const r2 = await api.refresh(r1.refreshToken!);
    expect(r2.accessToken).not.toBe(r1.accessToken);
  });

  it('takes userPrincipalName when the account has no mail; a used code or a wrong secret is auth', async () => {
    graph.me.mail = null;
    const code = graph.issueCode(REDIRECT);
    const t = await api.exchangeCode({ code, redirectUri: REDIRECT });
    expect(t.account).toBe('anna@contoso.onmicrosoft.com');
    const again = await failure(api.exchangeCode({ code, redirectUri: REDIRECT }));
    expect([again.kind, again.status]).toEqual(['auth', 400]);
    const wrong = createMicrosoftCalendarApi({
      graphBase: graph.graphBase,
      authority: graph.authority,
      clientId: graph.clientId,
      clientSecret: 'nope',
    });
    const e = await failure(wrong.exchangeCode({ code: graph.issueCode(REDIRECT), redirectUri: REDIRECT }));
    expect(e.kind).toBe('auth');
    expect(e.message).toContain('invalid_client');
  });
});

describe('Microsoft calendar adapter: calendars and busy times', () => {
  it('lists every calendar across @odata.nextLink pages with default and edit rights', async () => {
    const shared = graph.addCalendar({ name: 'Team (read only)', canEdit: false });
    graph.addCalendar({ name: 'Holidays' });
    const list = await api.listCalendars(token);
    expect(list.map((c) => c.name)).toEqual(['Calendar', 'Team (read only)', 'Holidays']);
    expect(list[0]).toEqual({ id: cal, name: 'Calendar', primary: true, canWrite: true, timeZone: null });
    expect(list.find((c) => c.id === shared)).toMatchObject({ primary: false, canWrite: false });
    expect(graph.requests.filter((r) => r.path === '/v1.0/me/calendars')).toHaveLength(2);
  });

  it('reads busy times from calendarView: free, working elsewhere and cancelled do not block; all-day and paging do', async () => {
    graph.addEvent(cal, { subject: 'busy', start: at('30T09:00:00'), end: at('30T10:00:00') });
    graph.addEvent(cal, {
      subject: 'free',
      start: at('30T10:00:00'),
      end: at('30T11:00:00'),
      showAs: 'free',
    });
    graph.addEvent(cal, {
      subject: 'home office',
      start: at('30T11:00:00'),
      end: at('30T12:00:00'),
      showAs: 'workingElsewhere',
    });
    graph.addEvent(cal, {
      subject: 'tentative',
      start: at('30T12:00:00'),
      end: at('30T12:30:00'),
      showAs: 'tentative',
    });
    graph.addEvent(cal, {
      subject: 'cancelled',
      start: at('30T13:00:00'),
      end: at('30T14:00:00'),
      isCancelled: true,
    });
    graph.addEvent(cal, { subject: 'out', start: at('30T14:00:00'), end: at('30T15:00:00'), showAs: 'oof' });
    graph.addEvent(cal, { subject: 'before', start: at('29T09:00:00'), end: at('29T10:00:00') });
    graph.addEvent(cal, {
      subject: 'all day',
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2026-12-02T00:00:00Z'),
      isAllDay: true,
    });
    const other = graph.addCalendar({ name: 'Second' });
    graph.addEvent(other, { subject: 'x', start: at('30T16:00:00'), end: at('30T16:45:00') });

    const busy = await api.freeBusy(token, [cal, other], at('30T00:00:00'), new Date('2026-12-03T00:00:00Z'));
    const iso = (l: { start: Date; end: Date }[] | undefined) =>
      (l ?? []).map((b) => `${b.start.toISOString()}/${b.end.toISOString()}`);
    expect(iso(busy.get(cal))).toEqual([
      '2026-11-30T09:00:00.000Z/2026-11-30T10:00:00.000Z',
      '2026-11-30T12:00:00.000Z/2026-11-30T12:30:00.000Z',
      '2026-11-30T14:00:00.000Z/2026-11-30T15:00:00.000Z',
      '2026-12-01T00:00:00.000Z/2026-12-02T00:00:00.000Z',
    ]);
    expect(iso(busy.get(other))).toEqual(['2026-11-30T16:00:00.000Z/2026-11-30T16:45:00.000Z']);
    const views = graph.requests.filter(
      (r) => r.path.endsWith(`/calendarView`) && r.path.includes(encodeURIComponent(cal)),
    );
    expect(views.length).toBeGreaterThan(1); // 7 events in the window at 2 a page
    expect(views[0]!.query.get('startDateTime')).toBe('2026-11-30T00:00:00.000Z');
    expect(views[0]!.query.get('$select')).toBe('id,start,end,showAs,isAllDay,isCancelled,subject');
    expect(views[0]!.headers.prefer).toContain('outlook.timezone="UTC"');
  });

  it('parses Graph date-times with seven fraction digits and refuses other zones or impossible dates', () => {
    expect(
      parseGraphDateTime('t', { dateTime: '2026-11-30T10:00:00.1234567', timeZone: 'UTC' }).toISOString(),
    ).toBe('2026-11-30T10:00:00.123Z');
    expect(parseGraphDateTime('t', { dateTime: '2026-11-30T10:00:00', timeZone: 'UTC' }).toISOString()).toBe(
      '2026-11-30T10:00:00.000Z',
    );
    for (const bad of [
      { dateTime: '2026-11-30T10:00:00.0000000', timeZone: 'Central European Standard Time' },
      { dateTime: '2026-02-30T10:00:00.0000000', timeZone: 'UTC' },
      { dateTime: '30.11.2026 10:00', timeZone: 'UTC' },
      { dateTime: '2026-11-30T10:00:00' },
    ])
      expect(() => parseGraphDateTime('t', bad)).toThrow(RemoteCalendarError);
  });
});

describe('Microsoft calendar adapter: changes through calendarView/delta', () => {
  it('reads the window, then only what the owner moved, removed or added, and reads again after a stale token', async () => {
    const window = { from: at('27T00:00:00'), to: new Date('2026-12-27T00:00:00Z') };
    const a = graph.addEvent(cal, { subject: 'A', start: at('30T09:00:00'), end: at('30T10:00:00') });
    const b = graph.addEvent(cal, { subject: 'B', start: at('30T11:00:00'), end: at('30T12:00:00') });
    graph.addEvent(cal, { subject: 'C', start: at('30T13:00:00'), end: at('30T14:00:00'), showAs: 'free' });
    graph.addEvent(cal, {
      subject: 'outside',
      start: new Date('2027-01-05T09:00:00Z'),
      end: new Date('2027-01-05T10:00:00Z'),
    });

    const first = await api.changes(token, cal, null, window);
    expect(first.full).toBe(true);
    expect(first.events.map((e) => e.title).sort()).toEqual(['A', 'B', 'C']);
    expect(first.events.find((e) => e.title === 'C')).toMatchObject({ busy: false, cancelled: false });
    expect(first.nextSyncToken).toContain('$deltatoken=');
    // Three events at two a page: the first round followed a nextLink.
    expect(graph.requests.filter((r) => r.path.endsWith('/calendarView/delta')).length).toBe(2);

    const quiet = await api.changes(token, cal, first.nextSyncToken, window);
    expect(quiet).toMatchObject({ events: [], full: false });

    graph.moveEvent(cal, a, at('30T15:00:00'), at('30T16:00:00'));
    graph.removeEvent(cal, b);
    const d = graph.addEvent(cal, { subject: 'D', start: at('28T08:00:00'), end: at('28T08:30:00') });
    const next = await api.changes(token, cal, quiet.nextSyncToken, window);
    expect(next.full).toBe(false);
    expect(next.events).toHaveLength(3);
    expect(next.events.find((e) => e.id === a)).toMatchObject({
      start: at('30T15:00:00'),
      end: at('30T16:00:00'),
      busy: true,
      cancelled: false,
    });
    expect(next.events.find((e) => e.id === b)).toMatchObject({ cancelled: true, busy: false });
    expect(next.events.find((e) => e.id === d)).toMatchObject({ title: 'D', cancelled: false });
    expect(next.nextSyncToken).not.toBe(quiet.nextSyncToken);

    graph.expireDeltaTokens();
    const again = await api.changes(token, cal, next.nextSyncToken, window);
    expect(again.full).toBe(true);
    expect(again.events.map((e) => e.title).sort()).toEqual(['A', 'C', 'D']);

    graph.expireDeltaTokens(400, 'resyncRequired');
    expect((await api.changes(token, cal, again.nextSyncToken, window)).full).toBe(true);
  });

  it('never follows a token or a link outside Graph with the bearer token', async () => {
    graph.addEvent(cal, { subject: 'A', start: at('30T09:00:00'), end: at('30T10:00:00') });
    const window = { from: at('27T00:00:00'), to: at('30T23:00:00') };
    const port = await freePort();
    const r = await api.changes(token, cal, `http://127.0.0.1:${port}/steal?$deltatoken=x`, window);
    expect(r.full).toBe(true);
    graph.intercept = (q) =>
      q.path.endsWith('/calendarView')
        ? {
            status: 200,
            raw: JSON.stringify({ value: [], '@odata.nextLink': `http://127.0.0.1:${port}/v1.0/x` }),
          }
        : undefined;
    const e = await failure(api.freeBusy(token, [cal], window.from, window.to));
    expect(e.kind).toBe('invalid_response');
  });
});

describe('Microsoft calendar adapter: our events', () => {
  it('creates once per key (a retry and a concurrent twin find the first), with our key read back', async () => {
    const [x, y] = await Promise.all([
      api.createEvent(token, cal, input('appt-1', '30T09:00:00', '30T09:30:00')),
      api.createEvent(token, cal, input('appt-1', '30T09:00:00', '30T09:30:00')),
    ]);
    expect(y.id).toBe(x.id);
    const retry = await api.createEvent(token, cal, input('appt-1', '30T09:00:00', '30T09:30:00'));
    expect(retry.id).toBe(x.id);
    // Long after, Graph has forgotten the transactionId: the key on the event still finds it.
    graph.forgetTransactionIds();
    const late = await api.createEvent(token, cal, input('appt-1', '30T09:00:00', '30T09:30:00'));
    expect(late.id).toBe(x.id);
    const other = await api.createEvent(token, cal, input("appt-'2", '30T10:00:00', '30T10:30:00'));
    expect(other.id).not.toBe(x.id);
    const live = graph.liveEvents(cal);
    expect(live).toHaveLength(2);
    const mine = live.find((e) => e.id === x.id)!;
    expect(mine).toMatchObject({
      subject: 'Wizyta: Jan Kowalski',
      body: { contentType: 'text', content: 'Strzyżenie, tel. +48 600 100 200' },
      extended: [{ id: RECEPCJA_KEY_PROPERTY, value: 'appt-1' }],
    });
    expect(graph.requests.find((r) => r.method === 'POST' && r.path.endsWith('/events'))?.body).toContain(
      `"transactionId":"${transactionIdFor('appt-1')}"`,
    );
    expect(transactionIdFor('appt-1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    const read = await api.getEvent(token, cal, x.id);
    expect(read).toMatchObject({
      id: x.id,
      title: 'Wizyta: Jan Kowalski',
      start: at('30T09:00:00'),
      end: at('30T09:30:00'),
      busy: true,
      ourKey: 'appt-1',
    });
    expect((await api.getEvent(token, cal, other.id))?.ourKey).toBe("appt-'2");
    const owners = graph.addEvent(cal, {
      subject: 'dentist',
      start: at('30T12:00:00'),
      end: at('30T13:00:00'),
    });
    expect((await api.getEvent(token, cal, owners))?.ourKey).toBeNull();
  });

  it('moves our event with PATCH keeping the key, deletes it, and a second delete is fine', async () => {
    const { id, etag } = await api.createEvent(token, cal, input('appt-9', '30T09:00:00', '30T09:30:00'));
    const moved = await api.updateEvent(token, cal, id, {
      ...input('appt-9', '30T11:00:00', '30T11:45:00'),
      title: 'Moved',
    });
    expect(moved.id).toBe(id);
    expect(moved.etag).not.toBe(etag);
    expect(graph.requests.at(-1)?.method).toBe('PATCH');
    expect(await api.getEvent(token, cal, id)).toMatchObject({
      title: 'Moved',
      start: at('30T11:00:00'),
      end: at('30T11:45:00'),
      ourKey: 'appt-9',
    });
    await api.deleteEvent(token, cal, id);
    expect(graph.liveEvents(cal)).toHaveLength(0);
    expect(await api.getEvent(token, cal, id)).toBeNull();
    await api.deleteEvent(token, cal, id);
    const gone = await failure(
      api.updateEvent(token, cal, id, input('appt-9', '30T11:00:00', '30T11:45:00')),
    );
    expect([gone.kind, gone.status]).toEqual(['not_found', 404]);
    expect(gone.message).toContain('ErrorItemNotFound');
  });
});

describe('Microsoft calendar adapter: failures', () => {
  it('a refused token is auth with Graph code and message', async () => {
    graph.revokeAll();
    const e = await failure(api.listCalendars(token));
    expect([e.kind, e.status]).toEqual(['auth', 401]);
    expect(e.message).toContain('InvalidAuthenticationToken: Lifetime validation failed');
  });

  it('a server that does not answer is a timeout, for one call and for a busy-time deadline', async () => {
    graph.intercept = () => 'hang';
    const started = performance.now();
    const e = await failure(adapter(300).getEvent(token, cal, 'x'));
    expect(e.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(3000);
    const f = await failure(api.freeBusy(token, [cal], at('30T00:00:00'), at('30T23:00:00'), 200));
    expect(f.kind).toBe('timeout');
  });

  it('a malformed answer is invalid_response; 429/5xx are http with the status; no server is network', async () => {
    graph.intercept = () => ({ status: 200, raw: '<html>proxy login</html>' });
    expect((await failure(api.listCalendars(token))).kind).toBe('invalid_response');
    graph.intercept = () => ({ status: 200, raw: JSON.stringify({ value: 'nope' }) });
    expect((await failure(api.listCalendars(token))).kind).toBe('invalid_response');
    graph.intercept = () => ({
      status: 200,
      raw: JSON.stringify({ value: [{ id: 'e1', start: { dateTime: 'soon', timeZone: 'UTC' }, end: {} }] }),
    });
    expect((await failure(api.freeBusy(token, [cal], at('30T00:00:00'), at('30T23:00:00')))).kind).toBe(
      'invalid_response',
    );
    graph.intercept = () => ({ status: 200, raw: JSON.stringify({ value: [] }) });
    const noLink = await failure(
      api.changes(token, cal, null, { from: at('30T00:00:00'), to: at('30T23:00:00') }),
    );
    expect(noLink.kind).toBe('invalid_response');
    graph.intercept = () => ({
      status: 429,
      raw: JSON.stringify({ error: { code: 'ApplicationThrottled', message: 'Too many requests' } }),
    });
    const t = await failure(api.deleteEvent(token, cal, 'x'));
    expect([t.kind, t.status]).toEqual(['http', 429]);
    expect(t.message).toContain('ApplicationThrottled: Too many requests');
    graph.intercept = () => ({ status: 503, raw: '' });
    expect(
      (await failure(api.createEvent(token, cal, input('k', '30T09:00:00', '30T10:00:00')))).status,
    ).toBe(503);

    const port = await freePort();
    const nowhere = createMicrosoftCalendarApi({
      graphBase: `http://127.0.0.1:${port}/v1.0`,
      authority: `http://127.0.0.1:${port}/common`,
      clientId: 'c',
      clientSecret: 's',
    });
    expect((await failure(nowhere.listCalendars(token))).kind).toBe('network');
  });
});
