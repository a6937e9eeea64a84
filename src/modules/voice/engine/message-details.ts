/**
 * Who left a message and where to call back, when said in another turn than the message itself
 * ("Tu Marek Zając, chcę zostawić wiadomość dla księgowości." … "Chodzi o fakturę, proszę
 * oddzwonić na ten numer."): the caller's name and number are added to the stored text.
 */
import { RE_PHONE_IS_CALLER } from '../nlu/entities.js';
import { spokenName } from '../nlu/entities.name.js';
import { type Language, understand } from '../nlu/index.js';
import { callbackNumber, splitOffNumbers, spokenPhone } from '../nlu/phone-words.js';
import { detailsInRequest, withoutAgreement } from '../nlu/yes-and-name.js';
import { type Ctx, lang } from './step.js';
import { askMessageDetails, fold } from './texts.js';

/** How the stored message names the number to call back, in the caller's language (read back to them). */
export const callbackLabel = (l: Language) => (l === 'en' ? 'Callback number' : 'Numer do kontaktu');

/** "Nie trzeba oddzwaniać", "no need to call me back": the message is for information only. */
const RE_NO_CALLBACK =
  /\b(?:nie (?:trzeba|musicie|musi pan\w*|ma potrzeby) (?:do mnie )?(?:oddzwaniac|oddzwonic|dzwonic)|bez oddzwaniania|(?:no need|don'?t need|do not need|you don'?t have) to call (?:me )?back|no call ?back)\b/;

/** The caller's turns of this call, the current one last. */
function callerTurns(c: Ctx): string[] {
  return c.state.transcript.filter((t) => t.role === 'caller').map((t) => t.text);
}

/**
 * The message text with the caller's name (said in any turn, when the text does not hold it) and
 * the callback number: `phone` said in the message, else the last number said in an earlier turn,
 * else the calling number (unless the caller said no call back is needed). Also returns the name
 * found (said in a turn, answered, or the booking's), which `detailsToAsk` needs.
 */
export function withCallerDetails(
  c: Ctx,
  text: string,
  phone: string | undefined,
  answer: { name?: string; phone?: string } = {},
): { text: string; name?: string } {
  const turns = callerTurns(c);
  let name: string | undefined;
  let number = phone ?? answer.phone;
  let callerAsked = false;
  for (const [i, turn] of turns.entries()) {
    const found = understand(turn, {
      now: c.tools.now(),
      timezone: c.tenant.timezone,
      language: c.state.language,
    }).slots.name;
    if (found) name = found;
    const last = i === turns.length - 1;
    if (RE_PHONE_IS_CALLER.test(fold(turn))) callerAsked = true;
    else if (!last && !phone) {
      const n = callbackNumber(turn);
      if (n) {
        number = n;
        callerAsked = false;
      }
    }
  }
  // No number said: the calling number, as a receptionist notes it on every message, unless the
  // caller said no call back is needed.
  if (!number && c.state.callerNumber && (callerAsked || !turns.some((t) => RE_NO_CALLBACK.test(fold(t)))))
    number = c.state.callerNumber;
  if (answer.name) name = answer.name;
  name ??= c.state.booking?.name;
  const l = lang(c);
  const folded = fold(text);
  const parts = [text.replace(/[\s,;:-]+$/, '')];
  if (
    name &&
    !fold(name)
      .split(' ')
      .every((w) => folded.includes(w))
  )
    parts.push(`${l === 'en' ? 'From' : 'Od'}: ${name}.`);
  if (number && !phone) parts.push(`${callbackLabel(l)}: ${spokenPhone(number)}.`);
  const said = parts
    .filter(Boolean)
    .map((p, i, all) => (i < all.length - 1 && !/[.!?]$/.test(p) ? `${p}.` : p))
    .join(' ');
  return name ? { text: said, name } : { text: said };
}

/** What a caller adds to their name and number ("można na ten numer", "please call me on it"). */
const RE_DETAIL_WORDS =
  /\b(?:mozna|moze|prosze|prosimy|dzwonic|zadzwonic|oddzwonic|na|ten|tym|ten sam|numer\w*|moj|to|tu|jestem|z tej strony|mowi|dziekuje|tak|please|you can|can|call|ring|me|back|on|this|that|same|number|my|name|is|it'?s|i'?m|thanks|thank you|yes)\b/g;

/**
 * The answer to "what should I pass on?" that only says who and where to call back ("Renata
 * Olszewska, można na ten numer"), after a request that already said what about ("córka zostawiła
 * u was kurtkę, czy ktoś mógłby oddzwonić?"): that request is the message, and this answer its
 * details. Undefined when the answer says more than that, or the request said nothing more than
 * that it wants a call back.
 */
export function contentSaidBefore(c: Ctx, answer: string): string | undefined {
  const { rest } = splitOffNumbers(answer);
  const withoutDetails = fold(rest).replace(RE_PHONE_IS_CALLER, ' ').replace(RE_DETAIL_WORDS, ' ');
  const words = withoutDetails.split(/[\s,.;!?]+/).filter(Boolean);
  const detailsOnly = words.length === 0 || (words.length <= 4 && spokenName(words.join(' ')) !== undefined);
  if (!detailsOnly) return undefined;
  const turns = callerTurns(c);
  const request = turns[turns.length - 2]?.trim();
  if (!request || request.split(/\s+/).length < 8) return undefined;
  return request.replace(/[\s.!]+$/, '');
}

/**
 * The message is about the caller's own treatment, records or visit ("odpadła mi koronka",
 * "kopia mojej dokumentacji", "byłam u was", "my blood test results"): someone has to find
 * their file, so the name is asked for. Not a general enquiry ("w sprawie ceny implantu"), and
 * not the number or the call back ("mój numer", "do mnie", "call me").
 */
const RE_PERSONAL =
  /\b(?:moj(?:a|e|ej|ego|emu|im|ich|ą)?(?! (?:numer|telefon|nr)\b)|swoj\w*|mi|(?<!do |dla )mnie|u was|(?:jestem|bylam|bylem) (?:zapisan|umowion)\w*|bylam|bylem|mialam|mialem|my(?! (?:number|phone|mobile|cell|name)\b)|mine|i'?m booked|i am booked|i had|i was (?:in|there|at)|you (?:fitted|did|made|gave|took))\b/;

/** The caller asks to be called back ("niech ktoś oddzwoni", "proszę o kontakt", "ask her to ring me"). */
const RE_CALL_ME =
  /\b(?:oddzwon\w*|zadzwon\w*|przedzwon\w*|telefon\w*|kontakt\w*|skontaktowa\w*|odezwa\w*|call (?:me|back)|call-back|callback|ring (?:me|back)|phone me|get back to me|a call|give me a call)\b/;

/** A notice that needs nothing back ("spóźnię się", "I'll be late", "nie przyjdę", thanks). */
const RE_NOTICE =
  /\b(?:spozni\w*|spoznion\w*|late|nie (?:przyjd|dojad|zdaz)\w*|(?:won'?t|will not|can'?t|cannot) (?:make it|come|be there)|podziekowa\w*|dziekuj\w* (?:za|pani|panu)|thank (?:you|the)|say thank)\b/;

/** The caller is closing ("dziękuję, do widzenia", "that's all, bye"): nothing more is asked. */
const RE_CLOSING = /\b(?:do widzenia|do uslyszenia|to wszystko|that'?s all|that is all|goodbye|bye)\b/;

/**
 * The question asked once before a message is confirmed, or undefined: who is calling, when the
 * caller has not said it and the message is about their own matters; where to call back, when
 * they have said who they are but no number. Nothing when a number was said (or "this number"),
 * the caller needs no call back, or is closing. `name`: the one `withCallerDetails` found.
 */
export function detailsToAsk(
  c: Ctx,
  phone: string | undefined,
  name: string | undefined,
): string | undefined {
  if (phone || c.state.message?.pending !== undefined) return undefined;
  const turns = callerTurns(c).map(fold);
  const now = turns[turns.length - 1] ?? '';
  if (RE_CLOSING.test(now)) return undefined;
  if (turns.some((t) => RE_NO_CALLBACK.test(t) || RE_PHONE_IS_CALLER.test(t))) return undefined;
  const raw = callerTurns(c);
  if (raw.some((t) => callbackNumber(t))) return undefined;
  const known = !!name || !!c.state.callerName || raw.some((t) => !!detailsInRequest(t).name);
  // A notice (late, not coming, thanks) with no call back asked for: taken as it is.
  const callMe = turns.some((t) => RE_CALL_ME.test(t));
  if (!callMe && turns.some((t) => RE_NOTICE.test(t))) return undefined;
  if (!known && !(callMe && turns.some((t) => RE_PERSONAL.test(t)))) return undefined;
  return askMessageDetails(lang(c), known, !!c.state.callerNumber);
}

/** Words of an answer about the name and the number that add nothing to the message. */
const RE_ANSWER_FILLER =
  /\b(?:nie|no|nope|ok|okay|dobrze|fine|is fine|pasuje|zgadza sie|wystarczy|thanks|thank you|dziekuje|dzieki|inny|inna|another|other|one|the|a|pod|z ktorego dzwonie|i'?m calling from|from|you|numer\w*)\b/g;

/**
 * The answer to that question: the name and the number said in it (either may be missing: a yes,
 * "na ten numer", "no, thanks" keep the calling number), and what else it says, which is added
 * to the message (nothing said is lost).
 */
export function detailsInAnswer(c: Ctx): { name?: string; phone?: string; more?: string } {
  const said = withoutAgreement(c.text.trim());
  const { rest, phone } = splitOffNumbers(said);
  const name =
    c.nlu.slots.name ??
    detailsInRequest(rest).name ??
    (rest.split(/\s+/).length <= 4 ? spokenName(rest) : undefined);
  let left = fold(rest)
    .replace(RE_PHONE_IS_CALLER, ' ')
    .replace(RE_DETAIL_WORDS, ' ')
    .replace(RE_ANSWER_FILLER, ' ');
  // The name's words go (escaped: a name is the caller's words, not a pattern).
  if (name)
    for (const w of fold(name).split(' ').filter(Boolean))
      left = left.replace(new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\w*`, 'g'), ' ');
  const words = left.split(/[\s,.;:!?-]+/).filter(Boolean);
  return {
    ...(name ? { name } : {}),
    ...(phone ? { phone } : {}),
    ...(words.length > 3 ? { more: rest.replace(/[\s.!]+$/, '') } : {}),
  };
}
