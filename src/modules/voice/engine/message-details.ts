/**
 * Who left a message and where to call back, when said in another turn than the message itself
 * ("Tu Marek Zając, chcę zostawić wiadomość dla księgowości." … "Chodzi o fakturę, proszę
 * oddzwonić na ten numer."): the caller's name and number are added to the stored text.
 */
import { RE_PHONE_IS_CALLER } from '../nlu/entities.js';
import { spokenName } from '../nlu/entities.name.js';
import { type Language, understand } from '../nlu/index.js';
import { callbackNumber, splitOffNumbers, spokenPhone } from '../nlu/phone-words.js';
import { type Ctx, lang } from './step.js';
import { fold } from './texts.js';

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
 * else the calling number (unless the caller said no call back is needed).
 */
export function withCallerDetails(c: Ctx, text: string, phone: string | undefined): string {
  const turns = callerTurns(c);
  let name: string | undefined;
  let number = phone;
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
  return parts
    .filter(Boolean)
    .map((p, i, all) => (i < all.length - 1 && !/[.!?]$/.test(p) ? `${p}.` : p))
    .join(' ');
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
