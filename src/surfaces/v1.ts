import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { loadTenantProfile } from '../modules/appointments/tenant-profile.js';
import { API_TIERS } from '../platform/auth.js';
import { serviceContext } from '../platform/context.js';
import type { Platform } from '../platform/deps.js';
import { V1Error } from '../platform/error-schemas.js';
import { AppError } from '../platform/errors.js';
import { OffsetQuery, offsetEnvelope } from '../platform/pagination.js';
import { AnalyticsV1, AppointmentV1, appointmentV1, CallV1, callV1, DaysQuery } from './dto.js';
import { developerServices } from './services.js';
import { apiKeyRateLimitHook } from './v2/plumbing.js';

const errors = (extra: number[] = []) =>
  Object.fromEntries(
    [...extra, 401, 403, 429, 500].map((s) => [
      s,
      {
        ...V1Error,
        description:
          s === 403
            ? '`insufficient_scope` or `plan_required`.'
            : s === 401
              ? '`authentication_required`, `invalid_api_key` or `invalid_token`.'
              : s === 404
                ? '`not_found` (another tenant’s ids included).'
                : 'Error.',
      },
    ]),
  );

const AUTH_NOTE =
  'Frozen v1: read-only, offset pagination (`limit` 1–100, default 50; `offset`), newest first. Accepts an API key (with the scope named here) or a dashboard user session token of the tenant; both need the Business plan or higher. An API key has one rate-limit budget for v1 and v2 together (per minute: Business 600, Enterprise 3000, test keys 100): `RateLimit-*` headers on every answer, and past the budget 429 `rate_limited` with `Retry-After` (a key already refused on v2 is refused here too).';

/** Developer API v1: frozen, read-only; the same services as v2 with the v1 envelope. */
export default async function v1Surface(fastify: FastifyInstance, platform: Platform) {
  const services = developerServices(platform);
  await fastify.register(
    async (scoped) => {
      const app = scoped.withTypeProvider<TypeBoxTypeProvider>();

      // An API key spends the same per-key budget here as on v2 (one counter per key).
      app.addHook('onRequest', apiKeyRateLimitHook(platform));

      // A user token passes no scope check; the plan gate applies to it as to keys.
      app.addHook('preHandler', async (request) => {
        if (request.principal?.kind !== 'user') return;
        const tenant = await loadTenantProfile(platform.db, serviceContext(request).tenantId);
        if (!API_TIERS.has(tenant.tier)) throw new AppError(403, 'plan_required');
      });

      app.get(
        '/calls',
        {
          config: { auth: ['apiKey', 'user'], scope: 'calls:read' },
          schema: {
            tags: ['v1'],
            summary: 'List calls',
            description: AUTH_NOTE,
            querystring: OffsetQuery,
            response: { 200: offsetEnvelope(CallV1), ...errors([422]) },
          },
        },
        async (request) => {
          const page = await services.calls.listOffset(serviceContext(request), request.query);
          return { ...page, data: page.data.map(callV1) };
        },
      );

      app.get(
        '/calls/:id',
        {
          config: { auth: ['apiKey', 'user'], scope: 'calls:read' },
          schema: {
            tags: ['v1'],
            summary: 'Read a call',
            description: `${AUTH_NOTE} Another tenant’s id is a 404.`,
            params: Type.Object({ id: Type.String() }),
            response: { 200: CallV1, ...errors([404]) },
          },
        },
        async (request) => callV1(await services.calls.get(serviceContext(request), request.params.id)),
      );

      app.get(
        '/appointments',
        {
          config: { auth: ['apiKey', 'user'], scope: 'appointments:read' },
          schema: {
            tags: ['v1'],
            summary: 'List appointments',
            description: `${AUTH_NOTE} Ordered by creation, newest first.`,
            querystring: OffsetQuery,
            response: { 200: offsetEnvelope(AppointmentV1), ...errors([422]) },
          },
        },
        async (request) => {
          const page = await services.appointments.listOffset(serviceContext(request), request.query);
          return { ...page, data: page.data.map(appointmentV1) };
        },
      );

      app.get(
        '/analytics',
        {
          config: { auth: ['apiKey', 'user'], scope: 'analytics:read' },
          schema: {
            tags: ['v1'],
            summary: 'Call metrics',
            description: `${AUTH_NOTE} Over \`days\` calendar days in the tenant’s time zone, today included. \`booked_appointments\` counts calls whose outcome is \`booked\`.`,
            querystring: DaysQuery,
            response: { 200: AnalyticsV1, ...errors([422]) },
          },
        },
        async (request) => {
          const s = await services.analytics.summary(serviceContext(request), request.query.days);
          return {
            total_calls: s.total_calls,
            completed_calls: s.completed_calls,
            booked_appointments: s.booked_appointments,
            transferred_calls: s.transferred_calls,
            avg_duration_seconds: s.avg_duration_seconds,
          };
        },
      );

      // v1 is read-only: any write method is refused before credentials are looked at.
      app.route({
        method: ['POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        config: { auth: ['none'] },
        schema: { hide: true },
        handler: async (_request, reply) => {
          reply.header('allow', 'GET, HEAD');
          throw new AppError(405, 'method_not_allowed', {
            message: 'Developer API v1 is read-only; use v2 to write.',
            messagePl: 'API v1 jest tylko do odczytu; do zapisu użyj v2.',
          });
        },
      });
    },
    { prefix: '/v1' },
  );
}
