import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { createApiKey, createTenantWithOwner } from '../../../test/helpers/fixtures.js';
import { type Receiver, startReceiver } from '../../../test/helpers/receiver.js';
import { idempotencyKeys } from '../../platform/idempotency.schema.js';
import { webhooksModule } from './index.js';
import { webhookEndpoints } from './webhooks.schema.js';

/** The spec's signature rule, written here independently of the project's helper. */
function verifiedWith(rawBody: string, header: string, secret: string): boolean {
  const ts = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  const v1s = [...header.matchAll(/v1=([0-9a-f]+)/g)].map((m) => m[1]);
  return v1s.includes(createHmac('sha256', secret).update(`${ts}.${rawBody}`).digest('hex'));
}

describe('webhook signing secrets at rest', () => {
  let t: TestApp;
  let rx: Receiver;
  let tenantId: string;
  let key: { authorization: string };
  const clock = new ManualClock(new Date('2031-03-04T10:00:00.000Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    rx = await startReceiver();
    const { tenant } = await createTenantWithOwner(t, { tier: 'business' });
    tenantId = tenant.id;
    key = (await createApiKey(t, tenantId, { scopes: ['webhooks:manage'] })).auth;
  });
  afterEach(async () => rx.close());

  const post = (url: string, idempotencyKey: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...key, 'idempotency-key': idempotencyKey }, payload });

  const endpointRow = async (id: string) =>
    (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

  const storedAnswer = async (idempotencyKey: string) =>
    (
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, idempotencyKey)))
    )[0]!;

  /** Sends `webhook.test` at once and returns the signature header and body received. */
  async function sendTest(id: string) {
    const before = rx.received.length;
    const r = await post(`/v2/webhook-endpoints/${id}/test`, randomUUID());
    expect(r.statusCode, r.body).toBe(200);
    expect(rx.received).toHaveLength(before + 1);
    const got = rx.received[before]!;
    return { sig: String(got.headers['x-service-signature']), body: got.rawBody };
  }

  it('create: the table and the stored idempotent answer hold no whsec_; the replay returns the same secret', async () => {
    const create = await post('/v2/webhook-endpoints', 'create-1', { url: rx.url() });
    expect(create.statusCode, create.body).toBe(201);
    const { id, secret } = create.json() as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_/);

    const row = await endpointRow(id);
    expect(row.secret).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(JSON.stringify(row)).not.toContain('whsec_');
    expect(JSON.stringify(row)).not.toContain(secret.slice('whsec_'.length));

    const stored = await storedAnswer('create-1');
    expect(stored.responseStatus).toBe(201);
    expect(stored.responseBody).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain('whsec_');

    const replay = await post('/v2/webhook-endpoints', 'create-1', { url: rx.url() });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(create.body);
    expect(replay.json().secret).toBe(secret);

    // A delivery verifies with the secret returned.
    const { sig, body } = await sendTest(id);
    expect(verifiedWith(body, sig, secret)).toBe(true);
  });

  it('rotate: both secrets sealed, the answer stored sealed, deliveries verify with old and new', async () => {
    const created = (await post('/v2/webhook-endpoints', randomUUID(), { url: rx.url() })).json() as {
      id: string;
      secret: string;
    };
    const rot = await post(`/v2/webhook-endpoints/${created.id}/rotate-secret`, 'rotate-1', {
      expire_previous_in_seconds: 600,
    });
    expect(rot.statusCode, rot.body).toBe(200);
    const newSecret = rot.json().secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(created.secret);

    const row = await endpointRow(created.id);
    expect(row.secret).toMatch(/^v1:/);
    expect(row.previousSecret).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('whsec_');
    expect(JSON.stringify(await storedAnswer('rotate-1'))).not.toContain('whsec_');
    const replay = await post(`/v2/webhook-endpoints/${created.id}/rotate-secret`, 'rotate-1', {
      expire_previous_in_seconds: 600,
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(rot.body);

    const during = await sendTest(created.id);
    expect(during.sig.match(/v1=/g)).toHaveLength(2);
    expect(verifiedWith(during.body, during.sig, newSecret)).toBe(true);
    expect(verifiedWith(during.body, during.sig, created.secret)).toBe(true);

    clock.advance(601_000);
    const after = await sendTest(created.id);
    expect(after.sig.match(/v1=/g)).toHaveLength(1);
    expect(verifiedWith(after.body, after.sig, newSecret)).toBe(true);
    expect(verifiedWith(after.body, after.sig, created.secret)).toBe(false);
  });

  it('a sealed secret copied into another endpoint does not open there (bound to its row)', async () => {
    const a = (await post('/v2/webhook-endpoints', randomUUID(), { url: rx.url() })).json() as { id: string };
    const b = (await post('/v2/webhook-endpoints', randomUUID(), { url: rx.url() })).json() as { id: string };
    const rowA = await endpointRow(a.id);
    await t.db.update(webhookEndpoints).set({ secret: rowA.secret }).where(eq(webhookEndpoints.id, b.id));
    const r = await post(`/v2/webhook-endpoints/${b.id}/test`, randomUUID());
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toContain('v1:');
    expect(rx.received).toHaveLength(0);
  });

  it('plaintext rows from before encryption still sign, and the startup job seals them', async () => {
    const current = `whsec_${randomBytes(24).toString('base64url')}`;
    const previous = `whsec_${randomBytes(24).toString('base64url')}`;
    const [legacy] = await t.db
      .insert(webhookEndpoints)
      .values({
        tenantId,
        url: rx.url(),
        enabledEvents: ['*'],
        secret: current,
        previousSecret: previous,
        previousSecretExpiresAt: new Date(clock.now().getTime() + 3600_000),
      })
      .returning();
    const [plainOnly] = await t.db
      .insert(webhookEndpoints)
      .values({ tenantId, url: rx.url(), enabledEvents: ['*'], secret: current })
      .returning();

    // Read as they are until sealed.
    const before = await sendTest(legacy!.id);
    expect(verifiedWith(before.body, before.sig, current)).toBe(true);
    expect(verifiedWith(before.body, before.sig, previous)).toBe(true);

    // The worker role runs the module's job at start (and hourly).
    const job = webhooksModule.jobs!(t.platform).find((j) => j.name.includes('sealed'))!;
    expect(await job.run(clock.now())).toBeGreaterThanOrEqual(2);
    for (const id of [legacy!.id, plainOnly!.id]) {
      const row = await endpointRow(id);
      expect(row.secret).toMatch(/^v1:/);
      expect(JSON.stringify(row)).not.toContain('whsec_');
    }
    expect((await endpointRow(plainOnly!.id)).previousSecret).toBeNull();
    // Nothing left: a second run seals none.
    expect(await job.run(clock.now())).toBe(0);

    const after = await sendTest(legacy!.id);
    expect(verifiedWith(after.body, after.sig, current)).toBe(true);
    expect(verifiedWith(after.body, after.sig, previous)).toBe(true);
  });

  it('rotating a plaintext row seals the rotated-out secret too', async () => {
    const old = `whsec_${randomBytes(24).toString('base64url')}`;
    const [legacy] = await t.db
      .insert(webhookEndpoints)
      .values({ tenantId, url: rx.url(), enabledEvents: ['*'], secret: old })
      .returning();
    const rot = await post(`/v2/webhook-endpoints/${legacy!.id}/rotate-secret`, randomUUID(), {});
    expect(rot.statusCode, rot.body).toBe(200);
    const row = await endpointRow(legacy!.id);
    expect(row.secret).toMatch(/^v1:/);
    expect(row.previousSecret).toMatch(/^v1:/);
    const { sig, body } = await sendTest(legacy!.id);
    expect(verifiedWith(body, sig, old)).toBe(true);
    expect(verifiedWith(body, sig, rot.json().secret)).toBe(true);
  });
});
