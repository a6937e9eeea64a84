import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { param, preparedStatement } from '../../db/prepared.js';
import type { ClaimValues, IdempotentAnswer } from '../../platform/idempotency.js';
import { idempotencyKeys } from '../../platform/idempotency.schema.js';
import type { OutboxRow } from '../../platform/outbox.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import { CursorCodec, type CursorPosition } from '../../platform/pagination.js';
import { calendarBusyTimes, calendarSubscriptions, calendarsBlocking } from '../calendar/calendar.schema.js';
import { departments } from '../tenants/tenants.schema.js';
import { type AppointmentRow, type AppointmentStatus, appointments } from './appointments.schema.js';
import { calendarsBlock, profileUnchanged } from './tenant-profile.js';

export interface AppointmentFilters {
  status?: AppointmentStatus;
  /** Appointments starting at or after. */
  from?: Date;
  /** Appointments starting before. */
  to?: Date;
}

export type AppointmentInsert = Omit<typeof appointments.$inferInsert, 'tenantId' | 'id'>;

export async function listAppointmentsKeyset(
  db: DbOrTx,
  tenantId: string,
  f: AppointmentFilters,
  after: CursorPosition | undefined,
  limit: number,
): Promise<AppointmentRow[]> {
  const where: SQL[] = [eq(appointments.tenantId, tenantId)];
  if (f.status) where.push(eq(appointments.status, f.status));
  if (f.from) where.push(gte(appointments.startTime, f.from));
  if (f.to) where.push(lt(appointments.startTime, f.to));
  if (after) where.push(CursorCodec.after(after, appointments.createdAt, appointments.id));
  return db
    .select()
    .from(appointments)
    .where(and(...where))
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(limit + 1);
}

export async function listAppointmentsOffset(db: DbOrTx, tenantId: string, limit: number, offset: number) {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.tenantId, tenantId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(limit + 1)
    .offset(offset);
}

export async function findAppointment(
  db: DbOrTx,
  tenantId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<AppointmentRow | undefined> {
  const q = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertAppointment(db: DbOrTx, tenantId: string, values: AppointmentInsert) {
  const [row] = await db
    .insert(appointments)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateAppointment(
  db: DbOrTx,
  tenantId: string,
  id: string,
  set: Partial<AppointmentInsert>,
) {
  const [row] = await db
    .update(appointments)
    .set(set)
    .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)))
    .returning();
  return row;
}

/** An outbox row that is written only when the tenant has a calendar our bookings go into (CalDAV). */
export type BookingOutboxRow = OutboxRow & { onlyWithWritableCalendar?: boolean };

/**
 * A booking in one statement (one round trip, atomic without `begin`/`commit`): the
 * appointment (`row`, complete: id and timestamps chosen by the caller), its outbox rows in one
 * multi-row insert, and the stored idempotent answer, each written only when the appointment
 * is. The appointment is inserted only when no external calendar blocking its department has
 * the time busy (as last synchronised) and, with a department, when that department is the
 * tenant's (share-locked until the statement ends, so it cannot be deleted under the booking).
 * The exclusion constraint `appointments_no_overlap` still refuses a clash (SQLSTATE 23P01).
 * Returns whether the appointment was written; when not, the caller finds out why.
 *
 * With `claim`, the statement also claims the request's `Idempotency-Key`: it inserts the key's
 * row already completed with `answer` (the row's id is `claim_id`), and writes the appointment
 * only when that insert did. It writes nothing at all when the key was taken already, when the
 * tenants row is no longer at `claim.version` or a calendar now blocks the department (the
 * caller read its profile from a cache), or when the appointment would not be written (the
 * checks above are then the claim's): the caller then takes the ordinary path.
 *
 * The statement's text depends only on its shape (a department or not, how many outbox rows,
 * an answer stored, a key claimed or neither): it is built once per shape and then only executed
 * (`bookingStatement`).
 */
export async function insertBooking(
  db: DbOrTx,
  row: AppointmentRow,
  effects: {
    outbox?: BookingOutboxRow[];
    answer?: IdempotentAnswer;
    claim?: { values: ClaimValues; version: string };
  } = {},
): Promise<boolean> {
  const messages = effects.outbox ?? [];
  const a = effects.answer;
  const claim = a ? effects.claim : undefined;
  const values: Record<string, unknown> = {
    id: row.id,
    tenantId: row.tenantId,
    departmentId: row.departmentId,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    busyFrom: row.startTime,
    busyTo: row.endTime,
    durationMinutes: row.durationMinutes,
    status: row.status,
    serviceType: row.serviceType,
    patientName: row.patientName,
    patientPhone: row.patientPhone,
    notes: row.notes,
    source: row.source,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  messages.forEach((m, i) => {
    values[`o${i}_id`] = m.id;
    values[`o${i}_tenantId`] = m.tenantId;
    values[`o${i}_topic`] = m.topic;
    values[`o${i}_payload`] = JSON.stringify(m.payload);
    values[`o${i}_runAt`] = m.runAt.toISOString();
    values[`o${i}_maxAttempts`] = m.maxAttempts;
    values[`o${i}_writable`] = m.onlyWithWritableCalendar === true;
  });
  if (a) {
    values.answerId = a.id;
    values.answerStatus = a.status;
    values.answerBody = a.body;
  }
  if (claim) {
    Object.assign(values, claim.values);
    values.version = claim.version;
  }
  const statement = bookingStatement(
    row.departmentId !== null,
    messages.length,
    claim ? 'claim' : a ? 'answer' : 'none',
  );
  const [result] = await statement(db, values);
  return Number(result?.inserted ?? 0) === 1;
}

/** The booking statement of one shape, built once (see `insertBooking` for its parameters). */
function bookingStatement(department: boolean, outboxRows: number, key: 'none' | 'answer' | 'claim') {
  const name = `appointments_booking_d${Number(department)}_o${outboxRows}_${key}`;
  let statement = bookingStatements.get(name);
  if (!statement) {
    statement = preparedStatement<{ inserted: number | string }>(name, (db) => {
      const tenantId = param('tenantId');
      const departmentId = department ? param('departmentId') : null;
      const conditions: SQL[] = [
        sql`not exists (${externalBusyQuery(db, tenantId, departmentId, param('busyFrom'), param('busyTo'))})`,
      ];
      if (departmentId)
        conditions.push(
          sql`exists (${db
            .select({ one: sql`1` })
            .from(departments)
            .where(and(eq(departments.id, departmentId), eq(departments.tenantId, tenantId)))
            .for('share')})`,
        );
      const parts: SQL[] = [];
      if (key === 'claim') {
        // The key's row, completed with its answer, only where the booking may be written; the
        // appointment only where the key was claimed (a unique violation is `do nothing`, an
        // overlap aborts the whole statement).
        conditions.push(
          profileUnchanged(tenantId, param('version')),
          sql`not ${calendarsBlock(db, tenantId, departmentId)}`,
        );
        const c = (name: string) => param(`claim_${name}`);
        parts.push(sql`claim as (insert into ${idempotencyKeys} (id, tenant_id, mode, key, fingerprint, method, path, state, locked_until, response_status, response_body, expires_at)
      select ${c('id')}::uuid, ${c('tenantId')}::uuid, ${c('mode')}::text, ${c('key')}::text, ${c('fingerprint')}::text, ${c('method')}::text, ${c('path')}::text, 'completed', ${c('lockedUntil')}::timestamptz, ${param('answerStatus')}::int, ${param('answerBody')}::text, ${c('expiresAt')}::timestamptz
      where ${sql.join(conditions, sql` and `)}
      on conflict do nothing
      returning id)`);
      }
      parts.push(
        sql`ins as (insert into ${appointments} (id, tenant_id, department_id, start_time, end_time, duration_minutes, status, service_type, patient_name, patient_phone, notes, source, cancelled_at, created_at, updated_at)
      select ${param('id')}::uuid, ${tenantId}::uuid, ${param('departmentId')}::uuid, ${param('startTime')}::timestamptz, ${param('endTime')}::timestamptz, ${param('durationMinutes')}::int, ${param('status')}::text, ${param('serviceType')}::text, ${param('patientName')}::text, ${param('patientPhone')}::text, ${param('notes')}::text, ${param('source')}::text, ${param('cancelledAt')}::timestamptz, ${param('createdAt')}::timestamptz, ${param('updatedAt')}::timestamptz
      where ${key === 'claim' ? sql`exists (select 1 from claim)` : sql.join(conditions, sql` and `)}
      returning id)`,
      );
      if (outboxRows > 0) {
        const writable = sql`exists (select 1 from ${calendarSubscriptions} where ${calendarSubscriptions.tenantId} = ${tenantId}::uuid and ${calendarSubscriptions.kind} in ('caldav', 'google', 'microsoft') and ${calendarSubscriptions.writable})`;
        const tuples = sql.join(
          Array.from(
            { length: outboxRows },
            (_, i) =>
              sql`(${param(`o${i}_id`)}::uuid, ${param(`o${i}_tenantId`)}::uuid, ${param(`o${i}_topic`)}::text, ${param(`o${i}_payload`)}::jsonb, ${param(`o${i}_runAt`)}::timestamptz, ${param(`o${i}_maxAttempts`)}::int, ${param(`o${i}_writable`)}::boolean)`,
          ),
          sql`, `,
        );
        parts.push(
          sql`outbox as (insert into ${outboxMessages} (id, tenant_id, topic, payload, run_at, max_attempts)
        select m.id, m.tenant_id, m.topic, m.payload, m.run_at, m.max_attempts
        from (values ${tuples}) as m(id, tenant_id, topic, payload, run_at, max_attempts, only_with_writable)
        where exists (select 1 from ins) and (not m.only_with_writable or ${writable}))`,
        );
      }
      if (key === 'answer')
        parts.push(
          sql`answer as (update ${idempotencyKeys} set state = 'completed', response_status = ${param('answerStatus')}::int, response_body = ${param('answerBody')}::text
        where ${idempotencyKeys.id} = ${param('answerId')}::uuid and exists (select 1 from ins))`,
        );
      return sql`with ${sql.join(parts, sql`, `)} select count(*)::int as inserted from ins`;
    });
    bookingStatements.set(name, statement);
  }
  return statement;
}
const bookingStatements = new Map<
  string,
  ReturnType<typeof preparedStatement<{ inserted: number | string }>>
>();

/** Non-cancelled appointments of one tenant for one patient phone (E.164) starting at or after `from`, earliest first. */
export async function upcomingByPhone(
  db: DbOrTx,
  tenantId: string,
  phone: string,
  from: Date,
  limit: number,
) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.tenantId, tenantId),
        eq(appointments.patientPhone, phone),
        ne(appointments.status, 'cancelled'),
        gte(appointments.startTime, from),
      ),
    )
    .orderBy(asc(appointments.startTime))
    .limit(limit);
}

/** Non-cancelled appointments of one department (null: the general calendar) overlapping [from, to). */
export async function busyRanges(
  db: DbOrTx,
  tenantId: string,
  departmentId: string | null,
  from: Date,
  to: Date,
  /** One of the tenant's own appointments left out (the one being moved: its time is free to it). */
  excludeId?: string,
) {
  return db
    .select({ start: appointments.startTime, end: appointments.endTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.tenantId, tenantId),
        departmentId ? eq(appointments.departmentId, departmentId) : isNull(appointments.departmentId),
        ne(appointments.status, 'cancelled'),
        ...(excludeId ? [ne(appointments.id, excludeId)] : []),
        lt(appointments.startTime, to),
        gt(appointments.endTime, from),
      ),
    )
    .orderBy(asc(appointments.startTime));
}

/**
 * Busy times of the tenant's external calendars (as last synchronised) overlapping [from, to)
 * that block the given department (null: the general calendar): a calendar mapped to a
 * department blocks that department only; an unmapped one blocks the whole business.
 */
export async function externalBusyRanges(
  db: DbOrTx,
  tenantId: string,
  departmentId: string | null,
  from: Date,
  to: Date,
) {
  return externalBusyQuery(db, tenantId, departmentId, from, to).orderBy(asc(calendarBusyTimes.startAt));
}

function externalBusyQuery(
  db: DbOrTx,
  tenantId: string | Placeholder,
  departmentId: string | Placeholder | null,
  from: Date | Placeholder,
  to: Date | Placeholder,
) {
  return db
    .select({
      start: calendarBusyTimes.startAt,
      end: calendarBusyTimes.endAt,
      subscriptionId: calendarBusyTimes.subscriptionId,
      calendarName: calendarSubscriptions.name,
    })
    .from(calendarBusyTimes)
    .innerJoin(calendarSubscriptions, eq(calendarSubscriptions.id, calendarBusyTimes.subscriptionId))
    .where(
      and(
        eq(calendarBusyTimes.tenantId, tenantId),
        eq(calendarSubscriptions.tenantId, tenantId),
        calendarsBlocking(departmentId),
        lt(calendarBusyTimes.startAt, to),
        gt(calendarBusyTimes.endAt, from),
      ),
    );
}

/** The external calendars that block the department (see `externalBusyRanges`), with their sync state. */
export async function blockingCalendars(db: DbOrTx, tenantId: string, departmentId: string | null) {
  return db
    .select({
      id: calendarSubscriptions.id,
      name: calendarSubscriptions.name,
      lastSyncedAt: calendarSubscriptions.lastSyncedAt,
      lastError: calendarSubscriptions.lastError,
      consecutiveFailures: calendarSubscriptions.consecutiveFailures,
    })
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.tenantId, tenantId), calendarsBlocking(departmentId)))
    .orderBy(asc(calendarSubscriptions.createdAt), asc(calendarSubscriptions.id));
}

/** Whether the tenant has a calendar our bookings are written into (CalDAV, Google, Microsoft). */
export async function hasWritableCalendar(db: DbOrTx, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: calendarSubscriptions.id })
    .from(calendarSubscriptions)
    .where(
      and(
        eq(calendarSubscriptions.tenantId, tenantId),
        inArray(calendarSubscriptions.kind, ['caldav', 'google', 'microsoft']),
        eq(calendarSubscriptions.writable, true),
      ),
    )
    .limit(1);
  return !!row;
}
