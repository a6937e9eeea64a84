import { sql } from 'drizzle-orm';
import { type DbOrTx, execRows, sqlErrorOf } from '../db/client.js';

// What a handler receives and may answer, and how a message's outcome is written (by the
// worker, or by a handler in the statement that records its work).

export interface OutboxMessage {
  id: string;
  tenantId: string | null;
  topic: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  lockToken: string;
  createdAt: Date;
  /** The claiming worker and the end of its lease (set by `claim`). */
  lockedBy?: string;
  lockedUntil?: Date;
  /**
   * Set by the worker while a handler runs: the handler names the messages it wrote already
   * claimed under this one's lease (e.g. the deliveries a fan-out posts itself), so that their
   * leases are renewed with it until this message is settled.
   */
  adopt?: (msgs: OutboxMessage[]) => void;
}

/** Thrown by a handler to ask for a later retry at a given time (e.g. a `Retry-After`). */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** Thrown by a handler when retrying cannot help; the message is marked failed at once. */
export class PermanentFailure extends Error {}

/**
 * Whether the database refused this very write (a constraint, bad data, a trigger's
 * exception), which writing it again cannot mend; otherwise the store could not be
 * reached or written just now (connection lost, shutdown, resources, a relation missing
 * mid-migration), and the same write may succeed later.
 */
export function isWriteRefused(err: unknown): boolean {
  const code = sqlErrorOf(err)?.code;
  return code !== undefined && (code.startsWith('22') || code.startsWith('23') || code === 'P0001');
}

/**
 * Thrown by a handler whose side effect happened (e.g. a webhook was posted) but whose
 * record, which also settles the message, could not be written because the store was
 * unavailable. The worker keeps `write` in process and retries it (the in-process
 * fallback) instead of scheduling the side effect again.
 */
export class OutcomeNotWritten extends Error {
  constructor(
    readonly write: () => Promise<boolean>,
    cause: unknown,
  ) {
    super(`the outcome could not be written: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * Returned by a handler that wrote its message's outcome itself, in the same statement as
 * the record of its work (see `settleMessagesSql`): the worker then writes nothing more for
 * that message. The write must be fenced by the message's lock token, as `complete` is.
 */
export const SETTLED: unique symbol = Symbol('outbox.settled');

/**
 * Lanes of a topic: a payload field naming each message's lane (e.g. a webhook endpoint), and
 * the lanes whose messages claims leave alone for now (e.g. an endpoint that answers slowly
 * and already has as many posts in flight as it may). Their messages stay pending for a
 * later claim (or another worker), instead of taking this worker's slots.
 */
export interface OutboxLanes {
  field: string;
  busy(): string[];
}

export type OutboxHandler = ((msg: OutboxMessage) => Promise<void> | Promise<typeof SETTLED | undefined>) & {
  lanes?: OutboxLanes;
};

/** A message's outcome as a handler that settles it writes it (the worker's rules, see `settlementOf`). */
export interface Settlement {
  messageId: string;
  lockToken: string;
  status: 'done' | 'pending' | 'failed';
  /** The next attempt's due time (status `pending`). */
  runAt: string | null;
  /** When it was done or failed for good. */
  processedAt: string | null;
  error: string | null;
}

/**
 * The outcome of a message (the worker's `fail` writes it, and so do handlers that settle
 * their messages themselves): done; or, after a failure, failed for good (permanent, or no
 * attempt left) or pending again after `retryAfterMs`.
 */
export function settlementOf(
  msg: OutboxMessage,
  now: Date,
  failure?: { error: string; permanent: boolean; retryAfterMs: number },
): Settlement {
  const base = { messageId: msg.id, lockToken: msg.lockToken };
  if (!failure) return { ...base, status: 'done', runAt: null, processedAt: now.toISOString(), error: null };
  const error = failure.error.slice(0, 2000);
  if (failure.permanent || msg.attempts >= msg.maxAttempts)
    return { ...base, status: 'failed', runAt: null, processedAt: now.toISOString(), error };
  const runAt = new Date(now.getTime() + Math.max(failure.retryAfterMs, 0)).toISOString();
  return { ...base, status: 'pending', runAt, processedAt: null, error };
}

/**
 * The columns of a settlement in a VALUES row, in the order `settleMessagesSql` reads them
 * (message_id, lock_token, msg_status, msg_run_at, msg_processed_at, msg_error). A row
 * without a message (e.g. a test delivery) passes nulls and settles nothing.
 */
export function settlementValues(s: Settlement | null) {
  return sql`${s?.messageId ?? null}::uuid, ${s?.lockToken ?? null}::uuid, ${s?.status ?? null}::text,
    ${s?.runAt ?? null}::timestamptz, ${s?.processedAt ?? null}::timestamptz, ${s?.error ?? null}::text`;
}

/**
 * An UPDATE (for a data-modifying CTE) that writes the settlements of the rows of `from`
 * (a CTE with the columns of `settlementValues`), each only while the message's lock token
 * still matches (fencing), and returns the ids it settled.
 */
export function settleMessagesSql(from: string) {
  return sql`update outbox_messages m
    set status = s.msg_status, run_at = coalesce(s.msg_run_at, m.run_at),
        processed_at = coalesce(s.msg_processed_at, m.processed_at),
        lock_token = null, locked_until = null, last_error = s.msg_error
    from ${sql.raw(from)} s
    where m.id = s.message_id and m.lock_token = s.lock_token
    returning m.id`;
}

/**
 * Puts claimed messages back, due at `runAt`, without counting their claim as an attempt
 * (a handler that chose not to run them now, e.g. to keep a slow endpoint's posts within
 * its limit); fenced by each message's lock token. Returns the ids put back.
 */
export async function postponeMessages(
  db: DbOrTx,
  items: { msg: OutboxMessage; runAt: Date }[],
): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const rows = items.map(
    (i) => sql`(${i.msg.id}::uuid, ${i.msg.lockToken}::uuid, ${i.runAt.toISOString()}::timestamptz)`,
  );
  const out = await execRows<{ id: string }>(
    db,
    sql`update outbox_messages m
        set status = 'pending', run_at = v.run_at, attempts = greatest(m.attempts - 1, 0),
            lock_token = null, locked_until = null
        from (values ${sql.join(rows, sql`, `)}) v (id, lock_token, run_at)
        where m.id = v.id and m.lock_token = v.lock_token
        returning m.id`,
  );
  return new Set(out.map((r) => r.id));
}
