import { Type } from '@sinclair/typebox';
import { Nullable as NullableOut, StringEnum } from '../../platform/schema-types.js';
import { APPOINTMENT_STATUSES, type AppointmentRow } from './appointments.schema.js';

/** Null first: with type coercion on, Ajv would otherwise turn a `null` input into `""`. */
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([Type.Null(), t]);

export const AppointmentStatus = StringEnum(APPOINTMENT_STATUSES);
/** Response side: `type: [T, "null"]` serialises without per-value validation. */
const Out = NullableOut;

/** The appointment as v2 (and the appointment.* events) present it. */
export const AppointmentFields = {
  id: Type.String({ format: 'uuid' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  start_time: Type.String({ format: 'date-time', description: 'Start, ISO 8601 UTC.' }),
  end_time: Type.String({ format: 'date-time', description: 'End (exclusive), ISO 8601 UTC.' }),
  duration_minutes: Type.Integer(),
  status: AppointmentStatus,
  service_type: Out(Type.String()),
  patient_name: Type.String(),
  patient_phone: Out(Type.String({ description: 'E.164' })),
  notes: Out(Type.String()),
  department_id: Out(Type.String({ format: 'uuid' })),
  cancelled_at: Out(Type.String({ format: 'date-time' })),
};

export function appointmentDto(r: AppointmentRow) {
  return {
    id: r.id,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    start_time: r.startTime.toISOString(),
    end_time: r.endTime.toISOString(),
    duration_minutes: r.durationMinutes,
    status: r.status,
    service_type: r.serviceType,
    patient_name: r.patientName,
    patient_phone: r.patientPhone,
    notes: r.notes,
    department_id: r.departmentId,
    cancelled_at: r.cancelledAt ? r.cancelledAt.toISOString() : null,
  };
}

/** Write body of `POST /v2/appointments`. */
export const AppointmentCreateBody = Type.Object(
  {
    start_time: Type.String({
      format: 'date-time',
      description: 'Start with an explicit offset or `Z`, e.g. `2026-12-01T09:00:00+01:00`.',
    }),
    duration_minutes: Type.Optional(
      Type.Integer({
        minimum: 5,
        maximum: 480,
        description: 'Length in minutes (5–480). Default: the service type’s length, else 30.',
      }),
    ),
    service_type: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    patient_name: Type.String({ minLength: 1, maxLength: 200 }),
    patient_phone: Type.Optional(
      Type.String({
        minLength: 3,
        maxLength: 32,
        description: 'Any common notation; stored as E.164 (Poland is the default region).',
      }),
    ),
    notes: Type.Optional(Type.String({ maxLength: 2000 })),
    department_id: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);

/** Partial body of `PATCH /v2/appointments/{id}`: any subset; `null` clears an optional field. */
export const AppointmentPatchBody = Type.Object(
  {
    start_time: Type.Optional(AppointmentCreateBody.properties.start_time),
    duration_minutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 480 })),
    service_type: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
    patient_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    patient_phone: Type.Optional(Nullable(Type.String({ minLength: 3, maxLength: 32 }))),
    notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    department_id: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    status: Type.Optional(
      Type.Union(
        (['scheduled', 'confirmed', 'completed', 'no_show'] as const).map((s) => Type.Literal(s)),
        { description: 'Any status but `cancelled` (use the cancel route).' },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** The external calendars an availability answer took busy times from, with their freshness. */
export const AvailabilityCalendars = Type.Array(
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    synced_at: Out(
      Type.String({
        format: 'date-time',
        description: 'Last successful read of the calendar; null: never read yet.',
      }),
    ),
    age_seconds: Out(Type.Integer({ description: 'Seconds since `synced_at`.' })),
    stale: Type.Boolean({
      description: 'Never read, last read failed, or read more than an hour ago.',
    }),
  }),
  {
    description:
      'The external calendars (iCalendar, CalDAV) whose busy times were subtracted: those mapped to the department asked for and those mapped to none. Availability never waits on a calendar: it uses the busy times last synchronised; this says how old they are.',
  },
);
