import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { createApiKey, createTenant, createUser } from '../../../test/helpers/fixtures.js';
import { drainOutbox } from '../../../test/helpers/outbox.js';
import { type Receiver, startReceiver } from '../../../test/helpers/receiver.js';
import { ensureDemoTenant } from '../concierge/demo-tenant.js';
import { notifications } from '../notifications/notifications.schema.js';

describe('admin broadcast → notification.broadcast', () => {
  let t: TestApp;
  let rx: Receiver;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await rx?.close();
  });

  it('adds an in-app notification and delivers one event per targeted tenant, signed, with the spec payload', async () => {
    rx = await startReceiver();
    const admin = await createUser(t, { isAdmin: true });
    const [a, b, c] = [await createTenant(t), await createTenant(t), await createTenant(t)];
    const secrets = new Map<string, string>();
    for (const tenant of [a!, b!, c!]) {
      const key = await createApiKey(t, tenant.id, { scopes: ['webhooks:manage'] });
      const r = await t.app.inject({
        method: 'POST',
        url: '/v2/webhook-endpoints',
        headers: { ...key.auth, 'idempotency-key': randomUUID() },
        payload: { url: rx.url(`/${tenant.id}`), enabled_events: ['notification.broadcast'] },
      });
      secrets.set(tenant.id, r.json().secret);
    }
    const missing = '0190f2c5-0000-7000-8000-00000000abcd';
    const r = await t.app.inject({
      method: 'POST',
      url: '/admin/notifications/broadcast',
      headers: admin.auth,
      payload: {
        type: 'maintenance',
        title: 'Prace serwisowe',
        message: 'W nocy z soboty na niedzielę.',
        action_url: 'https://status.recepcja.test',
        action_label: 'Status',
        target: { tenant_ids: [a!.id, b!.id, missing] },
      },
    });
    expect(r.statusCode).toBe(202);
    expect(r.json()).toMatchObject({ tenants: 2, unknown_tenant_ids: 1 });
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'broadcast.maintenance'));
    expect(rows.map((n) => n.tenantId).sort()).toEqual([a!.id, b!.id].sort());
    await drainOutbox(t);
    expect(rx.received.map((x) => x.url).sort()).toEqual([`/${a!.id}`, `/${b!.id}`].sort());
    for (const req of rx.received) {
      const tenantId = req.url.slice(1);
      const sig = String(req.headers['x-service-signature']);
      const ts = /t=(\d+)/.exec(sig)![1];
      const expected = createHmac('sha256', secrets.get(tenantId)!)
        .update(`${ts}.${req.rawBody}`)
        .digest('hex');
      expect(sig).toContain(`v1=${expected}`);
      expect(JSON.parse(req.rawBody)).toEqual({
        event: 'notification.broadcast',
        tenant_id: tenantId,
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        data: {
          type: 'maintenance',
          title: 'Prace serwisowe',
          message: 'W nocy z soboty na niedzielę.',
          action_url: 'https://status.recepcja.test',
          action_label: 'Status',
        },
      });
    }
  });

  it('targets by tier, and refuses non-admins and an action label without a URL', async () => {
    const admin = await createUser(t, { isAdmin: true });
    const ent = await createTenant(t, { tier: 'enterprise' });
    const r = await t.app.inject({
      method: 'POST',
      url: '/admin/notifications/broadcast',
      headers: admin.auth,
      payload: {
        type: 'feature',
        title: 'Nowość',
        message: 'Dla Enterprise',
        target: { tiers: ['enterprise'] },
      },
    });
    expect(r.statusCode).toBe(202);
    const rows = await t.db.select().from(notifications).where(eq(notifications.kind, 'broadcast.feature'));
    expect(rows.map((n) => n.tenantId)).toEqual([ent.id]);

    // The public demo call's business (Enterprise too) is reached only when named.
    const demo = await ensureDemoTenant(t.db, new Date());
    const send = (title: string, target?: object) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/notifications/broadcast',
        headers: admin.auth,
        payload: { type: 'info', title, message: 'm', ...(target ? { target } : {}) },
      });
    const reachedBy = async (title: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.title, title))).map((n) => n.tenantId);
    expect((await send('Enterprise again', { tiers: ['enterprise'] })).json().tenants).toBe(1);
    expect(await reachedBy('Enterprise again')).toEqual([ent.id]);
    await send('Everyone');
    const everyone = await reachedBy('Everyone');
    expect(everyone).toContain(ent.id);
    expect(everyone).not.toContain(demo.tenantId);
    expect((await send('Demo only', { tenant_ids: [demo.tenantId] })).json().tenants).toBe(1);
    expect(await reachedBy('Demo only')).toEqual([demo.tenantId]);
    const plain = await createUser(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/admin/notifications/broadcast',
      headers: plain.auth,
      payload: { type: 'info', title: 'x', message: 'y' },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/notifications/broadcast',
      headers: admin.auth,
      payload: { type: 'info', title: 'x', message: 'y', action_label: 'Go' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'action_url']);
  });
});
