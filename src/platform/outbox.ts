import type { DbOrTx } from '../db/client.js';
import { newId } from '../db/columns.js';
import { type Clock, systemClock } from './clock.js';
import { outboxMessages } from './outbox.schema.js';
import type { Waker } from './outbox.waker.js';

// The outbox is in four more files: the message and the handler's contract (`outbox.messages.ts`),
// the wake-ups (`outbox.waker.ts`), the worker (`outbox.worker.ts`) and its options
// (`outbox.options.ts`); these re-exports keep their names importable from here.
export {
  isWriteRefused,
  type OutboxHandler,
  type OutboxLanes,
  type OutboxMessage,
  OutcomeNotWritten,
  PermanentFailure,
  postponeMessages,
  RetryLater,
  SETTLED,
  type Settlement,
  settleMessagesSql,
  settlementOf,
  settlementValues,
} from './outbox.messages.js';
export { defaultBackoffMs, type OutboxWorkerOptions, PRODUCTION_WORKER } from './outbox.options.js';
export { Waker } from './outbox.waker.js';
export { OutboxWorker } from './outbox.worker.js';

export interface EnqueueInput {
  topic: string;
  payload: Record<string, unknown>;
  tenantId?: string | null;
  runAt?: Date;
  maxAttempts?: number;
}

export class Outbox {
  constructor(
    readonly waker: Waker,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Writes a side effect in the caller's transaction; nothing leaves until it commits. */
  async enqueue(tx: DbOrTx, input: EnqueueInput | EnqueueInput[]): Promise<string[]> {
    const list = Array.isArray(input) ? input : [input];
    if (list.length === 0) return [];
    const rows = list.map((m) => ({
      id: newId(),
      topic: m.topic,
      payload: m.payload,
      tenantId: m.tenantId ?? null,
      // Due times follow the service clock, the same one workers compare them with.
      runAt: m.runAt ?? this.clock.now(),
      ...(m.maxAttempts ? { maxAttempts: m.maxAttempts } : {}),
    }));
    await tx.insert(outboxMessages).values(rows);
    return rows.map((r) => r.id);
  }

  /** Call after commit to have workers look now rather than at their next poll. */
  wake(topic: string) {
    this.waker.wake(topic);
  }
}
