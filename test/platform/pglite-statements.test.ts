import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_OPTIONS } from '../../src/db/client.js';
import { withPreparedStatements } from '../../src/db/pglite-statements.js';

/**
 * The embedded engine's prepared statements (src/db/pglite-statements.ts): a statement run again
 * is prepared once and executed with its parameters as quoted literals. These tests compare it
 * with PGlite's own `query` on the same database, value by value, and try the values that could
 * break out of a literal.
 */
let raw: PGlite;
let client: ReturnType<typeof withPreparedStatements>;

beforeAll(async () => {
  raw = await PGlite.create(PGLITE_OPTIONS);
  client = withPreparedStatements(raw);
  await raw.exec(`
    create table things (
      id int primary key, label text, note text, flag boolean, at timestamptz, amount numeric,
      data jsonb, tags text[], blob bytea
    );
    create table victims (id int);
    insert into victims values (1);
  `);
});
afterAll(async () => {
  await raw.close();
});

const INSERT =
  'insert into things (id, label, note, flag, at, amount, data, tags, blob) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *';
const SELECT = 'select * from things where id = $1';

/** Values a literal must carry exactly: quotes, backslashes, `$`, SQL, Unicode, nulls. */
const ROWS: unknown[][] = [
  [
    1,
    'plain',
    null,
    true,
    new Date('2026-11-30T08:15:00.123Z'),
    '12.50',
    { a: 1, b: [1, 'x'] },
    ['a', 'b'],
    null,
  ],
  [2, "O'Brien", 'back\\slash \\x00 and \\n', false, '2026-01-01T00:00:00Z', 0, { q: "it's" }, [], null],
  [
    3,
    "'); drop table victims; --",
    "E'\\'; select 1; --",
    null,
    null,
    null,
    null,
    null,
    new Uint8Array([0, 1, 255]),
  ],
  [4, 'Zażółć gęślą jaźń 🦷', '$1 $$ $tag$ %s', true, null, '-0.001', ['x', null], ['ą', 'b c', '"q"'], null],
];

describe('prepared statements on PGlite', () => {
  it('answers what PGlite answers, for every kind of value, once the statement is prepared', async () => {
    for (const values of ROWS) {
      const ours = await client.query(INSERT, values);
      const back = await raw.query(SELECT, [values[0]]);
      expect(ours.rows).toEqual(back.rows);
      expect(ours.affectedRows).toBe(1);
    }
    // The insert ran prepared from its second run on, and wrote the values unchanged.
    expect(client.statementStats().prepared).toBeGreaterThanOrEqual(1);
    expect(client.statementStats().executed).toBeGreaterThanOrEqual(ROWS.length - 1);
    for (const values of ROWS) {
      const viaPrepared = [await client.query(SELECT, [values[0]]), await client.query(SELECT, [values[0]])];
      const plain = await raw.query(SELECT, [values[0]]);
      for (const r of viaPrepared) expect(r.rows).toEqual(plain.rows);
    }
    const three = (await raw.query<{ label: string; note: string }>(SELECT, [3])).rows[0]!;
    expect(three.label).toBe("'); drop table victims; --");
    expect(three.note).toBe("E'\\'; select 1; --");
    expect((await raw.query('select count(*)::int as n from victims')).rows).toEqual([{ n: 1 }]);
  });

  it('keeps the caller’s row mode, parsers and the command’s counts', async () => {
    const q = 'update things set flag = $2 where id <= $1';
    for (let i = 0; i < 3; i++) {
      const r = await client.query(q, [2, i % 2 === 0]);
      expect(r.affectedRows).toBe(2);
    }
    const options = { rowMode: 'array' as const, parsers: { 1184: (v: string) => `ts:${v}` } };
    const a = await client.query('select id, at from things where id = $1', [1], options);
    const b = await client.query('select id, at from things where id = $1', [1], options);
    expect(b.rows).toEqual(a.rows);
    expect(b.rows[0]).toEqual([1, expect.stringMatching(/^ts:2026-11-30 /)]);
  });

  it('runs prepared statements inside a transaction, and a rollback undoes them', async () => {
    const q = 'insert into things (id, label) values ($1, $2)';
    await client.query(q, [10, 'a']);
    await client.query(q, [11, 'b']);
    const before = client.statementStats().executed;
    await expect(
      client.transaction(async (tx) => {
        await tx.query(q, [12, 'c']);
        await tx.query(q, [13, 'd']);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(client.statementStats().executed).toBe(before + 2);
    const ids = (await raw.query<{ id: number }>('select id from things where id >= 10 order by id')).rows;
    expect(ids.map((r) => r.id)).toEqual([10, 11]);
  });

  it('raises the database’s own errors: a duplicate key keeps its SQLSTATE and constraint', async () => {
    const q = 'insert into things (id, label) values ($1, $2)';
    await client.query(q, [20, 'x']);
    await client.query(q, [21, 'x']);
    const err = await client.query(q, [20, 'again']).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', constraint: 'things_pkey' });
  });

  it('sends a value with a NUL character as PGlite does (no literal), with the same error', async () => {
    const q = 'select $1::text as v';
    await client.query(q, ['a']);
    await client.query(q, ['b']);
    const ours = await client.query(q, ['a\0b']).catch((e: unknown) => (e as { code?: string }).code);
    const theirs = await raw.query(q, ['a\0b']).catch((e: unknown) => (e as { code?: string }).code);
    expect(ours).toEqual(theirs);
  });

  it('forgets a statement whose plan no longer fits after the schema changed', async () => {
    const q = 'select label from things where id = $1';
    await client.query(q, [1]);
    await client.query(q, [1]);
    await raw.exec('alter table things alter column label type varchar(200)');
    const r = await client.query<{ label: string }>(q, [1]);
    expect(r.rows).toEqual([{ label: 'plain' }]);
  });

  it('leaves DDL and unknown parameter types to PGlite', async () => {
    const before = client.statementStats().prepared;
    for (let i = 0; i < 3; i++) {
      await client.query('create table if not exists extra (id int)');
      await client.query('create index if not exists extra_id on extra (id)');
    }
    // A parameter whose type PostgreSQL cannot infer on its own is not preparable; it fails
    // exactly as PGlite's own query does.
    for (let i = 0; i < 3; i++) {
      const ours = await client.query('select $1 as v', ['x']).then((r) => r.rows);
      const theirs = await raw.query('select $1 as v', ['x']).then((r) => r.rows);
      expect(ours).toEqual(theirs);
    }
    expect(client.statementStats().prepared - before).toBeLessThanOrEqual(1);
  });
});
