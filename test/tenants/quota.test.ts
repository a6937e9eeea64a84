import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/modules/accounts/accounts.schema.js';
import { invoices, paymentRecords } from '../../src/modules/billing/billing.schema.js';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { telephonySandboxEvents } from '../../src/modules/tenants/telephony.schema.js';
import {
  departments,
  phoneNumbers,
  tenants,
  usageCounters,
} from '../../src/modules/tenants/tenants.schema.js';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createTenantWithOwner, createUser } from '../helpers/fixtures.js';

const internal = { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY };
const NOW = new Date('2026-11-21T10:00:00.000Z');

describe('quota, usage, anomalies and deletion', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });
  const inject = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  async function liveTenant(tier: 'solo' | 'business' | 'enterprise' = 'solo') {
    const x = await createTenantWithOwner(t, { tier });
    await t.db.update(tenants).set({ isLive: true }).where(eq(tenants.id, x.tenant.id));
    return x;
  }
  const call = (tenantId: string, startedAt: string, extra: Partial<typeof calls.$inferInsert> = {}) =>
    t.db.insert(calls).values({
      tenantId,
      startedAt: new Date(startedAt),
      status: 'completed',
      durationSeconds: 60,
      ...extra,
    });

  it('counts minutes in the calendar month of the tenant zone, each call rounded up', async () => {
    const x = await liveTenant('solo');
    await call(x.tenant.id, '2026-11-20T09:00:00.000Z', { durationSeconds: 61 }); // 2 min
    await call(x.tenant.id, '2026-10-31T23:30:00.000Z', { durationSeconds: 1 }); // 1 Nov 00:30 in Warsaw: 1 min
    await call(x.tenant.id, '2026-10-31T22:30:00.000Z', { durationSeconds: 600 }); // 31 Oct in Warsaw: not counted
    const q = await inject('GET', `/tenants/${x.tenant.id}/quota`, internal);
    expect(q.statusCode).toBe(200);
    expect(q.json()).toEqual({
      allowed: true,
      reason: null,
      minutes_used: 3,
      minutes_limit: 150,
      sms_used: 0,
      sms_limit: 50,
    });
    // In London the early call is still in October
    await t.db.update(tenants).set({ timezone: 'Europe/London' }).where(eq(tenants.id, x.tenant.id));
    expect((await inject('GET', `/tenants/${x.tenant.id}/quota`, internal)).json().minutes_used).toBe(2);
    const usage = await inject('GET', `/tenants/${x.tenant.id}/usage`, x.owner.auth);
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({
      period: {
        label: '2026-11',
        start: '2026-11-01T00:00:00.000Z',
        end: '2026-12-01T00:00:00.000Z',
        timezone: 'Europe/London',
      },
      minutes_used: 2,
      minutes_remaining: 148,
      calls_total: 1,
      daily: [{ date: '2026-11-20', calls: 1, minutes: 2 }],
    });
    expect((await inject('GET', `/tenants/${x.tenant.id}/usage`, internal)).statusCode).toBe(200);
    const member = await createUser(t, { tenantId: x.tenant.id });
    expect((await inject('GET', `/tenants/${x.tenant.id}/usage`, member.auth)).statusCode).toBe(403);
    expect((await inject('GET', `/tenants/${x.tenant.id}`, member.auth)).statusCode).toBe(403);
    expect((await inject('GET', `/tenants/${x.tenant.id}/settings`, member.auth)).statusCode).toBe(200);
    const other = await createTenantWithOwner(t);
    expect((await inject('GET', `/tenants/${x.tenant.id}/usage`, other.owner.auth)).statusCode).toBe(404);
    expect((await inject('GET', `/tenants/${x.tenant.id}/quota`, x.owner.auth)).statusCode).toBe(401);
  });

  it('refuses with minutes_exhausted at the plan limit; Enterprise has no cap unless agreed', async () => {
    const x = await liveTenant('solo');
    await call(x.tenant.id, '2026-11-10T10:00:00.000Z', { durationSeconds: 149 * 60 });
    expect((await inject('GET', `/tenants/${x.tenant.id}/quota`, internal)).json()).toMatchObject({
      allowed: true,
      minutes_used: 149,
    });
    await call(x.tenant.id, '2026-11-10T11:00:00.000Z', { durationSeconds: 10 });
    expect((await inject('GET', `/tenants/${x.tenant.id}/quota`, internal)).json()).toMatchObject({
      allowed: false,
      reason: 'minutes_exhausted',
      minutes_used: 150,
    });
    const e = await liveTenant('enterprise');
    await call(e.tenant.id, '2026-11-10T10:00:00.000Z', { durationSeconds: 100_000 });
    expect((await inject('GET', `/tenants/${e.tenant.id}/quota`, internal)).json()).toMatchObject({
      allowed: true,
      minutes_limit: null,
    });
    await t.db.update(tenants).set({ customMinutesLimit: 1000 }).where(eq(tenants.id, e.tenant.id));
    expect((await inject('GET', `/tenants/${e.tenant.id}/quota`, internal)).json()).toMatchObject({
      allowed: false,
      reason: 'minutes_exhausted',
      minutes_limit: 1000,
    });
  });

  it('gives trial, not-live and cancelled reasons', async () => {
    const u = await createUser(t);
    const id = (await inject('POST', '/tenants/', u.auth, { business_name: 'Próbna' })).json().id;
    expect((await inject('GET', `/tenants/${id}/quota`, internal)).json()).toMatchObject({
      allowed: false,
      reason: 'tenant_not_live',
      minutes_limit: 150,
      sms_limit: 50,
    });
    await t.db.update(tenants).set({ isLive: true }).where(eq(tenants.id, id));
    expect((await inject('GET', `/tenants/${id}/quota`, internal)).json()).toMatchObject({
      allowed: true,
      reason: null,
    });
    clock.advance(14 * 24 * 3600_000);
    expect((await inject('GET', `/tenants/${id}/quota`, internal)).json()).toMatchObject({
      allowed: false,
      reason: 'trial_expired',
    });
    clock.set(NOW);
    await t.db.update(tenants).set({ subscriptionStatus: 'cancelled' }).where(eq(tenants.id, id));
    expect((await inject('GET', `/tenants/${id}/quota`, internal)).json()).toMatchObject({
      allowed: false,
      reason: 'subscription_inactive',
    });
  });

  it('applies the per-caller daily cap by caller_hash since local midnight', async () => {
    const x = await liveTenant('business');
    const hash = 'a'.repeat(64);
    // 23:30 Warsaw yesterday: not today
    await call(x.tenant.id, '2026-11-20T22:30:00.000Z', { callerHash: hash });
    for (let i = 0; i < 4; i++) await call(x.tenant.id, `2026-11-21T0${i}:00:00.000Z`, { callerHash: hash });
    const url = `/tenants/${x.tenant.id}/quota?caller_hash=${hash}`;
    expect((await inject('GET', url, internal)).json()).toMatchObject({
      allowed: true,
      caller_calls_today: 4,
      caller_daily_cap: 5,
    });
    await call(x.tenant.id, '2026-11-21T05:00:00.000Z', { callerHash: hash });
    expect((await inject('GET', url, internal)).json()).toMatchObject({
      allowed: false,
      reason: 'caller_daily_cap',
      caller_calls_today: 5,
    });
    expect(
      (await inject('GET', `/tenants/${x.tenant.id}/quota?caller_hash=${'b'.repeat(64)}`, internal)).json()
        .allowed,
    ).toBe(true);
    await inject('PUT', `/tenants/${x.tenant.id}/settings`, x.owner.auth, { caller_daily_cap: 10 });
    expect((await inject('GET', url, internal)).json()).toMatchObject({
      allowed: true,
      caller_daily_cap: 10,
    });
  });

  it('increments the SMS counter of the month (internal only)', async () => {
    const x = await liveTenant('solo');
    const url = `/tenants/${x.tenant.id}/usage/sms`;
    expect((await inject('POST', url, internal, { count: 3 })).json()).toMatchObject({
      ok: true,
      period: '2026-11',
      sms_used: 3,
      sms_limit: 50,
    });
    expect((await inject('POST', url, internal, {})).json().sms_used).toBe(4);
    expect((await inject('POST', url, internal, { count: 0 })).statusCode).toBe(422);
    expect((await inject('POST', url, x.owner.auth, { count: 1 })).statusCode).toBe(401);
    expect((await inject('GET', `/tenants/${x.tenant.id}/quota`, internal)).json().sms_used).toBe(4);
    expect((await inject('GET', `/tenants/${x.tenant.id}/usage`, x.owner.auth)).json()).toMatchObject({
      sms_used: 4,
      sms_remaining: 46,
    });
    // next month starts from zero
    clock.set(new Date('2026-11-30T23:30:00.000Z')); // 1 Dec 00:30 in Warsaw
    expect((await inject('POST', url, internal, { count: 1 })).json()).toMatchObject({
      period: '2026-12',
      sms_used: 1,
    });
    clock.set(NOW);
    expect(
      (await inject('POST', `/tenants/00000000-0000-7000-8000-000000000000/usage/sms`, internal, {}))
        .statusCode,
    ).toBe(404);
  });

  it('reports at most 5 anomalies of the last 24 hours, most severe first', async () => {
    const x = await liveTenant('business');
    const url = `/tenants/${x.tenant.id}/anomalies`;
    expect((await inject('GET', url, x.owner.auth)).json()).toEqual([]);
    const hash = 'c'.repeat(64);
    for (let i = 0; i < 12; i++) {
      await call(x.tenant.id, new Date(NOW.getTime() - (i + 1) * 3600_000).toISOString(), {
        hadError: i < 4,
        status: i >= 4 && i < 7 ? 'missed' : 'completed',
        sentiment: i < 5 ? 'negative' : 'neutral',
        outcome: i < 6 ? 'hung_up' : 'answered_faq',
        callerHash: i < 6 ? hash : null,
        callbackRequested: i >= 8,
      });
    }
    // older than 24 h: ignored
    await call(x.tenant.id, '2026-11-19T10:00:00.000Z', { hadError: true });
    const list = (await inject('GET', url, x.owner.auth)).json();
    expect(list.length).toBe(5);
    expect(list.map((a: { type: string }) => a.type)).toEqual([
      'error_rate',
      'missed_calls',
      'negative_sentiment',
      'callbacks_pending',
      'call_spike',
    ]);
    expect(list[0]).toMatchObject({ severity: 'high', count: 4, window_end: NOW.toISOString() });
    const other = await createTenantWithOwner(t);
    expect((await inject('GET', url, other.owner.auth)).statusCode).toBe(404);
    expect((await inject('GET', url, internal)).statusCode).toBe(401);
  });

  it('refuses to delete a tenant while its subscription is trialing, past due or active; the free trial tier has none', async () => {
    for (const status of ['trialing', 'past_due', 'active'] as const) {
      const x = await createTenantWithOwner(t, { tier: 'business' });
      await t.db.update(tenants).set({ subscriptionStatus: status }).where(eq(tenants.id, x.tenant.id));
      const refused = await inject('DELETE', `/tenants/${x.tenant.id}`, x.owner.auth);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'subscription_active', subscription_status: status });
      await t.db.update(tenants).set({ subscriptionStatus: 'cancelled' }).where(eq(tenants.id, x.tenant.id));
      expect((await inject('DELETE', `/tenants/${x.tenant.id}`, x.owner.auth)).statusCode, status).toBe(204);
    }
    const free = await createTenantWithOwner(t, { tier: 'trial' });
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, free.tenant.id));
    expect(row!.subscriptionStatus).toBe('trialing');
    expect((await inject('DELETE', `/tenants/${free.tenant.id}`, free.owner.auth)).statusCode).toBe(204);
  });

  it('deletes a tenant: refused while subscribed or owing, then hard-deletes and keeps invoices detached', async () => {
    const x = await liveTenant('business');
    const id = x.tenant.id;
    await call(id, '2026-11-20T10:00:00.000Z');
    await inject('POST', `/tenants/${id}/departments`, x.owner.auth, { name: 'Dział' });
    const provisioned = (await inject('POST', `/tenants/${id}/phone-numbers/provision`, x.owner.auth)).json();
    await inject('POST', `/tenants/${id}/usage/sms`, internal, { count: 2 });
    const [inv] = await t.db
      .insert(invoices)
      .values({
        tenantId: id,
        number: `FV/${id.slice(0, 8)}`,
        buyerName: 'Gabinet',
        amountGrosz: 250_000,
        status: 'open',
        issuedAt: new Date('2026-10-01T00:00:00.000Z'),
      })
      .returning();
    await t.db.insert(paymentRecords).values({
      tenantId: id,
      invoiceId: inv!.id,
      provider: 'sandbox',
      amountGrosz: 250_000,
      paidAt: new Date('2026-10-05T00:00:00.000Z'),
    });

    const other = await createTenantWithOwner(t);
    expect((await inject('DELETE', `/tenants/${id}`, other.owner.auth)).statusCode).toBe(404);
    const member = await createUser(t, { tenantId: id });
    expect((await inject('DELETE', `/tenants/${id}`, member.auth)).statusCode).toBe(403);

    const active = await inject('DELETE', `/tenants/${id}`, x.owner.auth);
    expect(active.statusCode).toBe(409);
    expect(active.json().code).toBe('subscription_active');
    await t.db.update(tenants).set({ subscriptionStatus: 'cancelled' }).where(eq(tenants.id, id));
    const owing = await inject('DELETE', `/tenants/${id}`, x.owner.auth);
    expect(owing.statusCode).toBe(409);
    expect(owing.json().code).toBe('invoices_outstanding');
    await t.db.update(invoices).set({ status: 'paid' }).where(eq(invoices.id, inv!.id));
    expect(
      (await inject('DELETE', `/tenants/${id}`, x.owner.auth, { confirm_business_name: 'Wrong' })).statusCode,
    ).toBe(422);

    const del = await inject('DELETE', `/tenants/${id}`, x.owner.auth, {
      confirm_business_name: x.tenant.businessName,
    });
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(tenants).where(eq(tenants.id, id))).toHaveLength(0);
    expect(await t.db.select().from(calls).where(eq(calls.tenantId, id))).toHaveLength(0);
    expect(await t.db.select().from(departments).where(eq(departments.tenantId, id))).toHaveLength(0);
    expect(await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.tenantId, id))).toHaveLength(0);
    expect(await t.db.select().from(usageCounters).where(eq(usageCounters.tenantId, id))).toHaveLength(0);
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.id, inv!.id));
    expect(kept).toMatchObject({ tenantId: null, formerTenantId: id });
    expect(kept!.retainUntil!.toISOString()).toBe('2033-10-01T00:00:00.000Z');
    const [payment] = await t.db.select().from(paymentRecords).where(eq(paymentRecords.invoiceId, inv!.id));
    expect(payment).toMatchObject({ tenantId: null, formerTenantId: id });
    const [owner] = await t.db.select().from(users).where(eq(users.id, x.owner.user.id));
    expect(owner!.tenantId).toBeNull();
    const released = await t.db
      .select()
      .from(telephonySandboxEvents)
      .where(eq(telephonySandboxEvents.number, provisioned.number));
    expect(released.map((e) => e.action).sort()).toEqual(['provision_number', 'release_number']);
    expect((await inject('GET', `/tenants/${id}`, internal)).statusCode).toBe(404);
  });

  it('lets an admin delete a trial tenant', async () => {
    const u = await createUser(t);
    const id = (await inject('POST', '/tenants/', u.auth, { business_name: 'Do usunięcia' })).json().id;
    const admin = await createUser(t, { isAdmin: true });
    expect((await inject('DELETE', `/tenants/${id}`, admin.auth)).statusCode).toBe(204);
  });
});
