import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type Db, type DbOrTx, execRows, sqlErrorOf } from '../db/client.js';
import { newId } from '../db/columns.js';
import { type Clock, systemClock } from './clock.js';
import { withoutQueryValues } from './logging.js';
import { outboxMessages } from './outbox.schema.js';

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

export type OutboxHandler = (msg: OutboxMessage) => Promise<void> | Promise<typeof SETTLED | undefined>;

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

export interface EnqueueInput {
  topic: string;
  payload: Record<string, unknown>;
  tenantId?: string | null;
  runAt?: Date;
  maxAttempts?: number;
}

/** Wake-ups so that a worker does not wait for its next poll; Redis pub/sub across instances. */
export class Waker {
  private readonly local = new EventEmitter();
  private subscriber: Redis | undefined;
  private static readonly CHANNEL = 'recepcja:outbox:wake';

  constructor(private readonly redis: Redis | undefined) {
    this.local.setMaxListeners(100);
  }

  wake(topic: string) {
    this.local.emit('wake', topic);
    this.redis?.publish(Waker.CHANNEL, topic).catch(() => {});
  }

  async onWake(cb: (topic: string) => void) {
    this.local.on('wake', cb);
    if (this.redis && !this.subscriber) {
      this.subscriber = this.redis.duplicate();
      this.subscriber.on('message', (_channel: string, topic: string) => this.local.emit('wake', topic));
      this.subscriber.on('error', () => {});
      await this.subscriber.subscribe(Waker.CHANNEL).catch(() => {});
    }
  }

  async close() {
    this.local.removeAllListeners();
    if (this.subscriber) {
      this.subscriber.disconnect();
      this.subscriber = undefined;
    }
  }
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
}

/**
 * How the service's worker runs (main.ts); the benchmark uses the same. A batch of 100 runs in
 * 4 groups of 32; if every webhook in it hit its 15 s timeout that is 60 s, so the lease is 150 s:
 * a slow batch is never re-claimed (and posted again) by another worker while it still runs. A
 * crashed worker's claims are taken over after that time.
 */
export const PRODUCTION_WORKER = {
  batchSize: 100,
  concurrency: 32,
  leaseMs: 150_000,
  pollMs: 1_000,
} as const;

/** 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, then every 2 h; ±10 % jitter. */
export function defaultBackoffMs(attempts: number): number {
  const steps = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000];
  const base = steps[Math.min(attempts - 1, steps.length - 1)] ?? 7_200_000;
  const jitter = 1 + (Math.random() * 0.2 - 0.1);
  return Math.round((attempts > steps.length ? 7_200_000 : base) * jitter);
}

/** What became of a handled message (see `handle`). */
type Handled =
  | { kind: 'done' | 'settled' }
  | { kind: 'failed'; err: unknown }
  | { kind: 'unwritten'; write: () => Promise<boolean> };

interface ClaimedRow {
  id: string;
  tenant_id: string | null;
  topic: string;
  payload: Record<string, unknown> | string;
  attempts: number;
  max_attempts: number;
  lock_token: string;
  created_at: string | Date;
  locked_by: string;
  locked_until: string | Date;
}

/**
 * Claims due messages with `FOR UPDATE SKIP LOCKED` under a lease. Each claim gets a fresh
 * lock token; completion and rescheduling only apply while the token still matches, so a
 * worker whose lease expired (and whose message another worker re-claimed) cannot
 * overwrite the newer outcome.
 */
export class OutboxWorker {
  readonly workerId: string;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly concurrency: number;
  private readonly clock: Clock;
  /** Outcomes that could not be written (database unreachable), retried in process. */
  private readonly unrecorded = new Map<string, () => Promise<boolean>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;

  constructor(private readonly opts: OutboxWorkerOptions) {
    this.workerId = opts.workerId ?? `${hostname()}:${process.pid}:${newId().slice(-6)}`;
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.batchSize = opts.batchSize ?? 10;
    this.pollMs = opts.pollMs ?? 1_000;
    this.backoffMs = opts.backoffMs ?? defaultBackoffMs;
    this.concurrency = Math.max(1, opts.concurrency ?? 1);
    this.clock = opts.clock ?? systemClock;
  }

  get topics(): string[] {
    return [...this.opts.handlers.keys()];
  }

  /**
   * `id = any(array(...))` rather than `id in (...)`: the claimed ids are then looked up by
   * primary key, where `in` let the planner hash-join a sequential scan of the whole table
   * (done messages included), so that every claim cost more as the table grew.
   */
  async claim(limit = this.batchSize): Promise<OutboxMessage[]> {
    const topics = this.topics;
    if (topics.length === 0) return [];
    const now = this.clock.now();
    const lockedUntil = new Date(now.getTime() + this.leaseMs);
    const rows = await execRows<ClaimedRow>(
      this.opts.db,
      sql`update outbox_messages m
          set status = 'processing',
              lock_token = gen_random_uuid(),
              locked_by = ${this.workerId},
              locked_until = ${lockedUntil.toISOString()}::timestamptz,
              attempts = m.attempts + 1
          where m.id = any(array(
            select id from outbox_messages
            where ${inArray(outboxMessages.topic, topics)}
              and ((status = 'pending' and run_at <= ${now.toISOString()}::timestamptz)
                or (status = 'processing' and locked_until < ${now.toISOString()}::timestamptz))
            order by run_at
            limit ${limit}
            for update skip locked))
          returning m.id, m.tenant_id, m.topic, m.payload, m.attempts, m.max_attempts, m.lock_token, m.created_at,
                    m.locked_by, m.locked_until`,
    );
    return rows.map((r) => ({
      id: r.id,
      tenantId: r.tenant_id,
      topic: r.topic,
      payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
      attempts: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
      lockToken: r.lock_token,
      createdAt: new Date(r.created_at),
      lockedBy: r.locked_by,
      lockedUntil: new Date(r.locked_until),
    }));
  }

  /** Marks done if this worker still holds the lease. Returns false when fenced off. */
  async complete(msg: OutboxMessage): Promise<boolean> {
    return (await this.completeMany([msg])) === 1;
  }

  async fail(msg: OutboxMessage, error: unknown): Promise<boolean> {
    const s = settlementOf(msg, this.clock.now(), {
      // Stored in `last_error`: a failed query's parameters stay out of it, as out of the log.
      error: withoutQueryValues(error instanceof Error ? error.message : String(error)),
      permanent: error instanceof PermanentFailure,
      retryAfterMs: error instanceof RetryLater ? error.retryAfterMs : this.backoffMs(msg.attempts),
    });
    const updated = await this.opts.db
      .update(outboxMessages)
      .set({
        status: s.status,
        ...(s.runAt ? { runAt: new Date(s.runAt) } : {}),
        ...(s.processedAt ? { processedAt: new Date(s.processedAt) } : {}),
        lockToken: null,
        lockedUntil: null,
        lastError: s.error,
      })
      .where(and(eq(outboxMessages.id, msg.id), eq(outboxMessages.lockToken, msg.lockToken)))
      .returning({ id: outboxMessages.id });
    return updated.length === 1;
  }

  /**
   * Runs the handler; returns the outcome to write (success is written in batches), or that
   * the handler settled the message itself, or the record it could not write.
   */
  private async handle(msg: OutboxMessage): Promise<Handled> {
    const handler = this.opts.handlers.get(msg.topic);
    try {
      if (!handler) throw new PermanentFailure(`no handler for topic ${msg.topic}`);
      return { kind: (await handler(msg)) === SETTLED ? 'settled' : 'done' };
    } catch (err) {
      if (err instanceof OutcomeNotWritten) {
        this.opts.log.error(
          { id: msg.id, topic: msg.topic, err },
          'outbox: handled, but its record was not written',
        );
        return { kind: 'unwritten', write: err.write };
      }
      this.opts.log.warn(
        { id: msg.id, topic: msg.topic, attempts: msg.attempts, err },
        'outbox: attempt failed',
      );
      return { kind: 'failed', err };
    }
  }

  /** Marks several handled messages done in one statement; the lease tokens fence each row. */
  async completeMany(msgs: OutboxMessage[]): Promise<number> {
    if (msgs.length === 0) return 0;
    const done = await this.opts.db
      .update(outboxMessages)
      .set({
        status: 'done',
        processedAt: this.clock.now(),
        lockToken: null,
        lockedUntil: null,
        lastError: null,
      })
      .where(
        and(
          // The ids reach the rows by primary key (lock_token has no index); the tokens fence.
          inArray(
            outboxMessages.id,
            msgs.map((m) => m.id),
          ),
          inArray(
            outboxMessages.lockToken,
            msgs.map((m) => m.lockToken),
          ),
        ),
      )
      .returning({ id: outboxMessages.id });
    return done.length;
  }

  /**
   * Writes an outcome. When the store cannot be written (database unreachable) the outcome
   * is kept in process and written at the next round, unless the lease lapsed meanwhile and
   * another claim took over (then the fencing token refuses the late write): the in-process
   * fallback of the durable queue. A handled message is never recorded as failed.
   */
  private async record(msgs: OutboxMessage[], outcome: () => Promise<boolean>) {
    if (msgs.length === 0) return;
    const key = msgs.map((m) => m.id).join(',');
    try {
      if (!(await outcome()))
        this.opts.log.warn({ ids: key }, 'outbox: lease lost before the outcome was written');
      this.unrecorded.delete(key);
    } catch (err) {
      this.unrecorded.delete(key);
      if (isWriteRefused(err)) {
        this.opts.log.error({ ids: key, err }, 'outbox: the database refused the outcome; dropping it');
        return;
      }
      this.opts.log.error({ ids: key, err }, 'outbox: could not write the outcome; keeping it in process');
      this.unrecorded.set(key, outcome);
    }
  }

  /**
   * Writes the outcomes kept in process. Throws while the store is still unavailable (the
   * round then claims nothing); an outcome the database refuses is dropped, so that one bad
   * record cannot stop the worker.
   */
  private async flushUnrecorded() {
    for (const [id, outcome] of [...this.unrecorded]) {
      try {
        await outcome();
      } catch (err) {
        if (!isWriteRefused(err)) throw err;
        this.opts.log.error({ ids: id, err }, 'outbox: the database refused a kept outcome; dropping it');
      }
      this.unrecorded.delete(id);
    }
  }

  /** Outcomes (of one message or a batch) waiting in process for the store to be writable again. */
  get pendingOutcomes(): number {
    return this.unrecorded.size;
  }

  /** Claims and handles one batch; returns how many messages it handled. */
  async runOnce(): Promise<number> {
    await this.flushUnrecorded();
    const batch = await this.claim();
    for (let i = 0; i < batch.length; i += this.concurrency) {
      const group = batch.slice(i, i + this.concurrency);
      const outcomes = await Promise.all(group.map((m) => this.handle(m)));
      const succeeded = group.filter((_, j) => outcomes[j]!.kind === 'done');
      await this.record(succeeded, async () => {
        const n = await this.completeMany(succeeded);
        if (n < succeeded.length)
          this.opts.log.warn({ lost: succeeded.length - n }, 'outbox: lease lost before completion');
        return true;
      });
      for (const [j, m] of group.entries()) {
        const o = outcomes[j]!;
        if (o.kind === 'failed') await this.record([m], () => this.fail(m, o.err));
        else if (o.kind === 'unwritten') await this.record([m], o.write);
      }
    }
    return batch.length;
  }

  /** Drains everything that is due now (used by tests and by the loop). */
  async drain(maxRounds = 100): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxRounds; i++) {
      const n = await this.runOnce();
      total += n;
      if (n === 0) break;
    }
    return total;
  }

  async start() {
    if (!this.stopped) return;
    this.stopped = false;
    await this.opts.waker.onWake((topic) => {
      if (this.opts.handlers.has(topic)) this.kick();
    });
    this.kick();
  }

  private kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.running = this.drain()
      .catch((err) => this.opts.log.error({ err }, 'outbox: worker loop failed'))
      .then(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          this.timer = setTimeout(() => this.kick(), this.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Stops claiming and waits for the batch in hand. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
