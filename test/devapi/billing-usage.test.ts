import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenant } from '../helpers/fixtures.js';

describe('GET /v2/billing/usage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the tenant's usage of this month (minutes rounded up per call) against the plan", async () => {
    const tenant = await createTenant(t, { tier: 'business' });
    const other = await createTenant(t, { tier: 'business' });
    const now = new Date();
    await t.db.insert(calls).values([
      { tenantId: tenant.id, status: 'completed', outcome: 'booked', durationSeconds: 61, startedAt: now },
      {
        tenantId: tenant.id,
        status: 'completed',
        outcome: 'answered_faq',
        durationSeconds: 30,
        startedAt: now,
      },
      { tenantId: other.id, status: 'completed', outcome: 'booked', durationSeconds: 600, startedAt: now },
    ]);
    const key = await createApiKey(t, tenant.id, { scopes: ['billing:read'] });
    const r = await t.app.inject({ method: 'GET', url: '/v2/billing/usage', headers: key.auth });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-service-livemode']).toBe('true');
    expect(r.json()).toMatchObject({
      tenant_id: tenant.id,
      minutes_used: 3,
      minutes_limit: 2000,
      sms_limit: 600,
      calls_total: 2,
      calls_by_outcome: { booked: 1, answered_faq: 1 },
      livemode: true,
    });
    const test = await createApiKey(t, tenant.id, { mode: 'test', scopes: ['billing:read'] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/billing/usage', headers: test.auth })).json().livemode,
    ).toBe(false);
    const noScope = await createApiKey(t, tenant.id, { scopes: ['calls:read'] });
    const refused = await t.app.inject({ method: 'GET', url: '/v2/billing/usage', headers: noScope.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('insufficient_scope');
  });
});
