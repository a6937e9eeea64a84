/**
 * The caller's answer to a time offered (or chosen, before the name): a time turned down for a
 * reason with another said ("I've got a meeting at 2, could we do 4 instead?") is read without
 * what it rules out; holding off ("wstrzymam się", "let me think about it") declines the offer;
 * a yes to a choice of times takes the earliest when it was asked for or proposed.
 */
import { NUM_EN_ALT, NUM_PL_ALT, ORD_EN_ALT, STEM_ALT } from '../nlu/datetime.words.js';
import { formatDateList, type NluResult, understand } from '../nlu/index.js';
import { holdsOff, lastProposal, withoutCallingAgain, withoutRuledOut } from '../nlu/offer-answer.js';
import { detailsBesideYes, withoutAgreement } from '../nlu/yes-and-name.js';
import { saysSameTime } from './booking-change.js';
import {
  anythingElse,
  type Ctx,
  lang,
  localDate,
  localTime,
  type Step,
  saysWhen,
  spokenTime,
} from './step.js';
import { fold, say } from './texts.js';
import type { BookingDraft } from './types.js';

/**
 * "Mam o drugiej spotkanie, może być czwarta?", "Tak, czternasta pasuje, mam spotkanie dopiero o
 * szesnastej": the answer understood without its clauses that rule a time out (a busy time is
 * never the time wanted); "I can't do 10, I have a meeting. Is 12 free?": the hour asked bare is
 * the time wanted. "Czwartek czy piątek… Może piątek o dziewiątej?": the last sentence that
 * proposes a time settles the days weighed before it. Changes `c.nlu` (and answers true) when
 * such a reading is found and says something.
 */
export function readWithoutRuledOut(c: Ctx): boolean {
  const ctx = {
    now: c.tools.now(),
    timezone: c.tenant.timezone,
    language: lang(c),
    expecting: c.state.expecting,
  };
  // The service is the business's one the whole turn named (a part read alone says it as said).
  const service = c.nlu.slots.service;
  const read = (r: NluResult, slots = r.slots): NluResult => {
    const { service: _said, ...rest } = slots;
    return { ...r, language: c.nlu.language, slots: service ? { ...rest, service } : rest };
  };
  const proposal = lastProposal(c.text);
  if (proposal) {
    const r = understand(proposal, ctx);
    if (saysWhen(r.slots)) {
      c.nlu = read(r);
      return true;
    }
  }
  const rest = withoutRuledOut(c.text);
  if (!rest) return false;
  const r = understand(rest, ctx);
  // Only an answer that still says yes, no or when: a clause that ruled out nothing said of a
  // time is left as it was understood.
  if (r.intent === 'confirm' || r.intent === 'deny' || saysWhen(r.slots)) {
    c.nlu = read(r);
    return true;
  }
  // "Wie pani co, może być dziewiąta trzydzieści?": an opening before the clause that proposes.
  const last = rest
    .split(/[,.;!?]/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .pop();
  const hour = bareHour(c, rest) ?? (last && last !== rest ? bareHour(c, last) : undefined);
  if (!hour) return false;
  c.nlu = { ...read(r, { ...r.slots, time: hour }), intent: 'provide_info' };
  return true;
}

/**
 * What any time said holds (folded): a digit, or the start of a word for a number (Polish
 * ordinals and cardinals, English numbers and ordinals, "a"/"an"), noon or midnight, or a word
 * of hours, minutes and halves. Wider than the time patterns, never narrower: a text without
 * any of these gives no time, however it is read.
 */
const RE_HOUR_WORD = new RegExp(
  `\\d|\\b(?:${STEM_ALT}|trzydziest|${NUM_PL_ALT}|${NUM_EN_ALT}|${ORD_EN_ALT}|a\\b|an\\b|twenty|thirty|forty|fifteen|noon|midday|midnight|lunch|poludni|polnoc|godzin|hour|minut|kwadrans|quarter|half|pol|wpol)`,
);

/**
 * An hour said bare while times are offered ("Eleven then", "To jedenasta w takim razie", "11",
 * "Is 12 free?"): `text` read as a time ("at …" / "o …") from each of its first words on, so that
 * a filler before the hour ("To", "No to", "OK, so", "Albo nie, wolę jednak") does not hide it.
 * Nothing else is read into it.
 */
export function bareHour(c: Ctx, text: string): string | undefined {
  // No digit and no word an hour is said with ("Halina Górecka"): no time, without reading it five times.
  if (!RE_HOUR_WORD.test(fold(text))) return undefined;
  const l = lang(c);
  // "That one", "the earlier one": a pointer to a time, never one o'clock.
  const words = text
    .replace(
      /\b(?:that|this|the|which|first|second|third|last|earliest|latest|earlier|later|other|same) one\b/gi,
      ' ',
    )
    .trim()
    .split(/\s+/);
  let time: string | undefined;
  for (let i = 0; i < Math.min(words.length, 5) && !time; i++)
    time = understand(`${l === 'pl' ? 'o' : 'at'} ${words.slice(i).join(' ')}`, {
      now: c.tools.now(),
      timezone: c.tenant.timezone,
      language: l,
    }).slots.time;
  return time;
}

/**
 * "Wstrzymam się jeszcze", "I'll hold off for now", "let me think about it": nothing is booked,
 * the caller is asked if there is anything else. Null when the answer does not hold off, or
 * says a time after all.
 */
export function holdOff(c: Ctx): Step | null {
  if (!holdsOff(c.text)) return null;
  // "Rezygnuję z wybielania, wolę higienizację": another service wanted, not holding off.
  const wanted = c.nlu.slots.service;
  if (wanted && c.state.booking?.service && wanted !== c.state.booking.service) return null;
  // "I'll talk it over and ring you back tomorrow": the day the caller calls again is no time wanted.
  const rest = withoutCallingAgain(c.text);
  const said =
    rest === fold(c.text)
      ? c.nlu
      : understand(rest, { now: c.tools.now(), timezone: c.tenant.timezone, language: lang(c) });
  if (saysWhen(said.slots)) return null;
  const l = lang(c);
  c.state.booking = undefined;
  c.state.stage = 'anything_else';
  c.state.expecting = undefined;
  return {
    reply: `${say(l, 'Oczywiście, nic nie rezerwuję.', "Of course, I won't book anything.")} ${anythingElse(l)}`,
  };
}

/** "OK, a later one", "tak, ale inny termin": a yes that wants another time, not the earliest. */
const RE_OTHER_TIME =
  /\b(?:wczesniej\w*|pozniej\w*|wczesniejsz\w*|pozniejsz\w*|inn[yaeio]\w*|earlier|later|sooner|other|another|different)\b/;

/**
 * A yes said to a choice of times ("Yes, that works", "Tak, może być", "Tak, Roman Dudek"): the
 * earliest time offered when the caller asked for the earliest ("first thing", "jak
 * najwcześniej") or the choice was already asked again (the earliest proposed then); otherwise
 * the choice is asked again once, the earliest proposed, and any name said beside the yes is
 * kept. Null when the answer is no yes, says a time, or fewer than two times are offered.
 */
export function yesToAChoice(c: Ctx, draft: BookingDraft, offered: string[]): string | Step | null {
  if (offered.length < 2 || saysWhen(c.nlu.slots) || RE_OTHER_TIME.test(fold(c.text))) return null;
  const details = detailsBesideYes(c.text);
  if (c.nlu.intent !== 'confirm' && !details) return null;
  // An hour said and not understood: the yes may mean it, so the hour is asked for once.
  if (draft.hourUnread && !draft.earliest) {
    c.state.booking = { ...draft, ...details, hourUnread: undefined, askedAgain: 1 };
    return {
      reply: choiceAgain(c, offered, {
        pl: 'Przepraszam, nie dosłyszałam godziny. ',
        en: "Sorry, I didn't catch the time. ",
      }),
    };
  }
  if (draft.earliest || (draft.askedAgain ?? 0) >= 1) return offered[0]!;
  c.state.booking = { ...draft, ...details, askedAgain: (draft.askedAgain ?? 0) + 1 };
  return { reply: choiceAgain(c, offered, { pl: '', en: '' }) };
}

/**
 * A choice of times asked again, with the earliest proposed ("…? Jeśli to bez różnicy, zapiszę
 * na najwcześniejszy, o 8:00."): every time the choice is asked again it says so, so that the
 * yes that then takes the earliest ({@link yesToAChoice}) answers a proposal the caller heard.
 */
export function choiceAgain(c: Ctx, offered: string[], lead: { pl: string; en: string }): string {
  const tz = c.tenant.timezone;
  const list = (l: 'pl' | 'en') => formatDateList(offered, l, tz, { now: c.tools.now() });
  const first = spokenTime(localTime(offered[0]!, tz));
  return say(
    lang(c),
    `${lead.pl}Który termin wybrać: ${list('pl')}? Jeśli to bez różnicy, zapiszę na najwcześniejszy, o ${first}.`,
    `${lead.en}Which time would you like: ${list('en')}? If it makes no difference, I'll book the earliest, ${first}.`,
  );
}

/** Said when a yes took the earliest of the times offered ("Biorę najwcześniejszy termin, o 8:00."). */
export const tookFirst = (c: Ctx, slot: string) => {
  const at = spokenTime(localTime(slot, c.tenant.timezone));
  return say(lang(c), `Biorę najwcześniejszy termin, o ${at}.`, `I'll take the earliest one, ${at}.`);
};

/**
 * "Tak, ale najpierw chciałam zapytać, ile to kosztuje?", "Sounds good, but first, how much is
 * it?": a yes with a question of a known topic after it (a price, the parking, payment…); the
 * question is answered before anything is booked. What follows the yes, understood on its own;
 * null when no such question follows it.
 */
export function questionAfterYes(c: Ctx): NluResult | null {
  if (c.nlu.intent !== 'confirm' || !c.text.includes('?')) return null;
  const rest = withoutAgreement(c.text).trim();
  if (!rest || rest === c.text.trim()) return null;
  const r = understand(rest.endsWith('?') ? rest : `${rest}?`, {
    now: c.tools.now(),
    timezone: c.tenant.timezone,
    language: lang(c),
  });
  const topic = r.slots.faqTopic;
  return r.intent === 'ask_question' && topic && topic !== 'other'
    ? { ...r, language: c.nlu.language }
    : null;
}

/**
 * Only the day changed ("actually make it Thursday"): the time asked for before is kept; "a we
 * wtorek, o tej samej godzinie?", "Tuesday instead, same time?": the time of the one slot offered
 * (or chosen) when none was asked for.
 */
export function keptTime(c: Ctx, draft: BookingDraft, s: NluResult['slots']): Partial<BookingDraft> {
  const dayOnly =
    (s.date || s.dateRange) && !s.time && !s.datetime && !s.partOfDay && !s.notBefore && !s.notAfter;
  if (!dayOnly) return {};
  const base = draft.chosen ?? (draft.offered.length === 1 ? draft.offered[0] : undefined);
  if (base && saysSameTime(c.text))
    return { time: localTime(base, c.tenant.timezone), notBefore: undefined, notAfter: undefined };
  return { time: draft.time, notBefore: draft.notBefore, notAfter: draft.notAfter };
}

/**
 * Whether the day said (if any) is one of the times offered: "pierwszego grudnia" or "the first
 * of December" said of another day is a date, never the first of the times offered.
 */
export function offeredOnDay(c: Ctx, offered: string[]): boolean {
  const day =
    c.nlu.slots.date ??
    (c.nlu.slots.datetime ? localDate(c.nlu.slots.datetime, c.tenant.timezone) : undefined);
  return !day || offered.some((o) => localDate(o, c.tenant.timezone) === day);
}
