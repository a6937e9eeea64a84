import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appointmentDto } from '../modules/appointments/appointments.dto.js';
import { APPOINTMENT_STATUSES } from '../modules/appointments/appointments.schema.js';
import { loadTenantProfile } from '../modules/appointments/tenant-profile.js';
import { TRANSCRIPT_STATUSES, transcriptV2 } from '../modules/calls/calls.dto.js';
import { CALL_DIRECTIONS, CALL_OUTCOMES, CALL_STATUSES, SENTIMENTS } from '../modules/calls/calls.schema.js';
import type { ApiScope } from '../platform/auth.js';
import { type ServiceContext, serviceContext } from '../platform/context.js';
import type { ModuleDefinition, Platform } from '../platform/deps.js';
import { AppError } from '../platform/errors.js';
import { API_VERSION } from '../platform/openapi.js';
import { callV2, tenantV2 } from './dto.js';
import { type DeveloperServices, developerServices } from './services.js';
import { v2RateLimitHook } from './v2/plumbing.js';
import { v2Responses } from './v2/schemas.js';

export const MCP_PATH = '/v2/mcp';

/* ---------- output schemas (what structuredContent holds) ---------- */

const nullable = <T extends z.ZodType>(t: T) => t.nullable();
const Pagination = z.object({ next_cursor: z.string().nullable(), has_more: z.boolean() });
const CallOut = z.object({
  id: z.string(),
  created_at: z.string(),
  caller_number: nullable(z.string()),
  direction: z.enum(CALL_DIRECTIONS),
  status: z.enum(CALL_STATUSES),
  outcome: nullable(z.enum(CALL_OUTCOMES)),
  duration_seconds: nullable(z.number().int()),
  sentiment: nullable(z.enum(SENTIMENTS)),
  summary: nullable(z.string()),
  had_error: z.boolean(),
  called_number: nullable(z.string()),
  started_at: z.string(),
  ended_at: nullable(z.string()),
  callback_requested: z.boolean(),
  updated_at: z.string(),
});
const TranscriptOut = {
  transcript: z
    .array(
      z.object({
        role: z.enum(['caller', 'assistant']),
        text: z.string(),
        at: z.string(),
        offset_ms: z.number().int(),
      }),
    )
    .nullable()
    .optional(),
  transcript_status: z.enum(TRANSCRIPT_STATUSES).optional(),
  transcript_purged_at: z.string().nullable().optional(),
};
const AppointmentOut = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_minutes: z.number().int(),
  status: z.enum(APPOINTMENT_STATUSES),
  service_type: nullable(z.string()),
  patient_name: nullable(z.string()),
  patient_phone: nullable(z.string()),
  notes: nullable(z.string()),
  department_id: nullable(z.string()),
  cancelled_at: nullable(z.string()),
});

/* ---------- the tools ---------- */

interface ToolDef {
  name: string;
  title: string;
  description: string;
  /** The scope of the v2 twin. */
  scope: ApiScope;
  /** A further scope some arguments need (e.g. a transcript: `calls:transcript`). */
  argScope?: (args: Record<string, unknown>) => ApiScope | undefined;
  input: z.ZodRawShape;
  output: z.ZodRawShape;
  run: (
    s: DeveloperServices,
    ctx: ServiceContext,
    args: Record<string, unknown>,
    p: Platform,
  ) => Promise<unknown>;
}

const iso = z.string().datetime({ offset: true });
const limit = z.number().int().min(1).max(100).default(50).describe('Page size, 1 to 100.');
const cursor = z.string().max(512).optional().describe('`pagination.next_cursor` of the previous page.');

export const MCP_TOOLS: ToolDef[] = [
  {
    name: 'list_calls',
    title: 'List calls',
    description:
      'Call records of the business, newest first, with outcome, summary, sentiment and duration. Same data and cursors as GET /v2/calls (scope calls:read).',
    scope: 'calls:read',
    input: {
      limit,
      cursor,
      outcome: z.enum(CALL_OUTCOMES).optional(),
      created_after: iso.optional().describe('ISO 8601, inclusive.'),
      created_before: iso.optional().describe('ISO 8601, exclusive.'),
    },
    output: { data: z.array(CallOut), pagination: Pagination, livemode: z.boolean() },
    run: async (s, ctx, a) => {
      const page = await s.calls.listItems(ctx, {
        limit: a.limit as number,
        cursor: a.cursor as string | undefined,
        sort: 'desc',
        filters: {
          outcome: a.outcome as (typeof CALL_OUTCOMES)[number] | undefined,
          createdAfter: a.created_after ? new Date(a.created_after as string) : undefined,
          createdBefore: a.created_before ? new Date(a.created_before as string) : undefined,
        },
      });
      return page;
    },
  },
  {
    name: 'get_call',
    title: 'Read a call',
    description:
      'One call record by id. With `include_transcript: true` also its transcript (turns with role, text, time and offset from the start), `transcript_status` (`available`, `pending`, `purged` after the retention period, `none`) and `transcript_purged_at`; that needs the scope calls:transcript as well. Same as GET /v2/calls/{id} (scope calls:read; `expand=transcript`).',
    scope: 'calls:read',
    argScope: (a) => (a.include_transcript === true ? 'calls:transcript' : undefined),
    input: {
      id: z.string().max(64).describe('The call id (UUID).'),
      include_transcript: z
        .boolean()
        .default(false)
        .describe('Include the transcript (needs the scope calls:transcript).'),
    },
    output: { ...CallOut.shape, ...TranscriptOut, livemode: z.boolean() },
    run: async (s, ctx, a) => {
      const row = await s.calls.get(ctx, a.id as string);
      const base = { ...callV2(row), livemode: ctx.mode === 'live' };
      return a.include_transcript === true ? Object.assign(base, transcriptV2(row)) : base;
    },
  },
  {
    name: 'list_appointments',
    title: 'List appointments',
    description:
      'Appointments of the business, newest created first; filter by status and start time. Same as GET /v2/appointments (scope appointments:read).',
    scope: 'appointments:read',
    input: {
      limit,
      cursor,
      status: z.enum(APPOINTMENT_STATUSES).optional(),
      from: iso.optional().describe('Start at or after (ISO 8601).'),
      to: iso.optional().describe('Start before (ISO 8601).'),
    },
    output: { data: z.array(AppointmentOut), pagination: Pagination, livemode: z.boolean() },
    run: async (s, ctx, a) => {
      const page = await s.appointments.list(ctx, {
        limit: a.limit as number,
        cursor: a.cursor as string | undefined,
        filters: {
          status: a.status as (typeof APPOINTMENT_STATUSES)[number] | undefined,
          from: a.from ? new Date(a.from as string) : undefined,
          to: a.to ? new Date(a.to as string) : undefined,
        },
      });
      return { ...page, data: page.data.map(appointmentDto) };
    },
  },
  {
    name: 'get_availability',
    title: 'Open slots of a day',
    description:
      'Open appointment slots of one date in the business’s time zone (opening hours, holidays and short days applied, minus appointments and the busy times of the owner’s external calendars as last synchronised, their age in external_calendars). Same as GET /v2/availability (scope appointments:read).',
    scope: 'appointments:read',
    input: {
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .describe('YYYY-MM-DD'),
    },
    output: {
      date: z.string(),
      timezone: z.string(),
      duration_minutes: z.number().int(),
      slots: z.array(z.object({ start: z.string(), end: z.string() })),
      external_calendars: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          synced_at: z.string().nullable(),
          age_seconds: z.number().int().nullable(),
          stale: z.boolean(),
        }),
      ),
      livemode: z.boolean(),
    },
    run: (s, ctx, a) => s.appointments.availability(ctx, { date: a.date as string }),
  },
  {
    name: 'get_analytics',
    title: 'Call analytics',
    description:
      'Totals over the last `days` calendar days: calls, completed calls, booked appointments, transfers, average duration, outcomes. Same as GET /v2/analytics (scope analytics:read).',
    scope: 'analytics:read',
    input: { days: z.number().int().min(1).max(365).default(30).describe('1 to 365, default 30.') },
    output: {
      days: z.number().int(),
      timezone: z.string(),
      from: z.string(),
      to: z.string(),
      total_calls: z.number(),
      completed_calls: z.number(),
      missed_calls: z.number(),
      failed_calls: z.number(),
      booked_appointments: z.number(),
      transferred_calls: z.number(),
      callbacks_requested: z.number(),
      calls_with_errors: z.number(),
      avg_duration_seconds: z.number(),
      total_minutes: z.number(),
      outcomes: z.record(z.string(), z.number()),
      livemode: z.boolean(),
    },
    run: async (s, ctx, a) => ({
      ...(await s.analytics.summary(ctx, a.days as number)),
      livemode: ctx.mode === 'live',
    }),
  },
  {
    name: 'get_faq',
    title: 'Frequently asked questions',
    description: 'The business’s FAQ as question → answer. Same as GET /v2/faq (scope faq:read).',
    scope: 'faq:read',
    input: {},
    output: { faq: z.record(z.string(), z.string()), updated_at: z.string(), livemode: z.boolean() },
    run: async (s, ctx) => {
      const row = await s.knowledge.getFaq(ctx);
      return { faq: row.faq, updated_at: row.updatedAt.toISOString(), livemode: ctx.mode === 'live' };
    },
  },
  {
    name: 'get_tenant',
    title: 'The business',
    description:
      'Name, plan, time zone, opening hours and slot length of the key’s business. Same as GET /v2/tenant (scope tenant:read).',
    scope: 'tenant:read',
    input: {},
    output: {
      id: z.string(),
      business_name: z.string(),
      tier: z.string(),
      subscription_status: z.string(),
      timezone: z.string(),
      is_live: z.boolean(),
      opening_hours: z.record(z.string(), z.array(z.array(z.string()))),
      slot_minutes: z.number().int(),
      created_at: z.string(),
      livemode: z.boolean(),
    },
    run: async (_s, ctx, _a, p) => ({
      ...tenantV2(await loadTenantProfile(p.db, ctx.tenantId)),
      livemode: ctx.mode === 'live',
    }),
  },
];

function errorResult(code: string, message: string, messagePl?: string): CallToolResult {
  const body = { error: { code, message, ...(messagePl ? { message_pl: messagePl } : {}) } };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}

/** One stateless MCP server per request, bound to the key's tenant, scopes and mode. */
export function buildMcpServer(p: Platform, request: FastifyRequest): McpServer {
  const services = developerServices(p);
  const server = new McpServer(
    { name: 'recepcja', title: 'Recepcja', version: API_VERSION },
    {
      instructions:
        'Read-only tools over one business of Recepcja (an AI phone receptionist): its calls, appointments, open slots, analytics, FAQ and profile. Lists are cursor-paginated: pass pagination.next_cursor back as `cursor`.',
    },
  );
  const principal = request.principal;
  for (const tool of MCP_TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        outputSchema: tool.output,
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      async (args: Record<string, unknown>): Promise<CallToolResult> => {
        for (const scope of [tool.scope, tool.argScope?.(args)]) {
          if (scope && (principal?.kind !== 'apiKey' || !principal.scopes.includes(scope))) {
            return errorResult(
              'insufficient_scope',
              `The API key lacks the scope ${scope}.`,
              `Klucz API nie ma zakresu ${scope}.`,
            );
          }
        }
        try {
          const result = (await tool.run(services, serviceContext(request), args, p)) as Record<
            string,
            unknown
          >;
          return { structuredContent: result, content: [{ type: 'text', text: JSON.stringify(result) }] };
        } catch (err) {
          if (err instanceof AppError) return errorResult(err.code, err.message, err.messagePl);
          request.log.error({ err, tool: tool.name }, 'mcp tool failed');
          return errorResult('internal_error', 'Something went wrong on our side. Please try again.');
        }
      },
    );
  }
  return server;
}

/** Origins allowed to call the endpoint from a browser: the service's own and the dashboard's. */
function allowedOrigins(p: Platform): Set<string> {
  const out = new Set<string>();
  for (const u of [p.config.publicBaseUrl, p.config.appUrl]) {
    try {
      out.add(new URL(u).origin);
    } catch {
      // config URLs are validated at start
    }
  }
  if (p.config.mcpHost) {
    out.add(`https://${p.config.mcpHost}`);
    out.add(`http://${p.config.mcpHost}`);
  }
  return out;
}

/** The transport's refusals (405, 406): a JSON-RPC error without an id. */
const JsonRpcError = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    error: Type.Object({ code: Type.Integer(), message: Type.String() }, { additionalProperties: true }),
    id: Type.Null(),
  },
  { title: 'JsonRpcError' },
);

function jsonRpcError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply
    .status(status)
    .type('application/json')
    .send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

const DESCRIPTION = `MCP Streamable HTTP transport (stateless, JSON responses) over the tenant's data, for external agents.

- Authenticate every request with an API key as \`Authorization: Bearer svc_live_…\` (or \`svc_test_…\`); a missing, wrong or revoked key is 401 with \`WWW-Authenticate\`. Business plan or higher (403 \`plan_required\`).
- Send \`Accept: application/json, text/event-stream\` (406 otherwise) and, after initialization, \`MCP-Protocol-Version\`.
- Browser requests with an \`Origin\` other than this service's or the dashboard's are refused (403).
- Tools: ${MCP_TOOLS.map((t) => `\`${t.name}\` (${t.scope})`).join(', ')}. \`get_call\` with \`include_transcript: true\` also needs \`calls:transcript\`. Each needs the scope of its v2 twin: without it the tool answers a result with \`isError: true\` and \`insufficient_scope\`. Results carry \`structuredContent\` and the same JSON as text.
- Rate limits are the key's v2 limits (one counter shared with v2).
- GET and DELETE are 405: the server keeps no sessions and opens no event stream.
- Also served at \`/v2/mcp\` on the dedicated MCP host (\`MCP_HOST\`), which serves nothing else but health.`;

export default async function mcpSurface(app: FastifyInstance, p: Platform) {
  const origins = allowedOrigins(p);

  await app.register(async (mcp) => {
    mcp.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (origin && !origins.has(origin)) {
        throw new AppError(403, 'forbidden', {
          message: `Origin ${origin} is not allowed.`,
          messagePl: `Pochodzenie ${origin} nie jest dozwolone.`,
        });
      }
    });
    mcp.addHook('onRequest', v2RateLimitHook(p));

    mcp.post(
      MCP_PATH,
      {
        config: { auth: ['apiKey'] },
        schema: {
          tags: ['v2', 'mcp'],
          summary: 'Hosted MCP endpoint (JSON-RPC)',
          description: DESCRIPTION,
          body: Type.Unknown({ description: 'A JSON-RPC 2.0 message (or a batch).' }),
          response: v2Responses(
            {
              200: Type.Unknown({ description: 'The JSON-RPC response.' }),
              202: Type.Null({ description: 'Accepted (notifications and responses carry no answer).' }),
              406: {
                ...JsonRpcError,
                description: '`Accept` must list both `application/json` and `text/event-stream`.',
              },
            },
            [400],
          ),
        },
      },
      async (request, reply) => {
        const server = buildMcpServer(p, request);
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        reply.hijack();
        reply.raw.on('close', () => {
          void transport.close();
          void server.close();
        });
        // Fastify already wrote the response headers of its hooks (request id, rate limits): keep them.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value as string);
        }
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      },
    );

    for (const method of ['GET', 'DELETE'] as const) {
      mcp.route({
        method,
        url: MCP_PATH,
        config: { auth: ['none'] },
        schema: {
          tags: ['v2', 'mcp'],
          summary: `${method} is not supported`,
          description:
            'The server is stateless: it keeps no sessions and opens no event stream, so only POST is answered (`Allow: POST`).',
          operationId: method === 'GET' ? 'mcpOpenStreamNotAllowed' : 'mcpEndSessionNotAllowed',
          response: { 405: { ...JsonRpcError, description: 'Method not allowed; use POST.' } },
        },
        handler: async (_request, reply) => {
          reply.header('allow', 'POST');
          return jsonRpcError(
            reply,
            405,
            -32000,
            'Method not allowed: this MCP server is stateless; use POST.',
          );
        },
      });
    }
  });
}

export const mcpModule: ModuleDefinition = { name: 'mcp', routes: mcpSurface };
