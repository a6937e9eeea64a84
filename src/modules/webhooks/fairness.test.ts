import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { createTenantWithOwner } from '../../../test/helpers/fixtures.js';
import { type Receiver, startReceiver } from '../../../test/helpers/receiver.js';
import { EVENT_TOPIC, raiseEvent } from '../../platform/events.js';
import { OutboxWorker, type OutboxWorkerOptions, PRODUCTION_WORKER } from '../../platform/outbox.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import { createWebhookPoster } from './http.js';
import { webhookDeliveries, webhookEndpoints } from './webhooks.schema.js';
import { createWebhooksService, DELIVER_TOPIC } from './webhooks.service.js';

const log = pino({ level: 'silent' });
const SEC = 1000;

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 20 * SEC) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Issue 17, items 7 and 8b: one slow receiver must not delay other tenants' deliveries, and a
 * crashed worker's deliveries are taken over soon (short lease) while a slow but live one is
 * never posted twice (the lease is renewed while it runs).
 */
describe('webhook deliveries: fairness and leases', () => {
  let t: TestApp;
  let clock: ManualClock;

  beforeAll(async () => {
    clock = new ManualClock(new Date());
    t = await createTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  function worker(opts: Partial<OutboxWorkerOptions> & { inlineFanOut?: number } = {}) {
    const { inlineFanOut, ...rest } = opts;
    const service = createWebhooksService({
      ...t.platform,
      poster: createWebhookPoster({ allowPrivate: true, httpsOnly: false, timeoutMs: 10 * SEC }),
      ...(inlineFanOut !== undefined ? { inlineFanOut } : {}),
    });
    return new OutboxWorker({
      db: t.db,
      waker: t.platform.outbox.waker,
      log,
      clock,
      handlers: new Map([
        [EVENT_TOPIC, service.fanOut],
        [DELIVER_TOPIC, service.deliver],
      ]),
      ...rest,
    });
  }

  async function endpointAt(rx: Receiver) {
    const { tenant } = await createTenantWithOwner(t, { tier: 'business' });
    const [e] = await t.db
      .insert(webhookEndpoints)
      .values({
        tenantId: tenant.id,
        url: rx.url(),
        enabledEvents: ['*'],
        secret: `whsec_${randomBytes(24).toString('base64url')}`,
      })
      .returning();
    return { tenantId: tenant.id, endpointId: e!.id };
  }

  it("a slow endpoint's backlog does not hold up another tenant's delivery", async () => {
    const slow = await startReceiver();
    const fast = await startReceiver();
    slow.setDefault({ status: 200, delayMs: 3 * SEC });
    const a = await endpointAt(slow);
    const b = await endpointAt(fast);
    const BACKLOG = 150;
    await t.db.transaction(async (tx) => {
      for (let e = 0; e < BACKLOG; e++)
        await raiseEvent(t.platform.outbox, tx, a.tenantId, 'call.completed', { call_id: `slow-${e}` });
    });
    // The service's own worker settings (lease, groups, detaching slow handlers).
    const w = worker({ ...PRODUCTION_WORKER });
    try {
      await w.start();
      await waitFor("the slow endpoint's first posts", () => slow.received.length > 0);
      const raised = Date.now();
      await raiseEvent(t.platform.outbox, t.db, b.tenantId, 'call.completed', { call_id: 'fast' });
      t.platform.outbox.wake(EVENT_TOPIC);
      await waitFor("the other tenant's delivery", () => fast.received.length > 0);
      const waited = Date.now() - raised;
      // Delivered while most of the slow endpoint's backlog is still waiting: not behind it.
      const [{ n } = { n: 0 }] = await t.db
        .select({ n: count() })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.tenantId, a.tenantId),
            inArray(outboxMessages.status, ['pending', 'processing']),
          ),
        );
      expect(Number(n)).toBeGreaterThan(BACKLOG / 2);
      expect(slow.received.length).toBeLessThan(BACKLOG / 2);
      // Generous for a loaded machine: without the limits it waited for whole groups of 3 s posts.
      expect(waited).toBeLessThan(2_500);
      // Claims now leave the slow endpoint's messages alone (it is at its limit).
      expect(w.busyLanes(DELIVER_TOPIC)).toContain(a.endpointId);
    } finally {
      const stopping = w.stop();
      await slow.close(); // its posts in flight fail now
      await stopping;
      await fast.close();
      // The backlog left would be due in the next test (the database is shared).
      await t.db.delete(outboxMessages).where(inArray(outboxMessages.tenantId, [a.tenantId, b.tenantId]));
    }
  }, 60_000);

  it("after a crash a delivery is taken over within the lease (20 s), a live worker's slow one is never posted twice", async () => {
    expect(PRODUCTION_WORKER.leaseMs + PRODUCTION_WORKER.pollMs).toBeLessThan(30 * SEC);
    const rx = await startReceiver();
    try {
      const { tenantId } = await endpointAt(rx);
      for (const id of ['stranded', 'healthy'])
        await raiseEvent(t.platform.outbox, t.db, tenantId, 'call.completed', { call_id: id });
      await worker({ inlineFanOut: 0 }).drain(1); // the fan-out only: two delivery messages queued
      const lease = { leaseMs: PRODUCTION_WORKER.leaseMs };

      // A worker claims one and dies (never posts, never renews).
      const [stranded] = await worker(lease).claim(1);
      expect(stranded?.topic).toBe(DELIVER_TOPIC);
      // A live worker posts the other; its receiver takes 4 s to answer.
      rx.plan.push({ status: 200, delayMs: 4 * SEC });
      const live = worker({ ...lease, heartbeatMs: 25 });
      const posting = live.runOnce();
      await waitFor('the live post', () => rx.received.length === 1);
      const healthyDelivery = String(rx.received[0]!.headers['x-service-delivery']);

      // Before the lease ends nobody takes either; 21 s after the crash the heartbeat has kept
      // the live one's lease, and another worker takes over the stranded one.
      const survivor = worker(lease);
      clock.advance(19 * SEC);
      expect(await survivor.drain()).toBe(0);
      clock.advance(2 * SEC);
      await waitFor('the heartbeat', async () => {
        const [m] = await t.db
          .select()
          .from(outboxMessages)
          .where(
            and(
              eq(outboxMessages.topic, DELIVER_TOPIC),
              sql`${outboxMessages.payload}->>'delivery_id' = ${healthyDelivery}`,
            ),
          );
        return m!.lockedUntil!.getTime() > clock.now().getTime();
      });
      expect(await survivor.drain()).toBe(1);
      expect(rx.received).toHaveLength(2);
      expect(rx.received[1]!.headers['x-service-delivery']).not.toBe(healthyDelivery);

      expect(await posting).toBe(1);
      const deliveries = await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.tenantId, tenantId));
      expect(deliveries.map((d) => [d.status, d.attempts])).toEqual([
        ['succeeded', 1],
        ['succeeded', 1],
      ]);
      // Each posted once.
      expect(new Set(rx.received.map((r) => r.headers['x-service-delivery'])).size).toBe(2);
      await live.stop();
    } finally {
      await rx.close();
    }
  }, 60_000);
});
