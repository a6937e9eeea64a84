/** The LLM brain's execution of the functions the model calls (see `llm.ts`); the rules stay here. */
import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DateTime } from 'luxon';
import type { LlmToolCall } from '../../../providers/llm/index.js';
import { formatSlot, type Language } from '../nlu/index.js';
import { noteBooked } from './booked-here.js';
import { Args, type ToolName } from './llm.functions.js';
import { exceptionOn, fold, say, speakException, speakOpeningHours } from './texts.js';
import type { CallEnd, DialogueState, TenantSnapshot, Tools } from './types.js';

/* ---------------- tool execution ---------------- */

export interface Turn {
  tenant: TenantSnapshot;
  state: DialogueState;
  tools: Tools;
  /** Spoken confirmations of what this turn changed (used if the model fails mid-turn). */
  effects: string[];
  end?: { end: CallEnd; reply: string | null };
}

const localIso = (iso: string, tz: string) =>
  DateTime.fromISO(iso, { zone: tz }).toISO({ suppressMilliseconds: true, suppressSeconds: true }) ?? iso;

export const anythingElse = (l: Language) =>
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

export class ToolArgumentError extends Error {}

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

export async function runTool(t: Turn, call: LlmToolCall): Promise<Record<string, unknown>> {
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
      const ex = exceptionOn(t.tenant.hoursExceptions, a.date);
      return {
        date: a.date,
        weekday: day.setLocale('en').toFormat('cccc'),
        slots,
        ...(ex
          ? {
              special_day: ex.closed
                ? `closed all day${ex.note ? ` (${ex.note})` : ''}`
                : `open only ${ex.hours.map((h) => `${h.open}–${h.close}`).join(', ')}${ex.note ? ` (${ex.note})` : ''}`,
            }
          : {}),
      };
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
        noteBooked(t.state, r.id);
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
      if (r.reason === 'outside_opening_hours') {
        const ex = exceptionOn(t.tenant.hoursExceptions, start.toISODate() ?? '');
        return {
          booked: false,
          reason: 'outside_opening_hours',
          opening_hours: speakOpeningHours(t.tenant.openingHours, 'en'),
          ...(ex ? { special_day: speakException(ex, 'en', tz) } : {}),
        };
      }
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
      const said = t.state.transcript.findLast((x) => x.role === 'caller')?.text ?? '';
      t.state.transferReason = said.trim().slice(0, 300);
      t.state.transferUrgent = !!a.emergency;
      t.state.transferEmergency = !!a.emergency;
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
