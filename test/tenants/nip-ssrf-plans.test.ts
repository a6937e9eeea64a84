import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFeature, effectivePlan, requireFeature } from '../../src/modules/plans/plans.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { checkUrl, guardedLookup, isBlockedAddress, SsrfError, safeFetch } from '../../src/platform/ssrf.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createTenantWithOwner, createUser } from '../helpers/fixtures.js';

/** A local server speaking the MF white-list registry's JSON. */
function registryServer(requests: string[]) {
  return http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const m = /^\/api\/search\/nip\/(\d{10})\?date=\d{4}-\d{2}-\d{2}$/.exec(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (!m) {
      res.writeHead(400);
      res.end(JSON.stringify({ code: 'WL-113', message: 'Nieprawidłowy NIP' }));
      return;
    }
    if (m[1] === '1234563218') {
      res.end(
        JSON.stringify({
          result: {
            subject: {
              name: 'PRZYCHODNIA ZDROWIE SPÓŁKA Z O.O.',
              nip: '1234563218',
              statusVat: 'Czynny',
              regon: '123456785',
              krs: '0000123456',
              workingAddress: 'UL. ZDROWA 1, 00-950 WARSZAWA',
              registrationLegalDate: '2010-01-04',
            },
            requestId: 'abc',
          },
        }),
      );
      return;
    }
    if (m[1] === '7740001454') {
      res.writeHead(500);
      res.end('{}');
      return;
    }
    res.end(JSON.stringify({ result: { subject: null, requestId: 'def' } }));
  });
}

describe('NIP lookup against a local registry', () => {
  let t: TestApp;
  let server: http.Server;
  const requests: string[] = [];

  beforeAll(async () => {
    server = registryServer(requests);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({ env: { NIP_REGISTRY_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  it('answers company data, 400 for format or checksum, 404 when absent, 503 on registry failure', async () => {
    const u = await createUser(t);
    const r = await t.app.inject({
      method: 'GET',
      url: '/tenants/nip-lookup?nip=123-456-32-18',
      headers: u.auth,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      nip: '1234563218',
      name: 'PRZYCHODNIA ZDROWIE SPÓŁKA Z O.O.',
      regon: '123456785',
      krs: '0000123456',
      vat_status: 'Czynny',
      address: 'UL. ZDROWA 1, 00-950 WARSZAWA',
      registration_date: '2010-01-04',
      source: 'mf-white-list',
    });
    expect(requests.at(-1)).toMatch(/^\/api\/search\/nip\/1234563218\?date=\d{4}-\d{2}-\d{2}$/);
    const count = requests.length;
    for (const bad of ['123456321', '1234563219', 'abcdefghij']) {
      const b = await t.app.inject({ method: 'GET', url: `/tenants/nip-lookup?nip=${bad}`, headers: u.auth });
      expect(b.statusCode, bad).toBe(400);
      expect(b.json().code).toBe('invalid_nip');
    }
    expect(requests.length).toBe(count); // refused before asking the registry
    const absent = await t.app.inject({
      method: 'GET',
      url: '/tenants/nip-lookup?nip=5260250274',
      headers: u.auth,
    });
    expect(absent.statusCode).toBe(404);
    const failing = await t.app.inject({
      method: 'GET',
      url: '/tenants/nip-lookup?nip=7740001454',
      headers: u.auth,
    });
    expect(failing.statusCode).toBe(503);
    expect(failing.json().code).toBe('registry_unavailable');
    expect(
      (await t.app.inject({ method: 'GET', url: '/tenants/nip-lookup?nip=1234563218' })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/tenants/nip-lookup', headers: u.auth })).statusCode,
    ).toBe(422);
  });
});

describe('NIP lookup: unreachable registry and sandbox; SSRF refusal without the override', () => {
  let t: TestApp;
  let unreachable: TestApp;
  let closedPort: number;

  beforeAll(async () => {
    const s = http.createServer();
    s.listen(0, '127.0.0.1');
    await once(s, 'listening');
    closedPort = (s.address() as AddressInfo).port;
    s.close();
    await once(s, 'close');
    t = await createTestApp();
    unreachable = await createTestApp({ env: { NIP_REGISTRY_URL: `http://127.0.0.1:${closedPort}` } });
  });
  afterAll(async () => {
    await t.close();
    await unreachable.close();
  });

  it('answers 503 when the registry cannot be reached', async () => {
    const u = await createUser(unreachable);
    const r = await unreachable.app.inject({
      method: 'GET',
      url: '/tenants/nip-lookup?nip=1234563218',
      headers: u.auth,
    });
    expect(r.statusCode).toBe(503);
  });

  it('uses the built-in sandbox registry when none is configured', async () => {
    const u = await createUser(t);
    const r = await t.app.inject({
      method: 'GET',
      url: '/tenants/nip-lookup?nip=5260250274',
      headers: u.auth,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ source: 'sandbox', nip: '5260250274' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/tenants/nip-lookup?nip=1234563218', headers: u.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to scrape loopback and private addresses (422)', async () => {
    const u = await createUser(t);
    for (const url of [
      'http://127.0.0.1:1/',
      'http://localhost/',
      'http://10.1.2.3/',
      'http://169.254.169.254/latest',
      'http://[::1]/',
    ]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/onboarding/scrape-faq',
        headers: u.auth,
        payload: { url },
      });
      expect(r.statusCode, url).toBe(422);
      expect(r.json().detail[0].loc).toEqual(['body', 'url']);
    }
  });
});

describe('SSRF guard', () => {
  it('classifies addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '2002:7f00:1::1',
      '64:ff9b::a00:1',
      '64:ff9b:1::a00:1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '100::1',
      '224.0.0.1',
    ])
      expect(isBlockedAddress(a), a).toBe(true);
    for (const a of [
      '8.8.8.8',
      '1.1.1.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '2001:4860:4860::8888',
      '172.32.0.1',
    ])
      expect(isBlockedAddress(a), a).toBe(false);
  });

  it('refuses schemes, credentials and literal private hosts; allows them with the override', () => {
    expect(() => checkUrl('file:///etc/passwd', { allowPrivate: false })).toThrow(SsrfError);
    expect(() => checkUrl('http://user:pw@example.com/', { allowPrivate: false })).toThrow(SsrfError);
    expect(() => checkUrl('http://192.168.0.1/', { allowPrivate: false })).toThrow(SsrfError);
    expect(checkUrl('http://192.168.0.1/', { allowPrivate: true }).hostname).toBe('192.168.0.1');
  });

  it('re-checks the address after DNS and on redirects', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/slow') return; // never answers
      if (req.url === '/hop') {
        res.writeHead(302, { location: 'http://127.0.0.1:1/' });
        res.end();
      } else res.end('ok');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    try {
      // "localhost" names are refused outright; a name resolving to loopback is refused at connect time
      await expect(
        safeFetch(`http://localhost:${port}/`, { allowPrivate: false, timeoutMs: 2000, maxBytes: 100 }),
      ).rejects.toThrow(SsrfError);
      const viaDns = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
        guardedLookup(false)('localhost', {}, (err) => resolve(err)),
      );
      expect(viaDns).toMatchObject({ code: 'EBLOCKED', reason: 'blocked_address' });
      const allowed = await new Promise<unknown>((resolve) =>
        guardedLookup(true)('localhost', {}, (err, address) => resolve(err ?? address)),
      );
      expect(typeof allowed).toBe('string');
      const ok = await safeFetch(`http://127.0.0.1:${port}/`, {
        allowPrivate: true,
        timeoutMs: 2000,
        maxBytes: 100,
      });
      expect(ok.body.toString()).toBe('ok');
      await expect(
        safeFetch(`http://127.0.0.1:${port}/hop`, {
          allowPrivate: true,
          timeoutMs: 2000,
          maxBytes: 100,
          maxRedirects: 0,
        }),
      ).rejects.toThrow(/redirects/);
      const started = Date.now();
      await expect(
        safeFetch(`http://127.0.0.1:${port}/slow`, { allowPrivate: true, timeoutMs: 300, maxBytes: 100 }),
      ).rejects.toMatchObject({ reason: 'timeout' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('plans', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');
  const later = new Date(now.getTime() + 86400_000);

  it('gives trial tenants Solo quotas and no Business features; paid trialing signups their plan', () => {
    const trial = effectivePlan({ tier: 'trial', subscriptionStatus: 'trialing', trialEndsAt: later }, now);
    expect([trial.minutesLimit, trial.smsLimit, trial.features.size]).toEqual([150, 50, 0]);
    const biz = effectivePlan({ tier: 'business', subscriptionStatus: 'trialing', trialEndsAt: later }, now);
    expect([biz.minutesLimit, biz.smsLimit, biz.features.has('csv_export')]).toEqual([2000, 600, true]);
    const expired = effectivePlan(
      { tier: 'business', subscriptionStatus: 'trialing', trialEndsAt: now },
      now,
    );
    expect([expired.trialExpired, expired.features.size]).toEqual([true, 0]);
    const ent = effectivePlan({ tier: 'enterprise', subscriptionStatus: 'active', trialEndsAt: null }, now);
    expect(ent.features.has('custom_voice')).toBe(true);
    expect(ent.minutesLimit).toBeNull();
    expect(() =>
      assertFeature(
        { tier: 'starter', subscriptionStatus: 'active', trialEndsAt: null },
        'crm_integration',
        now,
      ),
    ).toThrow(expect.objectContaining({ status: 403, code: 'plan_required' }));
    expect(() =>
      assertFeature(
        { tier: 'business', subscriptionStatus: 'active', trialEndsAt: null },
        'custom_voice',
        now,
      ),
    ).toThrow(
      expect.objectContaining({
        status: 403,
        details: { feature: 'custom_voice', required_tier: 'enterprise' },
      }),
    );
  });

  it('requireFeature loads the tenant and gates (other modules call it)', async () => {
    const t = await createTestApp();
    try {
      const { tenant } = await createTenantWithOwner(t, { tier: 'starter' });
      await expect(requireFeature(t.db, tenant.id, 'follow_ups', now)).rejects.toMatchObject({
        code: 'plan_required',
      });
      await t.db.update(tenants).set({ tier: 'business' }).where(eq(tenants.id, tenant.id));
      await expect(requireFeature(t.db, tenant.id, 'follow_ups', now)).resolves.toBeUndefined();
      await t.db.update(tenants).set({ subscriptionStatus: 'cancelled' }).where(eq(tenants.id, tenant.id));
      await expect(requireFeature(t.db, tenant.id, 'follow_ups', now)).rejects.toMatchObject({
        code: 'plan_required',
      });
      const plans = (await t.app.inject({ method: 'GET', url: '/plans' })).json();
      expect(
        plans.map((p: { tier: string; monthly_price: number | null }) => [p.tier, p.monthly_price]),
      ).toEqual([
        ['solo', 349],
        ['starter', 1200],
        ['business', 2500],
        ['enterprise', null],
      ]);
      expect(plans[2]).toMatchObject({ annual_monthly_price: 2090, minutes: 2000, sms: 600 });
    } finally {
      await t.close();
    }
  });
});
