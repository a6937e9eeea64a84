/**
 * The two statements of every receptionist turn, reading and writing the session's row, built
 * once and then only executed (drizzle's `prepare`: on PostgreSQL a named prepared statement).
 * Building their SQL on each turn was a fifth of a turn's CPU in issue #21's profile of the
 * turns (item 7: ten callers at a time share one event loop).
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { param, preparedStatement } from '../../db/prepared.js';
import { voiceSessions } from './voice.schema.js';

function buildLoad(db: DbOrTx) {
  return db
    .select()
    .from(voiceSessions)
    .where(eq(voiceSessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('voice_session_load');
}

/**
 * The write, its text built once for every handle (a turn writes on the service's handle, the
 * end of a call inside its transaction): the state as JSON text, the time as ISO text.
 */
const saveStatement = preparedStatement<{ id: string }>(
  'voice_session_save',
  () => sql`update voice_sessions
    set state = ${param('state')}::jsonb, ended = ${param('ended')}, version = ${param('next')},
      updated_at = ${param('at')}::timestamptz
    where id = ${param('id')} and version = ${param('version')} and ended = false
    returning id`,
);

/** The read, per database handle (turns read on the service's). */
const loads = new WeakMap<DbOrTx, ReturnType<typeof buildLoad>>();

/** The session row of `id`, if any. */
export async function loadSession(db: DbOrTx, id: string) {
  let load = loads.get(db);
  if (!load) {
    load = buildLoad(db);
    loads.set(db, load);
  }
  const [row] = await load.execute({ id });
  return row;
}

/**
 * Writes the state of the session `id` at `version` (bumping it), only while it is not ended:
 * answers whether the row was written (false: another turn or the end came first).
 */
export async function saveSession(
  db: DbOrTx,
  v: { id: string; version: number; state: Record<string, unknown>; ended: boolean; at: Date },
): Promise<boolean> {
  const rows = await saveStatement(db, {
    id: v.id,
    version: v.version,
    next: v.version + 1,
    state: JSON.stringify(v.state),
    ended: v.ended,
    at: v.at.toISOString(),
  });
  return rows.length === 1;
}
