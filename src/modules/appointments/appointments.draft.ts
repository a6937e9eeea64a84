import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../db/columns.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { raiseEvent } from '../../platform/events.js';
import { type Outbox, OutboxBatch } from '../../platform/outbox.js';
import { scheduleAppointmentSms } from '../sms/appointment-sms.js';
import { appointmentDto } from './appointments.dto.js';
import { type AppointmentCreateInput, CALENDAR_PUSH_TOPIC } from './appointments.input.js';
import type { BookingOutboxRow } from './appointments.repo.js';
import type { AppointmentRow } from './appointments.schema.js';
import type { TenantProfile } from './tenant-profile.js';

/**
 * A new booking's row and, in live mode, its outbox rows (the `appointment.created` event, the
 * confirmation and reminder SMS, the calendar push), all known before anything is written: the
 * id and the timestamps are chosen here, so one statement can write them all (`insertBooking`).
 * Reads nothing: the tenant's fields come from `profile`.
 */
export async function draftBooking(
  deps: { db: DbOrTx; outbox: Outbox; clock: Clock },
  ctx: ServiceContext,
  input: AppointmentCreateInput,
  profile: TenantProfile,
  at: { start: Date; end: Date; duration: number; phone: string | null },
): Promise<{ row: AppointmentRow; outboxRows: BookingOutboxRow[] }> {
  const { db, outbox, clock } = deps;
  const now = clock.now();
  const row: AppointmentRow = {
    id: newId(),
    tenantId: ctx.tenantId,
    departmentId: input.department_id ?? null,
    startTime: at.start,
    endTime: at.end,
    durationMinutes: at.duration,
    status: 'scheduled',
    serviceType: input.service_type ?? null,
    patientName: input.patient_name.trim(),
    patientPhone: at.phone,
    notes: input.notes ?? null,
    source: input.source ?? 'api',
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const outboxRows: BookingOutboxRow[] = [];
  if (ctx.mode !== 'live') return { row, outboxRows };
  const batch = new OutboxBatch(outbox, clock);
  await raiseEvent(
    batch,
    db,
    ctx.tenantId,
    'appointment.created',
    { appointment_id: row.id, appointment: appointmentDto(row) },
    now,
  );
  await scheduleAppointmentSms({ outbox: batch, clock }, db, 'created', row, undefined, {
    tenant: profile,
  });
  outboxRows.push(
    ...outbox
      .rows({
        topic: CALENDAR_PUSH_TOPIC,
        tenantId: ctx.tenantId,
        payload: { tenant_id: ctx.tenantId, appointment_id: row.id },
      })
      .map((m) => ({ ...m, onlyWithWritableCalendar: true })),
    ...batch.pending,
  );
  return { row, outboxRows };
}
