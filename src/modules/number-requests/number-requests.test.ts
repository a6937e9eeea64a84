import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { createTenantWithOwner, createUser } from '../../../test/helpers/fixtures.js';
import { notifications } from '../notifications/notifications.schema.js';
import { phoneNumbers } from '../tenants/tenants.schema.js';

describe('admin review of phone-number requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function request(tenantId: string, auth: Record<string, string>, body: Record<string, unknown>) {
    const r = await t.app.inject({
      method: 'POST',
      url: `/tenants/${tenantId}/phone-numbers/request`,
      headers: auth,
      payload: body,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: string };
  }

  it('lists pending requests, approves one by provisioning a number, refuses a second review', async () => {
    const admin = await createUser(t, { isAdmin: true });
    const { tenant, owner } = await createTenantWithOwner(t, { tier: 'starter' });
    const req = await request(tenant.id, owner.auth, { area_code: '22', label: 'Recepcja 2' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/admin/phone-number-requests',
      headers: admin.auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: req.id, tenant_id: tenant.id, area_code: '22', status: 'pending' }),
      ]),
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: `/admin/phone-number-requests/${req.id}/approve`,
      headers: admin.auth,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      tenant_id: tenant.id,
      label: 'Recepcja 2',
      number: expect.stringMatching(/^\+48\d{9}$/),
    });
    const owned = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.tenantId, tenant.id));
    expect(owned.map((n) => n.number)).toContain(ok.json().number);
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin/phone-number-requests/${req.id}/approve`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('request_not_pending');
    const seen = await t.db.select().from(notifications).where(eq(notifications.tenantId, tenant.id));
    expect(seen.map((n) => n.kind)).toContain('phone_number.approved');
  });

  it('rejects with a reason, and only administrators may review', async () => {
    const admin = await createUser(t, { isAdmin: true });
    const { tenant, owner } = await createTenantWithOwner(t);
    const req = await request(tenant.id, owner.auth, { note: 'Potrzebny numer dla filii' });
    for (const [method, url] of [
      ['GET', '/admin/phone-number-requests'],
      ['POST', `/admin/phone-number-requests/${req.id}/approve`],
      ['POST', `/admin/phone-number-requests/${req.id}/reject`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: owner.auth })).statusCode, url).toBe(403);
    }
    const r = await t.app.inject({
      method: 'POST',
      url: `/admin/phone-number-requests/${req.id}/reject`,
      headers: admin.auth,
      payload: { reason: 'Brak numerów w tej strefie.' },
    });
    expect(r.json()).toEqual({ id: req.id, status: 'rejected' });
    const [n] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'phone_number.rejected'));
    expect(n).toMatchObject({ tenantId: tenant.id, message: 'Brak numerów w tej strefie.' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/admin/phone-number-requests/0190f2c5-0000-7000-8000-000000000000/reject',
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});
