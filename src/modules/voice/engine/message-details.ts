/**
 * Who left a message and where to call back, when said in another turn than the message itself
 * ("Tu Marek Zając, chcę zostawić wiadomość dla księgowości." … "Chodzi o fakturę, proszę
 * oddzwonić na ten numer."): the caller's name and number are added to the stored text.
 */
import { RE_PHONE_IS_CALLER } from '../nlu/entities.js';
import { spokenName } from '../nlu/entities.name.js';
import { type Language, understand } from '../nlu/index.js';
import { callbackNumber, splitOffNumbers, spokenPhone } from '../nlu/phone-words.js';
import { saysGoodbye } from '../nlu/understand.js';
import { detailsInRequest, withoutAgreement } from '../nlu/yes-and-name.js';
import { type Ctx, lang } from './step.js';
import { askMessageDetails, fold } from './texts.js';

/** How the stored message names the number to call back, in the caller's language (read back to them). */
export const callbackLabel = (l: Language) => (l === 'en' ? 'Callback number' : 'Numer do kontaktu');

/** "Nie trzeba oddzwaniać", "no need to call me back": the message is for information only. */
const RE_NO_CALLBACK =
  /\b(?:nie (?:trzeba|musicie|musi pan\w*|ma potrzeby) (?:do mnie )?(?:oddzwaniac|oddzwonic|dzwonic)|bez oddzwaniania|(?:no need|don'?t need|do not need|you don'?t have) to call (?:me )?back|no call ?back)\b/;

/** Folded as the engine folds, contractions kept whole ("I'm" → "im", "don't" → "dont"). */
const folded = (text: string) => fold(text.replace(/['’]/g, ''));

/** "Proszę przekazać, że dzwoniła Dorota Dudek", "tell her Tom Baker called": the caller's name. */
const RE_WHO_CALLED =
  /\b(?:dzwoni(?:ł|ła|l|la)?|telefonowa(?:ł|ła|l|la))\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){1,2})|\b(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s+(?:dzwoni(?:ł|ła|l|la)|called|phoned|rang)\b/u;

function whoCalled(turn: string): string | undefined {
  const m = RE_WHO_CALLED.exec(turn);
  const said = m?.[1] ?? m?.[2];
  return said ? spokenName(said) : undefined;
}

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
    else name = whoCalled(turn) ?? name;
    const last = i === turns.length - 1;
    if (RE_PHONE_IS_CALLER.test(folded(turn))) callerAsked = true;
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
  if (!number && c.state.callerNumber && (callerAsked || !turns.some((t) => RE_NO_CALLBACK.test(folded(t)))))
    number = c.state.callerNumber;
  if (answer.name) name = answer.name;
  name ??= c.state.booking?.name;
  const l = lang(c);
  const inText = fold(text);
  const parts = [text.replace(/[\s,;:-]+$/, '')];
  if (
    name &&
    !fold(name)
      .split(' ')
      .every((w) => inText.includes(w))
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
  const withoutDetails = folded(rest).replace(RE_PHONE_IS_CALLER, ' ').replace(RE_DETAIL_WORDS, ' ');
  const words = withoutDetails.split(/[\s,.;!?]+/).filter(Boolean);
  const detailsOnly = words.length === 0 || (words.length <= 4 && spokenName(words.join(' ')) !== undefined);
  if (!detailsOnly) return undefined;
  const turns = callerTurns(c);
  const request = turns[turns.length - 2]?.trim();
  if (!request || request.split(/\s+/).length < 8) return undefined;
  return request.replace(/[\s.!]+$/, '');
}

/** The caller will not give a name ("anonimowo", "nie chcę się przedstawiać", "I'd rather not give my name"). */
const RE_ANONYMOUS =
  /\b(?:anonimow\w*|bez (?:podawania )?(?:nazwiska|imienia)|nie (?:chce|chcialbym|chcialabym|bede|musze) (?:sie )?(?:przedstawiac|podawac (?:nazwiska|imienia|danych))|anonymous\w*|(?:rather not|don'?t want to|won'?t|will not) (?:give|say|leave|tell you) (?:you )?my name|without (?:giving )?(?:my|a) name)\b/;

/** A call back about prices ("w sprawie cennika", "about prices for veneers"), not "kosztorys leczenia": a general enquiry. */
const RE_PRICE_ENQUIRY = /\b(?:cen(?:a|y|e|ie|ach)|cennik\w*|ile kosztuj\w*|prices?|pricing|how much)\b/;

/** The caller has to go ("muszę kończyć", "I have to run"): besides the NLU's goodbye words. */
const RE_MUST_GO =
  /\b(?:musze (?:juz )?(?:konczyc|leciec|isc|uciekac)|spiesze sie|(?:i have|i'?ve got|i need) to (?:go|run|hang up)|i'?m in a hurry)\b/;

/** The caller closes the call in the turn that leaves the message ("…, dziękuję, do widzenia"). */
function closing(turn: string): boolean {
  const clauses = folded(turn)
    .split(/[.!?;,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const last = clauses[clauses.length - 1] ?? '';
  return saysGoodbye(last) || RE_MUST_GO.test(last);
}

/**
 * The question asked once before a message is confirmed, as a careful human receptionist asks it,
 * or undefined: the caller's name whenever none was said (whatever the matter: someone has to
 * know whose message it is), and in the same question where to call back when no number was said
 * (digits, words, "na ten numer"). Nothing when both are known, the caller is closing or will not
 * give a name; no number asked when the caller needs no call back. `name`: the one
 * `withCallerDetails` found (said in a turn, the booking's).
 */
export function detailsToAsk(
  c: Ctx,
  phone: string | undefined,
  name: string | undefined,
): string | undefined {
  if (c.state.message?.pending !== undefined) return undefined;
  const raw = callerTurns(c);
  const turns = raw.map(folded);
  if (closing(raw[raw.length - 1] ?? '')) return undefined;
  const noName =
    !name &&
    !c.state.callerName &&
    !raw.some((t) => !!detailsInRequest(t).name) &&
    !turns.some((t) => RE_ANONYMOUS.test(t));
  const dictated = !!phone || raw.some((t) => callbackNumber(t));
  const numberSaid = dictated || turns.some((t) => RE_PHONE_IS_CALLER.test(t));
  // "Może ktoś oddzwonić na ten numer? <what about>": where to call is said, not who calls.
  if (!dictated && numberSaid && noName && !turns.some((t) => RE_PRICE_ENQUIRY.test(t)))
    return askMessageDetails(lang(c), { name: true, number: false }, !!c.state.callerNumber);
  // A number dictated without a name: the caller chose how to be reached (and may hang up right
  // after it); a price enquiry: anyone can call back with the answer. Taken as they are.
  if (numberSaid || (noName && turns.some((t) => RE_PRICE_ENQUIRY.test(t)))) return undefined;
  // No call back wanted ("nie trzeba oddzwaniać"): only whose message it is.
  const noCallback = turns.some((t) => RE_NO_CALLBACK.test(t));
  if (noCallback && !noName) return undefined;
  return askMessageDetails(lang(c), { name: noName, number: !noCallback }, !!c.state.callerNumber);
}

/** Words of an answer about the name and the number that add nothing to the message. */
const RE_ANSWER_FILLER =
  /\b(?:nie|no|nope|ok|okay|dobrze|fine|is fine|pasuje|zgadza sie|wystarczy|thanks|thank you|dziekuje|dzieki|inny|inna|another|other|one|the|a|pod|z ktorego dzwonie|i'?m calling from|from|you|numer\w*)\b/g;

/** "Jakub Zając, numer 601…, nie, 602…": the name said first, before the number and its correction. */
function firstSegmentName(text: string): string | undefined {
  const first =
    withoutAgreement(text)
      .split(/[,.;:!?]/)[0]
      ?.trim() ?? '';
  const words = first.split(/\s+/).filter(Boolean);
  return words.length >= 2 && words.length <= 4 && !/\d/.test(first) ? spokenName(first) : undefined;
}

/**
 * The answer to that question: the name and the number said in it (either may be missing: a yes,
 * "na ten numer", "no, thanks" keep the calling number), and what else it says, which is added
 * to the message (nothing said is lost).
 */
export function detailsInAnswer(c: Ctx): { name?: string; phone?: string; more?: string } {
  // The numbers from the words as said (a correction across sentences: "601…, nie 601 tylko 602.
  // 602 345 278"), then the yes before the rest.
  const split = splitOffNumbers(c.text.trim());
  const phone = split.phone;
  const rest = withoutAgreement(split.rest);
  const name =
    c.nlu.slots.name ??
    detailsInRequest(rest).name ??
    (rest.split(/\s+/).length <= 4 ? spokenName(rest) : undefined) ??
    firstSegmentName(c.text);
  let left = folded(rest)
    .replace(RE_PHONE_IS_CALLER, ' ')
    .replace(RE_DETAIL_WORDS, ' ')
    .replace(RE_ANSWER_FILLER, ' ');
  // The name's words go (escaped: a name is the caller's words, not a pattern).
  if (name)
    for (const w of fold(name).split(' ').filter(Boolean))
      left = left.replace(new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\w*`, 'g'), ' ');
  // Digits and letters left of a corrected number ("nie 601 tylko 602") are no content either.
  const words = left.split(/[\s,.;:!?-]+/).filter((w) => w.length > 1 && !/^\d+$/.test(w));
  return {
    ...(name ? { name } : {}),
    ...(phone ? { phone } : {}),
    ...(words.length > 3 ? { more: rest.replace(/[\s.!]+$/, '') } : {}),
  };
}
