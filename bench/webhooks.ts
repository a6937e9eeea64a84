/**
 * `npm run bench:webhooks` (also the second part of `npm run bench`): webhook deliveries per second to a local receiver (a separate
 * process answering 200) with 1, 10 and 100 endpoints, on PostgreSQL and on PGlite.
 *
 * Each scenario raises events through the outbox exactly as the service does, then runs
 * the delivery workers (fan-out + signed POST + attempt record + outcome, the production
 * handlers) until every delivery has succeeded, and reports deliveries/s.
 *
 * Env: BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * `none` skips PostgreSQL), BENCH_DELIVERIES (default 3000 per scenario), BENCH_ENGINES.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
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
  let n = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      n++;
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
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
  try {
    for (const engine of engines) {
      for (const endpoints of [1, 10, 100]) {
        const r = await scenario(engine, endpoints, receiver.port);
        rows.push(r);
        process.stdout.write(
          `${engine.padEnd(8)} ${String(endpoints).padStart(3)} endpoints: ${r.succeeded}/${r.expected} delivered in ${r.seconds.toFixed(2)} s = ${Math.round(r.rate)} deliveries/s, ${r.perDelivery.toFixed(3)} statements/delivery\n`,
        );
      }
    }
  } finally {
    receiver.child.kill('SIGTERM');
  }
  process.stdout.write(
    '\nWebhook deliveries (target ≥ 1,000 deliveries/s)\n\n| engine | endpoints | deliveries | seconds | deliveries/s | statements/delivery |\n|---|---|---|---|---|---|\n',
  );
  for (const r of rows) {
    process.stdout.write(
      `| ${r.engine} | ${r.endpoints} | ${r.succeeded} | ${r.seconds.toFixed(2)} | ${Math.round(r.rate)} | ${r.perDelivery.toFixed(3)} |\n`,
    );
  }
}
