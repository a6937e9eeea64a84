import { hostname } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { execRows } from '../db/client.js';
import { newId } from '../db/columns.js';
import { type Clock, systemClock } from './clock.js';
import { withoutQueryValues } from './logging.js';
import {
  isWriteRefused,
  type OutboxMessage,
  OutcomeNotWritten,
  PermanentFailure,
  RetryLater,
  SETTLED,
  settlementOf,
} from './outbox.messages.js';
import { defaultBackoffMs, type OutboxWorkerOptions } from './outbox.options.js';
import { outboxMessages } from './outbox.schema.js';

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
  private readonly heartbeatMs: number;
  private readonly detachAfterMs: number | undefined;
  private readonly maxDetached: number;
  /** The claimed messages not yet settled, and those their handlers adopted (leases renewed). */
  private readonly inHand = new Map<string, OutboxMessage>();
  private readonly adopted = new Map<string, string[]>();
  /** Handlers that outlasted `detachAfterMs`, with the writing of their outcomes. */
  private readonly detached = new Set<Promise<void>>();
  private heartbeat: NodeJS.Timeout | undefined;
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
    this.heartbeatMs = opts.heartbeatMs ?? Math.floor(this.leaseMs / 4);
    this.detachAfterMs = opts.detachAfterMs;
    this.maxDetached = Math.max(1, opts.maxDetached ?? this.concurrency * 8);
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
    // Messages of busy lanes stay where they are (see `OutboxLanes`).
    const skipped = topics.flatMap((topic) => {
      const lanes = this.opts.handlers.get(topic)?.lanes;
      const busy = lanes?.busy() ?? [];
      if (!lanes || busy.length === 0) return [];
      return [
        sql`and not (topic = ${topic} and coalesce(payload->>${lanes.field}, '') in (${sql.join(
          busy.map((b) => sql`${b}`),
          sql`, `,
        )}))`,
      ];
    });
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
              ${sql.join(skipped, sql` `)}
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
    msg.adopt = (msgs) => {
      for (const m of msgs) this.inHand.set(m.id, m);
      this.adopted.set(msg.id, [...(this.adopted.get(msg.id) ?? []), ...msgs.map((m) => m.id)]);
    };
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

  /**
   * Renews the leases of the messages this worker holds (those it claimed and has not settled,
   * and those their handlers adopted, see `OutboxMessage.adopt`), each only while still held
   * under this worker's name; stops the heartbeat when it holds none. Returns how many leases
   * it renewed. A message whose handler has ended is no longer renewed, even if it was left
   * claimed: its lease then lapses and another claim takes it over.
   */
  async renewLeases(): Promise<number> {
    if (this.inHand.size === 0) {
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = undefined;
      return 0;
    }
    const lockedUntil = new Date(this.clock.now().getTime() + this.leaseMs);
    const renewed = await this.opts.db
      .update(outboxMessages)
      .set({ lockedUntil })
      .where(
        and(
          inArray(outboxMessages.id, [...this.inHand.keys()]),
          eq(outboxMessages.status, 'processing'),
          eq(outboxMessages.lockedBy, this.workerId),
        ),
      )
      .returning({ id: outboxMessages.id });
    for (const { id } of renewed) {
      const m = this.inHand.get(id);
      if (m) m.lockedUntil = lockedUntil;
    }
    return renewed.length;
  }

  private hold(batch: OutboxMessage[]) {
    for (const m of batch) this.inHand.set(m.id, m);
    if (batch.length === 0 || this.heartbeat || this.heartbeatMs <= 0) return;
    this.heartbeat = setInterval(() => {
      this.renewLeases().catch((err) => this.opts.log.error({ err }, 'outbox: could not renew leases'));
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Writes the outcomes of handled messages: successes in one statement, the rest one by one. */
  private async settle(group: OutboxMessage[], outcomes: Handled[]) {
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
    for (const m of group) {
      this.inHand.delete(m.id);
      for (const id of this.adopted.get(m.id) ?? []) this.inHand.delete(id);
      this.adopted.delete(m.id);
    }
  }

  /**
   * Runs one group at once. With `detachAfterMs`, the handlers still running after that long
   * are left to finish on their own (their outcomes written as each ends), so that a slow one
   * does not hold up the messages after it.
   */
  private async runGroup(group: OutboxMessage[]) {
    while (this.detached.size >= this.maxDetached) await Promise.race(this.detached);
    const running = group.map((m) => this.handle(m));
    if (this.detachAfterMs === undefined) return this.settle(group, await Promise.all(running));
    let timer: NodeJS.Timeout | undefined;
    const cut = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.detachAfterMs);
    });
    const first = await Promise.all(running.map((p) => Promise.race([p, cut])));
    clearTimeout(timer);
    const ended = group.flatMap((m, j) => (first[j] === 'late' ? [] : [{ m, o: first[j] as Handled }]));
    for (const [j, m] of group.entries()) {
      if (first[j] !== 'late') continue;
      const p: Promise<void> = running[j]!.then((o) => this.settle([m], [o]))
        .catch((err) => this.opts.log.error({ id: m.id, err }, 'outbox: could not settle a detached message'))
        .finally(() => this.detached.delete(p));
      this.detached.add(p);
    }
    await this.settle(
      ended.map((e) => e.m),
      ended.map((e) => e.o),
    );
  }

  /** Claims and handles one batch; returns how many messages it handled. */
  async runOnce(): Promise<number> {
    await this.flushUnrecorded();
    const batch = await this.claim();
    this.hold(batch);
    for (let i = 0; i < batch.length; i += this.concurrency)
      await this.runGroup(batch.slice(i, i + this.concurrency));
    return batch.length;
  }

  /** Claims rounds until nothing is due; detached handlers may still run. */
  private async rounds(maxRounds: number): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxRounds; i++) {
      const n = await this.runOnce();
      total += n;
      if (n === 0) break;
    }
    return total;
  }

  /** The lanes of a topic whose messages claims leave alone now (see `OutboxLanes`). */
  busyLanes(topic: string): string[] {
    return this.opts.handlers.get(topic)?.lanes?.busy() ?? [];
  }

  /** Handlers still running on their own (see `detachAfterMs`). */
  get detachedRunning(): number {
    return this.detached.size;
  }

  /** Waits for the detached handlers and the writing of their outcomes. */
  async settled() {
    while (this.detached.size > 0) await Promise.all(this.detached);
  }

  /** Drains everything that is due now, detached handlers included (used by tests). */
  async drain(maxRounds = 100): Promise<number> {
    const n = await this.rounds(maxRounds);
    await this.settled();
    return n;
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
    this.running = this.rounds(100)
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

  /** Stops claiming and waits for the messages in hand, detached ones included. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.settled();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
