/**
 * The engine's {@link Tools} reached through the MCP tool server: the calendar tools for slots
 * and booking, the FAQ and knowledge base first and then the data sources (`sources.lookup`)
 * for answers; the CRM on call start (`crm.find_contact`) and end (`crm.log_call`).
 * A tool that cannot be reached never breaks a call: the calendar falls back to the in-process
 * services, the other tools to "nothing found"; every such failure is logged.
 */
import type { BookResult, Tools } from '../engine/types.js';
import { type McpToolClient, ToolCallError, ToolUnavailableError } from './mcp-client.js';

const BOOK_REASONS = new Set(['slot_unavailable', 'outside_opening_hours', 'invalid']);

export function mcpTools(
  client: McpToolClient,
  inProcess: Tools,
  tenantId: string,
  sessionId: string | null,
): Tools {
  const log = client.log;
  const session = sessionId ? { session_id: sessionId } : {};
  return {
    // The caller's own appointments and verification (find, cancel, move, codes) stay in process.
    ...inProcess,
    now: () => inProcess.now(),

    async availability(date, service, ignore) {
      // A move over the appointment's own time: the in-process calendar, which can leave it out.
      if (ignore) return inProcess.availability(date, service, ignore);
      try {
        const r = await client.call<{ slots?: unknown }>('calendar.availability', {
          tenant_id: tenantId,
          date,
          ...(service ? { service } : {}),
          ...session,
        });
        if (!Array.isArray(r.slots))
          throw new ToolCallError('calendar.availability', 'no slots in the answer');
        return r.slots.filter((s): s is string => typeof s === 'string');
      } catch (err) {
        log?.warn(
          { err, tool: 'calendar.availability' },
          'calendar tool failed; using the in-process calendar',
        );
        return inProcess.availability(date, service);
      }
    },

    async book(input) {
      try {
        const r = await client.call<Record<string, unknown>>('calendar.book', {
          tenant_id: tenantId,
          start: input.start,
          name: input.name,
          phone: input.phone,
          ...(input.service ? { service: input.service } : {}),
          ...session,
        });
        if (r.ok === true && typeof r.id === 'string' && typeof r.start === 'string')
          return { ok: true, id: r.id, start: r.start };
        if (r.ok === false && typeof r.reason === 'string' && BOOK_REASONS.has(r.reason))
          return { ok: false, reason: r.reason } as BookResult;
        throw new ToolCallError('calendar.book', `unexpected answer ${JSON.stringify(r).slice(0, 200)}`);
      } catch (err) {
        // Refused by the tool API (4xx) or the tool's schema: the booking request itself is wrong.
        if (err instanceof ToolCallError && !/HTTP 5\d\d|did not answer/.test(err.message)) {
          log?.warn({ err, tool: 'calendar.book' }, 'calendar.book answered an error');
          return { ok: false, reason: 'invalid' };
        }
        // Not reached (child down, timeout, the API failing): the database constraint still decides in process.
        log?.warn({ err, tool: 'calendar.book' }, 'calendar tool unreachable; booking in process');
        return inProcess.book(input);
      }
    },

    async answer(question, language, topic) {
      const own = await inProcess.answer(question, language, topic);
      if (own) return own;
      try {
        const r = await client.call<{ answer?: unknown }>('sources.lookup', {
          tenant_id: tenantId,
          query: question,
          language,
        });
        return typeof r.answer === 'string' && r.answer.trim() ? r.answer.trim() : null;
      } catch (err) {
        log?.warn({ err, tool: 'sources.lookup' }, 'data sources lookup failed; answering without them');
        return null;
      }
    },
  };
}

/** The caller's name in the business's CRM, or null (unknown, no number, or the CRM unreachable). */
export async function findCallerName(
  client: McpToolClient,
  tenantId: string,
  phone: string | null,
): Promise<string | null> {
  if (!phone) return null;
  try {
    const r = await client.call<{ contact?: { name?: unknown } | null }>('crm.find_contact', {
      tenant_id: tenantId,
      phone,
    });
    const name = r.contact?.name;
    return typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : null;
  } catch (err) {
    logFailure(client, err, 'crm.find_contact');
    return null;
  }
}

/** Logs a completed call to the CRM; a failure is logged, never thrown. */
export async function logCallToCrm(
  client: McpToolClient,
  input: {
    tenant_id: string;
    phone: string | null;
    call_id: string;
    outcome: string;
    summary: string;
    started_at: string;
    duration_seconds: number;
  },
): Promise<boolean> {
  if (!input.phone) return false;
  try {
    const r = await client.call<{ logged?: unknown }>('crm.log_call', input);
    return r.logged === true;
  } catch (err) {
    logFailure(client, err, 'crm.log_call');
    return false;
  }
}

function logFailure(client: McpToolClient, err: unknown, tool: string) {
  const level = err instanceof ToolUnavailableError ? 'warn' : 'info';
  client.log?.[level]({ err, tool }, `${tool} failed; the call goes on without it`);
}
