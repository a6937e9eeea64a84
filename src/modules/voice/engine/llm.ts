/**
 * The LLM brain: a chat model on an OpenAI-compatible endpoint drives the conversation through
 * the same {@link Tools} as the built-in brain, offered as functions. The model only talks and
 * picks tools; the rules stay here: bookings go through `tools.book` (the database decides),
 * answers come only from `tools.answer`, transfers go to a department's number chosen here.
 * The dialogue state is the built-in brain's, so the call record comes out the same way, and a
 * failing endpoint hands the turn (and the rest of the call) to the built-in brain.
 */
import { DateTime } from 'luxon';
import { AppError } from '../../../platform/errors.js';
import { type LlmClient, type LlmMessage, LlmProviderError } from '../../../providers/llm/index.js';
import { understand } from '../nlu/index.js';
import { deterministicBrain } from './deterministic.js';
import { toolDefinitions } from './llm.functions.js';
import { anythingElse, runTool, ToolArgumentError, type Turn } from './llm.tools.js';
import { say, sentimentCues, speakOpeningHours, upcomingExceptions } from './texts.js';
import type { Brain, DialogueState, TenantSnapshot, TurnResult } from './types.js';

// The functions offered to the model and their execution are in `llm.functions.ts` and `llm.tools.ts`.

/** Model requests per caller turn (the last one may not call tools). */
export const MAX_TOOL_ROUNDS = 5;
/** Chat messages kept in the dialogue state between turns. */
export const MAX_HISTORY = 40;
/** Wall time for all model requests of one turn. */
const TURN_BUDGET_MS = 20_000;
const MAX_TOOL_RESULT = 4_000;
const MAX_REPLY = 1_500;
/** Consecutive endpoint failures after which turns skip the endpoint for {@link COOLDOWN_MS}. */
export const FAILURES_TO_OPEN = 3;
export const COOLDOWN_MS = 30_000;

export interface LlmBrainOptions {
  /** Called once when a call leaves the LLM for the built-in brain (e.g. to record a provider event). */
  onFallback?: (err: LlmProviderError) => Promise<void> | void;
  /** The brain that takes over on failure (default: the built-in one). */
  fallback?: Brain;
}

/* ---------------- prompt ---------------- */

/** Holidays and short days of the coming weeks: they replace the weekly hours on their date. */
function specialDays(tenant: TenantSnapshot, now: Date): string[] {
  const soon = upcomingExceptions(tenant.hoursExceptions, now, tenant.timezone, 60);
  if (soon.length === 0) return [];
  const list = soon.map(
    (e) =>
      `${e.date} ${e.closed ? 'closed' : `open only ${e.hours.map((h) => `${h.open}–${h.close}`).join(', ')}`}${e.note ? ` (${e.note})` : ''}`,
  );
  return [
    `Special days that replace the weekly hours on their date (tell callers, with the note, when they ask about that day or want to book it): ${list.join('; ')}.`,
  ];
}

function systemPrompt(tenant: TenantSnapshot, state: DialogueState, now: Date): string {
  const local = DateTime.fromJSDate(now, { zone: tenant.timezone }).setLocale('en');
  const departments = tenant.departments.filter((d) => d.transferNumber).map((d) => d.name);
  const language = state.language === 'pl' ? 'Polish' : 'English';
  return [
    `You are the phone receptionist of "${tenant.businessName}". You are speaking with a caller on the phone: keep each reply short (one to three sentences), plain text for speech, no lists, no markdown.`,
    `Today is ${local.toFormat('cccc, yyyy-MM-dd')}, the time is ${local.toFormat('HH:mm')} (time zone ${tenant.timezone}).`,
    `Opening hours: ${speakOpeningHours(tenant.openingHours, 'en')}.`,
    ...specialDays(tenant, now),
    departments.length
      ? `Departments you can transfer to: ${departments.join(', ')}.`
      : 'Transfers go to a member of staff.',
    `Language: the caller speaks ${language}; reply in ${language}${state.language === 'pl' ? ' and address the caller formally (Pan/Pani)' : ''}. Only Polish or English.`,
    'Facts: say only what this prompt states and what the tools returned. For any question about the business (prices, services, address, parking, payment, policies) call answer_question and answer only from its result. If it found nothing, say you do not have that information, that the question will be passed on, and offer to take a message. Never invent prices, facts, slots or names.',
    'Booking: ask which day if not said; call check_availability; offer at most three of the returned slots (the exact time when it is free); ask for the name; then call book_appointment with the slot start exactly as returned. The caller’s phone number is used unless they give another. If booking answers slot_unavailable, apologise that the slot was just taken and offer the other slots it lists.',
    'Messages: call take_message with the message (urgent when the caller says so, callback when they want a call back), read it back briefly, then ask if there is anything else.',
    'Transfer: call transfer_call when the caller asks for a person or a department, or it is urgent. In an emergency (danger to life or health) set emergency.',
    'When the caller says goodbye or needs nothing more, call end_call.',
  ].join('\n');
}

/* ---------------- the turn ---------------- */

/** Keeps the last messages, starting at a caller message (never a tool result without its call). */
function bounded(messages: LlmMessage[]): LlmMessage[] {
  if (messages.length <= MAX_HISTORY) return messages;
  let from = messages.length - MAX_HISTORY;
  while (from < messages.length && messages[from]!.role !== 'user') from++;
  return messages.slice(from);
}

const clean = (text: string | null) =>
  (text ?? '')
    .replace(/\*\*|__|`|^#+\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_REPLY);

async function llmTurn(client: LlmClient, t: Turn, text: string): Promise<string> {
  const { tenant, state, tools } = t;
  const history = [...(state.llm?.messages ?? []), { role: 'user', content: text } as LlmMessage];
  const defs = toolDefinitions(tenant);
  const deadline = performance.now() + TURN_BUDGET_MS;
  let reply: string | null = null;
  for (let round = 1; round <= MAX_TOOL_ROUNDS && reply === null; round++) {
    const left = deadline - performance.now();
    if (left <= 0) throw new LlmProviderError('timeout', `the turn took more than ${TURN_BUDGET_MS} ms`);
    const last = round === MAX_TOOL_ROUNDS;
    const answer = await client.chat({
      messages: [{ role: 'system', content: systemPrompt(tenant, state, tools.now()) }, ...history],
      tools: defs,
      toolChoice: last ? 'none' : 'auto',
      timeoutMs: left,
    });
    if (answer.toolCalls.length === 0 || last) {
      const said = clean(answer.content);
      if (!said)
        throw new LlmProviderError('malformed', `${client.endpoint} answered neither text nor a tool call`);
      history.push({ role: 'assistant', content: said });
      reply = said;
      break;
    }
    history.push({ role: 'assistant', content: answer.content, tool_calls: answer.toolCalls });
    for (const call of answer.toolCalls) {
      let result: Record<string, unknown>;
      try {
        result = await runTool(t, call);
      } catch (err) {
        // Bad arguments, or a request our services refuse (4xx), are the model's to correct.
        if (err instanceof ToolArgumentError || (err instanceof AppError && err.status < 500))
          result = { error: err.message };
        else throw err;
      }
      history.push({
        role: 'tool',
        tool_call_id: call.id,
        content: JSON.stringify(result).slice(0, MAX_TOOL_RESULT),
      });
      if (t.end) break;
    }
    if (t.end)
      reply =
        t.end.reply ??
        (clean(answer.content) ||
          [
            ...t.effects,
            say(state.language, 'Dziękuję za telefon, do widzenia.', 'Thank you for calling, goodbye.'),
          ].join(' '));
  }
  state.llm = { messages: bounded(history) };
  return reply!;
}

export function createLlmBrain(client: LlmClient, opts: LlmBrainOptions = {}): Brain {
  const fallback = opts.fallback ?? deterministicBrain;
  // A circuit breaker (per process, wall time): a dead endpoint must not cost every call a timeout.
  let failures = 0;
  let openUntil = 0;
  const chat: LlmClient = {
    model: client.model,
    endpoint: client.endpoint,
    async chat(req) {
      if (performance.now() < openUntil)
        throw new LlmProviderError(
          'unreachable',
          `${client.endpoint} skipped for ${COOLDOWN_MS / 1000} s after ${FAILURES_TO_OPEN} failures in a row`,
        );
      try {
        const answer = await client.chat(req);
        failures = 0;
        return answer;
      } catch (err) {
        if (err instanceof LlmProviderError && ++failures >= FAILURES_TO_OPEN) {
          failures = 0;
          openUntil = performance.now() + COOLDOWN_MS;
        }
        throw err;
      }
    },
  };
  return {
    name: 'llm',

    greet(tenant, state) {
      const reply = deterministicBrain.greet(tenant, state);
      state.llm = { messages: [{ role: 'assistant', content: reply }] };
      return reply;
    },

    async nextTurn(tenant, prev, callerText, tools): Promise<TurnResult> {
      if (prev.llm?.fallback) return fallback.nextTurn(tenant, prev, callerText, tools);
      const state: DialogueState = structuredClone(prev);
      const text = callerText.slice(0, 1000);
      state.transcript.push({ role: 'caller', text, at: tools.now().toISOString() });
      state.language = understand(text, {
        now: tools.now(),
        timezone: tenant.timezone,
        language: state.language,
      }).language;
      const cues = sentimentCues(text);
      state.cues.positive += cues.positive;
      state.cues.negative += cues.negative;
      const t: Turn = { tenant, state, tools, effects: [] };
      let reply: string;
      try {
        reply = await llmTurn(chat, t, text);
      } catch (err) {
        if (!(err instanceof LlmProviderError)) throw err;
        try {
          await opts.onFallback?.(err);
        } catch {
          // Recording the fallback must not break the call.
        }
        const llm = { messages: prev.llm?.messages ?? [], fallback: true };
        if (t.effects.length === 0) return fallback.nextTurn(tenant, { ...prev, llm }, callerText, tools);
        // The model failed after booking or taking a message: keep what was done and say it.
        state.llm = { messages: state.llm?.messages ?? llm.messages, fallback: true };
        state.stage = 'anything_else';
        reply = `${t.effects.join(' ')} ${anythingElse(state.language)}`;
      }
      state.expecting = undefined;
      state.lastReply = reply;
      state.transcript.push({ role: 'assistant', text: reply, at: tools.now().toISOString() });
      if (t.end) state.stage = 'ended';
      return { reply, state, ...(t.end ? { end: t.end.end } : {}) };
    },
  };
}
