import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';

type Auth = Record<string, string>;

describe('the FAQ in both languages (dashboard)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (tid: string, auth: Auth) =>
    t.app.inject({ method: 'GET', url: `/tenants/${tid}/faq`, headers: auth });
  const put = (tid: string, auth: Auth, entries: unknown[], lang?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/tenants/${tid}/faq`,
      headers: { ...auth, ...(lang ? { 'accept-language': lang } : {}) },
      payload: { entries },
    });

  const parking = {
    question_pl: 'Czy jest parking?',
    answer_pl: 'Tak, bezpłatny parking przed budynkiem.',
    question_en: 'Is there parking?',
    answer_en: 'Yes, free parking in front of the building.',
  };
  const prices = { question_pl: 'Ile kosztuje przegląd?', answer_pl: 'Przegląd kosztuje 150 zł.' };

  it('stores each language as a question of the FAQ map, keeps pairs and order, and reads them back', async () => {
    const { tenant, owner } = await createTenantWithOwner(t);
    const r = await put(tenant.id, owner.auth, [
      prices,
      { ...parking, question_en: '  Is there parking?  ' },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().entries).toEqual([{ ...prices, question_en: null, answer_en: null }, parking]);
    const back = await get(tenant.id, owner.auth);
    expect(back.statusCode).toBe(200);
    expect(back.json().entries).toEqual(r.json().entries);
    // The contract's map (what the receptionist, v2 and MCP read) has every language's question.
    const cfg = await t.app.inject({ method: 'GET', url: `/tenants/${tenant.id}`, headers: owner.auth });
    expect(cfg.json().faq).toEqual({
      'Czy jest parking?': parking.answer_pl,
      'Is there parking?': parking.answer_en,
      'Ile kosztuje przegląd?': prices.answer_pl,
    });
    // The layout is not part of the settings document.
    const settings = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenant.id}/settings`,
      headers: owner.auth,
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).not.toHaveProperty('faq_layout');
    // A bilingual entry is one answer for the knowledge score.
    const score = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenant.id}/knowledge-score`,
      headers: owner.auth,
    });
    expect(score.json().faq_entries).toBe(2);
  });

  it('shows questions added elsewhere as entries of their own, in their language, and drops stale pairs', async () => {
    const { tenant, owner } = await createTenantWithOwner(t, { tier: 'business' });
    await put(tenant.id, owner.auth, [parking]);
    // v2 replaces the map: the English question is gone, a new English one appears.
    const key = await createApiKey(t, tenant.id, { scopes: ['faq:write', 'faq:read'] });
    const v2 = await t.app.inject({
      method: 'PUT',
      url: '/v2/faq',
      headers: { authorization: `Bearer ${key.key}`, 'idempotency-key': 'faq-1' },
      payload: {
        faq: { 'Czy jest parking?': parking.answer_pl, 'Do you accept cards?': 'Yes, all major cards.' },
      },
    });
    expect(v2.statusCode, v2.body).toBe(200);
    const r = await get(tenant.id, owner.auth);
    expect(r.json().entries).toEqual([
      { question_pl: 'Czy jest parking?', answer_pl: parking.answer_pl, question_en: null, answer_en: null },
      {
        question_pl: null,
        answer_pl: null,
        question_en: 'Do you accept cards?',
        answer_en: 'Yes, all major cards.',
      },
    ]);
  });

  it('refuses incomplete, duplicate and empty entries with every problem at once, in both languages', async () => {
    const { tenant, owner } = await createTenantWithOwner(t);
    const bad = [
      { question_pl: 'Czy jest parking?', answer_pl: '' },
      { question_en: '', answer_en: 'Yes.' },
      { question_pl: '   ' },
      { question_pl: 'Czy jest parking?', answer_pl: 'Tak.' },
      { question_pl: 'Czy jest parking?', answer_pl: 'Tak, drugi raz.' },
    ];
    const r = await put(tenant.id, owner.auth, bad);
    expect(r.statusCode).toBe(422);
    const detail = r.json().detail as { loc: (string | number)[]; msg: string; msg_pl: string }[];
    expect(detail.map((d) => d.loc)).toEqual([
      ['body', 'entries', 0, 'answer_pl'],
      ['body', 'entries', 1, 'question_en'],
      ['body', 'entries', 2, 'question_pl'],
      ['body', 'entries', 4, 'question_pl'],
    ]);
    expect(detail[0]!.msg).toBe('Enter the answer to this question.');
    expect(detail[0]!.msg_pl).toBe('Wpisz odpowiedź na to pytanie.');
    // Nothing was stored.
    expect((await get(tenant.id, owner.auth)).json().entries).toEqual([]);
    const long = await put(tenant.id, owner.auth, [{ question_pl: 'x'.repeat(501), answer_pl: 'a' }]);
    expect(long.statusCode).toBe(422);
  });

  it('an empty list clears the FAQ', async () => {
    const { tenant, owner } = await createTenantWithOwner(t);
    await put(tenant.id, owner.auth, [parking]);
    const r = await put(tenant.id, owner.auth, []);
    expect(r.statusCode).toBe(200);
    expect(r.json().entries).toEqual([]);
    const cfg = await t.app.inject({ method: 'GET', url: `/tenants/${tenant.id}`, headers: owner.auth });
    expect(cfg.json().faq).toEqual({});
  });

  it("is 404 for another tenant's id and 401 without a session", async () => {
    const a = await createTenantWithOwner(t);
    const b = await createTenantWithOwner(t);
    await put(a.tenant.id, a.owner.auth, [parking]);
    expect((await get(a.tenant.id, b.owner.auth)).statusCode).toBe(404);
    expect((await put(a.tenant.id, b.owner.auth, [prices])).statusCode).toBe(404);
    expect((await get(a.tenant.id, {})).statusCode).toBe(401);
    expect((await get(a.tenant.id, a.owner.auth)).json().entries).toEqual([parking]);
  });
});
