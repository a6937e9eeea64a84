import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_NUMBER, describeSeed, type SeedResult, seedDemo } from '../../scripts/seed-demo.js';
import { users } from '../../src/modules/accounts/accounts.schema.js';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { knowledgeChunks, knowledgeDocuments } from '../../src/modules/knowledge/knowledge.schema.js';
import { phoneNumbers, tenants } from '../../src/modules/tenants/tenants.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('npm run seed:demo', () => {
  let t: TestApp;
  let first: SeedResult;

  beforeAll(async () => {
    t = await createTestApp();
    first = await seedDemo(t.database, t.config);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: DEMO_EMAIL, password }).toString(),
    });

  it('creates a signed-in-able demo account with a live Business tenant and its data', async () => {
    expect(first.created).toBe(true);
    expect(first.password).toMatch(/^[A-Za-z0-9]{16}$/);
    const [user] = await t.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.emailVerified).toBe(true);

    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, first.tenantId));
    expect(tenant).toMatchObject({ tier: 'business', isLive: true, ownerUserId: user!.id });
    expect(Object.keys(tenant!.faq).length).toBeGreaterThanOrEqual(5);
    expect(tenant!.openingHours.mon).toEqual([['08:00', '20:00']]);
    const numbers = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.tenantId, first.tenantId));
    expect(numbers.map((n) => n.number)).toEqual([DEMO_NUMBER]);

    const callRows = await t.db.select().from(calls).where(eq(calls.tenantId, first.tenantId));
    expect(callRows.length).toBeGreaterThanOrEqual(5);
    for (const c of callRows) {
      expect(c.status).toBe('completed');
      expect(c.outcome).not.toBeNull();
      expect(c.transcript!.length).toBeGreaterThan(0);
    }
    expect(new Set(callRows.map((c) => c.outcome)).size).toBeGreaterThanOrEqual(4);
    const appts = await t.db.select().from(appointments).where(eq(appointments.tenantId, first.tenantId));
    expect(appts.filter((a) => a.startTime > new Date()).length).toBeGreaterThanOrEqual(4);

    const docs = await t.db
      .select()
      .from(knowledgeDocuments)
      .where(eq(knowledgeDocuments.tenantId, first.tenantId));
    expect(docs).toHaveLength(1);
    const chunks = await t.db
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.tenantId, first.tenantId));
    expect(chunks.length).toBe(first.knowledgeChunks);
    expect(chunks.length).toBeGreaterThan(0);

    // The printed password signs in; the dashboard answers from the demo knowledge.
    const r = await login(first.password!);
    expect(r.statusCode, r.body).toBe(200);
    const auth = { authorization: `Bearer ${r.json().access_token}` };
    const q = await t.app.inject({
      method: 'POST',
      url: `/tenants/${first.tenantId}/knowledge/query`,
      headers: auth,
      payload: { question: 'Ile kosztuje implant?' },
    });
    expect(q.json().found).toBe(true);
    expect(q.json().answer).toContain('5200');

    // The keys work: live sees the calls, test answers with livemode false.
    expect(first.liveKey).toMatch(/^svc_live_[A-Za-z0-9]{32,}$/);
    expect(first.testKey).toMatch(/^svc_test_[A-Za-z0-9]{32,}$/);
    const live = await t.app.inject({
      method: 'GET',
      url: '/v2/calls',
      headers: { authorization: `Bearer ${first.liveKey}` },
    });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().data.length).toBe(callRows.length);
    const test = await t.app.inject({
      method: 'GET',
      url: '/v2/calls',
      headers: { authorization: `Bearer ${first.testKey}` },
    });
    expect(test.json().livemode).toBe(false);

    const text = describeSeed(first, 'http://127.0.0.1:8080');
    expect(text).toContain(DEMO_EMAIL);
    expect(text).toContain(first.password!);
    expect(text).toContain(first.testKey);
  });

  it('is idempotent: a second run adds nothing, says it exists, rotates the keys', async () => {
    // As the service's seed route does: the running app's principal cache forgets revoked keys.
    const second = await seedDemo(t.database, t.config, {
      onRevoked: () => t.platform.authChanges.announce(),
    });
    expect(second).toMatchObject({
      created: false,
      password: null,
      tenantId: first.tenantId,
      knowledgeChunks: 0,
    });
    expect(describeSeed(second, 'http://x')).toMatch(/already exists/);
    expect(await t.db.select().from(users).where(eq(users.email, DEMO_EMAIL))).toHaveLength(1);
    expect(await t.db.select().from(tenants)).toHaveLength(1);
    expect(await t.db.select().from(knowledgeDocuments)).toHaveLength(1);
    const old = await t.app.inject({
      method: 'GET',
      url: '/v2/calls',
      headers: { authorization: `Bearer ${first.liveKey}` },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/v2/calls',
      headers: { authorization: `Bearer ${second.liveKey}` },
    });
    expect(fresh.statusCode).toBe(200);
    // The first password still signs in; --reset-password makes a new one.
    expect((await login(first.password!)).statusCode).toBe(200);
    const reset = await seedDemo(t.database, t.config, { resetPassword: true });
    expect(reset.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await login(reset.password!)).statusCode).toBe(200);
    expect((await login(first.password!)).statusCode).toBe(401);
  });
});
