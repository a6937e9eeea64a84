import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { createAnalyticsService } from '../analytics/analytics.service.js';
import { requireFeature } from '../plans/plans.js';
import { errorResponses, TenantParams, tenantCtx } from '../tenants/http.js';
import { calls } from './calls.schema.js';

const Bucket = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD, local' }),
  start: Type.String({ format: 'date-time' }),
  total_calls: Type.Integer(),
  completed_calls: Type.Integer(),
  missed_calls: Type.Integer(),
  failed_calls: Type.Integer(),
  booked_appointments: Type.Integer(),
  transferred_calls: Type.Integer(),
  callbacks_requested: Type.Integer(),
  calls_with_errors: Type.Integer(),
  avg_duration_seconds: Type.Number(),
  total_minutes: Type.Number(),
});

/** The dashboard's charts over the same window as `GET /calls/tenant/{tenant_id}/stats`. */
export default async function callsStatsRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const analytics = createAnalyticsService({ db: p.db, clock: p.clock });

  app.get(
    '/calls/tenant/:tenant_id/stats/timeseries',
    {
      config: { auth: ['user'] },
      schema: {
        tags: ['calls'],
        summary: 'Calls per day and per hour (Business+)',
        description:
          "The window of `GET /calls/tenant/{tenant_id}/stats` (`days` calendar days in the tenant's zone, today included, until now; 1–365, default 30): `buckets`, one per local day, oldest first, days without calls as zeros (the figures of `GET /v2/analytics/timeseries`), and `hours`: the calls of the window by the local hour they came in (0–23, all 24 listed). Calls count by their creation time. The tenant must be the user's own (another tenant's id is a 404). Business plan or higher: otherwise 403 `plan_required`.",
        params: TenantParams,
        querystring: Type.Object({ days: Type.Integer({ minimum: 1, maximum: 365, default: 30 }) }),
        response: {
          200: Type.Object(
            {
              days: Type.Integer(),
              timezone: Type.String(),
              from: Type.String({ format: 'date-time' }),
              to: Type.String({ format: 'date-time' }),
              buckets: Type.Array(Bucket),
              hours: Type.Array(Type.Object({ hour: Type.Integer(), calls: Type.Integer() }), {
                minItems: 24,
                maxItems: 24,
              }),
            },
            { additionalProperties: false },
          ),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await requireFeature(p.db, ctx.tenantId, 'call_stats', p.clock.now());
      const series = await analytics.timeseries(ctx, request.query.days);
      const hour = sql<number>`extract(hour from (${calls.createdAt} at time zone ${series.timezone}))::int`;
      const rows = await p.db
        .select({ hour, n: sql<number>`count(*)::int` })
        .from(calls)
        .where(
          and(
            eq(calls.tenantId, ctx.tenantId),
            gte(calls.createdAt, new Date(series.from)),
            lt(calls.createdAt, new Date(series.to)),
          ),
        )
        .groupBy(sql`1`);
      const byHour = new Map(rows.map((r) => [Number(r.hour), Number(r.n)]));
      return {
        ...series,
        hours: Array.from({ length: 24 }, (_, h) => ({ hour: h, calls: byHour.get(h) ?? 0 })),
      };
    },
  );
}
