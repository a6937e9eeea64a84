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

/** An outbox row as `enqueue` writes it (every column the caller sets; the rest are defaults). */
export interface OutboxRow {
  id: string;
  topic: string;
  payload: Record<string, unknown>;
  tenantId: string | null;
  runAt: Date;
  maxAttempts: number;
}

const DEFAULT_MAX_ATTEMPTS = outboxMessages.maxAttempts.default as number;

export class Outbox {
  constructor(
    readonly waker: Waker,
    protected readonly clock: Clock = systemClock,
  ) {}

  /** The rows `enqueue` would write, for a caller that writes them in a statement of its own. */
  rows(input: EnqueueInput | EnqueueInput[]): OutboxRow[] {
    const list = Array.isArray(input) ? input : [input];
    return list.map((m) => ({
      id: newId(),
      topic: m.topic,
      payload: m.payload,
      tenantId: m.tenantId ?? null,
      // Due times follow the service clock, the same one workers compare them with.
      runAt: m.runAt ?? this.clock.now(),
      maxAttempts: m.maxAttempts || DEFAULT_MAX_ATTEMPTS,
    }));
  }

  /** Writes a side effect in the caller's transaction; nothing leaves until it commits. */
  async enqueue(tx: DbOrTx, input: EnqueueInput | EnqueueInput[]): Promise<string[]> {
    const rows = this.rows(input);
    if (rows.length === 0) return [];
    await tx.insert(outboxMessages).values(rows);
    return rows.map((r) => r.id);
  }

  /** Call after commit to have workers look now rather than at their next poll. */
  wake(topic: string) {
    this.waker.wake(topic);
  }
}

/**
 * An outbox that keeps what is enqueued instead of writing it (`tx` is not used), so that code
 * written against `Outbox` can hand its rows to a caller that writes them all at once, in the
 * same statement as the change that raised them.
 */
export class OutboxBatch extends Outbox {
  readonly pending: OutboxRow[] = [];

  constructor(of: Outbox, clock: Clock) {
    super(of.waker, clock);
  }

  override async enqueue(_tx: DbOrTx, input: EnqueueInput | EnqueueInput[]): Promise<string[]> {
    const rows = this.rows(input);
    this.pending.push(...rows);
    return rows.map((r) => r.id);
  }
}
