import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { createAnalyticsService } from '../analytics/analytics.service.js';
import { errorResponses, TenantParams, tenantCtx } from '../tenants/http.js';
import { createCallsDashboard, EXPORT_MAX_ROWS } from './calls.dashboard.js';
import {
  CallDetail,
  CallIdParams,
  callDetailDto,
  callFiltersOf,
  Direction,
  Outcome,
  Sentiment,
  Status,
} from './calls.dto.js';
import { createCallsService } from './calls.service.js';
import { csvLine } from './csv.js';

const tags = ['calls'];

const FilterQuery = {
  status: Type.Optional(Status),
  outcome: Type.Optional(Outcome),
  direction: Type.Optional(Direction),
  created_after: Type.Optional(Type.String({ format: 'date-time', description: 'Inclusive.' })),
  created_before: Type.Optional(Type.String({ format: 'date-time', description: 'Exclusive.' })),
  had_error: Type.Optional(Type.Boolean()),
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'Case-insensitive text search in the summary.',
    }),
  ),
  has_message: Type.Optional(
    Type.Boolean({
      description: '`true`: calls where the caller left a message; `false`: calls without one.',
    }),
  ),
  urgent: Type.Optional(
    Type.Boolean({
      description: '`true`: calls with a message marked urgent; `false`: calls without an urgent message.',
    }),
  ),
  caller: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 32,
      description:
        'Caller number search: the digits given (spaces, dashes and `+` are ignored) anywhere in the caller number, e.g. `601 234` or `+48601`. A value without digits filters nothing.',
    }),
  ),
};

const MonthlyStats = Type.Object({
  month: Type.String({ description: '`YYYY-MM` in the tenant zone' }),
  timezone: Type.String(),
  period_start: Type.String({ format: 'date-time' }),
  period_end: Type.String({ format: 'date-time' }),
  total_calls: Type.Integer(),
  total_minutes: Type.Integer(),
  top_outcomes: Type.Array(Type.Object({ outcome: Outcome, count: Type.Integer() })),
  callbacks_pending: Type.Integer(),
  callbacks_resolved: Type.Integer(),
  last_month_total_calls: Type.Integer(),
  comparison_last_month_percent: Type.Union([Type.Number(), Type.Null()]),
});

const TenantStats = Type.Object(
  {
    days: Type.Integer(),
    timezone: Type.String(),
    from: Type.String(),
    to: Type.String(),
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
    outcomes: Type.Record(Type.String(), Type.Integer()),
  },
  { additionalProperties: false },
);

const CSV_COLUMNS = [
  'id',
  'created_at',
  'started_at',
  'ended_at',
  'caller_number',
  'called_number',
  'direction',
  'status',
  'outcome',
  'duration_seconds',
  'sentiment',
  'had_error',
  'callback_requested',
  'callback_resolved_at',
  'summary',
  'team_note',
  'message',
  'message_urgent',
] as const;

/** Dashboard routes of call records (a tenant's own users, JWT). */
export default async function callsRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const svc = createCallsDashboard({
    db: p.db,
    clock: p.clock,
    cursors: p.cursors,
    calls: createCallsService({ db: p.db, cursors: p.cursors }),
    analytics: createAnalyticsService({ db: p.db, clock: p.clock }),
  });

  app.get(
    '/calls',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Call history',
        description:
          "The signed-in user's tenant's calls, newest first, with outcomes, summaries, sentiment and transcripts. **Cursor pagination** (the same keyset as API v2): pass `pagination.next_cursor` as `cursor`; cursors are opaque, signed, and stay valid while new calls arrive. Filters: `status`, `outcome`, `direction`, `created_after` (inclusive) and `created_before` (exclusive), `had_error`, `q` (case-insensitive substring of the summary), `has_message`, `urgent` (the caller's message was marked urgent) and `caller` (digits of the caller number). A transcript purged by retention is null.",
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
          cursor: Type.Optional(Type.String({ maxLength: 512 })),
          ...FilterQuery,
        }),
        response: {
          200: Type.Object({
            data: Type.Array(CallDetail),
            pagination: Type.Object({
              next_cursor: Type.Union([Type.String(), Type.Null()]),
              has_more: Type.Boolean(),
            }),
          }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await svc.list(serviceContext(request), {
        limit: q.limit,
        cursor: q.cursor,
        filters: callFiltersOf(q),
      });
      return { data: page.data.map(callDetailDto), pagination: page.pagination };
    },
  );

  app.get(
    '/calls/export.csv',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Export calls as CSV (Business+)',
        description: `The calls matching the same filters as \`GET /calls\`, newest first, at most ${EXPORT_MAX_ROWS} rows, as UTF-8 CSV (RFC 4180, with a byte-order mark for spreadsheets). Columns: ${CSV_COLUMNS.join(', ')}, then one \`analysis.<name>\` column per post-call analysis field that the exported calls carry (Business+, \`analysis_fields\` in the settings). Cells starting with \`=\`, \`+\`, \`-\`, \`@\`, a tab or a carriage return are prefixed with \`'\` (formula-injection protection), so phone numbers read \`'+48…\`. Business plan or higher: otherwise 403 \`plan_required\`.`,
        querystring: Type.Object(FilterQuery),
        produces: ['text/csv'],
        response: {
          200: { description: 'CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errorResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const rows = await svc.exportRows(serviceContext(request), callFiltersOf(request.query));
      // One column per post-call analysis field found in the rows (`analysis.<name>`), after the fixed ones.
      const fields = [...new Set(rows.flatMap((r) => Object.keys(r.analysis ?? {})))];
      let out = `\uFEFF${csvLine([...CSV_COLUMNS, ...fields.map((f) => `analysis.${f}`)])}`;
      for (const r of rows) {
        const d = callDetailDto(r);
        out += csvLine([
          d.id,
          d.created_at,
          d.started_at,
          d.ended_at,
          d.caller_number,
          d.called_number,
          d.direction,
          d.status,
          d.outcome,
          d.duration_seconds,
          d.sentiment,
          d.had_error,
          d.callback_requested,
          d.callback_resolved_at,
          d.summary,
          d.team_note,
          d.message?.text ?? null,
          d.message ? d.message.urgent : null,
          ...fields.map((f) => r.analysis?.[f] ?? null),
        ]);
      }
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="calls.csv"');
      return out;
    },
  );

  app.get(
    '/calls/stats/monthly',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Monthly call stats',
        description:
          "One calendar month in the tenant's time zone (`month=YYYY-MM`, default the current one), over the calls that **started** in it: `total_calls`, `total_minutes` (each call rounded up to whole minutes, as usage counts them), `top_outcomes` (at most 5, most frequent first), `callbacks_pending` and `callbacks_resolved` (calls of the month that asked for a callback), and `comparison_last_month_percent`: the change of `total_calls` against the previous month in percent, one decimal (null when the previous month had no calls).",
        querystring: Type.Object({
          month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })),
        }),
        response: { 200: MonthlyStats, ...errorResponses(404) },
      },
    },
    async (request) => svc.monthly(serviceContext(request), request.query.month),
  );

  app.get(
    '/calls/tenant/:tenant_id/stats',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Call stats over the last days (Business+)',
        description:
          "Call metrics over `days` calendar days in the tenant's zone (from the start of the local day `days - 1` days ago until now; 1–365, default 30), the same figures as `GET /v2/analytics`. The tenant must be the user's own (another tenant's id is a 404). Business plan or higher: otherwise 403 `plan_required`.",
        params: TenantParams,
        querystring: Type.Object({ days: Type.Integer({ minimum: 1, maximum: 365, default: 30 }) }),
        response: { 200: TenantStats, ...errorResponses(403, 404) },
      },
    },
    async (request) =>
      svc.tenantStats(tenantCtx(request, request.params.tenant_id), request.query.days) as never,
  );

  app.get(
    '/calls/:id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Call detail',
        description:
          "One call of the user's tenant with its full transcript; another tenant's call is a 404.",
        params: CallIdParams,
        response: { 200: CallDetail, ...errorResponses(404) },
      },
    },
    async (request) => callDetailDto(await svc.get(serviceContext(request), request.params.id)),
  );

  app.patch(
    '/calls/:id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Correct a call',
        description:
          'Changes `outcome`, `sentiment` (or null) and `summary` (or null) of a call, e.g. after listening to it; at least one field. Other fields are the record of what happened and cannot be changed. Does not raise webhooks.',
        params: CallIdParams,
        body: Type.Object(
          {
            outcome: Type.Optional(Outcome),
            sentiment: Type.Optional(Type.Union([Sentiment, Type.Null()])),
            summary: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
          },
          { additionalProperties: false },
        ),
        response: { 200: CallDetail, ...errorResponses(404) },
      },
    },
    async (request) =>
      callDetailDto(await svc.patch(serviceContext(request), request.params.id, request.body)),
  );

  app.patch(
    '/calls/:id/note',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Team note on a call',
        description: 'Sets the team note (at most 4000 characters); an empty string or null removes it.',
        params: CallIdParams,
        body: Type.Object(
          { note: Type.Union([Type.String({ maxLength: 4000 }), Type.Null()]) },
          { additionalProperties: false },
        ),
        response: { 200: CallDetail, ...errorResponses(404) },
      },
    },
    async (request) =>
      callDetailDto(await svc.note(serviceContext(request), request.params.id, request.body.note)),
  );

  app.post(
    '/calls/:id/callback-resolved',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Mark the callback resolved',
        description:
          "Marks the caller's callback request handled (`callback_resolved_at`) and closes the call's follow-up, in one transaction. Idempotent: a second call keeps the first time. A call without a callback request is a 409 `no_callback_requested`.",
        params: CallIdParams,
        response: { 200: CallDetail, ...errorResponses(404, 409) },
      },
    },
    async (request) => callDetailDto(await svc.callbackResolved(serviceContext(request), request.params.id)),
  );
}
