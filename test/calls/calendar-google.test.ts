import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarBusyTimes,
  calendarConnections,
  calendarEventLinks,
  calendarSubscriptions,
} from '../../src/modules/calendar/calendar.schema.js';
import { notifications } from '../../src/modules/notifications/notifications.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { createGoogleCalendarApi, googleEventId } from '../../src/providers/calendar/google-tenant.js';
import { RemoteCalendarError } from '../../src/providers/calendar/remote.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';
import { FakeGoogleCalendar } from '../helpers/google-calendar-server.js';
import { drainOutbox } from '../helpers/outbox.js';
import { injector, randomMobile, WEEKDAY_HOURS } from './setup.js';

const REDIRECT = 'https://app.recepcja.example/calendar/google/callback';

/**
 * A tenant's Google Calendar connected by OAuth, against a local server speaking Google's OAuth
 * token endpoint and Calendar API v3: connecting, busy times, our bookings written as events,
 * the owner's changes there coming back, sync tokens and a revoked consent.
 */
describe('Google Calendar of a tenant (OAuth)', () => {
  let t: TestApp;
  let inject: ReturnType<typeof injector>;
  let g: FakeGoogleCalendar;
  const clock = new ManualClock(new Date('2026-11-21T10:00:00.000Z'));

  beforeAll(async () => {
    g = await new FakeGoogleCalendar().start();
    t = await createTestApp({ clock, env: g.env });
    inject = injector(t);
  });
  afterAll(async () => {
    await t?.close();
    await g?.stop();
  });

  /** A tenant with an API key, and its own calendar at the fake Google (`calendarId`). */
  async function tenant() {
    const a = await createTenantWithOwner(t);
    await t.db
      .update(tenants)
      .set({ openingHours: WEEKDAY_HOURS, slotMinutes: 30 })
      .where(eq(tenants.id, a.tenant.id));
    const key = await createApiKey(t, a.tenant.id, { scopes: ['appointments:read', 'appointments:write'] });
    const calendarId = `c${a.tenant.id.replace(/-/g, '')}@group.calendar.google.com`;
    g.addCalendar(calendarId, `Gabinet ${a.tenant.id.slice(0, 4)}`, 'owner');
    let n = 0;
    const book = (start: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/appointments',
        headers: { ...key.auth, 'idempotency-key': `${a.tenant.id}-${n++}` },
        payload: { start_time: start, patient_name: `Pacjent ${n}`, patient_phone: randomMobile() },
      });
    const base = `/tenants/${a.tenant.id}/calendar`;
    return { ...a, key, calendarId, book, base };
  }

  /** The owner's consent, through our three routes; answers the connection id and the new calendar. */
  async function connect(a: Awaited<ReturnType<typeof tenant>>) {
    const start = await inject('POST', `${a.base}/oauth/google/start`, a.owner.auth, {
      redirect_uri: REDIRECT,
    });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json().authorization_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${g.base}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: g.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      state: start.json().state,
    });
    expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/calendar');
    const { code, state } = g.consent(url.href);
    const done = await inject('POST', `${a.base}/oauth/google/complete`, a.owner.auth, { code, state });
    expect(done.statusCode).toBe(201);
    const body = done.json();
    expect(body.connection).toMatchObject({ provider: 'google', account: g.account });
    expect(body.calendars).toContainEqual({
      id: a.calendarId,
      name: expect.any(String),
      primary: false,
      can_write: true,
      time_zone: 'Europe/Warsaw',
    });
    expect(body.calendars).toContainEqual(
      expect.objectContaining({ id: 'holidays@group.v.calendar.google.com', can_write: false }),
    );
    const connectionId = body.connection.id as string;
    // The tokens are stored sealed.
    const [conn] = await t.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.id, connectionId));
    expect(conn!.refreshTokenSealed).toMatch(/^v1:/);
    expect(conn!.refreshTokenSealed).not.toContain('refresh');
    const pick = await inject('POST', `${a.base}/connections/${connectionId}/calendars`, a.owner.auth, {
      calendars: [{ id: a.calendarId, name: 'Gabinet' }],
    });
    expect(pick.statusCode).toBe(201);
    const sub = pick.json()[0];
    expect(sub).toMatchObject({ kind: 'google', name: 'Gabinet', sync: { status: 'ok' } });
    return { connectionId, sub: sub.id as string, code, state };
  }

  const sync = async (a: Awaited<ReturnType<typeof tenant>>, sub: string) => {
    const r = await inject('POST', `${a.base}/subscriptions/${sub}/sync`, a.owner.auth);
    expect(r.statusCode).toBe(200);
    return r.json();
  };
  const detail = async (a: Awaited<ReturnType<typeof tenant>>, id: string) => {
    const r = await inject('GET', `${a.base}/appointments/${id}`, a.owner.auth);
    expect(r.statusCode).toBe(200);
    return r.json();
  };
  const slots = async (a: Awaited<ReturnType<typeof tenant>>, date: string) =>
    (
      (await inject('GET', `/v2/availability?date=${date}`, a.key.auth)).json().slots as { start: string }[]
    ).map((s) => s.start);

  it('connects by consent, blocks busy times, writes bookings and mirrors the owner’s changes', async () => {
    const a = await tenant();
    const b = await tenant();
    g.ownerPut(a.calendarId, { id: 'owner1', start: '2026-11-23T09:00:00Z', end: '2026-11-23T10:00:00Z' });
    g.ownerPut(a.calendarId, {
      id: 'free1',
      start: '2026-11-23T11:00:00Z',
      end: '2026-11-23T12:00:00Z',
      transparent: true,
    });
    const { connectionId, sub, code, state } = await connect(a);

    // The state is bound to the tenant and user; a code is used once.
    const again = await inject('POST', `${a.base}/oauth/google/complete`, a.owner.auth, { code, state });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('oauth_failed');
    const foreign = await inject('POST', `${b.base}/oauth/google/complete`, b.owner.auth, {
      code: 'x',
      state,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('invalid_oauth_state');
    // Another tenant's ids on every new route: 404.
    for (const [method, url, body] of [
      ['POST', `${a.base}/oauth/google/start`, { redirect_uri: REDIRECT }],
      ['POST', `${a.base}/oauth/google/complete`, { code: 'x', state }],
      ['GET', `${a.base}/connections/${connectionId}/calendars`, undefined],
      ['POST', `${a.base}/connections/${connectionId}/calendars`, { calendars: [{ id: a.calendarId }] }],
      ['DELETE', `${a.base}/connections/${connectionId}`, undefined],
      ['GET', `${b.base}/connections/${connectionId}/calendars`, undefined],
      ['POST', `${b.base}/connections/${connectionId}/calendars`, { calendars: [{ id: a.calendarId }] }],
      ['DELETE', `${b.base}/connections/${connectionId}`, undefined],
    ] as const)
      expect((await inject(method, url, b.owner.auth, body)).statusCode, `${method} ${url}`).toBe(404);
    // The same calendar twice: 409; a calendar not of the account: 422.
    const twice = await inject('POST', `${a.base}/connections/${connectionId}/calendars`, a.owner.auth, {
      calendars: [{ id: a.calendarId }],
    });
    expect(twice.statusCode).toBe(409);
    const unknown = await inject('POST', `${a.base}/connections/${connectionId}/calendars`, a.owner.auth, {
      calendars: [{ id: 'nope@example.com' }],
    });
    expect(unknown.statusCode).toBe(422);
    const listed = await inject('GET', `${a.base}/connections/${connectionId}/calendars`, a.owner.auth);
    expect(listed.statusCode).toBe(200);

    // Busy in Google: not offered, a booking there is a 409; a free event does not block.
    const monday = await slots(a, '2026-11-23');
    expect(monday).not.toContain('2026-11-23T09:00:00.000Z');
    expect(monday).not.toContain('2026-11-23T09:30:00.000Z');
    expect(monday).toContain('2026-11-23T11:00:00.000Z');
    const refused = await a.book('2026-11-23T09:30:00Z');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('slot_unavailable');
    // An event created in Google just now (not read yet) is seen by the booking's own slot check.
    g.ownerPut(a.calendarId, { id: 'owner2', start: '2026-11-23T14:00:00Z', end: '2026-11-23T15:00:00Z' });
    const late = await a.book('2026-11-23T14:00:00Z');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('slot_unavailable');

    // A booking here becomes an event there (with our key), through the outbox; a retry makes no second one.
    const booked = await a.book('2026-11-23T12:00:00Z');
    expect(booked.statusCode).toBe(201);
    const x = booked.json().id as string;
    await drainOutbox(t);
    const ours = g.ourEvent(a.calendarId, x);
    expect(ours).toMatchObject({
      id: googleEventId(x),
      start: { dateTime: '2026-11-23T12:00:00.000Z' },
      end: { dateTime: '2026-11-23T12:30:00.000Z' },
      transparency: 'opaque',
    });
    expect(ours!.summary).toContain('Pacjent');
    await t.platform.outbox.enqueue(t.db, {
      topic: 'calendar.push',
      tenantId: a.tenant.id,
      payload: { tenant_id: a.tenant.id, appointment_id: x },
    });
    await t.db.delete(calendarEventLinks).where(eq(calendarEventLinks.appointmentId, x));
    await drainOutbox(t); // no link: an insert again, answered 409 duplicate, read as success
    expect(
      g.events(a.calendarId).filter((e) => e.extendedProperties?.private?.recepcjaKey === x),
    ).toHaveLength(1);

    // Read back, our event is not a busy time (only owner1 and owner2 are).
    const state1 = await sync(a, sub);
    expect(state1.sync).toMatchObject({ status: 'ok', busy_times: 2 });

    // Moved here: the event moves; cancelled here: the event is deleted.
    const moved = await inject('PATCH', `${a.base}/appointments/${x}`, a.owner.auth, {
      start_time: '2026-11-23T12:30:00Z',
    });
    expect(moved.statusCode).toBe(200);
    await drainOutbox(t);
    expect(g.ourEvent(a.calendarId, x)?.start.dateTime).toBe('2026-11-23T12:30:00.000Z');
    expect((await inject('POST', `${a.base}/appointments/${x}/cancel`, a.owner.auth)).statusCode).toBe(200);
    await drainOutbox(t);
    expect(g.ourEvent(a.calendarId, x)).toBeUndefined();

    // The owner deletes one of our events and moves another in Google: cancelled and moved here.
    const y = (await a.book('2026-11-23T13:00:00Z')).json().id as string;
    const z = (await a.book('2026-11-23T15:00:00Z')).json().id as string;
    await drainOutbox(t);
    await sync(a, sub);
    g.ownerDelete(a.calendarId, googleEventId(y));
    g.ownerMove(a.calendarId, googleEventId(z), '2026-11-23T16:00:00.000Z', '2026-11-23T16:30:00.000Z');
    // The owner's own event moves away: its old time is free again (an incremental read).
    g.ownerMove(a.calendarId, 'owner1', '2026-11-24T09:00:00.000Z', '2026-11-24T10:00:00.000Z');
    const before = g.requests.length;
    await sync(a, sub);
    expect(g.requests.slice(before).some((r) => r.includes('syncToken='))).toBe(true);
    const cancelled = await detail(a, y);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history).toMatchObject([
      { action: 'cancelled', source: 'calendar', source_name: 'Gabinet' },
    ]);
    const movedThere = await detail(a, z);
    expect(movedThere).toMatchObject({ start_time: '2026-11-23T16:00:00.000Z', status: 'scheduled' });
    expect(movedThere.history).toMatchObject([{ action: 'moved', source: 'calendar' }]);
    expect(await slots(a, '2026-11-23')).toContain('2026-11-23T09:00:00.000Z');
    expect(await slots(a, '2026-11-24')).not.toContain('2026-11-24T09:00:00.000Z');

    // Disconnecting removes the calendar and its busy times.
    expect((await inject('DELETE', `${a.base}/connections/${connectionId}`, a.owner.auth)).statusCode).toBe(
      204,
    );
    expect(
      await t.db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.id, sub)),
    ).toHaveLength(0);
  }, 60_000);

  it('a refused sync token (410) is answered by a full read, and the busy times stay right', async () => {
    const a = await tenant();
    g.ownerPut(a.calendarId, { id: 'keep', start: '2026-11-24T09:00:00Z', end: '2026-11-24T10:00:00Z' });
    g.ownerPut(a.calendarId, { id: 'gone', start: '2026-11-24T11:00:00Z', end: '2026-11-24T12:00:00Z' });
    const { sub } = await connect(a);
    expect((await sync(a, sub)).sync.busy_times).toBe(2);
    // Meanwhile one is deleted and one added, and Google drops every sync token issued so far.
    g.ownerDelete(a.calendarId, 'gone');
    g.ownerPut(a.calendarId, { id: 'new', start: '2026-11-24T13:00:00Z', end: '2026-11-24T14:00:00Z' });
    g.staleBefore = Number.MAX_SAFE_INTEGER;
    const before = g.requests.length;
    const r = await sync(a, sub);
    g.staleBefore = 0;
    const calls = g.requests.slice(before);
    expect(calls.some((c) => c.includes('syncToken='))).toBe(true);
    expect(calls.some((c) => c.includes('timeMin='))).toBe(true);
    expect(r.sync).toMatchObject({ status: 'ok', busy_times: 2 });
    const rows = await t.db
      .select({ uid: calendarBusyTimes.uid })
      .from(calendarBusyTimes)
      .where(eq(calendarBusyTimes.subscriptionId, sub));
    expect(rows.map((x) => x.uid).sort()).toEqual(['keep', 'new']);
    const tuesday = await slots(a, '2026-11-24');
    expect(tuesday).toContain('2026-11-24T11:00:00.000Z');
    expect(tuesday).not.toContain('2026-11-24T13:00:00.000Z');
  });

  it('an expired access token is refreshed; a revoked consent is a sync error, a notification, a failed push', async () => {
    const a = await tenant();
    const { sub, connectionId } = await connect(a);
    // The access token stops working: refreshed and stored again.
    g.expireAccessTokens();
    const [before] = await t.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.id, connectionId));
    expect((await sync(a, sub)).sync.status).toBe('ok');
    const [after] = await t.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.id, connectionId));
    expect(after!.accessTokenSealed).not.toBe(before!.accessTokenSealed);

    g.revoke();
    let last: { sync: { status: string; last_error: string | null } } | undefined;
    for (let i = 0; i < 3; i++) last = await sync(a, sub);
    expect(last!.sync.status).toBe('error');
    expect(last!.sync.last_error).toContain('invalid_grant');
    const list = await inject('GET', `${a.base}/subscriptions`, a.owner.auth);
    expect(list.json()[0].sync).toMatchObject({ status: 'error', consecutive_failures: 3 });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, a.tenant.id), eq(notifications.kind, 'calendar_sync_failed')));
    expect(notes).toHaveLength(1);

    // A booking still goes through (the calendar does not answer its slot check), its push fails for good.
    const booked = await a.book('2026-11-25T10:00:00Z');
    expect(booked.statusCode).toBe(201);
    await drainOutbox(t);
    const [failed] = await t.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.topic, 'calendar.push'),
          eq(outboxMessages.tenantId, a.tenant.id),
          eq(outboxMessages.status, 'failed'),
        ),
      );
    expect(failed?.lastError).toContain('invalid_grant');
    // The account's calendars cannot be listed either: 400 oauth_failed.
    const listed = await inject('GET', `${a.base}/connections/${connectionId}/calendars`, a.owner.auth);
    expect(listed.statusCode).toBe(400);
    expect(listed.json().code).toBe('oauth_failed');
  });

  it('answers 503 provider_not_configured without an OAuth client', async () => {
    const bare = await createTestApp({ clock, database: t.database });
    try {
      const a = await createTenantWithOwner(bare);
      const r = await bare.app.inject({
        method: 'POST',
        url: `/tenants/${a.tenant.id}/calendar/oauth/google/start`,
        headers: a.owner.auth,
        payload: { redirect_uri: REDIRECT },
      });
      expect(r.statusCode).toBe(503);
      expect(r.json().code).toBe('provider_not_configured');
      const m = await bare.app.inject({
        method: 'POST',
        url: `/tenants/${a.tenant.id}/calendar/oauth/microsoft/start`,
        headers: a.owner.auth,
        payload: { redirect_uri: REDIRECT },
      });
      expect(m.statusCode).toBe(503);
    } finally {
      await bare.app.close();
    }
  });
});

describe('Google Calendar adapter (RemoteCalendarApi) against the local Google server', () => {
  let g: FakeGoogleCalendar;
  beforeAll(async () => {
    g = await new FakeGoogleCalendar().start();
  });
  afterAll(async () => {
    await g?.stop();
  });

  it('exchanges a code, reads free/busy and pages of events, writes idempotently, maps failures', async () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    const api = createGoogleCalendarApi({
      apiBase: `${g.base}/calendar/v3`,
      authorizeUrl: `${g.base}/o/oauth2/v2/auth`,
      tokenUrl: `${g.base}/token`,
      clientId: g.clientId,
      clientSecret: g.clientSecret,
      timeoutMs: 2000,
      now: () => now,
    });
    const { code } = g.consent(api.authorizeUrl({ state: 's', redirectUri: REDIRECT }));
    const tokens = await api.exchangeCode({ code, redirectUri: REDIRECT });
    expect(tokens).toMatchObject({ account: g.account, refreshToken: expect.stringMatching(/^1\/\//) });
    expect(tokens.expiresAt.getTime()).toBe(now.getTime() + 3600_000);
    const token = tokens.accessToken;
    const cal = 'adapter@group.calendar.google.com';
    g.addCalendar(cal, 'Adapter', 'owner');
    for (let i = 0; i < 5; i++)
      g.ownerPut(cal, {
        id: `ev${i}x`,
        start: `2026-11-2${3 + i}T09:00:00Z`,
        end: `2026-11-2${3 + i}T10:00:00Z`,
        transparent: i === 4,
      });
    const busy = await api.freeBusy(
      token,
      [cal],
      new Date('2026-11-23T00:00:00Z'),
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(busy.get(cal)).toHaveLength(4); // the transparent one is free
    const all = await api.changes(token, cal, null, {
      from: new Date('2026-11-20T00:00:00Z'),
      to: new Date('2026-12-31T00:00:00Z'),
    });
    expect(all.events.map((e) => e.id).sort()).toEqual(['ev0x', 'ev1x', 'ev2x', 'ev3x', 'ev4x']); // three pages
    expect(all.events.find((e) => e.id === 'ev4x')?.busy).toBe(false);
    expect(all.nextSyncToken).toBeTruthy();
    g.ownerDelete(cal, 'ev0x');
    const delta = await api.changes(token, cal, all.nextSyncToken, { from: now, to: now });
    expect(delta).toMatchObject({ full: false, events: [{ id: 'ev0x', cancelled: true }] });

    const input = {
      key: '6f1c7d1e-8c1b-4a55-9d0e-1b2c3d4e5f60',
      title: 'Kontrola: Anna',
      description: 'Tel.: +48501000000',
      start: new Date('2026-11-24T12:00:00Z'),
      end: new Date('2026-11-24T12:30:00Z'),
      timeZone: 'Europe/Warsaw',
    };
    const first = await api.createEvent(token, cal, input);
    const second = await api.createEvent(token, cal, { ...input, title: 'Kontrola: Anna N.' }); // a retry: 409, updated
    expect(second.id).toBe(first.id);
    expect(
      g.events(cal).filter((e) => e.extendedProperties?.private?.recepcjaKey === input.key),
    ).toHaveLength(1);
    const read = await api.getEvent(token, cal, first.id);
    expect(read).toMatchObject({ ourKey: input.key, title: 'Kontrola: Anna N.', busy: true });
    await api.deleteEvent(token, cal, first.id);
    await api.deleteEvent(token, cal, first.id); // already gone: fine
    expect(await api.getEvent(token, cal, first.id)).toBeNull();

    await expect(api.listCalendars('ya29.wrong')).rejects.toMatchObject({ kind: 'auth', status: 401 });
    g.revoke();
    await expect(api.refresh(tokens.refreshToken!)).rejects.toBeInstanceOf(RemoteCalendarError);
    await expect(api.refresh(tokens.refreshToken!)).rejects.toMatchObject({ kind: 'auth' });
  });
});
