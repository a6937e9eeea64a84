import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';

const internal = { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY };

describe('POST /internal/demo/seed (npm run seed:demo through the running service)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs the internal key', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/internal/demo/seed', payload: {} });
    expect(r.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/internal/demo/seed',
      headers: { 'x-internal-key': 'wrong-key-0123456789abcdef' },
      payload: {},
    });
    expect(bad.statusCode).toBe(401);
  });

  it('rejects unknown fields with a 422', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/internal/demo/seed',
      headers: internal,
      payload: { reset: true },
    });
    expect(r.statusCode).toBe(422);
  });

  it('creates the demo account once (201), then only rotates the keys (200)', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/internal/demo/seed', headers: internal });
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json();
    expect(a).toMatchObject({ created: true, email: 'demo@recepcja.local', phone_number: '+48123450000' });
    expect(a.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(a.live_key).toMatch(/^svc_live_/);
    expect(a.test_key).toMatch(/^svc_test_/);
    expect(a.knowledge_chunks).toBeGreaterThan(0);

    const calls = await t.app.inject({
      method: 'GET',
      url: '/v2/calls',
      headers: { authorization: `Bearer ${a.live_key}` },
    });
    expect(calls.statusCode).toBe(200);
    expect(calls.json().data.length).toBeGreaterThanOrEqual(5);

    const second = await t.app.inject({
      method: 'POST',
      url: '/internal/demo/seed',
      headers: internal,
      payload: {},
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ created: false, password: null, tenant_id: a.tenant_id });
    const old = await t.app.inject({
      method: 'GET',
      url: '/v2/calls',
      headers: { authorization: `Bearer ${a.live_key}` },
    });
    expect(old.statusCode).toBe(401);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/internal/demo/seed',
      headers: internal,
      payload: { reset_password: true },
    });
    expect(reset.json().password).toMatch(/^[A-Za-z0-9]{16}$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: 'demo@recepcja.local',
        password: reset.json().password,
      }).toString(),
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('POST /internal/demo/seed on a production service', () => {
  it('is refused with 403 demo_seed_disabled, in English and Polish', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const r = await t.app.inject({ method: 'POST', url: '/internal/demo/seed', headers: internal });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ code: 'demo_seed_disabled' });
      expect(r.json().detail).toMatch(/production/);
      expect(r.json().message_pl).toMatch(/produkcyjnej/);
    } finally {
      await t.close();
    }
  });
});

describe('POST /internal/demo/seed called twice at once', () => {
  it('creates the demo account once; the other call finds it (200), neither is a conflict', async () => {
    const t = await createTestApp();
    try {
      const seed = () =>
        t.app.inject({ method: 'POST', url: '/internal/demo/seed', headers: internal, payload: {} });
      const answers = await Promise.all([seed(), seed(), seed()]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
      const tenants = new Set(answers.map((r) => r.json().tenant_id));
      expect(tenants.size).toBe(1);
    } finally {
      await t.close();
    }
  });
});
