import { type Static, Type } from '@sinclair/typebox';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../../db/client.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import {
  AppointmentCreateBody,
  AppointmentFields,
  AppointmentPatchBody,
  AvailabilityCalendars,
  appointmentDto,
} from '../appointments/appointments.dto.js';
import { appointmentHistoryOf } from '../appointments/appointments.external.js';
import type { AppointmentRow } from '../appointments/appointments.schema.js';
import { type AppointmentsService, createAppointmentsService } from '../appointments/appointments.service.js';
import { loadTenantProfile } from '../appointments/tenant-profile.js';
import { SMS_TOPIC } from '../sms/delivery.js';
import { smsMessages } from '../sms/sms.schema.js';
import { assertUuid, errorResponses, TenantParams, type TypedApp, tenantCtx } from '../tenants/http.js';
import { calendarSyncFor } from './sync.js';

const tags = ['calendar'];

const SMS_STATES = ['scheduled', 'queued', 'sent', 'failed', 'skipped_quota', 'skipped_opt_out'] as const;

const AppointmentSms = Type.Object({
  kind: Type.String({
    description: '`booking_confirmation`, `booking_rescheduled` or `appointment_reminder`.',
  }),
  status: Type.Union(
    SMS_STATES.map((s) => Type.Literal(s)),
    {
      description:
        '`scheduled`: waiting for its time (a reminder) or for the sender; the others as in `GET /sms/messages`.',
    },
  ),
  at: Type.String({
    format: 'date-time',
    description: 'When it was sent, else when it was recorded, else when it is due.',
  }),
  error: Type.Union([Type.String(), Type.Null()]),
});
type SmsEntry = Static<typeof AppointmentSms>;

const HistoryEntry = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    action: Type.Union(
      [
        Type.Literal('cancelled'),
        Type.Literal('moved'),
        Type.Literal('move_refused'),
        Type.Literal('conflict'),
      ],
      {
        description:
          '`cancelled`: its event was deleted (or cancelled) in the calendar, so the appointment was cancelled; `moved`: its event was moved there, so the appointment moved with it; `move_refused`: its event was moved onto another appointment, so the move was not made and the event was put back; `conflict`: when it was being written into the calendar the slot was already taken there by the owner’s own event (created at the same time as the booking), so it was cancelled.',
      },
    ),
    source: Type.Literal('calendar'),
    source_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: 'The calendar subscription (it may have been removed since).',
    }),
    source_name: Type.String({ description: 'The calendar’s name at the time.' }),
    message: Type.String(),
    message_pl: Type.String(),
    details: Type.Record(Type.String(), Type.Unknown()),
  },
  { title: 'AppointmentHistoryEntry' },
);

export const AppointmentDetail = Type.Object(
  {
    ...AppointmentFields,
    booked_via: Type.String({ description: '`api`, `voice` or `dashboard`.' }),
    sms: Type.Array(AppointmentSms, {
      description:
        'The SMS about this appointment to the patient (confirmation, "moved" notice, reminders), oldest first.',
    }),
    history: Type.Array(HistoryEntry, {
      description:
        'What a connected calendar did to this appointment (the owner deleted or moved its event) and the conflicts found while writing it there, oldest first.',
    }),
  },
  { title: 'CalendarAppointment' },
);

const AppointmentParams = Type.Object({
  tenant_id: Type.String({ description: 'Tenant id (UUID)' }),
  appointment_id: Type.String({ description: 'Appointment id (UUID)' }),
});

const RULES =
  'The same service and rules as `/v2/appointments` (no API key: the owner’s session; no `Idempotency-Key`): `start_time` with an offset or `Z`, in the future; the whole appointment inside one opening interval in the tenant’s zone, a dated exception (`opening_hours_exceptions`: a holiday or a short day) replacing that date’s weekly hours (422 `outside_opening_hours`); no overlap with another non-cancelled appointment of the same department nor with a busy time of an external calendar that blocks it (re-read before confirming when not read in the last 30 s, at most 2 s each) (409 `slot_unavailable`, with `alternatives`: up to 3 open slots of that local day nearest the time asked for, of the same length, possibly empty); `department_id` one of the tenant’s departments (else 422). SMS to the patient follow the tenant’s reminder settings. Another tenant’s id is a 404.';

/** The SMS of each appointment: those recorded (`sms_messages`) and those still waiting in the outbox. */
export async function smsByAppointment(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, SmsEntry[]>> {
  const out = new Map<string, SmsEntry[]>();
  if (ids.length === 0) return out;
  const appointmentId = sql<string>`${outboxMessages.payload}->>'appointment_id'`;
  const [recorded, waiting] = await Promise.all([
    db
      .select({
        appointmentId,
        kind: smsMessages.kind,
        status: smsMessages.status,
        sentAt: smsMessages.sentAt,
        createdAt: smsMessages.createdAt,
        error: smsMessages.error,
      })
      .from(smsMessages)
      .innerJoin(outboxMessages, eq(outboxMessages.id, smsMessages.outboxMessageId))
      .where(and(eq(smsMessages.tenantId, tenantId), inArray(appointmentId, ids))),
    db
      .select({
        appointmentId,
        kind: sql<string>`${outboxMessages.payload}->>'kind'`,
        runAt: outboxMessages.runAt,
      })
      .from(outboxMessages)
      .leftJoin(smsMessages, eq(smsMessages.outboxMessageId, outboxMessages.id))
      .where(
        and(
          eq(outboxMessages.tenantId, tenantId),
          eq(outboxMessages.topic, SMS_TOPIC),
          inArray(outboxMessages.status, ['pending', 'processing']),
          isNull(smsMessages.id),
          inArray(appointmentId, ids),
        ),
      ),
  ]);
  const add = (id: string, e: SmsEntry) => {
    const list = out.get(id) ?? [];
    list.push(e);
    out.set(id, list);
  };
  for (const r of recorded)
    add(r.appointmentId, {
      kind: r.kind,
      status: r.status,
      at: (r.sentAt ?? r.createdAt).toISOString(),
      error: r.error,
    });
  for (const w of waiting)
    add(w.appointmentId, { kind: w.kind, status: 'scheduled', at: w.runAt.toISOString(), error: null });
  for (const list of out.values()) list.sort((a, b) => a.at.localeCompare(b.at));
  return out;
}

/**
 * The owner's own writes to the calendar (the dashboard): create, read, move or change, cancel,
 * and the open slots of a day. They call the appointments service v2 calls, so the rules are one.
 */
export function registerAppointmentWrites(app: TypedApp, p: Platform) {
  const service: AppointmentsService = createAppointmentsService({
    db: p.db,
    cursors: p.cursors,
    outbox: p.outbox,
    clock: p.clock,
    refreshCalendars: calendarSyncFor(p).refreshForBooking,
  });

  async function detail(ctx: ServiceContext, row: AppointmentRow) {
    const [sms, history] = await Promise.all([
      smsByAppointment(p.db, ctx.tenantId, [row.id]),
      appointmentHistoryOf(p.db, ctx.tenantId, row.id),
    ]);
    return {
      ...appointmentDto(row),
      booked_via: row.source,
      sms: sms.get(row.id) ?? [],
      history: history.map((h) => ({
        at: h.at.toISOString(),
        action: h.action,
        source: h.source,
        source_id: h.sourceId,
        source_name: h.sourceName,
        message: h.message,
        message_pl: h.messagePl,
        details: h.details,
      })),
    };
  }

  /**
   * Up to 3 starts on the asked day, nearest the asked time, where `[start, start + minutes)` is
   * free: covered by the union of the open slots (each open slot is a free interval).
   */
  async function nearestFree(
    ctx: ServiceContext,
    want: { start: string; duration?: number; serviceType?: string | null; departmentId?: string | null },
  ) {
    const start = new Date(want.start);
    if (Number.isNaN(start.getTime())) return [];
    const { timezone } = await loadTenantProfile(p.db, ctx.tenantId);
    const free = await service.availability(ctx, {
      date: DateTime.fromJSDate(start, { zone: timezone }).toISODate()!,
      serviceType: want.serviceType ?? undefined,
      departmentId: want.departmentId ?? undefined,
    });
    const minutes = want.duration ?? free.duration_minutes;
    const intervals = free.slots.map((s) => [Date.parse(s.start), Date.parse(s.end)] as const);
    const fits = (from: number) => {
      const until = from + minutes * 60_000;
      let covered = from;
      while (covered < until) {
        const next = intervals.find(([a, b]) => a <= covered && covered < b);
        if (!next) return false;
        covered = next[1];
      }
      return true;
    };
    return intervals
      .map(([a]) => a)
      .filter(fits)
      .sort((a, b) => Math.abs(a - start.getTime()) - Math.abs(b - start.getTime()))
      .slice(0, 3)
      .sort((a, b) => a - b)
      .map((a) => ({ start: new Date(a).toISOString(), end: new Date(a + minutes * 60_000).toISOString() }));
  }

  /** A clash answers 409 with the nearest open slots of that local day, same length. */
  async function withAlternatives<T>(
    ctx: ServiceContext,
    want: { start: string; duration?: number; serviceType?: string | null; departmentId?: string | null },
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'slot_unavailable') throw err;
      let alternatives: { start: string; end: string }[] = [];
      try {
        alternatives = await nearestFree(ctx, want);
      } catch {
        alternatives = [];
      }
      throw new AppError(409, 'slot_unavailable', {
        field: 'start_time',
        message: err.message,
        messagePl: err.messagePl,
        details: { alternatives },
        cause: err,
      });
    }
  }

  app.post(
    '/tenants/:tenant_id/calendar/appointments',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Book an appointment (dashboard)',
        description: `Creates an appointment with status \`scheduled\` (\`booked_via: "dashboard"\`) and raises \`appointment.created\`; \`duration_minutes\` defaults to the service type’s length, else 30. Answers it with its SMS. ${RULES}`,
        params: TenantParams,
        body: AppointmentCreateBody,
        response: { 201: AppointmentDetail, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const body = request.body;
      const row = await withAlternatives(
        ctx,
        {
          start: body.start_time,
          duration: body.duration_minutes,
          serviceType: body.service_type,
          departmentId: body.department_id,
        },
        () => service.create(ctx, { ...body, source: 'dashboard' }),
      );
      reply.code(201);
      return detail(ctx, row);
    },
  );

  app.get(
    '/tenants/:tenant_id/calendar/appointments/:appointment_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'One appointment with its SMS',
        description:
          'An appointment of the tenant (cancelled ones too), how it was booked, the SMS about it (confirmation, "moved" notice, reminders) with their delivery status, and its `history`: what a connected CalDAV calendar did to it (the owner deleted or moved its event there) and conflicts found while writing it there, each with the calendar’s name. Another tenant’s id is a 404.',
        params: AppointmentParams,
        response: { 200: AppointmentDetail, ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const row = await service.get(ctx, assertUuid(request.params.appointment_id));
      return detail(ctx, row);
    },
  );

  app.patch(
    '/tenants/:tenant_id/calendar/appointments/:appointment_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Move or change an appointment (dashboard)',
        description: `Partial update, as \`PATCH /v2/appointments/{id}\`: moving it (\`start_time\`, \`duration_minutes\`) re-checks opening hours and overlaps, and the patient gets a "moved" SMS and new reminders; a cancelled appointment cannot be changed (409 \`conflict\`). On any refusal nothing changes. ${RULES}`,
        params: AppointmentParams,
        body: AppointmentPatchBody,
        response: { 200: AppointmentDetail, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const id = assertUuid(request.params.appointment_id);
      const body = request.body;
      const current = await service.get(ctx, id);
      const row = await withAlternatives(
        ctx,
        {
          start: body.start_time ?? current.startTime.toISOString(),
          duration: body.duration_minutes ?? current.durationMinutes,
          serviceType: body.service_type === undefined ? current.serviceType : body.service_type,
          departmentId: body.department_id === undefined ? current.departmentId : body.department_id,
        },
        () => service.update(ctx, id, body),
      );
      return detail(ctx, row);
    },
  );

  app.post(
    '/tenants/:tenant_id/calendar/appointments/:appointment_id/cancel',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Cancel an appointment (dashboard)',
        description:
          'Sets status `cancelled` (with `cancelled_at`), frees the slot, drops the pending reminders and raises `appointment.cancelled`, as `POST /v2/appointments/{id}/cancel`. Cancelling a cancelled appointment answers it unchanged. No body. Another tenant’s id is a 404.',
        params: AppointmentParams,
        response: { 200: AppointmentDetail, ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const row = await service.cancel(ctx, assertUuid(request.params.appointment_id));
      return detail(ctx, row);
    },
  );

  app.get(
    '/tenants/:tenant_id/calendar/availability',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Open slots of a day (dashboard)',
        description:
          'The same answer as `GET /v2/availability`: open slots of one local date (`YYYY-MM-DD`, tenant’s zone), from the opening hours (a dated exception in `opening_hours_exceptions` replaces the date’s weekly hours: none on a closed date) minus non-cancelled appointments of the department (without `department_id`: the general calendar) and minus the busy times of the external calendars that block it (mapped to that department, or to none), as last synchronised, none before now; each lasts the service type’s length (else 30 minutes).',
        params: TenantParams,
        querystring: Type.Object({
          date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
          service_type: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          department_id: Type.Optional(Type.String({ format: 'uuid' })),
        }),
        response: {
          200: Type.Object({
            date: Type.String(),
            timezone: Type.String(),
            duration_minutes: Type.Integer(),
            slots: Type.Array(
              Type.Object({
                start: Type.String({ format: 'date-time' }),
                end: Type.String({ format: 'date-time' }),
              }),
            ),
            external_calendars: AvailabilityCalendars,
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const { livemode: _, ...rest } = await service.availability(ctx, {
        date: request.query.date,
        serviceType: request.query.service_type,
        departmentId: request.query.department_id,
      });
      return rest;
    },
  );
}
