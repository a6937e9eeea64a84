import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-lock.js';
import { withPreparedStatements } from './pglite-statements.js';

/** One Drizzle handle type for both engines; repositories are written against it. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT>;
/** Repository methods take an optional transaction and fall back to the handle. */
export type DbOrTx = Db | Tx;

export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /** `SELECT 1` with a time limit; rejects when the database cannot answer. */
  ping(timeoutMs?: number): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Subscribes to a `pg_notify` channel, only where a notification reaches this process
   * before the statement that raised it returns to its caller: the embedded PGlite, which
   * this process alone opens and which runs one statement at a time. Absent on a
   * PostgreSQL server, where other processes write and notifications arrive later.
   */
  listenInProcess?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The extensions the migrations create (`0000_extensions.sql`), as PGlite loads them. */
export const PGLITE_EXTENSIONS = { btree_gist, citext, pg_trgm };

/**
 * How every embedded PGlite is opened (the service's, the tests', the benchmark's baseline):
 * its extensions, and a 16 MB buffer pool instead of PostgreSQL's default 128 MB. PGlite keeps
 * the pool in its WebAssembly memory, so the default alone made an idle `npm start` hold about
 * 125 MB more (measured: 387 MB → 255 MB RSS for a bare PGlite process). A small business's
 * database is read from the operating system's file cache just as well; a workload that needs
 * a large pool belongs on a PostgreSQL server (DATABASE_URL).
 */
export const PGLITE_OPTIONS = {
  extensions: PGLITE_EXTENSIONS,
  postgresqlconf: ['shared_buffers = 16MB'],
};

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * PGlite's WebAssembly compiled by V8's baseline compiler (Liftoff) only, without the optimising
 * tier (TurboFan) that recompiles its hot functions (`EMBEDDED_DB_LOW_MEMORY=1`). Measured
 * (2026-11-27): an idle `npm start` 266–351 MB RSS → 224–247 MB, but the embedded engine serves
 * about a third fewer requests under load (`GET /v2/calls`, c=50: 156–160 req/s, p99 417–438 ms,
 * against 244–245 req/s, p99 299–326 ms). The flag is read when a module is compiled, so it is
 * set before the first PGlite opens; it concerns WebAssembly alone (the service runs no other).
 */
function compileWasmWithBaselineOnly() {
  v8.setFlagsFromString('--liftoff-only');
}

/**
 * Creates the cluster of an empty embedded database folder in a child process (`pglite-init`),
 * so that this process never runs `initdb` (see there: it keeps the process about 100 MB
 * larger). The child runs this file's own kind of module (`.ts` under tsx, `.js` when built).
 */
async function createClusterApart(dataDir: string): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const ext = path.extname(self);
  const script = path.join(path.dirname(self), `pglite-init${ext}`);
  // From the sources (tests, `npm run dev`), the child loads TypeScript through tsx, resolved
  // from the project's root whatever the current folder. None of this process's own Node
  // options: an `--inspect` would clash on the debugger's port.
  const child = fork(script, [path.resolve(dataDir)], {
    cwd: path.resolve(path.dirname(self), '../..'),
    execArgv: ext === '.ts' ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0)
    throw new Error(`creating the embedded database in ${dataDir} failed (exit ${code}): ${stderr.trim()}`);
}

/** Embedded PostgreSQL (PGlite). `dataDir` undefined means in memory. */
export async function openPglite(
  dataDir: string | undefined,
  opts: { lowMemory?: boolean; progress?: (message: string) => void } = {},
): Promise<Database> {
  if (opts.lowMemory) compileWasmWithBaselineOnly();
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      await createClusterApart(dataDir);
      opts.progress?.('embedded database created; opening it…');
    }
  }
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...PGLITE_OPTIONS });
  return pgliteDatabase(client);
}

/** The `Database` of an open PGlite instance (the service's own, or a benchmark's). */
export function pgliteDatabase(client: PGlite): Database {
  // Statements the service runs again and again are planned once (see pglite-statements.ts).
  const db = drizzlePglite(withPreparedStatements(client), { casing: 'snake_case' }) as unknown as Db;
  let closed = false;
  return {
    db,
    engine: 'pglite',
    async ping(timeoutMs = 2000) {
      if (closed || client.closed) throw new Error('database is closed');
      await withTimeout(client.query('select 1'), timeoutMs, 'database ping');
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    async listenInProcess(channel, onNotify) {
      // PGlite parses a statement's NotificationResponse while running it and queues the
      // listeners as microtasks ahead of the statement's own result.
      return client.listen(channel, onNotify);
    },
  };
}

/** A PostgreSQL server through node-postgres. */
export function openPostgres(url: string, opts: { max?: number; applicationName?: string } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    application_name: opts.applicationName ?? 'recepcja',
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { casing: 'snake_case' }) as unknown as Db;
  let closed = false;
  return {
    db,
    engine: 'postgres',
    async ping(timeoutMs = 2000) {
      if (closed) throw new Error('database is closed');
      await withTimeout(pool.query('select 1'), timeoutMs, 'database ping');
    },
    async migrate() {
      await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * The configured database: the PostgreSQL server of DATABASE_URL, or the embedded one in
 * DATA_DIR. The embedded database is one process's: opening it takes DATA_DIR's lock
 * (`acquireDataDirLock`) before anything touches its files, so a second process stops with
 * {@link DataDirLockedError}; closing the database releases it. `progress` hears of the steps
 * of a long open (the first start's new cluster).
 */
export async function openDatabase(
  cfg: {
    databaseUrl: string | undefined;
    dataDir: string;
    /** The embedded engine's WebAssembly without the optimising compiler (less memory, slower). */
    embeddedLowMemory?: boolean;
  },
  progress?: (message: string) => void,
): Promise<Database> {
  if (cfg.databaseUrl) return openPostgres(cfg.databaseUrl);
  const release = acquireDataDirLock(cfg.dataDir);
  let database: Database;
  try {
    database = await openPglite(path.join(cfg.dataDir, 'pgdata'), {
      lowMemory: cfg.embeddedLowMemory,
      progress,
    });
  } catch (err) {
    release();
    throw err;
  }
  const close = database.close.bind(database);
  return Object.assign(database, {
    async close() {
      try {
        await close();
      } finally {
        release();
      }
    },
  });
}

/** Rows of a raw `db.execute` on either engine. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

export async function execRows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** The SQLSTATE of a database error, through the wrappers (Drizzle's) that carry it as `cause`. */
export function sqlErrorOf(err: unknown): { code: string; constraint?: string } | undefined {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return e as { code: string; constraint?: string };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATEs of a server that is down, restarting or refusing connections (not the caller's doing). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Texts node-postgres and PGlite use when the connection is gone or cannot be had. */
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|Connection ended|PGlite is closed|database is closed/i;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * True when a failure means the database could not be reached or answered (connection
 * refused or lost, pool timeout, server shutting down, closed embedded database): the
 * service is temporarily unavailable, which is not the caller's fault nor a bug.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  let underQuery = false;
  for (let i = 0; i < 6 && e && typeof e === 'object'; i++) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string') {
      if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      // A network error of a query, or the bare one of a pool connecting (as in `db.transaction`).
      if (NETWORK_CODES.has(code) && (underQuery || i === 0)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
    if (name === 'DrizzleQueryError' || (typeof message === 'string' && message.startsWith('Failed query:')))
      underQuery = true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
