import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarModule } from '../../src/modules/calendar/index.js';
import { notifications } from '../../src/modules/notifications/notifications.schema.js';
import { departments, tenants } from '../../src/modules/tenants/tenants.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';
import { injector, internal, WEEKDAY_HOURS } from './setup.js';

const vcal = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Owner//PL', ...events.flat(), 'END:VCALENDAR', ''].join(
    '\r\n',
  );
const vevent = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20261101T000000Z',
  ...lines,
  'END:VEVENT',
];

/** The owner's diary: Monday 23 Nov 2026 (Warsaw is UTC+1 then). */
const OWNER_ICS = vcal(
  vevent(
    'busy@t',
    'DTSTART;TZID=Europe/Warsaw:20261123T100000',
    'DTEND;TZID=Europe/Warsaw:20261123T120000',
    'SUMMARY:Prywatne',
  ),
  vevent(
    'weekly@t',
    'DTSTART;TZID=Europe/Warsaw:20261116T140000',
    'DTEND;TZID=Europe/Warsaw:20261116T150000',
    'RRULE:FREQ=WEEKLY',
    'EXDATE;TZID=Europe/Warsaw:20261130T140000',
    'SUMMARY:Szkolenie',
  ),
  vevent(
    'weekly@t',
    'RECURRENCE-ID;TZID=Europe/Warsaw:20261207T140000',
    'DTSTART;TZID=Europe/Warsaw:20261207T140000',
    'DTEND;TZID=Europe/Warsaw:20261207T150000',
    'STATUS:CANCELLED',
    'SUMMARY:Szkolenie (odwołane)',
  ),
  vevent('allday@t', 'DTSTART;VALUE=DATE:20261124', 'DTEND;VALUE=DATE:20261125', 'SUMMARY:Urlop'),
  vevent(
    'ny@t',
    'DTSTART;TZID=America/New_York:20261123T100000',
    'DTEND;TZID=America/New_York:20261123T103000',
    'SUMMARY:Call NY',
  ),
  vevent(
    'free@t',
    'DTSTART:20261123T070000Z',
    'DTEND:20261123T080000Z',
    'TRANSP:TRANSPARENT',
    'SUMMARY:Wolne',
  ),
  vevent(
    'cancelled@t',
    'DTSTART:20261123T160000Z',
    'DTEND:20261123T170000Z',
    'STATUS:CANCELLED',
    'SUMMARY:Nie',
  ),
  vevent(
    'lunch@t',
    'DTSTART;TZID=Europe/Warsaw:20200101T123000',
    'DTEND;TZID=Europe/Warsaw:20200101T130000',
    'RRULE:FREQ=DAILY',
    'SUMMARY:Obiad',
  ),
);

/** Local Warsaw time on day `day` of November 2026 (32 = 2 Dec) → UTC ISO. */
const mon = (hhmm: string, day = 23) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, day, h! - 1, m!)).toISOString();
};

describe('calendar truth: synchronised busy times of external calendars', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  let inject: ReturnType<typeof injector>;
  const clock = new ManualClock(new Date('2026-11-21T10:00:00.000Z'));
  /** What each path serves; a function sees the request (validators). */
  const feeds = new Map<
    string,
    (req: IncomingMessage) => { status: number; body?: string; headers?: Record<string, string> } | null
  >();
  const seen: { path: string; ifNoneMatch?: string; ifModifiedSince?: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({
        path: req.url ?? '',
        ifNoneMatch: req.headers['if-none-match'] as string | undefined,
        ifModifiedSince: req.headers['if-modified-since'] as string | undefined,
      });
      const answer = feeds.get(req.url ?? '')?.(req);
      if (answer === null) return; // hang: never answers
      if (!answer) {
        res.writeHead(404);
        res.end();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'text/calendar', ...answer.headers });
      res.end(answer.body ?? '');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
    inject = injector(t);
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  async function openTenant() {
    const a = await createTenantWithOwner(t);
    await t.db
      .update(tenants)
      .set({ openingHours: WEEKDAY_HOURS, slotMinutes: 30, isLive: true })
      .where(eq(tenants.id, a.tenant.id));
    const key = await createApiKey(t, a.tenant.id, { scopes: ['appointments:read', 'appointments:write'] });
    return { ...a, key };
  }

  /** A feed at `path` with an ETag and Last-Modified; answers 304 to a matching If-None-Match. */
  function serve(path: string, body: () => string, etag: () => string) {
    feeds.set(path, (req) => {
      if (req.headers['if-none-match'] === etag()) return { status: 304 };
      return {
        status: 200,
        body: body(),
        headers: { etag: etag(), 'last-modified': 'Sat, 21 Nov 2026 09:00:00 GMT' },
      };
    });
  }

  const starts = (slots: { start: string }[]) => slots.map((s) => s.start);

  it('subtracts busy times (recurring, all-day, time zones, cancelled, transparent) from every surface; bookings on them are 409', async () => {
    const a = await openTenant();
    serve(
      '/owner.ics',
      () => OWNER_ICS,
      () => '"v1"',
    );
    const add = await inject('POST', `/tenants/${a.tenant.id}/calendar/subscriptions`, a.owner.auth, {
      name: 'Google',
      url: `${base}/owner.ics`,
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({
      kind: 'ical',
      department_id: null,
      sync: {
        status: 'ok',
        last_error: null,
        consecutive_failures: 0,
        last_synced_at: '2026-11-21T10:00:00.000Z',
      },
    });
    expect(add.json().sync.busy_times).toBeGreaterThan(300); // the daily lunch for a year

    const expectedMonday = [
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '12:00',
      '13:00',
      '13:30',
      '15:00',
      '15:30',
      '16:30',
      '17:00',
      '17:30',
    ].map((h) => mon(h));

    // Dashboard.
    const dash = await inject(
      'GET',
      `/tenants/${a.tenant.id}/calendar/availability?date=2026-11-23`,
      a.owner.auth,
    );
    expect(dash.statusCode).toBe(200);
    expect(starts(dash.json().slots)).toEqual(expectedMonday);
    expect(dash.json().external_calendars).toEqual([
      {
        id: add.json().id,
        name: 'Google',
        synced_at: '2026-11-21T10:00:00.000Z',
        age_seconds: 0,
        stale: false,
      },
    ]);
    // v2.
    const v2 = await inject('GET', '/v2/availability?date=2026-11-23', a.key.auth);
    expect(v2.statusCode).toBe(200);
    expect(starts(v2.json().slots)).toEqual(expectedMonday);
    // The all-day event closes Tuesday; EXDATE and a cancelled occurrence free 14:00 on 30 Nov and 7 Dec.
    expect((await inject('GET', '/v2/availability?date=2026-11-24', a.key.auth)).json().slots).toEqual([]);
    for (const day of ['2026-11-30', '2026-12-07']) {
      const s = starts((await inject('GET', `/v2/availability?date=${day}`, a.key.auth)).json().slots);
      const d = Number(day.slice(8)) + (day.slice(5, 7) === '12' ? 30 : 0); // days of November (Date.UTC rolls over)
      expect(s).toContain(mon('14:00', d));
      expect(s).not.toContain(mon('12:30', d)); // the daily lunch, started in 2020
    }
    expect(
      starts((await inject('GET', '/v2/availability?date=2026-12-14', a.key.auth)).json().slots),
    ).not.toContain(mon('14:00', 44));
    // MCP (stateless JSON-RPC over HTTP).
    const mcp = await t.app.inject({
      method: 'POST',
      url: '/v2/mcp',
      headers: {
        ...a.key.auth,
        accept: 'application/json, text/event-stream',
        'content-type': 'application/json',
      },
      payload: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_availability', arguments: { date: '2026-11-23' } },
      },
    });
    expect(mcp.statusCode).toBe(200);
    const structured = mcp.json().result.structuredContent;
    expect(starts(structured.slots)).toEqual(expectedMonday);
    // The receptionist's tools.
    const tool = await inject('POST', '/internal/tools/calendar.availability', internal, {
      tenant_id: a.tenant.id,
      date: '2026-11-23',
    });
    expect(tool.statusCode).toBe(200);
    expect(tool.json().slots).toEqual(expectedMonday);

    // Bookings on an external busy time: 409 slot_unavailable everywhere.
    const dashBook = await inject('POST', `/tenants/${a.tenant.id}/calendar/appointments`, a.owner.auth, {
      start_time: mon('10:30'),
      patient_name: 'Jan Kowalski',
    });
    expect(dashBook.statusCode).toBe(409);
    expect(JSON.stringify(dashBook.json())).toContain('slot_unavailable');
    const v2Book = await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...a.key.auth, 'idempotency-key': 'ext-busy-1' },
      payload: { start_time: mon('14:15'), duration_minutes: 30, patient_name: 'Anna' },
    });
    expect(v2Book.statusCode).toBe(409);
    expect(v2Book.json().error.code).toBe('slot_unavailable');
    expect(v2Book.json().error.message).toContain('Google');
    const voiceBook = await inject('POST', '/internal/tools/calendar.book', internal, {
      tenant_id: a.tenant.id,
      start: mon('16:00'),
      name: 'Ewa',
    });
    expect(voiceBook.json()).toEqual({ ok: false, reason: 'slot_unavailable' });
    // All day Tuesday.
    const tue = await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...a.key.auth, 'idempotency-key': 'ext-busy-2' },
      payload: { start_time: mon('09:00', 24), patient_name: 'Anna' },
    });
    expect(tue.statusCode).toBe(409);
    // A free slot still books; moving it onto a busy time is refused.
    const ok = await inject('POST', `/tenants/${a.tenant.id}/calendar/appointments`, a.owner.auth, {
      start_time: mon('13:00'),
      patient_name: 'Jan Kowalski',
    });
    expect(ok.statusCode).toBe(201);
    const move = await inject(
      'PATCH',
      `/tenants/${a.tenant.id}/calendar/appointments/${ok.json().id}`,
      a.owner.auth,
      { start_time: mon('11:00') },
    );
    expect(move.statusCode).toBe(409);

    // The calendar view shows the stored busy times, transparent and cancelled ones left out.
    const view = (
      await inject(
        'GET',
        `/tenants/${a.tenant.id}/calendar/appointments?from=${mon('00:00')}&to=${mon('23:59')}`,
        a.owner.auth,
      )
    ).json();
    expect(view.events.map((e: { title: string }) => e.title)).toEqual([
      'Prywatne',
      'Obiad',
      'Jan Kowalski',
      'Szkolenie',
      'Call NY',
    ]);
    expect(view.sources[1]).toMatchObject({
      name: 'Google',
      status: 'ok',
      synced_at: '2026-11-21T10:00:00.000Z',
    });

    // Removing the calendar frees its times at once.
    expect(
      (
        await inject(
          'DELETE',
          `/tenants/${a.tenant.id}/calendar/subscriptions/${add.json().id}`,
          a.owner.auth,
        )
      ).statusCode,
    ).toBe(204);
    const after = (await inject('GET', '/v2/availability?date=2026-11-23', a.key.auth)).json();
    expect(starts(after.slots)).toContain(mon('10:30'));
    expect(after.external_calendars).toEqual([]);
  });

  it('re-reads with conditional requests on a schedule and on demand; a changed feed replaces the busy times', async () => {
    const a = await openTenant();
    let version = 1;
    let body = vcal(vevent('e1@t', 'DTSTART:20261123T090000Z', 'DTEND:20261123T100000Z', 'SUMMARY:A'));
    serve(
      '/cond.ics',
      () => body,
      () => `"c${version}"`,
    );
    const sub = (
      await inject('POST', `/tenants/${a.tenant.id}/calendar/subscriptions`, a.owner.auth, {
        name: 'Outlook',
        url: `${base}/cond.ics`,
      })
    ).json();
    expect(sub.sync.next_sync_at).toBe('2026-11-21T10:15:00.000Z');
    const reads = () => seen.filter((s) => s.path === '/cond.ics');
    expect(reads()[0]!.ifNoneMatch).toBeUndefined();

    // On demand: conditional, the server says 304; the state is fresh, the busy times kept.
    clock.advance(60_000);
    const now = await inject(
      'POST',
      `/tenants/${a.tenant.id}/calendar/subscriptions/${sub.id}/sync`,
      a.owner.auth,
    );
    expect(now.statusCode).toBe(200);
    expect(reads().at(-1)).toMatchObject({
      ifNoneMatch: '"c1"',
      ifModifiedSince: 'Sat, 21 Nov 2026 09:00:00 GMT',
    });
    expect(now.json().sync).toMatchObject({
      status: 'ok',
      last_synced_at: '2026-11-21T10:01:00.000Z',
      busy_times: 1,
    });
    expect(
      starts((await inject('GET', '/v2/availability?date=2026-11-23', a.key.auth)).json().slots),
    ).not.toContain('2026-11-23T09:00:00.000Z');

    // The owner moves the event; the scheduled job picks it up when due (not before).
    body = vcal(vevent('e1@t', 'DTSTART:20261123T130000Z', 'DTEND:20261123T140000Z', 'SUMMARY:A'));
    version = 2;
    const job = calendarModule.jobs!(t.platform)[0]!;
    const before = reads().length;
    await job.run(clock.now());
    expect(reads().length).toBe(before); // not due yet
    clock.advance(15 * 60_000);
    await job.run(clock.now());
    expect(reads().length).toBe(before + 1);
    const slots = starts((await inject('GET', '/v2/availability?date=2026-11-23', a.key.auth)).json().slots);
    expect(slots).toContain('2026-11-23T09:00:00.000Z');
    expect(slots).not.toContain('2026-11-23T13:00:00.000Z');
    const list = (await inject('GET', `/tenants/${a.tenant.id}/calendar/subscriptions`, a.owner.auth)).json();
    expect(list[0].sync).toMatchObject({
      status: 'ok',
      last_synced_at: '2026-11-21T10:16:00.000Z',
      age_seconds: 0,
    });
  });

  it('a booking re-checks the calendar for its slot: an event the owner just added wins the race, a hanging calendar does not block', async () => {
    const a = await openTenant();
    let body = vcal(vevent('r1@t', 'DTSTART:20261123T090000Z', 'DTEND:20261123T100000Z', 'SUMMARY:R'));
    let version = 1;
    let hang = false;
    feeds.set('/race.ics', (req) => {
      if (hang) return null;
      if (req.headers['if-none-match'] === `"r${version}"`) return { status: 304 };
      return { status: 200, body, headers: { etag: `"r${version}"` } };
    });
    await inject('POST', `/tenants/${a.tenant.id}/calendar/subscriptions`, a.owner.auth, {
      name: 'Race',
      url: `${base}/race.ics`,
    });
    // The owner adds 14:00–15:00 UTC in their calendar; our stored copy does not know it yet.
    body = vcal(
      vevent('r1@t', 'DTSTART:20261123T090000Z', 'DTEND:20261123T100000Z', 'SUMMARY:R'),
      vevent('r2@t', 'DTSTART:20261123T140000Z', 'DTEND:20261123T150000Z', 'SUMMARY:Nowe'),
    );
    version = 2;
    expect(
      starts((await inject('GET', '/v2/availability?date=2026-11-23', a.key.auth)).json().slots),
    ).toContain('2026-11-23T14:00:00.000Z');
    clock.advance(60_000); // the stored copy is more than 30 s old: a booking re-reads it
    const race = await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...a.key.auth, 'idempotency-key': 'race-1' },
      payload: { start_time: '2026-11-23T14:00:00Z', patient_name: 'Spóźniony' },
    });
    expect(race.statusCode).toBe(409);
    expect(race.json().error.code).toBe('slot_unavailable');
    // A re-read within the last 30 s is not repeated (no hammering during one call).
    const n = seen.filter((r) => r.path === '/race.ics').length;
    expect(
      (
        await inject('POST', '/internal/tools/calendar.book', internal, {
          tenant_id: a.tenant.id,
          start: '2026-11-23T14:30:00Z',
          name: 'Ewa',
        })
      ).json(),
    ).toEqual({ ok: false, reason: 'slot_unavailable' });
    expect(seen.filter((r) => r.path === '/race.ics').length).toBe(n);
    // A calendar that hangs delays a booking by at most the bounded re-check, then the stored times decide.
    hang = true;
    clock.advance(60_000);
    const started = Date.now();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...a.key.auth, 'idempotency-key': 'race-2' },
      payload: { start_time: '2026-11-23T12:00:00Z', patient_name: 'Cierpliwy' },
    });
    expect(ok.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(4500);
  }, 30_000);

  it('availability never waits on a slow calendar; failing reads keep the last busy times and notify after 3', async () => {
    const a = await openTenant();
    let mode: 'ok' | 'fail' | 'hang' = 'ok';
    feeds.set('/flaky.ics', () => {
      if (mode === 'hang') return null;
      if (mode === 'fail') return { status: 503 };
      return {
        status: 200,
        body: vcal(vevent('f@t', 'DTSTART:20261123T090000Z', 'DTEND:20261123T100000Z', 'SUMMARY:F')),
      };
    });
    const sub = (
      await inject('POST', `/tenants/${a.tenant.id}/calendar/subscriptions`, a.owner.auth, {
        name: 'Practice',
        url: `${base}/flaky.ics`,
      })
    ).json();
    mode = 'hang';
    const job = calendarModule.jobs!(t.platform)[0]!;
    clock.advance(15 * 60_000);
    const hanging = job.run(clock.now()); // reads the hanging feed (5 s timeout) meanwhile
    const started = Date.now();
    const avail = await inject('GET', '/v2/availability?date=2026-11-23', a.key.auth);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(starts(avail.json().slots)).not.toContain('2026-11-23T09:00:00.000Z');
    await hanging;
    const afterHang = (
      await inject('GET', `/tenants/${a.tenant.id}/calendar/subscriptions`, a.owner.auth)
    ).json()[0];
    expect(afterHang.sync).toMatchObject({
      status: 'error',
      consecutive_failures: 1,
      last_error: 'timed out',
    });

    mode = 'fail';
    const sync = () =>
      inject('POST', `/tenants/${a.tenant.id}/calendar/subscriptions/${sub.id}/sync`, a.owner.auth);
    expect((await sync()).json().sync).toMatchObject({
      status: 'error',
      consecutive_failures: 2,
      last_error: 'HTTP 503',
    });
    const notices = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.tenantId, a.tenant.id), eq(notifications.kind, 'calendar_sync_failed')));
    expect(await notices()).toHaveLength(0);
    await sync();
    await sync();
    const n = await notices();
    expect(n).toHaveLength(1);
    expect(n[0]!.title).toContain('Practice');
    expect(n[0]!.data).toMatchObject({ subscription_id: sub.id, failures: 3 });
    // Still the last good busy times, now reported stale.
    const stale = (await inject('GET', '/v2/availability?date=2026-11-23', a.key.auth)).json();
    expect(starts(stale.slots)).not.toContain('2026-11-23T09:00:00.000Z');
    expect(stale.external_calendars[0]).toMatchObject({ name: 'Practice', stale: true });
    // Recovery clears the error; a new streak notifies again.
    mode = 'ok';
    expect((await sync()).json().sync).toMatchObject({
      status: 'ok',
      consecutive_failures: 0,
      last_error: null,
    });
    mode = 'fail';
    await sync();
    await sync();
    await sync();
    expect(await notices()).toHaveLength(2);
  }, 30_000);

  it('a calendar mapped to a department blocks that department only; an unmapped one blocks all', async () => {
    const a = await openTenant();
    const b = await openTenant();
    const [dentist, hygienist] = await t.db
      .insert(departments)
      .values([
        { tenantId: a.tenant.id, name: 'Dentysta' },
        { tenantId: a.tenant.id, name: 'Higienistka' },
      ])
      .returning();
    const [otherDept] = await t.db
      .insert(departments)
      .values({ tenantId: b.tenant.id, name: 'Obcy' })
      .returning();
    feeds.set('/dentist.ics', () => ({
      status: 200,
      body: vcal(vevent('d@t', 'DTSTART:20261123T090000Z', 'DTEND:20261123T100000Z', 'SUMMARY:D')),
    }));
    feeds.set('/all.ics', () => ({
      status: 200,
      body: vcal(vevent('x@t', 'DTSTART:20261123T150000Z', 'DTEND:20261123T160000Z', 'SUMMARY:X')),
    }));
    const url = `/tenants/${a.tenant.id}/calendar/subscriptions`;
    expect(
      (
        await inject('POST', url, a.owner.auth, {
          name: 'D',
          url: `${base}/dentist.ics`,
          department_id: otherDept!.id,
        })
      ).statusCode,
    ).toBe(422);
    const dsub = await inject('POST', url, a.owner.auth, {
      name: 'D',
      url: `${base}/dentist.ics`,
      department_id: dentist!.id,
    });
    expect(dsub.json().department_id).toBe(dentist!.id);
    await inject('POST', url, a.owner.auth, { name: 'All', url: `${base}/all.ics` });

    const day = async (dept?: string) =>
      starts(
        (
          await inject(
            'GET',
            `/v2/availability?date=2026-11-23${dept ? `&department_id=${dept}` : ''}`,
            a.key.auth,
          )
        ).json().slots,
      );
    const dentistDay = await day(dentist!.id);
    expect(dentistDay).not.toContain('2026-11-23T09:00:00.000Z');
    expect(dentistDay).not.toContain('2026-11-23T15:00:00.000Z');
    const hygDay = await day(hygienist!.id);
    expect(hygDay).toContain('2026-11-23T09:00:00.000Z');
    expect(hygDay).not.toContain('2026-11-23T15:00:00.000Z');
    const general = await day();
    expect(general).toContain('2026-11-23T09:00:00.000Z');
    expect(general).not.toContain('2026-11-23T15:00:00.000Z');
    // Booking the hygienist at 10:00 Warsaw is fine, the dentist not.
    const book = (dept: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/appointments',
        headers: { ...a.key.auth, 'idempotency-key': key },
        payload: { start_time: '2026-11-23T09:00:00Z', patient_name: 'P', department_id: dept },
      });
    expect((await book(dentist!.id, 'dep-1')).statusCode).toBe(409);
    expect((await book(hygienist!.id, 'dep-2')).statusCode).toBe(201);

    // Remapping applies at once.
    const patched = await inject('PATCH', `${url}/${dsub.json().id}`, a.owner.auth, {
      department_id: hygienist!.id,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().department_id).toBe(hygienist!.id);
    expect(await day(dentist!.id)).toContain('2026-11-23T09:00:00.000Z');

    // Tenant isolation: B's owner gets 404 for A's calendars on every route; A's ids under B's tenant too.
    const id = dsub.json().id;
    for (const [method, path, body] of [
      ['PATCH', `${url}/${id}`, { name: 'x' }],
      ['POST', `${url}/${id}/sync`, undefined],
      ['DELETE', `${url}/${id}`, undefined],
      ['PATCH', `/tenants/${b.tenant.id}/calendar/subscriptions/${id}`, { name: 'x' }],
      ['POST', `/tenants/${b.tenant.id}/calendar/subscriptions/${id}/sync`, undefined],
      ['DELETE', `/tenants/${b.tenant.id}/calendar/subscriptions/${id}`, undefined],
    ] as const) {
      expect((await inject(method, path, b.owner.auth, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect(
      (await inject('GET', `/tenants/${b.tenant.id}/calendar/subscriptions`, b.owner.auth)).json(),
    ).toEqual([]);
    // B's availability is not blocked by A's calendars.
    expect(
      starts((await inject('GET', '/v2/availability?date=2026-11-23', b.key.auth)).json().slots),
    ).toContain('2026-11-23T15:00:00.000Z');
  });
});
