import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/columns.js';
import type { Platform } from '../../platform/deps.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import { checkUrl, SsrfError } from '../../platform/ssrf.js';
import { assertUuid, errorResponses, TenantParams, tenantCtx } from '../tenants/http.js';
import { departments, tenants } from '../tenants/tenants.schema.js';
import { registerAppointmentWrites } from './appointments.routes.js';
import { passwordContext } from './caldav.js';
import { registerCalendarOAuth } from './calendar.oauth.routes.js';
import { calendarSubscriptions } from './calendar.schema.js';
import { registerCalendarView } from './calendar.view.routes.js';
import {
  calendarProtocols,
  calendarSyncFor,
  FAILURES_BEFORE_NOTICE,
  ICS_TIMEOUT_MS,
  type SubscriptionRow,
  SYNC_INTERVAL_MS,
  SYNC_WINDOW_DAYS,
} from './sync.js';

const tags = ['calendar'];
const MAX_SUBSCRIPTIONS = 10;
const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const SyncState = Type.Object(
  {
    status: Type.Union([Type.Literal('pending'), Type.Literal('ok'), Type.Literal('error')], {
      description:
        '`pending`: not read yet; `ok`: the last read succeeded; `error`: the last read failed (the busy times of the last good read are still used).',
    }),
    last_synced_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Last successful read (an unchanged calendar answering 304 counts).',
    }),
    age_seconds: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Seconds since `last_synced_at`.',
    }),
    last_attempt_at: NullableDate,
    last_error: Type.Union([Type.String(), Type.Null()], {
      description: 'The last failure, if the last read failed.',
    }),
    last_error_at: NullableDate,
    consecutive_failures: Type.Integer(),
    next_sync_at: Type.String({ format: 'date-time' }),
    busy_times: Type.Integer({ description: 'Busy intervals stored from the last read with content.' }),
  },
  { title: 'CalendarSyncState' },
);

const Subscription = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    url: Type.String(),
    kind: Type.Union([
      Type.Literal('ical'),
      Type.Literal('caldav'),
      Type.Literal('google'),
      Type.Literal('microsoft'),
    ]),
    department_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description:
        'The department this calendar blocks; null: it blocks the whole business (every department and the general calendar).',
    }),
    sync: SyncState,
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'CalendarSubscription' },
);

const SubscriptionParams = Type.Object({
  tenant_id: Type.String({ description: 'Tenant id (UUID)' }),
  subscription_id: Type.String({ description: 'Calendar subscription id (UUID)' }),
});

const SYNC_RULES = `Busy times are synchronised into our database and availability reads only those (it never waits on a calendar): every ${SYNC_INTERVAL_MS / 60_000} minutes with a conditional request (\`If-None-Match\`/\`If-Modified-Since\`; an unchanged feed costs a 304), at once when the calendar is added, and on demand (\`POST …/sync\`). Kept: from the start of yesterday to ${SYNC_WINDOW_DAYS} days ahead; recurring events expanded (RRULE, RDATE, EXDATE, overridden and cancelled occurrences) by ical.js; all-day events busy the whole local day; \`TRANSP:TRANSPARENT\` (free) and cancelled events are not busy. A failed read keeps the busy times of the last good one, is retried after 5, 10, 20, 40 minutes then hourly, and after ${FAILURES_BEFORE_NOTICE} failures in a row the owner gets a notification (\`calendar_sync_failed\`, once per streak).`;

const invalidDepartment = () =>
  new ValidationError([
    {
      loc: ['body', 'department_id'],
      msg: 'is not one of your departments',
      msgPl: 'nie jest jednym z działów firmy',
      type: 'unknown_department',
    },
  ]);

const invalidUrl = (msg: string, msgPl: string) =>
  new ValidationError([{ loc: ['body', 'url'], msg, msgPl, type: 'value_error.url' }]);

/** Our appointments plus the tenant's external calendars subscribed by iCalendar URL. */
export default async function calendarRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const allowPrivate = p.config.webhookAllowPrivateNetworks;
  const protocols = calendarProtocols(p);
  const sync = calendarSyncFor(p);

  const subscriptionDto = (s: SubscriptionRow) => {
    const now = p.clock.now().getTime();
    return {
      id: s.id,
      name: s.name,
      url: s.url,
      kind: s.kind,
      department_id: s.departmentId,
      sync: {
        status: (s.consecutiveFailures > 0 ? 'error' : s.lastSyncedAt ? 'ok' : 'pending') as
          | 'error'
          | 'ok'
          | 'pending',
        last_synced_at: s.lastSyncedAt?.toISOString() ?? null,
        age_seconds: s.lastSyncedAt ? Math.max(0, Math.floor((now - s.lastSyncedAt.getTime()) / 1000)) : null,
        last_attempt_at: s.lastAttemptAt?.toISOString() ?? null,
        last_error: s.consecutiveFailures > 0 ? s.lastError : null,
        last_error_at: s.lastErrorAt?.toISOString() ?? null,
        consecutive_failures: s.consecutiveFailures,
        next_sync_at: s.nextSyncAt.toISOString(),
        busy_times: s.busyCount,
      },
      created_at: s.createdAt.toISOString(),
    };
  };

  async function findSubscription(tenantId: string, id: string) {
    const [row] = await p.db
      .select()
      .from(calendarSubscriptions)
      .where(and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.id, assertUuid(id))))
      .limit(1);
    if (!row) throw new AppError(404, 'not_found');
    return row;
  }

  /**
   * Adds an external calendar (an iCalendar feed or a CalDAV collection) under the tenant's row
   * lock: the same URL twice is a 409 `calendar_exists`, more than the limit a 409
   * `calendar_limit`. It is read once before the answer (a failed read is in its `sync`).
   */
  async function addCalendar(
    tenantId: string,
    url: string,
    exists: { message: string; messagePl: string },
    values: (id: string) => Omit<typeof calendarSubscriptions.$inferInsert, 'id' | 'tenantId' | 'url'>,
  ) {
    const row = await p.db.transaction(async (tx) => {
      await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
      const existing = await tx
        .select({ id: calendarSubscriptions.id, url: calendarSubscriptions.url })
        .from(calendarSubscriptions)
        .where(eq(calendarSubscriptions.tenantId, tenantId));
      if (existing.some((e) => e.url === url)) throw new AppError(409, 'calendar_exists', exists);
      if (existing.length >= MAX_SUBSCRIPTIONS)
        throw new AppError(409, 'calendar_limit', {
          message: `At most ${MAX_SUBSCRIPTIONS} external calendars.`,
          messagePl: `Najwyżej ${MAX_SUBSCRIPTIONS} zewnętrznych kalendarzy.`,
        });
      const id = newId();
      const [r] = await tx
        .insert(calendarSubscriptions)
        .values({ id, tenantId, url, ...values(id) })
        .returning();
      return r!;
    });
    await sync.syncOne(tenantId, row.id);
    return subscriptionDto(await findSubscription(tenantId, row.id));
  }

  async function checkDepartment(tenantId: string, id: string | null | undefined) {
    if (id === undefined || id === null) return;
    const [d] = /^[0-9a-f-]{36}$/i.test(id)
      ? await p.db
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.tenantId, tenantId), eq(departments.id, id)))
          .limit(1)
      : [];
    if (!d) throw invalidDepartment();
  }

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
        summary: 'External calendars (iCalendar feeds, CalDAV, Google Calendar)',
        description: `The external calendars of the tenant (iCalendar feeds, CalDAV collections, calendars of an account connected by OAuth: kind \`google\`, \`microsoft\`), each with its sync state. ${SYNC_RULES} Google calendars are read by sync token (only what changed since the last read; a full read once a day or when the token is refused).`,
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
        description: `Adds an iCalendar feed by URL (\`https://\`; \`webcal://\` is read as \`https://\`; \`http://\` outside production). Addresses that are or resolve to loopback, private, link-local or metadata networks are refused (SSRF guard; 422 at once for literal addresses, a sync error at read time for host names). At most ${MAX_SUBSCRIPTIONS} per tenant; the same URL twice is a 409 \`calendar_exists\`. The feed is read, never written. It is read once before the answer (at most ${ICS_TIMEOUT_MS / 1000} s); a feed that cannot be read is still added, with the failure in \`sync\`. Optional \`department_id\` (one of the tenant's departments, else 422): the calendar then blocks that department only. ${SYNC_RULES}`,
        params: TenantParams,
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 100 }),
            url: Type.String({ minLength: 1, maxLength: 2000 }),
            department_id: Type.Optional(Type.Union([Type.Null(), Type.String()])),
          },
          { additionalProperties: false },
        ),
        response: { 201: Subscription, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const url = normalizeUrl(request.body.url);
      await checkDepartment(ctx.tenantId, request.body.department_id);
      const added = await addCalendar(
        ctx.tenantId,
        url,
        {
          message: 'This calendar is already subscribed.',
          messagePl: 'Ten kalendarz jest już subskrybowany.',
        },
        () => ({ name: request.body.name.trim(), departmentId: request.body.department_id ?? null }),
      );
      reply.code(201);
      return added;
    },
  );

  app.post(
    '/tenants/:tenant_id/calendar/caldav',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Connect a CalDAV calendar',
        description: `Connects a CalDAV calendar collection (Nextcloud, iCloud, Radicale, practice software): \`url\` is the collection's address (\`https://\`; \`http://\` outside production; the SSRF guard as for iCalendar feeds), with the account's \`username\` and \`password\` (an app password where the provider has them), sent as HTTP Basic. The password is stored encrypted (AES-256-GCM with \`DATA_ENCRYPTION_KEY\`, bound to this row) and never answered. The calendar is read at once (a \`calendar-query\` REPORT limited to the sync window; the answer is 201 even when that read fails, with the failure in \`sync\`), then like an iCalendar feed (busy times stored, re-read every ${SYNC_INTERVAL_MS / 60_000} minutes and on demand, notification after ${FAILURES_BEFORE_NOTICE} failures). Two-way: each booking made here (receptionist, API, dashboard) is written into the calendar as an event (UID \`recepcja-<appointment id>@recepcja\`) through the outbox (retried until it lands; a refused password or a missing calendar fails it for good), moved when the appointment moves and deleted when it is cancelled; those events of ours are not read back as busy times. The other way: on each read of the calendar (scheduled, on demand), an upcoming appointment whose event the owner deleted (or set \`STATUS:CANCELLED\`) there is cancelled, and one whose event the owner moved there is moved to the event's time and length (not when the appointment was changed here and is not yet written back: the newer change here wins); the patient gets the SMS the reminder settings imply (reminders dropped, or a "moved" notice and new reminders), webhooks get \`appointment.cancelled\`/\`appointment.updated\` with \`source: "calendar"\`, and the appointment's \`history\` (\`GET …/calendar/appointments/{id}\`) records it with the calendar's name. A move onto another appointment is not made: the event is put back and the owner notified (\`calendar_conflict\`). A booking asks the calendar for its slot before confirming (at most 2 s); if the owner's own event appears there between that check and the booking's write into the calendar, the calendar wins: the booking is cancelled, its history names the event, and the owner is notified (\`calendar_conflict\`). With \`department_id\`, the calendar blocks and receives that department's appointments only. Counts toward the ${MAX_SUBSCRIPTIONS} external calendars; the same URL twice is a 409 \`calendar_exists\`.`,
        params: TenantParams,
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 100 }),
            url: Type.String({ minLength: 1, maxLength: 2000 }),
            username: Type.String({ minLength: 1, maxLength: 200 }),
            password: Type.String({ minLength: 1, maxLength: 500 }),
            department_id: Type.Optional(Type.Union([Type.Null(), Type.String()])),
          },
          { additionalProperties: false },
        ),
        response: { 201: Subscription, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      let url = normalizeUrl(request.body.url);
      if (!url.endsWith('/')) url = `${url}/`;
      await checkDepartment(ctx.tenantId, request.body.department_id);
      const added = await addCalendar(
        ctx.tenantId,
        url,
        { message: 'This calendar is already connected.', messagePl: 'Ten kalendarz jest już podłączony.' },
        (id) => ({
          kind: 'caldav',
          name: request.body.name.trim(),
          username: request.body.username,
          passwordSealed: p.dataBox.seal(request.body.password, passwordContext(id)),
          departmentId: request.body.department_id ?? null,
        }),
      );
      reply.code(201);
      return added;
    },
  );

  app.patch(
    '/tenants/:tenant_id/calendar/subscriptions/:subscription_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Rename an external calendar or map it to a department',
        description:
          "Changes `name` and/or `department_id` (one of the tenant's departments, else 422; null: the calendar blocks the whole business). The mapping applies at once to availability and bookings (the stored busy times are not re-read). A CalDAV calendar also takes new `username` and/or `password` (stored encrypted, never answered; 422 for an iCalendar feed); the calendar is then read again before the answer, its result in `sync`.",
        params: SubscriptionParams,
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
            department_id: Type.Optional(Type.Union([Type.Null(), Type.String()])),
            username: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            password: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Subscription, ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const current = await findSubscription(ctx.tenantId, request.params.subscription_id);
      await checkDepartment(ctx.tenantId, request.body.department_id);
      const set: Partial<typeof calendarSubscriptions.$inferInsert> = {};
      if (request.body.name !== undefined) set.name = request.body.name.trim();
      if (request.body.department_id !== undefined) set.departmentId = request.body.department_id;
      const credentials = request.body.username !== undefined || request.body.password !== undefined;
      if (credentials && current.kind !== 'caldav')
        throw new ValidationError([
          {
            loc: ['body', request.body.password !== undefined ? 'password' : 'username'],
            msg: 'only a CalDAV calendar has credentials',
            msgPl: 'dane logowania ma tylko kalendarz CalDAV',
            type: 'value_error',
          },
        ]);
      if (request.body.username !== undefined) set.username = request.body.username;
      if (request.body.password !== undefined)
        set.passwordSealed = p.dataBox.seal(request.body.password, passwordContext(current.id));
      if (Object.keys(set).length === 0) return subscriptionDto(current);
      const [row] = await p.db
        .update(calendarSubscriptions)
        .set(set)
        .where(
          and(eq(calendarSubscriptions.tenantId, ctx.tenantId), eq(calendarSubscriptions.id, current.id)),
        )
        .returning();
      if (!row) throw new AppError(404, 'not_found');
      if (!credentials) return subscriptionDto(row);
      await sync.syncOne(ctx.tenantId, row.id);
      return subscriptionDto(await findSubscription(ctx.tenantId, row.id));
    },
  );

  app.post(
    '/tenants/:tenant_id/calendar/subscriptions/:subscription_id/sync',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Synchronise an external calendar now',
        description: `Reads the calendar now (conditionally, at most ${ICS_TIMEOUT_MS / 1000} s) and answers it with its new sync state; a failed read is a 200 too, with the failure in \`sync\`. ${SYNC_RULES}`,
        params: SubscriptionParams,
        response: { 200: Subscription, ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const current = await findSubscription(ctx.tenantId, request.params.subscription_id);
      await sync.syncOne(ctx.tenantId, current.id);
      return subscriptionDto(await findSubscription(ctx.tenantId, current.id));
    },
  );

  app.delete(
    '/tenants/:tenant_id/calendar/subscriptions/:subscription_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Unsubscribe from an external calendar',
        description:
          'Removes the calendar and its stored busy times: its events disappear from the calendar view and stop blocking availability at once.',
        params: SubscriptionParams,
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

  registerCalendarView(app, p);
  registerCalendarOAuth(app, p, { addCalendar, checkDepartment, subscription: Subscription });
}
