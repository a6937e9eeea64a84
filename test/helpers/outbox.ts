import { outboxHandlers } from '../../src/app.js';
import { OutboxWorker } from '../../src/platform/outbox.js';
import type { TestApp } from './app.js';

/** An outbox worker with every module's handlers, for tests to drain side effects on demand. */
export function outboxWorker(t: TestApp) {
  return new OutboxWorker({
    db: t.db,
    waker: t.platform.outbox.waker,
    log: t.app.log,
    handlers: outboxHandlers(t.platform),
    backoffMs: () => 0,
    clock: t.platform.clock,
  });
}

/** Delivers everything due now; returns how many messages were handled. */
export async function drainOutbox(t: TestApp): Promise<number> {
  return outboxWorker(t).drain();
}
