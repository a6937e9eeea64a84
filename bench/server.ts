/**
 * One benchmark target in its own process: `app` (the real service: auth, rate limits,
 * idempotency, Drizzle) or `bare` (Fastify + the raw driver running the same SQL), on
 * PGlite or on a throwaway database of a PostgreSQL server. Prints one JSON line when
 * listening: {port, keys, tenantId}. Stops on SIGTERM and drops its database.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { parseConfig, type ResolvedConfig } from '../src/config.js';
import { type Database, type Db, openPostgres, pgliteDatabase } from '../src/db/client.js';
import { newId } from '../src/db/columns.js';
import { apiKeys } from '../src/modules/api-keys/api-keys.schema.js';
import { calls } from '../src/modules/calls/calls.schema.js';
import { tenants } from '../src/modules/tenants/tenants.schema.js';
import { randomBase62, sha256Hex } from '../src/platform/tokens.js';

const [kind, engine, adminUrl] = process.argv.slice(2) as ['app' | 'bare', 'pglite' | 'postgres', string?];
const KEYS = 100;
const CALLS = 2000;
const ALL_DAY = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]]),
) as Record<string, [string, string][]>;

async function seed(db: Db) {
  const [tenant] = await db
    .insert(tenants)
    .values({
      businessName: 'Bench',
      tier: 'enterprise',
      subscriptionStatus: 'active',
      openingHours: ALL_DAY,
    })
    .returning();
  const keys = Array.from({ length: KEYS }, () => `svc_live_${randomBase62(40)}`);
  await db.insert(apiKeys).values(
    keys.map((k) => ({
      tenantId: tenant!.id,
      name: 'bench',
      mode: 'live' as const,
      prefix: k.slice(0, 13),
      keyHash: sha256Hex(k),
      scopes: ['calls:read', 'appointments:read', 'appointments:write'],
    })),
  );
  const base = Date.now() - CALLS * 60_000;
  for (let i = 0; i < CALLS; i += 500) {
    await db.insert(calls).values(
      Array.from({ length: Math.min(500, CALLS - i) }, (_, j) => ({
        tenantId: tenant!.id,
        callerNumber: '+48601234567',
        calledNumber: '+48221234567',
        status: 'completed' as const,
        outcome: 'answered_faq' as const,
        durationSeconds: 60 + j,
        sentiment: 'neutral' as const,
        summary: 'Pytanie o godziny otwarcia i cennik usług.',
        createdAt: new Date(base + (i + j) * 60_000),
      })),
    );
  }
  return { tenantId: tenant!.id, keys };
}

// Open the database: PGlite in memory, or a fresh database on the server.
let cleanup = async () => {};
let database: Database | undefined;
let pglite: PGlite | undefined;
let pool: pg.Pool | undefined;
let db: Db;
if (engine === 'postgres') {
  if (!adminUrl) throw new Error('postgres needs a server URL');
  const name = `recepcja_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = openPostgres(url.toString(), { max: 10, applicationName: 'recepcja-bench' });
  await database.migrate();
  db = database.db;
  if (kind === 'bare') {
    pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
    pool.on('error', () => {});
  }
  cleanup = async () => {
    await pool?.end();
    await database?.close();
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
} else {
  pglite = await PGlite.create({ extensions: { btree_gist, citext, pg_trgm } });
  // The service's own PGlite wrapper (with its in-process notifications), on a client this
  // file also keeps for the bare route.
  database = pgliteDatabase(pglite);
  await database.migrate();
  db = database.db;
  cleanup = async () => pglite!.close();
}
const { tenantId, keys } = await seed(db);

// The same SQL as the service's listing: the columns of a call item (`callItemColumns`).
const LIST_SQL =
  'select id, created_at, caller_number, called_number, direction, status, outcome, duration_seconds, sentiment, summary, had_error, callback_requested, started_at, ended_at, updated_at from calls where tenant_id = $1 order by created_at desc, id desc limit $2';
const INSERT_SQL =
  'insert into appointments (id, tenant_id, department_id, start_time, end_time, duration_minutes, status, service_type, patient_name, patient_phone, notes, source) values ($1, $2, null, $3, $4, 5, $5, null, $6, null, null, $7) returning *';

async function raw(text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  if (pool) return (await pool.query(text, params)).rows;
  return (await pglite!.query<Record<string, unknown>>(text, params)).rows;
}

let close: () => Promise<void>;
let port: number;
if (kind === 'app') {
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-jwt-secret-0123456789',
    INTERNAL_API_KEY: 'bench-internal-key-0123456789',
    CI_STATUS_TOKEN: 'bench-ci-token-0123456789',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PORT: '0',
  }) as ResolvedConfig;
  const app = await buildApp({ config, database: database! });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  close = async () => {
    await app.close();
  };
} else {
  const app = Fastify({ logger: false });
  app.get('/v2/calls', async (request) => {
    const limit = Number((request.query as { limit?: string }).limit ?? 50);
    const rows = await raw(LIST_SQL, [tenantId, limit + 1]);
    return { data: rows.slice(0, limit), has_more: rows.length > limit };
  });
  app.post('/v2/appointments', async (request, reply) => {
    const body = request.body as { start_time: string; patient_name: string };
    const start = new Date(body.start_time);
    const [row] = await raw(INSERT_SQL, [
      newId(),
      tenantId,
      start,
      new Date(start.getTime() + 5 * 60_000),
      'scheduled',
      body.patient_name,
      'api',
    ]);
    return reply.status(201).send(row);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  close = async () => {
    await app.close();
  };
}

process.stdout.write(`${JSON.stringify({ port, keys, tenantId })}\n`);
process.once('SIGTERM', () => {
  close()
    .then(cleanup)
    .finally(() => process.exit(0));
});
