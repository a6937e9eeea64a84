/**
 * The built-in brain: rules over the NLU's intents and slots, no external service. Booking goes
 * through `tools.book` (the appointments service, whose exclusion constraint prevents double
 * booking); answers come only from `tools.answer` (FAQ and knowledge base).
 */
import { DateTime } from 'luxon';
import { confirmsWhatWasSaid } from '../nlu/closing.js';
import { type Language, languageAskedFor, spokenName, understand } from '../nlu/index.js';
import { nameAndNumber, splitOffNumbers } from '../nlu/phone-words.js';
import { wantsNothing } from '../nlu/requests.js';
import { bareNameAnswer, detailsInAnswer, withoutAgreement } from '../nlu/yes-and-name.js';
import {
  book,
  changeAfterPick,
  mergeBooking,
  offer,
  pickSlot,
  relativeShift,
  startBooking,
} from './booking.js';
import { changeAfterBooking, swapsService, vagueDirection } from './booking-change.js';
import { selfAnsweredDetails } from './booking-details.js';
import { compoundTurn } from './compound.js';
import { dayFollowingHours } from './follow-up.js';
import { confirmManage, pickAppointment, startManage } from './manage.js';
import { answerManageOffer } from './manage-message.js';
import { contentSaidBefore } from './message-details.js';
import { reasonAnswered } from './messages.js';
import { holdOff, questionAfterYes, readWithoutRuledOut } from './offer-answer.js';
import {
  answerInfoQuestion,
  answerQuestion,
  clarify,
  finishMessage,
  finishPendingMessage,
  goodbye,
  takeMessage,
  transfer,
} from './questions.js';
import { serviceWanted } from './service-said.js';
import { anythingElse, type Ctx, lang, type Step } from './step.js';
import { fold, helloAgain, openingGreeting, say, sentimentCues } from './texts.js';
import type { Brain, DialogueState, TurnResult } from './types.js';
import { verifyTurn } from './verification.js';
import { noteTurn, wishResumed } from './wish-resumed.js';

// The rules are in one file per area (`booking.ts`, `questions.ts`, `manage.ts`, `verification.ts`)
// over `step.ts`; these re-exports keep the names the other rules import from here.
export { mergeBooking, offer, ordinal } from './booking.js';
export { anythingElse, type Ctx, lang, localDate, localTime, type Step } from './step.js';

/* ---------------- the turn ---------------- */

const GLOBAL = new Set(['goodbye', 'speak_to_human', 'emergency']);

async function step(c: Ctx): Promise<Step> {
  const { state, nlu } = c;
  const intent = nlu.intent;
  const l = lang(c);
  if (intent === 'repeat') return { reply: state.lastReply };
  // The name and number asked for before a message is confirmed: whatever the answer, the message.
  if (
    state.stage === 'message' &&
    state.message?.pending !== undefined &&
    !['speak_to_human', 'emergency'].includes(intent)
  )
    return finishPendingMessage(c);
  if (GLOBAL.has(intent) && !(state.stage === 'message' && intent !== 'goodbye')) {
    return intent === 'goodbye' ? goodbye(c) : transfer(c);
  }
  switch (state.stage) {
    case 'message': {
      const text = (nlu.slots.message ?? c.text).trim();
      if (!text) return { reply: say(l, 'Co mam przekazać?', 'What should I pass on?') };
      // "W jakiej sprawie mamy oddzwonić?" answered: the request and its matter.
      const matter = reasonAnswered(c, text);
      if (matter) return matter;
      const m = state.message ?? { text: '', urgent: false, callback: true };
      // Only who and where to call, after a request that said what about: that request too.
      const before = contentSaidBefore(c, text);
      return finishMessage(
        c,
        before ? `${before} ${text}` : text,
        m.urgent || !!nlu.slots.urgent,
        m.callback,
      );
    }
    case 'booking_name': {
      // "Let me think about it first": nothing booked.
      const held = holdOff(c);
      if (held) return held;
      // "A jednak wolałbym w piątek o 15", "o godzinę później": a new time, offered again.
      readWithoutRuledOut(c);
      const changed = changeAfterPick(c);
      if (changed) return changed;
      c.nlu = nlu;
      // "Anna Kowalska, mój numer to 501 234 567": the name and the number said together.
      // "Tak, zgadza się. Irena Walczak.": the yes before the name is no part of it.
      const said = withoutAgreement(c.text);
      const both = nameAndNumber(said);
      if (both.phone) nlu.slots.phone = both.phone;
      // "Na Agnieszkę Wójcik", "Price. John Price.": only a name, whatever words it is made of.
      // "Krzysztof Woźniak… a nie, wizyta jest dla syna. Tymon Woźniak": the name said last.
      const spoken =
        c.text.includes('?') || !said
          ? undefined
          : (spokenName(splitOffNumbers(said).rest) ?? detailsInAnswer(said).name);
      if (intent === 'ask_question' && !spoken) break;
      const yesNo = (intent === 'confirm' || intent === 'deny') && !nlu.slots.name;
      const name =
        spoken ??
        (yesNo
          ? ''
          : ((both.phone ? both.name : undefined) ??
            nlu.slots.name ??
            (c.text.trim().split(/\s+/).length <= 4 ? c.text.trim().replace(/[.!?]+$/, '') : '')));
      if (!name)
        return {
          reply: say(l, 'Przepraszam, jak brzmi imię i nazwisko?', 'Sorry, what is the name, please?'),
        };
      const draft = c.state.booking!;
      c.state.booking = { ...draft, name, ...(nlu.slots.phone ? { phone: nlu.slots.phone } : {}) };
      return book(c);
    }
    case 'offer_message': {
      // A cancellation or a move passed on (no appointment on this number): the name and number.
      if (state.message?.pending !== undefined) {
        const taken = answerManageOffer(c);
        if (taken) return taken;
      }
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
    }
    case 'booking_pick':
      {
        // "Wstrzymam się jeszcze", "I'll hold off for now": the offer declined, nothing booked.
        const held = holdOff(c);
        if (held) return held;
      }
      // "I can't do 10, I have a meeting. Is 12 free?": a time ruled out and another asked.
      if (readWithoutRuledOut(c)) return pickSlot(c);
      {
        // "Tak, ale najpierw: ile to kosztuje?": the question answered, the offer asked again.
        const asked = questionAfterYes(c);
        if (asked) return answerQuestion({ ...c, nlu: asked });
      }
      // "O godzinę później", "anything earlier?": about the times offered, even said as a question.
      if (relativeShift(c.text) !== null || vagueDirection(c.text) !== null || swapsService(c))
        return pickSlot(c);
      // "Hannah Price" to "does that suit you?": a name said alone is no question (of price).
      if (intent === 'ask_question' && !c.text.includes('?') && bareNameAnswer(c.text)) return pickSlot(c);
      {
        // "A musi być pełne nazwisko? No dobrze: Zofia Krawczyk.": the name given to the offer.
        const answered = intent === 'ask_question' ? selfAnsweredDetails(c) : null;
        if (answered) return pickSlot(answered);
      }
      if (intent === 'ask_question' || intent === 'leave_message' || intent === 'request_callback') break;
      return pickSlot(c);
    case 'booking_when':
      {
        // "To jeszcze poczekamy", "zadzwonię, jak będę znał grafik": nothing booked.
        const held = holdOff(c);
        if (held) return held;
      }
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
    case 'open':
    case 'anything_else': {
      // "A jednak w piątek", "pomyliłem się, 502 a nie 501": the appointment just booked changed.
      const changed = await changeAfterBooking(c);
      if (changed) return changed;
      // "Tak." to "anything else?", then "Nie." to "how can I help?": nothing more is wanted.
      const spokeBefore = state.transcript.filter((t) => t.role === 'caller').length > 1;
      if ((state.stage === 'anything_else' || spokeBefore) && wantsNothing(fold(c.text))) return goodbye(c);
      // "A w sobotę też?" right after the hours: that day's hours, not a booking.
      const day = dayFollowingHours(c, nlu);
      if (day) return answerQuestion(c, day);
      // "Are you open on Sunday? I need a check-up." answered, then "Fine, Monday at 8:30": booked.
      const resumed = wishResumed(c);
      if (resumed) return startBooking({ ...c, nlu: resumed });
      if (state.stage === 'open') break;
      if (intent === 'deny') return goodbye(c);
      if (intent === 'confirm' && Object.keys(nlu.slots).length === 0) {
        // "Yes, that's right" after a booking read back: what was said is confirmed, no more help asked.
        if (confirmsWhatWasSaid(fold(c.text)))
          return { reply: `${say(l, 'Świetnie.', 'Great.')} ${anythingElse(l)}` };
        state.stage = 'open';
        return { reply: say(l, 'Słucham, w czym mogę pomóc?', 'Sure, how can I help?') };
      }
      break;
    }
    default:
      break;
  }
  // "Ile kosztuje przegląd? I od razu bym się zapisał na piątek", "czy jest parking i czy można
  // płacić kartą?": each question answered, then the booking goes on.
  if (state.stage === 'open' || state.stage === 'anything_else') {
    const both = await compoundTurn(c);
    if (both) return both;
  }
  if (nlu.slots.infoQuestion) {
    const answered = await answerInfoQuestion(c);
    if (answered) return answered;
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

/** A question about a service's price or length ("ile kosztuje wybielanie?"): not a need said. */
const RE_ASKS_ABOUT_IT = /\b(?:ile|how much|how long|jak dlugo|cost\w*|price\w*|cen\w*|koszt\w*|trwa|take)\b/;

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
    // A name said alone ("Małgorzata Żółć" in an English call) does not change the language.
    if (!(state.stage === 'booking_name' && spokenName(text))) state.language = nlu.language;
    else nlu.language = state.language;
    // "Dzień dobry... sorry, do you speak English?": the language asked for is the call's.
    const asked = languageAskedFor(fold(text));
    if (asked) state.language = nlu.language = asked;
    // The tenant's own services, by name or alias: the booking gets the service's name (and so
    // its length); words that name none of them are not a service of this business.
    // What this turn says of a visit, kept for the turns after it (wish-resumed.ts).
    const said = { intent: nlu.intent, date: nlu.slots.date, named: !!nlu.slots.service };
    if (tenant.services?.length) {
      // "Higienizacja zamiast wybielania", "a cleaning, not whitening", "albo nie, higienizacja": the one wanted.
      const svc = serviceWanted(tenant.services, text);
      said.named ||= !!svc;
      if (svc) nlu.slots.service = svc;
      else delete nlu.slots.service;
      if (svc && !state.booking?.service && !RE_ASKS_ABOUT_IT.test(fold(text))) state.serviceSaid = svc;
    }
    const cues = sentimentCues(text);
    state.cues.positive += cues.positive;
    state.cues.negative += cues.negative;
    if (nlu.intent !== 'unknown') state.clarifications = 0;
    const out = await step({ tenant, state, tools, nlu, text });
    noteTurn(state, said.intent, said.date, said.named);
    state.lastReply = out.reply;
    state.transcript.push({ role: 'assistant', text: out.reply, at: tools.now().toISOString() });
    if (out.end) state.stage = 'ended';
    return { reply: out.reply, state, understood: nlu, ...(out.end ? { end: out.end } : {}) };
  },
};
