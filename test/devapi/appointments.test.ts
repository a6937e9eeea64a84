import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { departments, tenants } from '../../src/modules/tenants/tenants.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { usingServer } from '../helpers/db.js';
import { bookableTenant, idem, warsaw, warsawDate } from './setup.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (auth: Record<string, string>, payload: unknown, headers: Record<string, string> = idem()) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/appointments',
    headers: { ...auth, ...headers },
    payload: payload as object,
  });

async function counts(tenantId: string) {
  const [a] = await t.db.select({ n: count() }).from(appointments).where(eq(appointments.tenantId, tenantId));
  const [o] = await t.db
    .select({ n: count() })
    .from(outboxMessages)
    .where(eq(outboxMessages.tenantId, tenantId));
  return { appointments: a!.n, outbox: o!.n };
}

describe('booking', () => {
  it('creates an appointment, normalises the phone, raises appointment.created in the outbox', async () => {
    const { tenant, live } = await bookableTenant(t);
    const r = await post(live.auth, {
      start_time: warsaw(5, '10:00'),
      patient_name: '  Anna Nowak ',
      patient_phone: '601 234 567',
      service_type: 'konsultacja',
      notes: 'pierwsza wizyta',
    });
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body).toMatchObject({
      status: 'scheduled',
      patient_name: 'Anna Nowak',
      patient_phone: '+48601234567',
      duration_minutes: 30,
      service_type: 'konsultacja',
      department_id: null,
      livemode: true,
    });
    expect(new Date(body.end_time).getTime() - new Date(body.start_time).getTime()).toBe(30 * 60_000);
    const queued = await t.db.select().from(outboxMessages).where(eq(outboxMessages.tenantId, tenant.id));
    const events = queued.filter((m) => m.topic !== 'sms');
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ event: 'appointment.created', appointment_id: body.id });
    // The same transaction queued the patient's confirmation and the default 24 h reminder (test/sms).
    expect(
      queued
        .filter((m) => m.topic === 'sms')
        .map((m) => m.payload.kind)
        .sort(),
    ).toEqual(['appointment_reminder', 'booking_confirmation']);
    const read = await t.app.inject({
      method: 'GET',
      url: `/v2/appointments/${body.id}`,
      headers: live.auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);
  });

  it('takes the default duration from the service type', async () => {
    const { tenant, live } = await bookableTenant(t);
    await t.db
      .update(tenants)
      .set({ settings: { service_types: { implant: { duration_minutes: 90 }, kontrola: 15 } } })
      .where(eq(tenants.id, tenant.id));
    const a = await post(live.auth, {
      start_time: warsaw(5, '10:00'),
      patient_name: 'A',
      service_type: 'implant',
    });
    expect(a.json().duration_minutes).toBe(90);
    const b = await post(live.auth, {
      start_time: warsaw(5, '12:00'),
      patient_name: 'B',
      service_type: 'kontrola',
    });
    expect(b.json().duration_minutes).toBe(15);
    const c = await post(live.auth, {
      start_time: warsaw(5, '13:00'),
      patient_name: 'C',
      duration_minutes: 45,
    });
    expect(c.json().duration_minutes).toBe(45);
  });

  it('refuses bad input with the v2 envelope and the offending field', async () => {
    const { live } = await bookableTenant(t);
    const cases: [unknown, string, string][] = [
      [
        { start_time: warsaw(5, '10:00'), patient_name: 'X', patient_phone: '12' },
        'validation_error',
        'patient_phone',
      ],
      [{ start_time: '2030-01-07T10:00:00', patient_name: 'X' }, 'validation_error', 'start_time'],
      [{ start_time: warsaw(-2, '10:00'), patient_name: 'X' }, 'validation_error', 'start_time'],
      [{ patient_name: 'X' }, 'validation_error', 'start_time'],
      [{ start_time: warsaw(5, '10:00'), patient_name: 'X', extra: 1 }, 'validation_error', 'extra'],
      [{ start_time: warsaw(5, '07:30'), patient_name: 'X' }, 'outside_opening_hours', 'start_time'],
      [{ start_time: warsaw(5, '19:45'), patient_name: 'X' }, 'outside_opening_hours', 'start_time'],
    ];
    for (const [payload, code, field] of cases) {
      const r = await post(live.auth, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(422);
      expect(r.json().error).toMatchObject({ code, field });
      expect(r.json().error.message_pl).toBeTruthy();
      expect(r.json().livemode).toBe(true);
    }
  });

  it('refuses a tenant without opening hours on that day', async () => {
    const { live } = await bookableTenant(t, { hours: { mon: [['09:00', '17:00']] } });
    const tuesdayish = [1, 2, 3, 4, 5, 6, 7].map((d) => warsaw(d, '10:00'));
    const results = await Promise.all(
      tuesdayish.map(async (s) => (await post(live.auth, { start_time: s, patient_name: 'X' })).statusCode),
    );
    // Exactly one of the next seven days is a Monday.
    expect(results.filter((s) => s === 201)).toHaveLength(1);
    expect(results.filter((s) => s === 422)).toHaveLength(6);
  });

  it('refuses an overlapping booking with 409 slot_unavailable; back-to-back and other departments are fine', async () => {
    const { tenant, live } = await bookableTenant(t);
    const first = await post(live.auth, {
      start_time: warsaw(6, '10:00'),
      patient_name: 'A',
      duration_minutes: 60,
    });
    expect(first.statusCode).toBe(201);
    const overlap = await post(live.auth, { start_time: warsaw(6, '10:30'), patient_name: 'B' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toMatchObject({ code: 'slot_unavailable', field: 'start_time' });
    expect((await post(live.auth, { start_time: warsaw(6, '11:00'), patient_name: 'C' })).statusCode).toBe(
      201,
    );
    expect((await post(live.auth, { start_time: warsaw(6, '09:30'), patient_name: 'D' })).statusCode).toBe(
      201,
    );
    const [{ id: dep } = { id: '' }] = await t.db
      .insert(departments)
      .values({ tenantId: tenant.id, name: 'Rejestracja' })
      .returning({ id: departments.id });
    const inDep = await post(live.auth, {
      start_time: warsaw(6, '10:00'),
      patient_name: 'E',
      department_id: dep,
    });
    expect(inDep.statusCode).toBe(201);
    const inDepAgain = await post(live.auth, {
      start_time: warsaw(6, '10:15'),
      patient_name: 'F',
      department_id: dep,
    });
    expect(inDepAgain.statusCode).toBe(409);
  });

  it("refuses a department_id that is not one of the tenant's departments (another tenant's, unknown), 422 on create and update", async () => {
    const { tenant, live, test } = await bookableTenant(t);
    const other = await bookableTenant(t);
    const department = async (tenantId: string) =>
      (
        await t.db
          .insert(departments)
          .values({ tenantId, name: 'Chirurgia' })
          .returning({ id: departments.id })
      )[0];
    const mine = await department(tenant.id);
    const theirs = await department(other.tenant.id);
    const before = await counts(tenant.id);
    for (const [auth, dep] of [
      [live.auth, theirs!.id],
      [live.auth, '01939b3c-0000-7000-8000-000000000001'],
      [test.auth, theirs!.id],
    ] as const) {
      const r = await post(auth, { start_time: warsaw(8, '10:00'), patient_name: 'X', department_id: dep });
      expect(r.statusCode).toBe(422);
      expect(r.json().error).toMatchObject({ code: 'validation_error', field: 'department_id' });
      expect(r.json().error.message).toContain('department_id');
      expect(r.json().error.message_pl).toContain('department_id');
    }
    // Nothing was written (no appointment, no event, no SMS).
    expect(await counts(tenant.id)).toEqual(before);
    // The other tenant's department keeps its own booking; ours cannot be booked twice through it.
    expect(
      (
        await post(other.live.auth, {
          start_time: warsaw(8, '10:00'),
          patient_name: 'Y',
          department_id: theirs!.id,
        })
      ).statusCode,
    ).toBe(201);
    const ok = await post(live.auth, {
      start_time: warsaw(8, '10:00'),
      patient_name: 'Z',
      department_id: mine!.id,
    });
    expect(ok.statusCode).toBe(201);
    const patch = (payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v2/appointments/${ok.json().id}`,
        headers: { ...live.auth, ...idem() },
        payload: payload as object,
      });
    for (const dep of [theirs!.id, '01939b3c-0000-7000-8000-000000000002']) {
      const r = await patch({ department_id: dep });
      expect(r.statusCode).toBe(422);
      expect(r.json().error).toMatchObject({ code: 'validation_error', field: 'department_id' });
    }
    expect((await patch({ department_id: null })).json().department_id).toBeNull();
    expect((await patch({ department_id: mine!.id })).json().department_id).toBe(mine!.id);
  });

  it('patches, re-checks the slot on a move, and refuses changing a cancelled appointment', async () => {
    const { tenant, live } = await bookableTenant(t);
    const a = (await post(live.auth, { start_time: warsaw(7, '10:00'), patient_name: 'A' })).json();
    const b = (await post(live.auth, { start_time: warsaw(7, '11:00'), patient_name: 'B' })).json();
    const patch = (id: string, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v2/appointments/${id}`,
        headers: { ...live.auth, ...idem() },
        payload: payload as object,
      });
    const moved = await patch(a.id, { start_time: warsaw(7, '12:00'), status: 'confirmed', notes: null });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'confirmed', notes: null });
    expect(moved.json().start_time).toBe(new Date(warsaw(7, '12:00')).toISOString());
    const clash = await patch(a.id, { start_time: warsaw(7, '11:15') });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('slot_unavailable');
    expect((await patch(a.id, { duration_minutes: 600 })).statusCode).toBe(422);
    expect((await patch(a.id, { start_time: warsaw(7, '21:00') })).json().error.code).toBe(
      'outside_opening_hours',
    );
    expect((await patch(a.id, { status: 'cancelled' })).statusCode).toBe(422);
    expect((await patch(a.id, {})).statusCode).toBe(422);

    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/v2/appointments/${b.id}/cancel`,
        headers: { ...live.auth, ...idem() },
      });
    const c1 = await cancel();
    expect(c1.statusCode).toBe(200);
    expect(c1.json()).toMatchObject({ status: 'cancelled' });
    expect(c1.json().cancelled_at).toBeTruthy();
    const c2 = await cancel();
    expect(c2.statusCode).toBe(200);
    expect(c2.json()).toEqual(c1.json());
    expect((await patch(b.id, { notes: 'x' })).statusCode).toBe(409);

    // The slot is free again.
    expect((await post(live.auth, { start_time: warsaw(7, '11:00'), patient_name: 'B2' })).statusCode).toBe(
      201,
    );
    const events = await t.db.select().from(outboxMessages).where(eq(outboxMessages.tenantId, tenant.id));
    const kinds = events.map((e) => (e.payload as { event: string }).event).sort();
    expect(kinds).toEqual([
      'appointment.cancelled',
      'appointment.created',
      'appointment.created',
      'appointment.created',
      'appointment.updated',
    ]);
  });

  it('lists with cursor pagination and filters', async () => {
    const { live } = await bookableTenant(t);
    for (const h of ['09:00', '10:00', '11:00', '12:00', '13:00'])
      expect((await post(live.auth, { start_time: warsaw(8, h), patient_name: h })).statusCode).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/v2/appointments?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const r = await t.app.inject({ method: 'GET', url, headers: live.auth });
      expect(r.statusCode).toBe(200);
      const page = r.json();
      seen.push(...page.data.map((a: { patient_name: string }) => a.patient_name));
      cursor = page.pagination.next_cursor;
      expect(page.pagination.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(seen).toEqual(['13:00', '12:00', '11:00', '10:00', '09:00']);
    const from = encodeURIComponent(new Date(warsaw(8, '10:00')).toISOString());
    const to = encodeURIComponent(new Date(warsaw(8, '12:00')).toISOString());
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/v2/appointments?from=${from}&to=${to}`,
      headers: live.auth,
    });
    expect(filtered.json().data.map((a: { patient_name: string }) => a.patient_name)).toEqual([
      '11:00',
      '10:00',
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v2/appointments?cursor=abc.def',
      headers: live.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'invalid_cursor', field: 'cursor' });
  });

  it('computes availability in the tenant zone minus appointments', async () => {
    const { live } = await bookableTenant(t, {
      hours: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['09:00', '12:00']]]),
      ),
    });
    await post(live.auth, { start_time: warsaw(9, '10:00'), patient_name: 'A', duration_minutes: 45 });
    const r = await t.app.inject({
      method: 'GET',
      url: `/v2/availability?date=${warsawDate(9)}`,
      headers: live.auth,
    });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ date: warsawDate(9), timezone: 'Europe/Warsaw', livemode: true });
    const starts = body.slots.map((s: { start: string }) => s.start);
    const expected = ['09:00', '09:30', '11:00', '11:30'].map((h) => new Date(warsaw(9, h)).toISOString());
    expect(starts).toEqual(expected);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v2/availability?date=2026-02-30',
      headers: live.auth,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe('date');
  });
});

describe('test keys', () => {
  it('validate, conflict-check and answer writes without persisting anything or raising events', async () => {
    const { tenant, live, test } = await bookableTenant(t);
    const taken = (await post(live.auth, { start_time: warsaw(10, '10:00'), patient_name: 'Live' })).json();
    const before = await counts(tenant.id);

    const sim = await post(test.auth, {
      start_time: warsaw(10, '11:00'),
      patient_name: 'Sim',
      patient_phone: '+48 601 234 567',
    });
    expect(sim.statusCode).toBe(201);
    expect(sim.headers['x-service-livemode']).toBe('false');
    expect(sim.json()).toMatchObject({ livemode: false, status: 'scheduled', patient_phone: '+48601234567' });
    const conflict = await post(test.auth, { start_time: warsaw(10, '10:15'), patient_name: 'Sim' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ error: { code: 'slot_unavailable' }, livemode: false });
    expect((await post(test.auth, { start_time: warsaw(10, '06:00'), patient_name: 'Sim' })).statusCode).toBe(
      422,
    );

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v2/appointments/${taken.id}/cancel`,
      headers: { ...test.auth, ...idem() },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', livemode: false });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v2/appointments/${taken.id}`,
      headers: { ...test.auth, ...idem() },
      payload: { patient_name: 'Changed' },
    });
    expect(patch.json()).toMatchObject({ patient_name: 'Changed', livemode: false });

    expect(await counts(tenant.id)).toEqual(before);
    const still = await t.app.inject({
      method: 'GET',
      url: `/v2/appointments/${taken.id}`,
      headers: test.auth,
    });
    expect(still.json()).toMatchObject({ status: 'scheduled', patient_name: 'Live', livemode: false });
    // The simulated booking did not take the slot.
    expect(
      (await post(live.auth, { start_time: warsaw(10, '11:00'), patient_name: 'Real' })).statusCode,
    ).toBe(201);
  });
});

describe.runIf(usingServer())('concurrency on PostgreSQL', () => {
  it('50 concurrent bookings of one slot: exactly one 201, the rest 409 slot_unavailable', async () => {
    const { tenant, live } = await bookableTenant(t);
    const start = warsaw(11, '10:00');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(live.auth, { start_time: start, patient_name: `P${i}` })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().error.code).toBe('slot_unavailable');
    expect((await counts(tenant.id)).appointments).toBe(1);
  });
});

describe.skipIf(usingServer())('sequential conflict on PGlite', () => {
  it('books one slot once out of 10 attempts', async () => {
    const { tenant, live } = await bookableTenant(t);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await post(live.auth, { start_time: warsaw(11, '10:00'), patient_name: `P${i}` })).statusCode,
      );
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect((await counts(tenant.id)).appointments).toBe(1);
  });
});
