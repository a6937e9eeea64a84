import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { ResolvedConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { AuthChanges } from './auth-changes.js';
import type { Clock } from './clock.js';
import type { CryptoBox } from './crypto-box.js';
import type { Outbox, OutboxHandler } from './outbox.js';
import type { CursorCodec } from './pagination.js';
import type { RateLimiter } from './rate-limit.js';
import type { TokenService } from './tokens.js';

/**
 * What the platform hands to every module. Services take only the parts they need
 * (narrow, explicit dependencies; no container).
 */
export interface Platform {
  config: ResolvedConfig;
  database: Database;
  db: Db;
  redis: Redis | undefined;
  tokens: TokenService;
  cursors: CursorCodec;
  rateLimiter: RateLimiter;
  outbox: Outbox;
  clock: Clock;
  /** Announces a revoked API key to every instance's principal cache (after the commit). */
  authChanges: AuthChanges;
  /** Encryption at rest with `DATA_ENCRYPTION_KEY` (webhook secrets, stored idempotent answers). */
  dataBox: CryptoBox;
}

/**
 * A module is a folder with routes and, optionally, outbox handlers for its side effects and
 * work it runs on a schedule (in the worker role).
 */
export interface ModuleDefinition {
  name: string;
  routes?: FastifyPluginAsync<Platform>;
  outboxHandlers?: (platform: Platform) => Record<string, OutboxHandler>;
  jobs?: (platform: Platform) => ScheduledWork[];
}

/** Work a module runs on a schedule in the worker role (see `ModuleDefinition.jobs`, workers/periodic.ts). */
export interface ScheduledWork {
  /** For the logs, e.g. `retention: call transcripts purged`. */
  name: string;
  intervalMs: number;
  /** One run at `now`; returns how many things it did (logged when more than none). */
  run(now: Date): Promise<number>;
}
