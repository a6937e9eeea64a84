import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';

/** The dashboard's voice configuration and the services (durations, prices) in the settings. */
describe('voice configuration and services in the dashboard', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createTenantWithOwner>>;
  let b: Awaited<ReturnType<typeof createTenantWithOwner>>;

  beforeAll(async () => {
    t = await createTestApp();
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
      headers: { ...headers, 'accept-language': 'pl' },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('reads the defaults, changes the greeting and language, and the developer API sees the same', async () => {
    const url = `/tenants/${a.tenant.id}/voice-config`;
    const first = await inject('GET', url, a.owner.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      language: 'pl',
      voice: 'default',
      greeting: null,
      speaking_rate: 1,
      record_calls: true,
      max_call_minutes: 15,
    });
    const r = await inject('PATCH', url, a.owner.auth, {
      greeting: '  Dzień dobry, gabinet Uśmiech, w czym mogę pomóc?  ',
      language: 'en',
      speaking_rate: 1.1,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      greeting: 'Dzień dobry, gabinet Uśmiech, w czym mogę pomóc?',
      language: 'en',
      speaking_rate: 1.1,
      max_call_minutes: 15,
    });
    expect((await inject('GET', url, a.owner.auth)).json().greeting).toBe(
      'Dzień dobry, gabinet Uśmiech, w czym mogę pomóc?',
    );
    const key = await createApiKey(t, a.tenant.id, { scopes: ['voice_config:read'] });
    const v2 = await t.app.inject({ method: 'GET', url: '/v2/voice-config', headers: key.auth });
    expect(v2.statusCode).toBe(200);
    expect(v2.json()).toMatchObject({
      language: 'en',
      greeting: 'Dzień dobry, gabinet Uśmiech, w czym mogę pomóc?',
    });
    const back = await inject('PATCH', url, a.owner.auth, { greeting: null });
    expect(back.json().greeting).toBeNull();
  });

  it('refuses bad values with field errors in both languages, and another tenant is a 404', async () => {
    const url = `/tenants/${a.tenant.id}/voice-config`;
    const bad = await inject('PATCH', url, a.owner.auth, { max_call_minutes: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'max_call_minutes']);
    expect(bad.json().detail[0].msg_pl).toBeTruthy();
    expect((await inject('PATCH', url, a.owner.auth, {})).statusCode).toBe(422);
    expect((await inject('GET', url, b.owner.auth)).statusCode).toBe(404);
    expect((await inject('PATCH', url, b.owner.auth, { language: 'en' })).statusCode).toBe(404);
    expect((await inject('GET', url, {})).statusCode).toBe(401);
  });

  it('stores the services with durations and prices, replaced as a whole, names trimmed', async () => {
    const url = `/tenants/${a.tenant.id}/settings`;
    expect((await inject('GET', url, a.owner.auth)).json().service_types).toEqual({});
    const r = await inject('PUT', url, a.owner.auth, {
      service_types: {
        ' Przegląd ': { duration_minutes: 30, price_pln: 150.004 },
        Wybielanie: { duration_minutes: 90, price_pln: null },
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().service_types).toEqual({
      Przegląd: { duration_minutes: 30, price_pln: 150, name_en: null, aliases: [], department: null },
      Wybielanie: { duration_minutes: 90, price_pln: null, name_en: null, aliases: [], department: null },
    });
    const again = await inject('PUT', url, a.owner.auth, {
      service_types: { Przegląd: { duration_minutes: 45, price_pln: 160 } },
    });
    expect(again.json().service_types).toEqual({
      Przegląd: { duration_minutes: 45, price_pln: 160, name_en: null, aliases: [], department: null },
    });
    // Other settings keep their values when services change, and the other way round.
    const cap = await inject('PUT', url, a.owner.auth, { caller_daily_cap: 7 });
    expect(cap.json()).toMatchObject({
      caller_daily_cap: 7,
      service_types: { Przegląd: { duration_minutes: 45 } },
    });
  });

  it('refuses bad services: too short, repeated names, blank names', async () => {
    const url = `/tenants/${a.tenant.id}/settings`;
    const short = await inject('PUT', url, a.owner.auth, {
      service_types: { Konsultacja: { duration_minutes: 2, price_pln: 10 } },
    });
    expect(short.statusCode).toBe(422);
    const twice = await inject('PUT', url, a.owner.auth, {
      service_types: {
        konsultacja: { duration_minutes: 20, price_pln: 10 },
        'Konsultacja ': { duration_minutes: 20, price_pln: 10 },
      },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().detail[0]).toMatchObject({
      loc: ['body', 'service_types', 'Konsultacja '],
      msg: 'Two services have the same name.',
      msg_pl: 'Dwie usługi mają tę samą nazwę.',
    });
    const blank = await inject('PUT', url, a.owner.auth, {
      service_types: { '  ': { duration_minutes: 20, price_pln: 10 } },
    });
    expect(blank.statusCode).toBe(422);
    expect((await inject('PUT', url, b.owner.auth, { service_types: {} })).statusCode).toBe(404);
    expect((await inject('GET', `/tenants/${a.tenant.id}/settings`, b.owner.auth)).statusCode).toBe(404);
  });
});
