import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { idempotencyKeys } from '../../src/platform/idempotency.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { usingServer } from '../helpers/db.js';
import { bookableTenant, idem, warsaw } from './setup.js';

/**
 * Pins the number of statements (round trips to the database) of one booking through
 * `POST /v2/appointments` with an `Idempotency-Key`, so that the write path cannot grow
 * silently (issue #25, docs/performance.md). The statements are counted by wrapping the real
 * driver: `pg.Client#query` on a PostgreSQL server (every pooled connection is a `pg.Client`;
 * `begin` and `commit` are statements of their own there), and on PGlite its `query`/`exec`,
 * plus `begin` and `commit` for each `transaction` (PGlite runs those internally).
 */
const seen: string[] = [];
let counting = false;
const restore: (() => void)[] = [];

/**
 * Authentication's statements are not the booking's: the key lookup (served from the principal
 * cache, which expires after a few seconds, so a slow machine may see it again) and the
 * last-used update (at most once a minute per key).
 */
const AUTH = /\b(from|update) "api_keys"/;
const booking = () => seen.filter((s) => !AUTH.test(s));

/**
 * On PGlite, a statement run again is prepared once (src/db/pglite-statements.ts) and then sent
 * as `execute <name>(…)`: it is counted as the statement it runs. Preparing it (`prepare`, and
 * reading its parameter types) happens once per statement and process, not per booking, and
 * is not counted; `executed` counts the booking's prepared runs seen.
 */
const preparedTexts = new Map<string, string>();
let executed = 0;
function resolve(statement: string): string[] {
  const prepare = /^prepare (recepcja_s\d+) as (.*)$/is.exec(statement);
  if (prepare) {
    preparedTexts.set(prepare[1]!, prepare[2]!);
    return [];
  }
  if (/^select array_to_string\(parameter_types/i.test(statement)) return [];
  const execute = /^execute (recepcja_s\d+)\b/i.exec(statement);
  if (!execute) return [statement];
  const prepared = preparedTexts.get(execute[1]!) ?? statement;
  if (counting && !AUTH.test(prepared)) executed++;
  return [prepared];
}

function wrap<T extends object>(proto: T, name: keyof T, label: (args: unknown[]) => string[]) {
  const original = proto[name] as unknown as (...args: unknown[]) => unknown;
  (proto as Record<keyof T, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
    const statements = label(args).flatMap(resolve);
    if (counting) seen.push(...statements);
    return original.apply(this, args);
  };
  restore.push(() => {
    (proto as Record<keyof T, unknown>)[name] = original;
  });
}

const text = (q: unknown) =>
  (typeof q === 'string' ? q : ((q as { text?: string } | null)?.text ?? String(q)))
    .replace(/\s+/g, ' ')
    .trim();

let t: TestApp;
beforeAll(async () => {
  if (usingServer()) {
    wrap(pg.Client.prototype, 'query', (args) => [text(args[0])]);
  } else {
    wrap(PGlite.prototype, 'query', (args) => [text(args[0])]);
    wrap(PGlite.prototype, 'exec', (args) => [text(args[0])]);
    // PGlite sends `begin` and `commit` itself; the statements inside go through the
    // transaction's own `query`/`exec`, wrapped here too.
    const transaction = PGlite.prototype.transaction;
    PGlite.prototype.transaction = function (this: PGlite, callback) {
      if (counting) seen.push('begin (transaction)');
      return transaction
        .call(this, (tx) => {
          const q = tx.query.bind(tx);
          const e = tx.exec.bind(tx);
          tx.query = ((...args: Parameters<typeof q>) => {
            const statements = resolve(text(args[0]));
            if (counting) seen.push(...statements);
            return q(...args);
          }) as typeof tx.query;
          tx.exec = ((...args: Parameters<typeof e>) => {
            if (counting) seen.push(text(args[0]));
            return e(...args);
          }) as typeof tx.exec;
          return callback(tx);
        })
        .finally(() => {
          if (counting) seen.push('commit or rollback (transaction)');
        }) as ReturnType<typeof transaction>;
    } as typeof transaction;
    restore.push(() => {
      PGlite.prototype.transaction = transaction;
    });
  }
  t = await createTestApp({ redis: false });
});
afterAll(async () => {
  for (const r of restore) r();
  await t?.close();
});

/** The topics of the outbox messages queued for one appointment, sorted. */
async function outboxTopics(tenantId: string, appointmentId: string) {
  const queued = await t.db.select().from(outboxMessages).where(eq(outboxMessages.tenantId, tenantId));
  return queued
    .filter((m) => m.payload.appointment_id === appointmentId)
    .map((m) => m.topic)
    .sort();
}

async function book(auth: Record<string, string>, payload: Record<string, unknown>) {
  seen.length = 0;
  executed = 0;
  counting = true;
  try {
    return await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...auth, ...idem() },
      payload,
    });
  } finally {
    counting = false;
  }
}

describe('statements per booking (POST /v2/appointments with an Idempotency-Key)', () => {
  it('a tenant’s first booking: 2 statements, claim the key and read the tenant, then one write', async () => {
    const { tenant, live } = await bookableTenant(t);
    const r = await book(live.auth, { start_time: warsaw(3, '10:00'), patient_name: 'Anna Nowak' });
    expect(r.statusCode).toBe(201);
    const statements = booking();
    expect(statements, statements.join('\n')).toHaveLength(2);
    // The first claims the Idempotency-Key and reads the tenant's profile in one statement.
    expect(statements[0]).toMatch(/^with "claim" as \(insert into "idempotency_keys" /);
    expect(statements[0]).toMatch(/ from "tenants" /);
    expect(statements[1]).toMatch(/^with ins as \(insert into "appointments" /);

    // What the one write statement did: the appointment, its event and the stored answer.
    const id = r.json().id as string;
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toBeDefined();
    const events = await t.db.select().from(outboxMessages).where(eq(outboxMessages.tenantId, tenant.id));
    expect(events.filter((e) => e.payload.appointment_id === id)).toHaveLength(1);
    const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.tenantId, tenant.id));
    expect(keys.every((k) => k.state === 'completed')).toBe(true);
  });

  it('a later booking of the tenant: 1 statement claims the key, books and stores the answer', async () => {
    const { tenant, live } = await bookableTenant(t);
    const first = await book(live.auth, { start_time: warsaw(3, '09:00'), patient_name: 'Ewa Lis' });
    expect(first.statusCode).toBe(201);
    expect(booking()).toHaveLength(2);
    // The profile read by the first booking is used again; the statement checks it is current.
    const r = await book(live.auth, {
      start_time: warsaw(3, '11:00'),
      patient_name: 'Jan Lis',
      patient_phone: '601 234 567',
    });
    expect(r.statusCode).toBe(201);
    const statements = booking();
    expect(statements, statements.join('\n')).toHaveLength(1);
    expect(statements[0]).toMatch(/^with claim as \(insert into "idempotency_keys" /);
    expect(statements[0]).toMatch(/ins as \(insert into "appointments" /);
    expect(statements[0]).toMatch(/"tenants"\.xmin::text = /);
    const id = r.json().id as string;
    expect(await outboxTopics(tenant.id, id)).toEqual(['event', 'sms', 'sms']);
    const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.tenantId, tenant.id));
    expect(keys.map((k) => [k.state, k.responseStatus])).toEqual([
      ['completed', 201],
      ['completed', 201],
    ]);
  });

  it('with a phone (confirmation and reminder SMS): still 2 statements, no second tenant read', async () => {
    const { tenant, live } = await bookableTenant(t);
    const r = await book(live.auth, {
      start_time: warsaw(4, '10:00'),
      patient_name: 'Jan Kowalski',
      patient_phone: '601 234 567',
    });
    expect(r.statusCode).toBe(201);
    const statements = booking();
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(statements.filter((s) => /from "tenants"/i.test(s))).toHaveLength(1);
    // The event and the SMS (confirmation, 24 h reminder) went out in that one statement.
    const id = r.json().id as string;
    expect(await outboxTopics(tenant.id, id)).toEqual(['event', 'sms', 'sms']);
  });

  it.skipIf(usingServer())(
    'on the embedded engine, a booking statement run again is executed as prepared',
    async () => {
      const { live } = await bookableTenant(t);
      const at = (h: string) => ({ start_time: warsaw(5, h), patient_name: 'Ola Maj' });
      // The tenant's first booking reads its profile (2 statements); the second is the one
      // statement's first run, as it is; from the third on, that statement is prepared.
      expect((await book(live.auth, at('09:00'))).statusCode).toBe(201);
      expect((await book(live.auth, at('10:00'))).statusCode).toBe(201);
      expect(executed).toBe(0);
      for (const h of ['11:00', '12:00']) {
        const r = await book(live.auth, at(h));
        expect(r.statusCode).toBe(201);
        const statements = booking();
        expect(statements, statements.join('\n')).toHaveLength(1);
        expect(statements[0]).toMatch(/ins as \(insert into "appointments" /);
        expect(executed).toBe(1);
      }
    },
  );
});
