import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { calendarModule } from '../../src/modules/calendar/index.js';
import { notifications } from '../../src/modules/notifications/notifications.schema.js';
import { smsMessages } from '../../src/modules/sms/sms.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';
import { drainOutbox } from '../helpers/outbox.js';
import { ownerEvent, type Radicale, startRadicale } from '../helpers/radicale.js';
import { injector, randomMobile, WEEKDAY_HOURS } from './setup.js';

/**
 * The inbound half of the two-way CalDAV sync against a real CalDAV server (radicale): the owner
 * deletes or moves our events in their calendar, and a booking here races an event created there.
 */
describe('calendar truth: changes made in the owner’s CalDAV calendar come back', () => {
  let t: TestApp;
  let inject: ReturnType<typeof injector>;
  let dav: Radicale;
  const clock = new ManualClock(new Date('2026-11-21T10:00:00.000Z'));

  beforeAll(async () => {
    dav = await startRadicale();
    t = await createTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
    inject = injector(t);
  });
  afterAll(async () => {
    await t?.close();
    await dav?.stop();
  });

  /** A tenant with one CalDAV calendar named `name` (a fresh collection) and an API key. */
  async function setup(name: string) {
    const a = await createTenantWithOwner(t);
    await t.db
      .update(tenants)
      .set({ openingHours: WEEKDAY_HOURS, slotMinutes: 30 })
      .where(eq(tenants.id, a.tenant.id));
    const key = await createApiKey(t, a.tenant.id, { scopes: ['appointments:read', 'appointments:write'] });
    const collection = `${dav.url}/alice/${a.tenant.id}/`;
    expect((await dav.fetch('MKCALENDAR', collection)).status).toBe(201);
    const add = await inject('POST', `/tenants/${a.tenant.id}/calendar/caldav`, a.owner.auth, {
      name,
      url: collection,
      username: 'alice',
      password: 's3cret-pass',
    });
    expect(add.statusCode).toBe(201);
    const sub = add.json().id as string;
    let n = 0;
    const book = (start: string, phone: string | null = randomMobile()) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/appointments',
        headers: { ...key.auth, 'idempotency-key': `${a.tenant.id}-${n++}` },
        payload: {
          start_time: start,
          patient_name: `Pacjent ${n}`,
          ...(phone ? { patient_phone: phone } : {}),
        },
      });
    const detail = async (id: string) => {
      const r = await inject('GET', `/tenants/${a.tenant.id}/calendar/appointments/${id}`, a.owner.auth);
      expect(r.statusCode).toBe(200);
      return r.json();
    };
    const sync = async () => {
      const r = await inject(
        'POST',
        `/tenants/${a.tenant.id}/calendar/subscriptions/${sub}/sync`,
        a.owner.auth,
      );
      expect(r.statusCode).toBe(200);
      return r.json();
    };
    const ours = (id: string) => `${collection}${encodeURIComponent(`recepcja-${id}@recepcja.ics`)}`;
    /** UID → DTSTART of every event in the collection. */
    const events = async () => {
      const r = await dav.fetch(
        'REPORT',
        collection,
        '<?xml version="1.0"?><c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"/></c:filter></c:calendar-query>',
        { depth: '1', 'content-type': 'application/xml' },
      );
      const out: Record<string, string> = {};
      for (const block of (await r.text()).split('BEGIN:VEVENT').slice(1)) {
        const uid = /UID:(.*)/.exec(block)?.[1]?.trim();
        const start = /DTSTART[^:]*:(.*)/.exec(block)?.[1]?.trim();
        if (uid && start) out[uid] = start;
      }
      return out;
    };
    /** The owner moves our event in their calendar client (same object, new times). */
    const ownerMoves = async (id: string, start: string, end: string) => {
      const text = await (await dav.fetch('GET', ours(id))).text();
      const moved = text.replace(/DTSTART:\S+/, `DTSTART:${start}`).replace(/DTEND:\S+/, `DTEND:${end}`);
      const r = await dav.fetch('PUT', ours(id), moved, { 'content-type': 'text/calendar' });
      expect(r.status).toBeLessThan(300);
    };
    const putOwner = (uid: string, start: string, end: string, title = 'Prywatne') =>
      dav.fetch(
        'PUT',
        `${collection}${uid}.ics`,
        ownerEvent(uid, [`DTSTART:${start}`, `DTEND:${end}`, `SUMMARY:${title}`]),
        { 'content-type': 'text/calendar' },
      );
    const ownerDeletes = (id: string) => dav.fetch('DELETE', ours(id));
    return {
      ...a,
      key,
      sub,
      collection,
      book,
      detail,
      sync,
      ours,
      events,
      ownerMoves,
      ownerDeletes,
      putOwner,
    };
  }

  it('an event the owner deletes or moves cancels or moves the appointment, with its SMS and history', async () => {
    const s = await setup('Gabinet');
    const other = await createTenantWithOwner(t);
    const x = (await s.book('2026-11-23T12:00:00Z')).json().id as string;
    const y = (await s.book('2026-11-23T14:00:00Z')).json().id as string;
    const z = (await s.book('2026-11-23T15:00:00Z')).json().id as string;
    await drainOutbox(t);
    expect(await s.events()).toMatchObject({
      [`recepcja-${x}@recepcja`]: '20261123T120000Z',
      [`recepcja-${y}@recepcja`]: '20261123T140000Z',
    });

    // In their calendar the owner moves X by an hour (and makes it 30 minutes) and deletes Y.
    await s.ownerMoves(x, '20261123T130000Z', '20261123T133000Z');
    expect((await s.ownerDeletes(y)).status).toBeLessThan(300);
    await s.sync();

    const moved = await s.detail(x);
    expect(moved).toMatchObject({
      start_time: '2026-11-23T13:00:00.000Z',
      end_time: '2026-11-23T13:30:00.000Z',
      duration_minutes: 30,
      status: 'scheduled',
    });
    expect(moved.history).toHaveLength(1);
    expect(moved.history[0]).toMatchObject({
      action: 'moved',
      source: 'calendar',
      source_id: s.sub,
      source_name: 'Gabinet',
    });
    expect(moved.history[0].message).toContain('2026-11-23 13:00 to 2026-11-23 14:00'); // Warsaw time
    expect(moved.sms.map((m: { kind: string }) => m.kind)).toContain('booking_rescheduled');
    const cancelled = await s.detail(y);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history).toMatchObject([
      { action: 'cancelled', source: 'calendar', source_name: 'Gabinet' },
    ]);
    // Its reminders are dropped, as for a cancellation in the dashboard; webhooks say where it came from.
    const pendingReminders = await t.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'pending'),
          sql`${outboxMessages.payload}->>'appointment_id' = ${y}`,
          sql`${outboxMessages.payload}->>'kind' = 'appointment_reminder'`,
        ),
      );
    expect(pendingReminders).toHaveLength(0);
    const [hook] = await t.db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.topic, 'event'),
          sql`${outboxMessages.payload}->>'event' = 'appointment.cancelled'`,
          sql`${outboxMessages.payload}->>'appointment_id' = ${y}`,
        ),
      );
    expect(hook?.payload).toMatchObject({ source: 'calendar', calendar: { id: s.sub, name: 'Gabinet' } });

    // The "moved" SMS goes out; the calendar now holds our version of X at its new time.
    await drainOutbox(t);
    const [rescheduled] = await t.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.tenantId, s.tenant.id), eq(smsMessages.kind, 'booking_rescheduled')));
    expect(rescheduled?.body).toContain('przeniesiona na 23.11.2026, godz. 14:00');
    // Y's caller is told that the business cancelled it (they cannot see the owner's calendar).
    const [cancelNotice] = await t.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.tenantId, s.tenant.id), eq(smsMessages.kind, 'booking_cancelled')));
    expect(cancelNotice?.body).toContain('wizyta 23.11.2026 o godz. 15:00 została odwołana');
    const after = await s.events();
    expect(after[`recepcja-${x}@recepcja`]).toBe('20261123T130000Z');
    expect(after[`recepcja-${y}@recepcja`]).toBeUndefined();

    // Reading again changes nothing more.
    await s.sync();
    expect((await s.detail(x)).history).toHaveLength(1);

    // The owner moves Z onto X: not applied here (X is there), Z's event goes back, the owner is told.
    await s.ownerMoves(z, '20261123T130000Z', '20261123T133000Z');
    await s.sync();
    const kept = await s.detail(z);
    expect(kept.start_time).toBe('2026-11-23T15:00:00.000Z');
    expect(kept.history).toMatchObject([
      { action: 'move_refused', source: 'calendar', source_name: 'Gabinet' },
    ]);
    expect(kept.history[0].message).toContain('Pacjent 1');
    await drainOutbox(t);
    expect((await s.events())[`recepcja-${z}@recepcja`]).toBe('20261123T150000Z');
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, s.tenant.id), eq(notifications.kind, 'calendar_conflict')));
    expect(told).toHaveLength(1);

    // The scheduled read does the same: the owner deletes X, a quarter of an hour later the job runs.
    expect((await s.ownerDeletes(x)).status).toBeLessThan(300);
    clock.advance(16 * 60_000);
    await calendarModule.jobs!(t.platform)[0]!.run(clock.now());
    expect((await s.detail(x)).status).toBe('cancelled');

    // Another tenant sees none of it.
    expect(
      (await inject('GET', `/tenants/${other.tenant.id}/calendar/appointments/${x}`, other.owner.auth))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('GET', `/tenants/${s.tenant.id}/calendar/appointments/${x}`, other.owner.auth))
        .statusCode,
    ).toBe(404);
  }, 60_000);

  it('a booking races an event created in the calendar: exactly one holds the slot, and why is told', async () => {
    const s = await setup('Nextcloud');

    // Created in the calendar just before: the booking asks the calendar for its slot (although the
    // calendar was read a moment ago) and is refused, naming the calendar.
    expect((await s.putOwner('private-1', '20261124T090000Z', '20261124T100000Z')).status).toBe(201);
    const refused = await s.book('2026-11-24T09:00:00Z');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'slot_unavailable' });
    expect(refused.json().error.message).toContain('Nextcloud');

    // Created in the calendar just after the booking was confirmed, before the booking reached the
    // calendar: the calendar wins, the booking is cancelled and its history says why.
    const booked = await s.book('2026-11-24T11:00:00Z');
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id as string;
    expect((await s.putOwner('private-2', '20261124T110000Z', '20261124T113000Z', 'Dentysta')).status).toBe(
      201,
    );
    await drainOutbox(t);
    const lost = await s.detail(id);
    expect(lost.status).toBe('cancelled');
    expect(lost.history).toMatchObject([
      { action: 'conflict', source: 'calendar', source_name: 'Nextcloud' },
    ]);
    expect(lost.history[0].message).toContain('"Dentysta"');
    expect(lost.history[0].message_pl).toContain('„Dentysta”');
    const inCalendar = await s.events();
    expect(inCalendar['private-2']).toBe('20261124T110000Z');
    expect(inCalendar[`recepcja-${id}@recepcja`]).toBeUndefined();
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, s.tenant.id), eq(notifications.kind, 'calendar_conflict')));
    expect(told?.title).toContain('Dentysta');

    // Both at once: whichever wins, exactly one holds the slot and the other is explained.
    const [put, race] = await Promise.all([
      s.putOwner('private-3', '20261124T130000Z', '20261124T140000Z'),
      s.book('2026-11-24T13:00:00Z'),
    ]);
    expect(put.status).toBe(201);
    await drainOutbox(t);
    const live = await t.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, s.tenant.id),
          eq(appointments.startTime, new Date('2026-11-24T13:00:00Z')),
          sql`${appointments.status} <> 'cancelled'`,
        ),
      );
    expect(live).toHaveLength(0);
    const finalEvents = await s.events();
    expect(finalEvents['private-3']).toBe('20261124T130000Z');
    if (race.statusCode === 201) {
      const d = await s.detail(race.json().id);
      expect(d.status).toBe('cancelled');
      expect(d.history[0].action).toBe('conflict');
      expect(finalEvents[`recepcja-${race.json().id}@recepcja`]).toBeUndefined();
    } else {
      expect(race.statusCode).toBe(409);
      expect(race.json().error.message).toContain('Nextcloud');
    }
  }, 60_000);
});
