/**
 * Details said in answer to the times offered, in the built-in brain: a name, a number or both,
 * with no yes or no, take the one time offered ("Anna Pawlak, 502 318 647", "Tom Baker, that's
 * B-A-K-E-R", "Paweł Kamiński, 501… nie, 502 234 567"); said to a choice of times, they are kept
 * while the time is chosen ("Karolina Pawłowska" to "9:00, 9:30 or 10:00").
 */
import { understand } from '../nlu/index.js';
import { withoutNumberCorrection } from '../nlu/offer-answer.js';
import { nameAndNumber } from '../nlu/phone-words.js';
import { bareNameAnswer, detailsInAnswer } from '../nlu/yes-and-name.js';
import { afterPick, saysWhen } from './booking.js';
import { choiceAgain } from './offer-answer.js';
import { type Ctx, lang, type Step } from './step.js';
import { fold } from './texts.js';

/**
 * "Anna Pawlak, 502 318 647" said to "does that suit you?": a caller who answers the one time
 * offered with the name (or number) to book it under has taken it, as with a person at the desk.
 * The last name and number said count (a correction replaces what it corrects); a bare name is
 * 2-4 capitalised words or one the understanding found by its cue ("nazywam się…"); nothing said
 * about another time; never when moving an appointment. A number alone takes the time and the
 * name is asked next unless known.
 */
export function detailsForTheOffer(c: Ctx, offered: string[]): Promise<Step> | null {
  const s = c.nlu.slots;
  if (offered.length !== 1 || deniesTheOffer(c) || c.state.manage?.action === 'reschedule') return null;
  if (saysWhen(s)) return null;
  const both = nameAndNumber(c.text);
  const said = detailsInAnswer(c.text);
  const phone = said.phone ?? both.phone;
  const name = said.name ?? (both.phone ? both.name : (s.name ?? bareNameAnswer(c.text)));
  if (!name && !phone) return null;
  const draft = c.state.booking ?? { offered };
  c.state.booking = { ...draft, chosen: offered[0], ...(name ? { name } : {}), ...(phone ? { phone } : {}) };
  return afterPick(c);
}

/**
 * A no to the time offered: not the no of a number corrected ("601 234 567… no, sorry, it's 601
 * 234 576"), which is read without the correction.
 */
function deniesTheOffer(c: Ctx): boolean {
  if (c.nlu.intent !== 'deny') return false;
  const rest = withoutNumberCorrection(c.text);
  if (rest === null) return true;
  const ctx = {
    now: c.tools.now(),
    timezone: c.tenant.timezone,
    language: lang(c),
    expecting: c.state.expecting,
  };
  return understand(rest, ctx).intent === 'deny';
}

/** The name (and number) in an answer that corrects or explains itself, when it holds a name. */
export function namedInAnswer(text: string): { name: string; phone?: string } | undefined {
  const d = detailsInAnswer(text);
  return d.name ? { name: d.name, ...(d.phone ? { phone: d.phone } : {}) } : undefined;
}

/** "Karolina Pawłowska" to a choice of times: the name (and number) kept, the choice asked again. */
export function detailsForAChoice(c: Ctx, offered: string[]): Step | null {
  if (offered.length < 2 || saysWhen(c.nlu.slots)) return null;
  const named = detailsInAnswer(c.text);
  if (!named.name && !named.phone) return null;
  const draft = c.state.booking ?? { offered };
  c.state.booking = { ...draft, ...named, askedAgain: (draft.askedAgain ?? 0) + 1 };
  return { reply: choiceAgain(c, offered, { pl: 'Dziękuję. ', en: 'Thank you. ' }) };
}

/** A question about the details to give ("A musi być pełne nazwisko?", "Do you need my full name?"). */
const RE_DETAILS_QUESTION =
  /\b(?:nazwisk\w*|imie|imienia|imion\w*|dane|danych|numer\w*|telefon\w*|przeliterowa\w*|literowa\w*|na kogo|name|surname|details|number|phone|spell\w*)\b/;

/**
 * "A musi być pełne nazwisko? No dobrze: Zofia Krawczyk.", "Do you need my full name? Fine,
 * Tom Baker": a question about the details, answered by the caller in the same breath with them.
 * The question is not asked of the business; the turn is what follows it. Null otherwise (a
 * question about anything else, or nothing but a question).
 */
export function selfAnsweredDetails(c: Ctx): Ctx | null {
  const at = c.text.lastIndexOf('?');
  if (at < 0) return null;
  const rest = c.text.slice(at + 1).trim();
  if (!rest || !RE_DETAILS_QUESTION.test(fold(c.text.slice(0, at)))) return null;
  if (!detailsInAnswer(rest).name) return null;
  const ctx = {
    now: c.tools.now(),
    timezone: c.tenant.timezone,
    language: lang(c),
    expecting: c.state.expecting,
  };
  return { ...c, text: rest, nlu: { ...understand(rest, ctx), language: lang(c) } };
}
