/**
 * A follow-up asked in the context of the answer just given ("…leczenie powyżej 2000 zł można
 * rozłożyć na raty." "A od jakiej kwoty?"; "and how long does it take?"; "a w sobotę też?" after
 * the hours): answered from what answered the question before, when it holds what is asked (an
 * amount, a price, a length, an age, a place, free or paid); else not known. Never guessed.
 */
import type { NluResult } from '../nlu/index.js';
import { speakDayHours } from './hours-reply.js';
import { keysOf } from './match.js';
import { type Ctx, lang } from './step.js';
import { exceptionOn, fold, speakException } from './texts.js';

/** What a follow-up asks of the subject just answered, and what an answer holding it says. */
interface Attribute {
  asked: RegExp;
  held: RegExp;
}

const AMOUNT = /\d[\d\s]*(?:[.,]\d+)?\s?(?:zl\b|zlotych|pln|eur\b|euro|€|\$|gbp|£)/;

const ATTRIBUTES: Attribute[] = [
  // An amount from which something holds: "od jakiej kwoty?", "from what amount?", "what's the minimum?".
  {
    asked:
      /\b(?:(?:od|powyzej|ponizej|do) (?:jakiej|ilu|jakich|ile|jakiego|jakiejs) (?:kwot\w*|sum\w*|zlot\w*|pieniedzy|wartosci)|jak\w* (?:jest )?(?:ta )?(?:minimaln\w* |najnizsz\w* )?kwot\w*|minimaln\w* (?:kwot\w*|sum\w*|wartos\w*)|od ilu zlotych|(?:from|above|over|below|under|starting (?:at|from)) (?:what|which) (?:amount|sum|price|value)|from how much|what(?:'s| is)? the (?:minimum|minimal|lowest|threshold)|minimum (?:amount|sum|spend|value)|how much (?:do i|would i|must i) (?:have to |need to )?spend)\b/,
    held: AMOUNT,
  },
  // An age: "od ilu lat?", "from what age?".
  {
    asked:
      /\b(?:od (?:ilu|jakiego) (?:lat\w*|roku\w*|wieku)|(?:w|od|do) jakim wieku|od jakiego wieku|(?:from|at|until|up to) what age|how old|age limit|minimum age)\b/,
    held: /\broku zycia\b|\b\d+\s*(?:lat|roku|years?)\b|\byears? (?:old|of age)\b|\bage\b/,
  },
  // A length: "ile to trwa?", "and how long does it take?".
  {
    asked:
      /\b(?:ile (?:to |ono |on |ona |taki\w* \w+ )?(?:trwa|potrwa|zajmie|zajmuje)|jak dlugo|ile czasu|how long|how much time)\b/,
    held: /\b\d+\s*(?:minut\w*|min|godzin\w*|h|minutes?|hours?)\b|\bpol godziny\b|\bhalf an hour\b|\ban hour\b|\bgodzine\b/,
  },
  // A price: "a ile to kosztuje?", "how much is it?"; a price said with its word, or a service's.
  {
    asked:
      /\b(?:ile (?:\w+ ){0,3}(?:kosztuj\w*|kosztowa\w*|wynosi|wychodzi|wyjdzie|zaplace|placi sie)|jaki (?:jest |bedzie )?(?:tego )?koszt|jaka (?:jest |bedzie )?(?:tego )?cena|a cena|how much(?! time)|what(?:'s| is| does| will)? (?:the |it |that )?(?:price|cost))\b/,
    held: /^(?=[\s\S]*\d[\d\s]*\s?(?:zl\b|zlotych|pln))[\s\S]*(?:kosztuj|koszt|cen[aeyi]\b|cenni|cost|price|\(\d+ (?:minut|minutes),)/,
  },
  // Free or paid: "czy to płatne?", "is it free?".
  {
    asked:
      /\b(?:czy (?:to |on |ona |ono |jest |tez )*(?:platn\w*|bezplatn\w*|darmow\w*|za darmo|odplatn\w*)|(?:is it|is that|is this|are they) (?:free|paid|charged|extra)|do i (?:have to |need to )?pay(?: for (?:it|that))?|czy (?:trzeba|musze|sie) (?:za (?:to|niego|nia) )?(?:placic|zaplacic|doplacic|placi)|free of charge|cost extra)\b/,
    held: /bezplat|darmow|za darmo|\bfree\b|platn|wliczon|included|w cenie|\d+ ?(?:zl|pln)\b/,
  },
  // A place: "a gdzie dokładnie?", "where exactly?".
  {
    asked: /^(?:gdzie|where)(?: (?:dokladnie|exactly|to jest|jest|is it|is that|sie znajduje))*$/,
    held: /\b(?:za|przy|obok|naprzeciw\w*|behind|next to|opposite|near|ulic\w*|street|pietr\w*|floor|parter\w*)\b/,
  },
];

/** Words that open an elliptical follow-up ("a…", "and…", "what about…") and its fillers. */
const RE_LEAD =
  /^(?:(?:a|i|no|to|ok|okej|okay|dobrze|aha|acha|rozumiem|and|so|but|right|i see|what about|how about|a co z|a jak z|jeszcze|tez|too|also|then|tak|yes|thanks|dziekuje)[\s,.!]+)+/;

/** The answer's sentences that hold what is asked, with a bare yes/no in front dropped. */
function sentencesHolding(answer: string, attr: Attribute): string | null {
  const held = answer
    .split(/(?<=[.!?])\s+(?=[\p{Lu}"„])/u)
    .filter((s) => attr.held.test(fold(s)))
    .map((s) =>
      s.replace(/^(?:tak|nie|yes|no)[,.!]\s+(\p{L})/iu, (_m, ch: string) => ch.toLocaleUpperCase()),
    );
  return held.length > 0 ? held.join(' ') : null;
}

/** The caller's turns just before this one that were answered, latest first (at most two). */
function answeredBefore(c: Ctx): string[] {
  const turns = c.state.transcript.filter((t) => t.role === 'caller').map((t) => t.text.trim());
  const out: string[] = [];
  for (let i = turns.length - 2; i >= 0 && out.length < 2; i--) {
    if (!c.state.answered.includes(turns[i]!)) break;
    out.push(turns[i]!);
  }
  return out;
}

/**
 * The answer to an elliptical follow-up: undefined when the question is no follow-up (it names a
 * subject of its own, asks nothing a follow-up asks, or nothing was answered just before); null
 * when it is one and what answered before does not hold it (not known); else the sentences that
 * hold it. `find`: the answer to a question as the receptionist finds it (FAQ, knowledge, services).
 */
export async function followUpAnswer(
  c: Ctx,
  question: string,
  find: (q: string) => Promise<string | null>,
): Promise<string | null | undefined> {
  const asked = fold(question.replace(/['’]/g, "'"))
    .replace(/[?!.]+\s*$/, '')
    .trim()
    .replace(RE_LEAD, '');
  if (asked.split(/\s+/).length > 10) return undefined;
  const attr = ATTRIBUTES.find((a) => a.asked.test(asked));
  if (!attr) return undefined;
  const before = answeredBefore(c);
  if (before.length === 0) return undefined;
  // Nothing named but what was asked of: every subject of the follow-up is one of the turn before.
  const context = keysOf(before.join(' '));
  const own = [...keysOf(asked.replace(attr.asked, ' ')).values()].filter((k) => !k.weak);
  if (own.some((k) => !context.has(k.key))) return undefined;
  for (const prev of before) {
    for (const q of [`${prev} ${question}`, prev]) {
      const answer = await find(q);
      const held = answer ? sentencesHolding(answer, attr) : null;
      if (held) return held;
    }
  }
  return null;
}

/** "A w sobotę też?", "and on Saturday?", "what about Friday?": a day said alone, as a question. */
const RE_DAY_ALONE =
  /^(?:(?:a|i|and|what about|how about|a co z|a jak z|oraz)[\s,]+)?(?:(?:w|we|on|in|the)\s+)?\S+(?:\s+\S+)?(?:[\s,]+(?:tez|too|also|rowniez|as well|then))?\s*\?$/;

/**
 * A day asked alone right after the opening hours were answered ("a w sobotę też?"): that day's
 * hours (its exception first), not a booking. Null when it is not such a turn.
 */
export function dayFollowingHours(c: Ctx, nlu: NluResult): string | null {
  const date = nlu.slots.date;
  if (!date || nlu.slots.time || nlu.slots.partOfDay || nlu.slots.service) return null;
  if (!RE_DAY_ALONE.test(fold(c.text.trim()).replace(/\s+\?/, '?'))) return null;
  const before = answeredBefore(c)[0];
  // The turn before was answered with the hours: its question asks them, or the answer gives a day's.
  const hours = /\d:\d\d/.test(c.state.lastReply) && keysOf(before ?? '').has('hours');
  if (!before || !(hours || /\d:\d\d\s*[–-]\s*\d{1,2}:\d\d/.test(c.state.lastReply))) return null;
  const l = lang(c);
  const exception = exceptionOn(c.tenant.hoursExceptions, date);
  if (exception) return speakException(exception, l, c.tenant.timezone, c.tools.now());
  return speakDayHours(c.tenant.openingHours, date, l);
}
