import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/modules/accounts/accounts.schema.js';
import { paymentsSandboxCheckouts } from '../../src/modules/billing/billing.schema.js';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { onboardingClaims } from '../../src/modules/onboarding/onboarding.schema.js';
import { telephonySandboxEvents } from '../../src/modules/tenants/telephony.schema.js';
import { phoneNumbers, tenants } from '../../src/modules/tenants/tenants.schema.js';
import { SANDBOX_TEST_LINE } from '../../src/providers/telephony/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createTenantWithOwner, createUser } from '../helpers/fixtures.js';

const FAQ_PAGE = `<!doctype html><html><head><title>Gabinet Uśmiech</title>
<meta name="description" content="Stomatologia w centrum Warszawy">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[
 {"@type":"Question","name":"Czy przyjmujecie na NFZ?","acceptedAnswer":{"@type":"Answer","text":"<p>Nie, tylko prywatnie.</p>"}}]}</script>
</head><body>
<h2>Jak dojechać?</h2><p>Tramwajem 4 do przystanku Centrum.</p><p>Parking za budynkiem.</p>
<h2>O nas</h2><p>Jesteśmy od 2005 roku.</p>
<details><summary>Czy można płacić kartą?</summary><p>Tak, kartą i BLIK-iem.</p></details>
<dl><dt>Ile trwa wizyta?</dt><dd>Zwykle 30 minut.</dd></dl>
</body></html>`;

describe('onboarding', () => {
  let t: TestApp;
  let site: http.Server;
  let siteUrl: string;
  const clock = new ManualClock(new Date('2026-11-21T10:00:00.000Z'));

  beforeAll(async () => {
    site = http.createServer((req, res) => {
      if (req.url === '/faq') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(FAQ_PAGE);
      } else if (req.url === '/redirect') {
        res.writeHead(302, { location: '/faq' });
        res.end();
      } else if (req.url === '/slow') {
        // never answers
      } else if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<html><body><h2>Pytanie?</h2><p>Odpowiedź.</p>${'x'.repeat(2 * 1024 * 1024)}</body></html>`);
      } else if (req.url === '/image') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end('png');
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    site.listen(0, '127.0.0.1');
    await once(site, 'listening');
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    t = await createTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
  });
  afterAll(async () => {
    await t.close();
    site.closeAllConnections();
    site.close();
  });

  const inject = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('completes onboarding: tenant, owner, provisioned number, trial; no checkout for trial', async () => {
    const u = await createUser(t);
    const r = await inject('POST', '/onboarding/complete', u.auth, {
      business_name: 'Salon Anna',
      owner_phone: '600 100 200',
      opening_hours: { mon: [['09:00', '17:00']] },
      faq: { 'Czy jest parking?': 'Tak.' },
      start_checkout: true,
    });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.checkout_url).toBeNull();
    expect(body.phone_number).toMatch(/^\+4822\d{7}$/);
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, body.tenant_id));
    expect(tenant).toMatchObject({
      tier: 'trial',
      subscriptionStatus: 'trialing',
      ownerUserId: u.user.id,
      ownerPhone: '+48600100200',
      businessName: 'Salon Anna',
    });
    expect(tenant!.trialEndsAt!.toISOString()).toBe('2026-12-05T10:00:00.000Z');
    const [user] = await t.db.select().from(users).where(eq(users.id, u.user.id));
    expect(user!.tenantId).toBe(body.tenant_id);
    const nums = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.tenantId, body.tenant_id));
    expect(nums.map((n) => [n.number, n.kind])).toEqual([[body.phone_number, 'provisioned']]);
    const events = await t.db
      .select()
      .from(telephonySandboxEvents)
      .where(
        and(
          eq(telephonySandboxEvents.number, body.phone_number),
          eq(telephonySandboxEvents.action, 'provision_number'),
        ),
      );
    expect(events).toHaveLength(1);
    // the claim is released after success; the user now has a business
    expect(
      await t.db.select().from(onboardingClaims).where(eq(onboardingClaims.userId, u.user.id)),
    ).toHaveLength(0);
    const again = await inject('POST', '/onboarding/complete', u.auth, { business_name: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_onboarded');
  });

  it('starts a checkout for a paid plan and gives the plan its quotas in trialing', async () => {
    const u = await createUser(t);
    const r = await inject('POST', '/onboarding/complete', u.auth, {
      business_name: 'Kancelaria B',
      plan: 'business',
      billing_cycle: 'annual',
      start_checkout: true,
    });
    expect(r.statusCode).toBe(200);
    const { tenant_id, checkout_url } = r.json();
    expect(checkout_url).toMatch(new RegExp(`^${t.config.publicBaseUrl}/billing/sandbox/checkout/`));
    const [session] = await t.db
      .select()
      .from(paymentsSandboxCheckouts)
      .where(eq(paymentsSandboxCheckouts.tenantId, tenant_id));
    expect(session).toMatchObject({
      plan: 'business',
      billingCycle: 'annual',
      amountGrosz: 209_000,
      url: checkout_url,
    });
    const usage = (await inject('GET', `/tenants/${tenant_id}/usage`, u.auth)).json();
    expect(usage).toMatchObject({
      tier: 'business',
      subscription_status: 'trialing',
      minutes_limit: 2000,
      sms_limit: 600,
    });
    // Business features in the trial: instant provisioning works
    const prov = await inject('POST', `/tenants/${tenant_id}/phone-numbers/provision`, u.auth);
    expect(prov.statusCode).toBe(201);
  });

  it('refuses a second concurrent submit with 409 through the claim row, which expires after 60 s', async () => {
    const u = await createUser(t);
    const results = await Promise.all([
      inject('POST', '/onboarding/complete', u.auth, { business_name: 'Równoległa 1' }),
      inject('POST', '/onboarding/complete', u.auth, { business_name: 'Równoległa 2' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const owned = await t.db.select().from(tenants).where(eq(tenants.ownerUserId, u.user.id));
    expect(owned).toHaveLength(1);

    // A live claim (a submit in flight on another instance) blocks; once 60 s old it is taken over.
    const v = await createUser(t);
    await t.db.insert(onboardingClaims).values({
      userId: v.user.id,
      claimToken: '01900000-0000-7000-8000-000000000001',
      claimedAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 60_000),
    });
    const blocked = await inject('POST', '/onboarding/complete', v.auth, { business_name: 'V' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('onboarding_in_progress');
    clock.advance(61_000);
    const ok = await inject('POST', '/onboarding/complete', v.auth, { business_name: 'V' });
    expect(ok.statusCode).toBe(200);
  });

  it('validates the body before claiming (422) and needs a session (401)', async () => {
    const u = await createUser(t);
    for (const [payload, loc] of [
      [{}, ['body', 'business_name']],
      [{ business_name: 'X', plan: 'gold' }, ['body', 'plan']],
      [{ business_name: 'X', timezone: 'Europe/Atlantis' }, ['body', 'timezone']],
      [{ business_name: 'X', owner_phone: '123' }, ['body', 'owner_phone']],
    ] as [unknown, string[]][]) {
      const r = await inject('POST', '/onboarding/complete', u.auth, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(422);
      expect(r.json().detail[0].loc).toEqual(loc);
    }
    expect(
      (await inject('POST', '/onboarding/complete', u.auth, { business_name: 'Poprawna' })).statusCode,
    ).toBe(200);
    expect((await inject('POST', '/onboarding/complete', {}, { business_name: 'X' })).statusCode).toBe(401);
  });

  it('saves and reads the draft, refuses more than 64 KiB with 413', async () => {
    const u = await createUser(t);
    const empty = (await inject('GET', '/onboarding/draft', u.auth)).json();
    expect(empty).toMatchObject({ data: null, step: null, deployment: { tenant_created: false } });
    const put = await inject('PUT', '/onboarding/draft', u.auth, {
      data: { business_name: 'Szkic' },
      step: 'hours',
    });
    expect(put.statusCode).toBe(200);
    const got = (await inject('GET', '/onboarding/draft', u.auth)).json();
    expect(got).toMatchObject({ data: { business_name: 'Szkic' }, step: 'hours' });
    const big = await inject('PUT', '/onboarding/draft', u.auth, { data: { blob: 'x'.repeat(64 * 1024) } });
    expect(big.statusCode).toBe(413);
    const justUnder = JSON.stringify({ data: { blob: 'y'.repeat(64 * 1024 - 30) } });
    expect(Buffer.byteLength(justUnder)).toBeLessThanOrEqual(64 * 1024);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/onboarding/draft',
      headers: { ...u.auth, 'content-type': 'application/json' },
      payload: justUnder,
    });
    expect(ok.statusCode).toBe(200);
    expect((await inject('PUT', '/onboarding/draft', u.auth, { data: [] })).statusCode).toBe(422);
    const status = (await inject('GET', '/onboarding/status', u.auth)).json();
    expect(status).toMatchObject({ completed: false, has_draft: true, next_step: 'create_business' });
  });

  it('reports status through the steps', async () => {
    const u = await createUser(t, { emailVerified: false });
    expect((await inject('GET', '/onboarding/status', u.auth)).json().next_step).toBe('verify_email');
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, u.user.id));
    await inject('POST', '/onboarding/complete', u.auth, {
      business_name: 'Kroki',
      owner_phone: '+48 601 000 001',
    });
    const s = (await inject('GET', '/onboarding/status', u.auth)).json();
    expect(s).toMatchObject({ completed: true, phone_number_provisioned: true, next_step: 'forwarding' });
  });

  it('gives forwarding codes for 3/5/7 rings and the stored answering mode', async () => {
    const u = await createUser(t);
    const done = (
      await inject('POST', '/onboarding/complete', u.auth, { business_name: 'Przekierowania' })
    ).json();
    const five = (await inject('GET', '/onboarding/forwarding-instructions', u.auth)).json();
    expect(five).toMatchObject({
      rings: 5,
      no_answer_seconds: 25,
      answering_mode: 'when_unanswered',
      forward_to: done.phone_number,
    });
    const play = five.carriers.find((c: { carrier: string }) => c.carrier === 'play');
    expect(play.activate).toEqual([
      `**61*${done.phone_number}**25#`,
      `**67*${done.phone_number}#`,
      `**62*${done.phone_number}#`,
    ]);
    expect(five.backup_greeting).toContain('Przekierowania');
    const three = (await inject('GET', '/onboarding/forwarding-instructions?rings=3', u.auth)).json();
    expect(three.carriers[0].activate[0]).toBe(`**61*${done.phone_number}**15#`);
    const seven = (await inject('GET', '/onboarding/forwarding-instructions?rings=7', u.auth)).json();
    expect(seven.no_answer_seconds).toBe(30);
    expect((await inject('GET', '/onboarding/forwarding-instructions?rings=4', u.auth)).statusCode).toBe(422);
    // stored preference and mode
    await inject('PUT', `/tenants/${done.tenant_id}/settings`, u.auth, {
      answering_mode: 'always',
      forwarding_rings: 3,
    });
    const always = (await inject('GET', '/onboarding/forwarding-instructions', u.auth)).json();
    expect(always).toMatchObject({ rings: 3, answering_mode: 'always' });
    expect(always.carriers[0].activate).toEqual([`**21*${done.phone_number}#`]);
    const landline = always.carriers.find((c: { network: string }) => c.network === 'landline');
    expect(landline.activate[0]).toBe(`*21*${done.phone_number.slice(3)}#`);
    const none = await createUser(t);
    expect((await inject('GET', '/onboarding/forwarding-instructions', none.auth)).statusCode).toBe(404);
  });

  it('verifies forwarding with a sandbox call and a timed check', async () => {
    const u = await createUser(t);
    const done = (
      await inject('POST', '/onboarding/complete', u.auth, {
        business_name: 'Test przekierowania',
        owner_phone: '600 200 300',
      })
    ).json();
    const started = await inject('POST', '/onboarding/verify-forwarding', u.auth);
    expect(started.statusCode).toBe(200);
    const check = started.json();
    expect(check).toMatchObject({
      status: 'pending',
      placed_to: '+48600200300',
      from_number: SANDBOX_TEST_LINE,
      expected_on: done.phone_number,
    });
    const placed = await t.db
      .select()
      .from(telephonySandboxEvents)
      .where(
        and(
          eq(telephonySandboxEvents.action, 'place_call'),
          eq(telephonySandboxEvents.tenantId, done.tenant_id),
        ),
      );
    expect(placed).toHaveLength(1);
    expect(placed[0]!.payload).toMatchObject({
      to: '+48600200300',
      from: SANDBOX_TEST_LINE,
      purpose: 'forwarding_check',
    });
    const url = `/tenants/${done.tenant_id}/forwarding/check`;
    expect((await inject('GET', url, u.auth)).json().status).toBe('pending');
    // the forwarded call arrives on our number
    clock.advance(10_000);
    const [call] = await t.db
      .insert(calls)
      .values({
        tenantId: done.tenant_id,
        callerNumber: SANDBOX_TEST_LINE,
        calledNumber: done.phone_number,
        startedAt: clock.now(),
      })
      .returning();
    // The checklist settles the check itself: the owner need not reopen the check's page.
    const ready = (await inject('GET', `/tenants/${done.tenant_id}/readiness`, u.auth)).json();
    expect(ready.items.find((i: { key: string }) => i.key === 'forwarding_verified')).toMatchObject({
      done: true,
    });
    expect((await inject('GET', '/onboarding/status', u.auth)).json().forwarding_verified).toBe(true);
    const ok = (await inject('GET', url, u.auth)).json();
    expect(ok).toMatchObject({ status: 'succeeded', call_id: call!.id });

    // A second check with no call fails after 60 s
    const second = await inject('POST', url, u.auth);
    expect(second.statusCode).toBe(200);
    clock.advance(30_000);
    expect((await inject('GET', url, u.auth)).json().status).toBe('pending');
    clock.advance(31_000);
    expect((await inject('GET', url, u.auth)).json().status).toBe('failed');
  });

  it('refuses a forwarding check without an owner phone (409) and for another tenant (404)', async () => {
    const u = await createUser(t);
    const done = (
      await inject('POST', '/onboarding/complete', u.auth, { business_name: 'Bez telefonu' })
    ).json();
    const r = await inject('POST', `/tenants/${done.tenant_id}/forwarding/check`, u.auth);
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('owner_phone_missing');
    const other = await createTenantWithOwner(t);
    expect(
      (await inject('POST', `/tenants/${done.tenant_id}/forwarding/check`, other.owner.auth)).statusCode,
    ).toBe(404);
    expect(
      (await inject('GET', `/tenants/${done.tenant_id}/forwarding/check`, other.owner.auth)).statusCode,
    ).toBe(404);
    expect((await inject('GET', `/tenants/${done.tenant_id}/forwarding/check`, u.auth)).statusCode).toBe(404);
  });

  it('requests an additional number for review', async () => {
    const u = await createUser(t);
    expect((await inject('POST', '/onboarding/request-number', u.auth, {})).statusCode).toBe(404);
    const done = (await inject('POST', '/onboarding/complete', u.auth, { business_name: 'Numer' })).json();
    const r = await inject('POST', '/onboarding/request-number', u.auth, { area_code: '12', note: 'Kraków' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ tenant_id: done.tenant_id, status: 'pending', area_code: '12' });
    expect(
      (await inject('POST', '/onboarding/request-number', u.auth, { area_code: 'abc' })).statusCode,
    ).toBe(422);
  });

  it('scrapes FAQ pairs from a local page, following redirects', async () => {
    const u = await createUser(t);
    const r = await inject('POST', '/onboarding/scrape-faq', u.auth, { url: `${siteUrl}/redirect` });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.url).toBe(`${siteUrl}/faq`);
    expect(body.title).toBe('Gabinet Uśmiech');
    expect(body.description).toBe('Stomatologia w centrum Warszawy');
    expect(body.faq_map).toEqual({
      'Czy przyjmujecie na NFZ?': 'Nie, tylko prywatnie.',
      'Czy można płacić kartą?': 'Tak, kartą i BLIK-iem.',
      'Ile trwa wizyta?': 'Zwykle 30 minut.',
      'Jak dojechać?': 'Tramwajem 4 do przystanku Centrum. Parking za budynkiem.',
    });
    expect(body.truncated).toBe(false);
  });

  it('caps the size, refuses non-HTML and reports unreachable sites', async () => {
    const u = await createUser(t);
    const big = (await inject('POST', '/onboarding/scrape-faq', u.auth, { url: `${siteUrl}/big` })).json();
    expect(big.truncated).toBe(true);
    expect(big.faq_map).toEqual({ 'Pytanie?': 'Odpowiedź.' });
    expect(
      (await inject('POST', '/onboarding/scrape-faq', u.auth, { url: `${siteUrl}/image` })).statusCode,
    ).toBe(422);
    const missing = await inject('POST', '/onboarding/scrape-faq', u.auth, { url: `${siteUrl}/nothing` });
    expect(missing.statusCode).toBe(502);
    expect(missing.json().code).toBe('site_unreachable');
    const bad = await inject('POST', '/onboarding/scrape-faq', u.auth, { url: 'ftp://example.com/' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('onboarding with an unreachable payments provider', () => {
  it('answers 503 payments_unavailable and leaves no tenant behind', async () => {
    // Stripe configured at a loopback port where nothing listens: the connection is refused.
    const t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_unreachable',
        STRIPE_WEBHOOK_SECRET: 'whsec_unreachable',
        STRIPE_API_BASE: 'http://127.0.0.1:1',
      },
    });
    try {
      const u = await createUser(t);
      const r = await t.app.inject({
        method: 'POST',
        url: '/onboarding/complete',
        headers: u.auth,
        payload: {
          business_name: 'Salon C',
          plan: 'starter',
          billing_cycle: 'monthly',
          start_checkout: true,
        },
      });
      expect(r.statusCode).toBe(503);
      expect(r.json().code).toBe('payments_unavailable');
      const [row] = await t.db
        .select({ tenantId: users.tenantId })
        .from(users)
        .where(eq(users.id, u.user.id));
      expect(row!.tenantId).toBeNull();
      expect(await t.db.select().from(tenants).where(eq(tenants.businessName, 'Salon C'))).toHaveLength(0);
      // The claim was released: a later submit is not refused as concurrent.
      const again = await t.app.inject({
        method: 'POST',
        url: '/onboarding/complete',
        headers: u.auth,
        payload: { business_name: 'Salon C', plan: 'trial' },
      });
      expect(again.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
