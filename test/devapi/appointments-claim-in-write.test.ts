import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { calendarBusyTimes, calendarSubscriptions } from '../../src/modules/calendar/calendar.schema.js';
import { idempotencyKeys } from '../../src/platform/idempotency.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bookableTenant, idem, warsaw } from './setup.js';

/**
 * A tenant's later bookings claim their `Idempotency-Key`, write the appointment and store the
 * answer in one statement, with the tenant's profile as this process last read it (issue #25,
 * docs/performance.md). These tests change what that profile depends on behind the service's
 * back (plain SQL: no service is told, `updated_at` is not touched) and show that the booking
 * still follows the current state, and that every idempotency rule holds on that path.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ redis: false });
});
afterAll(async () => t?.close());

const book = (auth: Record<string, string>, key: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v2/appointments', headers: { ...auth, ...key }, payload });

async function appointmentCount(tenantId: string) {
  const [r] = await t.db.select({ n: count() }).from(appointments).where(eq(appointments.tenantId, tenantId));
  return r!.n;
}

/** A tenant whose profile this process has read (one booking made), with its live key. */
async function warmTenant() {
  const { tenant, live } = await bookableTenant(t);
  const first = await book(live.auth, idem(), { start_time: warsaw(5, '08:00'), patient_name: 'Warm' });
  expect(first.statusCode).toBe(201);
  return { tenant, live };
}

describe('a booking with the profile as last read, its key claimed in the write', () => {
  it('books, stores the sealed answer with the key and replays those bytes', async () => {
    const { tenant, live } = await warmTenant();
    const key = idem();
    const body = { start_time: warsaw(5, '09:00'), patient_name: 'Anna', patient_phone: '601 234 567' };
    const r = await book(live.auth, key, body);
    expect(r.statusCode).toBe(201);
    expect(r.headers['idempotent-replayed']).toBeUndefined();
    const [stored] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tenantId, tenant.id), eq(idempotencyKeys.key, key['idempotency-key']!)));
    expect(stored).toMatchObject({ state: 'completed', responseStatus: 201, mode: 'live', method: 'POST' });
    expect(t.platform.dataBox.open(stored!.responseBody!, `idempotency_keys:${stored!.id}`)).toBe(r.body);

    const again = await book(live.auth, key, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(r.body);
    const reuse = await book(live.auth, key, { ...body, patient_name: 'Other' });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().error.code).toBe('idempotency_key_reuse');
    expect(await appointmentCount(tenant.id)).toBe(2);
  });

  it('follows opening hours changed by plain SQL since they were read, and stores the refusal', async () => {
    const { tenant, live } = await warmTenant();
    // Closed in the morning from now on, open in the evening; nothing tells the service, and
    // the row's updated_at stays as it was.
    const before = await t.db.execute(sql`select updated_at from tenants where id = ${tenant.id}`);
    const evening = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['14:00', '22:00']]]),
    );
    await t.db.execute(
      sql`update tenants set opening_hours = ${JSON.stringify(evening)}::jsonb where id = ${tenant.id}`,
    );
    const after = await t.db.execute(sql`select updated_at from tenants where id = ${tenant.id}`);
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));

    const key = idem();
    const morning = { start_time: warsaw(5, '10:00'), patient_name: 'Morning' };
    const refused = await book(live.auth, key, morning);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('outside_opening_hours');
    const replay = await book(live.auth, key, morning);
    expect(replay.statusCode).toBe(422);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const late = await book(live.auth, idem(), { start_time: warsaw(5, '21:00'), patient_name: 'Late' });
    expect(late.statusCode).toBe(201);
    // And the other way round: the evening closes again; the profile read above is stale now.
    await t.db.execute(
      sql`update tenants set opening_hours = ${JSON.stringify({ mon: [['08:00', '12:00']] })}::jsonb where id = ${tenant.id}`,
    );
    const stale = await book(live.auth, idem(), { start_time: warsaw(5, '21:30'), patient_name: 'Stale' });
    expect(stale.statusCode).toBe(422);
    expect(await appointmentCount(tenant.id)).toBe(2);
  });

  it('sees a calendar added since the profile was read: its busy time refuses the slot', async () => {
    const { tenant, live } = await warmTenant();
    const at = warsaw(5, '11:00');
    const start = new Date(at);
    const [sub] = await t.db
      .insert(calendarSubscriptions)
      .values({
        tenantId: tenant.id,
        name: 'Gabinet',
        url: 'http://127.0.0.1:9/calendar.ics',
        lastFetchedAt: new Date(),
        lastSyncedAt: new Date(),
      })
      .returning();
    await t.db.insert(calendarBusyTimes).values({
      tenantId: tenant.id,
      subscriptionId: sub!.id,
      uid: 'busy-1',
      title: 'Zajęte',
      startAt: new Date(start.getTime() - 30 * 60_000),
      endAt: new Date(start.getTime() + 60 * 60_000),
    });
    const key = idem();
    const r = await book(live.auth, key, { start_time: at, patient_name: 'Busy' });
    expect(r.statusCode).toBe(409);
    expect(r.json().error.code).toBe('slot_unavailable');
    const replay = await book(live.auth, key, { start_time: at, patient_name: 'Busy' });
    expect(replay.statusCode).toBe(409);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await appointmentCount(tenant.id)).toBe(1);
  });

  it('an overlap is refused with 409, stored for the key, and nothing else is written', async () => {
    const { tenant, live } = await warmTenant();
    const key = idem();
    const clash = await book(live.auth, key, { start_time: warsaw(5, '08:15'), patient_name: 'Clash' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('slot_unavailable');
    const replay = await book(live.auth, key, { start_time: warsaw(5, '08:15'), patient_name: 'Clash' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.statusCode).toBe(409);
    const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.tenantId, tenant.id));
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.state === 'completed')).toBe(true);
    expect(await appointmentCount(tenant.id)).toBe(1);
  });

  it('one key sent twice at once: one booking, the same answer twice', async () => {
    const { tenant, live } = await warmTenant();
    const key = idem();
    const body = { start_time: warsaw(5, '12:00'), patient_name: 'Twice' };
    const [a, b] = await Promise.all([book(live.auth, key, body), book(live.auth, key, body)]);
    // The second's claim waits for the first's statement, finds the key completed with its
    // answer (claimed and answered in one commit, never seen in progress) and replays it.
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.body).toBe(b!.body);
    expect([a!.headers['idempotent-replayed'], b!.headers['idempotent-replayed']].sort()).toEqual([
      'true',
      undefined,
    ]);
    expect(await appointmentCount(tenant.id)).toBe(2);
  });

  it('per tenant: another tenant’s profile is never used', async () => {
    const one = await warmTenant();
    const other = await bookableTenant(t, {
      hours: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['16:00', '18:00']]]),
      ),
    });
    const first = await book(other.live.auth, idem(), { start_time: warsaw(5, '16:00'), patient_name: 'X' });
    expect(first.statusCode).toBe(201);
    // 09:00 is open for the first tenant only.
    const closed = await book(other.live.auth, idem(), { start_time: warsaw(5, '09:00'), patient_name: 'X' });
    expect(closed.statusCode).toBe(422);
    const open = await book(one.live.auth, idem(), { start_time: warsaw(5, '09:00'), patient_name: 'Y' });
    expect(open.statusCode).toBe(201);
    const theirs = await t.db.select().from(appointments).where(eq(appointments.tenantId, other.tenant.id));
    expect(theirs).toHaveLength(1);
  });
});
