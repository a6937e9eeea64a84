import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CALL_OUTCOMES } from '../../modules/calls/calls.schema.js';
import { serviceContext } from '../../platform/context.js';
import { DaysQuery } from '../dto.js';
import type { DeveloperServices } from '../services.js';
import { livemodeOf, v2Responses } from './schemas.js';

const Metrics = {
  total_calls: Type.Integer(),
  completed_calls: Type.Integer(),
  missed_calls: Type.Integer(),
  failed_calls: Type.Integer(),
  booked_appointments: Type.Integer({ description: 'Calls whose outcome is `booked`.' }),
  transferred_calls: Type.Integer({ description: 'Calls whose outcome is `transferred`.' }),
  callbacks_requested: Type.Integer(),
  calls_with_errors: Type.Integer(),
  avg_duration_seconds: Type.Number({ description: 'Mean over calls with a duration, one decimal.' }),
  total_minutes: Type.Number({ description: 'Sum of durations in minutes, one decimal.' }),
};

const Window = {
  days: Type.Integer(),
  timezone: Type.String(),
  from: Type.String({ format: 'date-time', description: 'Start of the window (UTC).' }),
  to: Type.String({ format: 'date-time', description: 'End of the window: now (UTC).' }),
};

const WINDOW_NOTE =
  'The window is `days` calendar days in the tenant’s time zone, today included: from local midnight `days - 1` days ago until now. Calls count by their creation time.';

export async function v2AnalyticsRoutes(
  fastify: FastifyInstance,
  { services }: { services: DeveloperServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/analytics',
    {
      config: { auth: ['apiKey'], scope: 'analytics:read' },
      schema: {
        tags: ['v2'],
        summary: 'Call metrics',
        description: `Totals over the window and the count of calls per outcome. ${WINDOW_NOTE}`,
        querystring: DaysQuery,
        response: v2Responses(
          {
            200: Type.Object({
              ...Window,
              ...Metrics,
              outcomes: Type.Object(Object.fromEntries(CALL_OUTCOMES.map((o) => [o, Type.Integer()]))),
              livemode: Type.Boolean(),
            }),
          },
          [422],
        ),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return { ...(await services.analytics.summary(ctx, request.query.days)), livemode: livemodeOf(ctx) };
    },
  );

  app.get(
    '/analytics/timeseries',
    {
      config: { auth: ['apiKey'], scope: 'analytics:read' },
      schema: {
        tags: ['v2'],
        summary: 'Daily call metrics',
        description: `One bucket per calendar day of the tenant’s time zone, oldest first; days without calls are zeros. \`date\` is the local date, \`start\` its local midnight in UTC. ${WINDOW_NOTE}`,
        querystring: DaysQuery,
        response: v2Responses(
          {
            200: Type.Object({
              ...Window,
              buckets: Type.Array(
                Type.Object({
                  date: Type.String({ description: 'YYYY-MM-DD, local' }),
                  start: Type.String({ format: 'date-time' }),
                  ...Metrics,
                }),
              ),
              livemode: Type.Boolean(),
            }),
          },
          [422],
        ),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return { ...(await services.analytics.timeseries(ctx, request.query.days)), livemode: livemodeOf(ctx) };
    },
  );
}
