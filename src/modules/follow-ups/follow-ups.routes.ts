import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { calls } from '../calls/calls.schema.js';
import { requireFeature } from '../plans/plans.js';
import { errorResponses } from '../tenants/http.js';
import { followUps } from './follow-ups.schema.js';

const FollowUp = Type.Object({
  id: Type.String({ format: 'uuid' }),
  call_id: Type.String({ format: 'uuid' }),
  caller_number: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  urgent: Type.Boolean(),
  status: Type.Union([Type.Literal('open'), Type.Literal('done')]),
  call_summary: Type.Union([Type.String(), Type.Null()]),
  call_started_at: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
  resolved_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** Follow-ups: callback tasks opened by completed calls (Business+). */
export default async function followUpsRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/follow-ups',
    {
      config: { auth: ['user'] },
      schema: {
        tags: ['calls'],
        summary: 'Open callback tasks (Business+)',
        description:
          'Callback tasks created when a caller asked to be called back (one per call). Default `status=open`: urgent first, then oldest first (the order to work through them); `status=done` or `all`: newest first. At most `limit` (1–200, default 100). `POST /calls/{id}/callback-resolved` closes a task. Business plan or higher: otherwise 403 `plan_required`.',
        querystring: Type.Object({
          status: Type.Union([Type.Literal('open'), Type.Literal('done'), Type.Literal('all')], {
            default: 'open',
          }),
          limit: Type.Integer({ minimum: 1, maximum: 200, default: 100 }),
        }),
        response: {
          200: Type.Object({ data: Type.Array(FollowUp), count: Type.Integer() }),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      await requireFeature(p.db, ctx.tenantId, 'follow_ups', p.clock.now());
      const { status, limit } = request.query;
      const rows = await p.db
        .select({ f: followUps, summary: calls.summary, startedAt: calls.startedAt })
        .from(followUps)
        .innerJoin(calls, eq(calls.id, followUps.callId))
        .where(
          and(
            eq(followUps.tenantId, ctx.tenantId),
            status === 'all' ? undefined : eq(followUps.status, status),
          ),
        )
        .orderBy(
          ...(status === 'open'
            ? [desc(followUps.urgent), asc(followUps.createdAt), asc(followUps.id)]
            : [desc(followUps.createdAt), desc(followUps.id)]),
        )
        .limit(limit);
      return {
        count: rows.length,
        data: rows.map(({ f, summary, startedAt }) => ({
          id: f.id,
          call_id: f.callId,
          caller_number: f.callerNumber,
          reason: f.reason,
          urgent: f.urgent,
          status: f.status,
          call_summary: summary,
          call_started_at: startedAt.toISOString(),
          created_at: f.createdAt.toISOString(),
          resolved_at: f.resolvedAt ? f.resolvedAt.toISOString() : null,
        })),
      };
    },
  );
}
