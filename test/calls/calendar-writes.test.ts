import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { seedCalls, WEEK_HOURS, warsaw, warsawDate } from '../devapi/setup.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTenantWithOwner, createUser } from '../helpers/fixtures.js';
import { injector } from './setup.js';

describe('calendar: the owner books, moves and cancels from the dashboard', () => {
  let t: TestApp;
  let inject: ReturnType<typeof injector>;

  beforeAll(async () => {
    t = await createTestApp();
    inject = injector(t);
  });
  afterAll(async () => t?.close());

  async function owner() {
    const { tenant, owner } = await createTenantWithOwner(t);
    await t.db
      .update(tenants)
      .set({ openingHours: WEEK_HOURS, slotMinutes: 30 })
      .where(eq(tenants.id, tenant.id));
    return { tenant, auth: owner.auth, base: `/tenants/${tenant.id}/calendar/appointments` };
  }

  it('creates, reads with its SMS, moves and cancels, with the rules of v2', async () => {
    const a = await owner();
    const created = await inject('POST', a.base, a.auth, {
      start_time: warsaw(3, '10:00'),
      patient_name: ' Jan Kowalski ',
      patient_phone: '601 234 567',
      service_type: 'Kontrola',
      duration_minutes: 45,
    });
    expect(created.statusCode).toBe(201);
    const appt = created.json();
    expect(appt).toMatchObject({
      status: 'scheduled',
      patient_name: 'Jan Kowalski',
      patient_phone: '+48601234567',
      duration_minutes: 45,
      booked_via: 'dashboard',
    });
    // The confirmation is waiting for the SMS worker, the 24 h reminder for its time.
    expect(appt.sms.map((s: { kind: string; status: string }) => `${s.kind}:${s.status}`).sort()).toEqual([
      'appointment_reminder:scheduled',
      'booking_confirmation:scheduled',
    ]);

    const read = await inject('GET', `${a.base}/${appt.id}`, a.auth);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: appt.id, booked_via: 'dashboard' });

    const list = await inject(
      'GET',
      `${a.base}?from=${encodeURIComponent(warsaw(0, '00:00'))}&to=${encodeURIComponent(warsaw(7, '00:00'))}`,
      a.auth,
    );
    expect(list.json().events).toEqual([
      expect.objectContaining({ id: appt.id, source: 'recepcja', confirmation_sms: 'scheduled' }),
    ]);

    const moved = await inject('PATCH', `${a.base}/${appt.id}`, a.auth, { start_time: warsaw(3, '12:00') });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ duration_minutes: 45 });
    expect(new Date(moved.json().start_time).toISOString()).toBe(new Date(warsaw(3, '12:00')).toISOString());
    expect(moved.json().sms.map((s: { kind: string }) => s.kind)).toContain('booking_rescheduled');

    const cancelled = await inject('POST', `${a.base}/${appt.id}/cancel`, a.auth);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    // The pending reminder is gone with the cancellation.
    expect(cancelled.json().sms.map((s: { kind: string }) => s.kind)).not.toContain('appointment_reminder');
    const again = await inject('POST', `${a.base}/${appt.id}/cancel`, a.auth);
    expect(again.statusCode).toBe(200);
    expect((await inject('PATCH', `${a.base}/${appt.id}`, a.auth, { notes: 'x' })).statusCode).toBe(409);
  });

  it('a clash is 409 slot_unavailable with the nearest free times, and nothing changes', async () => {
    const a = await owner();
    const first = (
      await inject('POST', a.base, a.auth, { start_time: warsaw(4, '09:00'), patient_name: 'A' })
    ).json();
    const second = (
      await inject('POST', a.base, a.auth, { start_time: warsaw(4, '10:00'), patient_name: 'B' })
    ).json();
    const clash = await inject('POST', a.base, a.auth, { start_time: warsaw(4, '09:15'), patient_name: 'C' });
    expect(clash.statusCode).toBe(409);
    const body = clash.json();
    expect(body).toMatchObject({ code: 'slot_unavailable' });
    expect(body.message_pl).toContain('nakłada się');
    expect(body.alternatives.map((s: { start: string }) => new Date(s.start).toISOString())).toEqual(
      [warsaw(4, '08:00'), warsaw(4, '08:30'), warsaw(4, '09:30')].map((x) => new Date(x).toISOString()),
    );

    const move = await inject('PATCH', `${a.base}/${first.id}`, a.auth, { start_time: warsaw(4, '10:00') });
    expect(move.statusCode).toBe(409);
    expect(move.json().code).toBe('slot_unavailable');
    const [still] = await t.db.select().from(appointments).where(eq(appointments.id, first.id));
    expect(still!.startTime.toISOString()).toBe(new Date(warsaw(4, '09:00')).toISOString());
    expect(second.id).toBeDefined();
  });

  it('refuses bad input with 422 in both languages', async () => {
    const a = await owner();
    const outside = await inject('POST', a.base, a.auth, {
      start_time: warsaw(4, '21:00'),
      patient_name: 'A',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ code: 'outside_opening_hours' });
    expect(outside.json().message_pl).toContain('godzinami otwarcia');
    const past = await inject('POST', a.base, a.auth, { start_time: warsaw(-1, '10:00'), patient_name: 'A' });
    expect(past.statusCode).toBe(422);
    expect((await inject('POST', a.base, a.auth, { start_time: warsaw(4, '10:00') })).statusCode).toBe(422);
    expect(
      (await inject('POST', a.base, a.auth, { start_time: warsaw(4, '10:00'), patient_name: 'A', x: 1 }))
        .statusCode,
    ).toBe(422);
    const created = (
      await inject('POST', a.base, a.auth, { start_time: warsaw(4, '10:00'), patient_name: 'A' })
    ).json();
    expect((await inject('PATCH', `${a.base}/${created.id}`, a.auth, {})).statusCode).toBe(422);
  });

  it('another tenant’s appointment and calendar are 404; availability lists open slots', async () => {
    const a = await owner();
    const b = await owner();
    const mine = (
      await inject('POST', a.base, a.auth, { start_time: warsaw(5, '10:00'), patient_name: 'A' })
    ).json();
    expect((await inject('GET', `${b.base}/${mine.id}`, b.auth)).statusCode).toBe(404);
    expect((await inject('GET', `${a.base}/${mine.id}`, b.auth)).statusCode).toBe(404);
    expect(
      (await inject('PATCH', `${b.base}/${mine.id}`, b.auth, { start_time: warsaw(5, '12:00') })).statusCode,
    ).toBe(404);
    expect((await inject('POST', `${b.base}/${mine.id}/cancel`, b.auth)).statusCode).toBe(404);
    expect(
      (await inject('POST', a.base, b.auth, { start_time: warsaw(5, '12:00'), patient_name: 'X' }))
        .statusCode,
    ).toBe(404);
    expect((await inject('GET', `${a.base}/not-a-uuid`, a.auth)).statusCode).toBe(404);
    const stranger = await createUser(t);
    expect((await inject('GET', `${a.base}/${mine.id}`, stranger.auth)).statusCode).toBe(404);

    const free = await inject(
      'GET',
      `/tenants/${a.tenant.id}/calendar/availability?date=${warsawDate(5)}`,
      a.auth,
    );
    expect(free.statusCode).toBe(200);
    const starts = free.json().slots.map((s: { start: string }) => new Date(s.start).toISOString());
    expect(starts).toContain(new Date(warsaw(5, '09:30')).toISOString());
    expect(starts).not.toContain(new Date(warsaw(5, '10:00')).toISOString());
    expect(
      (await inject('GET', `/tenants/${a.tenant.id}/calendar/availability?date=${warsawDate(5)}`, b.auth))
        .statusCode,
    ).toBe(404);
  });
});

describe('call stats over time for the dashboard', () => {
  let t: TestApp;
  let inject: ReturnType<typeof injector>;
  beforeAll(async () => {
    t = await createTestApp();
    inject = injector(t);
  });
  afterAll(async () => t?.close());

  it('buckets per day and counts per local hour; Business+ only; tenant-scoped', async () => {
    const { tenant, owner } = await createTenantWithOwner(t);
    const now = t.platform.clock.now();
    await seedCalls(t, tenant.id, [
      { createdAt: now, outcome: 'booked' },
      { createdAt: now, outcome: 'answered_faq' },
      { createdAt: new Date(now.getTime() - 86_400_000), outcome: 'booked' },
    ]);
    const r = await inject('GET', `/calls/tenant/${tenant.id}/stats/timeseries?days=7`, owner.auth);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.buckets).toHaveLength(7);
    expect(body.buckets.at(-1)).toMatchObject({ total_calls: 2, booked_appointments: 1 });
    expect(body.buckets.at(-2)).toMatchObject({ total_calls: 1 });
    expect(body.hours).toHaveLength(24);
    expect(body.hours.reduce((n: number, h: { calls: number }) => n + h.calls, 0)).toBe(3);
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: 'numeric',
        hourCycle: 'h23',
        timeZone: 'Europe/Warsaw',
      }).format(now),
    );
    expect(body.hours[hour].calls).toBeGreaterThanOrEqual(2);

    const other = await createTenantWithOwner(t);
    expect(
      (await inject('GET', `/calls/tenant/${tenant.id}/stats/timeseries`, other.owner.auth)).statusCode,
    ).toBe(404);
    const small = await createTenantWithOwner(t, { tier: 'starter' });
    const refused = await inject(
      'GET',
      `/calls/tenant/${small.tenant.id}/stats/timeseries`,
      small.owner.auth,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_required');
    expect(
      (await inject('GET', `/calls/tenant/${tenant.id}/stats/timeseries?days=0`, owner.auth)).statusCode,
    ).toBe(422);
  });
});
