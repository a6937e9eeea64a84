/**
 * A turn that says two things at once, as people do on the phone: a question and a booking ("ile
 * kosztuje przegląd? I od razu bym się zapisał na piątek na dziewiątą", "Can I book a cleaning
 * on Friday at 10? And is there parking?"), two questions ("mam dwa pytania: czy jest parking i
 * czy można płacić BLIK-iem?", "Do you take cards? And is there parking?"), or a question put
 * inside a booking wish ("chcę umówić córkę na pierwszą wizytę, ma dwa lata, czy to już można?",
 * "I'd like to book, but first: if I cancel the day before, do I pay anything?"). Each question is
 * answered on its own, from the business's knowledge only (one it does not know is said so and
 * kept as missed), and the booking goes on after the answers: with the day and time said, or
 * asked for. A part that asks for another action (a cancellation, a move, a message, a transfer)
 * leaves the turn to the usual rules.
 */

import { putsBookingOff } from '../nlu/booking-or-question.js';
import { statesAppointment } from '../nlu/clauses.js';
import {
  announcesQuestions,
  conditionalQuestion,
  leansOnBefore,
  putAsQuestion,
  turnParts,
  withoutBookingRequest,
} from '../nlu/compound.js';
import { type NluResult, understand } from '../nlu/index.js';
import { holdsOff } from '../nlu/offer-answer.js';
import { asksPriceOf, priceOfBookedService } from './booked-service.js';
import { startBooking } from './booking.js';
import { relativeShift, vagueDirection } from './booking-change.js';
import { keysOf, serviceNameKeys } from './match.js';
import { answerQuestion } from './questions.js';
import { callQuestion } from './questions.meta.js';
import { serviceWanted } from './service-said.js';
import { anythingElse, type Ctx, lang, type Step, saysWhen } from './step.js';
import { fold, say } from './texts.js';

type Kind = 'ask' | 'book' | 'act' | 'other';
interface Part {
  text: string;
  nlu: NluResult;
  kind: Kind;
}

/** Intents of the whole turn this reading may take up (an act of another kind keeps its rules). */
const TURN_INTENTS = new Set([
  'ask_question',
  'book_appointment',
  'cancel_appointment',
  'reschedule_appointment',
  'provide_info',
  'unknown',
]);
/** A part asking for one of these is a request of its own: the turn is left to the usual rules. */
const ACTS = new Set([
  'cancel_appointment',
  'reschedule_appointment',
  'leave_message',
  'request_callback',
  'speak_to_human',
  'emergency',
  'goodbye',
]);
/** What is asked of a subject, not a subject ("how much?", "how long?", "free?"). */
const ATTRIBUTES = new Set(['price', 'free', 'extra', 'included', 'duration']);

/** A question with a subject of its own ("czy jest parking", "can I pay by card"), not "ile to trwa?". */
const hasSubject = (text: string) =>
  [...keysOf(text).values()].some((k) => !k.weak && !ATTRIBUTES.has(k.key));

/** A language named ("po angielsku", "is English okay?"). */
const RE_LANGUAGE_NAMED = /\b(?:po polsku|po angielsku|angielsk\w*|polsk\w*|english|polish)\b/;

/** The conditional mood of a wish ("bym się zapisał", "zapisałabym się", "I'd book"). */
const RE_WISH = /(?:bym|bysmy)\b|\bby\b|\bi'?d\b|\bi would\b/;

function kindOf(text: string, nlu: NluResult): Kind {
  // "Mam dwa pytania"; "na razie nie chcę się zapisywać", "to jeszcze poczekam": nothing asked for.
  if (announcesQuestions(text) || putsBookingOff(text) || holdsOff(text)) return 'other';
  const intent = nlu.intent;
  // "Jak odwołam dzień wcześniej, to coś płacę?", "if I cancel, do I pay?": asked, not requested
  // ("jeśli macie coś w piątek, to czy mogę o dziesiątej?" asks for a time: a booking).
  if (conditionalQuestion(text)) return intent === 'book_appointment' && saysWhen(nlu.slots) ? 'book' : 'ask';
  // "Do kiedy można odwołać wizytę?": a question for information; "czy mogę odwołać?" is a request.
  if ((intent === 'cancel_appointment' || intent === 'reschedule_appointment') && nlu.slots.infoQuestion)
    return nlu.slots.infoQuestion === 'wh' ? 'ask' : 'act';
  if (ACTS.has(intent)) return 'act';
  if (intent === 'ask_question') return putAsQuestion(text) ? 'ask' : 'other';
  // "Mam wizytę w piątek.": an appointment the caller has, said as the scene of the question.
  // "Bym się zapisał", "zapisałabym się": a wish, not what was done.
  if (intent === 'book_appointment')
    return statesAppointment(fold(text)) && !RE_WISH.test(fold(text)) ? 'other' : 'book';
  return 'other';
}

/**
 * The answer to one part, as `answerQuestion` finds it (the FAQ, the knowledge, the services, the
 * hours), read on a copy of the state: null when nothing answers it. `scene` is what the matcher
 * may read when the part alone finds nothing ("czy to już można?" leans on "córkę…, ma dwa lata").
 */
async function answerPart(c: Ctx, part: Part, scene: string): Promise<string | null> {
  const l = lang(c);
  const question = part.text.replace(/[\s?.!]+$/, '');
  const { infoQuestion: _info, ...slots } = part.nlu.slots;
  const nlu: NluResult = {
    ...part.nlu,
    language: c.nlu.language,
    intent: 'ask_question',
    slots: {
      ...slots,
      question,
      faqTopic: slots.faqTopic ?? 'other',
      ...(slots.service || !c.nlu.slots.service ? {} : { service: c.nlu.slots.service }),
    },
  };
  const state = structuredClone(c.state);
  state.stage = 'open';
  state.expecting = undefined;
  state.booking = undefined;
  state.answered = [];
  state.unanswered = [];
  const r = await answerQuestion({ ...c, state, nlu, text: scene });
  if (state.answered.length === 0) return null;
  const tail = anythingElse(l);
  return (r.reply.endsWith(tail) ? r.reply.slice(0, -tail.length) : r.reply).trim();
}

/** "Co do pytania „czy jest winda?”: niestety nie mam tej informacji…": one question not known. */
function notKnown(c: Ctx, part: Part): string {
  const q = `${part.text
    .replace(/^(?:(?:i|a|oraz|ale|and|but|also|plus)[\s,]+)+/i, '')
    .replace(/[\s?.!]+$/, '')}?`;
  return say(
    lang(c),
    `Co do pytania „${q}”: niestety nie mam tej informacji, przekażę je dalej.`,
    `As for "${q}": I'm sorry, I don't have that information; I will pass the question on.`,
  );
}

interface Answers {
  said: string[];
  answered: number;
  missed: Part[];
  /** Answers that were the price of the visit being booked ("…for Friday at 10. How much does it cost?"). */
  ofBooking?: number;
}

/** Each question answered in turn; one not known said so (when it asks of something). */
async function answerAll(c: Ctx, asks: Part[], scene: (p: Part) => string): Promise<Answers> {
  const said: string[] = [];
  const missed: Part[] = [];
  let answered = 0;
  for (const p of asks) {
    const a = await answerPart(c, p, scene(p));
    if (a) {
      answered += 1;
      if (!said.includes(a)) said.push(a);
    } else if (hasSubject(p.text) || conditionalQuestion(p.text)) {
      missed.push(p);
      said.push(notKnown(c, p));
    }
  }
  return { said, answered, missed };
}

/** The answers kept in the call: the turn answered, each question not known kept as missed. */
function record(c: Ctx, r: Answers): void {
  if (r.answered > 0) {
    c.state.answered.push(c.text.trim());
    // The price of the visit being booked is part of the booking, as when asked at its offer.
    if (c.state.outcome !== 'booked' && r.answered > (r.ofBooking ?? 0)) c.state.outcome = 'answered_faq';
  }
  for (const p of r.missed) c.state.unanswered.push(p.text.trim());
}

/** Two or more questions, nothing else asked for: each answered. Null when none is known. */
async function severalQuestions(c: Ctx, asks: Part[]): Promise<Step | null> {
  // Each question alone: the whole turn would lend one question's answer to the other.
  const r = await answerAll(c, asks, (p) => p.text);
  // Nothing known: the usual "I don't know" for the whole turn.
  if (r.answered === 0) return null;
  // One not known while the turn read whole is answered: the parts were one question in several
  // sentences (the later one going on with the first); the usual rules answer it whole.
  if (r.missed.length > 0) {
    const whole: Part = { text: c.nlu.slots.question ?? c.text, nlu: c.nlu, kind: 'ask' };
    if (await answerPart(c, whole, c.text)) return null;
  }
  record(c, r);
  c.state.stage = 'anything_else';
  c.state.expecting = undefined;
  return { reply: `${r.said.join(' ')} ${anythingElse(lang(c))}` };
}

/**
 * A question (or more) and a booking: the answers, then the booking goes on (the day and time
 * said offered; none said: asked, leaving the caller free to decline after the answer).
 */
async function questionAndBooking(c: Ctx, parts: Part[], asks: Part[]): Promise<Step | null> {
  const l = lang(c);
  // One question may lean on the booking wish ("chcę umówić córkę…, ma dwa lata, czy to już można?"):
  // the turn without the words that ask for the booking is what it is matched with.
  const scene = asks.length === 1 ? withoutBookingRequest(c.text) : null;
  const r = await answerAll(c, asks, (p) => scene ?? p.text);
  if (r.answered === 0 && r.missed.length === 0) return null;
  const rest = parts.filter((p) => p.kind !== 'ask');
  const text = rest.map((p) => p.text).join(' ');
  const said = understand(text, { now: c.tools.now(), timezone: c.tenant.timezone, language: lang(c) });
  const slots = { ...said.slots };
  delete slots.question;
  delete slots.infoQuestion;
  delete slots.faqTopic;
  // The service the booking part names, else the one the turn names ("ile kosztuje przegląd? I od
  // razu bym się zapisał…"), else none.
  const services = c.tenant.services ?? [];
  const service = services.length
    ? (serviceWanted(services, text) ?? c.nlu.slots.service)
    : said.slots.service;
  if (service) slots.service = service;
  else delete slots.service;
  // "W piątek jesteście do której? Chciałbym przyjść o piątej": the day of the question.
  if (!slots.date && !slots.datetime && !slots.dateRange && slots.time) {
    const day = asks.find((p) => p.nlu.slots.date)?.nlu.slots.date;
    if (day) slots.date = day;
  }
  // A booking said with its day ("…for Friday at 10. How much does it cost?"): the price of its
  // service is the booking's; without a day ("a check-up sometime. What does it cost?") it is a
  // question answered.
  if (service && r.missed.length === 0 && saysWhen(slots)) {
    const withService = { ...c, nlu: { ...c.nlu, slots: { ...c.nlu.slots, service } } };
    r.ofBooking = asks.filter(
      (p) => priceOfBookedService(withService, p.text) !== null || asksPriceOf(c, p.text, p.nlu, service),
    ).length;
  }
  record(c, r);
  const nlu: NluResult = { ...said, language: c.nlu.language, intent: 'book_appointment', slots };
  const next = await startBooking({ ...c, nlu, text });
  // No day said: the booking offered, the caller free to decline after what they heard.
  const reply =
    c.state.stage === 'booking_when' && !saysWhen(slots)
      ? say(
          l,
          'Czy umówić wizytę? Jeśli tak, proszę powiedzieć, na kiedy.',
          'Shall I book an appointment? If so, when would suit you?',
        )
      : next.reply;
  return { ...next, reply: `${r.said.join(' ')} ${reply}` };
}

/**
 * A question of the booking itself: when, earlier or later, or a service of the business alone,
 * also one named only with the words before it (`before`: "My teeth have gone yellow, could you
 * make them whiter?").
 */
function ofTheBooking(c: Ctx, p: Part, before?: Part): boolean {
  if (conditionalQuestion(p.text) && !saysWhen(p.nlu.slots)) return false;
  if (saysWhen(p.nlu.slots) || vagueDirection(p.text) !== null || relativeShift(p.text) !== null) return true;
  if (RE_PROPOSES.test(fold(p.text))) return true;
  const keys = [...keysOf(p.text).values()];
  if (keys.some((k) => ATTRIBUTES.has(k.key))) return false;
  const services = c.tenant.services ?? [];
  const named = serviceNameKeys(services);
  // Read with the part before it, the part names a service and nothing else of its own.
  if (before && leansOnBefore(p.text) && serviceWanted(services, `${before.text} ${p.text}`)) {
    const had = keysOf(before.text);
    const added = [...keysOf(`${before.text} ${p.text}`).values()].filter((k) => !k.weak && !had.has(k.key));
    if (added.every((k) => named.has(k.key))) return true;
  }
  const strong = keys.filter((k) => !k.weak);
  return strong.length > 0 && strong.every((k) => named.has(k.key));
}
/** "A może…", "albo…", "or maybe…", "how about…": a proposal, not a question. */
const RE_PROPOSES =
  /^(?:(?:a|i|no|to|and|so|or|well)[\s,]+)*(?:moze|albo|lub|czy moze|a moze|or|maybe|perhaps|how about|what about)\b/;

/**
 * The turn read part by part (in the open stages only): a Step when it holds a question beside a
 * booking, or two questions; null otherwise (the usual rules take the turn).
 */
export async function compoundTurn(c: Ctx): Promise<Step | null> {
  if (!TURN_INTENTS.has(c.nlu.intent)) return null;
  const texts = turnParts(c.text);
  if (texts.length < 2) return null;
  const ctx = { now: c.tools.now(), timezone: c.tenant.timezone, language: lang(c) };
  const parts: Part[] = texts.map((text) => {
    const nlu = understand(text, ctx);
    return { text, nlu, kind: kindOf(text, nlu) };
  });
  if (parts.some((p) => p.kind === 'act')) return null;
  // "I don't speak Polish, is English okay? …": the call's language keeps its rules.
  if (RE_LANGUAGE_NAMED.test(fold(c.text))) return null;
  // "Is this the Uśmiech clinic? Do you treat kids?": a question of the call itself keeps its rules.
  if (parts.some((p) => p.kind === 'ask' && callQuestion(p.text, c.tenant.businessName, lang(c))))
    return null;
  const asks = parts.filter((p) => p.kind === 'ask');
  if (asks.length === 0) return null;
  if (parts.some((p) => p.kind === 'book')) {
    // Beside a booking, a question of when or of which service ("anything earlier?", "a może w
    // czwartek?", "albo lepiej higienizacja?") is part of the booking, not a question to answer.
    for (const p of asks) if (ofTheBooking(c, p, parts[parts.indexOf(p) - 1])) p.kind = 'book';
    const left = parts.filter((p) => p.kind === 'ask');
    return left.length > 0 ? questionAndBooking(c, parts, left) : null;
  }
  if (asks.length < 2) return null;
  // "Ile kosztuje przegląd i ile trwa?": a question without a subject of its own asks of the service
  // the turn names.
  const services = c.tenant.services ?? [];
  const named = services.length ? serviceWanted(services, c.text) : undefined;
  const full = asks.map((p) =>
    hasSubject(p.text) || !named ? p : { ...p, text: `${p.text.replace(/[\s?.!]+$/, '')} ${named}?` },
  );
  // Each a question of its own: a later one that leans on another ("Can I bring my daughter? Could
  // you check her as well?") is one question in several sentences, left whole.
  if (full.every((p, i) => hasSubject(p.text) && (i === 0 || p !== asks[i] || !leansOnBefore(p.text))))
    return severalQuestions(c, full);
  return null;
}
