/**
 * `npm run bench:webhooks` (also the second part of `npm run bench`): webhook deliveries per second to a local receiver (a separate
 * process answering 200) with 1, 10 and 100 endpoints, on PostgreSQL and on PGlite.
 *
 * Each scenario raises events through the outbox exactly as the service does, then runs
 * the delivery workers (fan-out + signed POST + attempt record + outcome, the production
 * handlers) until every delivery has succeeded, and reports deliveries/s.
 *
 * Then the fairness scenarios: tenant A's endpoint answers after 5 s (`slow`) or not at all
 * (`timeout`: the 15 s time-out) and has a backlog, while tenant B's fast endpoint gets a
 * steady stream of events; reports B's delivery latency (event raised → received).
 *
 * Env: BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * `none` skips PostgreSQL), BENCH_DELIVERIES (default 3000 per scenario), BENCH_ENGINES,
 * BENCH_ENDPOINTS (default 1,10,100; `none` skips the throughput scenarios), BENCH_FAIRNESS
 * (default slow,timeout; `none` skips them), BENCH_FAIR_SECONDS (B's stream, default 20),
 * BENCH_FAIR_BACKLOG (A's events raised first, default 300).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { createPlatform } from '../src/app.js';
import { parseConfig, type ResolvedConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { tenants } from '../src/modules/tenants/tenants.schema.js';
import { createWebhookPoster } from '../src/modules/webhooks/http.js';
import { webhookDeliveries, webhookEndpoints } from '../src/modules/webhooks/webhooks.schema.js';
import { createWebhooksService, DELIVER_TOPIC } from '../src/modules/webhooks/webhooks.service.js';
import { EVENT_TOPIC, raiseEvent } from '../src/platform/events.js';
import { OutboxWorker, PRODUCTION_WORKER } from '../src/platform/outbox.js';
import { postgresReachable } from './postgres.js';

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 3000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const PER_TENANT = 16; // the service's limit of endpoints per tenant
const list = (v: string | undefined, d: string) => (v ?? d).split(',').filter((x) => x && x !== 'none');
const ENDPOINTS = list(process.env.BENCH_ENDPOINTS, '1,10,100').map(Number);
const FAIRNESS = list(process.env.BENCH_FAIRNESS, 'slow,timeout') as ('slow' | 'timeout')[];
const FAIR_SECONDS = Number(process.env.BENCH_FAIR_SECONDS ?? 20);
const FAIR_BACKLOG = Number(process.env.BENCH_FAIR_BACKLOG ?? 300);
const B_RATE = 20; // B's events per second

/**
 * Statements sent to the database (one round trip each), counted at the drivers: every
 * query of node-postgres goes through `Client.prototype.query`, every one of PGlite through
 * `query` (Drizzle's transactions on PGlite wrap their statements' `query` calls).
 */
let statements = 0;
for (const proto of [pg.Client.prototype, PGlite.prototype] as { query: (...a: unknown[]) => unknown }[]) {
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return query.apply(this, args);
  };
}

if (process.argv[2] === 'receiver') {
  // The receiver: its own process, so that it does not share the workers' event loop.
  // `/slow/…` answers after 5 s, `/hang/…` never (the sender times out); `/fast/…` records
  // each event's latency (its `sent_at` to now), read and reset with GET /stats.
  let n = 0;
  let latencies: number[] = [];
  let slowSeen = 0;
  const server = http.createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ latencies, slowSeen }));
      latencies = [];
      slowSeen = 0;
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      n++;
      const at = Date.now();
      if (req.url?.startsWith('/fast/')) {
        const sent = Number(JSON.parse(Buffer.concat(chunks).toString('utf8')).sent_at);
        if (sent) latencies.push(at - sent);
      }
      if (req.url?.startsWith('/hang/')) {
        slowSeen++;
        return;
      }
      const answer = () => {
        if (!res.destroyed) res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      };
      if (req.url?.startsWith('/slow/')) {
        slowSeen++;
        setTimeout(answer, 5_000);
      } else answer();
    });
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
  });
  process.on('SIGTERM', () => {
    process.stderr.write(`receiver handled ${n} requests\n`);
    process.exit(0);
  });
} else {
  await main();
}

async function startReceiver() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/webhooks.ts', 'receiver'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve) =>
    createInterface({ input: child.stdout! }).once('line', resolve),
  );
  return { child, port: (JSON.parse(line) as { port: number }).port };
}

async function openDb(engine: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openPglite(undefined);
    await db.migrate();
    return { db, drop: () => db.close() };
  }
  const name = `recepcja_bench_wh_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), { max: 20 });
  await db.migrate();
  return {
    db,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function scenario(engine: string, endpoints: number, port: number) {
  const { db: database, drop } = await openDb(engine);
  try {
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1',
      JWT_SECRET: 'b'.repeat(32),
      INTERNAL_API_KEY: 'b'.repeat(32),
      CI_STATUS_TOKEN: 'b'.repeat(32),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    }) as ResolvedConfig;
    const platform = createPlatform({ config, database });
    const db = database.db;
    const tenantIds: string[] = [];
    for (let i = 0; i < Math.ceil(endpoints / PER_TENANT); i++) {
      const [t] = await db
        .insert(tenants)
        .values({ businessName: `Bench ${i}`, tier: 'business' })
        .returning();
      tenantIds.push(t!.id);
    }
    for (let i = 0; i < endpoints; i++) {
      await db.insert(webhookEndpoints).values({
        tenantId: tenantIds[i % tenantIds.length]!,
        url: `http://127.0.0.1:${port}/hook/${i}`,
        enabledEvents: ['*'],
        secret: `whsec_${randomBytes(24).toString('base64url')}`,
      });
    }
    // Enough events that the scenario delivers about DELIVERIES requests.
    const perEvent = Math.min(endpoints, PER_TENANT);
    const events = Math.ceil(DELIVERIES / endpoints);
    for (let e = 0; e < events; e++) {
      await db.transaction(async (tx) => {
        for (const tenantId of tenantIds) {
          await raiseEvent(platform.outbox, tx, tenantId, 'call.completed', {
            call_id: `c${e}`,
            duration_seconds: 42,
          });
        }
      });
    }
    const expected = events * endpoints;
    const { poster, service, workers } = deliveryWorkers(platform, db);
    const started = performance.now();
    const statementsBefore = statements;
    for (let round = 0; round < 1000; round++) {
      const handled = await Promise.all(workers.map((w) => w.drain(1)));
      if (handled.every((n) => n === 0)) break;
    }
    const seconds = (performance.now() - started) / 1000;
    const sent = statements - statementsBefore;
    const [ok] = await db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'succeeded'));
    poster.close();
    await platform.outbox.waker.close();
    return {
      engine,
      endpoints,
      perEvent,
      expected,
      succeeded: Number(ok!.n),
      seconds,
      rate: Number(ok!.n) / seconds,
      perDelivery: sent / Number(ok!.n),
      putBack: service.gate.refused,
    };
  } finally {
    await drop();
  }
}

/** Percentile `p` (0–100) of sorted values. */
/** Two production workers with the webhook handlers, as `main.ts` runs them (loopback allowed). */
function deliveryWorkers(platform: ReturnType<typeof createPlatform>, db: Database['db']) {
  const poster = createWebhookPoster({ allowPrivate: true, httpsOnly: false, timeoutMs: 15_000 });
  const service = createWebhooksService({ ...platform, poster });
  const log = pino({ level: 'silent' });
  const workers = Array.from(
    { length: 2 },
    () =>
      new OutboxWorker({
        ...PRODUCTION_WORKER,
        db,
        waker: platform.outbox.waker,
        log,
        handlers: new Map([
          [EVENT_TOPIC, service.fanOut],
          [DELIVER_TOPIC, service.deliver],
        ]),
      }),
  );
  return { poster, service, workers };
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Tenant A's endpoint is slow (or times out) and has a backlog of `FAIR_BACKLOG` events;
 * tenant B's fast endpoint gets `B_RATE` events a second for `FAIR_SECONDS`, raised and woken
 * as the service does. Two production workers run their loops (as `main.ts` runs them).
 */
async function fairness(engine: string, kind: 'slow' | 'timeout', port: number) {
  const { db: database, drop } = await openDb(engine);
  try {
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1',
      JWT_SECRET: 'b'.repeat(32),
      INTERNAL_API_KEY: 'b'.repeat(32),
      CI_STATUS_TOKEN: 'b'.repeat(32),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    }) as ResolvedConfig;
    const platform = createPlatform({ config, database });
    const db = database.db;
    const [a, b] = await db
      .insert(tenants)
      .values([
        { businessName: 'Slow A', tier: 'business' },
        { businessName: 'Fast B', tier: 'business' },
      ])
      .returning();
    await db.insert(webhookEndpoints).values([
      {
        tenantId: a!.id,
        url: `http://127.0.0.1:${port}/${kind === 'slow' ? 'slow' : 'hang'}/a`,
        enabledEvents: ['*'],
        secret: `whsec_${randomBytes(24).toString('base64url')}`,
      },
      {
        tenantId: b!.id,
        url: `http://127.0.0.1:${port}/fast/b`,
        enabledEvents: ['*'],
        secret: `whsec_${randomBytes(24).toString('base64url')}`,
      },
    ]);
    await fetch(`http://127.0.0.1:${port}/stats`); // reset
    const { poster, workers } = deliveryWorkers(platform, db);
    await db.transaction(async (tx) => {
      for (let e = 0; e < FAIR_BACKLOG; e++)
        await raiseEvent(platform.outbox, tx, a!.id, 'call.completed', { call_id: `a${e}` });
    });
    for (const w of workers) await w.start();
    const sent = B_RATE * FAIR_SECONDS;
    for (let e = 0; e < sent; e++) {
      await new Promise((r) => setTimeout(r, 1000 / B_RATE));
      await raiseEvent(platform.outbox, db, b!.id, 'call.completed', {
        call_id: `b${e}`,
        sent_at: Date.now(),
      });
      platform.outbox.wake(EVENT_TOPIC);
    }
    // B's last events: at most a few seconds more.
    let stats = { latencies: [] as number[], slowSeen: 0 };
    const collected: number[] = [];
    let slowSeen = 0;
    for (let i = 0; i < 100 && collected.length < sent; i++) {
      await new Promise((r) => setTimeout(r, 100));
      stats = (await (await fetch(`http://127.0.0.1:${port}/stats`)).json()) as typeof stats;
      collected.push(...stats.latencies);
      slowSeen += stats.slowSeen;
    }
    const [{ n: aPending } = { n: 0 }] = await db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.tenantId, a!.id), eq(webhookDeliveries.status, 'pending')));
    // The workers' loops end without waiting for A's last posts (up to 15 s).
    for (const w of workers) void w.stop();
    poster.close();
    await platform.outbox.waker.close();
    const sorted = [...collected].sort((x, y) => x - y);
    return {
      engine,
      kind,
      sent,
      received: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      aPosted: slowSeen,
      aPending: Number(aPending),
    };
  } finally {
    await drop();
  }
}

async function main() {
  const engines = ENGINES.filter((e) => e === 'pglite' || e === 'postgres');
  if (engines.includes('postgres') && !(await postgresReachable(PG_URL))) {
    process.stdout.write('PostgreSQL not reachable: measuring webhook deliveries on PGlite only.\n');
    engines.splice(engines.indexOf('postgres'), 1);
  }
  const receiver = await startReceiver();
  const rows = [];
  const fair: Awaited<ReturnType<typeof fairness>>[] = [];
  try {
    for (const engine of engines) {
      for (const endpoints of ENDPOINTS) {
        const r = await scenario(engine, endpoints, receiver.port);
        rows.push(r);
        process.stdout.write(
          `${engine.padEnd(8)} ${String(endpoints).padStart(3)} endpoints: ${r.succeeded}/${r.expected} delivered in ${r.seconds.toFixed(2)} s = ${Math.round(r.rate)} deliveries/s, ${r.perDelivery.toFixed(3)} statements/delivery, ${r.putBack} put back for a busy endpoint\n`,
        );
      }
    }
    for (const engine of engines) {
      for (const kind of FAIRNESS) {
        const r = await fairness(engine, kind, receiver.port);
        fair.push(r);
        process.stdout.write(
          `${engine.padEnd(8)} A ${kind.padEnd(7)}: B ${r.received}/${r.sent} received, latency p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms; A: ${r.aPosted} posts received, ${r.aPending} deliveries pending\n`,
        );
      }
    }
  } finally {
    receiver.child.kill('SIGTERM');
  }
  if (fair.length > 0) {
    process.stdout.write(
      `\nFairness: tenant B's latency (event raised → received; ${B_RATE}/s for ${FAIR_SECONDS} s) while tenant A's endpoint answers after 5 s (slow) or never (timeout, 15 s) with a backlog of ${FAIR_BACKLOG} events (target p99 < 1 s)\n\n| engine | A | B received | p50 ms | p95 ms | p99 ms | max ms | A posts received | A pending |\n|---|---|---|---|---|---|---|---|---|\n`,
    );
    for (const r of fair)
      process.stdout.write(
        `| ${r.engine} | ${r.kind} | ${r.received}/${r.sent} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.aPosted} | ${r.aPending} |\n`,
      );
  }
  if (rows.length === 0) return;
  process.stdout.write(
    '\nWebhook deliveries (target ≥ 1,000 deliveries/s)\n\n| engine | endpoints | deliveries | seconds | deliveries/s | statements/delivery |\n|---|---|---|---|---|---|\n',
  );
  for (const r of rows) {
    process.stdout.write(
      `| ${r.engine} | ${r.endpoints} | ${r.succeeded} | ${r.seconds.toFixed(2)} | ${Math.round(r.rate)} | ${r.perDelivery.toFixed(3)} |\n`,
    );
  }
}
