/**
 * Test calls: the owner talks to their own receptionist from the dashboard, over the same
 * engine as the phone (`voice.service.ts`). Tenant-scoped: the tenant comes from the
 * credential, and only sessions started here (marked through `provider_call_id`) are served.
 */
import { newId } from '../../db/columns.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { CallOutcome, TransferStatus } from '../calls/calls.schema.js';
import { requireE164 } from '../tenants/phone.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import type { DialogueState } from './engine/index.js';
import type { NluResult } from './nlu/index.js';
import type { StoredSession, VoiceService } from './voice.service.js';

/** The `provider_call_id` of a test call's session starts with this (no telephony operator uses it). */
export const TEST_CALL_PREFIX = 'dashboard-test:';

/** Written on the call record of every test call, so the call list tells it from a phone call. */
export const TEST_CALL_NOTE =
  'Rozmowa testowa z panelu („Wypróbuj recepcję”). / Test call from the dashboard ("Try your receptionist").';

/** Quota reasons that refuse a test call as they would a phone call (being not live yet does not). */
const REFUSALS: Record<string, { message: string; messagePl: string }> = {
  subscription_inactive: {
    message: 'The subscription is cancelled: the receptionist takes no calls, test calls included.',
    messagePl: 'Subskrypcja jest anulowana: recepcja nie odbiera połączeń, także testowych.',
  },
  trial_expired: {
    message: 'The trial has ended: choose a plan to keep using the receptionist, test calls included.',
    messagePl: 'Okres próbny się skończył: wybierz plan, aby dalej korzystać z recepcji, także testowo.',
  },
  minutes_exhausted: {
    message: "This month's call minutes are used up: test calls count towards them like phone calls.",
    messagePl:
      'Minuty połączeń na ten miesiąc się wyczerpały: rozmowy testowe liczą się do nich jak telefony.',
  },
};

const testCallNotFound = () =>
  new AppError(404, 'not_found', {
    message: 'Test call not found.',
    messagePl: 'Nie znaleziono rozmowy testowej.',
  });

export type TestCallAction =
  | { kind: 'appointment_booked'; appointment_id: string; start: string; name: string | null }
  | { kind: 'appointment_cancelled'; start: string }
  | { kind: 'appointment_rescheduled'; start: string; new_start: string | null }
  | { kind: 'message_taken'; text: string; urgent: boolean; callback: boolean }
  | { kind: 'question_answered'; question: string }
  | { kind: 'question_unanswered'; question: string }
  | { kind: 'transferred'; to: string; department: string | null }
  | { kind: 'transfer_whisper'; to: string; department: string | null; text: string; language: 'pl' | 'en' }
  | { kind: 'transfer_result'; to: string; department: string | null; status: TransferStatus };

/** How the owner simulates the member of staff's answer to a warm transfer (no phone rings in a test call). */
export type TransferAnswer = 'accept' | 'decline' | 'no_answer';

/** What a turn did in the world, read from the dialogue state before and after it. */
export function actionsOf(before: DialogueState, after: DialogueState, ended: boolean): TestCallAction[] {
  const out: TestCallAction[] = [];
  const b = after.booking;
  if (b?.appointmentId && b.appointmentId !== before.booking?.appointmentId)
    out.push({
      kind: 'appointment_booked',
      appointment_id: b.appointmentId,
      start: b.chosen ?? '',
      name: b.name ?? null,
    });
  for (const m of (after.managed ?? []).slice(before.managed?.length ?? 0)) {
    if (m.action === 'cancelled') out.push({ kind: 'appointment_cancelled', start: m.from });
    else out.push({ kind: 'appointment_rescheduled', start: m.from, new_start: m.to ?? null });
  }
  for (const q of after.answered.slice(before.answered.length))
    out.push({ kind: 'question_answered', question: q });
  for (const q of after.unanswered.slice(before.unanswered.length))
    out.push({ kind: 'question_unanswered', question: q });
  if (ended && after.message?.text)
    out.push({
      kind: 'message_taken',
      text: after.message.text,
      urgent: after.message.urgent,
      callback: after.message.callback,
    });
  if (after.transferTo && after.transferTo !== before.transferTo)
    out.push({ kind: 'transferred', to: after.transferTo, department: after.transferDepartment ?? null });
  return out;
}

/** The NLU's reading of a line as the API shows it. */
function understoodOf(nlu: NluResult | null) {
  if (!nlu) return null;
  return { intent: nlu.intent, confidence: nlu.confidence, language: nlu.language, slots: nlu.slots };
}

/** The booking in progress (or done) in the dialogue, as the API shows it. */
function bookingOf(d: DialogueState) {
  const b = d.booking;
  if (!b) return null;
  return {
    date: b.date ?? null,
    time: b.time ?? null,
    service: b.service ?? null,
    offered: b.offered,
    chosen: b.chosen ?? null,
    name: b.name ?? null,
    appointment_id: b.appointmentId ?? null,
  };
}

export function createTestCalls(deps: { voice: VoiceService; tenantsSvc: TenantsService }) {
  const { voice, tenantsSvc } = deps;

  /** A test call's session of this tenant; anything else (phone calls, demo calls, other tenants) is 404. */
  async function testSession(ctx: ServiceContext, sessionId: string) {
    const row = await voice.session(sessionId, ctx.tenantId).catch((err) => {
      if (err instanceof AppError && err.status === 404) throw testCallNotFound();
      throw err;
    });
    if (!row.providerCallId?.startsWith(TEST_CALL_PREFIX)) throw testCallNotFound();
    return row;
  }

  return {
    async start(ctx: ServiceContext, input: { language?: 'pl' | 'en'; caller_number?: string | null }) {
      const from = input.caller_number ? requireE164(input.caller_number, ['body', 'caller_number']) : null;
      const config = await tenantsSvc.config(ctx.tenantId);
      const q = config.quota;
      const minutesOut = q.minutes_limit !== null && q.minutes_used >= q.minutes_limit;
      const reason = q.reason === 'tenant_not_live' ? (minutesOut ? 'minutes_exhausted' : null) : q.reason;
      const refusal = reason ? REFUSALS[reason] : undefined;
      if (reason && refusal) throw new AppError(409, reason, refusal);
      const to = config.phone_numbers.find((n) => n.is_active)?.number ?? null;
      const started = await voice.openSession(config, {
        to,
        from,
        providerCallId: `${TEST_CALL_PREFIX}${newId()}`,
        ...(input.language ? { language: input.language } : {}),
        teamNote: TEST_CALL_NOTE,
      });
      return {
        session_id: started.session_id!,
        call_id: started.call_id!,
        greeting: started.reply,
        language: started.language!,
        caller_number: from,
        business_number: to,
        live: config.is_live,
        overflow: started.overflow === true,
      };
    },

    async turn(ctx: ServiceContext, sessionId: string, text: string) {
      const row = await testSession(ctx, sessionId);
      const r = await voice.turn(row.id, { text, tenant_id: ctx.tenantId, warm_transfer: true });
      const actions = actionsOf(r.previous, r.dialogue, r.ended);
      const t = r.transfer;
      if (t)
        actions.push({
          kind: 'transfer_whisper',
          to: t.to,
          department: t.department,
          text: t.whisper,
          language: t.whisperLanguage,
        });
      return {
        reply: r.reply,
        ended: r.ended,
        outcome: r.outcome as CallOutcome | null,
        call_id: r.call_id,
        language: r.language,
        understood: understoodOf(r.understood),
        stage: t ? 'transfer_pending' : r.dialogue.stage,
        expecting: r.dialogue.expecting ?? null,
        booking: bookingOf(r.dialogue),
        actions,
        transfer_to: r.transfer_to,
      };
    },

    /**
     * The member of staff's answer to the pending warm transfer, simulated: `accept` completes
     * the call (`transferred`); `decline` and `no_answer` tell the caller and ask for a message.
     */
    async transferAnswer(ctx: ServiceContext, sessionId: string, answer: TransferAnswer) {
      const row = await testSession(ctx, sessionId);
      const d = (row.state as unknown as StoredSession).dialogue;
      const common = { call_id: row.callId, understood: null, booking: bookingOf(d) };
      if (answer === 'accept') {
        const t = await voice.transfers.answer(row, true);
        const result = {
          kind: 'transfer_result' as const,
          to: t.to,
          department: t.department,
          status: t.status,
        };
        return {
          ...common,
          reply: '',
          ended: true,
          outcome: 'transferred' as CallOutcome | null,
          language: d.language,
          stage: 'ended',
          expecting: null,
          actions: [result] as TestCallAction[],
          transfer_to: t.to as string | null,
        };
      }
      const r = await voice.transfers.notTaken(row, answer === 'decline' ? 'declined' : 'no_answer');
      const t = r.transfer;
      return {
        ...common,
        reply: r.reply,
        ended: false,
        outcome: null,
        language: r.language,
        stage: r.dialogue.stage as string,
        expecting: r.dialogue.expecting ?? null,
        actions: [
          { kind: 'transfer_result', to: t.to, department: t.department, status: t.status },
        ] as TestCallAction[],
        transfer_to: null,
      };
    },

    async hangup(ctx: ServiceContext, sessionId: string) {
      const row = await testSession(ctx, sessionId);
      const r = await voice.hangup(row.id, { tenant_id: ctx.tenantId });
      return { ended: true as const, outcome: r.outcome, call_id: r.call_id, language: r.language };
    },
  };
}
