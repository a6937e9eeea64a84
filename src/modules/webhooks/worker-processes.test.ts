import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRETS } from '../../../test/helpers/app.js';
import { usingServer } from '../../../test/helpers/db.js';
import { createTenantWithOwner } from '../../../test/helpers/fixtures.js';
import { startMain } from '../../../test/helpers/main-process.js';
import { startReceiver } from '../../../test/helpers/receiver.js';
import { execRows } from '../../db/client.js';
import { EVENT_TOPIC, raiseEvent } from '../../platform/events.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import { webhookAttempts, webhookEndpoints } from './webhooks.schema.js';
import { DELIVER_TOPIC } from './webhooks.service.js';

const EVENTS = 100;
const ENDPOINTS = 3;
const WORKERS = 3;

/** The service's own entry point in the worker role, as production runs it (`ROLE=worker`). */
function startWorker(env: Record<string, string>) {
  const p = startMain({ ROLE: 'worker', ...env });
  return { ...p, out: () => p.out() + p.err() };
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The "several worker processes on one PostgreSQL never deliver one attempt twice",
 * with real processes: three `src/main.ts` workers share the test database and race for the
 * same due messages (woken together through Redis when it is there, else by their polls).
 * PGlite is embedded in one process, so this runs on the PostgreSQL server only.
 */
describe.runIf(usingServer())('webhook workers in separate processes', () => {
  it('three worker processes on one PostgreSQL post every delivery exactly once', async () => {
    const t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
    const rx = await startReceiver();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'recepcja-workers-'));
    const workers: ReturnType<typeof startWorker>[] = [];
    try {
      const { tenant } = await createTenantWithOwner(t, { tier: 'business' });
      const endpoints = await t.db
        .insert(webhookEndpoints)
        .values(
          Array.from({ length: ENDPOINTS }, (_, i) => ({
            tenantId: tenant.id,
            url: rx.url(`/hook/${i}`),
            enabledEvents: ['*'],
            secret: `whsec_${randomBytes(24).toString('base64url')}`,
          })),
        )
        .returning({ id: webhookEndpoints.id });
      const [{ name } = { name: '' }] = await execRows<{ name: string }>(
        t.db,
        sql`select current_database() as name`,
      );
      const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
      databaseUrl.pathname = `/${name}`;
      for (let i = 0; i < WORKERS; i++) {
        workers.push(
          startWorker({
            ...TEST_SECRETS,
            DATABASE_URL: databaseUrl.toString(),
            DATA_DIR: dataDir,
            WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1',
            ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
          }),
        );
      }
      for (const w of workers)
        await waitFor(
          'the worker processes to start',
          () => {
            if (w.child.exitCode !== null) throw new Error(`a worker exited early:\n${w.out()}`);
            return w.out().includes('Recepcja worker is running');
          },
          120_000,
        );

      // All three are idle and listening; the events arrive at once.
      await t.db.transaction(async (tx) => {
        for (let e = 0; e < EVENTS; e++)
          await raiseEvent(t.platform.outbox, tx, tenant.id, 'call.completed', { call_id: `proc-${e}` });
      });
      t.platform.outbox.wake(EVENT_TOPIC);

      const expected = EVENTS * ENDPOINTS;
      const deliverMessages = () =>
        t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, DELIVER_TOPIC));
      await waitFor(
        'every delivery to be settled',
        async () => {
          const msgs = await deliverMessages();
          return msgs.length === expected && msgs.every((m) => m.status === 'done');
        },
        120_000,
      );
      // Stop the workers (each finishes the batch in hand) before counting what was posted.
      for (const w of workers) w.child.kill('SIGTERM');
      expect(await Promise.all(workers.map((w) => w.exited))).toEqual(workers.map(() => 0));

      const ids = rx.received.map((r) => String(r.headers['x-service-delivery']));
      expect(ids).toHaveLength(expected);
      expect(new Set(ids).size).toBe(expected);
      // Every endpoint got every event once.
      for (const [i] of endpoints.entries())
        expect(rx.received.filter((r) => r.url === `/hook/${i}`)).toHaveLength(EVENTS);
      const attempts = await t.db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids));
      expect(attempts).toHaveLength(expected);
      const msgs = await deliverMessages();
      expect(msgs.every((m) => m.attempts === 1)).toBe(true);
      const events = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.topic, EVENT_TOPIC), eq(outboxMessages.tenantId, tenant.id)));
      expect(events.map((m) => [m.status, m.attempts])).toEqual(events.map(() => ['done', 1]));
      // The race was real: more than one process posted deliveries. With Redis every fan-out
      // wakes all three at once; without it they poll once a second and one may do it all.
      const posters = new Set(msgs.map((m) => m.lockedBy));
      if (process.env.REDIS_URL) expect(posters.size, [...posters].join(', ')).toBeGreaterThan(1);
    } finally {
      for (const w of workers as { child: ChildProcess }[])
        if (w.child.exitCode === null) w.child.kill('SIGKILL');
      await rx.close();
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
