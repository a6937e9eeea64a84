import { Type } from '@sinclair/typebox';
import { APPOINTMENT_STATUSES, type AppointmentRow } from '../modules/appointments/appointments.schema.js';
import type { loadTenantProfile } from '../modules/appointments/tenant-profile.js';
import { CALL_DIRECTIONS, CALL_OUTCOMES, CALL_STATUSES, SENTIMENTS } from '../modules/calls/calls.schema.js';
import { Nullable, StringEnum } from '../platform/schema-types.js';

const lit = StringEnum;
const nullable = Nullable;
const _iso = (d: Date | null) => (d ? d.toISOString() : null);

export const CallV1 = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    created_at: Type.String({ format: 'date-time' }),
    caller_number: nullable(Type.String({ description: 'E.164' })),
    direction: lit(CALL_DIRECTIONS),
    status: lit(CALL_STATUSES),
    outcome: nullable(lit(CALL_OUTCOMES)),
    duration_seconds: nullable(Type.Integer()),
    sentiment: nullable(lit(SENTIMENTS)),
    summary: nullable(Type.String()),
    had_error: Type.Boolean(),
  },
  { title: 'CallV1' },
);

export const CallV2 = Type.Object(
  {
    ...CallV1.properties,
    called_number: nullable(Type.String({ description: 'E.164' })),
    started_at: Type.String({ format: 'date-time' }),
    ended_at: nullable(Type.String({ format: 'date-time' })),
    callback_requested: Type.Boolean(),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Call' },
);

export { callV1, callV2 } from '../modules/calls/calls.dto.js';

export const AppointmentV1 = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    created_at: Type.String({ format: 'date-time' }),
    start_time: Type.String({ format: 'date-time' }),
    status: lit(APPOINTMENT_STATUSES),
    service_type: nullable(Type.String()),
    patient_name: Type.String(),
  },
  { title: 'AppointmentV1' },
);

export const appointmentV1 = (r: AppointmentRow) => ({
  id: r.id,
  created_at: r.createdAt.toISOString(),
  start_time: r.startTime.toISOString(),
  status: r.status,
  service_type: r.serviceType,
  patient_name: r.patientName,
});

export const AnalyticsV1 = Type.Object(
  {
    total_calls: Type.Integer(),
    completed_calls: Type.Integer(),
    booked_appointments: Type.Integer({ description: 'Calls whose outcome is `booked`.' }),
    transferred_calls: Type.Integer(),
    avg_duration_seconds: Type.Number(),
  },
  { title: 'AnalyticsV1' },
);

export const DaysQuery = Type.Object({
  days: Type.Integer({
    minimum: 1,
    maximum: 365,
    default: 30,
    description: 'Window in calendar days of the tenant’s time zone, today included (1–365, default 30).',
  }),
});

/** The key's tenant as v2 and the MCP `get_tenant` tool show it. */
export const tenantV2 = (t: Awaited<ReturnType<typeof loadTenantProfile>>) => ({
  id: t.id,
  business_name: t.businessName,
  tier: t.tier,
  subscription_status: t.subscriptionStatus,
  timezone: t.timezone,
  is_live: t.isLive,
  opening_hours: t.openingHours as Record<string, string[][]>,
  slot_minutes: t.slotMinutes,
  created_at: t.createdAt.toISOString(),
});
