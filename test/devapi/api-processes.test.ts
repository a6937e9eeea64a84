import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execRows } from '../../src/db/client.js';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { usingServer } from '../helpers/db.js';
import { createApiKey } from '../helpers/fixtures.js';
import { startMain, whenStarted } from '../helpers/main-process.js';
import { startReceiver } from '../helpers/receiver.js';
import { bookableTenant, warsaw } from './setup.js';

/**
 * Scale-out (issue #25, item 5): two API processes (`ROLE=api`, the service's own entry point)
 * and two worker processes (`ROLE=worker`) on one PostgreSQL and one Redis keep idempotency,
 * the per-key rate limit and webhook deliveries exact, as if they were one. Needs the
 * PostgreSQL server and Redis (PGlite is one process's own).
 */
const shared = usingServer() && Boolean(process.env.REDIS_URL);

type Api = ReturnType<typeof startMain> & { url: string };
type Worker = ReturnType<typeof startMain>;

function startWorker(env: Record<string, string>): Promise<Worker> {
  const p = startMain({ ROLE: 'worker', ...env });
  return whenStarted(p, 'a worker process', (out) =>
    out.includes('Recepcja worker is running') ? p : undefined,
  );
}

function startApi(env: Record<string, string>): Promise<Api> {
  const p = startMain({ ROLE: 'api', PORT: '0', ...env });
  return whenStarted(p, 'an API process', (out) => {
    const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    return m && out.includes('Recepcja is ready') ? { ...p, url: m[1]! } : undefined;
  });
}

describe.skipIf(!shared)('two API processes on one PostgreSQL and Redis', () => {
  let t: TestApp;
  let dataDir: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  const apis: Api[] = [];
  const workers: Worker[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = await mkdtemp(path.join(tmpdir(), 'recepcja-apis-'));
    const [{ name } = { name: '' }] = await execRows<{ name: string }>(
      t.db,
      sql`select current_database() as name`,
    );
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
    databaseUrl.pathname = `/${name}`;
    const env = {
      ...TEST_SECRETS,
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      REDIS_URL: process.env.REDIS_URL!,
      // The webhook receiver of the test listens on loopback.
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1',
    };
    const [a, b, w1, w2] = await Promise.all([
      startApi(env),
      startApi(env),
      startWorker(env),
      startWorker(env),
    ]);
    apis.push(a, b);
    workers.push(w1, w2);
  }, 180_000);

  afterAll(async () => {
    for (const p of [...apis, ...workers]) p.child.kill('SIGTERM');
    await Promise.all([...apis, ...workers].map((p) => p.exited));
    await receiver?.close();
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('one Idempotency-Key sent to both at once books one appointment; both answers agree', async () => {
    const { tenant, live } = await bookableTenant(t);
    const rounds = 8;
    for (let i = 0; i < rounds; i++) {
      const key = `two-processes-${i}`;
      const body = JSON.stringify({
        start_time: warsaw(6, `${String(9 + i).padStart(2, '0')}:00`),
        patient_name: `P${i}`,
      });
      const send = (a: Api) =>
        fetch(`${a.url}/v2/appointments`, {
          method: 'POST',
          headers: { ...live.auth, 'content-type': 'application/json', 'idempotency-key': key },
          body,
        }).then(async (r) => ({
          status: r.status,
          replayed: r.headers.get('idempotent-replayed'),
          body: await r.text(),
        }));
      const answers = await Promise.all(apis.map(send));
      const created = answers.filter((a) => a.status === 201);
      // Either both 201 (the later one a replay of the same bytes), or one 201 and one
      // 409 idempotency_in_progress (the second arrived while the first held the key).
      expect(created.length, JSON.stringify(answers)).toBeGreaterThanOrEqual(1);
      for (const other of answers.filter((a) => a.status !== 201)) {
        expect(other.status).toBe(409);
        expect(JSON.parse(other.body).error.code).toBe('idempotency_in_progress');
      }
      if (created.length === 2) {
        expect(created[0]!.body).toBe(created[1]!.body);
        expect(created.filter((a) => a.replayed === 'true')).toHaveLength(1);
      }
      // A retry on either process now replays the one answer.
      const again = await send(apis[i % 2]!);
      expect(again.status).toBe(201);
      expect(again.replayed).toBe('true');
      expect(again.body).toBe(created[0]!.body);
    }
    const rows = await t.db.select().from(appointments).where(eq(appointments.tenantId, tenant.id));
    expect(rows).toHaveLength(rounds);
  }, 60_000);

  it('a key’s rate limit is one counter across both processes', async () => {
    // Test keys: 100 requests a minute (V2_LIMITS.test). 70 to each process at once.
    const { test } = await bookableTenant(t);
    const get = (a: Api) =>
      fetch(`${a.url}/v2/appointments?limit=1`, { headers: test.auth }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      });
    const statuses = await Promise.all(Array.from({ length: 140 }, (_, i) => get(apis[i % 2]!)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
  }, 60_000);

  it('two workers deliver each webhook event exactly once', async () => {
    const { tenant, live } = await bookableTenant(t);
    const hooks = await createApiKey(t, tenant.id, { scopes: ['webhooks:manage'] });
    receiver = await startReceiver();
    const hook = await fetch(`${apis[0]!.url}/v2/webhook-endpoints`, {
      method: 'POST',
      headers: { ...hooks.auth, 'content-type': 'application/json', 'idempotency-key': 'two-workers-hook' },
      body: JSON.stringify({ url: receiver.url('/hooks') }),
    });
    expect(hook.status, await hook.clone().text()).toBe(201);
    // 24 bookings through both API processes at once: 24 appointment.created events, queued in
    // the outbox and claimed by whichever worker gets there first.
    const ids = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const r = await fetch(`${apis[i % 2]!.url}/v2/appointments`, {
          method: 'POST',
          headers: {
            ...live.auth,
            'content-type': 'application/json',
            'idempotency-key': `two-workers-${i}`,
          },
          body: JSON.stringify({
            start_time: warsaw(9 + Math.floor(i / 8), `${String(9 + (i % 8)).padStart(2, '0')}:00`),
            patient_name: `W${i}`,
          }),
        });
        expect(r.status).toBe(201);
        return ((await r.json()) as { id: string }).id;
      }),
    );
    const until = Date.now() + 60_000;
    const created = () => receiver!.received.filter((r) => r.rawBody.includes('"appointment.created"'));
    while (created().length < ids.length && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    // Time for a duplicate to arrive, were a message ever claimed twice.
    await new Promise((r) => setTimeout(r, 1500));
    const bodies = created().map((r) => r.rawBody);
    expect(bodies).toHaveLength(ids.length);
    for (const id of ids)
      expect(
        bodies.filter((b) => b.includes(id)),
        id,
      ).toHaveLength(1);
  }, 90_000);
});
