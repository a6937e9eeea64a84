import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AppointmentCreateBody,
  AppointmentFields,
  AppointmentPatchBody,
  AppointmentStatus,
  AvailabilityCalendars,
  appointmentDto,
} from '../../modules/appointments/appointments.dto.js';
import type { AppointmentRow } from '../../modules/appointments/appointments.schema.js';
import type {
  AppointmentCreateInput,
  PrefetchedBooking,
} from '../../modules/appointments/appointments.service.js';
import { serviceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { CursorQuery, cursorEnvelope } from '../../platform/pagination.js';
import type { DeveloperServices } from '../services.js';
import { answerInTransaction, claimInWrite } from './plumbing.js';
import { IdParams, livemodeOf, v2Responses, WRITE_NOTE, WriteHeaders } from './schemas.js';

const Appointment = Type.Object(AppointmentFields, { title: 'Appointment' });
const AppointmentOut = Type.Object({ ...AppointmentFields, livemode: Type.Boolean() });

const BOOKING_RULES =
  'Rules: `start_time` needs an offset or `Z` and must be in the future; `duration_minutes` defaults to the service type’s length (tenant setting), else 30; the whole appointment must lie inside one opening interval of the tenant’s opening hours in its time zone, where a dated exception (a holiday closed all day, or a day with its own hours) replaces that date’s weekly hours (else 422 `outside_opening_hours`); `patient_phone` is stored as E.164 (Poland is the default region). Two non-cancelled appointments of one tenant and department never overlap (half-open ranges: back-to-back is fine); an appointment without `department_id` belongs to the general calendar, which is checked on its own. The database enforces it, so concurrent writers cannot double-book; the loser gets 409 `slot_unavailable`. The same 409 `slot_unavailable` answers a time that the tenant’s external calendars (iCalendar, CalDAV; those mapped to the department or to none) have busy: before confirming, a booking re-reads those calendars not read in the last 30 seconds (conditionally, at most 2 seconds each; a calendar that does not answer in time keeps its last synchronised busy times). `department_id` must name one of the tenant’s departments (`GET /tenants/{tenant_id}/departments`): any other id, another tenant’s or unknown, is 422 `validation_error` with `field` `department_id` (on create and on update).';

export async function v2AppointmentRoutes(
  fastify: FastifyInstance,
  { services }: { services: DeveloperServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  /** A booking's first read, done in the statement that claimed its Idempotency-Key. */
  const readAhead = new WeakMap<FastifyRequest, PrefetchedBooking>();

  app.get(
    '/appointments',
    {
      config: { auth: ['apiKey'], scope: 'appointments:read' },
      schema: {
        tags: ['v2'],
        summary: 'List appointments',
        description:
          'Appointments of the key’s tenant, newest created first, cursor-paginated. Filters: `status`; `from` (start at or after) and `to` (start before), both ISO 8601 date-times.',
        querystring: Type.Object({
          ...CursorQuery.properties,
          status: Type.Optional(AppointmentStatus),
          from: Type.Optional(Type.String({ format: 'date-time' })),
          to: Type.Optional(Type.String({ format: 'date-time' })),
        }),
        response: v2Responses({ 200: cursorEnvelope(Appointment) }, [400, 422]),
      },
    },
    async (request) => {
      const q = request.query;
      const page = await services.appointments.list(serviceContext(request), {
        limit: q.limit,
        cursor: q.cursor,
        filters: {
          status: q.status,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
        },
      });
      return { ...page, data: page.data.map(appointmentDto) };
    },
  );

  app.get(
    '/appointments/:id',
    {
      config: { auth: ['apiKey'], scope: 'appointments:read' },
      schema: {
        tags: ['v2'],
        summary: 'Read an appointment',
        description: 'One appointment of the key’s tenant; any other id is a 404.',
        params: IdParams,
        response: v2Responses({ 200: AppointmentOut }, [404]),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const row = await services.appointments.get(ctx, request.params.id);
      return { ...appointmentDto(row), livemode: livemodeOf(ctx) };
    },
  );

  app.post(
    '/appointments',
    {
      config: {
        auth: ['apiKey'],
        scope: 'appointments:write',
        claimInHandler: true,
        claimAlongside: (request) => async (claim) => {
          const body = request.body as AppointmentCreateInput;
          const { claimed, booking } = await services.appointments.claimWithBookingProfile(
            serviceContext(request),
            body.department_id,
            claim,
          );
          readAhead.set(request, booking);
          return claimed;
        },
      },
      schema: {
        tags: ['v2'],
        summary: 'Book an appointment',
        description: `Creates an appointment with status \`scheduled\` and raises \`appointment.created\`. ${BOOKING_RULES} ${WRITE_NOTE} A booking usually claims its key, writes the appointment and stores its answer in one atomic statement: a second request with the same key sent meanwhile waits for that statement (milliseconds) and gets the replay instead of 409 \`idempotency_in_progress\`.`,
        headers: WriteHeaders,
        body: AppointmentCreateBody,
        response: v2Responses({ 201: AppointmentOut }, [400, 409, 422]),
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const render = (row: AppointmentRow) => ({ ...appointmentDto(row), livemode: livemodeOf(ctx) });
      // First the booking, its Idempotency-Key and its answer in one statement (when this
      // process has read the tenant's profile before); when that wrote nothing or refused, the
      // key is claimed as for every write and the booking runs again, as before.
      const inWrite = claimInWrite(request, reply, 201, render);
      if (inWrite) {
        const row = await services.appointments
          .createClaimed(ctx, request.body, inWrite)
          .catch((err: unknown) => {
            if (err instanceof AppError && err.status < 500) return null;
            throw err;
          });
        if (row) return inWrite.send();
        if (!(await inWrite.claimNow())) return reply;
      }
      const answer = answerInTransaction(request, reply, 201, render);
      const booking = readAhead.get(request);
      return answer.send(await services.appointments.create(ctx, request.body, { ...answer, booking }));
    },
  );

  app.patch(
    '/appointments/:id',
    {
      config: { auth: ['apiKey'], scope: 'appointments:write' },
      schema: {
        tags: ['v2'],
        summary: 'Change an appointment',
        description: `Partial update; \`null\` clears an optional field. Moving it (\`start_time\`, \`duration_minutes\`) re-checks opening hours and overlaps; changing \`service_type\` keeps the duration. \`status\` may be set to \`scheduled\`, \`confirmed\`, \`completed\` or \`no_show\` (cancel through the cancel route). A cancelled appointment cannot be changed (409 \`conflict\`). Raises \`appointment.updated\` with the changed fields. ${BOOKING_RULES} ${WRITE_NOTE}`,
        headers: WriteHeaders,
        params: IdParams,
        body: AppointmentPatchBody,
        response: v2Responses({ 200: AppointmentOut }, [400, 404, 409, 422]),
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const answer = answerInTransaction(request, reply, 200, (row: AppointmentRow) => ({
        ...appointmentDto(row),
        livemode: livemodeOf(ctx),
      }));
      return answer.send(await services.appointments.update(ctx, request.params.id, request.body, answer));
    },
  );

  app.post(
    '/appointments/:id/cancel',
    {
      config: { auth: ['apiKey'], scope: 'appointments:write' },
      schema: {
        tags: ['v2'],
        summary: 'Cancel an appointment',
        description: `Sets status \`cancelled\` (with \`cancelled_at\`), frees the slot and raises \`appointment.cancelled\`. Cancelling a cancelled appointment answers it unchanged with 200 (no second event). No body. ${WRITE_NOTE}`,
        headers: WriteHeaders,
        params: IdParams,
        response: v2Responses({ 200: AppointmentOut }, [400, 404, 409, 422]),
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const answer = answerInTransaction(request, reply, 200, (row: AppointmentRow) => ({
        ...appointmentDto(row),
        livemode: livemodeOf(ctx),
      }));
      return answer.send(await services.appointments.cancel(ctx, request.params.id, answer));
    },
  );

  app.get(
    '/availability',
    {
      config: { auth: ['apiKey'], scope: 'appointments:read' },
      schema: {
        tags: ['v2'],
        summary: 'Open slots of a day',
        description:
          'Open slots of one calendar date in the tenant’s time zone: the opening hours of that date are the weekly ones, unless the owner set a dated exception (a holiday: no slots; a short day: only its intervals); candidates start at each opening time and then every `slot_minutes` (tenant setting, default 30), last the service type’s length (else 30 minutes, given as `duration_minutes`), end by closing time, start no earlier than now, and overlap no non-cancelled appointment of the department (without `department_id`: the general calendar) and no busy time of the tenant’s external calendars (iCalendar, CalDAV) that block it (a calendar mapped to a department blocks that department; one mapped to none blocks the whole business). External busy times are those last synchronised (never waited for; their age is in `external_calendars`); a booking on one is refused with 409 `slot_unavailable`. A slot listed here can be booked with the same `service_type` and `department_id` unless someone books it first. `start`/`end` are ISO 8601 UTC.',
        querystring: Type.Object({
          date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
          service_type: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          department_id: Type.Optional(Type.String({ format: 'uuid' })),
        }),
        response: v2Responses(
          {
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
              livemode: Type.Boolean(),
            }),
          },
          [422],
        ),
      },
    },
    async (request) =>
      services.appointments.availability(serviceContext(request), {
        date: request.query.date,
        serviceType: request.query.service_type,
        departmentId: request.query.department_id,
      }),
  );
}
