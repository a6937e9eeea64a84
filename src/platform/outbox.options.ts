import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';
import type { OutboxHandler } from './outbox.messages.js';
import type { Waker } from './outbox.waker.js';

export interface OutboxWorkerOptions {
  db: Db;
  waker: Waker;
  log: FastifyBaseLogger;
  handlers: Map<string, OutboxHandler>;
  workerId?: string;
  leaseMs?: number;
  batchSize?: number;
  pollMs?: number;
  /** Delay before attempt `n + 1` after `n` failed attempts. */
  backoffMs?: (attempts: number) => number;
  /** Messages of one claimed batch handled at once (default 1: in order). */
  concurrency?: number;
  /** Decides what is due and when a retry runs; tests move it instead of waiting. */
  clock?: Clock;
  /**
   * How often the leases of the messages this worker holds are renewed while it holds any
   * (default a quarter of `leaseMs`; 0: never). So a lease can be short (a crashed worker's
   * claims are taken over soon) while a slow but live handler keeps its messages.
   */
  heartbeatMs?: number;
  /**
   * A handler still running after this long stops holding its slot in the group: the next
   * group starts without waiting for it (it keeps its lease, and its outcome is written when
   * it ends). Unset: a group waits for all its handlers (in order with `concurrency` 1).
   */
  detachAfterMs?: number;
  /** Detached handlers running at most at once; a group waits for one to end above that. */
  maxDetached?: number;
}

/**
 * How the service's worker runs (main.ts); the benchmark uses the same. A batch of 100 runs in
 * 4 groups of 32. The lease is 20 s and renewed every 5 s while the worker holds the message,
 * so a slow but live handler (a webhook may take 15 s) is never re-claimed and posted again by
 * another worker, while a crashed worker's claims are taken over 20–25 s after its last
 * renewal. A handler still running after 250 ms (a slow receiver) no longer holds up its group:
 * the next group starts, up to 256 such handlers at once.
 */
export const PRODUCTION_WORKER = {
  batchSize: 100,
  concurrency: 32,
  leaseMs: 20_000,
  heartbeatMs: 5_000,
  pollMs: 1_000,
  detachAfterMs: 250,
  maxDetached: 256,
} as const;

/** 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, then every 2 h; ±10 % jitter. */
export function defaultBackoffMs(attempts: number): number {
  const steps = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000];
  const base = steps[Math.min(attempts - 1, steps.length - 1)] ?? 7_200_000;
  const jitter = 1 + (Math.random() * 0.2 - 0.1);
  return Math.round((attempts > steps.length ? 7_200_000 : base) * jitter);
}
