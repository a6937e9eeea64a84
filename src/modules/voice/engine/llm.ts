/**
 * The LLM brain: a chat model on an OpenAI-compatible endpoint drives the conversation through
 * the same {@link Tools} as the built-in brain, offered as functions. The model only talks and
 * picks tools; the rules stay here: bookings go through `tools.book` (the database decides),
 * answers come only from `tools.answer`, transfers go to a department's number chosen here.
 * The dialogue state is the built-in brain's, so the call record comes out the same way, and a
 * failing endpoint hands the turn (and the rest of the call) to the built-in brain.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DateTime } from 'luxon';
import { AppError } from '../../../platform/errors.js';
import {
  type LlmClient,
  type LlmMessage,
  LlmProviderError,
  type LlmToolCall,
  type LlmToolDefinition,
} from '../../../providers/llm/index.js';
import { formatSlot, type Language, understand } from '../nlu/index.js';
import { deterministicBrain } from './deterministic.js';
import { fold, say, sentimentCues, speakOpeningHours } from './texts.js';
import type { Brain, CallEnd, DialogueState, TenantSnapshot, Tools, TurnResult } from './types.js';

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

/* ---------------- the functions the model may call ---------------- */

const Nullable = <T extends TSchema>(t: T, description: string) =>
  Type.Optional(Type.Union([t, Type.Null()], { description }));

const Args = {
  check_availability: Type.Object(
    {
      date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Local date, YYYY-MM-DD.' }),
      service: Nullable(Type.String({ maxLength: 100 }), 'The service asked for, if any.'),
    },
    { additionalProperties: false },
  ),
  book_appointment: Type.Object(
    {
      start: Type.String({
        minLength: 16,
        maxLength: 40,
        description: 'The slot start exactly as check_availability returned it.',
      }),
      name: Type.String({ minLength: 2, maxLength: 100, description: "The caller's name." }),
      phone: Nullable(
        Type.String({ maxLength: 32 }),
        "Only when the caller gives a number; otherwise the caller's own number is used.",
      ),
      service: Nullable(Type.String({ maxLength: 100 }), 'The service, if any.'),
    },
    { additionalProperties: false },
  ),
  answer_question: Type.Object(
    {
      question: Type.String({
        minLength: 2,
        maxLength: 500,
        description: "The caller's question in their own words and language.",
      }),
    },
    { additionalProperties: false },
  ),
  take_message: Type.Object(
    {
      text: Type.String({
        minLength: 1,
        maxLength: 1000,
        description: 'The message, in the caller’s words.',
      }),
      urgent: Type.Boolean({ description: 'The caller said it is urgent.' }),
      callback: Type.Boolean({ description: 'The caller wants to be called back.' }),
    },
    { additionalProperties: false },
  ),
  transfer_call: Type.Object(
    {
      department: Nullable(Type.String({ maxLength: 100 }), 'The department asked for, if any.'),
      emergency: Nullable(Type.Boolean(), 'Someone’s life or health may be in danger.'),
    },
    { additionalProperties: false },
  ),
  end_call: Type.Object({}, { additionalProperties: false }),
} as const;

type ToolName = keyof typeof Args;

const DESCRIPTIONS: Record<ToolName, string> = {
  check_availability:
    'Open appointment slots on one local date (start times with their UTC offset). Empty when closed or fully booked.',
  book_appointment:
    'Books a slot for the caller. Answers booked: true, or booked: false with a reason (slot_unavailable comes with other open slots to offer).',
  answer_question:
    "Looks the caller's question up in the business's FAQ and knowledge base. Answers found: true with the answer to say, or found: false.",
  take_message: 'Records a message for the business (and whether the caller wants a call back).',
  transfer_call:
    'Puts the caller through to a person (a department when one is named). Ends the conversation on your side.',
  end_call: 'Ends the call after the goodbye.',
};

function toolDefinitions(tenant: TenantSnapshot): LlmToolDefinition[] {
  const departments = tenant.departments.filter((d) => d.transferNumber).map((d) => d.name);
  return (Object.keys(Args) as ToolName[]).map((name) => {
    let parameters: Record<string, unknown> = Args[name];
    if (name === 'transfer_call' && departments.length > 0)
      parameters = Type.Object(
        {
          department: Nullable(
            Type.Union(departments.map((d) => Type.Literal(d))),
            'The department asked for.',
          ),
          emergency: Args.transfer_call.properties.emergency,
        },
        { additionalProperties: false },
      );
    // JSON round trip: plain JSON Schema, without TypeBox's symbols.
    return {
      type: 'function',
      function: { name, description: DESCRIPTIONS[name], parameters: JSON.parse(JSON.stringify(parameters)) },
    };
  });
}

/* ---------------- prompt ---------------- */

function systemPrompt(tenant: TenantSnapshot, state: DialogueState, now: Date): string {
  const local = DateTime.fromJSDate(now, { zone: tenant.timezone }).setLocale('en');
  const departments = tenant.departments.filter((d) => d.transferNumber).map((d) => d.name);
  const language = state.language === 'pl' ? 'Polish' : 'English';
  return [
    `You are the phone receptionist of "${tenant.businessName}". You are speaking with a caller on the phone: keep each reply short (one to three sentences), plain text for speech, no lists, no markdown.`,
    `Today is ${local.toFormat('cccc, yyyy-MM-dd')}, the time is ${local.toFormat('HH:mm')} (time zone ${tenant.timezone}).`,
    `Opening hours: ${speakOpeningHours(tenant.openingHours, 'en')}.`,
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

/* ---------------- tool execution ---------------- */

interface Turn {
  tenant: TenantSnapshot;
  state: DialogueState;
  tools: Tools;
  /** Spoken confirmations of what this turn changed (used if the model fails mid-turn). */
  effects: string[];
  end?: { end: CallEnd; reply: string | null };
}

const localIso = (iso: string, tz: string) =>
  DateTime.fromISO(iso, { zone: tz }).toISO({ suppressMilliseconds: true, suppressSeconds: true }) ?? iso;

const anythingElse = (l: Language) =>
  say(l, 'Czy mogę jeszcze w czymś pomóc?', 'Is there anything else I can help with?');

function stemMatch(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length, 6);
  return n >= 4 && a.slice(0, n) === b.slice(0, n);
}

/** The department named (exactly, or by a word of its name or keywords) among those with a transfer number. */
function findDepartment(tenant: TenantSnapshot, wanted: string | null | undefined) {
  if (!wanted) return null;
  const candidates = tenant.departments.filter((d) => d.transferNumber);
  const exact = candidates.find((d) => fold(d.name) === fold(wanted));
  if (exact) return exact;
  const words = fold(wanted)
    .split(' ')
    .filter((w) => w.length >= 4);
  return (
    candidates.find((d) =>
      fold([d.name, ...d.keywords].join(' '))
        .split(' ')
        .some((x) => words.some((w) => stemMatch(w, x))),
    ) ?? null
  );
}

class ToolArgumentError extends Error {}

function parseArgs<N extends ToolName>(name: N, raw: string): Static<(typeof Args)[N]> {
  let value: unknown;
  try {
    value = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw new ToolArgumentError('arguments are not valid JSON');
  }
  const schema = Args[name];
  if (!Value.Check(schema, value)) {
    const e = Value.Errors(schema, value).First();
    throw new ToolArgumentError(`invalid arguments${e ? ` at ${e.path || '/'}: ${e.message}` : ''}`);
  }
  return value as Static<(typeof Args)[N]>;
}

async function openSlots(t: Turn, date: string, service: string | undefined, exclude: string[] = []) {
  const all = await t.tools.availability(date, service);
  return all.filter((s) => !exclude.includes(s)).map((s) => localIso(s, t.tenant.timezone));
}

async function runTool(t: Turn, call: LlmToolCall): Promise<Record<string, unknown>> {
  const name = call.function.name;
  if (!(name in Args)) return { error: `unknown function ${name}` };
  const tz = t.tenant.timezone;
  const l = t.state.language;
  const today = DateTime.fromJSDate(t.tools.now(), { zone: tz }).startOf('day');
  switch (name as ToolName) {
    case 'check_availability': {
      const a = parseArgs('check_availability', call.function.arguments);
      const day = DateTime.fromISO(a.date, { zone: tz });
      if (!day.isValid) return { error: `${a.date} is not a date` };
      if (day < today) return { error: `${a.date} is in the past; today is ${today.toISODate()}` };
      const service = a.service ?? undefined;
      const slots = await openSlots(t, a.date, service);
      t.state.booking = {
        ...(t.state.booking ?? { offered: [] }),
        date: a.date,
        ...(service ? { service } : {}),
      };
      return { date: a.date, weekday: day.setLocale('en').toFormat('cccc'), slots };
    }
    case 'book_appointment': {
      const a = parseArgs('book_appointment', call.function.arguments);
      if (t.state.booking?.appointmentId)
        return {
          booked: false,
          reason: 'already_booked',
          detail: 'An appointment is already booked in this call; offer to take a message for any change.',
        };
      const start = DateTime.fromISO(a.start, { zone: tz });
      if (!start.isValid) return { error: `${a.start} is not a date and time` };
      let phone = t.state.callerNumber;
      if (a.phone) {
        const p = parsePhoneNumberFromString(a.phone.trim(), 'PL');
        if (!p?.isValid()) return { error: `${a.phone} is not a valid phone number` };
        phone = p.number;
      }
      const name = a.name.trim();
      const service = a.service ?? t.state.booking?.service;
      const iso = start.toUTC().toISO() ?? a.start;
      const r = await t.tools.book({ start: iso, name, phone, ...(service ? { service } : {}) });
      if (r.ok) {
        t.state.booking = {
          ...(t.state.booking ?? { offered: [] }),
          date: start.toISODate() ?? undefined,
          chosen: r.start,
          name,
          ...(phone ? { phone } : {}),
          ...(service ? { service } : {}),
          appointmentId: r.id,
        };
        t.state.outcome = 'booked';
        t.state.stage = 'anything_else';
        const when = formatSlot(r.start, l, tz, { now: t.tools.now() });
        t.effects.push(
          say(
            l,
            `Zarezerwowałam wizytę ${when} na nazwisko ${name}.`,
            `Your appointment is booked ${when} under the name ${name}.`,
          ),
        );
        return { booked: true, start: localIso(r.start, tz), name, phone };
      }
      if (r.reason === 'slot_unavailable') {
        // The three open slots of that day nearest the one refused, in time order.
        const wanted = start.toMillis();
        const distance = (s: string) => Math.abs(DateTime.fromISO(s).toMillis() - wanted);
        const others = (await openSlots(t, start.toISODate() ?? '', service, [iso]))
          .sort((x, y) => distance(x) - distance(y))
          .slice(0, 3)
          .sort((x, y) => DateTime.fromISO(x).toMillis() - DateTime.fromISO(y).toMillis());
        return { booked: false, reason: 'slot_unavailable', other_slots: others };
      }
      if (r.reason === 'outside_opening_hours')
        return {
          booked: false,
          reason: 'outside_opening_hours',
          opening_hours: speakOpeningHours(t.tenant.openingHours, 'en'),
        };
      return { booked: false, reason: 'invalid', detail: 'Use a slot start returned by check_availability.' };
    }
    case 'answer_question': {
      const a = parseArgs('answer_question', call.function.arguments);
      const question = a.question.trim();
      const answer = await t.tools.answer(question, l);
      if (answer) {
        if (!t.state.answered.includes(question)) t.state.answered.push(question);
        if (!t.state.outcome) t.state.outcome = 'answered_faq';
        return { found: true, answer };
      }
      if (!t.state.unanswered.includes(question)) t.state.unanswered.push(question);
      return {
        found: false,
        instruction:
          'Say you do not have this information and that the question will be passed on; offer to take a message.',
      };
    }
    case 'take_message': {
      const a = parseArgs('take_message', call.function.arguments);
      const text = a.text.trim();
      t.state.message = { text, urgent: a.urgent, callback: a.callback };
      if (t.state.outcome !== 'booked') t.state.outcome = 'callback';
      t.state.stage = 'anything_else';
      t.effects.push(
        say(
          l,
          `Przekażę wiadomość${a.urgent ? ' jako pilną' : ''}: „${text}”.`,
          `I will pass on your message${a.urgent ? ' as urgent' : ''}: "${text}".`,
        ),
      );
      return { recorded: true };
    }
    case 'transfer_call': {
      const a = parseArgs('transfer_call', call.function.arguments);
      const d = findDepartment(t.tenant, a.department);
      const number = d?.transferNumber ?? t.tenant.transferNumbers[0] ?? null;
      if (!number)
        return {
          transferred: false,
          reason: 'no_transfer_number',
          instruction: 'Nobody can take the call now: offer to take an urgent message instead.',
        };
      const safety = a.emergency
        ? say(
            l,
            'Jeśli zagrożone jest życie lub zdrowie, proszę natychmiast dzwonić pod numer 112. ',
            'If anyone is in danger, please call 112 right away. ',
          )
        : '';
      t.state.transferTo = number;
      if (d) t.state.transferDepartment = d.name;
      t.end = {
        end: { outcome: 'transferred', transferTo: number },
        reply: `${safety}${say(
          l,
          d
            ? `Łączę z działem: ${d.name}. Proszę chwilę poczekać.`
            : 'Łączę z pracownikiem. Proszę chwilę poczekać.',
          d
            ? `Putting you through to ${d.name}. One moment, please.`
            : 'Putting you through to a member of staff. One moment, please.',
        )}`,
      };
      return { transferred: true, department: d?.name ?? null };
    }
    case 'end_call': {
      parseArgs('end_call', call.function.arguments);
      t.end = { end: { outcome: t.state.outcome ?? 'no_action' }, reply: null };
      return { ended: true };
    }
  }
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
