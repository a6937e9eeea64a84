/**
 * The built-in brain: rules over the NLU's intents and slots, no external service. Booking goes
 * through `tools.book` (the appointments service, whose exclusion constraint prevents double
 * booking); answers come only from `tools.answer` (FAQ and knowledge base).
 */
import { DateTime } from 'luxon';
import { formatDateList, formatSlot, type Language, type NluResult, understand } from '../nlu/index.js';
import { confirmManage, confirmMove, pickAppointment, startManage } from './manage.js';
import {
  fold,
  helloAgain,
  openAt,
  openingGreeting,
  openOn,
  say,
  sentimentCues,
  speakOpeningHours,
} from './texts.js';
import type {
  BookingDraft,
  Brain,
  CallEnd,
  DialogueState,
  TenantSnapshot,
  Tools,
  TurnResult,
} from './types.js';
import { requireVerification, verifyTurn } from './verification.js';

const MAX_OFFERED = 3;
const SEARCH_DAYS = 14;

export interface Ctx {
  tenant: TenantSnapshot;
  state: DialogueState;
  tools: Tools;
  nlu: NluResult;
  text: string;
}

export type Step = { reply: string; end?: CallEnd };

export const lang = (c: Ctx) => c.state.language;
export const anythingElse = (l: Language) =>
  say(l, 'Czy mogę jeszcze w czymś pomóc?', 'Is there anything else I can help with?');

/** "09:00" → "9:00", as the slots are spoken. */
const spokenTime = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

export function localTime(iso: string, tz: string): string {
  return DateTime.fromISO(iso, { zone: tz }).toFormat('HH:mm');
}

export function localDate(iso: string, tz: string): string {
  return DateTime.fromISO(iso, { zone: tz }).toISODate() ?? '';
}

/* ---------------- booking ---------------- */

export function mergeBooking(draft: BookingDraft, nlu: NluResult, tz: string): BookingDraft {
  const s = nlu.slots;
  const next: BookingDraft = { ...draft };
  if (s.datetime) {
    next.date = localDate(s.datetime, tz);
    next.time = localTime(s.datetime, tz);
  }
  if (s.date) next.date = s.date;
  if (s.dateRange) next.date = undefined;
  if (s.time) next.time = s.time;
  if (s.partOfDay) {
    next.notBefore = `${String(s.partOfDay.fromHour).padStart(2, '0')}:00`;
    next.notAfter = `${String(s.partOfDay.toHour).padStart(2, '0')}:00`;
  }
  if (s.notBefore) next.notBefore = s.notBefore;
  if (s.notAfter) next.notAfter = s.notAfter;
  if (s.service) next.service = s.service;
  if (s.name) next.name = s.name;
  if (s.phone) next.phone = s.phone;
  return next;
}

/** Candidate dates for a search: the date asked for (then the following days), a range, or from today. */
function searchDates(draft: BookingDraft, nlu: NluResult | null, now: DateTime): string[] {
  const range = nlu?.slots.dateRange;
  const today = now.startOf('day');
  let from = draft.date ? DateTime.fromISO(draft.date, { zone: now.zone }) : today;
  let days = SEARCH_DAYS;
  if (range) {
    from = DateTime.fromISO(range.from, { zone: now.zone });
    const to = DateTime.fromISO(range.to, { zone: now.zone });
    days = Math.max(1, Math.min(SEARCH_DAYS, Math.round(to.diff(from, 'days').days) + 1));
  }
  if (from < today) from = today;
  return Array.from({ length: days }, (_, i) => from.plus({ days: i }).toISODate() ?? '');
}

function fits(iso: string, draft: BookingDraft, tz: string): boolean {
  const t = localTime(iso, tz);
  if (draft.notBefore && t < draft.notBefore) return false;
  if (draft.notAfter && t >= draft.notAfter) return false;
  return true;
}

/** Up to three open slots: the first date with a slot that fits, nearest the preferred time first. */
async function findSlots(c: Ctx, draft: BookingDraft, nlu: NluResult | null, exclude: string[] = []) {
  const tz = c.tenant.timezone;
  const now = DateTime.fromJSDate(c.tools.now(), { zone: tz });
  for (const date of searchDates(draft, nlu, now)) {
    if (!openOn(c.tenant.openingHours, date, tz)) continue;
    const all = (await c.tools.availability(date, draft.service)).filter(
      (s) => !exclude.includes(s) && fits(s, draft, tz),
    );
    if (all.length === 0) continue;
    if (draft.time) {
      const want = draft.time;
      const exact = all.find((s) => localTime(s, tz) === want);
      if (exact && date === draft.date) return { date, slots: [exact], exact: true };
      const minutes = (s: string) => {
        const [h, m] = localTime(s, tz).split(':').map(Number) as [number, number];
        const [wh, wm] = want.split(':').map(Number) as [number, number];
        return Math.abs(h * 60 + m - (wh * 60 + wm));
      };
      const near = [...all].sort((a, b) => minutes(a) - minutes(b)).slice(0, MAX_OFFERED);
      return { date, slots: near.sort(), exact: false };
    }
    return { date, slots: all.slice(0, MAX_OFFERED), exact: false };
  }
  return { date: null, slots: [] as string[], exact: false };
}

function offerText(c: Ctx, slots: string[], prefix = ''): string {
  const l = lang(c);
  const tz = c.tenant.timezone;
  const list = formatDateList(slots, l, tz, { now: c.tools.now() });
  if (slots.length === 1)
    return `${prefix}${say(l, `Mogę zaproponować ${list}. Czy ten termin pasuje?`, `I can offer ${list}. Does that suit you?`)}`;
  return `${prefix}${say(l, `Mogę zaproponować: ${list}. Który termin wybrać?`, `I can offer ${list}. Which one would you like?`)}`;
}

export async function offer(
  c: Ctx,
  draft: BookingDraft,
  nlu: NluResult | null,
  prefix = '',
  exclude: string[] = [],
): Promise<Step> {
  const l = lang(c);
  const tz = c.tenant.timezone;
  if (draft.date && !openOn(c.tenant.openingHours, draft.date, tz)) {
    prefix += say(
      l,
      `W tym dniu jesteśmy zamknięci. Pracujemy: ${speakOpeningHours(c.tenant.openingHours, l)}. `,
      `We are closed that day. Our hours are ${speakOpeningHours(c.tenant.openingHours, l)}. `,
    );
  } else if (
    draft.date &&
    draft.time &&
    !prefix &&
    !openAt(c.tenant.openingHours, draft.date, draft.time, tz)
  ) {
    prefix = say(
      l,
      `O ${spokenTime(draft.time)} jesteśmy już zamknięci. Pracujemy: ${speakOpeningHours(c.tenant.openingHours, l)}. `,
      `We are closed at ${spokenTime(draft.time)}. Our hours are ${speakOpeningHours(c.tenant.openingHours, l)}. `,
    );
  }
  const found = await findSlots(c, draft, nlu, exclude);
  if (found.slots.length === 0) {
    c.state.booking = { ...draft, offered: [] };
    c.state.stage = 'booking_when';
    c.state.expecting = 'date';
    return {
      reply: `${prefix}${say(l, 'Niestety nie mam wolnych terminów w tym czasie. Jaki inny dzień by pasował?', 'Sorry, there are no free slots then. Which other day would suit you?')}`,
    };
  }
  if (draft.date && found.date !== draft.date && !prefix)
    prefix = say(l, 'W tym dniu nie ma już wolnych terminów. ', 'There are no free slots left that day. ');
  else if (draft.time && !found.exact && !prefix)
    prefix = say(
      l,
      `O ${spokenTime(draft.time)} nie ma wolnego terminu. `,
      `${spokenTime(draft.time)} is not available. `,
    );
  c.state.booking = { ...draft, offered: found.slots };
  c.state.stage = 'booking_pick';
  c.state.expecting = found.slots.length === 1 ? 'confirmation' : 'time';
  return { reply: offerText(c, found.slots, prefix) };
}

export function ordinal(text: string): number | null {
  const f = fold(text);
  if (/\b(pierwsz\w*|first)\b/.test(f)) return 0;
  if (/\b(drug\w*|second)\b/.test(f)) return 1;
  if (/\b(trzec\w*|third)\b/.test(f)) return 2;
  if (/\b(ostatni\w*|last)\b/.test(f)) return -1;
  return null;
}

async function pickSlot(c: Ctx): Promise<Step> {
  const draft = c.state.booking ?? { offered: [] };
  const tz = c.tenant.timezone;
  const offered = draft.offered;
  const s = c.nlu.slots;
  let chosen: string | undefined;
  const ord = ordinal(c.text);
  if (ord !== null) chosen = ord === -1 ? offered[offered.length - 1] : offered[ord];
  if (!chosen && (s.time || s.datetime)) {
    const time = s.datetime ? localTime(s.datetime, tz) : s.time;
    const date = s.datetime ? localDate(s.datetime, tz) : s.date;
    chosen = offered.find((o) => localTime(o, tz) === time && (!date || localDate(o, tz) === date));
  }
  if (!chosen && c.nlu.intent === 'confirm' && offered.length === 1) chosen = offered[0];
  if (chosen) {
    c.state.booking = { ...draft, chosen };
    return afterPick(c);
  }
  if (c.nlu.intent === 'deny' && !s.date && !s.time && !s.dateRange && !s.partOfDay) {
    c.state.booking = { ...draft, offered: [] };
    c.state.stage = 'booking_when';
    c.state.expecting = 'date';
    return { reply: say(lang(c), 'Jaki inny termin by pasował?', 'Which other time would suit you?') };
  }
  if (
    s.date ||
    s.time ||
    s.datetime ||
    s.dateRange ||
    s.partOfDay ||
    s.notBefore ||
    s.notAfter ||
    s.soonest
  ) {
    const keepDate = s.date || s.datetime || s.dateRange ? {} : { date: draft.date };
    return offer(
      c,
      mergeBooking(
        { ...draft, ...keepDate, time: undefined, notBefore: undefined, notAfter: undefined, offered: [] },
        c.nlu,
        tz,
      ),
      c.nlu,
    );
  }
  return {
    reply: say(
      lang(c),
      `Proszę wybrać jeden z terminów: ${formatDateList(offered, 'pl', tz, { now: c.tools.now() })}.`,
      `Please choose one of: ${formatDateList(offered, 'en', tz, { now: c.tools.now() })}.`,
    ),
  };
}

async function afterPick(c: Ctx): Promise<Step> {
  const draft = c.state.booking!;
  // A new time for an appointment the caller already has: confirm, then move it.
  if (c.state.manage?.action === 'reschedule' && c.state.manage.target) return confirmMove(c);
  if (!draft.name) {
    c.state.stage = 'booking_name';
    c.state.expecting = 'name';
    return {
      reply: say(
        lang(c),
        'Dobrze. Na jakie imię i nazwisko zapisać wizytę?',
        'Fine. What name should I book it under?',
      ),
    };
  }
  return book(c);
}

async function book(c: Ctx): Promise<Step> {
  const draft = c.state.booking!;
  const l = lang(c);
  const tz = c.tenant.timezone;
  const chosen = draft.chosen!;
  const phone = draft.phone ?? c.state.callerNumber;
  const r = await c.tools.book({ start: chosen, name: draft.name!, phone, service: draft.service });
  if (r.ok) {
    c.state.booking = { ...draft, appointmentId: r.id, phone: phone ?? undefined };
    c.state.outcome = 'booked';
    c.state.stage = 'anything_else';
    c.state.expecting = undefined;
    const when = formatSlot(chosen, l, tz, { now: c.tools.now() });
    return {
      reply: say(
        l,
        `Zarezerwowałam wizytę ${when} na nazwisko ${draft.name}. ${anythingElse(l)}`,
        `Your appointment is booked ${when} under the name ${draft.name}. ${anythingElse(l)}`,
      ),
    };
  }
  const prefix =
    r.reason === 'slot_unavailable'
      ? say(l, 'Niestety ten termin został przed chwilą zajęty. ', 'Sorry, that slot has just been taken. ')
      : say(l, 'Niestety tego terminu nie mogę zarezerwować. ', 'Sorry, I cannot book that slot. ');
  const retry: BookingDraft = {
    ...draft,
    date: localDate(chosen, tz),
    time: localTime(chosen, tz),
    chosen: undefined,
    offered: [],
  };
  return offer(c, retry, null, prefix, [chosen]);
}

async function startBooking(c: Ctx): Promise<Step> {
  c.state.manage = undefined;
  const gate = await requireVerification(c, 'book', c.state.callerNumber);
  if (gate) return gate;
  const draft = mergeBooking(c.state.booking ?? { offered: [] }, c.nlu, c.tenant.timezone);
  const s = c.nlu.slots;
  if (!draft.date && !s.dateRange && !s.soonest) {
    c.state.booking = draft;
    c.state.stage = 'booking_when';
    c.state.expecting = 'date';
    return {
      reply: say(
        lang(c),
        'Chętnie umówię wizytę. Na kiedy?',
        'I will gladly book an appointment. When would suit you?',
      ),
    };
  }
  return offer(c, draft, c.nlu);
}

/* ---------------- questions, messages, transfers ---------------- */

/** The question that brings a booking in progress back (null when no booking is in progress). */
function resumeBooking(c: Ctx): string | null {
  const l = lang(c);
  const b = c.state.booking;
  if (c.state.stage === 'booking_name')
    return say(
      l,
      'Wracając do rezerwacji: na jakie imię i nazwisko zapisać wizytę?',
      'Back to the booking: what name should I book it under?',
    );
  if (c.state.stage === 'booking_pick' && b?.offered.length) {
    const list = formatDateList(b.offered, l, c.tenant.timezone, { now: c.tools.now() });
    return say(
      l,
      `Wracając do rezerwacji: mogę zaproponować ${list}. Który termin wybrać?`,
      `Back to the booking: I can offer ${list}. Which one would you like?`,
    );
  }
  if (c.state.stage === 'booking_when')
    return say(
      l,
      'Wracając do rezerwacji: na kiedy umówić wizytę?',
      'Back to the booking: when would suit you?',
    );
  return null;
}

async function answerQuestion(c: Ctx): Promise<Step> {
  const l = lang(c);
  const question = c.nlu.slots.question ?? c.text;
  const topic = c.nlu.slots.faqTopic;
  let answer = await c.tools.answer(question, l, topic);
  if (!answer && topic === 'hours' && Object.keys(c.tenant.openingHours).length > 0)
    answer = say(
      l,
      `Jesteśmy otwarci: ${speakOpeningHours(c.tenant.openingHours, l)}.`,
      `We are open ${speakOpeningHours(c.tenant.openingHours, l)}.`,
    );
  if (answer) {
    c.state.answered.push(c.text.trim());
    if (c.state.outcome !== 'booked') c.state.outcome = 'answered_faq';
    // A question in the middle of a booking: answered, then back to where the booking was.
    const resume = resumeBooking(c);
    if (resume) return { reply: `${answer} ${resume}` };
    c.state.stage = 'anything_else';
    c.state.expecting = undefined;
    return { reply: `${answer} ${anythingElse(l)}` };
  }
  c.state.unanswered.push(c.text.trim());
  c.state.stage = 'offer_message';
  c.state.expecting = 'confirmation';
  return {
    reply: say(
      l,
      'Niestety nie mam tej informacji. Przekażę to pytanie, a jeśli Pan lub Pani chce, mogę też przyjąć wiadomość z prośbą o kontakt. Zostawić wiadomość?',
      "I'm sorry, I don't have that information. I will pass the question on; I can also take a message so someone gets back to you. Would you like to leave a message?",
    ),
  };
}

function finishMessage(c: Ctx, text: string, urgent: boolean, callback: boolean): Step {
  const l = lang(c);
  c.state.message = { text, urgent, callback };
  c.state.stage = 'ended';
  return {
    reply: say(
      l,
      `Przekażę wiadomość${urgent ? ' jako pilną' : ''}: „${text}”. ${callback ? 'Oddzwonimy najszybciej, jak to możliwe. ' : ''}Dziękuję, do widzenia.`,
      `I will pass on your message${urgent ? ' as urgent' : ''}: "${text}". ${callback ? 'We will call you back as soon as possible. ' : ''}Thank you, goodbye.`,
    ),
    end: { outcome: 'callback' },
  };
}

function takeMessage(c: Ctx): Step {
  const s = c.nlu.slots;
  const callback = c.nlu.intent === 'request_callback' || !!s.callback;
  if (s.message) return finishMessage(c, s.message, !!s.urgent, callback || true);
  c.state.message = { text: '', urgent: !!s.urgent, callback: true };
  c.state.stage = 'message';
  c.state.expecting = 'message';
  return {
    reply: say(lang(c), 'Oczywiście. Co mam przekazać?', 'Of course. What message should I pass on?'),
  };
}

const DEPARTMENT_WORDS: Record<string, string[]> = {
  reception: ['recepcj', 'rejestrac', 'reception', 'front'],
  doctor: ['lekarz', 'doktor', 'doctor', 'physician', 'dentyst', 'dentist'],
  service: ['serwis', 'service', 'warsztat', 'mechani', 'workshop'],
  accounting: ['ksiegow', 'accounting', 'accountant', 'rozlicz', 'faktur', 'invoice', 'billing'],
  manager: ['kierown', 'manager', 'szef', 'wlasciciel', 'owner', 'dyrektor'],
  sales: ['sprzedaz', 'handlow', 'sales', 'oferta', 'offer'],
};

function stemMatch(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length, 6);
  return n >= 4 && a.slice(0, n) === b.slice(0, n);
}

/** The department the caller asked for (by the NLU's department key, its name or keywords), with a number to transfer to. */
function findDepartment(c: Ctx) {
  const dep = c.nlu.slots.department;
  const callerWords = fold(c.text)
    .split(' ')
    .filter((w) => w.length >= 4);
  const wanted = [
    ...(dep ? (DEPARTMENT_WORDS[dep.key] ?? []) : []),
    ...(dep ? fold(dep.text).split(' ') : []),
  ];
  let best: { d: TenantSnapshot['departments'][number]; score: number } | null = null;
  for (const d of c.tenant.departments) {
    if (!d.transferNumber) continue;
    const words = fold([d.name, ...d.keywords].join(' '))
      .split(' ')
      .filter((w) => w.length >= 4);
    let score = 0;
    if (wanted.some((w) => words.some((x) => stemMatch(w, x)))) score += 2;
    if (callerWords.some((w) => words.some((x) => stemMatch(w, x)))) score += 1;
    if (score > 0 && (!best || score > best.score)) best = { d, score };
  }
  return best?.d ?? null;
}

function transfer(c: Ctx): Step {
  const l = lang(c);
  const emergency = c.nlu.intent === 'emergency';
  const d = findDepartment(c);
  const number = d?.transferNumber ?? c.tenant.transferNumbers[0] ?? null;
  const safety = emergency
    ? say(
        l,
        'Jeśli zagrożone jest życie lub zdrowie, proszę natychmiast dzwonić pod numer 112. ',
        'If anyone is in danger, please call 112 right away. ',
      )
    : '';
  if (!number) {
    c.state.message = { text: '', urgent: true, callback: true };
    c.state.stage = 'message';
    c.state.expecting = 'message';
    return {
      reply: `${safety}${say(l, 'Nie mogę teraz nikogo połączyć, ale przekażę pilną wiadomość. Co mam przekazać?', "I can't put you through right now, but I will pass on an urgent message. What should I tell them?")}`,
    };
  }
  c.state.transferTo = number;
  c.state.transferDepartment = d?.name;
  c.state.stage = 'ended';
  return {
    reply: `${safety}${say(l, d ? `Łączę z działem: ${d.name}. Proszę chwilę poczekać.` : 'Łączę z pracownikiem. Proszę chwilę poczekać.', d ? `Putting you through to ${d.name}. One moment, please.` : 'Putting you through to a member of staff. One moment, please.')}`,
    end: { outcome: 'transferred', transferTo: number },
  };
}

function goodbye(c: Ctx): Step {
  c.state.stage = 'ended';
  return {
    reply: say(lang(c), 'Dziękuję za telefon, do widzenia.', 'Thank you for calling, goodbye.'),
    end: { outcome: c.state.outcome ?? 'no_action' },
  };
}

function clarify(c: Ctx): Step {
  const l = lang(c);
  c.state.clarifications += 1;
  if (c.state.clarifications >= 2) {
    c.state.stage = 'offer_message';
    c.state.expecting = 'confirmation';
    return {
      reply: say(
        l,
        'Przepraszam, nadal nie rozumiem. Czy mogę przyjąć wiadomość, żeby ktoś do Pana lub Pani oddzwonił?',
        "I'm sorry, I still don't understand. May I take a message so someone can call you back?",
      ),
    };
  }
  return {
    reply: say(
      l,
      'Przepraszam, nie zrozumiałam. Mogę umówić wizytę, odpowiedzieć na pytanie albo przyjąć wiadomość. W czym mogę pomóc?',
      "Sorry, I didn't catch that. I can book an appointment, answer a question or take a message. How can I help?",
    ),
  };
}

/* ---------------- the turn ---------------- */

const GLOBAL = new Set(['goodbye', 'speak_to_human', 'emergency']);

async function step(c: Ctx): Promise<Step> {
  const { state, nlu } = c;
  const intent = nlu.intent;
  const l = lang(c);
  if (intent === 'repeat') return { reply: state.lastReply };
  if (GLOBAL.has(intent) && !(state.stage === 'message' && intent !== 'goodbye')) {
    return intent === 'goodbye' ? goodbye(c) : transfer(c);
  }
  switch (state.stage) {
    case 'message': {
      const text = (nlu.slots.message ?? c.text).trim();
      if (!text) return { reply: say(l, 'Co mam przekazać?', 'What should I pass on?') };
      const m = state.message ?? { text: '', urgent: false, callback: true };
      return finishMessage(c, text, m.urgent || !!nlu.slots.urgent, m.callback);
    }
    case 'booking_name': {
      if (intent === 'ask_question') break;
      const yesNo = (intent === 'confirm' || intent === 'deny') && !nlu.slots.name;
      const name = yesNo
        ? ''
        : (nlu.slots.name ??
          (c.text.trim().split(/\s+/).length <= 4 ? c.text.trim().replace(/[.!?]+$/, '') : ''));
      if (!name)
        return {
          reply: say(l, 'Przepraszam, jak brzmi imię i nazwisko?', 'Sorry, what is the name, please?'),
        };
      const draft = c.state.booking!;
      c.state.booking = { ...draft, name, ...(nlu.slots.phone ? { phone: nlu.slots.phone } : {}) };
      return book(c);
    }
    case 'offer_message':
      if (intent === 'confirm') {
        state.message = { text: '', urgent: false, callback: true };
        state.stage = 'message';
        state.expecting = 'message';
        return { reply: say(l, 'Proszę powiedzieć, co mam przekazać.', 'Please tell me the message.') };
      }
      if (intent === 'deny') {
        state.stage = 'anything_else';
        state.expecting = undefined;
        return { reply: anythingElse(l) };
      }
      if (nlu.slots.message && intent === 'provide_info')
        return finishMessage(c, nlu.slots.message, !!nlu.slots.urgent, true);
      break;
    case 'booking_pick':
      if (intent === 'ask_question' || intent === 'leave_message' || intent === 'request_callback') break;
      return pickSlot(c);
    case 'booking_when':
      if (intent === 'deny' && !nlu.slots.date && !nlu.slots.dateRange) {
        state.stage = 'anything_else';
        state.booking = undefined;
        state.manage = undefined;
        return { reply: anythingElse(l) };
      }
      if (['provide_info', 'confirm', 'book_appointment', 'unknown'].includes(intent)) {
        const s = nlu.slots;
        if (s.date || s.datetime || s.dateRange || s.soonest || s.time || s.partOfDay) {
          const draft = mergeBooking(state.booking ?? { offered: [] }, nlu, c.tenant.timezone);
          if (!draft.date && !s.dateRange && !s.soonest)
            draft.date =
              DateTime.fromJSDate(c.tools.now(), { zone: c.tenant.timezone }).toISODate() ?? undefined;
          return offer(c, draft, nlu);
        }
        if (s.service) state.booking = { ...(state.booking ?? { offered: [] }), service: s.service };
        return { reply: say(l, 'Na jaki dzień i godzinę?', 'For which day and time?') };
      }
      break;
    case 'verify_code': {
      const v = await verifyTurn(c);
      if (v === null) break;
      if (v !== 'verified') return v;
      // The code is right: what the caller asked for before it is taken up again.
      const resume = state.verification?.resume ?? '';
      state.stage = 'open';
      const again = understand(resume, {
        now: c.tools.now(),
        timezone: c.tenant.timezone,
        language: state.language,
      });
      const next = await step({ ...c, nlu: { ...again, language: state.language }, text: resume });
      return {
        ...next,
        reply: `${say(l, 'Dziękuję, kod się zgadza. ', 'Thank you, the code is correct. ')}${next.reply}`,
      };
    }
    case 'manage_pick':
      if (intent === 'ask_question' || intent === 'leave_message' || intent === 'request_callback') break;
      if (state.manage) return pickAppointment(c);
      break;
    case 'manage_confirm': {
      if (!state.manage?.target) break;
      const r = await confirmManage(c);
      if (r) return r;
      break;
    }
    case 'anything_else':
      if (intent === 'deny') return goodbye(c);
      if (intent === 'confirm' && Object.keys(nlu.slots).length === 0) {
        state.stage = 'open';
        return { reply: say(l, 'Słucham, w czym mogę pomóc?', 'Sure, how can I help?') };
      }
      break;
    default:
      break;
  }
  switch (intent) {
    case 'book_appointment':
      return startBooking(c);
    case 'reschedule_appointment':
      if (c.tools.findAppointments && c.tools.moveAppointment) return startManage(c, 'reschedule');
      return startBooking(c);
    case 'ask_question':
      return answerQuestion(c);
    case 'leave_message':
    case 'request_callback':
      return takeMessage(c);
    case 'cancel_appointment':
      if (c.tools.findAppointments && c.tools.cancelAppointment) return startManage(c, 'cancel');
      state.message = { text: '', urgent: false, callback: true };
      state.stage = 'message';
      state.expecting = 'message';
      return {
        reply: say(
          l,
          'Przekażę prośbę o odwołanie wizyty. Proszę podać imię, nazwisko i termin wizyty.',
          'I will pass on the cancellation. Please tell me your name and the date of the appointment.',
        ),
      };
    case 'greeting':
      return { reply: helloAgain(l, c.state.callerName) };
    case 'provide_info':
      if (nlu.slots.date || nlu.slots.datetime || nlu.slots.dateRange) return startBooking(c);
      return clarify(c);
    default:
      return clarify(c);
  }
}

export function newState(
  callerNumber: string | null,
  startedAt: Date,
  language: Language = 'pl',
): DialogueState {
  return {
    language,
    stage: 'open',
    unanswered: [],
    answered: [],
    clarifications: 0,
    callerNumber,
    startedAt: startedAt.toISOString(),
    lastReply: '',
    cues: { positive: 0, negative: 0 },
    transcript: [],
  };
}

export const deterministicBrain: Brain = {
  name: 'deterministic',

  greet(tenant, state) {
    const reply = openingGreeting(tenant.businessName, state.callerName, tenant.voice);
    state.lastReply = reply;
    state.transcript.push({ role: 'assistant', text: reply, at: state.startedAt });
    return reply;
  },

  async nextTurn(tenant, prev, callerText, tools): Promise<TurnResult> {
    const state: DialogueState = structuredClone(prev);
    const text = callerText.slice(0, 1000);
    const at = tools.now().toISOString();
    state.transcript.push({ role: 'caller', text, at });
    const nlu = understand(text, {
      now: tools.now(),
      timezone: tenant.timezone,
      language: state.language,
      expecting: state.expecting,
    });
    state.language = nlu.language;
    const cues = sentimentCues(text);
    state.cues.positive += cues.positive;
    state.cues.negative += cues.negative;
    if (nlu.intent !== 'unknown') state.clarifications = 0;
    const out = await step({ tenant, state, tools, nlu, text });
    state.lastReply = out.reply;
    state.transcript.push({ role: 'assistant', text: out.reply, at: tools.now().toISOString() });
    if (out.end) state.stage = 'ended';
    return { reply: out.reply, state, ...(out.end ? { end: out.end } : {}) };
  },
};
