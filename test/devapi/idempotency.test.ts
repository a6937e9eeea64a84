import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { IdempotencyStore, requestFingerprint } from '../../src/platform/idempotency.js';
import { idempotencyKeys } from '../../src/platform/idempotency.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { bookableTenant, warsaw } from './setup.js';

let t: TestApp;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t?.close());

const book = (auth: Record<string, string>, key: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/appointments',
    headers: { ...auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

async function appointmentCount(tenantId: string) {
  const [r] = await t.db.select({ n: count() }).from(appointments).where(eq(appointments.tenantId, tenantId));
  return r!.n;
}

describe('Idempotency-Key on v2 writes', () => {
  it('is required (400 idempotency_key_required), 1 to 255 characters, on every write route', async () => {
    const { live } = await bookableTenant(t);
    const body = { start_time: warsaw(3, '10:00'), patient_name: 'A' };
    for (const key of [undefined, '', 'x'.repeat(256)]) {
      const r = await book(live.auth, key, body);
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatchObject({ code: 'idempotency_key_required', field: 'Idempotency-Key' });
    }
    // Checked before the body: an invalid body without a key is told about the key.
    expect((await book(live.auth, undefined, { nonsense: true })).json().error.code).toBe(
      'idempotency_key_required',
    );
    for (const [method, url] of [
      ['PATCH', '/v2/appointments/01939b3c-0000-7000-8000-000000000001'],
      ['POST', '/v2/appointments/01939b3c-0000-7000-8000-000000000001/cancel'],
      ['PUT', '/v2/faq'],
      ['PATCH', '/v2/voice-config'],
      ['POST', '/v2/knowledge'],
    ] as const) {
      const r = await t.app.inject({ method, url, headers: live.auth, payload: {} });
      expect(r.statusCode, url).toBe(400);
      expect(r.json().error.code).toBe('idempotency_key_required');
    }
    expect((await book(live.auth, 'x'.repeat(255), body)).statusCode).toBe(201);
  });

  it('replays the stored answer with Idempotent-Replayed: true and does the work once', async () => {
    const { tenant, live } = await bookableTenant(t);
    const body = { start_time: warsaw(3, '11:00'), patient_name: 'A', notes: 'x' };
    const first = await book(live.auth, 'replay-1', body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Same request, keys in another order: same fingerprint.
    const again = await book(live.auth, 'replay-1', {
      notes: 'x',
      patient_name: 'A',
      start_time: body.start_time,
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await appointmentCount(tenant.id)).toBe(1);
    const [stored] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.tenantId} = ${tenant.id} and ${idempotencyKeys.key} = 'replay-1'`);
    expect(stored).toMatchObject({ state: 'completed', responseStatus: 201 });
    // Stored encrypted (DATA_ENCRYPTION_KEY), bound to its row; it opens to the bytes sent.
    expect(stored!.responseBody).toMatch(/^v1:/);
    expect(stored!.responseBody).not.toContain(JSON.parse(first.body).id);
    expect(t.platform.dataBox.open(stored!.responseBody!, `idempotency_keys:${stored!.id}`)).toBe(first.body);
  });

  it('still replays an answer stored in plaintext before encryption at rest', async () => {
    const { live, tenant } = await bookableTenant(t);
    const body = { start_time: warsaw(3, '16:30'), patient_name: 'A' };
    const first = await book(live.auth, 'legacy-1', body);
    expect(first.statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ responseBody: first.body })
      .where(sql`${idempotencyKeys.tenantId} = ${tenant.id} and ${idempotencyKeys.key} = 'legacy-1'`);
    const again = await book(live.auth, 'legacy-1', body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('replays a stored 4xx too (a 409 stays a 409)', async () => {
    const { live } = await bookableTenant(t);
    expect(
      (await book(live.auth, 'a', { start_time: warsaw(3, '12:00'), patient_name: 'A' })).statusCode,
    ).toBe(201);
    const lost = await book(live.auth, 'b', { start_time: warsaw(3, '12:00'), patient_name: 'B' });
    expect(lost.statusCode).toBe(409);
    const replay = await book(live.auth, 'b', { start_time: warsaw(3, '12:00'), patient_name: 'B' });
    expect(replay.statusCode).toBe(409);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().error.code).toBe('slot_unavailable');
  });

  it('refuses the same key with a different request (422 idempotency_key_reuse)', async () => {
    const { live } = await bookableTenant(t);
    expect(
      (await book(live.auth, 'reuse', { start_time: warsaw(3, '13:00'), patient_name: 'A' })).statusCode,
    ).toBe(201);
    const other = await book(live.auth, 'reuse', { start_time: warsaw(3, '14:00'), patient_name: 'A' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({ code: 'idempotency_key_reuse', field: 'Idempotency-Key' });
    const otherPath = await t.app.inject({
      method: 'PUT',
      url: '/v2/faq',
      headers: { ...live.auth, 'idempotency-key': 'reuse' },
      payload: { faq: {} },
    });
    expect(otherPath.statusCode).toBe(422);
  });

  it('answers 409 idempotency_in_progress while the first request runs', async () => {
    const { tenant, live } = await bookableTenant(t);
    const body = { start_time: warsaw(3, '15:00'), patient_name: 'A' };
    const store = new IdempotencyStore(t.db, clock, t.platform.dataBox);
    // The first request holds the key (claimed, not answered yet).
    const fp = requestFingerprint('POST', '/v2/appointments', body);
    const claim = await store.begin(
      { tenantId: tenant.id, mode: 'live' },
      'busy',
      fp,
      'POST',
      '/v2/appointments',
    );
    expect(claim.kind).toBe('claimed');
    const second = await book(live.auth, 'busy', body);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('idempotency_in_progress');
    expect(second.headers['retry-after']).toBe('1');
    // A first request that never answers stops blocking after its lease.
    clock.advance(61_000);
    const third = await book(live.auth, 'busy', body);
    expect(third.statusCode).toBe(201);
    clock.set(new Date());
  });

  it('keeps keys per tenant and mode, and forgets them after 24 hours', async () => {
    const { tenant, live, test } = await bookableTenant(t);
    const other = await bookableTenant(t);
    const body = { start_time: warsaw(4, '10:00'), patient_name: 'A' };
    expect((await book(live.auth, 'shared', body)).statusCode).toBe(201);
    const testMode = await book(test.auth, 'shared', { ...body, start_time: warsaw(4, '11:00') });
    expect(testMode.statusCode).toBe(201);
    expect(testMode.headers['idempotent-replayed']).toBeUndefined();
    expect((await book(other.live.auth, 'shared', { ...body, patient_name: 'B' })).statusCode).toBe(201);

    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const later = await book(live.auth, 'shared', { ...body, start_time: warsaw(4, '12:00') });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    clock.set(new Date());
    expect(await appointmentCount(tenant.id)).toBe(2);
  });

  it('stores nothing for a validation failure or a 5xx, so the same key can be retried', async () => {
    const { tenant, live } = await bookableTenant(t);
    const invalid = await book(live.auth, 'retry', { start_time: warsaw(4, '10:00') });
    expect(invalid.statusCode).toBe(422);
    const rows = () =>
      t.db
        .select()
        .from(idempotencyKeys)
        .where(sql`${idempotencyKeys.tenantId} = ${tenant.id} and ${idempotencyKeys.key} = 'retry'`);
    expect(await rows()).toHaveLength(0);

    // Make the write fail on our side (the table is briefly missing): a 500, not stored.
    await t.db.execute(sql`alter table appointments rename to appointments_away`);
    let failed: Awaited<ReturnType<typeof book>>;
    try {
      failed = await book(live.auth, 'retry', { start_time: warsaw(4, '10:00'), patient_name: 'A' });
    } finally {
      await t.db.execute(sql`alter table appointments_away rename to appointments`);
    }
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.code).toBe('internal_error');
    expect(await rows()).toHaveLength(0);

    const ok = await book(live.auth, 'retry', { start_time: warsaw(4, '10:00'), patient_name: 'A' });
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
    expect(await rows()).toHaveLength(1);
  });
});
