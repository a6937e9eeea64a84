import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { callFiltersOf } from '../../modules/calls/calls.dto.js';
import { CALL_DIRECTIONS, CALL_OUTCOMES, CALL_STATUSES } from '../../modules/calls/calls.schema.js';
import { serviceContext } from '../../platform/context.js';
import { CursorQuery, cursorEnvelope } from '../../platform/pagination.js';
import { CallV2, callV2 } from '../dto.js';
import type { DeveloperServices } from '../services.js';
import { IdParams, livemodeOf, v2Responses } from './schemas.js';

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export async function v2CallRoutes(fastify: FastifyInstance, { services }: { services: DeveloperServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/calls',
    {
      config: { auth: ['apiKey'], scope: 'calls:read' },
      schema: {
        tags: ['v2'],
        summary: 'List calls',
        description:
          'Call records of the key’s tenant, newest first by default (`sort=created_at` for oldest first). Cursor pagination: pass `pagination.next_cursor` as `cursor` with the same `sort`; cursors are opaque, signed, and stay valid while new calls arrive. `created_after` is inclusive, `created_before` exclusive. Transcripts are not part of the developer API.',
        querystring: Type.Object({
          ...CursorQuery.properties,
          status: Type.Optional(lit(CALL_STATUSES)),
          outcome: Type.Optional(lit(CALL_OUTCOMES)),
          direction: Type.Optional(lit(CALL_DIRECTIONS)),
          created_after: Type.Optional(Type.String({ format: 'date-time' })),
          created_before: Type.Optional(Type.String({ format: 'date-time' })),
          had_error: Type.Optional(Type.Boolean()),
          sort: Type.Union([Type.Literal('created_at'), Type.Literal('-created_at')], {
            default: '-created_at',
          }),
        }),
        response: v2Responses({ 200: cursorEnvelope(CallV2) }, [400, 422]),
      },
    },
    async (request) => {
      const q = request.query;
      const page = await services.calls.listItems(serviceContext(request), {
        limit: q.limit,
        cursor: q.cursor,
        sort: q.sort === 'created_at' ? 'asc' : 'desc',
        filters: callFiltersOf(q),
      });
      return { ...page, data: page.data.map(callV2) };
    },
  );

  app.get(
    '/calls/:id',
    {
      config: { auth: ['apiKey'], scope: 'calls:read' },
      schema: {
        tags: ['v2'],
        summary: 'Read a call',
        description:
          'One call record of the key’s tenant; any other id (another tenant’s included) is a 404.',
        params: IdParams,
        response: v2Responses(
          { 200: Type.Object({ ...CallV2.properties, livemode: Type.Boolean() }) },
          [404],
        ),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return { ...callV2(await services.calls.get(ctx, request.params.id)), livemode: livemodeOf(ctx) };
    },
  );
}
