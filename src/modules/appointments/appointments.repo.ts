import { and, asc, desc, eq, gt, gte, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { CursorCodec, type CursorPosition } from '../../platform/pagination.js';
import { calendarBusyTimes, calendarSubscriptions, calendarsBlocking } from '../calendar/calendar.schema.js';
import { type AppointmentRow, type AppointmentStatus, appointments } from './appointments.schema.js';

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
) {
  return db
    .select({ start: appointments.startTime, end: appointments.endTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.tenantId, tenantId),
        departmentId ? eq(appointments.departmentId, departmentId) : isNull(appointments.departmentId),
        ne(appointments.status, 'cancelled'),
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
    )
    .orderBy(asc(calendarBusyTimes.startAt));
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

/** Whether the tenant has a calendar our bookings are written into (CalDAV). */
export async function hasWritableCalendar(db: DbOrTx, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: calendarSubscriptions.id })
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.kind, 'caldav')))
    .limit(1);
  return !!row;
}
