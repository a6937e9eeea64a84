import { and, asc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { raiseEvent } from '../../platform/events.js';
import type { Outbox } from '../../platform/outbox.js';
import { scheduleAppointmentSms } from '../sms/appointment-sms.js';
import { appointmentDto } from './appointments.dto.js';
import { findAppointment, hasWritableCalendar, updateAppointment } from './appointments.repo.js';
import { type AppointmentRow, appointments } from './appointments.schema.js';
import { CALENDAR_PUSH_TOPIC } from './appointments.service.js';
import {
  type AppointmentHistoryAction,
  type AppointmentHistoryRow,
  appointmentHistory,
} from './history.schema.js';

/** A connected calendar a change came from (its name as it is now: the history keeps it). */
export interface CalendarSource {
  id: string;
  name: string;
}

export interface HistoryEntry {
  action: AppointmentHistoryAction;
  message: string;
  messagePl: string;
  details?: Record<string, unknown>;
}

export type ExternalChange = { kind: 'cancel' } | { kind: 'move'; start: Date; end: Date };

export type ExternalOutcome =
  | { outcome: 'cancelled' | 'moved'; row: AppointmentRow }
  | { outcome: 'unchanged'; row: AppointmentRow | null }
  | { outcome: 'clash'; row: AppointmentRow; with: AppointmentRow };

/** Adds an entry to the appointment's history (in the caller's transaction). */
export async function recordAppointmentHistory(
  tx: DbOrTx,
  tenantId: string,
  appointmentId: string,
  at: Date,
  source: CalendarSource,
  entry: HistoryEntry,
): Promise<void> {
  await tx.insert(appointmentHistory).values({
    tenantId,
    appointmentId,
    at,
    action: entry.action,
    source: 'calendar',
    sourceId: source.id,
    sourceName: source.name,
    message: entry.message,
    messagePl: entry.messagePl,
    details: entry.details ?? {},
  });
}

/** The appointment's history, oldest first. */
export async function appointmentHistoryOf(
  db: DbOrTx,
  tenantId: string,
  appointmentId: string,
): Promise<AppointmentHistoryRow[]> {
  return db
    .select()
    .from(appointmentHistory)
    .where(
      and(eq(appointmentHistory.tenantId, tenantId), eq(appointmentHistory.appointmentId, appointmentId)),
    )
    .orderBy(asc(appointmentHistory.at), asc(appointmentHistory.id));
}

/**
 * Cancels or moves a live appointment because of a change made in a connected calendar (the
 * owner deleted or moved its event there), inside the caller's transaction, with the side
 * effects of the dashboard's and the API's cancel and move: the SMS the tenant's reminder
 * settings imply (`scheduleAppointmentSms`: reminders dropped, or replaced and a "moved" notice),
 * the `calendar.push` to the tenant's calendars, and the `appointment.cancelled` /
 * `appointment.updated` event (with `source: "calendar"` and the calendar). The entry for the
 * appointment's history is written with it. The owner's own decision in their own calendar:
 * opening hours and external busy times are not re-checked; a move onto another live
 * appointment of the same department is not made (`clash`, nothing written). The caller wakes
 * the outbox after commit.
 */
export async function applyCalendarChange(
  deps: { outbox: Outbox; clock: Clock },
  tx: DbOrTx,
  tenantId: string,
  appointmentId: string,
  change: ExternalChange,
  source: CalendarSource,
  entry: HistoryEntry,
): Promise<ExternalOutcome> {
  const current = await findAppointment(tx, tenantId, appointmentId, { forUpdate: true });
  if (!current || current.status === 'cancelled') return { outcome: 'unchanged', row: current ?? null };
  const now = deps.clock.now();
  let row: AppointmentRow | undefined;
  if (change.kind === 'cancel') {
    row = await updateAppointment(tx, tenantId, appointmentId, {
      status: 'cancelled',
      cancelledAt: now,
      updatedAt: now,
    });
    if (!row) return { outcome: 'unchanged', row: null };
    await scheduleAppointmentSms(deps, tx, 'cancelled', row, undefined, { tellCancellation: true });
  } else {
    if (
      change.start.getTime() === current.startTime.getTime() &&
      change.end.getTime() === current.endTime.getTime()
    )
      return { outcome: 'unchanged', row: current };
    const [clash] = await tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, tenantId),
          current.departmentId
            ? eq(appointments.departmentId, current.departmentId)
            : isNull(appointments.departmentId),
          ne(appointments.status, 'cancelled'),
          ne(appointments.id, appointmentId),
          lt(appointments.startTime, change.end),
          gt(appointments.endTime, change.start),
        ),
      )
      .limit(1);
    if (clash) return { outcome: 'clash', row: current, with: clash };
    row = await updateAppointment(tx, tenantId, appointmentId, {
      startTime: change.start,
      endTime: change.end,
      durationMinutes: Math.max(1, Math.round((change.end.getTime() - change.start.getTime()) / 60_000)),
      updatedAt: now,
    });
    if (!row) return { outcome: 'unchanged', row: null };
    await scheduleAppointmentSms(deps, tx, 'updated', row, current);
  }
  await recordAppointmentHistory(tx, tenantId, appointmentId, now, source, entry);
  if (await hasWritableCalendar(tx, tenantId))
    await deps.outbox.enqueue(tx, {
      topic: CALENDAR_PUSH_TOPIC,
      tenantId,
      payload: { tenant_id: tenantId, appointment_id: appointmentId },
    });
  const cancelled = change.kind === 'cancel';
  await raiseEvent(
    deps.outbox,
    tx,
    tenantId,
    cancelled ? 'appointment.cancelled' : 'appointment.updated',
    {
      appointment_id: appointmentId,
      appointment: appointmentDto(row),
      source: 'calendar',
      calendar: { id: source.id, name: source.name },
      ...(cancelled ? {} : { changed: ['start_time', 'duration_minutes'] }),
    },
    now,
  );
  return { outcome: cancelled ? 'cancelled' : 'moved', row };
}
