/**
 * Messages in the built-in brain: the caller's words kept (numbers said split off and the number
 * to call back added), who and where asked once, the message read back and the call ended.
 */
import type { Language } from '../nlu/index.js';
import { callbackNumber, splitOffNumbers, spokenPhone } from '../nlu/phone-words.js';
import { callbackLabel, detailsInAnswer, detailsToAsk, withCallerDetails } from './message-details.js';
import { onlyTheRequest, reasonWithRequest } from './message-reason.js';
import { type Ctx, lang, type Step } from './step.js';
import { fold, say } from './texts.js';

/**
 * The message as stored: the caller's words without the phone numbers said in them (and what
 * introduced or corrected them), then the number to call back, the last one said; the caller's
 * own number when none was said.
 */
export function messageWithCallback(text: string, l: Language): { text: string; phone?: string } {
  const { rest, phone } = splitOffNumbers(text);
  if (!phone) return { text };
  const body = rest.replace(/[\s,;:-]+$/, '');
  return {
    text: `${body ? `${body}${/[.!?]$/.test(body) ? '' : '.'} ` : ''}${callbackLabel(l)}: ${spokenPhone(phone)}.`,
    phone,
  };
}

export function finishMessage(c: Ctx, said: string, urgent: boolean, callback: boolean): Step {
  const said2 = messageWithCallback(said, lang(c));
  const { text, name } = withCallerDetails(c, said2.text, said2.phone);
  // Who is calling and where to call back, asked once before the message is confirmed; what was
  // said so far is already the message (a hang-up now keeps it).
  const ask = detailsToAsk(c, said2.phone, name);
  if (ask) {
    c.state.message = { text, urgent, callback, pending: said2.text };
    c.state.stage = 'message';
    c.state.expecting = 'name';
    if (c.state.outcome !== 'booked') c.state.outcome = 'callback';
    return { reply: ask };
  }
  return confirmMessage(c, text, urgent, callback);
}

/** The answer to the question of `detailsToAsk`: the message with the name and number said, confirmed. */
export function finishPendingMessage(c: Ctx): Step {
  const m = c.state.message!;
  const answer = detailsInAnswer(c);
  const more = answer.more ? messageWithCallback(answer.more, lang(c)).text : '';
  const body = more ? `${(m.pending ?? '').replace(/[\s.!]+$/, '')}. ${more}` : (m.pending ?? '');
  const { text } = withCallerDetails(c, body, undefined, answer);
  return confirmMessage(c, text, m.urgent || !!c.nlu.slots.urgent, m.callback);
}

function confirmMessage(c: Ctx, text: string, urgent: boolean, callback: boolean): Step {
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

/** A request to call back or pass something on that already says what about, or where to call. */
const RE_CONTENT =
  /(?<!\p{L})(?:w sprawie|chodzi o|odnosnie|odnośnie|dotyczy|bo[ ,]|poniewaz|ponieważ|about|regarding|concerning|because|that i|that my|ze |że )/iu;

/** "Mam wiadomość dla księgowości", "can I leave a message?": the message itself is still to come. */
const RE_ANNOUNCED =
  /\b(?:mam (?:wiadomosc|sprawe)|(?:chce|chcial\w*) (?:zostawic|przekazac|nagrac) (?:wiadomosc|informacje)|(?:can|could|may) i leave a message|(?:i'?d|i would) like to leave a message|i want to leave a message)\b/;

export function takeMessage(c: Ctx): Step {
  const s = c.nlu.slots;
  const callback = c.nlu.intent === 'request_callback' || !!s.callback;
  if (s.message) return finishMessage(c, s.message, !!s.urgent, callback || true);
  // "Proszę o oddzwonienie, tu Jan Wójcik, numer 602 345 678, chodzi o fakturę": the whole
  // utterance is the message (it says who, where to call and what about).
  // "Proszę o telefon zwrotny od lekarza, ząb po wizycie dalej mnie boli": what about, said beside.
  // "Proszę, żeby pani doktor oddzwoniła na numer 692 416 338": where, but not what about: asked.
  if (onlyTheRequest(c.text) && !RE_CONTENT.test(c.text)) return askWhatAbout(c);
  if (
    (callbackNumber(c.text) && !RE_ANNOUNCED.test(fold(c.text))) ||
    RE_CONTENT.test(c.text) ||
    reasonWithRequest(c.text)
  )
    return finishMessage(c, c.text.trim().replace(/[\s.!]+$/, ''), !!s.urgent, true);
  c.state.message = { text: '', urgent: !!s.urgent, callback: true };
  c.state.stage = 'message';
  c.state.expecting = 'message';
  return {
    reply: say(lang(c), 'Oczywiście. Co mam przekazać?', 'Of course. What message should I pass on?'),
  };
}

/**
 * What the call back is about, asked once; meanwhile the request with its number is the message
 * (a hang-up keeps it). The answer is added to it (`reasonAnswered`).
 */
function askWhatAbout(c: Ctx): Step {
  const said = messageWithCallback(c.text.trim().replace(/[\s.!]+$/, ''), lang(c));
  c.state.message = { text: said.text, urgent: !!c.nlu.slots.urgent, callback: true };
  c.state.stage = 'message';
  c.state.expecting = 'message';
  if (c.state.outcome !== 'booked') c.state.outcome = 'callback';
  return {
    reply: say(
      lang(c),
      'Oczywiście. W jakiej sprawie mamy oddzwonić?',
      'Of course. What is it about, so I can pass it on?',
    ),
  };
}

/** "Nie", "tak", "to wszystko", "nothing else": no matter given. */
const RE_NO_MATTER =
  /^(?:(?:nie|tak|no|yes|nothing|nic|to wszystko|that'?s all|dziekuje|thanks|thank you)[\s,.!]*)+$/;

/**
 * The answer to "what is it about?" (`askWhatAbout`): the request (its words before the number)
 * and the matter, with the number said then; the request alone when no matter is given. Null
 * when the message under way was not asked so.
 */
export function reasonAnswered(c: Ctx, answer: string): Step | null {
  const m = c.state.message;
  if (!m?.text || m.pending !== undefined) return null;
  const turns = c.state.transcript.filter((t) => t.role === 'caller');
  const request = splitOffNumbers(turns[turns.length - 2]?.text ?? '').rest.replace(/[\s,.!]+$/, '');
  const matter = RE_NO_MATTER.test(fold(answer).trim()) ? '' : answer.trim().replace(/[\s.!]+$/, '');
  return finishMessage(
    c,
    matter ? `${request}. ${matter}` : request,
    m.urgent || !!c.nlu.slots.urgent,
    m.callback,
  );
}
