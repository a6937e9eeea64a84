/**
 * One benchmark target in its own process, on PGlite or on a throwaway database of a
 * PostgreSQL server, seeded deterministically (the same ids, times and keys in every
 * process, so that the targets' answers can be compared byte for byte):
 *
 * - `app`: the real service (API-key auth, rate limits, idempotency, Drizzle, logging at
 *   `BENCH_LOG_LEVEL`, default `info` as in production);
 * - `bare`: a plain Fastify handler on the raw driver (node-postgres or PGlite) running the
 *   service's keyset query as a named prepared statement and serving the byte-identical
 *   JSON, with no authentication at all: the fastest honest way to serve the same bytes;
 * - `bare-key`: the same plus the API-key lookup (SHA-256 of the bearer, one query).
 *
 * Prints one line `BENCH {port, keys, tenantId, database}` when listening (`database`: the
 * PostgreSQL database's name, null on PGlite). Stops on SIGTERM and drops its database.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../src/app.js';
import { parseConfig, type ResolvedConfig } from '../src/config.js';
import { type Database, type Db, openPostgres, PGLITE_OPTIONS, pgliteDatabase } from '../src/db/client.js';
import { newId } from '../src/db/columns.js';
import { withPreparedStatements } from '../src/db/pglite-statements.js';
import { apiKeys } from '../src/modules/api-keys/api-keys.schema.js';
import { calls } from '../src/modules/calls/calls.schema.js';
import { tenants } from '../src/modules/tenants/tenants.schema.js';
import { sha256Hex } from '../src/platform/tokens.js';

type Kind = 'app' | 'bare' | 'bare-key';
const [kind, engine, adminUrl] = process.argv.slice(2) as [Kind, 'pglite' | 'postgres', string?];
const KEYS = 100;
const CALLS = 2000;
const JWT_SECRET = 'bench-jwt-secret-0123456789';
const TENANT_ID = '01900000-0000-7000-8000-00000000be0c';
/** A fixed point in time: the seeded rows are the same in every target. */
const T0 = Date.UTC(2026, 0, 1);
const ALL_DAY = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]]),
) as Record<string, [string, string][]>;

const digest = (s: string) => createHash('sha256').update(s).digest();
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const keyOf = (i: number) => `svc_live_${[...digest(`bench-key-${i}`)].map((b) => BASE62[b % 62]).join('')}`;
const idOf = (i: number, at: number) =>
  uuidv7({ msecs: at, random: digest(`bench-call-${i}`).subarray(0, 16) });

async function seed(db: Db) {
  await db.insert(tenants).values({
    id: TENANT_ID,
    businessName: 'Bench',
    tier: 'enterprise',
    subscriptionStatus: 'active',
    openingHours: ALL_DAY,
  });
  const keys = Array.from({ length: KEYS }, (_, i) => keyOf(i));
  await db.insert(apiKeys).values(
    keys.map((k) => ({
      tenantId: TENANT_ID,
      name: 'bench',
      mode: 'live' as const,
      prefix: k.slice(0, 13),
      keyHash: sha256Hex(k),
      scopes: ['calls:read', 'appointments:read', 'appointments:write'],
    })),
  );
  for (let i = 0; i < CALLS; i += 500) {
    await db.insert(calls).values(
      Array.from({ length: Math.min(500, CALLS - i) }, (_, j) => {
        const n = i + j;
        const at = T0 + n * 60_000;
        return {
          id: idOf(n, at),
          tenantId: TENANT_ID,
          callerNumber: '+48601234567',
          calledNumber: '+48221234567',
          status: 'completed' as const,
          outcome: 'answered_faq' as const,
          durationSeconds: 60 + j,
          sentiment: 'neutral' as const,
          summary: 'Pytanie o godziny otwarcia i cennik usług.',
          callbackRequested: n % 7 === 0,
          createdAt: new Date(at),
          startedAt: new Date(at),
          endedAt: new Date(at + (60 + j) * 1000),
          updatedAt: new Date(at + (61 + j) * 1000),
        };
      }),
    );
  }
  return { tenantId: TENANT_ID, keys };
}

// Open the database: PGlite in memory, or a fresh database on the server.
let cleanup = async () => {};
let database: Database | undefined;
let pglite: PGlite | undefined;
let pool: pg.Pool | undefined;
let db: Db;
/**
 * BENCH_SHARED_DB (PostgreSQL, `app` only; bench/scale.ts): the database of that name, shared by
 * several service processes. The first process creates, migrates and seeds it; the others find it
 * seeded; none drops it (the caller does).
 */
const sharedDb = engine === 'postgres' && kind === 'app' ? process.env.BENCH_SHARED_DB : undefined;
let seeded = false;
/** The PostgreSQL database this target serves from (its backends' CPU is counted by bench/cpu.ts). */
let databaseName: string | null = null;
if (engine === 'postgres') {
  if (!adminUrl) throw new Error('postgres needs a server URL');
  const name = sharedDb ?? `recepcja_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = sharedDb
    ? (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
    : false;
  if (!exists) await admin.query(`create database "${name}"`);
  databaseName = name;
  seeded = exists;
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = openPostgres(url.toString(), { max: 10, applicationName: 'recepcja-bench' });
  await database.migrate();
  db = database.db;
  if (kind !== 'app') {
    pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
    pool.on('error', () => {});
  }
  cleanup = async () => {
    await pool?.end();
    await database?.close();
    if (sharedDb) return;
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
} else {
  pglite = await PGlite.create(PGLITE_OPTIONS);
  // The service's own PGlite wrapper (with its in-process notifications), on a client this
  // file also keeps for the bare route.
  database = pgliteDatabase(pglite);
  await database.migrate();
  db = database.db;
  cleanup = async () => pglite!.close();
}
const { tenantId, keys } = seeded
  ? { tenantId: TENANT_ID, keys: Array.from({ length: KEYS }, (_, i) => keyOf(i)) }
  : await seed(db);
// The bare targets use their own pool only.
if (kind !== 'app' && engine === 'postgres') await database!.close();

// The service's listing query (`listCallWireKeyset` with no filter, newest first), as Drizzle
// sends it: the page's items in their wire form, built by the database as one JSON array. Both
// bare targets prepare it once per connection, as the service does, and serve the items as they
// come.
const LIST_SQL =
  'select coalesce(json_agg(json_build_object( \'id\', "id", \'created_at\', to_char("page"."created_at" at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\'), \'caller_number\', "caller_number", \'direction\', "direction", \'status\', "status", \'outcome\', "outcome", \'duration_seconds\', "duration_seconds", \'sentiment\', "sentiment", \'summary\', "summary", \'had_error\', "had_error", \'called_number\', "called_number", \'started_at\', to_char("page"."started_at" at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\'), \'ended_at\', to_char("page"."ended_at" at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\'), \'callback_requested\', "callback_requested", \'updated_at\', to_char("page"."updated_at" at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') ) order by "created_at" desc, "id" desc), \'[]\'::json) from (select "id", "created_at", "caller_number", "called_number", "direction", "status", "outcome", "duration_seconds", "sentiment", "summary", "had_error", "callback_requested", "started_at", "ended_at", "updated_at" from "calls" where "calls"."tenant_id" = $1 order by "calls"."created_at" desc, "calls"."id" desc limit $2) "page"';
const KEY_SQL =
  'select "api_keys"."id", "api_keys"."tenant_id", "api_keys"."mode", "api_keys"."scopes", "tenants"."tier" from "api_keys" inner join "tenants" on "tenants"."id" = "api_keys"."tenant_id" where ("api_keys"."key_hash" = $1 and "api_keys"."revoked_at" is null) limit $2';
const INSERT_SQL =
  'insert into appointments (id, tenant_id, department_id, start_time, end_time, duration_minutes, status, service_type, patient_name, patient_phone, notes, source) values ($1, $2, null, $3, $4, 5, $5, null, $6, null, null, $7) returning *';

/**
 * The baselines' statements, prepared once as the service's are: a named statement of
 * node-postgres on a server, and on PGlite the service's own prepared-statement client
 * (src/db/pglite-statements.ts), since PGlite's `query` plans every statement again.
 */
let preparedPglite: ReturnType<typeof withPreparedStatements> | undefined;
async function raw(name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  if (pool) return (await pool.query({ name, text, values })).rows;
  preparedPglite ??= withPreparedStatements(pglite!);
  return (await preparedPglite.query<Record<string, unknown>>(text, values)).rows;
}

/** The v2 cursor: `base64url(json).mac`, the MAC keyed with the JWT secret (`CursorCodec`). */
function cursorOf(createdAt: Date, id: string, tenantId: string) {
  const body = Buffer.from(JSON.stringify({ t: createdAt.toISOString(), i: id, d: 'desc' })).toString(
    'base64url',
  );
  const tag = hmac(`cursor:calls:${tenantId}\0${body}`);
  return `${body}.${tag}`;
}
const hmac = (v: string) =>
  createHmac('sha256', JWT_SECRET).update(v).digest().subarray(0, 16).toString('base64url');

let close: () => Promise<void>;
let port: number;
if (kind === 'app') {
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    JWT_SECRET,
    INTERNAL_API_KEY: 'bench-internal-key-0123456789',
    CI_STATUS_TOKEN: 'bench-ci-token-0123456789',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PORT: '0',
  }) as ResolvedConfig;
  // BENCH_REDIS_URL: rate limits and the principal cache's revocations shared through Redis, as
  // several instances of the service run (bench/scale.ts).
  const redis = process.env.BENCH_REDIS_URL
    ? new Redis(process.env.BENCH_REDIS_URL, { maxRetriesPerRequest: 1 })
    : undefined;
  const app = await buildApp({ config, database: database!, redis });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  close = async () => {
    await app.close();
    redis?.disconnect();
  };
} else {
  const app = Fastify({ logger: false });
  const lookUp = kind === 'bare-key';
  const unauthorized = { error: { code: 'invalid_api_key' } };
  /** The key's tenant (bare-key), or the seeded tenant (bare); null for an unknown key. */
  async function tenantOf(authorization: string | undefined): Promise<string | null> {
    if (!lookUp) return tenantId;
    if (!authorization?.startsWith('Bearer ')) return null;
    const hash = createHash('sha256').update(authorization.slice(7)).digest('hex');
    const [row] = await raw('bench_key', KEY_SQL, [hash, 1]);
    return row && row.tier !== 'starter' ? (row.tenant_id as string) : null;
  }
  app.get('/v2/calls', async (request, reply) => {
    const tenant = await tenantOf(request.headers.authorization);
    if (!tenant) return reply.status(401).send(unauthorized);
    const limit = Number((request.query as { limit?: string }).limit ?? 50);
    const [row] = await raw('bench_list', LIST_SQL, [tenant, limit + 1]);
    const rows = row!.coalesce as Record<string, unknown>[];
    const data = rows.slice(0, limit);
    const last = data[data.length - 1];
    const hasMore = rows.length > limit;
    return {
      data,
      pagination: {
        next_cursor:
          hasMore && last ? cursorOf(new Date(last.created_at as string), last.id as string, tenant) : null,
        has_more: hasMore,
      },
      livemode: true,
    };
  });
  app.post('/v2/appointments', async (request, reply) => {
    const tenant = await tenantOf(request.headers.authorization);
    if (!tenant) return reply.status(401).send(unauthorized);
    const body = request.body as { start_time: string; patient_name: string };
    const start = new Date(body.start_time);
    const [row] = await raw('bench_insert', INSERT_SQL, [
      newId(),
      tenant,
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

process.stdout.write(`BENCH ${JSON.stringify({ port, keys, tenantId, database: databaseName })}\n`);
process.once('SIGTERM', () => {
  close()
    .then(cleanup)
    .finally(() => process.exit(0));
});
