import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execRows } from '../../src/db/client.js';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { usingServer } from '../helpers/db.js';
import { startMain } from '../helpers/main-process.js';
import { bookableTenant, warsaw } from './setup.js';

/**
 * Scale-out (issue #25, item 5): two API processes (`ROLE=api`, the service's own entry point)
 * on one PostgreSQL and one Redis keep idempotency and the per-key rate limit exact, as if
 * they were one. Needs the PostgreSQL server and Redis (PGlite is one process's own).
 */
const shared = usingServer() && Boolean(process.env.REDIS_URL);

type Api = ReturnType<typeof startMain> & { url: string };

async function startApi(env: Record<string, string>): Promise<Api> {
  const p = startMain({ ROLE: 'api', PORT: '0', ...env });
  const until = Date.now() + 150_000; // loading the service takes seconds, more on a busy machine
  for (;;) {
    const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(p.out());
    if (m && p.out().includes('Recepcja is ready')) return { ...p, url: m[1]! };
    if (p.child.exitCode !== null) throw new Error(`an API process exited early:\n${p.out()}${p.err()}`);
    if (Date.now() > until) throw new Error(`an API process did not start:\n${p.out()}${p.err()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!shared)('two API processes on one PostgreSQL and Redis', () => {
  let t: TestApp;
  let dataDir: string;
  const apis: Api[] = [];

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
    };
    apis.push(...(await Promise.all([startApi(env), startApi(env)])));
  }, 180_000);

  afterAll(async () => {
    for (const a of apis) a.child.kill('SIGTERM');
    await Promise.all(apis.map((a) => a.exited));
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
});
