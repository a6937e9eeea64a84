/**
 * The receptionist's text channel: sessions (dialogue state in `voice_sessions`), the quota
 * check before a conversation, the call record opened and completed through the calls ingest.
 */
import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { developerServices } from '../../surfaces/services.js';
import { callerHash } from '../calls/caller-hash.js';
import { createCallsIngest } from '../calls/calls.ingest.js';
import type { CallOutcome } from '../calls/calls.schema.js';
import { isUuid } from '../calls/calls.service.js';
import { knowledgeServiceFor } from '../knowledge/knowledge.service.js';
import { composeAnswer } from '../knowledge/search.js';
import { requireE164 } from '../tenants/phone.js';
import { tenantsServiceFor } from '../tenants/tenants.routes.js';
import { matchFaq } from './engine/faq.js';
import {
  type Brain,
  type DialogueState,
  deterministicBrain,
  durationSeconds,
  newState,
  polishSummary,
  sentimentOf,
  type TenantSnapshot,
  type Tools,
} from './engine/index.js';
import { mcpToolClientFor } from './tools/mcp-client.js';
import { findCallerName, logCallToCrm, mcpTools } from './tools/mcp-tools.js';
import { voiceSessions } from './voice.schema.js';

interface StoredSession {
  brain: string;
  tenant: TenantSnapshot;
  dialogue: DialogueState;
}

/** A slot a caller has chosen is held (not offered to other callers) while their session is active within this time. */
export const HOLD_MS = 5 * 60_000;

const sessionNotFound = () =>
  new AppError(404, 'not_found', { message: 'Session not found.', messagePl: 'Nie znaleziono rozmowy.' });

const REJECTIONS: Record<string, { pl: string; en: string }> = {
  caller_daily_cap: {
    pl: 'Dzień dobry, przepraszamy, ale z tego numeru wykonano dziś już maksymalną liczbę połączeń. Prosimy zadzwonić jutro. Do widzenia.',
    en: 'Hello, sorry, the number of calls from this number today has reached its limit. Please call again tomorrow. Goodbye.',
  },
  default: {
    pl: 'Dzień dobry, przepraszamy, w tej chwili nie możemy przyjąć połączenia. Prosimy spróbować później. Do widzenia.',
    en: 'Hello, sorry, we cannot take your call right now. Please try again later. Goodbye.',
  },
};

export function createVoiceService(p: Platform, brain: Brain = deterministicBrain) {
  const tenantsSvc = tenantsServiceFor(p);
  const services = developerServices(p);
  const knowledge = knowledgeServiceFor(p);
  const ingest = createCallsIngest({
    db: p.db,
    outbox: p.outbox,
    clock: p.clock,
    secret: p.config.jwtSecret,
    appUrl: p.config.appUrl,
  });

  const ctxOf = (tenantId: string): ServiceContext => ({
    tenantId,
    actor: { kind: 'internal', id: null },
    mode: 'live',
    requestId: newId(),
  });

  /** Slots chosen (not yet booked) in other live sessions of the tenant: held for those callers. */
  async function heldSlots(tenantId: string, sessionId: string | null): Promise<Set<string>> {
    const chosen = sql<string | null>`${voiceSessions.state} #>> '{dialogue,booking,chosen}'`;
    const rows = await p.db
      .select({ chosen })
      .from(voiceSessions)
      .where(
        and(
          eq(voiceSessions.tenantId, tenantId),
          eq(voiceSessions.ended, false),
          gt(voiceSessions.updatedAt, new Date(p.clock.now().getTime() - HOLD_MS)),
          isNotNull(chosen),
          sql`${voiceSessions.state} #>> '{dialogue,booking,appointmentId}' is null`,
          ...(sessionId ? [ne(voiceSessions.id, sessionId)] : []),
        ),
      );
    return new Set(rows.map((r) => new Date(r.chosen!).toISOString()));
  }

  function toolsFor(tenant: TenantSnapshot, sessionId: string | null): Tools {
    const ctx = ctxOf(tenant.id);
    return {
      now: () => p.clock.now(),
      async availability(date, service) {
        const [r, held] = await Promise.all([
          services.appointments.availability(ctx, { date, serviceType: service }),
          heldSlots(tenant.id, sessionId),
        ]);
        return r.slots.map((s) => s.start).filter((s) => !held.has(s));
      },
      async book({ start, name, phone, service }) {
        try {
          const row = await services.appointments.create(ctx, {
            start_time: start,
            patient_name: name,
            ...(phone ? { patient_phone: phone } : {}),
            ...(service ? { service_type: service } : {}),
            notes: 'Umówione przez recepcję telefoniczną / booked by the phone receptionist',
          });
          return { ok: true, id: row.id, start: row.startTime.toISOString() };
        } catch (err) {
          if (
            err instanceof AppError &&
            (err.code === 'slot_unavailable' || err.code === 'outside_opening_hours')
          )
            return { ok: false, reason: err.code };
          if (err instanceof AppError && err.status === 422) return { ok: false, reason: 'invalid' };
          throw err;
        }
      },
      async answer(question, language) {
        const fromFaq = matchFaq(tenant.faq, question);
        if (fromFaq) return fromFaq;
        const passages = await knowledge.search(ctx, question, 3);
        const a = composeAnswer(question, passages, language);
        return a.found ? a.answer.replace(/\s*\[\d+\]/g, '').trim() : null;
      },
    };
  }

  /** The tools of a turn: over the MCP tool server when `VOICE_TOOLS=mcp` (see `tools/`), else in process. */
  function turnTools(tenant: TenantSnapshot, sessionId: string | null): Tools {
    const own = toolsFor(tenant, sessionId);
    const client = mcpToolClientFor(p);
    return client ? mcpTools(client, own, tenant.id, sessionId) : own;
  }

  async function load(id: string, tenantId?: string) {
    if (!isUuid(id) || (tenantId !== undefined && !isUuid(tenantId))) throw sessionNotFound();
    const [row] = await p.db.select().from(voiceSessions).where(eq(voiceSessions.id, id)).limit(1);
    if (!row || (tenantId !== undefined && row.tenantId !== tenantId)) throw sessionNotFound();
    return row;
  }

  async function finish(callId: string, s: StoredSession, outcome: CallOutcome) {
    const now = p.clock.now();
    const d = s.dialogue;
    const summary = polishSummary(d, s.tenant, outcome);
    await ingest.complete(callId, {
      duration_seconds: durationSeconds(d, now),
      outcome,
      summary,
      sentiment: sentimentOf(d),
      transcript: d.transcript,
      callback_requested: outcome === 'callback' || !!d.message?.callback,
      message: d.message?.text ? { text: d.message.text, urgent: d.message.urgent } : null,
      unanswered_questions: d.unanswered,
      ended_at: now.toISOString(),
    });
    const client = mcpToolClientFor(p);
    if (client)
      await logCallToCrm(client, {
        tenant_id: s.tenant.id,
        phone: d.callerNumber,
        call_id: callId,
        outcome,
        summary,
        started_at: d.startedAt,
        duration_seconds: durationSeconds(d, now),
      });
  }

  async function save(id: string, version: number, s: StoredSession, ended: boolean) {
    const updated = await p.db
      .update(voiceSessions)
      .set({
        state: s as unknown as Record<string, unknown>,
        ended,
        version: version + 1,
        updatedAt: p.clock.now(),
      })
      .where(
        and(eq(voiceSessions.id, id), eq(voiceSessions.version, version), eq(voiceSessions.ended, false)),
      )
      .returning({ id: voiceSessions.id });
    if (updated.length !== 1)
      throw new AppError(409, 'conflict', {
        message: 'Another turn of this session was handled at the same time; send the turn again.',
        messagePl: 'W tym samym czasie obsłużono inną wypowiedź tej rozmowy; wyślij ją ponownie.',
      });
  }

  return {
    /** Quota check, call record, greeting. A refused call gets a polite rejection and no session. */
    async start(input: { to: string; from?: string | null }) {
      const to = requireE164(input.to, ['body', 'to']);
      const from = input.from ? requireE164(input.from, ['body', 'from']) : null;
      const config = await tenantsSvc.byNumber(to);
      const quota = await tenantsSvc.quota(
        config.id,
        from ? callerHash(p.config.jwtSecret, from) : undefined,
      );
      if (!quota.allowed) {
        const t = REJECTIONS[quota.reason ?? ''] ?? REJECTIONS.default!;
        return {
          session_id: null,
          call_id: null,
          reply: `${t.pl} ${t.en}`,
          ended: true,
          rejected_reason: quota.reason,
        };
      }
      const now = p.clock.now();
      const client = mcpToolClientFor(p);
      const callerName = client ? findCallerName(client, config.id, from) : Promise.resolve(null);
      const call = await ingest.open({
        tenant_id: config.id,
        to,
        from,
        direction: 'inbound',
        started_at: now.toISOString(),
      });
      const tenant: TenantSnapshot = {
        id: config.id,
        businessName: config.business_name,
        timezone: config.timezone,
        openingHours: config.opening_hours,
        faq: config.faq,
        transferNumbers: config.transfer_numbers,
        departments: config.departments
          .filter((d) => d.is_active)
          .map((d) => ({ id: d.id, name: d.name, transferNumber: d.transfer_number, keywords: d.keywords })),
      };
      const dialogue = newState(from, now);
      const name = await callerName;
      if (name) dialogue.callerName = name;
      const reply = brain.greet(tenant, dialogue);
      const stored: StoredSession = { brain: brain.name, tenant, dialogue };
      const [row] = await p.db
        .insert(voiceSessions)
        .values({
          tenantId: tenant.id,
          callId: call.id,
          state: stored as unknown as Record<string, unknown>,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: voiceSessions.id });
      return { session_id: row!.id, call_id: call.id, reply, ended: false, rejected_reason: null };
    },

    /** One caller turn; the turn that ends the call also completes the call record. */
    async turn(id: string, input: { text: string; tenant_id?: string }) {
      const row = await load(id, input.tenant_id);
      if (row.ended)
        throw new AppError(409, 'session_ended', {
          message: 'This conversation has ended.',
          messagePl: 'Ta rozmowa już się zakończyła.',
        });
      const stored = row.state as unknown as StoredSession;
      const result = await brain.nextTurn(
        stored.tenant,
        stored.dialogue,
        input.text,
        turnTools(stored.tenant, row.id),
      );
      const next: StoredSession = { ...stored, dialogue: result.state };
      const ended = !!result.end;
      await save(row.id, row.version, next, ended);
      if (result.end) await finish(row.callId, next, result.end.outcome);
      return {
        reply: result.reply,
        ended,
        outcome: result.end?.outcome ?? null,
        call_id: row.callId,
        transfer_to: result.end?.transferTo ?? null,
        language: result.state.language,
      };
    },

    /** The caller hung up: the call is completed with what was reached (or `hung_up`). */
    async hangup(id: string, input: { tenant_id?: string } = {}) {
      const row = await load(id, input.tenant_id);
      if (row.ended)
        throw new AppError(409, 'session_ended', {
          message: 'This conversation has ended.',
          messagePl: 'Ta rozmowa już się zakończyła.',
        });
      const stored = row.state as unknown as StoredSession;
      const outcome: CallOutcome = stored.dialogue.outcome ?? 'hung_up';
      const next: StoredSession = { ...stored, dialogue: { ...stored.dialogue, stage: 'ended' } };
      await save(row.id, row.version, next, true);
      await finish(row.callId, next, outcome);
      return {
        reply: '',
        ended: true,
        outcome,
        call_id: row.callId,
        transfer_to: null,
        language: stored.dialogue.language,
      };
    },

    /** The calendar tools of a tenant, as the engine uses them (the internal tool API serves them). */
    calendarTools(tenantId: string, sessionId: string | null): Pick<Tools, 'availability' | 'book'> {
      const t = toolsFor({ id: tenantId, faq: {} } as unknown as TenantSnapshot, sessionId);
      return { availability: t.availability, book: t.book };
    },
  };
}

export type VoiceService = ReturnType<typeof createVoiceService>;
