import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarBusyTimes, calendarConnections } from '../../src/modules/calendar/calendar.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';
import { LocalGraphServer } from '../helpers/graph-server.js';
import { drainOutbox } from '../helpers/outbox.js';
import { injector, randomMobile, WEEKDAY_HOURS } from './setup.js';

const REDIRECT = 'https://app.recepcja.example/calendar/microsoft/callback';

/**
 * A tenant's Microsoft 365 / Outlook calendar connected by OAuth, against a local server speaking
 * the Microsoft identity platform and Graph v1.0: the same routes and sync as Google's
 * (test/calls/calendar-google.test.ts), here with Graph's own ways: `delta` answers that carry
 * no extended properties (our events are known by the ids we wrote), removals as `@removed`,
 * all-day events as UTC dates.
 */
describe('Microsoft 365 / Outlook calendar of a tenant (OAuth, Graph)', () => {
  let t: TestApp;
  let inject: ReturnType<typeof injector>;
  let ms: LocalGraphServer;
  const clock = new ManualClock(new Date('2026-11-21T10:00:00.000Z'));

  beforeAll(async () => {
    ms = await new LocalGraphServer().start();
    t = await createTestApp({
      clock,
      env: {
        MICROSOFT_CLIENT_ID: ms.clientId,
        MICROSOFT_CLIENT_SECRET: ms.clientSecret,
        MICROSOFT_AUTHORITY: ms.authority,
        MICROSOFT_GRAPH_BASE: ms.graphBase,
      },
    });
    inject = injector(t);
  });
  afterAll(async () => {
    await t?.close();
    await ms?.stop();
  });

  async function tenant() {
    const a = await createTenantWithOwner(t);
    await t.db
      .update(tenants)
      .set({ openingHours: WEEKDAY_HOURS, slotMinutes: 30 })
      .where(eq(tenants.id, a.tenant.id));
    const key = await createApiKey(t, a.tenant.id, { scopes: ['appointments:read', 'appointments:write'] });
    const calendarId = ms.addCalendar({ name: `Gabinet ${a.tenant.id.slice(0, 4)}` });
    let n = 0;
    const book = (start: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/appointments',
        headers: { ...key.auth, 'idempotency-key': `${a.tenant.id}-${n++}` },
        payload: { start_time: start, patient_name: `Pacjent ${n}`, patient_phone: randomMobile() },
      });
    return { ...a, key, calendarId, book, base: `/tenants/${a.tenant.id}/calendar` };
  }
  type Tenant = Awaited<ReturnType<typeof tenant>>;

  const sync = async (a: Tenant, sub: string) => {
    const r = await inject('POST', `${a.base}/subscriptions/${sub}/sync`, a.owner.auth);
    expect(r.statusCode).toBe(200);
    return r.json();
  };
  const slots = async (a: Tenant, date: string) =>
    (
      (await inject('GET', `/v2/availability?date=${date}`, a.key.auth)).json().slots as { start: string }[]
    ).map((s) => s.start);
  const detail = async (a: Tenant, id: string) =>
    (await inject('GET', `${a.base}/appointments/${id}`, a.owner.auth)).json();
  /** Our event of appointment `id` in Outlook, by the key we wrote into its extended property. */
  const ours = (a: Tenant, id: string) =>
    ms.liveEvents(a.calendarId).find((e) => e.extended.some((p) => p.value === id));

  it('connects by consent, blocks busy and all-day times, writes bookings, and follows the owner’s moves and deletions', async () => {
    const a = await tenant();
    const b = await tenant();
    ms.addEvent(a.calendarId, {
      subject: 'Szkolenie',
      start: new Date('2026-11-23T09:00:00Z'),
      end: new Date('2026-11-23T10:00:00Z'),
    });
    ms.addEvent(a.calendarId, {
      subject: 'Może',
      start: new Date('2026-11-23T11:00:00Z'),
      end: new Date('2026-11-23T12:00:00Z'),
      showAs: 'free',
    });
    // Graph gives an all-day event as UTC midnights: 24 November is the owner's day in Warsaw.
    const holiday = ms.addEvent(a.calendarId, {
      subject: 'Urlop',
      start: new Date('2026-11-24T00:00:00Z'),
      end: new Date('2026-11-25T00:00:00Z'),
      isAllDay: true,
    });

    // Consent: the identity platform's authorize address, the code exchanged, tokens sealed.
    const start = await inject('POST', `${a.base}/oauth/microsoft/start`, a.owner.auth, {
      redirect_uri: REDIRECT,
    });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json().authorization_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${ms.authority}/oauth2/v2.0/authorize`);
    expect(url.searchParams.get('client_id')).toBe(ms.clientId);
    expect(url.searchParams.get('scope')).toContain('Calendars.ReadWrite');
    expect(url.searchParams.get('scope')).toContain('offline_access');
    const state = start.json().state as string;
    const done = await inject('POST', `${a.base}/oauth/microsoft/complete`, a.owner.auth, {
      code: ms.issueCode(REDIRECT),
      state,
    });
    expect(done.statusCode).toBe(201);
    expect(done.json().connection).toMatchObject({ provider: 'microsoft', account: ms.me.mail });
    expect(done.json().calendars).toContainEqual(
      expect.objectContaining({ id: a.calendarId, can_write: true }),
    );
    const connectionId = done.json().connection.id as string;
    const [conn] = await t.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.id, connectionId));
    expect(conn!.kind).toBe('microsoft');
    expect(conn!.refreshTokenSealed).toMatch(/^v1:/);
    // Another tenant cannot use the state, nor see or pick from the connection.
    const foreign = await inject('POST', `${b.base}/oauth/microsoft/complete`, b.owner.auth, {
      code: ms.issueCode(REDIRECT),
      state,
    });
    expect(foreign.statusCode).toBe(400);
    for (const [method, path] of [
      ['GET', `${b.base}/connections/${connectionId}/calendars`],
      ['DELETE', `${b.base}/connections/${connectionId}`],
    ] as const)
      expect((await inject(method, path, b.owner.auth)).statusCode, `${method} ${path}`).toBe(404);

    const pick = await inject('POST', `${a.base}/connections/${connectionId}/calendars`, a.owner.auth, {
      calendars: [{ id: a.calendarId, name: 'Outlook' }],
    });
    expect(pick.statusCode).toBe(201);
    const sub = pick.json()[0].id as string;
    expect(pick.json()[0]).toMatchObject({ kind: 'microsoft', sync: { status: 'ok' } });

    // Busy in Outlook: not offered, booking it is a 409; `free` does not block.
    const monday = await slots(a, '2026-11-23');
    expect(monday).not.toContain('2026-11-23T09:00:00.000Z');
    expect(monday).toContain('2026-11-23T11:00:00.000Z');
    const refused = await a.book('2026-11-23T09:30:00Z');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('slot_unavailable');
    // The all-day event covers the owner's whole 24 November in Warsaw, from local midnight.
    expect(await slots(a, '2026-11-24')).toEqual([]);
    const [allDay] = await t.db.select().from(calendarBusyTimes).where(eq(calendarBusyTimes.uid, holiday));
    expect(allDay).toMatchObject({
      allDay: true,
      startAt: new Date('2026-11-23T23:00:00.000Z'),
      endAt: new Date('2026-11-24T23:00:00.000Z'),
    });

    // A booking here becomes an Outlook event carrying our key, through the outbox.
    const x = (await a.book('2026-11-23T12:00:00Z')).json().id as string;
    const y = (await a.book('2026-11-23T13:00:00Z')).json().id as string;
    await drainOutbox(t);
    expect(ours(a, x)).toMatchObject({ start: new Date('2026-11-23T12:00:00.000Z') });
    expect(ours(a, y)).toBeDefined();
    // Read back through delta (no extended properties there): our events are not busy times.
    expect((await sync(a, sub)).sync).toMatchObject({ status: 'ok', busy_times: 2 });

    // The owner drags one of our events and deletes the other in Outlook: moved and cancelled here.
    ms.moveEvent(
      a.calendarId,
      ours(a, x)!.id,
      new Date('2026-11-23T15:00:00Z'),
      new Date('2026-11-23T15:30:00Z'),
    );
    ms.removeEvent(a.calendarId, ours(a, y)!.id);
    const before = ms.requests.length;
    expect((await sync(a, sub)).sync).toMatchObject({ status: 'ok', busy_times: 2 });
    expect(ms.requests.slice(before).some((r) => r.path.endsWith('/delta'))).toBe(true);
    const moved = await detail(a, x);
    expect(moved).toMatchObject({ start_time: '2026-11-23T15:00:00.000Z', status: 'scheduled' });
    expect(moved.history).toMatchObject([{ action: 'moved', source: 'calendar', source_name: 'Outlook' }]);
    const cancelled = await detail(a, y);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history).toMatchObject([{ action: 'cancelled', source: 'calendar' }]);
    // The moved appointment holds 15:00 now; 12:00 is free again.
    const after = await slots(a, '2026-11-23');
    expect(after).toContain('2026-11-23T12:00:00.000Z');
    expect(after).not.toContain('2026-11-23T15:00:00.000Z');

    // Cancelled here: the event is deleted in Outlook.
    expect((await inject('POST', `${a.base}/appointments/${x}/cancel`, a.owner.auth)).statusCode).toBe(200);
    await drainOutbox(t);
    expect(ours(a, x)).toBeUndefined();
  }, 60_000);
});
