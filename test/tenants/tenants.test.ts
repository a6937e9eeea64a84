import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/modules/accounts/accounts.schema.js';
import { knowledgeDocuments } from '../../src/modules/knowledge/knowledge.schema.js';
import { departments, phoneNumbers, tenants } from '../../src/modules/tenants/tenants.schema.js';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createTenantWithOwner, createUser } from '../helpers/fixtures.js';

const internal = { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY };

describe('tenants', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-11-21T10:00:00.000Z'));
  let a: Awaited<ReturnType<typeof createTenantWithOwner>>;
  let b: Awaited<ReturnType<typeof createTenantWithOwner>>;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    a = await createTenantWithOwner(t, { tier: 'business' });
    b = await createTenantWithOwner(t, { tier: 'solo' });
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

  it('creates a tenant for a user without one, on a 14-day trial, and refuses a second', async () => {
    const u = await createUser(t);
    const r = await inject('POST', '/tenants/', u.auth, {
      business_name: 'Kwiaciarnia Róża',
      timezone: 'Europe/Warsaw',
    });
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body).toMatchObject({
      business_name: 'Kwiaciarnia Róża',
      tier: 'trial',
      subscription_status: 'trialing',
      is_live: false,
      owner_user_id: u.user.id,
    });
    expect(body.trial_ends_at).toBe('2026-12-05T10:00:00.000Z');
    const [row] = await t.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row!.tenantId).toBe(body.id);
    const again = await inject('POST', '/tenants/', u.auth, { business_name: 'Drugi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_onboarded');
  });

  it('validates the create body (422) and needs a session (401)', async () => {
    const u = await createUser(t);
    const r = await inject('POST', '/tenants/', u.auth, { business_name: '' });
    expect(r.statusCode).toBe(422);
    expect(r.json().detail[0].loc).toEqual(['body', 'business_name']);
    const tz = await inject('POST', '/tenants/', u.auth, { business_name: 'X', timezone: 'Mars/Olympus' });
    expect(tz.statusCode).toBe(422);
    expect(tz.json().detail[0].loc).toEqual(['body', 'timezone']);
    expect((await inject('POST', '/tenants/', {}, { business_name: 'X' })).statusCode).toBe(401);
  });

  it('lists tenants for admins only, with skip and limit', async () => {
    const admin = await createUser(t, { isAdmin: true });
    const r = await inject('GET', '/tenants/?skip=0&limit=2', admin.auth);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toHaveLength(2);
    const all = (await inject('GET', '/tenants/', admin.auth)).json();
    // The contract's spelling has a trailing slash; the router answers without it too.
    expect((await inject('GET', '/tenants', admin.auth)).json()).toEqual(all);
    const skipped = (await inject('GET', '/tenants/?skip=1&limit=50', admin.auth)).json();
    expect(skipped[0].id).toBe(all[1].id);
    expect((await inject('GET', '/tenants/', a.owner.auth)).statusCode).toBe(403);
    expect((await inject('GET', '/tenants/?limit=0', admin.auth)).statusCode).toBe(422);
  });

  it('reads the config with the internal key, the owner or an admin; 404 for another tenant', async () => {
    const own = await inject('GET', `/tenants/${a.tenant.id}`, a.owner.auth);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: a.tenant.id,
      faq: {},
      transfer_numbers: [],
      departments: [],
      quota: { allowed: false, reason: 'tenant_not_live' },
    });
    expect((await inject('GET', `/tenants/${a.tenant.id}`, internal)).statusCode).toBe(200);
    const admin = await createUser(t, { isAdmin: true });
    expect((await inject('GET', `/tenants/${a.tenant.id}`, admin.auth)).statusCode).toBe(200);
    expect((await inject('GET', `/tenants/${b.tenant.id}`, a.owner.auth)).statusCode).toBe(404);
    expect((await inject('GET', '/tenants/not-a-uuid', a.owner.auth)).statusCode).toBe(404);
    expect(
      (await inject('GET', `/tenants/${a.tenant.id}`, { 'x-internal-key': 'wrong-key-0123456789' }))
        .statusCode,
    ).toBe(401);
  });

  it('updates business name, zone, hours, faq, transfer numbers, prompt and slot length', async () => {
    const r = await inject('PATCH', `/tenants/${a.tenant.id}`, a.owner.auth, {
      business_name: 'Gabinet A',
      timezone: 'Europe/London',
      opening_hours: { mon: [['09:00', '17:00']], sun: [] },
      faq: { 'Czy jest parking?': 'Tak, za budynkiem.' },
      transfer_numbers: ['600 123 456'],
      system_prompt: 'Bądź uprzejmy.',
      slot_minutes: 45,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ business_name: 'Gabinet A', timezone: 'Europe/London' });
    const cfg = (await inject('GET', `/tenants/${a.tenant.id}`, a.owner.auth)).json();
    expect(cfg).toMatchObject({
      faq: { 'Czy jest parking?': 'Tak, za budynkiem.' },
      transfer_numbers: ['+48600123456'],
      system_prompt: 'Bądź uprzejmy.',
      slot_minutes: 45,
      opening_hours: { mon: [['09:00', '17:00']], sun: [] },
    });
    expect(cfg.data_sources).toEqual([{ kind: 'faq', id: null, title: 'FAQ', items: 1 }]);
    const canon = await inject('PATCH', `/tenants/${a.tenant.id}`, a.owner.auth, {
      timezone: 'europe/warsaw',
    });
    expect(canon.json().timezone).toBe('Europe/Warsaw');
  });

  it('refuses bad updates with 422 and other tenants with 404', async () => {
    const url = `/tenants/${a.tenant.id}`;
    const cases: [unknown, (string | number)[]][] = [
      [{ timezone: 'Nowhere/Land' }, ['body', 'timezone']],
      [{ opening_hours: { mon: [['17:00', '09:00']] } }, ['body', 'opening_hours', 'mon', 0]],
      [
        {
          opening_hours: {
            mon: [
              ['09:00', '12:00'],
              ['11:00', '13:00'],
            ],
          },
        },
        ['body', 'opening_hours', 'mon', 1],
      ],
      [{ opening_hours: { xyz: [] } }, ['body', 'opening_hours', 'xyz']],
      [{ transfer_numbers: ['12'] }, ['body', 'transfer_numbers', 0]],
      [{ slot_minutes: 1 }, ['body', 'slot_minutes']],
      [{ unknown: 1 }, ['body', 'unknown']],
    ];
    for (const [payload, loc] of cases) {
      const r = await inject('PATCH', url, a.owner.auth, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(422);
      expect(r.json().detail[0].loc).toEqual(loc);
    }
    expect(
      (await inject('PATCH', `/tenants/${b.tenant.id}`, a.owner.auth, { business_name: 'x' })).statusCode,
    ).toBe(404);
  });

  it('reads and writes settings with defaults; 404 across tenants', async () => {
    const url = `/tenants/${b.tenant.id}/settings`;
    const r = await inject('GET', url, b.owner.auth);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      transcript_retention_days: 90,
      caller_sms_confirmation: true,
      caller_daily_cap: 5,
      answering_mode: 'when_unanswered',
      forwarding_rings: 5,
      plan: { tier: 'solo', minutes_limit: 150, sms_limit: 50, features: [] },
    });
    const put = await inject('PUT', url, b.owner.auth, {
      transcript_retention_days: 30,
      caller_sms_confirmation: false,
      caller_daily_cap: 2,
      invoice_nip: '526-025-02-74',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      transcript_retention_days: 30,
      caller_sms_confirmation: false,
      caller_daily_cap: 2,
      invoice_nip: '5260250274',
      usage_alerts_enabled: true,
    });
    expect((await inject('PUT', url, b.owner.auth, { invoice_nip: '5260250275' })).statusCode).toBe(422);
    expect((await inject('PUT', url, b.owner.auth, { transcript_retention_days: 0 })).statusCode).toBe(422);
    expect((await inject('PUT', url, b.owner.auth, { forwarding_rings: 4 })).statusCode).toBe(422);
    expect((await inject('GET', url, a.owner.auth)).statusCode).toBe(404);
    expect((await inject('PUT', url, a.owner.auth, { caller_daily_cap: 9 })).statusCode).toBe(404);
    await inject('PUT', url, b.owner.auth, { caller_daily_cap: 5 });
  });

  it('answers verification and reminder configs with defaults, then merges updates', async () => {
    for (const kind of ['verification', 'reminder']) {
      const url = `/tenants/${a.tenant.id}/${kind}-config`;
      const d = (await inject('GET', url, a.owner.auth)).json();
      expect(d.is_default).toBe(true);
      const patch =
        kind === 'verification' ? { enabled: true, method: 'pin' } : { hours_before: [2, 24, 24] };
      const r = await inject('PATCH', url, a.owner.auth, patch);
      expect(r.statusCode).toBe(200);
      const after = (await inject('GET', url, a.owner.auth)).json();
      expect(after.is_default).toBe(false);
      if (kind === 'verification')
        expect(after).toMatchObject({ enabled: true, method: 'pin', max_attempts: 3 });
      else expect(after).toMatchObject({ hours_before: [24, 2], enabled: true, channel: 'sms' });
      expect((await inject('PATCH', url, a.owner.auth, { nope: 1 })).statusCode).toBe(422);
      expect((await inject('PATCH', url, a.owner.auth, {})).statusCode).toBe(422);
      expect((await inject('GET', `/tenants/${b.tenant.id}/${kind}-config`, a.owner.auth)).statusCode).toBe(
        404,
      );
      expect(
        (await inject('PATCH', `/tenants/${b.tenant.id}/${kind}-config`, a.owner.auth, patch)).statusCode,
      ).toBe(404);
    }
  });

  it('creates and updates departments with one schema; 409 on a duplicate name; 404 across tenants', async () => {
    const url = `/tenants/${a.tenant.id}/departments`;
    const c = await inject('POST', url, a.owner.auth, {
      name: 'Rejestracja',
      transfer_number: '22 555 01 01',
      keywords: ['wizyta'],
    });
    expect(c.statusCode).toBe(201);
    const dep = c.json();
    expect(dep).toMatchObject({
      name: 'Rejestracja',
      transfer_number: '+48225550101',
      is_active: true,
      keywords: ['wizyta'],
      description: null,
    });
    expect((await inject('POST', url, a.owner.auth, { name: 'rejestracja' })).statusCode).toBe(409);
    expect((await inject('POST', url, a.owner.auth, { name: 'X', transfer_number: '1' })).statusCode).toBe(
      422,
    );
    expect((await inject('POST', url, a.owner.auth, { description: 'no name' })).statusCode).toBe(422);
    const u = await inject('PATCH', `${url}/${dep.id}`, a.owner.auth, {
      name: 'Recepcja główna',
      is_active: false,
    });
    expect(u.statusCode).toBe(200);
    expect(u.json()).toMatchObject({
      name: 'Recepcja główna',
      is_active: false,
      transfer_number: '+48225550101',
      keywords: ['wizyta'],
    });
    const list = (await inject('GET', url, a.owner.auth)).json();
    expect(list.map((d: { id: string }) => d.id)).toEqual([dep.id]);
    // cross-tenant: B sees nothing of A's and cannot patch it
    expect((await inject('GET', url, b.owner.auth)).statusCode).toBe(404);
    expect((await inject('POST', url, b.owner.auth, { name: 'Z' })).statusCode).toBe(404);
    expect((await inject('PATCH', `${url}/${dep.id}`, b.owner.auth, { name: 'Z' })).statusCode).toBe(404);
    expect(
      (await inject('PATCH', `/tenants/${b.tenant.id}/departments/${dep.id}`, b.owner.auth, { name: 'Z' }))
        .statusCode,
    ).toBe(404);
  });

  it('assigns, lists, updates and deletes numbers; by-number finds the tenant', async () => {
    const url = `/tenants/${a.tenant.id}/phone-numbers`;
    expect((await inject('POST', url, a.owner.auth, { number: '+48225551000' })).statusCode).toBe(401);
    const c = await inject('POST', url, internal, { number: '22 555 10 00', label: 'Główny' });
    expect(c.statusCode).toBe(201);
    const num = c.json();
    expect(num).toMatchObject({ number: '+48225551000', label: 'Główny', is_active: true, kind: 'assigned' });
    const taken = await inject('POST', `/tenants/${b.tenant.id}/phone-numbers`, internal, {
      number: '+48225551000',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('phone_number_taken');
    expect((await inject('POST', url, internal, { number: 'abc' })).statusCode).toBe(422);
    const byNumber = await inject('GET', '/tenants/by-number/+48225551000', internal);
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().id).toBe(a.tenant.id);
    expect((await inject('GET', '/tenants/by-number/225551000', internal)).json().id).toBe(a.tenant.id);
    expect((await inject('GET', '/tenants/by-number/+48225559999', internal)).statusCode).toBe(404);
    expect((await inject('GET', '/tenants/by-number/+48225551000', a.owner.auth)).statusCode).toBe(401);
    const patched = await inject('PATCH', `${url}/${num.id}`, a.owner.auth, {
      label: 'Recepcja',
      is_active: false,
    });
    expect(patched.json()).toMatchObject({ label: 'Recepcja', is_active: false });
    expect((await inject('GET', '/tenants/by-number/+48225551000', internal)).statusCode).toBe(404);
    await inject('PATCH', `${url}/${num.id}`, a.owner.auth, { is_active: true });
    expect((await inject('GET', url, a.owner.auth)).json().map((n: { id: string }) => n.id)).toContain(
      num.id,
    );
    // cross-tenant
    expect((await inject('GET', url, b.owner.auth)).statusCode).toBe(404);
    expect((await inject('PATCH', `${url}/${num.id}`, b.owner.auth, { label: 'x' })).statusCode).toBe(404);
    expect(
      (await inject('PATCH', `/tenants/${b.tenant.id}/phone-numbers/${num.id}`, b.owner.auth, { label: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `/tenants/${b.tenant.id}/phone-numbers/${num.id}`, internal)).statusCode,
    ).toBe(404);
    // delete a second number
    const extra = (await inject('POST', url, internal, { number: '+48225551001' })).json();
    expect((await inject('DELETE', `${url}/${extra.id}`, internal)).statusCode).toBe(204);
    expect((await inject('DELETE', `${url}/${extra.id}`, internal)).statusCode).toBe(404);
  });

  it('requests a number for review and provisions at once only on Business+', async () => {
    const req = await inject('POST', `/tenants/${b.tenant.id}/phone-numbers/request`, b.owner.auth, {
      label: 'Druga linia',
    });
    expect(req.statusCode).toBe(201);
    expect(req.json()).toMatchObject({ status: 'pending', label: 'Druga linia' });
    expect(
      (await inject('POST', `/tenants/${b.tenant.id}/phone-numbers/request`, a.owner.auth, {})).statusCode,
    ).toBe(404);
    const solo = await inject('POST', `/tenants/${b.tenant.id}/phone-numbers/provision`, b.owner.auth);
    expect(solo.statusCode).toBe(403);
    expect(solo.json().code).toBe('plan_required');
    const biz = await inject('POST', `/tenants/${a.tenant.id}/phone-numbers/provision`, a.owner.auth);
    expect(biz.statusCode).toBe(201);
    expect(biz.json()).toMatchObject({ kind: 'provisioned', tenant_id: a.tenant.id });
    expect(biz.json().number).toMatch(/^\+4822\d{7}$/);
    expect(
      (await inject('POST', `/tenants/${a.tenant.id}/phone-numbers/provision`, b.owner.auth)).statusCode,
    ).toBe(404);
  });

  it('finds the one active trial tenant by its owner phone, 404 on zero or several', async () => {
    const mk = async (phone: string, tier: 'trial' | 'solo' = 'trial') => {
      const u = await createUser(t);
      const r = await inject('POST', '/tenants/', u.auth, {
        business_name: `Trial ${phone}`,
        owner_phone: phone,
      });
      if (tier !== 'trial') await t.db.update(tenants).set({ tier }).where(eq(tenants.id, r.json().id));
      return r.json().id as string;
    };
    const one = await mk('601 111 111');
    const r = await inject('GET', '/tenants/trial-by-owner-phone/+48601111111', internal);
    expect(r.statusCode).toBe(200);
    expect(r.json().id).toBe(one);
    expect((await inject('GET', '/tenants/trial-by-owner-phone/+48601999999', internal)).statusCode).toBe(
      404,
    );
    await mk('601 222 222');
    await mk('601 222 222');
    expect((await inject('GET', '/tenants/trial-by-owner-phone/+48601222222', internal)).statusCode).toBe(
      404,
    );
    await mk('601 333 333', 'solo');
    expect((await inject('GET', '/tenants/trial-by-owner-phone/+48601333333', internal)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', '/tenants/trial-by-owner-phone/+48601111111', a.owner.auth)).statusCode).toBe(
      401,
    );
  });

  it('lists readiness items with deep links and refuses go-live with the missing ones', async () => {
    const u = await createUser(t, { emailVerified: false });
    const id = (await inject('POST', '/tenants/', u.auth, { business_name: 'Gotowość' })).json().id;
    const r = (await inject('GET', `/tenants/${id}/readiness`, u.auth)).json();
    expect(r.ready).toBe(false);
    expect(r.items.map((i: { key: string }) => i.key)).toEqual([
      'email_verified',
      'business_name',
      'opening_hours',
      'phone_number',
      'knowledge',
      'forwarding_verified',
    ]);
    expect(r.items[0]).toMatchObject({
      done: false,
      required: true,
      deep_link: `${t.config.appUrl}/settings/account#email`,
    });
    const refused = await inject('POST', `/tenants/${id}/go-live`, u.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('setup_incomplete');
    expect(refused.json().missing.map((m: { key: string }) => m.key)).toEqual([
      'email_verified',
      'opening_hours',
      'phone_number',
      'knowledge',
    ]);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, u.user.id));
    await inject('PATCH', `/tenants/${id}`, u.auth, { opening_hours: { tue: [['08:00', '16:00']] } });
    await inject('POST', `/tenants/${id}/phone-numbers`, internal, { number: '+48225552000' });
    await t.db
      .insert(knowledgeDocuments)
      .values({ tenantId: id, title: 'Cennik', source: 'upload', content: 'Przegląd 200 zł' });
    const ready = (await inject('GET', `/tenants/${id}/readiness`, u.auth)).json();
    expect(ready.ready).toBe(true);
    const live = await inject('POST', `/tenants/${id}/go-live`, u.auth);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ is_live: true, went_live_at: clock.now().toISOString() });
    expect((await inject('GET', `/tenants/${id}/readiness`, a.owner.auth)).statusCode).toBe(404);
    expect((await inject('POST', `/tenants/${id}/go-live`, a.owner.auth)).statusCode).toBe(404);
  });

  it('parks a shared trial number on several trial tenants: by-number is ambiguous, owner phone resolves', async () => {
    const mk = async (phone: string) => {
      const u = await createUser(t);
      return (
        await inject('POST', '/tenants/', u.auth, { business_name: `Shared ${phone}`, owner_phone: phone })
      ).json().id as string;
    };
    const one = await mk('602 000 001');
    const two = await mk('602 000 002');
    for (const id of [one, two]) {
      const r = await inject('POST', `/tenants/${id}/phone-numbers`, internal, {
        number: '+48225553000',
        shared_trial: true,
      });
      expect(r.statusCode).toBe(201);
      expect(r.json().kind).toBe('shared_trial');
    }
    expect((await inject('GET', '/tenants/by-number/+48225553000', internal)).statusCode).toBe(404);
    expect((await inject('GET', '/tenants/trial-by-owner-phone/602000002', internal)).json().id).toBe(two);
    // a shared number cannot become someone's own number, nor be shared by a paid tenant
    expect(
      (await inject('POST', `/tenants/${a.tenant.id}/phone-numbers`, internal, { number: '+48225553000' }))
        .statusCode,
    ).toBe(409);
    const paid = await inject('POST', `/tenants/${a.tenant.id}/phone-numbers`, internal, {
      number: '+48225553001',
      shared_trial: true,
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('not_a_trial_tenant');
  });

  it('publishes every route of the module in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    // The contract's `/tenants/` is documented as `/tenants` (both are answered).
    for (const path of [
      '/tenants',
      '/tenants/{tenant_id}',
      '/tenants/{tenant_id}/quota',
      '/tenants/{tenant_id}/anomalies',
      '/tenants/{tenant_id}/departments/{department_id}',
      '/tenants/{tenant_id}/phone-numbers/provision',
      '/tenants/nip-lookup',
      '/onboarding/complete',
      '/onboarding/draft',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/tenants/{tenant_id}/anomalies'].get.description).toContain('error_rate');
    expect(doc.paths['/tenants/'], 'one spelling is documented').toBeUndefined();
  });

  it("answers 404 to a user of tenant A for every route named with tenant B's ids", async () => {
    const B = b.tenant.id;
    const [dep] = await t.db.insert(departments).values({ tenantId: B, name: 'Dział B' }).returning();
    const [num] = await t.db
      .insert(phoneNumbers)
      .values({ tenantId: B, number: '+48225554000', kind: 'assigned' })
      .returning();
    const routes: [string, string, unknown?][] = [
      ['GET', `/tenants/${B}`],
      ['PATCH', `/tenants/${B}`, { business_name: 'x' }],
      ['DELETE', `/tenants/${B}`],
      ['GET', `/tenants/${B}/settings`],
      ['PUT', `/tenants/${B}/settings`, { caller_daily_cap: 3 }],
      ['GET', `/tenants/${B}/readiness`],
      ['POST', `/tenants/${B}/go-live`],
      ['GET', `/tenants/${B}/verification-config`],
      ['PATCH', `/tenants/${B}/verification-config`, { enabled: true }],
      ['GET', `/tenants/${B}/reminder-config`],
      ['PATCH', `/tenants/${B}/reminder-config`, { enabled: false }],
      ['GET', `/tenants/${B}/usage`],
      ['GET', `/tenants/${B}/anomalies`],
      ['POST', `/tenants/${B}/forwarding/check`],
      ['GET', `/tenants/${B}/forwarding/check`],
      ['GET', `/tenants/${B}/phone-numbers`],
      ['PATCH', `/tenants/${B}/phone-numbers/${num!.id}`, { label: 'x' }],
      ['PATCH', `/tenants/${a.tenant.id}/phone-numbers/${num!.id}`, { label: 'x' }],
      ['POST', `/tenants/${B}/phone-numbers/request`, {}],
      ['POST', `/tenants/${B}/phone-numbers/provision`],
      ['GET', `/tenants/${B}/departments`],
      ['POST', `/tenants/${B}/departments`, { name: 'y' }],
      ['PATCH', `/tenants/${B}/departments/${dep!.id}`, { name: 'y' }],
      ['PATCH', `/tenants/${a.tenant.id}/departments/${dep!.id}`, { name: 'y' }],
    ];
    for (const [method, url, payload] of routes) {
      const r = await inject(method, url, a.owner.auth, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
    // nothing of B changed
    const [after] = await t.db.select().from(tenants).where(eq(tenants.id, B));
    expect(after!.businessName).toBe(b.tenant.businessName);
    const [depAfter] = await t.db.select().from(departments).where(eq(departments.id, dep!.id));
    expect(depAfter!.name).toBe('Dział B');
  });
});
