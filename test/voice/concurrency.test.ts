import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { PLANS } from '../../src/modules/plans/plans.js';
import { type Tier, tenants } from '../../src/modules/tenants/tenants.schema.js';
import { internal, randomMobile } from '../calls/setup.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey } from '../helpers/fixtures.js';
import { voiceTenant } from './setup.js';

/** Simultaneous calls per tenant (issue #23, item 5): the plan's limit, the polite overflow, the usage. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function tenantOn(tier: Tier) {
  const x = await voiceTenant(t);
  await t.db.update(tenants).set({ tier }).where(eq(tenants.id, x.tenant.id));
  return x;
}

const start = async (number: string) => {
  const r = await post('/internal/voice/sessions', internal, { to: number, from: randomMobile() });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as { session_id: string; call_id: string; reply: string; overflow?: boolean };
};

describe('simultaneous calls per tenant', () => {
  it('plans: Starter 2, Business 10, Enterprise 50 (Solo and trial 1)', () => {
    expect(PLANS.starter.concurrentCalls).toBe(2);
    expect(PLANS.business.concurrentCalls).toBe(10);
    expect(PLANS.enterprise.concurrentCalls).toBe(50);
    expect(PLANS.solo.concurrentCalls).toBe(1);
  });

  it('a call over the limit is answered politely in Polish and English, takes a message and is counted', async () => {
    const x = await tenantOn('starter');
    const first = await start(x.number);
    const second = await start(x.number);
    expect(first.overflow).toBe(false);
    expect(second.overflow).toBe(false);

    const third = await start(x.number);
    expect(third.overflow).toBe(true);
    expect(third.reply).toContain('wszystkie nasze linie są w tej chwili zajęte');
    expect(third.reply).toContain('all our lines are busy');
    expect(third.reply).toContain('Przychodnia Zdrówko');

    // Whatever the caller says next is the message; the number to call back is asked once (the
    // caller said who they are but no number).
    const said = await post(`/internal/voice/sessions/${third.session_id}/turns`, internal, {
      text: 'Proszę o telefon w sprawie wyników badań, Jan Nowak.',
    });
    expect(said.statusCode, said.body).toBe(200);
    expect(said.json()).toMatchObject({ ended: false });
    expect(said.json().reply).toMatch(/z którego Pan lub Pani dzwoni/);
    const turn = await post(`/internal/voice/sessions/${third.session_id}/turns`, internal, {
      text: 'Tak, na ten numer.',
    });
    expect(turn.statusCode, turn.body).toBe(200);
    expect(turn.json()).toMatchObject({ ended: true, outcome: 'callback' });
    const [rec] = await t.db.select().from(calls).where(eq(calls.id, third.call_id));
    expect(rec).toMatchObject({ overflow: true, status: 'completed', callbackRequested: true });
    expect(rec!.messageText).toContain('wyników badań');

    // Counted in the dashboard's usage: two in progress, one overflow.
    const usage = await t.app.inject({
      method: 'GET',
      url: `/tenants/${x.tenant.id}/usage`,
      headers: x.owner.auth,
    });
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({
      concurrent_calls_limit: 2,
      concurrent_calls_active: 2,
      overflow_calls: 1,
    });

    // One ends: the next call is answered normally again.
    const hangup = await post(`/internal/voice/sessions/${first.session_id}/hangup`, internal, {});
    expect(hangup.statusCode, hangup.body).toBe(200);
    const fourth = await start(x.number);
    expect(fourth.overflow).toBe(false);
    expect(fourth.reply).not.toContain('zajęte');
  });

  it('calls starting together cannot pass the limit', async () => {
    const x = await tenantOn('starter');
    const started = await Promise.all(Array.from({ length: 5 }, () => start(x.number)));
    expect(started.filter((s) => !s.overflow)).toHaveLength(2);
    expect(started.filter((s) => s.overflow)).toHaveLength(3);
  });

  it('another tenant’s calls do not count; records left open for hours do not count', async () => {
    const a = await tenantOn('starter');
    const b = await tenantOn('starter');
    await start(b.number);
    await start(b.number);
    // A record never completed, started five hours ago.
    await t.db.insert(calls).values({
      tenantId: a.tenant.id,
      status: 'in_progress',
      startedAt: new Date(t.platform.clock.now().getTime() - 5 * 3_600_000),
    });
    expect((await start(a.number)).overflow).toBe(false);
    expect((await start(a.number)).overflow).toBe(false);
    expect((await start(a.number)).overflow).toBe(true);
    // B's usage does not see A's overflow; A's owner cannot read B's usage.
    const bUsage = await t.app.inject({
      method: 'GET',
      url: `/tenants/${b.tenant.id}/usage`,
      headers: b.owner.auth,
    });
    expect(bUsage.json()).toMatchObject({ concurrent_calls_active: 2, overflow_calls: 0 });
    const probe = await t.app.inject({
      method: 'GET',
      url: `/tenants/${b.tenant.id}/usage`,
      headers: a.owner.auth,
    });
    expect(probe.statusCode).toBe(404);
  });

  it('the dashboard’s test calls count like phone calls; /v2/billing/usage reports the figures', async () => {
    const x = await tenantOn('business');
    // Ten calls in progress (Business' limit) …
    await t.db.insert(calls).values(
      Array.from({ length: 10 }, () => ({
        tenantId: x.tenant.id,
        status: 'in_progress' as const,
        startedAt: t.platform.clock.now(),
      })),
    );
    // … so a test call is the eleventh.
    const test = await post(`/tenants/${x.tenant.id}/test-calls`, x.owner.auth, {});
    expect(test.statusCode, test.body).toBe(201);
    expect(test.json().overflow).toBe(true);
    expect(test.json().greeting).toContain('all our lines are busy');

    const key = await createApiKey(t, x.tenant.id, { scopes: ['billing:read'] });
    const v2 = await t.app.inject({ method: 'GET', url: '/v2/billing/usage', headers: key.auth });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json()).toMatchObject({
      concurrent_calls_limit: 10,
      concurrent_calls_active: 10,
      overflow_calls: 1,
      livemode: true,
    });
  });
});
