import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { createTenantWithOwner, createUser } from '../../../test/helpers/fixtures.js';
import { drainOutbox } from '../../../test/helpers/outbox.js';
import { ConfigError, parseConfig } from '../../config.js';
import { tenants } from '../tenants/tenants.schema.js';
import { invoices, paymentRecords } from './billing.schema.js';
import { addMonths, warsawDate } from './billing.service.js';

const DAY = 24 * 60 * 60 * 1000;
type Auth = { authorization: string };

/** A trial tenant (status `trialing`) with its owner and a second, non-owner user. */
async function trialTenant(t: TestApp) {
  const { tenant, owner } = await createTenantWithOwner(t, { tier: 'trial' });
  await t.db
    .update(tenants)
    .set({ trialEndsAt: new Date(t.platform.clock.now().getTime() + 14 * DAY) })
    .where(eq(tenants.id, tenant.id));
  const member = await createUser(t, { tenantId: tenant.id });
  return { tenant, owner, member };
}

function api(t: TestApp) {
  return (method: 'GET' | 'POST', url: string, auth?: Auth, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

describe('billing with the sandbox provider', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-11-21T10:00:00.000Z'));
  let call: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    call = api(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Subscribe, open the sandbox page, press Pay: what a browser does. */
  async function payThroughSandbox(auth: Auth, plan: string, cycle: 'monthly' | 'annual') {
    const res = await call('POST', '/billing/checkout/subscribe', auth, { billing_cycle: cycle, plan });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('sandbox');
    expect(body.checkout_url).toBe(`${t.config.publicBaseUrl}/billing/sandbox/checkout/${body.session_id}`);
    const path = new URL(body.checkout_url).pathname;
    const page = await call('GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    expect(action).toBe(`${path}/pay`);
    const paid = await t.app.inject({
      method: 'POST',
      url: action!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('subscription is active');
    return { ...body, path, page: page.body };
  }

  it('checks out through the sandbox page end to end and records a paid invoice with VAT apart', async () => {
    const x = await trialTenant(t);
    const before = (await call('GET', '/billing/subscription', x.owner.auth)).json();
    expect(before).toMatchObject({
      tier: 'trial',
      status: 'trialing',
      commitment_type: 'none',
      commitment_end: null,
      provider: null,
      cancel_at_period_end: false,
    });
    expect(before.trial_ends_at).not.toBeNull();

    const now = clock.now();
    const c = await payThroughSandbox(x.owner.auth, 'starter', 'monthly');
    expect(c).toMatchObject({
      monthly_net_grosz: 120_000,
      monthly_vat_grosz: 27_600,
      monthly_gross_grosz: 147_600,
    });
    expect(c.page).toContain('1476,00 zł');
    expect(c.page).toContain('276,00 zł');
    expect(c.page).not.toMatch(/<(script|link|img)\b/);

    const sub = (await call('GET', '/billing/subscription', x.owner.auth)).json();
    expect(sub).toMatchObject({
      tier: 'starter',
      status: 'active',
      billing_cycle: 'monthly',
      commitment_type: 'none',
      commitment_end: null,
      provider: 'sandbox',
      cancel_at_period_end: false,
      current_period_start: now.toISOString(),
      current_period_end: addMonths(now, 1).toISOString(),
    });
    // Any user of the business reads it.
    expect((await call('GET', '/billing/subscription', x.member.auth)).json().status).toBe('active');

    const list = (await call('GET', '/billing/invoices', x.owner.auth)).json();
    expect(list).toMatchObject({ limit: 50, offset: 0, has_more: false });
    expect(list.data).toHaveLength(1);
    const inv = list.data[0];
    expect(inv).toMatchObject({
      status: 'paid',
      currency: 'PLN',
      amount_grosz: 147_600,
      net_grosz: 120_000,
      vat_grosz: 27_600,
      vat_rate_percent: 23,
      tier: 'starter',
      billing_cycle: 'monthly',
      provider: 'sandbox',
      buyer_name: x.tenant.businessName,
      paid_at: now.toISOString(),
      period_start: now.toISOString(),
      period_end: addMonths(now, 1).toISOString(),
      retain_until: '2033-11-21T10:00:00.000Z',
    });
    expect(inv.number).toMatch(/^RC\/2026\/11\/\d{5}$/);
    expect((await call('GET', `/billing/invoices/${inv.id}`, x.owner.auth)).json().number).toBe(inv.number);
    const payments = await t.db.select().from(paymentRecords).where(eq(paymentRecords.invoiceId, inv.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountGrosz: 147_600, provider: 'sandbox' });

    // Pressing Pay again changes nothing.
    const again = await call('POST', `${c.path}/pay`);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('already paid');
    expect((await call('GET', c.path)).body).toContain('already paid');
    expect((await call('GET', '/billing/invoices', x.owner.auth)).json().data).toHaveLength(1);

    // An active subscription cannot be bought twice.
    const twice = await call('POST', '/billing/checkout/subscribe', x.owner.auth, {
      billing_cycle: 'annual',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_subscribed');
  });

  it("completes the checkout onboarding's start_checkout opened, on the same sandbox page", async () => {
    const u = await createUser(t);
    const r = await call('POST', '/onboarding/complete', u.auth, {
      business_name: 'Kancelaria Płatna',
      plan: 'starter',
      billing_cycle: 'annual',
      start_checkout: true,
    });
    expect(r.statusCode).toBe(200);
    const path = new URL(r.json().checkout_url).pathname;
    expect((await call('GET', path)).body).toContain('1230,00 zł');
    // A double click: both answered, one payment.
    const clicks = await Promise.all([call('POST', `${path}/pay`), call('POST', `${path}/pay`)]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    expect(clicks.filter((c) => c.body.includes('subscription is active'))).toHaveLength(1);
    expect((await call('GET', '/billing/invoices', u.auth)).json().data).toHaveLength(1);
    expect((await call('GET', '/billing/subscription', u.auth)).json()).toMatchObject({
      tier: 'starter',
      status: 'active',
      billing_cycle: 'annual',
      commitment_type: 'annual',
    });
  });

  it('cancels a monthly subscription at the end of the paid period', async () => {
    const x = await trialTenant(t);
    await payThroughSandbox(x.owner.auth, 'solo', 'monthly');
    const start = (await call('GET', '/billing/subscription', x.owner.auth)).json();

    expect((await call('POST', '/billing/subscription/cancel', x.member.auth)).statusCode).toBe(403);
    const res = await call('POST', '/billing/subscription/cancel', x.owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', cancel_at_period_end: true });
    // Asking again answers the same pending state.
    expect((await call('POST', '/billing/subscription/cancel', x.owner.auth)).json()).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });

    // Before the period end the job finds nothing due; after it, the subscription ends.
    await drainOutbox(t);
    expect((await call('GET', '/billing/subscription', x.owner.auth)).json().status).toBe('active');
    const saved = clock.now();
    clock.set(new Date(new Date(start.current_period_end).getTime() + 1000));
    try {
      await drainOutbox(t);
      const after = (await call('GET', '/billing/subscription', x.owner.auth)).json();
      expect(after).toMatchObject({ status: 'cancelled', cancel_at_period_end: false });
      expect(after.cancelled_at).not.toBeNull();
      const again = await call('POST', '/billing/subscription/cancel', x.owner.auth);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('subscription_cancelled');
      // A cancelled business may subscribe again.
      expect(
        (await call('POST', '/billing/checkout/subscribe', x.owner.auth, { billing_cycle: 'monthly' }))
          .statusCode,
      ).toBe(200);
    } finally {
      clock.set(saved);
    }
  });

  it('refuses to cancel during the annual commitment, naming the end date, and allows it afterwards', async () => {
    const x = await trialTenant(t);
    const now = clock.now();
    const c = await payThroughSandbox(x.owner.auth, 'business', 'annual');
    expect(c.monthly_net_grosz).toBe(209_000);
    const sub = (await call('GET', '/billing/subscription', x.owner.auth)).json();
    const end = addMonths(now, 12);
    expect(sub).toMatchObject({
      tier: 'business',
      status: 'active',
      billing_cycle: 'annual',
      commitment_type: 'annual',
      commitment_end: end.toISOString(),
    });
    expect(end.toISOString()).toBe('2027-11-21T10:00:00.000Z');
    const [inv] = (await call('GET', '/billing/invoices', x.owner.auth)).json().data;
    expect(inv).toMatchObject({ net_grosz: 209_000, vat_grosz: 48_070, amount_grosz: 257_070 });

    const refused = await call('POST', '/billing/subscription/cancel', x.owner.auth);
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.code).toBe('commitment_active');
    expect(body.detail).toContain(warsawDate(end));
    expect(body.message_pl).toContain(warsawDate(end));
    expect(body.commitment_end).toBe(end.toISOString());
    expect((await call('GET', '/billing/subscription', x.owner.auth)).json().cancel_at_period_end).toBe(
      false,
    );

    const saved = clock.now();
    clock.set(new Date(end.getTime() + 1000));
    try {
      const ok = await call('POST', '/billing/subscription/cancel', x.owner.auth);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'active', cancel_at_period_end: true });
    } finally {
      clock.set(saved);
    }
  });

  it('refuses what cannot be bought, callers who may not buy, and expired or unknown sessions', async () => {
    const x = await trialTenant(t);
    const sub = (body: unknown, auth: Auth = x.owner.auth) =>
      call('POST', '/billing/checkout/subscribe', auth, body);

    expect(
      (await call('POST', '/billing/checkout/subscribe', undefined, { billing_cycle: 'monthly' })).statusCode,
    ).toBe(401);
    expect((await sub({ billing_cycle: 'monthly', plan: 'solo' }, x.member.auth)).statusCode).toBe(403);
    const ent = await sub({ billing_cycle: 'annual', plan: 'enterprise' });
    expect(ent.statusCode).toBe(409);
    expect(ent.json()).toMatchObject({ code: 'plan_by_contact' });
    expect(ent.json().detail).toContain('Enterprise');
    expect(ent.json().message_pl).toContain('Enterprise');
    const noPlan = await sub({ billing_cycle: 'monthly' });
    expect(noPlan.statusCode).toBe(422);
    expect(noPlan.json().detail[0].loc).toEqual(['body', 'plan']);
    expect((await sub({ billing_cycle: 'weekly', plan: 'solo' })).statusCode).toBe(422);
    expect((await sub({ billing_cycle: 'monthly', plan: 'trial' })).statusCode).toBe(422);
    expect((await sub({ billing_cycle: 'monthly', plan: 'solo', extra: 1 })).statusCode).toBe(422);
    expect((await sub({})).statusCode).toBe(422);

    expect((await call('GET', '/billing/sandbox/checkout/not-a-uuid')).statusCode).toBe(404);
    expect(
      (await call('GET', '/billing/sandbox/checkout/0190a8f0-0000-7000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/billing/sandbox/checkout/0190a8f0-0000-7000-8000-000000000000/pay')).statusCode,
    ).toBe(404);

    const open = (await sub({ billing_cycle: 'monthly', plan: 'solo' })).json();
    const other = (await sub({ billing_cycle: 'annual', plan: 'starter' })).json();
    const saved = clock.now();
    clock.advance(DAY + 1000);
    try {
      expect((await call('GET', new URL(open.checkout_url).pathname)).body).toContain('expired');
      const late = await call('POST', `${new URL(open.checkout_url).pathname}/pay`);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('checkout_expired');
    } finally {
      clock.set(saved);
    }
    expect((await call('GET', '/billing/subscription', x.owner.auth)).json().status).toBe('trialing');

    // Two sessions opened, the second paid: the first can no longer be paid on top of it.
    clock.set(saved);
    expect((await call('POST', `${new URL(other.checkout_url).pathname}/pay`)).statusCode).toBe(200);
    const double = await call('POST', `${new URL(open.checkout_url).pathname}/pay`);
    expect(double.statusCode).toBe(409);
    expect(double.json().code).toBe('already_subscribed');
    expect((await call('GET', '/billing/invoices', x.owner.auth)).json().data).toHaveLength(1);

    // A trial without a paid subscription is cancelled at once.
    const y = await trialTenant(t);
    const cancelled = await call('POST', '/billing/subscription/cancel', y.owner.auth);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancel_at_period_end: false });
  });

  it("keeps businesses apart: another tenant's invoices are invisible (404) and a user without a business gets 404", async () => {
    const a = await trialTenant(t);
    const b = await trialTenant(t);
    await payThroughSandbox(a.owner.auth, 'solo', 'monthly');
    const [invA] = (await call('GET', '/billing/invoices', a.owner.auth)).json().data;
    expect((await call('GET', '/billing/invoices', b.owner.auth)).json().data).toEqual([]);
    expect((await call('GET', `/billing/invoices/${invA.id}`, b.owner.auth)).statusCode).toBe(404);
    expect((await call('GET', '/billing/invoices/not-a-uuid', a.owner.auth)).statusCode).toBe(404);
    expect((await call('GET', '/billing/subscription', b.owner.auth)).json().status).toBe('trialing');
    const loner = await createUser(t);
    expect((await call('GET', '/billing/subscription', loner.auth)).statusCode).toBe(404);
    expect((await call('GET', '/billing/invoices', undefined)).statusCode).toBe(401);
    // The Stripe webhook does not exist without Stripe.
    expect((await call('POST', '/billing/stripe/webhook', undefined, { id: 'evt_x' })).statusCode).toBe(404);
  });

  it('keeps invoices detached for 7 years when the business is deleted after cancelling', async () => {
    const x = await trialTenant(t);
    await payThroughSandbox(x.owner.auth, 'solo', 'monthly');
    const [inv] = (await call('GET', '/billing/invoices', x.owner.auth)).json().data;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/tenants/${x.tenant.id}`,
      headers: x.owner.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('subscription_active');
    await call('POST', '/billing/subscription/cancel', x.owner.auth);
    const saved = clock.now();
    clock.advance(32 * DAY);
    try {
      await drainOutbox(t);
    } finally {
      clock.set(saved);
    }
    expect((await call('GET', '/billing/subscription', x.owner.auth)).json().status).toBe('cancelled');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/tenants/${x.tenant.id}`,
      headers: x.owner.auth,
    });
    expect(del.statusCode).toBe(204);
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(kept).toMatchObject({ tenantId: null, formerTenantId: x.tenant.id, status: 'paid' });
    expect(kept!.retainUntil!.toISOString()).toBe(inv.retain_until);
  });
});

/* ------------------------------------------------------------------------------------------ */

interface StripeRequest {
  method: string;
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

/** A local server speaking the few Stripe endpoints the adapter calls (form-encoded in, JSON out). */
async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const form = new URLSearchParams(body);
    const path = (req.url ?? '').split('?')[0]!;
    requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, form });
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== 'Bearer sk_test_recepcja_0123456789') {
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (form.get('mode') !== 'subscription' || !form.get('line_items[0][price_data][unit_amount]')) {
        return json(400, { error: { type: 'invalid_request_error', message: 'Missing required param' } });
      }
      const id = `cs_test_${requests.length}`;
      return json(200, {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        metadata: Object.fromEntries(
          [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        ),
      });
    }
    const m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && m) {
      return json(200, {
        id: m[1],
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
      });
    }
    return json(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const WEBHOOK_SECRET = 'whsec_test_recepcja_0123456789';

describe('billing with the Stripe adapter against a local Stripe-speaking server', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  const clock = new ManualClock(new Date());
  const signer = new Stripe('sk_test_unused');
  let call: ReturnType<typeof api>;
  let seq = 0;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      clock,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_recepcja_0123456789',
        STRIPE_API_BASE: stripe.base,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    call = api(t);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const event = (type: string, object: Record<string, unknown>, id = `evt_${++seq}_${Date.now()}`) => ({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

  /** Posts an event signed like Stripe does (`t=…,v1=HMAC-SHA256(secret, "t.payload")`). */
  const deliver = (evt: unknown, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(evt);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return t.app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  };

  const invoiceObject = (id: string, subId: string, tenantId: string, amount: number, paid: boolean) => {
    const start = Math.floor(clock.now().getTime() / 1000);
    const end = Math.floor(addMonths(clock.now(), 1).getTime() / 1000);
    return {
      id,
      object: 'invoice',
      customer: 'cus_test_1',
      currency: 'pln',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      status: paid ? 'paid' : 'open',
      created: start,
      period_start: start,
      period_end: start,
      status_transitions: { paid_at: paid ? start : null },
      lines: { object: 'list', data: [{ id: `il_${id}`, period: { start, end } }] },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subId, metadata: { tenant_id: tenantId } },
      },
    };
  };

  it('creates a Checkout Session in subscription mode with PLN price data through the SDK', async () => {
    const x = await trialTenant(t);
    const res = await call('POST', '/billing/checkout/subscribe', x.owner.auth, {
      billing_cycle: 'annual',
      plan: 'business',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'stripe',
      commitment_type: 'annual',
      monthly_gross_grosz: 257_070,
    });
    expect(body.checkout_url).toBe(`https://checkout.stripe.test/c/pay/${body.session_id}`);
    const sent = stripe.requests.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    const f = sent.form;
    expect(f.get('mode')).toBe('subscription');
    expect(f.get('line_items[0][price_data][currency]')).toBe('pln');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('257070');
    expect(f.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(f.get('line_items[0][quantity]')).toBe('1');
    expect(f.get('metadata[tenant_id]')).toBe(x.tenant.id);
    expect(f.get('subscription_data[metadata][billing_cycle]')).toBe('annual');
    expect(f.get('subscription_data[metadata][tier]')).toBe('business');
    expect(f.get('client_reference_id')).toBe(x.tenant.id);
    expect(f.get('customer_email')).toBe(x.owner.user.email);
    // Nothing changes before the payment completes.
    expect((await call('GET', '/billing/subscription', x.owner.auth)).json().status).toBe('trialing');
  });

  it('activates on a signed checkout.session.completed, refuses bad signatures, handles each event id once', async () => {
    const x = await trialTenant(t);
    const session = {
      id: 'cs_test_activate',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: x.tenant.id,
      customer: 'cus_test_1',
      subscription: `sub_${x.tenant.id.slice(-8)}`,
      metadata: { tenant_id: x.tenant.id, tier: 'business', billing_cycle: 'annual' },
    };
    const completed = event('checkout.session.completed', session);

    const forged = await deliver(completed, 'whsec_someone_else_0123456789');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid_signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed),
    });
    expect(unsigned.statusCode).toBe(400);
    // A body altered after signing fails too (the raw bytes are what is signed).
    const header = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(completed),
      secret: WEBHOOK_SECRET,
    });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: JSON.stringify(completed).replace('"business"', '"starter"'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await call('GET', '/billing/subscription', x.owner.auth)).json().status).toBe('trialing');

    const activatedAt = clock.now();
    const ok = await deliver(completed);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false, outcome: 'activated' });
    const sub = (await call('GET', '/billing/subscription', x.owner.auth)).json();
    expect(sub).toMatchObject({
      tier: 'business',
      status: 'active',
      billing_cycle: 'annual',
      commitment_type: 'annual',
      commitment_end: addMonths(activatedAt, 12).toISOString(),
      provider: 'stripe',
    });

    // The first invoice, then its replay: one invoice, one payment.
    const paid = event(
      'invoice.paid',
      invoiceObject('in_first', session.subscription, x.tenant.id, 257_070, true),
    );
    expect((await deliver(paid)).json()).toMatchObject({ duplicate: false, outcome: 'invoice_paid' });
    const replay = await deliver(paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ duplicate: true });
    expect((await deliver(completed)).json()).toMatchObject({ duplicate: true });
    const list = (await call('GET', '/billing/invoices', x.owner.auth)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'paid',
      provider: 'stripe',
      amount_grosz: 257_070,
      net_grosz: 209_000,
      vat_grosz: 48_070,
      tier: 'business',
      billing_cycle: 'annual',
    });
    expect(
      await t.db.select().from(paymentRecords).where(eq(paymentRecords.tenantId, x.tenant.id)),
    ).toHaveLength(1);
  });

  it('goes past_due on a failed charge and back to active when the invoice is paid; cancels after the commitment', async () => {
    const x = await trialTenant(t);
    const subId = `sub_cycle_${x.tenant.id.slice(-8)}`;
    await deliver(
      event('checkout.session.completed', {
        id: 'cs_test_cycle',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: x.tenant.id,
        customer: 'cus_test_2',
        subscription: subId,
        metadata: { tenant_id: x.tenant.id, tier: 'solo', billing_cycle: 'annual' },
      }),
    );
    const activatedAt = clock.now();

    const failed = await deliver(
      event('invoice.payment_failed', invoiceObject('in_cycle_2', subId, x.tenant.id, 35_670, false)),
    );
    expect(failed.json()).toMatchObject({ outcome: 'payment_failed' });
    expect((await call('GET', '/billing/subscription', x.owner.auth)).json().status).toBe('past_due');
    const [open] = (await call('GET', '/billing/invoices', x.owner.auth)).json().data;
    expect(open).toMatchObject({ status: 'open', amount_grosz: 35_670, net_grosz: 29_000, vat_grosz: 6_670 });
    // Money owed blocks deletion.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/tenants/${x.tenant.id}`, headers: x.owner.auth }))
        .statusCode,
    ).toBe(409);

    await deliver(event('invoice.paid', invoiceObject('in_cycle_2', subId, x.tenant.id, 35_670, true)));
    expect((await call('GET', '/billing/subscription', x.owner.auth)).json().status).toBe('active');
    const after = (await call('GET', '/billing/invoices', x.owner.auth)).json().data;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: open.id, number: open.number, status: 'paid' });

    // Annual commitment: refused until its end, no call to Stripe.
    const before = stripe.requests.length;
    const refused = await call('POST', '/billing/subscription/cancel', x.owner.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(warsawDate(addMonths(activatedAt, 12)));
    expect(stripe.requests.length).toBe(before);

    const saved = clock.now();
    clock.set(new Date(addMonths(activatedAt, 12).getTime() + DAY));
    try {
      const ok = await call('POST', '/billing/subscription/cancel', x.owner.auth);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'active', cancel_at_period_end: true });
      const sent = stripe.requests.at(-1)!;
      expect(sent.path).toBe(`/v1/subscriptions/${subId}`);
      expect(sent.form.get('cancel_at_period_end')).toBe('true');
    } finally {
      clock.set(saved);
    }

    // Stripe ends it at the period end.
    const deleted = await deliver(
      event('customer.subscription.deleted', { id: subId, object: 'subscription', status: 'canceled' }),
    );
    expect(deleted.json()).toMatchObject({ outcome: 'cancelled' });
    expect((await call('GET', '/billing/subscription', x.owner.auth)).json()).toMatchObject({
      status: 'cancelled',
      cancel_at_period_end: false,
    });
  });

  it('handles simultaneous deliveries of one event once', async () => {
    const x = await trialTenant(t);
    const subId = `sub_race_${x.tenant.id.slice(-8)}`;
    await deliver(
      event('checkout.session.completed', {
        id: 'cs_test_race',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: x.tenant.id,
        customer: 'cus_test_race',
        subscription: subId,
        metadata: { tenant_id: x.tenant.id, tier: 'solo', billing_cycle: 'monthly' },
      }),
    );
    const paid = event('invoice.paid', invoiceObject('in_race', subId, x.tenant.id, 42_927, true));
    const answers = await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    const list = (await call('GET', '/billing/invoices', x.owner.auth)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ amount_grosz: 42_927, net_grosz: 34_900, vat_grosz: 8_027 });
    expect(
      await t.db.select().from(paymentRecords).where(eq(paymentRecords.tenantId, x.tenant.id)),
    ).toHaveLength(1);
  });

  it('marks Stripe invoices uncollectible or void, and a paid invoice stays paid', async () => {
    const x = await trialTenant(t);
    const subId = `sub_unc_${x.tenant.id.slice(-8)}`;
    await deliver(
      event('checkout.session.completed', {
        id: 'cs_test_unc',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: x.tenant.id,
        customer: 'cus_test_3',
        subscription: subId,
        metadata: { tenant_id: x.tenant.id, tier: 'starter', billing_cycle: 'monthly' },
      }),
    );
    await deliver(
      event('invoice.payment_failed', invoiceObject('in_unc', subId, x.tenant.id, 147_600, false)),
    );
    const unc = await deliver(
      event('invoice.marked_uncollectible', invoiceObject('in_unc', subId, x.tenant.id, 147_600, false)),
    );
    expect(unc.json()).toMatchObject({ outcome: 'uncollectible' });
    expect((await call('GET', '/billing/invoices', x.owner.auth)).json().data[0].status).toBe(
      'uncollectible',
    );
    await deliver(event('invoice.voided', invoiceObject('in_unc', subId, x.tenant.id, 147_600, false)));
    expect((await call('GET', '/billing/invoices', x.owner.auth)).json().data[0].status).toBe('void');

    await deliver(event('invoice.paid', invoiceObject('in_ok', subId, x.tenant.id, 147_600, true)));
    await deliver(
      event('invoice.payment_failed', invoiceObject('in_ok', subId, x.tenant.id, 147_600, false)),
    );
    const ok = (await call('GET', '/billing/invoices', x.owner.auth))
      .json()
      .data.find((i: { amount_grosz: number; status: string }) => i.status === 'paid');
    expect(ok).toBeDefined();
    expect((await call('GET', '/billing/invoices', x.owner.auth)).json().data).toHaveLength(2);
    // A late failure of an already paid invoice does not make the business past_due again.
    expect((await call('GET', '/billing/subscription', x.owner.auth)).json().status).toBe('active');
  });

  it('acknowledges events it does not handle or that name no known tenant, and answers 503 when Stripe is down', async () => {
    expect(
      (await deliver(event('customer.created', { id: 'cus_x', object: 'customer' }))).json(),
    ).toMatchObject({
      outcome: 'ignored',
    });
    expect(
      (
        await deliver(event('customer.subscription.deleted', { id: 'sub_nobody', object: 'subscription' }))
      ).json(),
    ).toMatchObject({ outcome: 'unknown_subscription' });
    // The sandbox page does not exist when Stripe is configured.
    expect(
      (await call('GET', '/billing/sandbox/checkout/0190a8f0-0000-7000-8000-000000000000')).statusCode,
    ).toBe(404);

    const down = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_recepcja_0123456789',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    try {
      const x = await trialTenant(down);
      const res = await down.app.inject({
        method: 'POST',
        url: '/billing/checkout/subscribe',
        headers: x.owner.auth,
        payload: { billing_cycle: 'monthly', plan: 'solo' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('payments_unavailable');
    } finally {
      await down.close();
    }
  });

  it('refuses a malformed STRIPE_WEBHOOK_SECRET and a Stripe key without one, naming the variable', () => {
    expect(() => parseConfig({ NODE_ENV: 'test', STRIPE_WEBHOOK_SECRET: 'not-a-secret' })).toThrow(
      ConfigError,
    );
    expect(() => parseConfig({ NODE_ENV: 'test', STRIPE_WEBHOOK_SECRET: 'not-a-secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/,
    );
    expect(() => parseConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    );
    expect(
      parseConfig({ NODE_ENV: 'test', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).providers.stripeWebhookSecret,
    ).toBe(WEBHOOK_SECRET);
  });
});
