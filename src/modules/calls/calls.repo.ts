import { and, asc, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import type { CursorPosition, SortDirection } from '../../platform/pagination.js';
import { type CALL_DIRECTIONS, type CALL_STATUSES, type CallOutcome, calls } from './calls.schema.js';

export type CallRow = typeof calls.$inferSelect;

/**
 * The columns of a call item of the developer surfaces (`callV1`/`callV2`: v1, v2, MCP). Their
 * listings read only these: never the transcript (often the largest value of a row), the team
 * note, the caller hash or the message, which those surfaces do not show.
 */
const callItemColumns = {
  id: calls.id,
  createdAt: calls.createdAt,
  callerNumber: calls.callerNumber,
  calledNumber: calls.calledNumber,
  direction: calls.direction,
  status: calls.status,
  outcome: calls.outcome,
  durationSeconds: calls.durationSeconds,
  sentiment: calls.sentiment,
  summary: calls.summary,
  hadError: calls.hadError,
  callbackRequested: calls.callbackRequested,
  startedAt: calls.startedAt,
  endedAt: calls.endedAt,
  updatedAt: calls.updatedAt,
};
export type CallItemRow = Pick<CallRow, keyof typeof callItemColumns>;

/**
 * A developer call item (v2 `CallV2`, the MCP `list_calls` tool) in its wire form, as a listing
 * reads it from the database (`listCallWireKeyset`): snake_case keys in the schema's order and
 * timestamps as ISO 8601 text (`2026-01-01T08:00:00.000Z`, formatted by the database; the
 * columns hold milliseconds, `precision: 3`, so the text equals `Date#toISOString()`).
 */
export interface CallWireRow {
  id: string;
  created_at: string;
  caller_number: string | null;
  direction: CallRow['direction'];
  status: CallRow['status'];
  outcome: CallRow['outcome'];
  duration_seconds: number | null;
  sentiment: CallRow['sentiment'];
  summary: string | null;
  had_error: boolean;
  called_number: string | null;
  started_at: string;
  ended_at: string | null;
  callback_requested: boolean;
  updated_at: string;
}

/** A timestamp as the wire's ISO 8601 text, by the database (null stays null). */
const iso = (col: AnyPgColumn) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface CallFilters {
  status?: (typeof CALL_STATUSES)[number];
  outcome?: CallOutcome;
  direction?: (typeof CALL_DIRECTIONS)[number];
  createdAfter?: Date;
  createdBefore?: Date;
  hadError?: boolean;
  /** Case-insensitive text search in the summary (dashboard). */
  q?: string;
  /** The caller left a message (true) or did not (false) (dashboard). */
  hasMessage?: boolean;
  /** The caller's message was marked urgent (true), or there is no urgent message (false) (dashboard). */
  urgent?: boolean;
  /** Digits that the caller number contains (dashboard). */
  caller?: string;
}

/** `urgent=true`: an urgent message; `urgent=false`: no message, or one not urgent. */
const urgentSql = (urgent: boolean): SQL =>
  urgent ? sql`${calls.messageUrgent} is true` : sql`${calls.messageUrgent} is not true`;

/** `%`, `_` and `\\` taken literally in a LIKE pattern. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterSql(tenantId: string, f: CallFilters): SQL[] {
  const where: SQL[] = [eq(calls.tenantId, tenantId)];
  if (f.status) where.push(eq(calls.status, f.status));
  if (f.outcome) where.push(eq(calls.outcome, f.outcome));
  if (f.direction) where.push(eq(calls.direction, f.direction));
  if (f.createdAfter) where.push(gte(calls.createdAt, f.createdAfter));
  if (f.createdBefore) where.push(lt(calls.createdAt, f.createdBefore));
  if (f.hadError !== undefined) where.push(eq(calls.hadError, f.hadError));
  if (f.q) where.push(ilike(calls.summary, `%${likeEscape(f.q)}%`));
  if (f.hasMessage !== undefined)
    where.push(f.hasMessage ? isNotNull(calls.messageText) : isNull(calls.messageText));
  if (f.urgent !== undefined) where.push(urgentSql(f.urgent));
  if (f.caller) where.push(ilike(calls.callerNumber, `%${likeEscape(f.caller)}%`));
  return where;
}

const p = (name: string) => sql.placeholder(name);

/**
 * The keyset query of one shape (which filters, cursor or not, direction) and column set
 * (whole rows, or the developer item's columns), built once with placeholders and prepared
 * (a named prepared statement on PostgreSQL): listing is the developer API's hottest path.
 * At most 2^7 × 3 × 3 × 3 × 2 × 3 shapes per column set and database handle (the dashboard's
 * message, urgency and caller filters are written into the shape as their value, `t`/`f`/`0`,
 * since each value is a different condition).
 */
function keysetQuery(db: DbOrTx, shape: string, kind: Kind) {
  let byShape = keysetQueries.get(db);
  if (!byShape) {
    byShape = new Map();
    keysetQueries.set(db, byShape);
  }
  const key = `${kind}_${shape}`;
  let query = byShape.get(key);
  if (!query) {
    const [dir, status, outcome, direction, after, before, hadError, q, cursor, hasMessage, urgent, caller] =
      shape.split('');
    const where: SQL[] = [eq(calls.tenantId, p('tenantId'))];
    if (status === '1') where.push(eq(calls.status, p('status')));
    if (outcome === '1') where.push(eq(calls.outcome, p('outcome')));
    if (direction === '1') where.push(eq(calls.direction, p('direction')));
    if (after === '1') where.push(gte(calls.createdAt, p('createdAfter')));
    if (before === '1') where.push(lt(calls.createdAt, p('createdBefore')));
    if (hadError === '1') where.push(eq(calls.hadError, p('hadError')));
    if (q === '1') where.push(ilike(calls.summary, p('q')));
    if (hasMessage === 't') where.push(isNotNull(calls.messageText));
    if (hasMessage === 'f') where.push(isNull(calls.messageText));
    if (urgent === 't') where.push(urgentSql(true));
    if (urgent === 'f') where.push(urgentSql(false));
    if (caller === '1') where.push(ilike(calls.callerNumber, p('caller')));
    // The cursor compares in its own direction (the same as the listing's, checked on decode).
    const cmp = cursor === 'd' ? lt : gt;
    if (cursor !== '0')
      where.push(
        or(
          cmp(calls.createdAt, p('cursorAt')),
          and(eq(calls.createdAt, p('cursorAt')), cmp(calls.id, p('cursorId'))),
        )!,
      );
    const order =
      dir === 'd' ? [desc(calls.createdAt), desc(calls.id)] : [asc(calls.createdAt), asc(calls.id)];
    // Distinct names: a PostgreSQL connection keeps one text per prepared statement name.
    const name = `calls_${kind}_keyset_${shape}`;
    if (kind === 'rows') {
      query = db
        .select()
        .from(calls)
        .where(and(...where))
        .orderBy(...order)
        .limit(p('limit'))
        .prepare(name);
    } else {
      // The page's items in their wire form (`CallWireRow`), built by the database as one JSON
      // array: one value to read and parse instead of 15 columns × `limit + 1` rows to decode,
      // map to `Date`s and format again (the list is the developer API's hottest read; issue
      // #25 measured that mapping at a quarter of its CPU).
      const page = db
        .select(callItemColumns)
        .from(calls)
        .where(and(...where))
        .orderBy(...order)
        .limit(p('limit'))
        .as('page');
      const o = dir === 'd' ? sql`desc` : sql`asc`;
      query = db
        .select({
          items: sql<CallWireRow[]>`coalesce(json_agg(json_build_object(
            'id', ${page.id}, 'created_at', ${iso(page.createdAt)}, 'caller_number', ${page.callerNumber},
            'direction', ${page.direction}, 'status', ${page.status}, 'outcome', ${page.outcome},
            'duration_seconds', ${page.durationSeconds}, 'sentiment', ${page.sentiment},
            'summary', ${page.summary}, 'had_error', ${page.hadError}, 'called_number', ${page.calledNumber},
            'started_at', ${iso(page.startedAt)}, 'ended_at', ${iso(page.endedAt)},
            'callback_requested', ${page.callbackRequested}, 'updated_at', ${iso(page.updatedAt)}
          ) order by ${page.createdAt} ${o}, ${page.id} ${o}), '[]'::json)`,
        })
        .from(page)
        .prepare(name);
    }
    byShape.set(key, query);
  }
  return query;
}
const keysetQueries = new WeakMap<
  DbOrTx,
  Map<string, { execute(values: Record<string, unknown>): Promise<unknown[]> }>
>();
/** Whole rows, or the developer item in its wire form. */
type Kind = 'rows' | 'wire';

/** The arguments of a keyset listing. */
export type KeysetArgs = [
  db: DbOrTx,
  tenantId: string,
  filters: CallFilters,
  direction: SortDirection,
  after: CursorPosition | undefined,
  limit: number,
];

/** Keyset page (`limit + 1` whole rows) on (`created_at`, `id`) in the given direction. */
export const listCallsKeyset = (...args: KeysetArgs) => runKeyset('rows', ...args) as Promise<CallRow[]>;

/** The same page as developer items in their wire form (`CallWireRow`), as one JSON array from the database. */
export const listCallWireKeyset = async (...args: KeysetArgs) =>
  ((await runKeyset('wire', ...args)) as { items: CallWireRow[] }[])[0]?.items ?? [];

function runKeyset(
  kind: Kind,
  ...[db, tenantId, filters, direction, after, limit]: KeysetArgs
): Promise<unknown[]> {
  const f = filters;
  const bit = (v: unknown) => (v === undefined || v === null || v === '' ? '0' : '1');
  const tri = (v: boolean | undefined) => (v === undefined ? '0' : v ? 't' : 'f');
  const shape = `${direction === 'desc' ? 'd' : 'a'}${bit(f.status)}${bit(f.outcome)}${bit(f.direction)}${bit(f.createdAfter)}${bit(f.createdBefore)}${bit(f.hadError)}${bit(f.q)}${after ? after.direction[0] : '0'}${tri(f.hasMessage)}${tri(f.urgent)}${bit(f.caller)}`;
  return keysetQuery(db, shape, kind).execute({
    tenantId,
    status: f.status,
    outcome: f.outcome,
    direction: f.direction,
    createdAfter: f.createdAfter?.toISOString(),
    createdBefore: f.createdBefore?.toISOString(),
    hadError: f.hadError,
    q: f.q ? `%${likeEscape(f.q)}%` : undefined,
    caller: f.caller ? `%${likeEscape(f.caller)}%` : undefined,
    cursorAt: after?.createdAt.toISOString(),
    cursorId: after?.id,
    limit: limit + 1,
  });
}

/** Offset page (`limit + 1` rows), newest first. */
export async function listCallsOffset(db: DbOrTx, tenantId: string, limit: number, offset: number) {
  return db
    .select()
    .from(calls)
    .where(eq(calls.tenantId, tenantId))
    .orderBy(desc(calls.createdAt), desc(calls.id))
    .limit(limit + 1)
    .offset(offset);
}

export async function findCall(db: DbOrTx, tenantId: string, id: string): Promise<CallRow | undefined> {
  const [row] = await db
    .select()
    .from(calls)
    .where(and(eq(calls.tenantId, tenantId), eq(calls.id, id)))
    .limit(1);
  return row;
}

export interface CallStats {
  totalCalls: number;
  completedCalls: number;
  missedCalls: number;
  failedCalls: number;
  bookedCalls: number;
  transferredCalls: number;
  callbackCalls: number;
  errorCalls: number;
  avgDurationSeconds: number;
  totalDurationSeconds: number;
}

const statFields = {
  totalCalls: sql<number>`count(*)::int`,
  completedCalls: sql<number>`(count(*) filter (where ${calls.status} = 'completed'))::int`,
  missedCalls: sql<number>`(count(*) filter (where ${calls.status} = 'missed'))::int`,
  failedCalls: sql<number>`(count(*) filter (where ${calls.status} = 'failed'))::int`,
  bookedCalls: sql<number>`(count(*) filter (where ${calls.outcome} = 'booked'))::int`,
  transferredCalls: sql<number>`(count(*) filter (where ${calls.outcome} = 'transferred'))::int`,
  callbackCalls: sql<number>`(count(*) filter (where ${calls.callbackRequested}))::int`,
  errorCalls: sql<number>`(count(*) filter (where ${calls.hadError}))::int`,
  avgDurationSeconds: sql<number>`coalesce(round(avg(${calls.durationSeconds}), 1), 0)::float8`,
  totalDurationSeconds: sql<number>`coalesce(sum(${calls.durationSeconds}), 0)::bigint`,
};

function numeric<T extends Record<string, unknown>>(row: T): { [K in keyof T]: number } {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v ?? 0)])) as {
    [K in keyof T]: number;
  };
}

/** Aggregates over calls created in [from, to). */
export async function callStats(db: DbOrTx, tenantId: string, from: Date, to: Date): Promise<CallStats> {
  const [row] = await db
    .select(statFields)
    .from(calls)
    .where(and(eq(calls.tenantId, tenantId), gte(calls.createdAt, from), lt(calls.createdAt, to)));
  return numeric(row ?? {}) as CallStats;
}

/** Outcome → count over calls created in [from, to). */
export async function outcomeCounts(db: DbOrTx, tenantId: string, from: Date, to: Date) {
  const rows = await db
    .select({ outcome: calls.outcome, n: sql<number>`count(*)::int` })
    .from(calls)
    .where(and(eq(calls.tenantId, tenantId), gte(calls.createdAt, from), lt(calls.createdAt, to)))
    .groupBy(calls.outcome);
  return rows.map((r) => ({ outcome: r.outcome, count: Number(r.n) }));
}

/** The same aggregates per calendar day of `timezone` (days without calls are absent). */
export async function dailyCallStats(
  db: DbOrTx,
  tenantId: string,
  timezone: string,
  from: Date,
  to: Date,
): Promise<(CallStats & { day: string })[]> {
  const day = sql<string>`to_char((${calls.createdAt} at time zone ${timezone})::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, ...statFields })
    .from(calls)
    .where(and(eq(calls.tenantId, tenantId), gte(calls.createdAt, from), lt(calls.createdAt, to)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map(({ day: d, ...rest }) => ({ day: d, ...(numeric(rest) as CallStats) }));
}

/** Every call matching the filters, newest first, at most `max` (CSV export). */
export async function listCallsForExport(db: DbOrTx, tenantId: string, filters: CallFilters, max: number) {
  return db
    .select()
    .from(calls)
    .where(and(...filterSql(tenantId, filters)))
    .orderBy(desc(calls.createdAt), desc(calls.id))
    .limit(max);
}

/** Monthly figures over calls that started in [from, to): minutes rounded up per call, as usage counts them. */
export async function monthAggregates(db: DbOrTx, tenantId: string, from: Date, to: Date) {
  const where = and(eq(calls.tenantId, tenantId), gte(calls.startedAt, from), lt(calls.startedAt, to));
  const [totals] = await db
    .select({
      totalCalls: sql<number>`count(*)::int`,
      totalMinutes: sql<number>`coalesce(sum(ceil(coalesce(${calls.durationSeconds}, 0) / 60.0)), 0)::int`,
      callbacksPending: sql<number>`(count(*) filter (where ${calls.callbackRequested} and ${calls.callbackResolvedAt} is null))::int`,
      callbacksResolved: sql<number>`(count(*) filter (where ${calls.callbackRequested} and ${calls.callbackResolvedAt} is not null))::int`,
    })
    .from(calls)
    .where(where);
  const outcomes = await db
    .select({ outcome: calls.outcome, n: sql<number>`count(*)::int` })
    .from(calls)
    .where(and(where, sql`${calls.outcome} is not null`))
    .groupBy(calls.outcome)
    .orderBy(sql`2 desc`, calls.outcome);
  return {
    totalCalls: Number(totals?.totalCalls ?? 0),
    totalMinutes: Number(totals?.totalMinutes ?? 0),
    callbacksPending: Number(totals?.callbacksPending ?? 0),
    callbacksResolved: Number(totals?.callbacksResolved ?? 0),
    outcomes: outcomes.map((o) => ({ outcome: o.outcome!, count: Number(o.n) })),
  };
}
