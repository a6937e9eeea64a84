import { randomBytes } from 'node:crypto';
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import type { Platform } from '../../platform/deps.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import { RemoteCalendarError, type RemoteCalendarKind } from '../../providers/calendar/remote.js';
import { assertUuid, errorResponses, type TypedApp, tenantCtx } from '../tenants/http.js';
import type { calendarSubscriptions } from './calendar.schema.js';
import { calendarConnections } from './calendar.schema.js';
import { accessContext, createRemoteAccess, refreshContext, remoteApisFor } from './oauth.js';

const tags = ['calendar'];
const STATE_AUDIENCE = 'calendar-oauth-state';
const STATE_TTL_SECONDS = 600;
const NAMES: Record<RemoteCalendarKind, string> = {
  google: 'Google Calendar',
  microsoft: 'Microsoft Outlook',
};

type AddCalendar = (
  tenantId: string,
  url: string,
  exists: { message: string; messagePl: string },
  values: (id: string) => Omit<typeof calendarSubscriptions.$inferInsert, 'id' | 'tenantId' | 'url'>,
) => Promise<unknown>;

const ProviderParams = Type.Object({
  tenant_id: Type.String({ description: 'Tenant id (UUID)' }),
  provider: Type.Union([Type.Literal('google'), Type.Literal('microsoft')], {
    description: '`google` (Google Calendar) or `microsoft` (Outlook / Microsoft 365).',
  }),
});
const ConnectionParams = Type.Object({
  tenant_id: Type.String({ description: 'Tenant id (UUID)' }),
  connection_id: Type.String({ description: 'Calendar connection id (UUID)' }),
});

const RemoteCalendar = Type.Object(
  {
    id: Type.String({ description: "The calendar's id at the provider (what `calendars[].id` picks)." }),
    name: Type.String(),
    primary: Type.Boolean(),
    can_write: Type.Boolean({
      description: 'Whether our bookings can be written there; a read-only calendar only blocks time.',
    }),
    time_zone: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'RemoteCalendar' },
);
const Connection = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    provider: Type.Union([Type.Literal('google'), Type.Literal('microsoft')]),
    account: Type.Union([Type.String(), Type.Null()], {
      description: "The account's address, when the provider named it.",
    }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'CalendarConnection' },
);
const ConnectionWithCalendars = Type.Object(
  { connection: Connection, calendars: Type.Array(RemoteCalendar) },
  { title: 'CalendarConnectionCalendars' },
);

const badState = () =>
  new AppError(400, 'invalid_oauth_state', {
    message:
      'The connection state is missing, altered, expired or not yours. Start connecting the calendar again.',
    messagePl:
      'Stan łączenia jest nieprawidłowy, zmieniony, wygasł lub nie należy do Ciebie. Zacznij łączyć kalendarz od nowa.',
    field: 'state',
  });

/** Failures of the provider met in a request, as the answer's error. */
function providerError(err: unknown, name: string): never {
  if (err instanceof RemoteCalendarError) {
    if (err.kind === 'auth')
      throw new AppError(400, 'oauth_failed', {
        message: `${name} did not accept the authorization (${err.message}). Connect the calendar again.`,
        messagePl: `${name} nie przyjął autoryzacji. Połącz kalendarz ponownie.`,
      });
    throw new AppError(503, 'provider_unavailable', {
      message: `${name} cannot be reached or answered an error: ${err.message}`,
      messagePl: `Nie można połączyć się z ${name} albo odpowiedział błędem. Spróbuj ponownie później.`,
    });
  }
  throw err;
}

/**
 * Connecting a tenant's calendar at an OAuth provider (Google Calendar, Microsoft 365 / Outlook
 * through Microsoft Graph): the consent address with a signed state bound to the tenant and the user (10
 * minutes), the completion (code → tokens stored sealed → the account's calendars), and picking
 * the calendars to connect (each a `calendar_subscriptions` row read and written like CalDAV).
 */
export function registerCalendarOAuth(
  app: TypedApp,
  p: Platform,
  h: {
    addCalendar: AddCalendar;
    checkDepartment: (tenantId: string, id: string | null | undefined) => Promise<void>;
    /** The external calendar as the calendar routes answer it. */
    subscription: TSchema;
  },
) {
  const Subscription = h.subscription;
  const apis = remoteApisFor(p);
  const remote = createRemoteAccess({ db: p.db, clock: p.clock, box: p.dataBox, apis });

  function apiOf(kind: RemoteCalendarKind) {
    const api = apis[kind];
    if (!api)
      throw new AppError(503, 'provider_not_configured', {
        message:
          kind === 'google'
            ? 'Google Calendar is not configured on this server (GOOGLE_CALENDAR_CLIENT_ID and GOOGLE_CALENDAR_CLIENT_SECRET, or GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).'
            : 'Microsoft 365 / Outlook calendars are not configured on this server (MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET).',
        messagePl: `Kalendarz ${NAMES[kind]} nie jest skonfigurowany na tym serwerze.`,
      });
    return api;
  }

  async function findConnection(tenantId: string, id: string) {
    const [row] = await p.db
      .select()
      .from(calendarConnections)
      .where(and(eq(calendarConnections.tenantId, tenantId), eq(calendarConnections.id, assertUuid(id))))
      .limit(1);
    if (!row) throw new AppError(404, 'not_found');
    return row;
  }

  const connectionDto = (c: typeof calendarConnections.$inferSelect) => ({
    id: c.id,
    provider: c.kind,
    account: c.account,
    created_at: c.createdAt.toISOString(),
  });

  async function calendarsOf(c: typeof calendarConnections.$inferSelect) {
    const list = await remote
      .withConnection(c.tenantId, c.id, (api, token) => api.listCalendars(token))
      .catch((err: unknown) => providerError(err, NAMES[c.kind]));
    return list.map((x) => ({
      id: x.id,
      name: x.name,
      primary: x.primary,
      can_write: x.canWrite,
      time_zone: x.timeZone,
    }));
  }

  app.post(
    '/tenants/:tenant_id/calendar/oauth/:provider/start',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Start connecting a Google or Microsoft calendar',
        description: `Answers the provider's consent address for \`redirect_uri\` (it must be registered with the OAuth client; Google: offline access, \`prompt=consent\`, scope \`https://www.googleapis.com/auth/calendar\`; Microsoft: \`{MICROSOFT_AUTHORITY}/oauth2/v2.0/authorize\`, scopes \`offline_access Calendars.ReadWrite User.Read\`, \`prompt=select_account\`) and the signed \`state\` it carries: valid ${STATE_TTL_SECONDS / 60} minutes, bound to this tenant, the signed-in user and \`redirect_uri\`. After consent the provider sends the browser to \`redirect_uri\` with \`code\` and \`state\`: post both to \`POST …/calendar/oauth/{provider}/complete\`. 503 \`provider_not_configured\` when the provider's OAuth client is not set (Google: \`GOOGLE_CALENDAR_CLIENT_ID\`/\`GOOGLE_CALENDAR_CLIENT_SECRET\`, else \`GOOGLE_CLIENT_ID\`/\`GOOGLE_CLIENT_SECRET\`; Microsoft: \`MICROSOFT_CLIENT_ID\`/\`MICROSOFT_CLIENT_SECRET\`).`,
        params: ProviderParams,
        body: Type.Object(
          {
            redirect_uri: Type.String({ format: 'uri', minLength: 1, maxLength: 2000 }),
            login_hint: Type.Optional(Type.String({ maxLength: 320 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            {
              authorization_url: Type.String(),
              state: Type.String(),
              expires_at: Type.String({ format: 'date-time' }),
            },
            { title: 'CalendarOAuthStart' },
          ),
          ...errorResponses(404, 503),
        },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const kind = request.params.provider;
      const api = apiOf(kind);
      const { token: state, expiresAt } = await p.tokens.sign(
        STATE_AUDIENCE,
        {
          t: ctx.tenantId,
          u: ctx.actor.id,
          k: kind,
          ru: request.body.redirect_uri,
          n: randomBytes(8).toString('base64url'),
        },
        STATE_TTL_SECONDS,
        p.clock.now().getTime(),
      );
      return {
        authorization_url: api.authorizeUrl({
          state,
          redirectUri: request.body.redirect_uri,
          loginHint: request.body.login_hint,
        }),
        state,
        expires_at: expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/tenants/:tenant_id/calendar/oauth/:provider/complete',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Finish connecting a Google or Microsoft calendar',
        description:
          "Takes the `code` and `state` the provider sent to `redirect_uri`: the state must be the one `…/start` signed for this tenant, this user and this provider, less than 10 minutes ago (else 400 `invalid_oauth_state`). The code is exchanged for tokens (400 `oauth_failed` when refused; 503 `provider_unavailable` when the provider cannot be reached); the refresh token and the access token are stored encrypted (AES-256-GCM with `DATA_ENCRYPTION_KEY`, bound to the connection) and never answered. Answers the connection and the account's calendars: pick those to connect with `POST …/calendar/connections/{connection_id}/calendars`. Nothing is read for busy times before that.",
        params: ProviderParams,
        body: Type.Object(
          {
            code: Type.String({ minLength: 1, maxLength: 2000 }),
            state: Type.String({ minLength: 1, maxLength: 4000 }),
          },
          { additionalProperties: false },
        ),
        response: { 201: ConnectionWithCalendars, ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const kind = request.params.provider;
      const api = apiOf(kind);
      const claims = await p.tokens.verify(STATE_AUDIENCE, request.body.state);
      if (
        !claims ||
        claims.t !== ctx.tenantId ||
        claims.u !== ctx.actor.id ||
        claims.k !== kind ||
        typeof claims.ru !== 'string'
      )
        throw badState();
      const tokens = await api
        .exchangeCode({ code: request.body.code, redirectUri: claims.ru })
        .catch((err: unknown) => providerError(err, NAMES[kind]));
      if (!tokens.refreshToken)
        throw new AppError(400, 'oauth_failed', {
          message: `${NAMES[kind]} gave no refresh token (offline access). Remove the app's access in the account and connect again.`,
          messagePl: `${NAMES[kind]} nie wydał tokenu odświeżania (dostęp offline). Usuń dostęp aplikacji na koncie i połącz ponownie.`,
        });
      const id = newId();
      const now = p.clock.now();
      const [row] = await p.db
        .insert(calendarConnections)
        .values({
          id,
          tenantId: ctx.tenantId,
          kind,
          account: tokens.account,
          refreshTokenSealed: p.dataBox.seal(tokens.refreshToken, refreshContext(id)),
          accessTokenSealed: p.dataBox.seal(tokens.accessToken, accessContext(id)),
          accessTokenExpiresAt: tokens.expiresAt,
          createdBy: ctx.actor.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      reply.code(201);
      return { connection: connectionDto(row!), calendars: await calendarsOf(row!) };
    },
  );

  app.get(
    '/tenants/:tenant_id/calendar/connections/:connection_id/calendars',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'The calendars of a connected account',
        description:
          "Lists the account's calendars again (to pick more). 503 `provider_unavailable` when the provider cannot be reached; 400 `oauth_failed` when the account's consent was revoked.",
        params: ConnectionParams,
        response: { 200: ConnectionWithCalendars, ...errorResponses(400, 404, 503) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const c = await findConnection(ctx.tenantId, request.params.connection_id);
      return { connection: connectionDto(c), calendars: await calendarsOf(c) };
    },
  );

  app.post(
    '/tenants/:tenant_id/calendar/connections/:connection_id/calendars',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Connect calendars of a connected account',
        description:
          "Connects the picked calendars of the account (`id` as listed; optional `name`, else the calendar's own; optional `department_id`: the calendar then blocks and receives that department's appointments only). Each becomes an external calendar (kind `google`/`microsoft`, listed with the others, counted toward their limit; the same calendar twice is a 409 `calendar_exists`) and is read at once. Reading: all events of the sync window, then only what changed since (Google sync token; a refused token means a full read again), and a full read once a day; free (`transparent`) and cancelled events do not block. Two-way like CalDAV: our bookings are written there as events (except in calendars the account can only read), moved and deleted with the appointment, and the owner deleting or moving one of our events there cancels or moves the appointment. A booking asks the calendar for its slot first (at most 2 s). A revoked consent shows as a sync error on the calendar (and after 3 failed reads a `calendar_sync_failed` notification).",
        params: ConnectionParams,
        body: Type.Object(
          {
            calendars: Type.Array(
              Type.Object(
                {
                  id: Type.String({ minLength: 1, maxLength: 1024 }),
                  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
                  department_id: Type.Optional(Type.Union([Type.Null(), Type.String()])),
                },
                { additionalProperties: false },
              ),
              { minItems: 1, maxItems: 10 },
            ),
          },
          { additionalProperties: false },
        ),
        response: { 201: Type.Array(Subscription), ...errorResponses(400, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const c = await findConnection(ctx.tenantId, request.params.connection_id);
      for (const pick of request.body.calendars) await h.checkDepartment(ctx.tenantId, pick.department_id);
      const available = await calendarsOf(c);
      const added = [];
      for (const [i, pick] of request.body.calendars.entries()) {
        const cal = available.find((x) => x.id === pick.id);
        if (!cal)
          throw new ValidationError([
            {
              loc: ['body', 'calendars', i, 'id'],
              msg: 'is not a calendar of this account',
              msgPl: 'nie jest kalendarzem tego konta',
              type: 'unknown_calendar',
            },
          ]);
        added.push(
          await h.addCalendar(
            ctx.tenantId,
            `${c.kind}://${encodeURIComponent(c.account ?? c.id)}/${encodeURIComponent(cal.id)}`,
            {
              message: 'This calendar is already connected.',
              messagePl: 'Ten kalendarz jest już podłączony.',
            },
            () => ({
              kind: c.kind,
              name: (pick.name ?? cal.name).trim().slice(0, 100) || cal.id.slice(0, 100),
              connectionId: c.id,
              remoteCalendarId: cal.id,
              writable: cal.can_write,
              departmentId: pick.department_id ?? null,
            }),
          ),
        );
      }
      reply.code(201);
      return added as never;
    },
  );

  app.delete(
    '/tenants/:tenant_id/calendar/connections/:connection_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Disconnect an account',
        description:
          "Removes the connection, its stored tokens and every calendar connected through it (their busy times stop blocking at once; the events we wrote there stay). Revoke the app's access in the account too, to end the consent at the provider.",
        params: ConnectionParams,
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const c = await findConnection(ctx.tenantId, request.params.connection_id);
      await p.db
        .delete(calendarConnections)
        .where(and(eq(calendarConnections.tenantId, ctx.tenantId), eq(calendarConnections.id, c.id)));
      reply.code(204);
      return null;
    },
  );
}
