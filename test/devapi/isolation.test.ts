import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';
import { bookableTenant, idem, seedCalls, warsaw } from './setup.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('tenant isolation of the developer API', () => {
  it('a key of tenant A gets 404 for B’s ids on every v2 and v1 route and never sees B’s rows', async () => {
    const a = await bookableTenant(t);
    const b = await bookableTenant(t);
    const [bCall] = await seedCalls(t, b.tenant.id, [{ summary: 'B only' }]);
    await seedCalls(t, a.tenant.id, [{ summary: 'A only' }]);
    const bAppt = (
      await t.app.inject({
        method: 'POST',
        url: '/v2/appointments',
        headers: { ...b.live.auth, ...idem() },
        payload: { start_time: warsaw(3, '10:00'), patient_name: 'Pacjent B' },
      })
    ).json();
    expect(bAppt.id).toBeTruthy();
    await t.app.inject({
      method: 'POST',
      url: '/v2/knowledge',
      headers: { ...b.live.auth, ...idem() },
      payload: { title: 'B doc', content: 'secret of B' },
    });

    for (const key of [a.live, a.test]) {
      const probes = [
        { method: 'GET', url: `/v2/calls/${bCall!.id}` },
        { method: 'GET', url: `/v2/appointments/${bAppt.id}` },
        { method: 'PATCH', url: `/v2/appointments/${bAppt.id}`, payload: { notes: 'hijack' } },
        { method: 'POST', url: `/v2/appointments/${bAppt.id}/cancel` },
        { method: 'GET', url: `/v1/calls/${bCall!.id}` },
      ] as const;
      for (const p of probes) {
        const r = await t.app.inject({
          method: p.method,
          url: p.url,
          headers: { ...key.auth, ...idem() },
          ...('payload' in p ? { payload: p.payload } : {}),
        });
        expect(r.statusCode, `${p.method} ${p.url}`).toBe(404);
        expect(r.body).not.toContain('Pacjent B');
      }
      for (const url of ['/v2/calls', '/v2/appointments', '/v2/knowledge', '/v1/calls', '/v1/appointments']) {
        const r = await t.app.inject({ method: 'GET', url, headers: key.auth });
        expect(r.statusCode, url).toBe(200);
        expect(r.body).not.toContain(b.tenant.id);
        expect(r.body).not.toContain(bCall!.id);
        expect(r.body).not.toContain(bAppt.id);
        expect(r.body).not.toContain('B doc');
      }
      const tenant = (await t.app.inject({ method: 'GET', url: '/v2/tenant', headers: key.auth })).json();
      expect(tenant.id).toBe(a.tenant.id);
      const avail = (
        await t.app.inject({
          method: 'GET',
          url: `/v2/availability?date=${warsaw(3, '10:00').slice(0, 10)}`,
          headers: key.auth,
        })
      ).json();
      // B's booking does not take A's slot.
      expect(avail.slots.map((s: { start: string }) => s.start)).toContain(
        new Date(warsaw(3, '10:00')).toISOString(),
      );
    }
    // B's appointment is untouched.
    const still = await t.app.inject({
      method: 'GET',
      url: `/v2/appointments/${bAppt.id}`,
      headers: b.live.auth,
    });
    expect(still.json()).toMatchObject({ status: 'scheduled', notes: null });
  });
});

describe('v1', () => {
  it('is read-only: writes are 405, and a read-only key cannot write through v2 either', async () => {
    const { tenant } = await bookableTenant(t);
    const v1Key = await createApiKey(t, tenant.id); // calls:read, appointments:read, analytics:read
    for (const [method, url] of [
      ['POST', '/v1/appointments'],
      ['PATCH', '/v1/calls/01939b3c-0000-7000-8000-000000000001'],
      ['DELETE', '/v1/calls/01939b3c-0000-7000-8000-000000000001'],
    ] as const) {
      const r = await t.app.inject({ method, url, headers: v1Key.auth, payload: {} });
      expect(r.statusCode, url).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD');
      expect(r.json().error.code).toBe('method_not_allowed');
    }
    const v2 = await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...v1Key.auth, ...idem() },
      payload: { start_time: warsaw(3, '10:00'), patient_name: 'X' },
    });
    expect(v2.statusCode).toBe(403);
    expect(v2.json().error.code).toBe('insufficient_scope');
  });

  it('pages with limit/offset (limit at most 100), checks scopes, and accepts a user token', async () => {
    const { tenant, owner } = await createTenantWithOwner(t, { tier: 'business' });
    const rows = await seedCalls(
      t,
      tenant.id,
      Array.from({ length: 5 }, (_, i) => ({
        createdAt: new Date(Date.parse('2026-05-01T10:00:00Z') + i * 1000),
      })),
    );
    const key = await createApiKey(t, tenant.id);
    const page = await t.app.inject({ method: 'GET', url: '/v1/calls?limit=2&offset=2', headers: key.auth });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ limit: 2, offset: 2, has_more: true });
    expect(body.data.map((c: { id: string }) => c.id)).toEqual([rows[2]!.id, rows[1]!.id]);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'id',
        'created_at',
        'caller_number',
        'direction',
        'status',
        'outcome',
        'duration_seconds',
        'sentiment',
        'summary',
        'had_error',
      ].sort(),
    );
    expect(body.livemode).toBeUndefined();
    const last = (
      await t.app.inject({ method: 'GET', url: '/v1/calls?limit=2&offset=4', headers: key.auth })
    ).json();
    expect(last).toMatchObject({ has_more: false, data: [{ id: rows[0]!.id }] });
    const tooMany = await t.app.inject({ method: 'GET', url: '/v1/calls?limit=101', headers: key.auth });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toMatchObject({ code: 'validation_error', field: 'limit' });

    const one = await t.app.inject({ method: 'GET', url: `/v1/calls/${rows[0]!.id}`, headers: key.auth });
    expect(one.json()).toMatchObject({ id: rows[0]!.id, outcome: 'answered_faq' });

    const callsOnly = await createApiKey(t, tenant.id, { scopes: ['calls:read'] });
    const denied = await t.app.inject({ method: 'GET', url: '/v1/appointments', headers: callsOnly.auth });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('insufficient_scope');

    const asUser = await t.app.inject({ method: 'GET', url: '/v1/calls?limit=1', headers: owner.auth });
    expect(asUser.statusCode).toBe(200);
    expect(asUser.json().data[0].id).toBe(rows[4]!.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/appointments', headers: owner.auth })).statusCode,
    ).toBe(200);
    // A user token is not a v2 credential.
    expect((await t.app.inject({ method: 'GET', url: '/v2/calls', headers: owner.auth })).statusCode).toBe(
      401,
    );

    const low = await createTenantWithOwner(t, { tier: 'starter' });
    const lowUser = await t.app.inject({ method: 'GET', url: '/v1/calls', headers: low.owner.auth });
    expect(lowUser.statusCode).toBe(403);
    expect(lowUser.json().error.code).toBe('plan_required');
  });
});
