import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app.js';
import { modules as allModules } from '../../src/composition.js';
import { parseConfig, type ResolvedConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import type { Clock } from '../../src/platform/clock.js';
import type { ModuleDefinition } from '../../src/platform/deps.js';
import { checkAgainstDocument } from './contract.js';
import { createTestDatabase } from './db.js';
import { TEST_SECRETS } from './test-secrets.js';

export { TEST_SECRETS };

export function testConfig(env: Record<string, string> = {}): ResolvedConfig {
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    DATA_DIR: '/tmp/recepcja-test-unused',
    ...TEST_SECRETS,
    ...env,
  }) as ResolvedConfig;
}

/** Captures log lines (JSON) so tests can read what would have been logged. */
export class LogCapture extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _enc: string, cb: () => void) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim()) this.lines.push(JSON.parse(line));
    }
    cb();
  }
  get text() {
    return this.lines.map((l) => JSON.stringify(l)).join('\n');
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: Database;
  clock?: Clock;
  logStream?: NodeJS.WritableStream;
  extraModules?: ModuleDefinition[];
  /** Use Redis (REDIS_URL) when the environment has it. */
  redis?: boolean;
}

/**
 * Rate-limit counters per test database: apps built on one database share them (as the
 * instances of one deployment do), while test runs sharing a Redis do not meet.
 */
const rateLimitNamespaces = new WeakMap<Database, string>();
function rateLimitNamespaceOf(database: Database) {
  let ns = rateLimitNamespaces.get(database);
  if (!ns) {
    ns = `test-${randomUUID()}`;
    rateLimitNamespaces.set(database, ns);
  }
  return ns;
}

export async function createTestApp(opts: TestAppOptions = {}) {
  const database = opts.database ?? (await createTestDatabase());
  const config = testConfig({
    ...(opts.logStream ? { LOG_LEVEL: 'info' } : {}),
    ...opts.env,
  });
  const redis = opts.redis !== false && process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({
      config,
      database,
      redis,
      clock: opts.clock,
      rateLimitNamespace: rateLimitNamespaceOf(database),
      logStream: opts.logStream,
      modules: [...allModules, ...(opts.extraModules ?? [])],
    });
    await app.ready();
    checkAgainstDocument(app);
  } catch (err) {
    redis?.disconnect();
    if (!opts.database) await database.close();
    throw err;
  }
  return {
    app,
    database,
    db: database.db,
    config,
    platform: app.platform,
    async close() {
      await app.close();
      redis?.disconnect();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
