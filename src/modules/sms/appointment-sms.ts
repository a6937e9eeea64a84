import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { Outbox } from '../../platform/outbox.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import type { AppointmentRow } from '../appointments/appointments.schema.js';
import { validZone } from '../appointments/tenant-profile.js';
import { tenants } from '../tenants/tenants.schema.js';
import { REMINDER_DEFAULTS } from '../tenants/tenants.service.js';
import { enqueueSms, SMS_TOPIC } from './delivery.js';

export const BOOKING_CONFIRMATION = 'booking_confirmation';
export const BOOKING_RESCHEDULED = 'booking_rescheduled';
export const BOOKING_CANCELLED = 'booking_cancelled';
export const APPOINTMENT_REMINDER = 'appointment_reminder';

export type AppointmentChange = 'created' | 'updated' | 'cancelled';

/** What the SMS of an appointment need from its tenant. */
export interface SmsTenant {
  businessName: string;
  timezone: string | null;
  reminderConfig: unknown;
}

type ReminderConfig = typeof REMINDER_DEFAULTS;

/** Placeholders a tenant's reminder `template` may use. */
export const TEMPLATE_FIELDS = ['business_name', 'date', 'time', 'patient_name'] as const;

function fill(template: string, values: Record<(typeof TEMPLATE_FIELDS)[number], string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) =>
    k in values ? values[k as keyof typeof values] : m,
  );
}

/** Polish SMS texts; date and time in the tenant's zone. */
export function appointmentSmsText(
  kind:
    | typeof BOOKING_CONFIRMATION
    | typeof BOOKING_RESCHEDULED
    | typeof BOOKING_CANCELLED
    | typeof APPOINTMENT_REMINDER,
  input: {
    businessName: string;
    timezone: string;
    start: Date;
    patientName: string;
    template?: string | null;
  },
): string {
  const local = DateTime.fromJSDate(input.start, { zone: input.timezone });
  const values = {
    business_name: input.businessName,
    date: local.toFormat('dd.MM.yyyy'),
    time: local.toFormat('HH:mm'),
    patient_name: input.patientName,
  };
  const stop = 'Rezygnacja z SMS: odpisz STOP.';
  if (kind === APPOINTMENT_REMINDER && input.template) return fill(input.template, values);
  if (kind === BOOKING_CONFIRMATION)
    return `${values.business_name}: potwierdzamy wizytę ${values.date} o godz. ${values.time}. ${stop}`;
  if (kind === BOOKING_CANCELLED)
    return `${values.business_name}: Twoja wizyta ${values.date} o godz. ${values.time} została odwołana. Aby umówić nowy termin, zadzwoń do nas. ${stop}`;
  if (kind === BOOKING_RESCHEDULED)
    return `${values.business_name}: Twoja wizyta została przeniesiona na ${values.date}, godz. ${values.time}. ${stop}`;
  return `${values.business_name}: przypominamy o wizycie ${values.date} o godz. ${values.time}. ${stop}`;
}

/** Deletes the appointment's reminders that have not gone out yet (same transaction as the change). */
export async function dropPendingReminders(tx: DbOrTx, tenantId: string, appointmentId: string) {
  await tx
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.tenantId, tenantId),
        eq(outboxMessages.topic, SMS_TOPIC),
        eq(outboxMessages.status, 'pending'),
        sql`${outboxMessages.payload}->>'appointment_id' = ${appointmentId}`,
        sql`${outboxMessages.payload}->>'kind' = ${APPOINTMENT_REMINDER}`,
      ),
    );
}

/**
 * The SMS side of an appointment change, run inside the change's transaction (live mode
 * only: callers never run it for test keys):
 * - `created`: a booking confirmation (when the tenant's reminder config has
 *   `confirm_on_booking`), and one reminder per `hours_before` at start minus that many hours,
 *   skipping those already past;
 * - `updated`: pending reminders are replaced by ones for the current start time and phone;
 *   a moved appointment also gets a "moved" notice (with `confirm_on_booking`);
 * - `cancelled`: pending reminders are deleted; with `tellCancellation` (the owner deleted its
 *   event in their calendar, so the caller would not otherwise know), an upcoming appointment's
 *   caller also gets a "cancelled" notice (with `confirm_on_booking`).
 * SMS go out only when the config's `channel` includes `sms` and the appointment has a phone.
 * The delivery handler also re-checks start time, status and phone before sending, so a
 * reminder already claimed by a worker when the appointment moved does not go out either.
 * Used by the appointments service (v2 live keys, dashboard) and meant for the receptionist's
 * bookings.
 */
export async function scheduleAppointmentSms(
  deps: { outbox: Outbox; clock: Clock },
  tx: DbOrTx,
  change: AppointmentChange,
  row: AppointmentRow,
  previous?: Pick<AppointmentRow, 'startTime'>,
  opts: {
    /** Tell the caller of an upcoming appointment that it was cancelled (see above). */
    tellCancellation?: boolean;
    /** The tenant's fields, when the caller has already read them (no second read then). */
    tenant?: SmsTenant;
  } = {},
): Promise<number> {
  if (change !== 'created') await dropPendingReminders(tx, row.tenantId, row.id);
  if (change === 'cancelled') {
    // The business cancelled it where the caller cannot see (the owner deleted its event in their
    // calendar): the caller is told, when the settings send booking confirmations. A cancellation
    // the caller or the API asked for is answered where it was asked.
    if (!opts.tellCancellation || !row.patientPhone) return 0;
    if (row.startTime.getTime() <= deps.clock.now().getTime()) return 0;
  } else if (!row.patientPhone || (row.status !== 'scheduled' && row.status !== 'confirmed')) return 0;
  const phone = row.patientPhone;
  if (!phone) return 0;
  const [tenant] = opts.tenant
    ? [opts.tenant]
    : await tx
        .select({
          businessName: tenants.businessName,
          timezone: tenants.timezone,
          reminderConfig: tenants.reminderConfig,
        })
        .from(tenants)
        .where(eq(tenants.id, row.tenantId))
        .limit(1);
  if (!tenant) return 0;
  const cfg: ReminderConfig = {
    ...REMINDER_DEFAULTS,
    ...(tenant.reminderConfig as Partial<ReminderConfig> | null),
  };
  if (cfg.channel !== 'sms' && cfg.channel !== 'sms_and_email') return 0;
  const base = {
    businessName: tenant.businessName,
    timezone: validZone(tenant.timezone),
    start: row.startTime,
    patientName: row.patientName,
  };
  if (change === 'cancelled') {
    if (!cfg.confirm_on_booking) return 0;
    // Not tied to the appointment (which is cancelled, so a tied message would never be due).
    await enqueueSms(deps.outbox, tx, {
      tenantId: row.tenantId,
      to: phone,
      kind: BOOKING_CANCELLED,
      body: appointmentSmsText(BOOKING_CANCELLED, base),
    });
    return 1;
  }
  const appointment = { id: row.id, startTime: row.startTime };
  const now = deps.clock.now().getTime();
  let n = 0;
  const moved = previous !== undefined && previous.startTime.getTime() !== row.startTime.getTime();
  if (cfg.confirm_on_booking && (change === 'created' || moved)) {
    const kind = change === 'created' ? BOOKING_CONFIRMATION : BOOKING_RESCHEDULED;
    await enqueueSms(deps.outbox, tx, {
      tenantId: row.tenantId,
      to: phone,
      kind,
      body: appointmentSmsText(kind, base),
      appointment,
    });
    n++;
  }
  if (cfg.enabled) {
    for (const hours of [...new Set(cfg.hours_before)]) {
      const runAt = new Date(row.startTime.getTime() - hours * 3_600_000);
      if (runAt.getTime() <= now) continue;
      await enqueueSms(deps.outbox, tx, {
        tenantId: row.tenantId,
        to: phone,
        kind: APPOINTMENT_REMINDER,
        body: appointmentSmsText(APPOINTMENT_REMINDER, { ...base, template: cfg.template }),
        appointment,
        runAt,
      });
      n++;
    }
  }
  return n;
}
