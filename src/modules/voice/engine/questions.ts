/** Questions and transfers in the built-in brain, and the goodbye and the clarification. */

import { DAY_THEN_WORKING, LATE_VISITS } from '../nlu/entities.js';
import type { Language } from '../nlu/index.js';
import { formatDateList } from '../nlu/index.js';
import { priceOfBookedService } from './booked-service.js';
import { findDepartment } from './departments.js';
import { followUpAnswer } from './follow-up.js';
import { hoursReply } from './hours-reply.js';
import { foldWords, keysOf, recogniseService, serviceNameKeys } from './match.js';
import { callQuestion } from './questions.meta.js';
import { serviceAskedAlone, serviceDurationAsked, servicePriceAsked } from './service-asked.js';
import { anythingElse, type Ctx, lang, type Step } from './step.js';
import { exceptionOn, fold, say, serviceName, speakException, spokenPrice } from './texts.js';
import type { ServiceOffer } from './types.js';
import { whoDoes } from './who-does.js';

// The messages are in `messages.ts`; these re-exports keep the names the other rules import from here.
export { finishMessage, finishPendingMessage, messageWithCallback, takeMessage } from './messages.js';

/* ---------------- questions, transfers ---------------- */

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
    if (b.offered.length === 1)
      return say(
        l,
        `Wracając do rezerwacji: mogę zaproponować ${list}. Czy ten termin pasuje?`,
        `Back to the booking: I can offer ${list}. Does that suit you?`,
      );
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

/** The services offered, with their length and price, as the receptionist says them. */
export function listServices(services: ServiceOffer[], l: Language): string {
  const one = (x: ServiceOffer) => {
    const parts = [say(l, `${x.durationMinutes} minut`, `${x.durationMinutes} minutes`)];
    if (x.pricePln !== null) parts.push(spokenPrice(x.pricePln));
    return `${serviceName(x, l)} (${parts.join(', ')})`;
  };
  const list = [...services]
    .sort((a, b) => serviceName(a, l).localeCompare(serviceName(b, l), l))
    .slice(0, 12)
    .map(one)
    .join(', ');
  return say(l, `Oferujemy: ${list}.`, `We offer: ${list}.`);
}

/**
 * "Jakie usługi oferujecie?", "what do you offer?": the list. "Czy oferujecie wybielanie?": that
 * service. "Do you offer X?" where X is none of the services: null (not a list of the others).
 */
function servicesAsked(
  services: ServiceOffer[],
  question: string,
  l: Language,
  topic?: string,
): string | null {
  const asked = keysOf(question);
  // "Co u was można zrobić?", "what can I get done?": the NLU's topic asks the list too.
  if (services.length === 0 || !(asked.has('services') || topic === 'services')) return null;
  const others = [...asked.values()].filter((k) => !k.weak && k.key !== 'services' && k.key !== 'price');
  // "Jakie macie usługi i ile kosztują?": the list says each price.
  if (others.length === 0) return listServices(services, l);
  if (asked.has('price')) return null;
  const offer = serviceAskedAlone(services, question, others);
  return offer ? listServices([offer], l) : null;
}

/**
 * The question as the matcher reads it: the NLU's question with the caller's closing question
 * mark put back (the NLU drops it) when it says more than one sentence or clause, so that the
 * matcher can tell the question from the sentences around it ("Leczenie wyjdzie drogo. Mogę to
 * spłacać co miesiąc?").
 */
function asked(question: string, said: string): string {
  const q = question.trim();
  // A question of one sentence is passed on as the NLU gave it (a data source may be asked it).
  return said.trim().endsWith('?') && !q.endsWith('?') && /[.?!:,]\s/.test(q) ? `${q}?` : question;
}

/**
 * The opening hours are asked: the NLU's topic, or the question's words when they ask nothing
 * else ("what are your opening times?", a day aside), or a day and working on it ("czy
 * przyjmujecie w weekendy?").
 */
function asksHours(question: string, topic: string | undefined): boolean {
  const keys = keysOf(question);
  const others = [...keys.values()].filter((k) => !k.weak && !DAY_KEYS.has(k.key));
  // "Bony na wybielanie… kupić mamie na święta": a holiday said as the occasion of something else
  // asked does not ask the hours ("a w święta jesteście otwarci?", "what about Christmas?" do).
  if (topic === 'hours')
    return (
      RE_OPEN_WORDS.test(fold(question)) ||
      others.every((k) => k.key === 'hours' || k.key === 'staff' || RE_HOLIDAY.test(k.key))
    );
  if (keys.has('hours')) return others.every((k) => k.key === 'hours');
  // "Czy pracujecie w soboty?", "do you see patients at weekends?": a day and working on it.
  return (
    [...DAY_KEYS].some((k) => keys.has(k)) &&
    others.every((k) => k.key === 'staff') &&
    RE_WORKING.test(fold(question))
  );
}
const DAY_KEYS = new Set(['weekend', 'weekday']);
/** Words of the hours topic other than a holiday's name (`faqTopic` in nlu/entities.ts). */
const RE_OPEN_WORDS = new RegExp(
  String.raw`\b(?:godzin\w* (?:otwarcia|pracy)|czynn\w*|otwar\w*|otwieracie|zamykacie|(?:przyjmuj|pracuj)\w* (?:w|we) |${DAY_THEN_WORKING}|do ktorej|od ktorej|w jakich godzinach|hours|open\w*|close|closes|closing|closed|${LATE_VISITS})\b`,
);
/** Keys of a holiday's name ("święta", "Wielkanoc", "Christmas"). */
const RE_HOLIDAY = /^(?:swiet|swiat|christma|holiday|easter|wielkan)/;
const RE_WORKING = /\b(?:pracuj\w*|przyjmuj\w*|czynn\w*|otwar\w*|open|work\w*|see patients)\b/;

/** The caller drops what they were doing ("never mind", "a właściwie nieważne"). */
const RE_NEVER_MIND =
  /\b(?:never ?mind|forget (?:it|the booking|about (?:it|the booking))|niewazne|nie wazne|jednak nie|nie trzeba)\b/;

/**
 * "Czy trzeba się zapisać na przegląd?", "jak się zapisać na higienizację?": the booking of a
 * service asked about (a yes/no, or any question with a word of booking): its only subjects are
 * the action and the service, so it is booked, not answered with what is known of the service.
 */
function asksOnlyToBook(question: string, kind: string, services: ServiceOffer[]): boolean {
  const keys = keysOf(question);
  if (kind !== 'yesno' && !keys.has('book')) return false;
  const named = serviceNameKeys(services);
  const rest = [...keys.values()].filter((k) => !k.weak && !ACTION_KEYS.has(k.key));
  return rest.length > 0 && rest.every((k) => named.has(k.key));
}

/** A question of what a visit needs or gives, not a request for one. */
const RE_NOT_A_REQUEST =
  /\b(?:trzeba|nalezy|potrzebn\w*|wymagan\w*|konieczn\w*|powinie\w*|powinn\w*|czy musze|need to|have to|has to|should i|must i|necessary|required|dostane|otrzymam|get (?:a|an|any|some) (?!appointment|booking|slot|visit|time|date)\w+|receive)\b/;

/** Keys of the action words themselves ("odwołać wizytę", "book an appointment"). */
const ACTION_KEYS = new Set(['cancel', 'visit', 'contract', 'book', 'reschedul', 'przeloz', 'przesun']);

/**
 * "Jakie macie zasady odwoływania wizyt? Do kiedy można to zrobić za darmo?": two questions, the
 * second leaning on the first ("to"); when the whole finds nothing, each is asked on its own.
 */
async function eachQuestion(c: Ctx, question: string): Promise<string | null> {
  const parts = question
    .split(/\?\s+/)
    .map((p) => p.trim())
    .filter((p) => p.split(/\s+/).length >= 3);
  if (parts.length < 2) return null;
  for (const p of parts) {
    const a = await c.tools.answer(`${p}?`, lang(c), 'other');
    if (a) return a;
  }
  return null;
}

/**
 * A booking or cancelling intent said as a question for information ("do kiedy mogę odwołać
 * wizytę?", "what should I bring to my appointment?"): answered when the business knows the
 * answer; null (the action goes ahead) otherwise. A yes/no question ("czy mogę odwołać
 * wizytę?") is a question for information only when it asks about more than the action itself
 * ("…bez opłat?").
 */
export async function answerInfoQuestion(c: Ctx): Promise<Step | null> {
  const kind = c.nlu.slots.infoQuestion;
  const question = c.nlu.slots.question;
  if (!kind || !question) return null;
  if (kind === 'yesno' && ![...keysOf(question).keys()].some((k) => !ACTION_KEYS.has(k))) return null;
  const l = lang(c);
  const services = c.tenant.services ?? [];
  if (asksOnlyToBook(question, kind, services)) return null;
  // "A co w ogóle oferujecie? Bo nie wiem, na co się zapisać.": the settings answer too.
  const answer =
    servicesAsked(services, question, l) ??
    serviceDurationAsked(services, question, l) ??
    (await c.tools.answer(asked(question, c.text), l, 'other')) ??
    (await eachQuestion(c, question)) ??
    servicePriceAsked(services, question, l);
  // "Czy na wizytę trzeba przyjść na czczo?", "can I get a sick note after the appointment?": what
  // is needed for a visit or got from it is asked, not a visit: unknown, it is said so (no service
  // of the business named: "czy trzeba się zapisać na przegląd?" books one).
  if (
    !answer &&
    c.nlu.intent === 'book_appointment' &&
    RE_NOT_A_REQUEST.test(fold(question)) &&
    !recogniseService(services, question)
  )
    return answerQuestion(c);
  if (!answer) return null;
  return answerQuestion(c, answer);
}

export async function answerQuestion(c: Ctx, known?: string): Promise<Step> {
  const l = lang(c);
  const said = c.nlu.slots.question ?? c.text;
  // "Czy to pizzeria?", "is this the Uśmiech clinic?", "do you speak English?": the call itself.
  const meta = known ? null : callQuestion(said, c.tenant.businessName, l);
  if (meta && (meta.wrongNumber || !meta.rest)) {
    c.state.stage = meta.wrongNumber ? 'anything_else' : 'open';
    c.state.expecting = undefined;
    return {
      reply: meta.wrongNumber
        ? meta.reply
        : `${meta.reply} ${say(l, 'W czym mogę pomóc?', 'How can I help?')}`,
    };
  }
  const question = meta ? meta.rest : said;
  const topic = c.nlu.slots.faqTopic;
  const tz = c.tenant.timezone;
  const now = c.tools.now();
  // Hours asked for a date with an exception (a holiday, a short day): that answer, before the FAQ.
  const dated =
    topic === 'hours' && c.nlu.slots.date
      ? exceptionOn(c.tenant.hoursExceptions, c.nlu.slots.date)
      : undefined;
  const services = c.tenant.services ?? [];
  // "Who does extractions?": the team's sentence, or not known (never the treatment's price).
  const who = known || meta ? undefined : await whoDoes(c, question, (q) => plainAnswer(c, q));
  if (who === null) return notKnown(c, meta);
  // "A ile to kosztuje?" at an offer: the price of the visit being booked is part of the booking
  // (given up after it, nothing was done), not a question of the business answered.
  const ofIt = known || who || dated ? null : priceOfBookedService(c, question);
  const ofBooking = c.state.stage.startsWith('booking_') ? ofIt : null;
  let answer =
    known ??
    who ??
    (dated
      ? null
      : (servicesAsked(services, question, l, topic) ?? serviceDurationAsked(services, question, l) ?? ofIt));
  if (!answer)
    answer = dated
      ? speakException(dated, l, tz, now)
      : await c.tools.answer(asked(question, c.text), l, topic);
  // The NLU left out what it took for booking context ("My mum is coming in next week and she
  // uses a wheelchair. Will she be able to get in?"): the whole turn, under the same thresholds.
  if (!answer && !dated && !meta && foldWords(c.text).length > foldWords(question).length + 2)
    answer = await c.tools.answer(c.text.trim(), l, topic);
  if (!answer && !dated) answer = servicePriceAsked(services, question, l);
  if (!answer && asksHours(question, topic) && Object.keys(c.tenant.openingHours).length > 0)
    answer = hoursReply(
      c.tenant.openingHours,
      c.tenant.hoursExceptions,
      c.nlu.slots.date,
      l,
      tz,
      now,
      fold(question),
    );
  // "A od jakiej kwoty?" right after an answer: what answered it, when it holds what is asked.
  if (!answer && !meta) answer = (await followUpAnswer(c, question, (q) => plainAnswer(c, q))) ?? null;
  if (answer) {
    c.state.answered.push(c.text.trim());
    if (c.state.outcome !== 'booked' && answer !== ofBooking) c.state.outcome = 'answered_faq';
    // "Actually never mind, do you have parking?": the booking is dropped, the question answered.
    if (RE_NEVER_MIND.test(fold(c.text)) && c.state.stage.startsWith('booking_')) c.state.booking = undefined;
    // A question in the middle of a booking: answered, then back to where the booking was.
    if (meta) answer = `${meta.reply} ${answer}`;
    const resume = c.state.booking ? resumeBooking(c) : null;
    if (resume) return { reply: `${answer} ${resume}` };
    c.state.stage = 'anything_else';
    c.state.expecting = undefined;
    return { reply: `${answer} ${anythingElse(l)}` };
  }
  return notKnown(c, meta);
}

/** The answer to a question without the context of the turn: FAQ, knowledge, services. */
async function plainAnswer(c: Ctx, q: string): Promise<string | null> {
  const l = lang(c);
  const services = c.tenant.services ?? [];
  return (
    servicesAsked(services, q, l) ??
    serviceDurationAsked(services, q, l) ??
    (await c.tools.answer(q, l, 'other')) ??
    servicePriceAsked(services, q, l)
  );
}

/** Nothing known: said honestly, the question kept as missed, a message offered. */
function notKnown(c: Ctx, meta: { reply: string } | null): Step {
  const l = lang(c);
  c.state.unanswered.push(c.text.trim());
  c.state.stage = 'offer_message';
  c.state.expecting = 'confirmation';
  return {
    reply:
      (meta ? `${meta.reply} ` : '') +
      say(
        l,
        'Niestety nie mam tej informacji. Przekażę to pytanie, a jeśli Pan lub Pani chce, mogę też przyjąć wiadomość z prośbą o kontakt. Zostawić wiadomość?',
        "I'm sorry, I don't have that information. I will pass the question on; I can also take a message so someone gets back to you. Would you like to leave a message?",
      ),
  };
}

export function transfer(c: Ctx): Step {
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
  c.state.transferReason = c.text.trim().slice(0, 300);
  c.state.transferUrgent = emergency || !!c.nlu.slots.urgent;
  c.state.transferEmergency = emergency;
  c.state.stage = 'ended';
  return {
    reply: `${safety}${say(l, d ? `Łączę z działem: ${d.name}. Proszę chwilę poczekać.` : 'Łączę z pracownikiem. Proszę chwilę poczekać.', d ? `Putting you through to ${d.name}. One moment, please.` : 'Putting you through to a member of staff. One moment, please.')}`,
    end: { outcome: 'transferred', transferTo: number },
  };
}

export function goodbye(c: Ctx): Step {
  c.state.stage = 'ended';
  return {
    reply: say(lang(c), 'Dziękuję za telefon, do widzenia.', 'Thank you for calling, goodbye.'),
    end: { outcome: c.state.outcome ?? 'no_action' },
  };
}

export function clarify(c: Ctx): Step {
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
