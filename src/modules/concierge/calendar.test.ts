import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { uniqueEmail } from '../../../test/helpers/fixtures.js';
import { CalendarProviderError, GoogleCalendarProvider } from '../../providers/calendar/index.js';
import { providerEvents } from '../status/status.schema.js';
import { demoBookings } from './concierge.schema.js';

const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! || 1}`;

/** Monday 23 November 2026, 08:00 in Warsaw: the first offered demo slot is 10:00 Warsaw (09:00 UTC). */
const NOW = new Date('2026-11-23T07:00:00.000Z');
const CALENDAR_ID = 'team@recepcja.example';
const TEAM = 'sales@recepcja.example';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local server speaking the Google endpoints the adapter uses: the OAuth token endpoint
 * (refresh_token grant), Calendar v3 `POST /freeBusy`, `POST /calendars/{id}/events` and
 * `GET /calendars/{id}/events/{eventId}`. It records every request.
 */
async function startGoogle() {
  const seen: Seen[] = [];
  const state = {
    mode: 'ok' as 'ok' | 'fail' | 'hang',
    busy: [] as { start: string; end: string }[],
    /** Answer the insert with the conference still pending (the link comes on the next read). */
    pendingConference: false,
    events: new Map<string, Record<string, unknown>>(),
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      if (state.mode === 'hang') return; // never answers
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(body);
        if (
          form.get('grant_type') !== 'refresh_token' ||
          form.get('refresh_token') !== '1//refresh-token' ||
          form.get('client_id') !== 'client-id' ||
          form.get('client_secret') !== 'client-secret-0123'
        )
          return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        return json(res, 200, { access_token: 'ya29.access', expires_in: 3599, token_type: 'Bearer' });
      }
      if (req.headers.authorization !== 'Bearer ya29.access')
        return json(res, 401, {
          error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' },
        });
      if (state.mode === 'fail')
        return json(res, 500, { error: { code: 500, message: 'Backend Error', status: 'INTERNAL' } });
      if (url.pathname === '/calendar/v3/freeBusy' && req.method === 'POST') {
        const q = JSON.parse(body) as { timeMin: string; timeMax: string; items: { id: string }[] };
        return json(res, 200, {
          kind: 'calendar#freeBusy',
          timeMin: q.timeMin,
          timeMax: q.timeMax,
          calendars: Object.fromEntries(q.items.map((i) => [i.id, { busy: state.busy }])),
        });
      }
      const m = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
      if (m && decodeURIComponent(m[1]!) === CALENDAR_ID) {
        if (req.method === 'POST' && !m[2]) {
          const e = JSON.parse(body) as Record<string, unknown>;
          const id = `evt${state.events.size + 1}`;
          const meet = `https://meet.google.com/abc-defg-hi${state.events.size + 1}`;
          const conference = {
            createRequest: {
              ...(e.conferenceData as { createRequest: object }).createRequest,
              status: { statusCode: 'success' },
            },
            entryPoints: [
              { entryPointType: 'video', uri: meet, label: meet.replace('https://', '') },
              { entryPointType: 'more', uri: 'https://tel.meet/abc-defg-hij?pin=123' },
            ],
            conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
            conferenceId: 'abc-defg-hij',
          };
          const full = {
            kind: 'calendar#event',
            id,
            status: 'confirmed',
            htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
            ...e,
            organizer: { email: CALENDAR_ID, self: true },
            hangoutLink: meet,
            conferenceData: conference,
          };
          state.events.set(id, full);
          if (state.pendingConference) {
            const { hangoutLink: _h, ...pending } = full;
            return json(res, 200, {
              ...pending,
              conferenceData: {
                createRequest: { ...conference.createRequest, status: { statusCode: 'pending' } },
              },
            });
          }
          return json(res, 200, full);
        }
        if (req.method === 'GET' && m[2]) {
          const e = state.events.get(m[2]);
          return e ? json(res, 200, e) : json(res, 404, { error: { code: 404, message: 'Not Found' } });
        }
      }
      json(res, 404, { error: { code: 404, message: 'Not Found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    seen,
    state,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('demo booking through Google Calendar', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startGoogle>>;
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    google = await startGoogle();
    t = await createTestApp({
      clock,
      env: {
        CALENDAR_PROVIDER: 'google',
        GOOGLE_CALENDAR_API_BASE: `${google.base}/calendar/v3/`,
        GOOGLE_CALENDAR_ID: CALENDAR_ID,
        GOOGLE_CALENDAR_REFRESH_TOKEN: '1//refresh-token',
        GOOGLE_CLIENT_ID: 'client-id',
        GOOGLE_CLIENT_SECRET: 'client-secret-0123',
        GOOGLE_OAUTH_TOKEN_URL: `${google.base}/token`,
        GOOGLE_CALENDAR_TIMEOUT_MS: '400',
        ADMIN_EMAILS: TEAM,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });
  beforeEach(() => {
    google.state.mode = 'ok';
    google.state.busy = [];
    google.state.pendingConference = false;
    clock.set(NOW);
  });

  const solved = async () => {
    const challenge = (await t.app.inject({ url: '/concierge/challenge', remoteAddress: randomIp() })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const availability = async () =>
    t.app.inject({
      url: '/concierge/demo-availability',
      remoteAddress: randomIp(),
      headers: { 'x-altcha': await solved() },
    });
  const book = async (start: string, email = uniqueEmail('visitor'), name = 'Anna Nowak') =>
    t.app.inject({
      method: 'POST',
      url: '/concierge/book-demo',
      remoteAddress: randomIp(),
      payload: { name, email, start, company: 'Gabinet Uśmiech', altcha: await solved() },
    });
  const starts = (res: { json(): { slots: { start: string }[] } }) => res.json().slots.map((s) => s.start);

  it("removes the team's busy times (freeBusy) from the slots and refuses a busy slot", async () => {
    // Busy 11:15–12:00 Warsaw: the 11:00 and 11:30 slots overlap it; 10:30 and 12:00 only touch it.
    google.state.busy = [{ start: '2026-11-23T10:15:00Z', end: '2026-11-23T11:00:00Z' }];
    const res = await availability();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      calendar: 'provider',
      calendar_provider: 'google-calendar',
      calendar_status: 'ok',
    });
    const open = starts(res);
    expect(open[0]).toBe('2026-11-23T09:00:00.000Z');
    expect(open).toContain('2026-11-23T09:30:00.000Z');
    expect(open).not.toContain('2026-11-23T10:00:00.000Z');
    expect(open).not.toContain('2026-11-23T10:30:00.000Z');
    expect(open).toContain('2026-11-23T11:00:00.000Z');

    // The refresh token was exchanged at the token URL, then the bearer token was used.
    const token = google.seen.find((r) => r.path === '/token')!;
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const fb = google.seen.find((r) => r.path === '/calendar/v3/freeBusy')!;
    expect(fb.method).toBe('POST');
    expect(fb.headers.authorization).toBe('Bearer ya29.access');
    const q = JSON.parse(fb.body);
    expect(q.items).toEqual([{ id: CALENDAR_ID }]);
    expect(q.timeMin).toBe(NOW.toISOString());
    expect(new Date(q.timeMax).getTime()).toBeGreaterThan(NOW.getTime() + 14 * 86_400_000);

    // A slot the calendar shows busy (not offered, but sent anyway) is refused.
    const busy = await book('2026-11-23T10:00:00.000Z');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('slot_unavailable');
    expect(busy.json().message_pl).toMatch(/Zespół nie jest dostępny/);
  });

  it('books a held slot: event with attendees, a Meet conference and invites sent by Google', async () => {
    const visitor = uniqueEmail('visitor');
    const res = await book('2026-11-24T12:00:00.000Z', visitor, 'Jan Kowalski');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      start: '2026-11-24T12:00:00.000Z',
      end: '2026-11-24T12:30:00.000Z',
      calendar_status: 'held',
      calendar_provider: 'google-calendar',
      video_link: expect.stringMatching(/^https:\/\/meet\.google\.com\/abc-defg-hi\d$/),
      invites_sent: true,
    });
    const inserts = google.seen.filter((r) => r.method === 'POST' && r.path.endsWith('/events'));
    expect(inserts).toHaveLength(1);
    const insert = inserts[0]!;
    expect(insert.path).toBe(`/calendar/v3/calendars/${encodeURIComponent(CALENDAR_ID)}/events`);
    expect(insert.query.get('conferenceDataVersion')).toBe('1');
    expect(insert.query.get('sendUpdates')).toBe('all');
    expect(insert.headers.authorization).toBe('Bearer ya29.access');
    expect(insert.headers['content-type']).toBe('application/json');
    const event = JSON.parse(insert.body);
    expect(event.start).toEqual({ dateTime: '2026-11-24T12:00:00.000Z', timeZone: 'UTC' });
    expect(event.end).toEqual({ dateTime: '2026-11-24T12:30:00.000Z', timeZone: 'UTC' });
    expect(event.attendees).toEqual([{ email: visitor, displayName: 'Jan Kowalski' }, { email: TEAM }]);
    expect(event.conferenceData.createRequest).toEqual({
      requestId: res.json().id,
      conferenceSolutionKey: { type: 'hangoutsMeet' },
    });
    expect(event.summary).toContain('Jan Kowalski');
    const [row] = await t.db.select().from(demoBookings).where(eq(demoBookings.id, res.json().id));
    expect(row).toMatchObject({
      calendarStatus: 'held',
      calendarProvider: 'google-calendar',
      calendarEventId: expect.stringMatching(/^evt\d+$/),
      videoLink: res.json().video_link,
    });
    // The access token is cached: one exchange for every call so far.
    expect(google.seen.filter((r) => r.path === '/token')).toHaveLength(1);
  });

  it('reads the event again while the Meet conference is still pending', async () => {
    google.state.pendingConference = true;
    const res = await book('2026-11-24T13:00:00.000Z');
    expect(res.statusCode).toBe(201);
    expect(res.json().calendar_status).toBe('held');
    expect(res.json().video_link).toMatch(/^https:\/\/meet\.google\.com\//);
    const eventId = (await t.db.select().from(demoBookings).where(eq(demoBookings.id, res.json().id)))[0]!
      .calendarEventId;
    expect(google.seen.some((r) => r.method === 'GET' && r.path.endsWith(`/events/${eventId}`))).toBe(true);
  });

  it('degrades to working hours and a record-only lead when Google answers 500', async () => {
    google.state.busy = [{ start: '2026-11-23T10:15:00Z', end: '2026-11-23T11:00:00Z' }];
    google.state.mode = 'fail';
    const before = (await t.db.select().from(providerEvents)).length;
    const res = await availability();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ calendar: 'provider', calendar_status: 'unavailable' });
    // Without the team's busy times, the slots are the working hours minus requested ones.
    expect(starts(res)).toContain('2026-11-23T10:00:00.000Z');

    const booked = await book('2026-11-25T09:00:00.000Z');
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      calendar_status: 'record_only',
      calendar_provider: null,
      video_link: null,
      invites_sent: false,
    });
    expect(booked.json().message).toMatch(/confirm it by e-mail/);
    const [row] = await t.db.select().from(demoBookings).where(eq(demoBookings.id, booked.json().id));
    expect(row).toMatchObject({ calendarStatus: 'record_only', status: 'requested', calendarEventId: null });
    const events = (await t.db.select().from(providerEvents)).slice(before);
    expect(events.map((e) => e.kind)).toEqual(['fallback', 'fallback', 'fallback']);
    expect(events.every((e) => e.provider === 'google-calendar')).toBe(true);
    expect(events[2]!.detail).toMatch(
      /demo hold failed, recorded as lead: .*answered 500: INTERNAL: Backend Error/,
    );
  });

  it('degrades to a record-only lead when Google does not answer in time', async () => {
    google.state.mode = 'hang';
    const before = (await t.db.select().from(providerEvents)).length;
    const started = Date.now();
    const booked = await book('2026-11-25T10:00:00.000Z');
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ calendar_status: 'record_only', video_link: null });
    // Two calls (free/busy check, hold), each cut at the 400 ms timeout.
    expect(Date.now() - started).toBeLessThan(10_000);
    const events = (await t.db.select().from(providerEvents)).slice(before);
    expect(events.at(-1)!.detail).toMatch(/demo hold failed, recorded as lead: .*no answer in 400 ms/);
    // The slot is still reserved here.
    google.state.mode = 'ok';
    const again = await book('2026-11-25T10:00:00.000Z');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('slot_unavailable');
  });
});

describe('the Google Calendar adapter', () => {
  let google: Awaited<ReturnType<typeof startGoogle>>;
  beforeAll(async () => {
    google = await startGoogle();
  });
  afterAll(async () => {
    await google.close();
  });
  const range = { from: NOW, to: new Date(NOW.getTime() + 86_400_000) };

  it('types its failures: a refused refresh token or a wrong access token is `auth`, a 500 `http`', async () => {
    const refused = new GoogleCalendarProvider({
      apiBase: `${google.base}/calendar/v3`,
      calendarId: CALENDAR_ID,
      refresh: {
        refreshToken: '1//revoked',
        clientId: 'client-id',
        clientSecret: 'client-secret-0123',
        tokenUrl: `${google.base}/token`,
      },
    });
    const e1 = await refused.freeBusy(range).catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(CalendarProviderError);
    expect(e1).toMatchObject({ kind: 'auth', status: 400 });
    expect((e1 as Error).message).toMatch(/token exchange answered 400: invalid_grant/);

    const wrong = new GoogleCalendarProvider({
      apiBase: `${google.base}/calendar/v3`,
      calendarId: CALENDAR_ID,
      accessToken: 'ya29.wrong',
    });
    const e2 = await wrong.freeBusy(range).catch((e: unknown) => e);
    expect(e2).toMatchObject({ kind: 'auth', status: 401 });
    expect((e2 as Error).message).toMatch(/UNAUTHENTICATED: Invalid Credentials/);

    const fixed = new GoogleCalendarProvider({
      apiBase: `${google.base}/calendar/v3`,
      calendarId: CALENDAR_ID,
      accessToken: 'ya29.access',
    });
    google.state.busy = [{ start: '2026-11-23T10:00:00Z', end: '2026-11-23T11:00:00Z' }];
    expect(await fixed.freeBusy(range)).toEqual([
      { start: new Date('2026-11-23T10:00:00Z'), end: new Date('2026-11-23T11:00:00Z') },
    ]);
    google.state.mode = 'fail';
    const e3 = await fixed.freeBusy(range).catch((e: unknown) => e);
    expect(e3).toMatchObject({ kind: 'http', status: 500 });
    google.state.mode = 'ok';
    const unreachable = new GoogleCalendarProvider({
      apiBase: 'http://127.0.0.1:9/calendar/v3',
      calendarId: CALENDAR_ID,
      accessToken: 'ya29.access',
    });
    expect(await unreachable.freeBusy(range).catch((e: unknown) => e)).toMatchObject({ kind: 'network' });
  });
});

describe('calendar provider configuration', () => {
  it('defaults to the sandbox and refuses Google without a calendar id or credentials', () => {
    expect(testConfig().providers.calendar.provider).toBe('sandbox');
    expect(() => testConfig({ CALENDAR_PROVIDER: 'google' })).toThrow(/GOOGLE_CALENDAR_ID is required/);
    expect(() => testConfig({ CALENDAR_PROVIDER: 'google', GOOGLE_CALENDAR_ID: CALENDAR_ID })).toThrow(
      /GOOGLE_CALENDAR_REFRESH_TOKEN or GOOGLE_CALENDAR_ACCESS_TOKEN is required/,
    );
    expect(() =>
      testConfig({
        CALENDAR_PROVIDER: 'google',
        GOOGLE_CALENDAR_ID: CALENDAR_ID,
        GOOGLE_CALENDAR_REFRESH_TOKEN: 'x',
      }),
    ).toThrow(/GOOGLE_CLIENT_ID is required/);
    expect(() => testConfig({ CALENDAR_PROVIDER: 'outlook' })).toThrow(
      /CALENDAR_PROVIDER must be google or sandbox/,
    );
    const c = testConfig({
      CALENDAR_PROVIDER: 'google',
      GOOGLE_CALENDAR_ID: CALENDAR_ID,
      GOOGLE_CALENDAR_ACCESS_TOKEN: 'ya29.fixed',
    }).providers.calendar;
    expect(c.google).toMatchObject({
      apiBase: 'https://www.googleapis.com/calendar/v3',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      timeoutMs: 8000,
    });
  });
});
