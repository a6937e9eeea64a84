/**
 * What an appointment write accepts and how its input is read (start time with an offset,
 * phone numbers in E.164), the errors a booking answers, and the constants other modules
 * share with the appointments service.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DateTime } from 'luxon';
import { AppError, errors } from '../../platform/errors.js';
import type { AppointmentStatus } from './appointments.schema.js';
import { exceptionOn, withinOpeningHours } from './opening-hours.js';
import type { TenantProfile } from './tenant-profile.js';

export interface AppointmentCreateInput {
  start_time: string;
  duration_minutes?: number;
  service_type?: string;
  patient_name: string;
  patient_phone?: string;
  notes?: string;
  department_id?: string;
  /** Where the booking comes from (not part of any request body): `api` unless said. */
  source?: 'api' | 'voice' | 'dashboard';
}

export interface AppointmentPatchInput {
  start_time?: string;
  duration_minutes?: number;
  service_type?: string | null;
  patient_name?: string;
  patient_phone?: string | null;
  notes?: string | null;
  department_id?: string | null;
  status?: Exclude<AppointmentStatus, 'cancelled'>;
}

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

export function parseStart(value: string): Date {
  const d = new Date(value);
  if (!OFFSET.test(value) || Number.isNaN(d.getTime())) {
    throw errors.invalid(
      ['body', 'start_time'],
      'must be an ISO 8601 date-time with an offset or Z',
      'musi być datą i godziną ISO 8601 ze strefą (przesunięciem) lub Z',
      'format',
    );
  }
  return d;
}

/** E.164, Poland as the default region. */
export function normalizePhone(value: string, field = 'patient_phone'): string {
  const parsed = parsePhoneNumberFromString(value, 'PL');
  if (!parsed?.isValid()) {
    throw errors.invalid(
      ['body', field],
      'is not a valid phone number',
      'nie jest poprawnym numerem telefonu',
      'phone',
    );
  }
  return parsed.number;
}

/** A Postgres error (possibly wrapped by Drizzle) with its SQLSTATE and constraint name. */
export function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as { code: string };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const slotUnavailable = (cause: unknown) =>
  new AppError(409, 'slot_unavailable', {
    field: 'start_time',
    message: 'The appointment slot overlaps another appointment.',
    messagePl: 'Termin wizyty nakłada się na inną wizytę.',
    cause,
  });

/** A write's error, an overlap (the exclusion constraint, SQLSTATE 23P01) as 409 `slot_unavailable`. */
export function asSlotConflict(err: unknown): unknown {
  return pgError(err)?.code === '23P01' ? slotUnavailable(err) : err;
}

export const calendarBusy = (calendar: string) =>
  new AppError(409, 'slot_unavailable', {
    field: 'start_time',
    message: `The appointment slot is busy in the calendar "${calendar}".`,
    messagePl: `Ten termin jest zajęty w kalendarzu „${calendar}”.`,
  });

/**
 * Outbox topic: write the appointment's current state into the tenant's CalDAV calendars
 * (handled by the calendar module; payload `{ tenant_id, appointment_id }`).
 */
export const CALENDAR_PUSH_TOPIC = 'calendar.push';

/** External calendars whose last read is older than this are reported as stale in availability. */
export const CALENDAR_STALE_SECONDS = 3600;

/** 422 `outside_opening_hours` unless the business is open for the whole appointment (closed days named). */
export function checkHours(profile: TenantProfile, start: Date, end: Date) {
  if (!withinOpeningHours(profile.openingHours, profile.timezone, start, end, profile.hoursExceptions)) {
    const date = DateTime.fromJSDate(start, { zone: profile.timezone }).toISODate() ?? '';
    const ex = exceptionOn(profile.hoursExceptions, date);
    if (ex?.closed)
      throw new AppError(422, 'outside_opening_hours', {
        field: 'start_time',
        message: `The business is closed on ${date}${ex.note ? ` (${ex.note})` : ''}.`,
        messagePl: `W dniu ${date} firma jest nieczynna${ex.note ? ` (${ex.note})` : ''}.`,
      });
    throw new AppError(422, 'outside_opening_hours', {
      field: 'start_time',
      message: `The appointment is outside the opening hours (time zone ${profile.timezone}).`,
      messagePl: `Wizyta wypada poza godzinami otwarcia (strefa czasowa ${profile.timezone}).`,
    });
  }
}
