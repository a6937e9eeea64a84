import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactCalls, crmSettings } from '../../src/modules/data-sources/data-sources.schema.js';
import { HubSpotCrm, HubSpotError } from '../../src/providers/crm/index.js';
import { createTestApp, LogCapture, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { createTenantWithOwner, createUser } from '../helpers/fixtures.js';
import { startHubSpot } from './servers.js';

type Auth = Record<string, string>;
const INTERNAL = { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY };
const HS_TOKEN = 'pat-eu1-11111111-2222-3333-4444-555555555555';

describe('built-in CRM: contacts and the receptionist’s find_contact / log_call', () => {
  let t: TestApp;
  let tenantId: string;
  let auth: Auth;
  let otherTenantId: string;
  let otherAuth: Auth;
  let contactId: string;

  const tool = (name: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/internal/tools/${name}`, headers: INTERNAL, payload });

  beforeAll(async () => {
    t = await createTestApp();
    const mine = await createTenantWithOwner(t);
    tenantId = mine.tenant.id;
    auth = mine.owner.auth;
    const other = await createTenantWithOwner(t);
    otherTenantId = other.tenant.id;
    otherAuth = other.owner.auth;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates contacts with numbers in E.164, one per number', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/contacts`,
      headers: auth,
      payload: { name: 'Maria Wiśniewska', phone: '601 234 567', email: 'maria@example.test' },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      name: 'Maria Wiśniewska',
      phone: '+48601234567',
      email: 'maria@example.test',
      notes: null,
    });
    contactId = r.json().id;
    const dup = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/contacts`,
      headers: auth,
      payload: { name: 'Inna', phone: '+48 601-234-567' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('contact_exists');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/contacts`,
      headers: auth,
      payload: { name: 'X', phone: '12' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'phone']);
    const blank = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/contacts`,
      headers: auth,
      payload: { name: '   ', phone: '601234568' },
    });
    expect(blank.statusCode).toBe(422);
    // The same number in another tenant is another contact.
    const o = await t.app.inject({
      method: 'POST',
      url: `/tenants/${otherTenantId}/contacts`,
      headers: otherAuth,
      payload: { name: 'Ktoś Inny', phone: '+48601234567' },
    });
    expect(o.statusCode).toBe(201);
  });

  it('lists with cursor pagination and a search, updates and deletes', async () => {
    const staff = await createUser(t, { tenantId });
    for (const [name, phone] of [
      ['Jan Kowalski', '+48602000001'],
      ['Zofia Nowak', '+48602000002'],
    ] as const) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/tenants/${tenantId}/contacts`,
        headers: staff.auth,
        payload: { name, phone },
      });
      expect(r.statusCode).toBe(201);
    }
    const p1 = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/contacts?limit=2`,
      headers: auth,
    });
    expect(p1.json().data.map((c: { name: string }) => c.name)).toEqual(['Zofia Nowak', 'Jan Kowalski']);
    expect(p1.json().pagination.has_more).toBe(true);
    const p2 = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/contacts?limit=2&cursor=${encodeURIComponent(p1.json().pagination.next_cursor)}`,
      headers: auth,
    });
    expect(p2.json().data.map((c: { name: string }) => c.name)).toEqual(['Maria Wiśniewska']);
    const q = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/contacts?q=nowak`,
      headers: auth,
    });
    expect(q.json().data.map((c: { name: string }) => c.name)).toEqual(['Zofia Nowak']);

    const u = await t.app.inject({
      method: 'PATCH',
      url: `/tenants/${tenantId}/contacts/${contactId}`,
      headers: auth,
      payload: { notes: 'Woli wizyty rano', email: null },
    });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json()).toMatchObject({ name: 'Maria Wiśniewska', email: null, notes: 'Woli wizyty rano' });
    const clash = await t.app.inject({
      method: 'PATCH',
      url: `/tenants/${tenantId}/contacts/${contactId}`,
      headers: auth,
      payload: { phone: '+48602000001' },
    });
    expect(clash.statusCode).toBe(409);
    const extra = await t.app.inject({
      method: 'PATCH',
      url: `/tenants/${tenantId}/contacts/${contactId}`,
      headers: auth,
      payload: { nickname: 'x' },
    });
    expect(extra.statusCode).toBe(422);
    const jan = p1.json().data[1].id;
    const d = await t.app.inject({
      method: 'DELETE',
      url: `/tenants/${tenantId}/contacts/${jan}`,
      headers: auth,
    });
    expect(d.statusCode).toBe(204);
    const g = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/contacts/${jan}`,
      headers: auth,
    });
    expect(g.statusCode).toBe(404);
  });

  it('finds a known caller by any spelling of the number, and null for strangers', async () => {
    const r = await tool('crm.find_contact', { tenant_id: tenantId, phone: '0048 601 234 567' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      contact: {
        id: contactId,
        name: 'Maria Wiśniewska',
        phone: '+48601234567',
        email: null,
        source: 'builtin',
      },
    });
    expect((await tool('crm.find_contact', { tenant_id: tenantId, phone: '+48609999999' })).json()).toEqual({
      contact: null,
    });
    expect((await tool('crm.find_contact', { tenant_id: tenantId, phone: 'anonymous' })).json()).toEqual({
      contact: null,
    });
    // The other tenant's contact with the same number is its own.
    const o = await tool('crm.find_contact', { tenant_id: otherTenantId, phone: '+48601234567' });
    expect(o.json().contact.name).toBe('Ktoś Inny');
  });

  it('logs calls against the contact once per call id, and not for unknown numbers', async () => {
    const call = {
      tenant_id: tenantId,
      phone: '+48601234567',
      call_id: 'call-1',
      outcome: 'answered_faq',
      summary: 'Pytała o cenę wybielania.',
      started_at: '2026-11-20T10:00:00.000Z',
      duration_seconds: 95,
    };
    const r = await tool('crm.log_call', call);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ logged: true, contact_id: contactId });
    // A retry updates the same entry.
    const again = await tool('crm.log_call', { ...call, outcome: 'booked', summary: 'Umówiła wybielanie.' });
    expect(again.json()).toEqual({ logged: true, contact_id: contactId });
    const rows = await t.db.select().from(contactCalls).where(eq(contactCalls.contactId, contactId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId, callId: 'call-1', outcome: 'booked', durationSeconds: 95 });
    const g = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/contacts/${contactId}`,
      headers: auth,
    });
    expect(g.json().calls).toEqual([
      {
        call_id: 'call-1',
        outcome: 'booked',
        summary: 'Umówiła wybielanie.',
        started_at: '2026-11-20T10:00:00.000Z',
        duration_seconds: 95,
      },
    ]);
    const stranger = await tool('crm.log_call', { ...call, phone: '+48609999999', call_id: 'call-2' });
    expect(stranger.json()).toEqual({ logged: false, contact_id: null });
    const bad = await tool('crm.log_call', { ...call, started_at: 'yesterday' });
    expect(bad.statusCode).toBe(422);
  });

  it('answers 404 for another tenant’s contacts and CRM on every route', async () => {
    const attempts = [
      { method: 'GET' as const, url: `/tenants/${tenantId}/contacts/${contactId}` },
      { method: 'PATCH' as const, url: `/tenants/${tenantId}/contacts/${contactId}`, payload: { name: 'X' } },
      { method: 'DELETE' as const, url: `/tenants/${tenantId}/contacts/${contactId}` },
      { method: 'GET' as const, url: `/tenants/${tenantId}/contacts` },
      {
        method: 'POST' as const,
        url: `/tenants/${tenantId}/contacts`,
        payload: { name: 'X', phone: '+48602000009' },
      },
      { method: 'GET' as const, url: `/tenants/${tenantId}/crm` },
      { method: 'PUT' as const, url: `/tenants/${tenantId}/crm`, payload: { provider: 'builtin' } },
      { method: 'GET' as const, url: `/tenants/${otherTenantId}/contacts/${contactId}` },
      {
        method: 'PATCH' as const,
        url: `/tenants/${otherTenantId}/contacts/${contactId}`,
        payload: { name: 'X' },
      },
      { method: 'DELETE' as const, url: `/tenants/${otherTenantId}/contacts/${contactId}` },
    ];
    for (const a of attempts) {
      const r = await t.app.inject({ ...a, headers: otherAuth });
      expect(r.statusCode, `${a.method} ${a.url}`).toBe(404);
    }
    const still = await t.app.inject({
      method: 'GET',
      url: `/tenants/${tenantId}/contacts/${contactId}`,
      headers: auth,
    });
    expect(still.json().name).toBe('Maria Wiśniewska');
  });

  it('is a Business+ feature: 403 on a lower plan; the tools answer nothing', async () => {
    const low = await createTenantWithOwner(t, { tier: 'solo' });
    const r = await t.app.inject({
      method: 'GET',
      url: `/tenants/${low.tenant.id}/contacts`,
      headers: low.owner.auth,
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('plan_required');
    const c = await t.app.inject({
      method: 'GET',
      url: `/tenants/${low.tenant.id}/crm`,
      headers: low.owner.auth,
    });
    expect(c.statusCode).toBe(403);
    expect(
      (await tool('crm.find_contact', { tenant_id: low.tenant.id, phone: '+48601234567' })).json(),
    ).toEqual({
      contact: null,
    });
  });
});

describe('HubSpot CRM adapter against a local server speaking CRM v3', () => {
  let hs: Awaited<ReturnType<typeof startHubSpot>>;
  let t: TestApp;
  let logs: LogCapture;
  let tenantId: string;
  let auth: Auth;

  const tool = (name: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/internal/tools/${name}`, headers: INTERNAL, payload });

  beforeAll(async () => {
    hs = await startHubSpot(HS_TOKEN);
    hs.contacts.push({
      id: '501',
      properties: {
        firstname: 'Piotr',
        lastname: 'Zieliński',
        email: 'piotr@example.test',
        phone: '+48 601 111 222',
      },
    });
    logs = new LogCapture();
    t = await createTestApp({ env: { HUBSPOT_API_BASE: hs.base }, logStream: logs });
    const mine = await createTenantWithOwner(t);
    tenantId = mine.tenant.id;
    auth = mine.owner.auth;
  });
  afterAll(async () => {
    await t?.close();
    await hs?.close();
  });

  it('searches contacts by phone with the Bearer token and logs a call associated to the contact', async () => {
    const crm = new HubSpotCrm({ token: HS_TOKEN, apiBase: hs.base });
    const c = await crm.findContactByPhone('+48601111222');
    expect(c).toEqual({
      id: '501',
      name: 'Piotr Zieliński',
      phone: '+48601111222',
      email: 'piotr@example.test',
    });
    const search = hs.received.at(-1)!;
    expect(search).toMatchObject({
      method: 'POST',
      path: '/crm/v3/objects/contacts/search',
      authorization: `Bearer ${HS_TOKEN}`,
    });
    const groups = (search.body as { filterGroups: { filters: { propertyName: string; value: string }[] }[] })
      .filterGroups;
    expect(groups.length).toBeLessThanOrEqual(5);
    expect(groups.flatMap((g) => g.filters.map((f) => `${f.propertyName}=${f.value}`))).toEqual(
      expect.arrayContaining(['phone=+48601111222', 'phone=+48 601 111 222', 'mobilephone=+48601111222']),
    );
    expect(await crm.findContactByPhone('+48609999999')).toBeNull();

    const logged = await crm.logCall('501', {
      phone: '+48601111222',
      callId: 'c-1',
      outcome: 'booked',
      summary: 'Umówił przegląd.',
      startedAt: new Date('2026-11-20T10:00:00.000Z'),
      durationSeconds: 61,
    });
    expect(logged).toEqual({ id: '9000' });
    const req = hs.received.at(-1)!;
    expect(req).toMatchObject({
      method: 'POST',
      path: '/crm/v3/objects/calls',
      authorization: `Bearer ${HS_TOKEN}`,
    });
    expect(req.body).toEqual({
      properties: {
        hs_timestamp: '2026-11-20T10:00:00.000Z',
        hs_call_title: 'Recepcja: booked',
        hs_call_body: 'Umówił przegląd.',
        hs_call_duration: '61000',
        hs_call_direction: 'INBOUND',
        hs_call_status: 'COMPLETED',
        hs_call_from_number: '+48601111222',
      },
      associations: [
        { to: { id: '501' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 194 }] },
      ],
    });
    const wrong = await new HubSpotCrm({ token: 'bad', apiBase: hs.base })
      .findContactByPhone('+48601111222')
      .catch((e) => e);
    expect(wrong).toBeInstanceOf(HubSpotError);
    expect(wrong.status).toBe(401);
  });

  it('stores the token encrypted after checking it, never returns it, and uses HubSpot for the tools', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/tenants/${tenantId}/crm`,
      headers: auth,
      payload: { provider: 'hubspot', hubspot_token: 'pat-wrong-token' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('crm_token_invalid');
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/tenants/${tenantId}/crm`,
      headers: auth,
      payload: { provider: 'hubspot' },
    });
    expect(missing.statusCode).toBe(422);
    const staff = await createUser(t, { tenantId });
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: `/tenants/${tenantId}/crm`,
      headers: staff.auth,
      payload: { provider: 'hubspot', hubspot_token: HS_TOKEN },
    });
    expect(forbidden.statusCode).toBe(403);

    const r = await t.app.inject({
      method: 'PUT',
      url: `/tenants/${tenantId}/crm`,
      headers: auth,
      payload: { provider: 'hubspot', hubspot_token: HS_TOKEN },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      provider: 'hubspot',
      hubspot_token_set: true,
      hubspot_token_hint: '5555',
    });
    expect(r.body).not.toContain(HS_TOKEN);
    const g = await t.app.inject({ method: 'GET', url: `/tenants/${tenantId}/crm`, headers: auth });
    expect(g.body).not.toContain(HS_TOKEN);
    const [row] = await t.db.select().from(crmSettings).where(eq(crmSettings.tenantId, tenantId));
    expect(row!.hubspotTokenEnc).toMatch(/^v1\./);
    expect(row!.hubspotTokenEnc).not.toContain(HS_TOKEN);

    const f = await tool('crm.find_contact', { tenant_id: tenantId, phone: '601 111 222' });
    expect(f.json()).toEqual({
      contact: {
        id: '501',
        name: 'Piotr Zieliński',
        phone: '+48601111222',
        email: 'piotr@example.test',
        source: 'hubspot',
      },
    });
    const before = hs.calls.length;
    const l = await tool('crm.log_call', {
      tenant_id: tenantId,
      phone: '+48601111222',
      call_id: 'c-2',
      outcome: 'answered_faq',
      summary: 'Pytał o godziny.',
      started_at: '2026-11-21T08:00:00.000Z',
      duration_seconds: 30,
    });
    expect(l.json()).toEqual({ logged: true, contact_id: '501' });
    expect(hs.calls).toHaveLength(before + 1);
    expect(hs.calls.at(-1)!.properties.hs_call_body).toBe('Pytał o godziny.');
    const unknown = await tool('crm.log_call', {
      tenant_id: tenantId,
      phone: '+48609999999',
      call_id: 'c-3',
      outcome: 'hung_up',
      summary: '',
      started_at: '2026-11-21T08:00:00.000Z',
      duration_seconds: 3,
    });
    expect(unknown.json()).toEqual({ logged: false, contact_id: null });
    expect(hs.calls).toHaveLength(before + 1);
  });

  it('never breaks a call when HubSpot fails: null / logged:false, and the error is logged', async () => {
    hs.state.failNext = 1;
    const f = await tool('crm.find_contact', { tenant_id: tenantId, phone: '+48601111222' });
    expect(f.statusCode).toBe(200);
    expect(f.json()).toEqual({ contact: null });
    hs.state.failNext = 2;
    const l = await tool('crm.log_call', {
      tenant_id: tenantId,
      phone: '+48601111222',
      call_id: 'c-4',
      outcome: 'booked',
      summary: 'x',
      started_at: '2026-11-21T08:00:00.000Z',
      duration_seconds: 10,
    });
    expect(l.statusCode).toBe(200);
    expect(l.json()).toEqual({ logged: false, contact_id: null });
    expect(logs.text).toMatch(/HubSpot contact search failed/);
    expect(logs.text).toMatch(/HubSpot answered 500/);
    expect(logs.text).not.toContain(HS_TOKEN);
    // Back to the built-in CRM.
    const b = await t.app.inject({
      method: 'PUT',
      url: `/tenants/${tenantId}/crm`,
      headers: auth,
      payload: { provider: 'builtin' },
    });
    expect(b.json()).toMatchObject({ provider: 'builtin', hubspot_token_set: true });
    expect((await tool('crm.find_contact', { tenant_id: tenantId, phone: '+48601111222' })).json()).toEqual({
      contact: null,
    });
  });
});
