import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execRows } from '../../src/db/client.js';
import {
  type OutboxHandler,
  type OutboxMessage,
  OutboxWorker,
  OutcomeNotWritten,
  PermanentFailure,
  RetryLater,
  Waker,
} from '../../src/platform/outbox.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { usingServer } from '../helpers/db.js';

const log = pino({ level: 'silent' });

describe('transactional outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const worker = (
    topic: string,
    handler: OutboxHandler,
    extra: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {},
  ) =>
    new OutboxWorker({
      db: t.db,
      waker: new Waker(undefined),
      log,
      handlers: new Map([[topic, handler]]),
      backoffMs: () => 0,
      ...extra,
    });

  const status = async (id: string) =>
    (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

  it('writes nothing when the transaction that raised it rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await t.platform.outbox.enqueue(tx, { topic: 'rollback', payload: { a: 1 } });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'rollback'));
    expect(rows).toHaveLength(0);
  });

  it('delivers a committed message once and marks it done', async () => {
    const seen: OutboxMessage[] = [];
    const [id] = await t.platform.outbox.enqueue(t.db, { topic: 'ok', payload: { n: 42 }, tenantId: null });
    const w = worker('ok', async (m) => {
      seen.push(m);
    });
    expect(await w.drain()).toBe(1);
    expect(await w.drain()).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.payload).toEqual({ n: 42 });
    const row = await status(id!);
    expect(row.status).toBe('done');
    expect(row.attempts).toBe(1);
    expect(row.processedAt).not.toBeNull();
  });

  it("keeps a failed query's parameters out of last_error", async () => {
    const email = `outbox-leak-${Date.now()}@secret-domain.test`;
    const [id] = await t.platform.outbox.enqueue(t.db, { topic: 'leaky', payload: {} });
    await worker('leaky', async () => {
      // A real failing query (the uuid column refuses the value) whose parameters carry an e-mail.
      await execRows(t.db, sql`select ${email}::text as e, ${'not-a-uuid'}::uuid as id`);
    }).runOnce();
    const row = await status(id!);
    expect(row.lastError).toMatch(/^Failed query: select \$1::text as e, \$2::uuid as id$/);
    expect(row.lastError).not.toContain(email);
  });

  it('retries a failure later, honours RetryLater, and fails for good after max attempts', async () => {
    const [id] = await t.platform.outbox.enqueue(t.db, { topic: 'flaky', payload: {}, maxAttempts: 3 });
    let calls = 0;
    const w = worker('flaky', async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    await w.runOnce();
    let row = await status(id!);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'boom 1' });
    await w.runOnce();
    await w.runOnce();
    row = await status(id!);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });

    const [later] = await t.platform.outbox.enqueue(t.db, { topic: 'later', payload: {} });
    const wl = worker('later', async () => {
      throw new RetryLater('busy', 3_600_000);
    });
    await wl.runOnce();
    row = await status(later!);
    expect(row.status).toBe('pending');
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect(await wl.runOnce()).toBe(0);

    const [perm] = await t.platform.outbox.enqueue(t.db, { topic: 'perm', payload: {} });
    await worker('perm', async () => {
      throw new PermanentFailure('gone');
    }).runOnce();
    expect((await status(perm!)).status).toBe('failed');
  });

  it('recovers a stale claim and fences off the worker whose lease expired', async () => {
    const [id] = await t.platform.outbox.enqueue(t.db, { topic: 'lease', payload: {} });
    const slow = worker('lease', async () => {}, { leaseMs: 1 });
    const [claimedBySlow] = await slow.claim();
    expect(claimedBySlow?.id).toBe(id);
    await new Promise((r) => setTimeout(r, 20));
    // The lease expired: another worker may take the message over.
    const fast = worker('lease', async () => {});
    const [claimedByFast] = await fast.claim();
    expect(claimedByFast?.id).toBe(id);
    expect(claimedByFast!.attempts).toBe(2);
    // The first worker comes back late: its completion is refused (fencing token).
    expect(await slow.complete(claimedBySlow!)).toBe(false);
    expect(await slow.fail(claimedBySlow!, new Error('late'))).toBe(false);
    expect(await fast.complete(claimedByFast!)).toBe(true);
    expect((await status(id!)).status).toBe('done');
  });

  it('does not claim messages that are not due, nor topics it has no handler for', async () => {
    await t.platform.outbox.enqueue(t.db, {
      topic: 'future',
      payload: {},
      runAt: new Date(Date.now() + 60_000),
    });
    await t.platform.outbox.enqueue(t.db, { topic: 'someone-else', payload: {} });
    expect(await worker('future', async () => {}).claim()).toHaveLength(0);
  });

  it('runs in the background once started and wakes on enqueue', async () => {
    const got: string[] = [];
    const waker = t.platform.outbox.waker;
    const w = new OutboxWorker({
      db: t.db,
      waker,
      log,
      pollMs: 60_000,
      handlers: new Map([['bg', async (m: OutboxMessage) => void got.push(String(m.payload.v))]]),
    });
    await w.start();
    await t.platform.outbox.enqueue(t.db, { topic: 'bg', payload: { v: 'woken' } });
    t.platform.outbox.wake('bg');
    for (let i = 0; i < 100 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await w.stop();
    expect(got).toEqual(['woken']);
  });

  it('keeps an outcome in process when the store cannot be written, and writes it once it can', async () => {
    const [id] = await t.platform.outbox.enqueue(t.db, { topic: 'store-down', payload: {} });
    let sent = 0;
    const w = worker('store-down', async () => {
      sent++;
      // The queue store becomes unwritable between the side effect and its record.
      await t.db.execute(sql`alter table outbox_messages rename to outbox_messages_away`);
    });
    expect(await w.runOnce()).toBe(1);
    expect(w.pendingOutcomes).toBe(1);
    await t.db.execute(sql`alter table outbox_messages_away rename to outbox_messages`);
    expect((await status(id!)).status).toBe('processing');
    await w.runOnce();
    expect(w.pendingOutcomes).toBe(0);
    const row = await status(id!);
    expect(row.status).toBe('done');
    expect(row.attempts).toBe(1);
    expect(sent).toBe(1);
  });

  it('a record the handler could not write is kept in process; one the database refuses is dropped', async () => {
    const [kept] = await t.platform.outbox.enqueue(t.db, { topic: 'record-later', payload: {} });
    let writes = 0;
    let sideEffects = 0;
    const w = worker('record-later', async () => {
      sideEffects++;
      const write = async () => {
        writes++;
        // First the store is unreachable; then the database refuses this record for good.
        if (writes < 3) throw new Error('connection terminated unexpectedly');
        throw Object.assign(new Error('insert violates foreign key constraint'), { code: '23503' });
      };
      throw new OutcomeNotWritten(write, new Error('connection terminated unexpectedly'));
    });
    expect(await w.runOnce()).toBe(1);
    expect(writes).toBe(1); // tried at once, then kept
    expect(w.pendingOutcomes).toBe(1);
    await expect(w.runOnce()).rejects.toThrow(/connection terminated/);
    expect(w.pendingOutcomes).toBe(1);
    // The refusal drops it and the round goes on (it claims nothing new: the message waits
    // for its lease, and is not handled again meanwhile).
    expect(await w.runOnce()).toBe(0);
    expect(w.pendingOutcomes).toBe(0);
    expect(writes).toBe(3);
    expect(sideEffects).toBe(1);
    expect((await status(kept!)).status).toBe('processing');
  });

  it.runIf(usingServer())('several workers on one PostgreSQL never take the same message twice', async () => {
    const ids = await t.platform.outbox.enqueue(
      t.db,
      Array.from({ length: 60 }, (_, i) => ({ topic: 'parallel', payload: { i } })),
    );
    const handled: string[] = [];
    const workers = Array.from({ length: 4 }, () =>
      worker(
        'parallel',
        async (m) => {
          handled.push(m.id);
          await new Promise((r) => setTimeout(r, 2));
        },
        { batchSize: 5 },
      ),
    );
    await Promise.all(workers.map((w) => w.drain()));
    expect(handled).toHaveLength(60);
    expect(new Set(handled).size).toBe(60);
    const [row] = await execRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from outbox_messages where topic = 'parallel' and status = 'done' and attempts = 1`,
    );
    expect(Number(row!.n)).toBe(ids.length);
  });
});
