import { type Static, Type } from '@sinclair/typebox';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Platform } from '../../platform/deps.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import { appointments } from '../appointments/appointments.schema.js';
import { errorResponses, TenantParams, type TypedApp, tenantCtx } from '../tenants/http.js';
import { tenants } from '../tenants/tenants.schema.js';
import { smsByAppointment } from './appointments.routes.js';
import { calendarBusyTimes, calendarSubscriptions } from './calendar.schema.js';
import { ICS_MAX_BYTES, SYNC_WINDOW_DAYS } from './sync.js';

const tags = ['calendar'];
const MAX_RANGE_DAYS = 93;

const CalendarEvent = Type.Object({
  source: Type.Union([Type.Literal('recepcja'), Type.Literal('ical')]),
  source_id: Type.Union([Type.String(), Type.Null()], { description: 'The subscription id for `ical`.' }),
  source_name: Type.String(),
  id: Type.String({ description: 'Appointment id, or the iCalendar UID.' }),
  title: Type.String(),
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
  all_day: Type.Boolean(),
  status: Type.Union([Type.String(), Type.Null()]),
  confirmation_sms: Type.Union([Type.String(), Type.Null()], {
    description:
      'Our appointments: the status of the latest confirmation or "moved" SMS to the patient (`scheduled`, `queued`, `sent`, `failed`, `skipped_quota`, `skipped_opt_out`), null when none was due (no phone, SMS off). Always null for `ical`.',
  }),
});

type EventDto = Static<typeof CalendarEvent>;
interface SourceDto {
  source: 'recepcja' | 'ical';
  id: string | null;
  name: string;
  status: 'ok' | 'error';
  events: number;
  error: string | null;
  synced_at: string | null;
}

/** The merged view: our appointments and the busy events of every external calendar. */
export function registerCalendarView(app: TypedApp, p: Platform) {
  app.get(
    '/tenants/:tenant_id/calendar/appointments',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Appointments from all calendar sources',
        description: `Our appointments (not cancelled) and the events of every subscribed iCalendar feed overlapping [\`from\`, \`to\`), sorted by start. Default window: from the start of today in the tenant's zone, 14 days; at most ${MAX_RANGE_DAYS} days. External calendars are shown as last synchronised (never fetched while you wait): their busy events (cancelled and \`TRANSP:TRANSPARENT\` ones left out; recurring events expanded by ical.js, at most 1000 occurrences each; times with an IANA \`TZID\` read in that zone, floating times and all-day dates in the tenant's zone), from the start of yesterday to ${SYNC_WINDOW_DAYS} days ahead; feeds of at most ${ICS_MAX_BYTES / 1024 / 1024} MB. A calendar whose last read failed is listed in \`sources\` with \`status: "error"\` and its error, its last good busy times still shown; \`synced_at\` tells their age.`,
        params: TenantParams,
        querystring: Type.Object({
          from: Type.Optional(Type.String({ format: 'date-time' })),
          to: Type.Optional(Type.String({ format: 'date-time' })),
        }),
        response: {
          200: Type.Object({
            from: Type.String({ format: 'date-time' }),
            to: Type.String({ format: 'date-time' }),
            timezone: Type.String(),
            events: Type.Array(CalendarEvent),
            sources: Type.Array(
              Type.Object({
                source: Type.Union([Type.Literal('recepcja'), Type.Literal('ical')]),
                id: Type.Union([Type.String(), Type.Null()]),
                name: Type.String(),
                status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
                events: Type.Integer(),
                error: Type.Union([Type.String(), Type.Null()]),
                synced_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
                  description: 'External calendars: when their busy times were last read; null for ours.',
                }),
              }),
            ),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const [t] = await p.db
        .select({ tz: tenants.timezone })
        .from(tenants)
        .where(eq(tenants.id, ctx.tenantId))
        .limit(1);
      if (!t) throw new AppError(404, 'not_found');
      const from = request.query.from
        ? new Date(request.query.from)
        : DateTime.fromJSDate(p.clock.now(), { zone: t.tz }).startOf('day').toJSDate();
      const to = request.query.to ? new Date(request.query.to) : new Date(from.getTime() + 14 * 86_400_000);
      if (to.getTime() <= from.getTime() || to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000)
        throw new ValidationError([
          {
            loc: ['querystring', 'to'],
            msg: `Must be after from, at most ${MAX_RANGE_DAYS} days later.`,
            msgPl: `Musi być po from, najwyżej ${MAX_RANGE_DAYS} dni później.`,
            type: 'value_error.range',
          },
        ]);
      const [ours, subs] = await Promise.all([
        p.db
          .select()
          .from(appointments)
          .where(
            and(
              eq(appointments.tenantId, ctx.tenantId),
              lt(appointments.startTime, to),
              gt(appointments.endTime, from),
            ),
          )
          .orderBy(asc(appointments.startTime)),
        p.db
          .select()
          .from(calendarSubscriptions)
          .where(eq(calendarSubscriptions.tenantId, ctx.tenantId))
          .orderBy(asc(calendarSubscriptions.createdAt)),
      ]);
      const live = ours.filter((a) => a.status !== 'cancelled');
      const sms = await smsByAppointment(
        p.db,
        ctx.tenantId,
        live.map((a) => a.id),
      );
      const confirmation = (id: string) =>
        (sms.get(id) ?? []).filter((m) => m.kind !== 'appointment_reminder').at(-1)?.status ?? null;
      const events: EventDto[] = live.map((a) => ({
        source: 'recepcja',
        source_id: null,
        source_name: 'Recepcja',
        id: a.id,
        title: [a.serviceType, a.patientName].filter(Boolean).join(': '),
        start: a.startTime.toISOString(),
        end: a.endTime.toISOString(),
        all_day: false,
        status: a.status,
        confirmation_sms: confirmation(a.id),
      }));
      const sources: SourceDto[] = [
        {
          source: 'recepcja',
          id: null,
          name: 'Recepcja',
          status: 'ok',
          events: live.length,
          error: null,
          synced_at: null,
        },
      ];
      const busy = await p.db
        .select()
        .from(calendarBusyTimes)
        .where(
          and(
            eq(calendarBusyTimes.tenantId, ctx.tenantId),
            lt(calendarBusyTimes.startAt, to),
            gt(calendarBusyTimes.endAt, from),
          ),
        )
        .orderBy(asc(calendarBusyTimes.startAt));
      for (const s of subs) {
        const list = busy.filter((b) => b.subscriptionId === s.id);
        sources.push({
          source: 'ical',
          id: s.id,
          name: s.name,
          status: s.consecutiveFailures > 0 ? 'error' : 'ok',
          events: list.length,
          error: s.consecutiveFailures > 0 ? s.lastError : null,
          synced_at: s.lastSyncedAt?.toISOString() ?? null,
        });
        for (const e of list)
          events.push({
            source: 'ical',
            source_id: s.id,
            source_name: s.name,
            id: e.uid,
            title: e.title,
            start: e.startAt.toISOString(),
            end: e.endAt.toISOString(),
            all_day: e.allDay,
            status: null,
            confirmation_sms: null,
          });
      }
      events.sort((a, b) => a.start.localeCompare(b.start));
      return { from: from.toISOString(), to: to.toISOString(), timezone: t.tz, events, sources };
    },
  );
}
