import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../scripts/webhook-listen.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';
import { drainOutbox } from '../helpers/outbox.js';

describe('npm run webhook:listen', () => {
  let t: TestApp;
  let baseUrl: string;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
    const { tenant } = await createTenantWithOwner(t, { tier: 'business' });
    key = (await createApiKey(t, tenant.id, { scopes: ['webhooks:manage'] })).key;
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers itself, verifies each signed delivery, and removes its endpoint on close', async () => {
    const listener = await listen({ baseUrl, apiKey: key });
    try {
      const test = await fetch(`${baseUrl}/v2/webhook-endpoints/${listener.endpointId}/test`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'idempotency-key': crypto.randomUUID() },
      });
      expect(test.status).toBe(200);
      await drainOutbox(t);
      expect(listener.deliveries.length).toBeGreaterThanOrEqual(1);
      const d = listener.deliveries[0]!;
      expect(d).toMatchObject({ event: 'webhook.test', verified: true });
      expect(d.delivery).not.toBe('');
    } finally {
      await listener.close();
    }
    const list = await fetch(`${baseUrl}/v2/webhook-endpoints`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect((await list.json()).data).toEqual([]);
  });

  it('refuses a forged delivery (400) and says the service refused a key', async () => {
    const listener = await listen({ baseUrl, apiKey: key });
    try {
      const forged = await fetch(listener.url, {
        method: 'POST',
        headers: {
          'x-service-signature': `t=${Math.floor(t.platform.clock.now().getTime() / 1000)},v1=${'0'.repeat(64)}`,
        },
        body: '{"event":"call.completed"}',
      });
      expect(forged.status).toBe(400);
      expect(listener.deliveries.at(-1)).toMatchObject({ verified: false, reason: 'mismatch' });
    } finally {
      await listener.close();
    }
    await expect(listen({ baseUrl, apiKey: 'svc_live_not-a-key' })).rejects.toThrow(/401/);
  });
});
