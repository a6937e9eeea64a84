import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Prepared statements for the embedded engine (issue #25 item 4).
 *
 * PGlite's `query` parses and plans its statement on every call (an unnamed statement of the
 * extended protocol), and it offers no named ones. Planning is most of the work for this
 * service's statements: the call list's keyset page took 2.4 ms through `query` and 1.0 ms as
 * `EXECUTE` of the same statement prepared once (measured in PGlite, 2,000 calls). PGlite runs
 * statements on the thread that serves HTTP, so that time is every waiting request's.
 *
 * `withPreparedStatements(client)` is the client with a `query` that does this for statements
 * run again and again: the second time a text is seen (outside a transaction), it is prepared
 * once with `PREPARE`, and from then on it runs as `EXECUTE name(literal, …)`, inside
 * transactions too. The literals are the values PGlite itself would have sent: each parameter
 * serialised for the type PostgreSQL inferred for it (`pg_prepared_statements`), by PGlite's
 * serialisers, then quoted with node-postgres's `escapeLiteral` (quotes and backslashes
 * doubled, `E'…'` when there is a backslash), so no value is ever read as SQL. The answer is the
 * same (`EXECUTE` answers the statement's own rows, fields and command tag).
 *
 * Left to plain `query`: statements run once, calls with their own `paramTypes` or `blob`, anything but `select`/`insert`/`update`/
 * `delete`/`with` (DDL, `begin`, `set`, several statements), texts with `;`, a statement
 * PostgreSQL cannot prepare on its own (a parameter of unknown type), a value holding a NUL
 * character, and all statements past {@link MAX_PREPARED}. A prepared statement whose plan no
 * longer fits (the schema changed under it: SQLSTATE 0A000) or that is gone (26000) is
 * forgotten and the statement runs as before.
 */

/** Distinct statements prepared at most (the service has a few hundred). */
export const MAX_PREPARED = 1000;
/** Texts longer than this are run as they are (large generated statements are rarely repeated). */
const MAX_TEXT = 20_000;
/** Distinct texts counted at most before the counts start again. */
const MAX_SEEN = 5000;

type QueryFn = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

interface Prepared {
  name: string;
  /** Type OIDs of the parameters, as PostgreSQL inferred them. */
  types: number[];
}

const ELIGIBLE = /^\s*(select|insert|update|delete|with)\b/i;
const eligible = (text: string) => text.length <= MAX_TEXT && !text.includes(';') && ELIGIBLE.test(text);

/** SQLSTATEs after which a prepared statement is dropped and the text runs as it is. */
const STALE = new Set(['0A000', '26000']);
const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

export interface StatementStats {
  prepared: number;
  executed: number;
}

export function withPreparedStatements(client: PGlite): PGlite & { statementStats(): StatementStats } {
  const seen = new Map<string, number>();
  const prepared = new Map<string, Promise<Prepared | null>>();
  const stats: StatementStats = { prepared: 0, executed: 0 };
  const baseQuery = client.query.bind(client) as QueryFn;
  let next = 0;

  async function prepare(text: string): Promise<Prepared | null> {
    const name = `recepcja_s${++next}`;
    try {
      await baseQuery(`prepare ${name} as ${text}`);
      const { rows } = await baseQuery<{ types: string }>(
        `select array_to_string(parameter_types::oid[], ',') as types from pg_prepared_statements where name = $1`,
        [name],
      );
      const types = rows[0]?.types ? rows[0].types.split(',').map(Number) : [];
      stats.prepared++;
      return { name, types };
    } catch {
      return null; // e.g. a parameter whose type only the caller's context decides: run as it is
    }
  }

  /** The prepared form of `text` when there is one, preparing it when `mayPrepare` and it is hot. */
  async function preparedFor(text: string, mayPrepare: boolean): Promise<Prepared | null> {
    const known = prepared.get(text);
    if (known) return known;
    if (!mayPrepare || prepared.size >= MAX_PREPARED || !eligible(text)) return null;
    const count = (seen.get(text) ?? 0) + 1;
    if (count < 2) {
      if (seen.size >= MAX_SEEN) seen.clear();
      seen.set(text, count);
      return null;
    }
    seen.delete(text);
    const p = prepare(text);
    prepared.set(text, p);
    return p;
  }

  /** `EXECUTE name(…)` with the parameters as literals; null when a value cannot be one. */
  function executeText(p: Prepared, params: unknown[], options: QueryOptions | undefined): string | null {
    if (params.length !== p.types.length) return null;
    if (params.length === 0) return `execute ${p.name}`;
    const literals: string[] = [];
    for (let i = 0; i < params.length; i++) {
      const value = params[i];
      if (value === null || value === undefined) {
        literals.push('null');
        continue;
      }
      const oid = p.types[i]!;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      const text: unknown = serialize ? serialize(value) : String(value);
      if (typeof text !== 'string' || text.includes('\0')) return null;
      literals.push(pg.escapeLiteral(text));
    }
    return `execute ${p.name}(${literals.join(', ')})`;
  }

  function queryThrough(run: QueryFn, inTransaction: boolean): QueryFn {
    return async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
      // Parameter types or a blob chosen by the caller: as PGlite runs it.
      const plain = options?.paramTypes !== undefined || options?.blob !== undefined;
      const p = plain ? null : await preparedFor(text, !inTransaction);
      const exec = p && executeText(p, params, options);
      if (!p || !exec) return run<T>(text, params, options);
      try {
        const result = await run<T>(exec, [], options);
        stats.executed++;
        return result;
      } catch (err) {
        if (!STALE.has(String(codeOf(err)))) throw err;
        prepared.delete(text);
        if (inTransaction) throw err; // the transaction is aborted: its caller decides
        await baseQuery(`deallocate ${p.name}`).catch(() => {});
        return run<T>(text, params, options);
      }
    };
  }

  const query = queryThrough(baseQuery, false);
  const wrapTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, prop) {
        if (prop === 'query') return queryThrough(target.query.bind(target) as QueryFn, true);
        // The target as receiver: PGlite's getters read private fields.
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop === 'statementStats') return () => ({ ...stats });
      if (prop === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(wrapTransaction(tx)));
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as PGlite & { statementStats(): StatementStats };
}
