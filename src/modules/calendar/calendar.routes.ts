import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { Platform } from '../../platform/deps.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import { checkUrl, SsrfError, safeFetch } from '../../platform/ssrf.js';
import { appointments } from '../appointments/appointments.schema.js';
import { assertUuid, errorResponses, TenantParams, tenantCtx } from '../tenants/http.js';
import { tenants } from '../tenants/tenants.schema.js';
import { registerAppointmentWrites, smsByAppointment } from './appointments.routes.js';
import { calendarSubscriptions } from './calendar.schema.js';
import { eventsBetween } from './ics.js';

const tags = ['calendar'];
const MAX_SUBSCRIPTIONS = 10;
const MAX_RANGE_DAYS = 93;
const ICS_MAX_BYTES = 2 * 1024 * 1024;
const ICS_TIMEOUT_MS = 5000;

const Subscription = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  url: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

const subscriptionDto = (s: typeof calendarSubscriptions.$inferSelect) => ({
  id: s.id,
  name: s.name,
  url: s.url,
  created_at: s.createdAt.toISOString(),
});

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
}

const invalidUrl = (msg: string, msgPl: string) =>
  new ValidationError([{ loc: ['body', 'url'], msg, msgPl, type: 'value_error.url' }]);

/** Our appointments plus the tenant's external calendars subscribed by iCalendar URL. */
export default async function calendarRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const allowPrivate = p.config.webhookAllowPrivateNetworks;
  const protocols = p.config.env === 'production' ? ['https:'] : ['http:', 'https:'];

  function normalizeUrl(raw: string): string {
    const trimmed = raw.trim().replace(/^webcals?:\/\//i, 'https://');
    try {
      return checkUrl(trimmed, { allowPrivate, allowedProtocols: protocols }).toString();
    } catch (err) {
      if (err instanceof SsrfError)
        throw invalidUrl(
          `The calendar URL is not allowed: ${err.message}.`,
          `Ten adres kalendarza jest niedozwolony: ${err.message}.`,
        );
      throw err;
    }
  }

  registerAppointmentWrites(app, p);

  app.get(
    '/tenants/:tenant_id/calendar/subscriptions',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'External calendars',
        description:
          'The iCalendar (.ics) feeds whose events `GET /tenants/{id}/calendar/appointments` merges in.',
        params: TenantParams,
        response: { 200: Type.Array(Subscription), ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const rows = await p.db
        .select()
        .from(calendarSubscriptions)
        .where(eq(calendarSubscriptions.tenantId, ctx.tenantId))
        .orderBy(asc(calendarSubscriptions.createdAt), asc(calendarSubscriptions.id));
      return rows.map(subscriptionDto);
    },
  );

  app.post(
    '/tenants/:tenant_id/calendar/subscriptions',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Subscribe to an external calendar',
        description: `Adds an iCalendar feed by URL (\`https://\`; \`webcal://\` is read as \`https://\`; \`http://\` outside production). Addresses that are or resolve to loopback, private, link-local or metadata networks are refused (SSRF guard; 422 at once for literal addresses, a source error at read time for host names). At most ${MAX_SUBSCRIPTIONS} per tenant; the same URL twice is a 409 \`calendar_exists\`. The feed is read, never written.`,
        params: TenantParams,
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 100 }),
            url: Type.String({ minLength: 1, maxLength: 2000 }),
          },
          { additionalProperties: false },
        ),
        response: { 201: Subscription, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const url = normalizeUrl(request.body.url);
      const row = await p.db.transaction(async (tx) => {
        await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, ctx.tenantId)).for('update');
        const existing = await tx
          .select({ id: calendarSubscriptions.id, url: calendarSubscriptions.url })
          .from(calendarSubscriptions)
          .where(eq(calendarSubscriptions.tenantId, ctx.tenantId));
        const conflict = () =>
          new AppError(409, 'calendar_exists', {
            message: 'This calendar is already subscribed.',
            messagePl: 'Ten kalendarz jest już subskrybowany.',
          });
        if (existing.some((e) => e.url === url)) throw conflict();
        if (existing.length >= MAX_SUBSCRIPTIONS)
          throw new AppError(409, 'calendar_limit', {
            message: `At most ${MAX_SUBSCRIPTIONS} external calendars.`,
            messagePl: `Najwyżej ${MAX_SUBSCRIPTIONS} zewnętrznych kalendarzy.`,
          });
        const [r] = await tx
          .insert(calendarSubscriptions)
          .values({ tenantId: ctx.tenantId, name: request.body.name.trim(), url })
          .returning();
        return r!;
      });
      reply.code(201);
      return subscriptionDto(row);
    },
  );

  app.delete(
    '/tenants/:tenant_id/calendar/subscriptions/:subscription_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Unsubscribe from an external calendar',
        description: 'Removes the feed; its events disappear from the calendar view.',
        params: Type.Object({ tenant_id: Type.String(), subscription_id: Type.String() }),
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const id = assertUuid(request.params.subscription_id);
      const gone = await p.db
        .delete(calendarSubscriptions)
        .where(and(eq(calendarSubscriptions.tenantId, ctx.tenantId), eq(calendarSubscriptions.id, id)))
        .returning({ id: calendarSubscriptions.id });
      if (gone.length === 0) throw new AppError(404, 'not_found');
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/tenants/:tenant_id/calendar/appointments',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Appointments from all calendar sources',
        description: `Our appointments (not cancelled) and the events of every subscribed iCalendar feed overlapping [\`from\`, \`to\`), sorted by start. Default window: from the start of today in the tenant's zone, 14 days; at most ${MAX_RANGE_DAYS} days. Feeds are parsed with ical.js: recurring events are expanded (at most 500 occurrences each), cancelled ones left out; times with an IANA \`TZID\` are read in that zone, floating times and all-day dates in the tenant's zone. Each feed is fetched live (${ICS_TIMEOUT_MS / 1000} s, ${ICS_MAX_BYTES / 1024 / 1024} MB at most, through the SSRF guard); a feed that fails does not fail the answer: it is listed in \`sources\` with \`status: "error"\` and its error.`,
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
        { source: 'recepcja', id: null, name: 'Recepcja', status: 'ok', events: live.length, error: null },
      ];
      const fetched = await Promise.all(
        subs.map(async (s) => {
          try {
            const r = await safeFetch(s.url, {
              allowPrivate,
              allowedProtocols: protocols,
              timeoutMs: ICS_TIMEOUT_MS,
              maxBytes: ICS_MAX_BYTES,
              headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'RecepcjaBot/1.0 (+calendar)' },
            });
            if (r.status < 200 || r.status >= 300) throw new Error(`HTTP ${r.status}`);
            if (r.truncated) throw new Error('the calendar is larger than 2 MB');
            const list = eventsBetween(r.body.toString('utf8'), from, to, t.tz);
            return { s, list, error: null as string | null };
          } catch (err) {
            const message = err instanceof SsrfError ? `refused: ${err.message}` : (err as Error).message;
            return { s, list: [], error: message.slice(0, 300) || 'unreadable calendar' };
          }
        }),
      );
      for (const { s, list, error } of fetched) {
        sources.push({
          source: 'ical',
          id: s.id,
          name: s.name,
          status: error ? 'error' : 'ok',
          events: list.length,
          error,
        });
        for (const e of list)
          events.push({
            source: 'ical',
            source_id: s.id,
            source_name: s.name,
            id: e.uid,
            title: e.title,
            start: e.start.toISOString(),
            end: e.end.toISOString(),
            all_day: e.allDay,
            status: e.status,
            confirmation_sms: null,
          });
      }
      events.sort((a, b) => a.start.localeCompare(b.start));
      return { from: from.toISOString(), to: to.toISOString(), timezone: t.tz, events, sources };
    },
  );
}
