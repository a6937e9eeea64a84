import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from './db/client.js';
import type { OutboxWorker } from './platform/outbox.js';

export interface Running {
  app: FastifyInstance;
  database: Database;
  worker?: OutboxWorker | undefined;
  /** Scheduled jobs (retention, …): stopped with the worker. */
  jobs?: { stop(): Promise<void> }[];
  redis?: Redis | undefined;
}

/**
 * Graceful shutdown: stop accepting connections and let in-flight requests finish
 * (Fastify's close), stop the worker after its current batch, then close Redis and the
 * database. Idempotent; gives up after `timeoutMs` so that a stuck request cannot hold the
 * process forever.
 */
export function createShutdown(running: Running, timeoutMs = 10_000) {
  let closing: Promise<void> | undefined;
  return function shutdown(reason = 'shutdown'): Promise<void> {
    if (closing) return closing;
    const log = running.app.log;
    log.info({ reason }, 'shutting down: no new connections, finishing in-flight requests');
    const steps = (async () => {
      await running.app.close();
      await Promise.all([running.worker?.stop(), ...(running.jobs ?? []).map((j) => j.stop())]);
      if (running.redis) running.redis.disconnect();
      await running.database.close();
      log.info('shutdown complete');
    })();
    let timer: NodeJS.Timeout | undefined;
    closing = Promise.race([
      steps,
      new Promise<void>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`shutdown did not finish within ${timeoutMs} ms`)),
          timeoutMs,
        );
        timer.unref();
      }),
    ]).finally(() => clearTimeout(timer));
    return closing;
  };
}
