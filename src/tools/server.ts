/**
 * The receptionist's internal tool server: an MCP server over stdio (official SDK) with the
 * calendar, SMS, CRM and data-source tools. It is stateless and never opens the database (the
 * database may be embedded PGlite, owned by the service process): every tool call is forwarded
 * as `POST {RECEPCJA_TOOLS_API}/internal/tools/<tool name>` with `X-Internal-Key` and the tool
 * arguments as the JSON body; the JSON answer is the tool result, an HTTP error a tool error.
 *
 * Environment: `RECEPCJA_TOOLS_API` (base URL of the service), `RECEPCJA_INTERNAL_KEY`,
 * `RECEPCJA_TOOLS_TIMEOUT_MS` (per forwarded request, default 5000).
 * Started by the service (`src/modules/voice/tools/mcp-client.ts`); not part of the external contract.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

const TOOLS_SERVER_NAME = 'recepcja-tools';

const tenantId = z.string().uuid().describe('The business (tenant) id.');
const phone = z.string().min(3).max(32).describe('Phone number, E.164 or Polish national.');

/** The tools: name → description and zod input shape. Names and bodies are the internal contract. */
const TOOL_DEFS = {
  'calendar.availability': {
    description:
      "Open appointment slots of one local date (the business's time zone): `{ slots: ISO instants }`, earliest first; slots chosen by callers of other live sessions are left out.",
    input: {
      tenant_id: tenantId,
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .describe('Local date YYYY-MM-DD.'),
      service: z.string().min(1).max(200).optional().describe('Service type (its duration applies).'),
      session_id: z
        .string()
        .uuid()
        .optional()
        .describe('The asking receptionist session (its own held slot stays offered).'),
    },
  },
  'calendar.book': {
    description:
      'Books an appointment: `{ ok: true, id, start }`, or `{ ok: false, reason }` with `slot_unavailable`, `outside_opening_hours` or `invalid`.',
    input: {
      tenant_id: tenantId,
      start: z.string().min(10).max(40).describe('Start instant, ISO 8601 with offset.'),
      name: z.string().min(1).max(200).describe("The patient's or customer's name."),
      phone: phone.nullable().optional(),
      service: z.string().min(1).max(200).optional(),
      session_id: z.string().uuid().optional(),
    },
  },
  'sms.send': {
    description:
      "Sends an SMS from the business through the service's SMS path (plan quota and STOP opt-outs respected): `{ id, status }`.",
    input: { tenant_id: tenantId, to: phone, text: z.string().min(1).max(1000) },
  },
  'sources.lookup': {
    description:
      "Answers a question from the business's connected data sources (spreadsheets, workbooks): `{ answer, rows }`.",
    input: {
      tenant_id: tenantId,
      query: z.string().min(1).max(1000),
      language: z.enum(['pl', 'en']).optional(),
    },
  },
  'crm.find_contact': {
    description:
      "Finds a contact by phone number in the business's CRM: `{ contact }` or `{ contact: null }`.",
    input: { tenant_id: tenantId, phone },
  },
  'crm.log_call': {
    description: "Logs a finished call to the business's CRM: `{ logged, contact_id }`.",
    input: {
      tenant_id: tenantId,
      phone,
      call_id: z.string().uuid(),
      outcome: z.string().min(1).max(64),
      summary: z.string().max(4000),
      started_at: z.string().min(10).max(40),
      duration_seconds: z.number().int().min(0),
    },
  },
} as const satisfies Record<string, { description: string; input: z.ZodRawShape }>;

const toolError = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

/** Forwards one tool call to the service's internal tool API. */
async function forward(
  env: { api: string; key: string; timeoutMs: number },
  name: string,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  let res: Response;
  try {
    res = await fetch(`${env.api}/internal/tools/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-key': env.key },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(env.timeoutMs),
    });
  } catch (err) {
    return toolError(`${name}: the service did not answer (${(err as Error).message})`);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const b = body as { detail?: unknown; message?: unknown; code?: unknown } | undefined;
    const detail = typeof b?.detail === 'string' ? b.detail : b?.detail ? JSON.stringify(b.detail) : text;
    return toolError(
      `${name}: HTTP ${res.status}${b?.code ? ` ${String(b.code)}` : ''}: ${detail}`.slice(0, 2000),
    );
  }
  if (body === undefined) return toolError(`${name}: the service answered something that is not JSON`);
  return {
    content: [{ type: 'text', text: JSON.stringify(body) }],
    ...(body && typeof body === 'object' && !Array.isArray(body)
      ? { structuredContent: body as Record<string, unknown> }
      : {}),
  };
}

function createToolServer(env: { api: string; key: string; timeoutMs: number }): McpServer {
  const server = new McpServer({ name: TOOLS_SERVER_NAME, version: '1.0.0' });
  for (const [name, def] of Object.entries(TOOL_DEFS)) {
    const input: z.ZodRawShape = def.input;
    server.registerTool(
      name,
      { description: def.description, inputSchema: input },
      (args: Record<string, unknown>) => forward(env, name, args),
    );
  }
  return server;
}

async function main() {
  const api = process.env.RECEPCJA_TOOLS_API?.replace(/\/+$/, '');
  const key = process.env.RECEPCJA_INTERNAL_KEY;
  if (!api || !/^https?:\/\//.test(api) || !key) {
    process.stderr.write(
      'recepcja-tools: RECEPCJA_TOOLS_API (http URL) and RECEPCJA_INTERNAL_KEY are required\n',
    );
    process.exit(2);
  }
  const timeoutMs = Number(process.env.RECEPCJA_TOOLS_TIMEOUT_MS ?? 5000) || 5000;
  const server = createToolServer({ api, key, timeoutMs });
  const transport = new StdioServerTransport();
  // The parent closed our stdin (it went away or closed us): nothing more to serve.
  process.stdin.on('end', () => process.exit(0));
  await server.connect(transport);
}

await main();
