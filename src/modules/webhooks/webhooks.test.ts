import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { usingServer } from '../../../test/helpers/db.js';
import { createApiKey, createTenantWithOwner, createUser } from '../../../test/helpers/fixtures.js';
import { type Receiver, startReceiver } from '../../../test/helpers/receiver.js';
import { EVENT_TOPIC, raiseEvent } from '../../platform/events.js';
import { OutboxWorker, SETTLED } from '../../platform/outbox.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import { createWebhookPoster } from './http.js';
import { signatureHeader, verifyWebhookSignature } from './signing.js';
import { SIGNING_DOC } from './webhooks.dto.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './webhooks.schema.js';
import { createWebhooksService, DELIVER_TOPIC } from './webhooks.service.js';

const log = pino({ level: 'silent' });

/** An implementation of the spec's signature rule written here, independent of the project's helper. */
function independentlyVerified(rawBody: string, header: string, secret: string): boolean {
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  const v1s = [...header.matchAll(/v1=([0-9a-f]+)/g)].map((m) => m[1]);
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return v1s.includes(expected);
}

/** v2 writes carry an Idempotency-Key; each call here gets a fresh one. */
function withKey(opts: InjectOptions & { headers?: Record<string, string> }): InjectOptions {
  const write = opts.method && opts.method !== 'GET';
  return write ? { ...opts, headers: { ...opts.headers, 'idempotency-key': randomUUID() } } : opts;
}

const SEC = 1000;
const MIN = 60 * SEC;

describe('webhooks', () => {
  let t: TestApp;
  let clock: ManualClock;
  let rx: Receiver;
  let tenantId: string;
  let key: { authorization: string };

  /**
   * A worker with the production handlers. `inlineFanOut: 0` queues every delivery (the path
   * of large fan-outs), for tests that take the fan-out and the deliveries apart.
   */
  function worker(
    opts: { leaseMs?: number; timeoutMs?: number; concurrency?: number; inlineFanOut?: number } = {},
  ) {
    const service = createWebhooksService({
      ...t.platform,
      poster: createWebhookPoster({ allowPrivate: true, httpsOnly: false, timeoutMs: opts.timeoutMs ?? 500 }),
      ...(opts.inlineFanOut !== undefined ? { inlineFanOut: opts.inlineFanOut } : {}),
    });
    return new OutboxWorker({
      db: t.db,
      waker: t.platform.outbox.waker,
      log,
      clock,
      leaseMs: opts.leaseMs ?? 60_000,
      concurrency: opts.concurrency ?? 1,
      handlers: new Map([
        [EVENT_TOPIC, service.fanOut],
        [DELIVER_TOPIC, service.deliver],
      ]),
    });
  }

  async function createEndpoint(body: Record<string, unknown>, auth = key) {
    const r = await t.app.inject(
      withKey({
        method: 'POST',
        url: '/v2/webhook-endpoints',
        headers: auth,
        payload: body,
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: string; secret: string; url: string };
  }

  type Created = Awaited<ReturnType<typeof createEndpoint>>;
  /**
   * Three endpoints: at `rx` (200), at a receiver answering 500 and at one answering 410.
   * The two extra receivers are closed after `run`.
   */
  async function withOkFailingGone(
    run: (e: {
      ok: Created;
      bad: Created;
      dead: Created;
      failing: Receiver;
      gone: Receiver;
    }) => Promise<void>,
  ) {
    const failing = await startReceiver();
    const gone = await startReceiver();
    try {
      failing.setDefault({ status: 500 });
      gone.setDefault({ status: 410 });
      const ok = await createEndpoint({ url: rx.url() });
      const bad = await createEndpoint({ url: failing.url() });
      const dead = await createEndpoint({ url: gone.url() });
      await run({ ok, bad, dead, failing, gone });
    } finally {
      await failing.close();
      await gone.close();
    }
  }

  /** The outbox messages that carry these deliveries, by delivery id. */
  async function messagesOf(deliveryIds: string[]) {
    const rows = await t.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.topic, DELIVER_TOPIC),
          inArray(sql`${outboxMessages.payload}->>'delivery_id'`, deliveryIds),
        ),
      );
    return new Map(rows.map((r) => [String(r.payload.delivery_id), r]));
  }

  async function delivery(id: string) {
    return (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
  }

  beforeAll(async () => {
    clock = new ManualClock(new Date());
    t = await createTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    rx = await startReceiver();
    const { tenant } = await createTenantWithOwner(t, { tier: 'business' });
    tenantId = tenant.id;
    key = (await createApiKey(t, tenantId, { scopes: ['webhooks:manage'] })).auth;
  });
  afterEach(async () => {
    await rx.close();
  });

  describe('endpoints', () => {
    it('create answers the whsec_ secret once; list and read never show it', async () => {
      const created = await createEndpoint({
        url: rx.url(),
        description: 'CRM sync',
        enabled_events: ['call.completed'],
      });
      expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
      expect(created).toMatchObject({
        enabled_events: ['call.completed'],
        status: 'enabled',
        livemode: true,
      });
      const read = await t.app.inject(
        withKey({
          method: 'GET',
          url: `/v2/webhook-endpoints/${created.id}`,
          headers: key,
        }),
      );
      expect(read.statusCode).toBe(200);
      expect(read.json().secret).toBeUndefined();
      const list = await t.app.inject(withKey({ method: 'GET', url: '/v2/webhook-endpoints', headers: key }));
      expect(list.json().data.map((e: { id: string }) => e.id)).toEqual([created.id]);
      expect(list.body).not.toContain(created.secret);
    });

    it('defaults to every event, validates events and URLs, updates and deletes', async () => {
      const e = await createEndpoint({ url: rx.url() });
      expect(e).toMatchObject({ enabled_events: ['*'] });
      const bad = await t.app.inject(
        withKey({
          method: 'POST',
          url: '/v2/webhook-endpoints',
          headers: key,
          payload: { url: rx.url(), enabled_events: ['call.exploded'] },
        }),
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.field).toMatch(/^enabled_events/);
      const notUrl = await t.app.inject(
        withKey({
          method: 'POST',
          url: '/v2/webhook-endpoints',
          headers: key,
          payload: { url: 'ftp://example.com/x' },
        }),
      );
      expect(notUrl.statusCode).toBe(422);
      expect(notUrl.json().error.field).toBe('url');
      const patched = await t.app.inject(
        withKey({
          method: 'PATCH',
          url: `/v2/webhook-endpoints/${e.id}`,
          headers: key,
          payload: { status: 'disabled', description: 'paused' },
        }),
      );
      expect(patched.json()).toMatchObject({ status: 'disabled', description: 'paused' });
      const del = await t.app.inject(
        withKey({
          method: 'DELETE',
          url: `/v2/webhook-endpoints/${e.id}`,
          headers: key,
        }),
      );
      expect(del.json()).toMatchObject({ id: e.id, deleted: true });
      expect(
        (await t.app.inject(withKey({ method: 'GET', url: `/v2/webhook-endpoints/${e.id}`, headers: key })))
          .statusCode,
      ).toBe(404);
    });

    it('a tenant has at most 16 endpoints, also when creates arrive at the same moment', async () => {
      for (let i = 0; i < 14; i++) await createEndpoint({ url: rx.url(`/h${i}`) });
      const create = (i: number) =>
        t.app.inject(
          withKey({
            method: 'POST',
            url: '/v2/webhook-endpoints',
            headers: key,
            payload: { url: rx.url(`/c${i}`) },
          }),
        );
      const racing = await Promise.all([0, 1, 2, 3].map(create));
      expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
      const refused = racing.find((r) => r.statusCode === 409)!.json();
      expect(refused.error.code).toBe('endpoint_limit_reached');
      expect(refused.error.message).toMatch(/at most 16/);
      const [{ n }] = (await t.db
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.tenantId, tenantId))) as [{ n: number }];
      expect(Number(n)).toBe(16);
    });

    it("another tenant's endpoint is a 404 on every route, and never listed", async () => {
      const mine = await createEndpoint({ url: rx.url() });
      const other = await createTenantWithOwner(t, { tier: 'business' });
      const otherKey = (await createApiKey(t, other.tenant.id, { scopes: ['webhooks:manage'] })).auth;
      const [d] = await t.db
        .insert(webhookDeliveries)
        .values({
          tenantId,
          endpointId: mine.id,
          eventId: mine.id,
          eventType: 'call.completed',
          body: '{}',
          status: 'failed',
        })
        .returning();
      const probes: [string, string][] = [
        ['GET', `/v2/webhook-endpoints/${mine.id}`],
        ['PATCH', `/v2/webhook-endpoints/${mine.id}`],
        ['DELETE', `/v2/webhook-endpoints/${mine.id}`],
        ['POST', `/v2/webhook-endpoints/${mine.id}/rotate-secret`],
        ['POST', `/v2/webhook-endpoints/${mine.id}/test`],
        ['GET', `/v2/webhook-endpoints/${mine.id}/deliveries`],
        ['POST', `/v2/webhook-endpoints/${mine.id}/deliveries/${d!.id}/resend`],
        ['GET', '/v2/webhook-endpoints/not-a-uuid'],
      ];
      for (const [method, url] of probes) {
        const r = await t.app.inject(
          withKey({
            method: method as 'GET',
            url,
            headers: otherKey,
            ...(method === 'PATCH' ? { payload: { description: 'x' } } : {}),
          }),
        );
        expect(r.statusCode, `${method} ${url}`).toBe(404);
        expect(r.json().error.code).toBe('not_found');
      }
      const list = await t.app.inject(
        withKey({ method: 'GET', url: '/v2/webhook-endpoints', headers: otherKey }),
      );
      expect(list.json().data).toEqual([]);
      expect(rx.received).toHaveLength(0);
    });

    it('writes need an Idempotency-Key, and a retried create is replayed, not duplicated', async () => {
      const missing = await t.app.inject({
        method: 'POST',
        url: '/v2/webhook-endpoints',
        headers: key,
        payload: { url: rx.url() },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.code).toBe('idempotency_key_required');
      const headers = { ...key, 'idempotency-key': randomUUID() };
      const first = await t.app.inject({
        method: 'POST',
        url: '/v2/webhook-endpoints',
        headers,
        payload: { url: rx.url() },
      });
      const again = await t.app.inject({
        method: 'POST',
        url: '/v2/webhook-endpoints',
        headers,
        payload: { url: rx.url() },
      });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().id).toBe(first.json().id);
      expect(first.headers['x-service-livemode']).toBe('true');
      expect(first.headers['ratelimit-limit']).toBe('600');
      const list = await t.app.inject({ method: 'GET', url: '/v2/webhook-endpoints', headers: key });
      expect(list.json().data).toHaveLength(1);
    });

    it('needs the webhooks:manage scope', async () => {
      const readOnly = (await createApiKey(t, tenantId, { scopes: ['calls:read'] })).auth;
      const r = await t.app.inject(
        withKey({ method: 'GET', url: '/v2/webhook-endpoints', headers: readOnly }),
      );
      expect(r.statusCode).toBe(403);
      expect(r.json().error.code).toBe('insufficient_scope');
    });

    it('support (an admin) can configure endpoints for a tenant on request', async () => {
      const admin = await createUser(t, { isAdmin: true });
      const r = await t.app.inject(
        withKey({
          method: 'POST',
          url: `/admin/tenants/${tenantId}/webhook-endpoints`,
          headers: admin.auth,
          payload: { url: rx.url('/support') },
        }),
      );
      expect(r.statusCode).toBe(201);
      expect(r.json().secret).toMatch(/^whsec_/);
      const list = await t.app.inject(withKey({ method: 'GET', url: '/v2/webhook-endpoints', headers: key }));
      expect(list.json().data[0].url).toBe(rx.url('/support'));
      const plain = await createUser(t, { tenantId });
      const refused = await t.app.inject(
        withKey({
          method: 'GET',
          url: `/admin/tenants/${tenantId}/webhook-endpoints`,
          headers: plain.auth,
        }),
      );
      expect(refused.statusCode).toBe(403);
      const missing = await t.app.inject(
        withKey({
          method: 'POST',
          url: '/admin/tenants/0190f2c5-0000-7000-8000-000000000000/webhook-endpoints',
          headers: admin.auth,
          payload: { url: rx.url() },
        }),
      );
      expect(missing.statusCode).toBe(404);
      for (const bad of ['0190f2c5-0000-7000-8000-000000000000', 'not-a-tenant', '-'.repeat(36)]) {
        const listed = await t.app.inject({
          method: 'GET',
          url: `/admin/tenants/${bad}/webhook-endpoints`,
          headers: admin.auth,
        });
        expect(listed.statusCode, bad).toBe(404);
      }
    });

    it('support can do for a tenant everything the tenant could: update, rotate, test, log, resend', async () => {
      const admin = await createUser(t, { isAdmin: true });
      const base = `/admin/tenants/${tenantId}/webhook-endpoints`;
      const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
      const created = (await call('POST', base, { url: rx.url('/support') })).json();
      // A receiver that answered 410 disabled it; support enables it again.
      await t.db
        .update(webhookEndpoints)
        .set({ status: 'disabled', disabledReason: 'the receiver answered 410 Gone' })
        .where(eq(webhookEndpoints.id, created.id));
      const enabled = await call('PATCH', `${base}/${created.id}`, { status: 'enabled' });
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json()).toMatchObject({ id: created.id, status: 'enabled', disabled_reason: null });
      expect((await call('GET', `${base}/${created.id}`)).json().status).toBe('enabled');
      const rotated = await call('POST', `${base}/${created.id}/rotate-secret`, {
        expire_previous_in_seconds: 0,
      });
      expect(rotated.statusCode).toBe(200);
      const secret = rotated.json().secret as string;
      expect(secret).not.toBe(created.secret);
      const sent = await call('POST', `${base}/${created.id}/test`);
      expect(sent.json()).toMatchObject({ succeeded: true, status_code: 200, simulated: false });
      const header = String(rx.received[0]!.headers['x-service-signature']);
      expect(independentlyVerified(rx.received[0]!.rawBody, header, secret)).toBe(true);
      const log = await call('GET', `${base}/${created.id}/deliveries`);
      expect(log.statusCode).toBe(200);
      const [entry] = log.json().data;
      expect(entry).toMatchObject({ event_type: 'webhook.test', status: 'succeeded' });
      const resent = await call('POST', `${base}/${created.id}/deliveries/${entry.id}/resend`);
      expect(resent.statusCode).toBe(202);
      expect(resent.json()).toMatchObject({ id: entry.id, status: 'pending' });
      await worker().drain();
      expect(rx.received).toHaveLength(2);
      // Another tenant's id in the path finds nothing.
      const other = (await createTenantWithOwner(t, { tier: 'business' })).tenant.id;
      const elsewhere = `/admin/tenants/${other}/webhook-endpoints/${created.id}`;
      for (const [method, url] of [
        ['GET', elsewhere],
        ['PATCH', elsewhere],
        ['POST', `${elsewhere}/rotate-secret`],
        ['POST', `${elsewhere}/test`],
        ['GET', `${elsewhere}/deliveries`],
        ['POST', `${elsewhere}/deliveries/${entry.id}/resend`],
        ['DELETE', elsewhere],
      ] as const) {
        const r = await call(method, url, method === 'PATCH' ? { status: 'disabled' } : undefined);
        expect(r.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await call('DELETE', `${base}/${created.id}`)).statusCode).toBe(204);
      expect((await call('GET', `${base}/${created.id}`)).statusCode).toBe(404);
    });
  });

  describe('delivery', () => {
    it('signs exactly as the spec says, verifiable by an independent implementation', async () => {
      const e = await createEndpoint({ url: rx.url() });
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', {
        call_id: 'c1',
        from: '+48600100200',
        outcome: 'booked',
      });
      await worker().drain();
      expect(rx.received).toHaveLength(1);
      const req = rx.received[0]!;
      expect(req.method).toBe('POST');
      expect(req.headers['content-type']).toBe('application/json');
      expect(req.headers['x-service-event']).toBe('call.completed');
      expect(req.headers['x-service-delivery']).toMatch(/^[0-9a-f-]{36}$/);
      const sig = String(req.headers['x-service-signature']);
      expect(sig).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(Number(/t=(\d+)/.exec(sig)![1])).toBe(Math.floor(clock.now().getTime() / 1000));
      expect(independentlyVerified(req.rawBody, sig, e.secret)).toBe(true);
      expect(independentlyVerified(req.rawBody, sig, 'whsec_wrong')).toBe(false);
      expect(JSON.parse(req.rawBody)).toMatchObject({
        event: 'call.completed',
        tenant_id: tenantId,
        call_id: 'c1',
      });
      const d = await delivery(String(req.headers['x-service-delivery']));
      expect(d).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200 });
    });

    it('delivers only the events an endpoint subscribed to', async () => {
      await createEndpoint({ url: rx.url('/appointments'), enabled_events: ['appointment.created'] });
      await createEndpoint({ url: rx.url('/all') });
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'c2' });
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'appointment.created', { appointment_id: 'a1' });
      await worker().drain();
      const byPath = (p: string) =>
        rx.received.filter((r) => r.url === p).map((r) => r.headers['x-service-event']);
      expect(byPath('/appointments')).toEqual(['appointment.created']);
      expect(byPath('/all').sort()).toEqual(['appointment.created', 'call.completed']);
    });

    it('retries after a 500 and a time-out on the schedule (5 s, then 5 min, ±10 %), then succeeds', async () => {
      const e = await createEndpoint({ url: rx.url() });
      rx.plan.push({ status: 500 }, { status: 200, delayMs: 1500 }, { status: 200 });
      const w = worker({ timeoutMs: 300 });
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'message.left', {
        call_id: 'c3',
        message: 'Oddzwońcie',
      });
      const t0 = clock.now().getTime();
      await w.drain();
      const id = String(rx.received[0]!.headers['x-service-delivery']);
      let d = await delivery(id);
      expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
      let wait = d.nextAttemptAt!.getTime() - t0;
      expect(wait).toBeGreaterThanOrEqual(4.5 * SEC);
      expect(wait).toBeLessThanOrEqual(5.5 * SEC);
      // Not due yet: nothing happens.
      expect(await w.drain()).toBe(0);
      clock.advance(5.6 * SEC);
      const t1 = clock.now().getTime();
      await w.drain();
      d = await delivery(id);
      expect(d).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: null });
      expect(d.lastError).toMatch(/timed out/);
      wait = d.nextAttemptAt!.getTime() - t1;
      expect(wait).toBeGreaterThanOrEqual(4.5 * MIN);
      expect(wait).toBeLessThanOrEqual(5.5 * MIN);
      clock.advance(5.6 * MIN);
      await w.drain();
      d = await delivery(id);
      expect(d).toMatchObject({ status: 'succeeded', attempts: 3, lastStatusCode: 200 });
      // Same delivery id and body on every attempt, each signed afresh.
      expect(rx.received).toHaveLength(3);
      expect(new Set(rx.received.map((r) => r.headers['x-service-delivery']))).toEqual(new Set([id]));
      expect(new Set(rx.received.map((r) => r.rawBody)).size).toBe(1);
      for (const r of rx.received)
        expect(independentlyVerified(r.rawBody, String(r.headers['x-service-signature']), e.secret)).toBe(
          true,
        );
      const log = await t.app.inject(
        withKey({
          method: 'GET',
          url: `/v2/webhook-endpoints/${e.id}/deliveries`,
          headers: key,
        }),
      );
      const entry = log.json().data[0];
      expect(entry.attempts.map((a: { status_code: number | null }) => a.status_code)).toEqual([
        500,
        null,
        200,
      ]);
      expect(entry.attempts[1].error).toMatch(/timed out/);
      expect(entry.attempts.every((a: { duration_ms: number }) => a.duration_ms >= 0)).toBe(true);
    });

    it('honours a longer Retry-After on 429/503', async () => {
      await createEndpoint({ url: rx.url() });
      rx.plan.push({ status: 503, headers: { 'retry-after': '3600' } });
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'c4' });
      const before = clock.now().getTime();
      await worker().drain();
      const d = await delivery(String(rx.received[0]!.headers['x-service-delivery']));
      expect(d.nextAttemptAt!.getTime() - before).toBe(3600 * SEC);
    });

    it('waits at most 24 h for a Retry-After, however far it asks (seconds or date), and records it', async () => {
      await createEndpoint({ url: rx.url() });
      rx.plan.push(
        { status: 429, headers: { 'retry-after': '99999999999999' } },
        { status: 503, headers: { 'retry-after': 'Fri, 31 Dec 9999 23:59:59 GMT' } },
      );
      const w = worker();
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'c4-far' });
      let before = clock.now().getTime();
      await w.drain();
      const id = String(rx.received[0]!.headers['x-service-delivery']);
      let d = await delivery(id);
      expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 429 });
      expect(d.nextAttemptAt!.getTime() - before).toBe(24 * 60 * MIN);
      // The outbox runs it again at the same time, not on its own backoff.
      let [msg] = [...(await messagesOf([id])).values()];
      expect(msg!.runAt.getTime()).toBe(d.nextAttemptAt!.getTime());
      clock.advance(24 * 60 * MIN);
      before = clock.now().getTime();
      await w.drain();
      d = await delivery(id);
      expect(d).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 503 });
      expect(d.nextAttemptAt!.getTime() - before).toBe(24 * 60 * MIN);
      [msg] = [...(await messagesOf([id])).values()];
      expect(msg!.runAt.getTime()).toBe(d.nextAttemptAt!.getTime());
      const attempts = await t.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id));
      expect(attempts.map((a) => a.statusCode).sort()).toEqual([429, 503]);
    });

    it('a 3xx is a failure (redirects are not followed), and 410 disables the endpoint', async () => {
      const e = await createEndpoint({ url: rx.url() });
      rx.plan.push({ status: 302, headers: { location: 'http://127.0.0.1:1/elsewhere' } }, { status: 410 });
      const w = worker();
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'c5' });
      await w.drain();
      const id = String(rx.received[0]!.headers['x-service-delivery']);
      expect(await delivery(id)).toMatchObject({
        status: 'pending',
        lastStatusCode: 302,
        lastError: 'redirects are not followed',
      });
      clock.advance(6 * SEC);
      await w.drain();
      expect(await delivery(id)).toMatchObject({ status: 'failed', lastStatusCode: 410 });
      const ep = (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, e.id)))[0]!;
      expect(ep.status).toBe('disabled');
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'c6' });
      await w.drain();
      expect(rx.received).toHaveLength(2);
    });

    it('deliveries handled at once (shared lookups and records) are each recorded as their own attempt', async () => {
      await withOkFailingGone(async ({ ok, bad, dead, failing, gone }) => {
        await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'b1' });
        await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'b2' });
        const w = worker({ concurrency: 10, inlineFanOut: 0 });
        expect(await w.runOnce()).toBe(2); // both events fanned out together
        expect(await w.runOnce()).toBe(6); // six deliveries at once
        expect([rx.received.length, failing.received.length, gone.received.length]).toEqual([2, 2, 2]);
        const rows = await t.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.tenantId, tenantId));
        const attempts = await t.db
          .select()
          .from(webhookAttempts)
          .where(eq(webhookAttempts.tenantId, tenantId));
        expect(rows).toHaveLength(6);
        expect(attempts).toHaveLength(6);
        for (const d of rows) {
          const [a] = attempts.filter((x) => x.deliveryId === d.id);
          const expected =
            d.endpointId === ok.id
              ? { status: 'succeeded', lastStatusCode: 200, lastError: null }
              : d.endpointId === bad.id
                ? { status: 'pending', lastStatusCode: 500, lastError: 'HTTP 500' }
                : { status: 'failed', lastStatusCode: 410, lastError: 'HTTP 410' };
          expect(d).toMatchObject({ ...expected, attempts: 1 });
          expect(a).toMatchObject({
            attempt: 1,
            statusCode: expected.lastStatusCode,
            error: expected.lastError,
          });
          if (d.endpointId === bad.id) {
            const wait = d.nextAttemptAt!.getTime() - clock.now().getTime();
            expect(wait).toBeGreaterThanOrEqual(4.5 * SEC);
            expect(wait).toBeLessThanOrEqual(5.5 * SEC);
          }
        }
        const ep = (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, dead.id)))[0]!;
        expect(ep.status).toBe('disabled');
      });
    });

    it('settles each outbox message with its attempt: done, due again with the delivery, or failed', async () => {
      await withOkFailingGone(async ({ ok, bad }) => {
        await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 's1' });
        const w = worker({ concurrency: 10, inlineFanOut: 0 });
        expect(await w.runOnce()).toBe(1);
        const [event] = await t.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.topic, EVENT_TOPIC), eq(outboxMessages.tenantId, tenantId)));
        // The fan-out statement marked the event done along with its deliveries.
        expect(event).toMatchObject({ status: 'done', attempts: 1, lockToken: null, lastError: null });
        expect(await w.runOnce()).toBe(3);
        const rows = await t.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.tenantId, tenantId));
        const msgs = await messagesOf(rows.map((d) => d.id));
        for (const d of rows) {
          const m = msgs.get(d.id)!;
          expect(m).toMatchObject({ attempts: 1, lockToken: null, lockedUntil: null });
          if (d.endpointId === ok.id) {
            expect(m).toMatchObject({ status: 'done', lastError: null });
            expect(m.processedAt).not.toBeNull();
          } else if (d.endpointId === bad.id) {
            // Due again exactly when the delivery says its next attempt is.
            expect(m).toMatchObject({ status: 'pending', lastError: 'HTTP 500', processedAt: null });
            expect(m.runAt.getTime()).toBe(d.nextAttemptAt!.getTime());
          } else {
            expect(m).toMatchObject({ status: 'failed', lastError: 'HTTP 410' });
            expect(m.processedAt).not.toBeNull();
          }
        }
      });
    });

    it('an attempt whose record fails is not settled; the others sharing its statement are recorded', async () => {
      rx.setDefault({ status: 200, delayMs: 20 });
      const endpoints: { id: string }[] = [];
      for (let i = 0; i < 3; i++) endpoints.push(await createEndpoint({ url: rx.url(`/r${i}`) }));
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'r1' });
      const w = worker({ concurrency: 10, inlineFanOut: 0 });
      expect(await w.runOnce()).toBe(1);
      const rows = await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.tenantId, tenantId));
      const refused = rows.find((d) => d.endpointId === endpoints[1]!.id)!;
      // The database refuses this one attempt row (a real failure of the shared statement).
      await t.db.execute(
        sql.raw(`create function refuse_attempt_test() returns trigger language plpgsql as $$
          begin
            if new.delivery_id = '${refused.id}' then raise exception 'attempt refused by test'; end if;
            return new;
          end $$`),
      );
      await t.db.execute(
        sql.raw(`create trigger refuse_attempt_test before insert on webhook_attempts
          for each row execute function refuse_attempt_test()`),
      );
      try {
        expect(await w.runOnce()).toBe(3);
      } finally {
        await t.db.execute(sql.raw('drop trigger refuse_attempt_test on webhook_attempts'));
        await t.db.execute(sql.raw('drop function refuse_attempt_test()'));
      }
      expect(rx.received).toHaveLength(3);
      const attempts = await t.db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((d) => d.id),
          ),
        );
      expect(attempts.map((a) => a.deliveryId).sort()).toEqual(
        rows
          .filter((d) => d.id !== refused.id)
          .map((d) => d.id)
          .sort(),
      );
      let msgs = await messagesOf(rows.map((d) => d.id));
      for (const d of rows) {
        if (d.id === refused.id) continue;
        expect(await delivery(d.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
        expect(msgs.get(d.id)).toMatchObject({ status: 'done' });
      }
      // Nothing of the refused attempt was written; the worker scheduled the message again
      // (its error is the failed statement).
      expect(await delivery(refused.id)).toMatchObject({ status: 'pending', attempts: 0 });
      expect(msgs.get(refused.id)).toMatchObject({ status: 'pending', attempts: 1 });
      expect(msgs.get(refused.id)!.lastError).toContain('webhook_attempts');
      clock.advance(10 * SEC);
      await w.drain(); // (other tests' retries may fall due too)
      expect(await delivery(refused.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
      msgs = await messagesOf([refused.id]);
      expect(msgs.get(refused.id)).toMatchObject({ status: 'done', attempts: 2 });
    });

    it.each([
      ['queued', 0],
      ['posted by the fan-out', undefined],
    ])(
      'a moment the store cannot be written (%s): the attempt is kept in process, written later, not posted again',
      async (_, inlineFanOut) => {
        await createEndpoint({ url: rx.url() });
        await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'store-down' });
        const w = worker(inlineFanOut === undefined ? {} : { inlineFanOut });
        if (inlineFanOut === 0) await w.drain(1); // fan-out only
        rx.setDefault({ status: 200, delayMs: 150 });
        const round = w.runOnce();
        while (rx.received.length < 1) await new Promise((r) => setTimeout(r, 5));
        // The receiver has the event; before the answer arrives, the store stops taking writes.
        await t.db.execute(sql`alter table webhook_attempts rename to webhook_attempts_away`);
        let restored = false;
        try {
          expect(await round).toBe(1);
          expect(w.pendingOutcomes).toBe(1);
          const deliveryId = String(rx.received[0]!.headers['x-service-delivery']);
          expect((await messagesOf([deliveryId])).get(deliveryId)).toMatchObject({ status: 'processing' });
          // Still unavailable at the next round: nothing is claimed, nothing posted, still kept.
          await expect(w.runOnce()).rejects.toThrow();
          expect(w.pendingOutcomes).toBe(1);
          await t.db.execute(sql`alter table webhook_attempts_away rename to webhook_attempts`);
          restored = true;
          await w.runOnce();
          expect(w.pendingOutcomes).toBe(0);
          expect(rx.received).toHaveLength(1);
          expect(await delivery(deliveryId)).toMatchObject({
            status: 'succeeded',
            attempts: 1,
            lastStatusCode: 200,
          });
          const attempts = await t.db
            .select()
            .from(webhookAttempts)
            .where(eq(webhookAttempts.deliveryId, deliveryId));
          expect(attempts.map((a) => [a.attempt, a.statusCode])).toEqual([[1, 200]]);
          expect((await messagesOf([deliveryId])).get(deliveryId)).toMatchObject({
            status: 'done',
            attempts: 1,
          });
          clock.advance(10 * MIN);
          await w.drain();
          expect(rx.received).toHaveLength(1);
        } finally {
          if (!restored)
            await t.db.execute(sql`alter table webhook_attempts_away rename to webhook_attempts`);
        }
      },
    );

    /**
     * One delivery claimed twice: by a worker whose lease then lapses (`late`), and again by
     * another (`fresh`); neither handler has run yet.
     */
    async function lapsedAndFreshClaims(callId: string, timeoutMs: number) {
      await createEndpoint({ url: rx.url() });
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: callId });
      await worker({ inlineFanOut: 0 }).drain(1); // fan-out only
      const service = createWebhooksService({
        ...t.platform,
        poster: createWebhookPoster({ allowPrivate: true, httpsOnly: false, timeoutMs }),
      });
      const [late] = await worker({ leaseMs: 1 * SEC }).claim();
      clock.advance(2 * SEC);
      const [fresh] = await worker().claim();
      expect(fresh!.id).toBe(late!.id);
      return { service, late: late!, fresh: fresh! };
    }

    it('a worker whose lease lapsed records its attempt but cannot settle the message claimed again', async () => {
      const { service, late, fresh } = await lapsedAndFreshClaims('lapsed', 500);
      // The late worker's handler runs only now: it posts and records its attempt...
      expect(await service.deliver(late)).toBe(SETTLED);
      expect(rx.received).toHaveLength(1);
      const deliveryId = String(late.payload.delivery_id);
      expect(await delivery(deliveryId)).toMatchObject({ status: 'succeeded', attempts: 1 });
      // ...but the message stays with the newer claim.
      let msg = (await messagesOf([deliveryId])).get(deliveryId)!;
      expect(msg).toMatchObject({ status: 'processing', lockToken: fresh.lockToken });
      // The newer claim finds the delivery settled: no second POST, and it completes the message.
      const other = worker();
      expect(await service.deliver(fresh)).toBeUndefined();
      expect(await other.complete(fresh)).toBe(true);
      expect(rx.received).toHaveLength(1);
      msg = (await messagesOf([deliveryId])).get(deliveryId)!;
      expect(msg.status).toBe('done');
    });

    it("a lapsed worker's late failure does not undo the newer claim's success", async () => {
      const { service, late, fresh } = await lapsedAndFreshClaims('late-fail', 5 * SEC);
      // The late worker's POST is slow and ends in a 500; meanwhile the newer claim succeeds.
      rx.plan.push({ status: 500, delayMs: 300 }, { status: 200 });
      const lateRun = service.deliver(late);
      while (rx.received.length < 1) await new Promise((r) => setTimeout(r, 5));
      expect(await service.deliver(fresh)).toBe(SETTLED);
      const deliveryId = String(late.payload.delivery_id);
      expect(await delivery(deliveryId)).toMatchObject({ status: 'succeeded', lastStatusCode: 200 });
      expect(await lateRun).toBe(SETTLED);
      expect(rx.received).toHaveLength(2);
      // Both attempts are recorded, numbered in turn; the delivery keeps the success.
      expect(await delivery(deliveryId)).toMatchObject({
        status: 'succeeded',
        attempts: 2,
        lastStatusCode: 200,
        lastError: null,
        nextAttemptAt: null,
      });
      const attempts = await t.db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, deliveryId));
      expect(attempts.map((a) => [a.attempt, a.statusCode]).sort()).toEqual([
        [1, 200],
        [2, 500],
      ]);
      expect((await messagesOf([deliveryId])).get(deliveryId)).toMatchObject({ status: 'done' });
      // Nothing is left to run: the delivery is not posted again.
      clock.advance(10 * MIN);
      await worker().drain();
      expect(rx.received).toHaveLength(2);
    });

    it('fails for good after the tenth attempt (about 3 days) and can be re-sent by hand', async () => {
      const e = await createEndpoint({ url: rx.url() });
      rx.setDefault({ status: 500 });
      const w = worker();
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'c7' });
      const start = clock.now().getTime();
      for (let i = 0; i < 12; i++) {
        await w.drain();
        clock.advance(26 * 3_600_000);
      }
      expect(rx.received).toHaveLength(10);
      const id = String(rx.received[0]!.headers['x-service-delivery']);
      const d = await delivery(id);
      expect(d).toMatchObject({ status: 'failed', attempts: 10 });
      expect(clock.now().getTime() - start).toBeGreaterThan(3 * 24 * 3_600_000);
      rx.setDefault({ status: 204 });
      const resent = await t.app.inject(
        withKey({
          method: 'POST',
          url: `/v2/webhook-endpoints/${e.id}/deliveries/${id}/resend`,
          headers: key,
        }),
      );
      expect(resent.statusCode).toBe(202);
      expect(resent.json()).toMatchObject({ id, status: 'pending' });
      await w.drain();
      expect(rx.received).toHaveLength(11);
      expect(rx.received[10]!.headers['x-service-delivery']).toBe(id);
      expect(await delivery(id)).toMatchObject({ status: 'succeeded', attempts: 11 });
      const again = await t.app.inject(
        withKey({
          method: 'POST',
          url: `/v2/webhook-endpoints/${e.id}/deliveries/${id}/resend`,
          headers: key,
        }),
      );
      expect(again.statusCode).toBe(202);
      const busy = await t.app.inject(
        withKey({
          method: 'POST',
          url: `/v2/webhook-endpoints/${e.id}/deliveries/${id}/resend`,
          headers: key,
        }),
      );
      expect(busy.statusCode).toBe(409);
      expect(busy.json().error.code).toBe('delivery_in_progress');
      await w.drain();
      expect(rx.received).toHaveLength(12);
      // Resends at the same moment (each with its own key): one queues it, the others get 409.
      const resends = await Promise.all(
        [1, 2, 3].map(() =>
          t.app.inject(
            withKey({
              method: 'POST',
              url: `/v2/webhook-endpoints/${e.id}/deliveries/${id}/resend`,
              headers: key,
            }),
          ),
        ),
      );
      expect(resends.map((r) => r.statusCode).sort()).toEqual([202, 409, 409]);
      await w.drain();
      expect(rx.received).toHaveLength(13);
      expect(await delivery(id)).toMatchObject({ status: 'succeeded', attempts: 13 });
    });

    it('signs with both secrets while a rotated-out secret lives, then with the new one only', async () => {
      const e = await createEndpoint({ url: rx.url() });
      const rot = await t.app.inject(
        withKey({
          method: 'POST',
          url: `/v2/webhook-endpoints/${e.id}/rotate-secret`,
          headers: key,
          payload: { expire_previous_in_seconds: 3600 },
        }),
      );
      expect(rot.statusCode).toBe(200);
      const newSecret = rot.json().secret as string;
      expect(newSecret).not.toBe(e.secret);
      const w = worker();
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'r1' });
      await w.drain();
      const during = rx.received[0]!;
      const sig = String(during.headers['x-service-signature']);
      expect(sig.match(/v1=/g)).toHaveLength(2);
      expect(independentlyVerified(during.rawBody, sig, e.secret)).toBe(true);
      expect(independentlyVerified(during.rawBody, sig, newSecret)).toBe(true);
      clock.advance(3601 * SEC);
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'r2' });
      await w.drain();
      const after = rx.received[1]!;
      const sig2 = String(after.headers['x-service-signature']);
      expect(sig2.match(/v1=/g)).toHaveLength(1);
      expect(independentlyVerified(after.rawBody, sig2, newSecret)).toBe(true);
      expect(independentlyVerified(after.rawBody, sig2, e.secret)).toBe(false);
      // Without a body the rotated-out secret lives a day.
      const plain = await t.app.inject(
        withKey({ method: 'POST', url: `/v2/webhook-endpoints/${e.id}/rotate-secret`, headers: key }),
      );
      expect(plain.statusCode).toBe(200);
      expect(Date.parse(plain.json().previous_secret_expires_at) - clock.now().getTime()).toBe(86_400 * SEC);
    });

    it('test sends webhook.test at once and answers the attempt', async () => {
      const e = await createEndpoint({ url: rx.url() });
      rx.plan.push({ status: 202 });
      const r = await t.app.inject(
        withKey({
          method: 'POST',
          url: `/v2/webhook-endpoints/${e.id}/test`,
          headers: key,
        }),
      );
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({
        status_code: 202,
        error: null,
        succeeded: true,
        simulated: false,
        livemode: true,
      });
      expect(rx.received).toHaveLength(1);
      expect(rx.received[0]!.headers['x-service-event']).toBe('webhook.test');
      expect(
        independentlyVerified(
          rx.received[0]!.rawBody,
          String(rx.received[0]!.headers['x-service-signature']),
          e.secret,
        ),
      ).toBe(true);
      rx.plan.push({ status: 500 });
      const failed = await t.app.inject(
        withKey({
          method: 'POST',
          url: `/v2/webhook-endpoints/${e.id}/test`,
          headers: key,
        }),
      );
      expect(failed.json()).toMatchObject({ status_code: 500, succeeded: false, error: 'HTTP 500' });
    });

    it('a small fan-out posts its deliveries in the same round, already claimed, each settled with its attempt', async () => {
      await withOkFailingGone(async ({ ok, bad, dead, failing, gone }) => {
        await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'inline' });
        const w = worker({ concurrency: 10 });
        expect(await w.runOnce()).toBe(1); // the event: its three deliveries ran inside it
        expect([rx.received.length, failing.received.length, gone.received.length]).toEqual([1, 1, 1]);
        const rows = await t.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.tenantId, tenantId));
        const byEndpoint = new Map(rows.map((d) => [d.endpointId, d]));
        const msgs = await messagesOf(rows.map((d) => d.id));
        // Each delivery message was written claimed by the fanning-out worker (one claim).
        for (const m of msgs.values()) expect(m).toMatchObject({ attempts: 1, lockedBy: w.workerId });
        const okD = byEndpoint.get(ok.id)!;
        expect(okD).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200 });
        expect(msgs.get(okD.id)).toMatchObject({ status: 'done', lockToken: null });
        const badD = byEndpoint.get(bad.id)!;
        expect(badD).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
        expect(msgs.get(badD.id)).toMatchObject({ status: 'pending', lockToken: null });
        expect(msgs.get(badD.id)!.runAt).toEqual(badD.nextAttemptAt);
        const deadD = byEndpoint.get(dead.id)!;
        expect(deadD).toMatchObject({ status: 'failed', lastStatusCode: 410 });
        expect(msgs.get(deadD.id)).toMatchObject({ status: 'failed' });
        const attempts = await t.db
          .select()
          .from(webhookAttempts)
          .where(eq(webhookAttempts.tenantId, tenantId));
        expect(attempts.map((a) => a.attempt)).toEqual([1, 1, 1]);
        // The retry goes through the queue like any other.
        clock.advance(6 * SEC);
        await w.drain();
        expect(failing.received).toHaveLength(2);
        expect(rx.received).toHaveLength(1);
        expect(gone.received).toHaveLength(1);
      });
    });

    it('a worker that dies while posting its fan-out: another takes the deliveries over after the lease', async () => {
      const hang = await startReceiver();
      let deliveryId = '';
      let dying: Promise<number> | undefined;
      try {
        hang.plan.push({ status: 200, delayMs: 5 * SEC }); // no answer while the test runs
        await createEndpoint({ url: hang.url() });
        await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'dies-inline' });
        const doomed = worker({ leaseMs: 90 * SEC, timeoutMs: 10 * SEC });
        dying = doomed.runOnce().catch(() => 0); // stuck in its POST: as good as dead
        while (hang.received.length < 1) await new Promise((r) => setTimeout(r, 5));
        deliveryId = String(hang.received[0]!.headers['x-service-delivery']);
        expect((await messagesOf([deliveryId])).get(deliveryId)).toMatchObject({
          status: 'processing',
          attempts: 1,
          lockedBy: doomed.workerId,
        });
        // Before the lease ends nobody else takes it; after, another worker posts it.
        const survivor = worker();
        await survivor.drain();
        expect(hang.received).toHaveLength(1);
        clock.advance(91 * SEC);
        await survivor.drain();
        expect(hang.received).toHaveLength(2);
        expect(hang.received[1]!.headers['x-service-delivery']).toBe(deliveryId);
        expect(await delivery(deliveryId)).toMatchObject({ status: 'succeeded', lastStatusCode: 200 });
        expect((await messagesOf([deliveryId])).get(deliveryId)).toMatchObject({
          status: 'done',
          attempts: 2,
        });
      } finally {
        await hang.close(); // the stuck POST fails now...
      }
      await dying;
      // ...and its late record counts the attempt but does not undo the success.
      expect(await delivery(deliveryId)).toMatchObject({
        status: 'succeeded',
        attempts: 2,
        lastStatusCode: 200,
      });
      expect((await messagesOf([deliveryId])).get(deliveryId)).toMatchObject({ status: 'done' });
    });

    it('loses nothing when a worker dies mid-delivery: another takes over after the lease', async () => {
      await createEndpoint({ url: rx.url() });
      await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: 'crash' });
      await worker({ inlineFanOut: 0 }).drain(1); // fan-out only: the delivery message is now queued
      const dying = worker({ leaseMs: 30 * SEC });
      const claimed = await dying.claim();
      expect(claimed.map((m) => m.topic)).toEqual([DELIVER_TOPIC]);
      // The worker dies here (never posts, never records). Before the lease ends nobody else takes it.
      const survivor = worker();
      expect(await survivor.drain()).toBe(0);
      clock.advance(31 * SEC);
      expect(await survivor.drain()).toBe(1);
      expect(rx.received).toHaveLength(1);
      expect(JSON.parse(rx.received[0]!.rawBody).call_id).toBe('crash');
    });

    it('test keys never cause a delivery nor store anything', async () => {
      const testKey = (await createApiKey(t, tenantId, { mode: 'test', scopes: ['webhooks:manage'] })).auth;
      const countEndpoints = async () =>
        Number(
          (
            await t.db
              .select({ n: count() })
              .from(webhookEndpoints)
              .where(eq(webhookEndpoints.tenantId, tenantId))
          )[0]!.n,
        );
      const before = await countEndpoints();
      const r = await t.app.inject(
        withKey({
          method: 'POST',
          url: '/v2/webhook-endpoints',
          headers: testKey,
          payload: { url: rx.url() },
        }),
      );
      expect(r.statusCode).toBe(201);
      expect(r.json().livemode).toBe(false);
      expect(r.headers['x-request-id']).toBeDefined();
      expect(await countEndpoints()).toBe(before);
      const real = await createEndpoint({ url: rx.url() });
      const test = await t.app.inject(
        withKey({
          method: 'POST',
          url: `/v2/webhook-endpoints/${real.id}/test`,
          headers: testKey,
        }),
      );
      expect(test.json()).toMatchObject({ simulated: true, livemode: false });
      const del = await t.app.inject(
        withKey({
          method: 'DELETE',
          url: `/v2/webhook-endpoints/${real.id}`,
          headers: testKey,
        }),
      );
      expect(del.statusCode).toBe(200);
      expect(await countEndpoints()).toBe(before + 1);
      await worker().drain();
      expect(rx.received).toHaveLength(0);
    });

    it.runIf(usingServer())('several workers on one PostgreSQL never deliver one attempt twice', async () => {
      await createEndpoint({ url: rx.url() });
      for (let i = 0; i < 40; i++)
        await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: `p${i}` });
      const workers = [worker(), worker(), worker()];
      await Promise.all(workers.map((w) => w.drain()));
      await Promise.all(workers.map((w) => w.drain()));
      const ids = rx.received.map((r) => String(r.headers['x-service-delivery']));
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      // One attempt recorded per POST, and every message settled by the attempt that ran it.
      const attempts = await t.db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids));
      expect(attempts).toHaveLength(40);
      const msgs = await messagesOf(ids);
      expect([...msgs.values()].every((m) => m.status === 'done' && m.attempts === 1)).toBe(true);
      expect(msgs.size).toBe(40);
    });
  });
});

describe('SSRF guard', () => {
  let t: TestApp;
  let key: { authorization: string };
  let rx: Receiver;
  beforeAll(async () => {
    t = await createTestApp();
    const { tenant } = await createTenantWithOwner(t, { tier: 'business' });
    key = (await createApiKey(t, tenant.id, { scopes: ['webhooks:manage'] })).auth;
    rx = await startReceiver();
  });
  afterAll(async () => {
    await rx.close();
    await t.close();
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://10.1.2.3/hook',
    'http://192.168.0.10/hook',
    'http://172.16.5.5/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::127.0.0.1]/hook',
    'http://[2002:a00:1::1]/hook',
    'http://0.0.0.0/hook',
    'http://user:pass@example.com/hook',
  ])('refuses %s at creation', async (url) => {
    const r = await t.app.inject(
      withKey({
        method: 'POST',
        url: '/v2/webhook-endpoints',
        headers: key,
        payload: { url },
      }),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().error.field).toBe('url');
  });

  it('tells a developer how to allow a loopback receiver, and tells production nothing of it', async () => {
    const create = (app: TestApp) =>
      app.app.inject(
        withKey({
          method: 'POST',
          url: '/v2/webhook-endpoints',
          headers: key,
          payload: { url: 'https://127.0.0.1:9/hook' },
        }),
      );
    const dev = await create(t);
    expect(dev.statusCode).toBe(422);
    expect(dev.json().error.message).toContain('WEBHOOK_ALLOW_PRIVATE_NETWORKS=1');
    expect(dev.json().error.message_pl).toContain('WEBHOOK_ALLOW_PRIVATE_NETWORKS=1');
    const prod = await createTestApp({ database: t.database, env: { NODE_ENV: 'production' } });
    try {
      const r = await create(prod);
      expect(r.statusCode).toBe(422);
      expect(r.json().error.message).not.toContain('WEBHOOK_ALLOW_PRIVATE_NETWORKS');
    } finally {
      await prod.app.close();
    }
  });

  it('checks again at delivery time: an endpoint that now points inside is refused, nothing is sent', async () => {
    const { tenant } = await createTenantWithOwner(t, { tier: 'business' });
    // As if the name resolved to a public address at creation and to loopback now.
    await t.db
      .insert(webhookEndpoints)
      .values({ tenantId: tenant.id, url: rx.url(), enabledEvents: ['*'], secret: 'whsec_x' });
    await raiseEvent(t.platform.outbox, t.db, tenant.id, 'call.completed', { call_id: 'ssrf' });
    const service = createWebhooksService({
      ...t.platform,
      poster: createWebhookPoster({ allowPrivate: false, httpsOnly: false, timeoutMs: 500 }),
    });
    const w = new OutboxWorker({
      db: t.db,
      waker: t.platform.outbox.waker,
      log,
      handlers: new Map([
        [EVENT_TOPIC, service.fanOut],
        [DELIVER_TOPIC, service.deliver],
      ]),
    });
    await w.drain();
    expect(rx.received).toHaveLength(0);
    const [d] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenant.id));
    expect(d!.lastError).toMatch(/refused|not public/);
  });
});

describe('verifyWebhookSignature (the helper integrators copy)', () => {
  const secret = 'whsec_test_secret';
  const body = '{"event":"call.completed","amount":1}';
  const now = 1_800_000_000;
  const sign = (s: string, ts: number, b = body) =>
    createHmac('sha256', s).update(`${ts}.${b}`).digest('hex');

  it('accepts a valid signature, any of several v1 values, and either secret during a rotation', () => {
    expect(verifyWebhookSignature(body, `t=${now},v1=${sign(secret, now)}`, secret, { now })).toEqual({
      ok: true,
      timestamp: now,
    });
    const two = `t=${now},v1=${sign('whsec_new', now)},v1=${sign(secret, now)}`;
    expect(verifyWebhookSignature(body, two, secret, { now }).ok).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), two, ['whsec_other', 'whsec_new'], { now }).ok).toBe(
      true,
    );
  });

  it('refuses a changed body, a wrong secret, an old timestamp and malformed headers', () => {
    const header = `t=${now},v1=${sign(secret, now)}`;
    expect(verifyWebhookSignature(`${body} `, header, secret, { now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhookSignature(body, header, 'whsec_wrong', { now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhookSignature(body, header, secret, { now: now + 301 })).toEqual({
      ok: false,
      reason: 'too_old',
    });
    expect(verifyWebhookSignature(body, header, secret, { now: now + 299 }).ok).toBe(true);
    for (const bad of [undefined, '', 'v1=abc', `t=${now}`, `t=x,v1=${sign(secret, now)}`]) {
      expect(verifyWebhookSignature(body, bad, secret, { now })).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});

describe('the verify snippet in the API reference (SIGNING_DOC)', () => {
  type Verify = (rawBody: string | Buffer, header: unknown, secret: string, tolerance?: number) => boolean;
  let verify: Verify;
  let dir: string;

  beforeAll(async () => {
    // The code block integrators copy from /docs, run as it is written.
    const code = /```js\n([\s\S]*?)```/.exec(SIGNING_DOC)?.[1];
    expect(code).toBeDefined();
    dir = await mkdtemp(path.join(tmpdir(), 'recepcja-verify-'));
    const file = path.join(dir, 'verify.mjs');
    await writeFile(file, code!);
    ({ verify } = (await import(pathToFileURL(file).href)) as { verify: Verify });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('accepts a signature made as the service makes it, refuses what it should, never throws', () => {
    const secret = 'whsec_doc_secret';
    const body = '{"event":"call.completed","data":{"call_id":"c1"}}';
    const now = Math.floor(Date.now() / 1000);
    const header = signatureHeader([secret, 'whsec_previous'], now, body);
    expect(verify(body, header, secret)).toBe(true);
    expect(verify(Buffer.from(body), header, 'whsec_previous')).toBe(true);
    expect(verify(`${body} `, header, secret)).toBe(false);
    expect(verify(body, header, 'whsec_wrong')).toBe(false);
    expect(verify(body, signatureHeader([secret], now - 301, body), secret)).toBe(false);
    for (const bad of [undefined, '', 'garbage', 't=', `t=${now},v1`, `t=${now},v1=zz`])
      expect(verify(body, bad, secret), String(bad)).toBe(false);
  });
});
