/**
 * The receptionist's text channel: sessions (dialogue state in `voice_sessions`), the quota
 * check before a conversation, the call record opened and completed through the calls ingest.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../db/columns.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { createAppointmentsService } from '../appointments/appointments.service.js';
import { calendarSyncFor } from '../calendar/sync.js';
import { callerHash } from '../calls/caller-hash.js';
import { createCallsIngest } from '../calls/calls.ingest.js';
import { type CallOutcome, calls } from '../calls/calls.schema.js';
import { isUuid } from '../calls/calls.service.js';
import { knowledgeServiceFor } from '../knowledge/knowledge.service.js';
import { requireE164 } from '../tenants/phone.js';
import type { CallConfig } from '../tenants/tenants.config.js';
import { tenantsServiceFor } from '../tenants/tenants.routes.js';
import { tenants } from '../tenants/tenants.schema.js';
import type { TenantRow } from '../tenants/tenants.shared.js';
import { createVoiceConfigService } from '../voice-config/voice-config.service.js';
import { analysisFor } from './analysis.js';
import { CALL_ANALYZE_TOPIC, enqueueCallAnalysis } from './analysis.llm.js';
import {
  type Brain,
  deterministicBrain,
  durationSeconds,
  newState,
  polishSummary,
  sentimentOf,
  type TenantSnapshot,
  type Tools,
} from './engine/index.js';
import { greetingRuns, type SpokenRun, timeLimitGoodbye } from './engine/texts.js';
import { preparePolishLemmas } from './lemmas/polish.js';
import { mcpToolClientFor } from './tools/mcp-client.js';
import { findCallerName, logCallToCrm } from './tools/mcp-tools.js';
import { voiceBrains } from './voice.brains.js';
import { voiceSessions } from './voice.schema.js';
import { SESSION_IDLE_MS, type StoredSession, sessionNotFound } from './voice.session.js';
import { loadSession, saveSession } from './voice.session-store.js';
import { tenantSnapshotFor } from './voice.snapshot.js';
import { busyGreetingRuns, REJECTIONS } from './voice.texts.js';
import { createVoiceTools } from './voice.tools.js';
import {
  createWarmTransfers,
  transferRecord,
  transferSummary,
  warmTransfersOn,
  writeTransfer,
} from './voice.transfer.js';

// The brains, the tools of a turn and the session's shape are in their own files; these
// re-exports keep their names here.
export {
  IDLE_SWEEP_INTERVAL_MS,
  SESSION_IDLE_MS,
  type StoredSession,
} from './voice.session.js';
export { busyGreetingRuns } from './voice.texts.js';
export { CODE_TTL_MS, HOLD_MS, VERIFICATION_CODE_SMS } from './voice.tools.js';

export function createVoiceService(p: Platform, chosen?: Brain) {
  const brains = voiceBrains(p, chosen);
  /** New sessions start with this brain; each turn uses the brain its session started with. */
  const brain = chosen ?? brains.get(p.config.voiceBrain) ?? deterministicBrain;
  const tenantsSvc = tenantsServiceFor(p);
  const voiceConfigs = createVoiceConfigService({ db: p.db, clock: p.clock });
  const appointments = createAppointmentsService({
    db: p.db,
    cursors: p.cursors,
    outbox: p.outbox,
    clock: p.clock,
    refreshCalendars: calendarSyncFor(p).refreshForBooking,
  });
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
  const { toolsFor, turnTools } = createVoiceTools(p, { tenantsSvc, appointments, knowledge, ctxOf });
  const snapshotOf = tenantSnapshotFor({ tenantsSvc, voiceConfigs, knowledge, ctxOf });

  async function load(id: string, tenantId?: string) {
    if (!isUuid(id) || (tenantId !== undefined && !isUuid(tenantId))) throw sessionNotFound();
    const row = await loadSession(p.db, id);
    if (!row || (tenantId !== undefined && row.tenantId !== tenantId)) throw sessionNotFound();
    return row;
  }

  /**
   * Ends the session and completes its call in one transaction, so that a session is never
   * ended without its call completed (and `call.completed` raised): if the completion fails,
   * the session is still open and a hang-up can be sent again.
   */
  async function finish(
    session: { id: string; version: number; callId: string },
    s: StoredSession,
    outcome: CallOutcome,
    end: { durationSeconds?: number | undefined; at?: Date } = {},
  ) {
    const callId = session.callId;
    const now = end.at ?? p.clock.now();
    const d = s.dialogue;
    const summary = `${polishSummary(d, s.tenant, outcome)}${transferSummary(s)}`.slice(0, 2000);
    const transfer = transferRecord(s, outcome, now);
    const duration = end.durationSeconds ?? durationSeconds(d, now);
    const [t] = await p.db.select().from(tenants).where(eq(tenants.id, s.tenant.id)).limit(1);
    const analysis = t ? analysisFor(t, d, outcome, duration, now) : null;
    // On the LLM brain the fields are also asked of the LLM after the call (`call.analyze`).
    const analyze = analysis !== null && s.brain === 'llm' && !!p.config.providers.llmBaseUrl;
    await ingest.complete(
      callId,
      {
        duration_seconds: duration,
        outcome,
        summary,
        sentiment: sentimentOf(d),
        transcript: d.transcript,
        callback_requested: outcome === 'callback' || !!d.message?.callback,
        message: d.message?.text ? { text: d.message.text, urgent: d.message.urgent } : null,
        unanswered_questions: d.unanswered,
        ended_at: now.toISOString(),
        analysis: analysis?.values ?? null,
      },
      {
        analysisPending: analyze,
        ...(t ? { tenant: t } : {}),
        inTransaction: async (tx) => {
          await save(session.id, session.version, s, true, tx);
          if (transfer) await writeTransfer(tx, s.tenant.id, callId, transfer);
          if (analyze) await enqueueCallAnalysis(p.outbox, tx, s.tenant.id, { call_id: callId, ...analysis });
        },
      },
    );
    if (analyze) p.outbox.wake(CALL_ANALYZE_TOPIC);
    const client = mcpToolClientFor(p);
    if (client)
      await logCallToCrm(client, {
        tenant_id: s.tenant.id,
        phone: d.callerNumber,
        call_id: callId,
        outcome,
        summary,
        started_at: d.startedAt,
        duration_seconds: duration,
      });
  }

  async function save(id: string, version: number, s: StoredSession, ended: boolean, tx: DbOrTx = p.db) {
    const written = await saveSession(tx, {
      id,
      version,
      state: s as unknown as Record<string, unknown>,
      ended,
      at: p.clock.now(),
    });
    if (!written)
      throw new AppError(409, 'conflict', {
        message: 'Another turn of this session was handled at the same time; send the turn again.',
        messagePl: 'W tym samym czasie obsłużono inną wypowiedź tej rozmowy; wyślij ją ponownie.',
      });
  }

  const warm = createWarmTransfers({ p, save, finish });

  /** The session of a telephony operator's call id (Twilio `CallSid`), if any. */
  async function byProviderCallId(providerCallId: string) {
    const [row] = await p.db
      .select()
      .from(voiceSessions)
      .where(eq(voiceSessions.providerCallId, providerCallId))
      .limit(1);
    return row;
  }

  /** The greeting as runs of one language each (what a telephony voice reads). */
  const greetingOf = (s: StoredSession): SpokenRun[] =>
    s.overflow
      ? busyGreetingRuns(s.tenant.businessName, s.dialogue.language)
      : greetingRuns(s.tenant.businessName, s.dialogue.callerName, s.tenant.voice);
  const repeated = (row: typeof voiceSessions.$inferSelect) => {
    const stored = row.state as unknown as StoredSession;
    return {
      session_id: row.id,
      call_id: row.callId,
      reply: stored.dialogue.lastReply,
      ended: row.ended,
      rejected_reason: null,
      overflow: stored.overflow === true,
      language: stored.dialogue.language,
      greeting: greetingOf(stored),
    };
  };

  /** What a call reads of the tenant's config (the dashboard's whole `config` view fits it). */
  type TenantConfig = CallConfig;

  /**
   * Opens a conversation for a tenant whose quota check has passed (or does not apply): call
   * record, dialogue state, greeting. `language` overrides the voice config's first language;
   * `teamNote` is written on the call record (a test call from the dashboard says so).
   */
  async function openSession(
    config: TenantConfig,
    opts: {
      to: string | null;
      from: string | null;
      providerCallId: string | null;
      language?: 'pl' | 'en';
      teamNote?: string;
      /** The tenant's row when the start has just read it (not read again for the snapshot). */
      row?: TenantRow;
    },
  ) {
    const { to, from, providerCallId } = opts;
    const now = p.clock.now();
    const client = mcpToolClientFor(p);
    const callerName = client ? findCallerName(client, config.id, from) : Promise.resolve(null);
    // The Polish dictionary of the matcher is loaded (once per process) while the snapshot is read.
    const [tenant] = await Promise.all([snapshotOf(config, opts.language, opts.row), preparePolishLemmas()]);
    const call = await ingest.open(
      { tenant_id: config.id, to, from, direction: 'inbound', started_at: now.toISOString() },
      { enforceConcurrency: true },
    );
    if (opts.teamNote) await p.db.update(calls).set({ teamNote: opts.teamNote }).where(eq(calls.id, call.id));
    const language = tenant.voice?.language ?? 'pl';
    const dialogue = newState(from, now, language);
    const name = await callerName;
    if (name) dialogue.callerName = name;
    let stored: StoredSession;
    let reply: string;
    if (call.overflow) {
      // Over the plan's simultaneous calls: the built-in brain's message stage takes what the
      // caller says next as the message (the engine's own rules, whichever brain is chosen).
      reply = busyGreetingRuns(tenant.businessName, dialogue.language)
        .map((r) => r.text)
        .join(' ');
      dialogue.stage = 'message';
      dialogue.expecting = 'message';
      dialogue.message = { text: '', urgent: false, callback: true };
      dialogue.lastReply = reply;
      dialogue.transcript.push({ role: 'assistant', text: reply, at: dialogue.startedAt });
      stored = { brain: deterministicBrain.name, tenant, dialogue, overflow: true };
    } else {
      reply = brain.greet(tenant, dialogue);
      stored = { brain: brain.name, tenant, dialogue };
    }
    const [row] = await p.db
      .insert(voiceSessions)
      .values({
        tenantId: tenant.id,
        callId: call.id,
        state: stored as unknown as Record<string, unknown>,
        providerCallId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: voiceSessions.providerCallId })
      .returning({ id: voiceSessions.id });
    if (!row && providerCallId) {
      // The same call was started concurrently and that start won: drop our call record.
      await p.db.delete(calls).where(eq(calls.id, call.id));
      const existing = await byProviderCallId(providerCallId);
      if (existing) return repeated(existing);
    }
    return {
      session_id: row!.id,
      call_id: call.id,
      reply,
      ended: false,
      rejected_reason: null,
      overflow: stored.overflow === true,
      language: dialogue.language,
      greeting: greetingOf(stored),
    };
  }

  return {
    byProviderCallId,

    /** The stored session (404 when unknown or, with `tenantId`, another tenant's). */
    session: load,

    /**
     * Quota check, call record, greeting. A refused call gets a polite rejection and no session.
     * With `provider_call_id`, a repeated start of the same call answers its existing session.
     */
    async start(input: { to: string; from?: string | null; provider_call_id?: string | null }) {
      const to = requireE164(input.to, ['body', 'to']);
      const from = input.from ? requireE164(input.from, ['body', 'from']) : null;
      const providerCallId = input.provider_call_id ?? null;
      if (providerCallId) {
        const existing = await byProviderCallId(providerCallId);
        if (existing) return repeated(existing);
      }
      const { config, row } = await tenantsSvc.forCallOn(to);
      const quota = await tenantsSvc.quota(
        config.id,
        from ? callerHash(p.config.jwtSecret, from) : undefined,
        row,
      );
      if (!quota.allowed) {
        const t = REJECTIONS[quota.reason ?? ''] ?? REJECTIONS.default!;
        return {
          session_id: null,
          call_id: null,
          reply: `${t.pl} ${t.en}`,
          ended: true,
          rejected_reason: quota.reason,
          language: null,
          greeting: null,
        };
      }
      return openSession(config, { to, from, providerCallId, row });
    },

    /**
     * A conversation the caller of `openSession` has already checked (the dashboard's test
     * calls: tenant from the credential, their own quota rules). Same engine, same call record.
     */
    openSession,

    /**
     * One caller turn; the turn that ends the call also completes the call record. A transfer on a
     * channel that announces it (`warm_transfer`), tenant setting on, no emergency: see `transfers`.
     */
    async turn(id: string, input: { text: string; tenant_id?: string; warm_transfer?: boolean }) {
      const row = await load(id, input.tenant_id);
      if (row.ended)
        throw new AppError(409, 'session_ended', {
          message: 'This conversation has ended.',
          messagePl: 'Ta rozmowa już się zakończyła.',
        });
      const stored = row.state as unknown as StoredSession;
      if (stored.transfer?.status === 'pending')
        throw new AppError(409, 'transfer_pending', {
          message: 'The caller is being put through; the transfer has to be answered first.',
          messagePl: 'Trwa przełączanie rozmówcy; najpierw musi zostać odebrane lub odrzucone.',
        });
      const limitMinutes = stored.tenant.voice?.maxCallMinutes;
      const now = p.clock.now();
      if (limitMinutes && now.getTime() - Date.parse(stored.dialogue.startedAt) >= limitMinutes * 60_000) {
        // The tenant's max_call_minutes: a polite goodbye instead of another turn.
        const language = stored.dialogue.language;
        const reply = timeLimitGoodbye(language);
        const at = now.toISOString();
        const outcome: CallOutcome = stored.dialogue.outcome ?? 'hung_up';
        const next: StoredSession = {
          ...stored,
          dialogue: {
            ...stored.dialogue,
            stage: 'ended',
            lastReply: reply,
            transcript: [
              ...stored.dialogue.transcript,
              { role: 'caller', text: input.text.slice(0, 1000), at },
              { role: 'assistant', text: reply, at },
            ],
          },
        };
        await finish(row, next, outcome);
        return {
          reply,
          ended: true,
          outcome,
          call_id: row.callId,
          transfer_to: null,
          language,
          understood: null,
          previous: stored.dialogue,
          dialogue: next.dialogue,
        };
      }
      const sessionBrain = brains.get(stored.brain) ?? deterministicBrain;
      const result = await sessionBrain.nextTurn(
        stored.tenant,
        stored.dialogue,
        input.text,
        turnTools(stored.tenant, row.id),
      );
      const next: StoredSession = { ...stored, dialogue: result.state };
      const transferTo = result.end?.transferTo;
      if (
        transferTo &&
        input.warm_transfer &&
        !result.state.transferEmergency &&
        (await warmTransfersOn(p.db, row.tenantId))
      ) {
        return warm.begin(row, next, result, stored.dialogue);
      }
      const ended = !!result.end;
      if (result.end) await finish(row, next, result.end.outcome);
      else await save(row.id, row.version, next, false);
      return {
        reply: result.reply,
        ended,
        outcome: result.end?.outcome ?? null,
        call_id: row.callId,
        transfer_to: result.end?.transferTo ?? null,
        transfer: null,
        language: result.state.language,
        /** What the brain understood of the line (null when the brain does not say). */
        understood: result.understood ?? null,
        /** The dialogue state before and after the turn (what changed: a booking, a message). */
        previous: stored.dialogue,
        dialogue: result.state,
      };
    },

    /** Warm transfers: the whisper's answer and the end of the attempt (`voice.transfer.ts`). */
    transfers: warm,

    /** The caller hung up: the call is completed with what was reached (or `hung_up`). */
    async hangup(id: string, input: { tenant_id?: string; duration_seconds?: number } = {}) {
      const row = await load(id, input.tenant_id);
      if (row.ended)
        throw new AppError(409, 'session_ended', {
          message: 'This conversation has ended.',
          messagePl: 'Ta rozmowa już się zakończyła.',
        });
      const stored = row.state as unknown as StoredSession;
      const outcome: CallOutcome = stored.dialogue.outcome ?? 'hung_up';
      const next: StoredSession = { ...stored, dialogue: { ...stored.dialogue, stage: 'ended' } };
      await finish(row, next, outcome, { durationSeconds: input.duration_seconds });
      return {
        reply: '',
        ended: true,
        outcome,
        call_id: row.callId,
        transfer_to: null,
        language: stored.dialogue.language,
      };
    },

    /**
     * Ends the conversations nobody has spoken in for `SESSION_IDLE_MS` (the caller's client
     * or the telephony webhook never sent the hang-up): each call is completed as a hang-up
     * would (the outcome it reached, else `hung_up`) at its last activity, so `call.completed`
     * follows every call. A session that moves meanwhile is left alone (its version changed).
     * Several workers may run it. Returns how many sessions it ended.
     */
    async endIdleSessions(now: Date = p.clock.now()): Promise<number> {
      const cutoff = new Date(now.getTime() - SESSION_IDLE_MS);
      let ended = 0;
      for (;;) {
        const rows = await p.db
          .select()
          .from(voiceSessions)
          .where(and(eq(voiceSessions.ended, false), lt(voiceSessions.updatedAt, cutoff)))
          .orderBy(voiceSessions.updatedAt)
          .limit(100);
        let endedNow = 0;
        for (const row of rows) {
          const stored = row.state as unknown as StoredSession;
          const outcome: CallOutcome = stored.dialogue.outcome ?? 'hung_up';
          const next: StoredSession = { ...stored, dialogue: { ...stored.dialogue, stage: 'ended' } };
          try {
            await finish(row, next, outcome, { at: row.updatedAt });
            endedNow++;
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            // Its call was completed elsewhere (e.g. the ingest API): only the session ends.
            // Otherwise it moved or ended meanwhile (409 conflict): left to its owner.
            if (err.code === 'call_already_completed')
              await save(row.id, row.version, next, true).then(
                () => endedNow++,
                () => {},
              );
          }
        }
        ended += endedNow;
        if (rows.length < 100 || endedNow === 0) return ended;
      }
    },

    /** The calendar tools of a tenant, as the engine uses them (the internal tool API serves them). */
    calendarTools(tenantId: string, sessionId: string | null): Pick<Tools, 'availability' | 'book'> {
      const t = toolsFor({ id: tenantId, faq: {} } as unknown as TenantSnapshot, sessionId);
      return { availability: t.availability, book: t.book };
    },
  };
}

export type VoiceService = ReturnType<typeof createVoiceService>;
