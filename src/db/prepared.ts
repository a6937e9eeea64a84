import { type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type DbOrTx, rowsOf } from './client.js';

/** The dialect of both engines' handles (`openPglite`, `openPostgres`: snake_case columns). */
const dialect = new PgDialect({ casing: 'snake_case' });

/** A named parameter of a statement built once (`sql.placeholder`), filled at each execution. */
export const param = (name: string): Placeholder => sql.placeholder(name);

interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A raw statement (what the query builders do not express: CTEs that write, `insert … select`)
 * whose SQL text is built once, from `sql` with {@link param}s, and then only executed: the
 * text and its parameter list are rendered on first use and kept, and each execution fills in
 * the values. On PostgreSQL it runs as the named prepared statement `name` (parsed once per
 * connection); PGlite runs the text with its parameters. Runs on the database or on a
 * transaction, whichever handle is given.
 *
 * `name` must be unique to the text: a connection keeps one text per statement name.
 */
export function preparedStatement<Row>(name: string, build: (db: DbOrTx) => SQL) {
  let query: Query | undefined;
  const byHandle = new WeakMap<DbOrTx, Prepared>();
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    let prepared = byHandle.get(db);
    if (!prepared) {
      query ??= dialect.sqlToQuery(build(db));
      prepared = db._.session.prepareQuery(query, undefined, name, false) as Prepared;
      byHandle.set(db, prepared);
    }
    return rowsOf<Row>(await prepared.execute(values));
  };
}
