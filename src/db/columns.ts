import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** Every id is a time-ordered UUID v7 (DECISIONS: identifiers). */
export const newId = (): string => uuidv7();

export const idColumn = () =>
  uuid()
    .primaryKey()
    .$defaultFn(() => uuidv7());

/** Millisecond precision, so that keyset cursors round-trip exactly through ISO strings. */
export const ts = () => timestamp({ precision: 3, withTimezone: true, mode: 'date' });

export const createdAt = () => ts().notNull().default(sql`now()`);
export const updatedAt = () =>
  ts()
    .notNull()
    .default(sql`now()`)
    .$onUpdateFn(() => new Date());
