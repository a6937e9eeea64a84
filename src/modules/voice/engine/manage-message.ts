/**
 * A cancellation or a move that cannot be done by phone because no appointment is found under
 * the calling number (or the number is withheld): the caller may have booked from another number
 * or under another name, so the request is offered as a message for the staff. The message is
 * what the caller asked (cancel or move, the appointment's day when said with a cancellation)
 * with the name and the number to call back, asked once. Nothing about any appointment is said
 * or changed here: the staff handle it.
 */

import { RE_PHONE_IS_CALLER } from '../nlu/entities.js';
import { spokenName } from '../nlu/entities.name.js';
import { formatDay } from '../nlu/index.js';
import { callbackNumber } from '../nlu/phone-words.js';
import { detailsInAnswer } from './message-details.js';
import { finishPendingMessage } from './questions.js';
import { type Ctx, lang, localDate, type Step } from './step.js';
import { askMessageDetails, fold, say } from './texts.js';
import type { ManageDraft } from './types.js';

/** A greeting opening the request ("Dzień dobry,", "Hi,"): no part of the message. */
const RE_GREETING =
  /^\s*(?:dzie[nń] dobry|dobry wiecz[oó]r|witam|halo|hello|hi|hey|good (?:morning|afternoon|evening))(?:\s+(?:pani|panu|pa[nń]stwu|there))?[\s,.!-]*/iu;

/** The request as the staff read it: what is wanted, then the caller's own words. */
function requestText(c: Ctx, action: ManageDraft['action']): string {
  const l = lang(c);
  const s = c.nlu.slots;
  // A day said with a cancellation is the appointment's; with a move it may be the new one.
  const date =
    action === 'cancel' ? (s.datetime ? localDate(s.datetime, c.tenant.timezone) : s.date) : undefined;
  const day = date ? ` ${formatDay(date, l, c.tenant.timezone)}` : '';
  const what =
    action === 'cancel'
      ? say(l, `Prośba o odwołanie wizyty${day}.`, `Request to cancel an appointment${day}.`)
      : say(l, 'Prośba o przełożenie wizyty.', 'Request to move an appointment.');
  const words = c.text
    .replace(RE_GREETING, '')
    .trim()
    .replace(/[\s.!]+$/, '');
  return words ? `${what} ${words.charAt(0).toUpperCase()}${words.slice(1)}` : what;
}

/**
 * No appointment of the calling number to cancel or move: said so, and the request offered as a
 * message (name and number asked at once). A call back asked in the same breath ("czy ktoś może
 * oddzwonić?") is taken as the message straight away.
 */
export function offerManageMessage(c: Ctx, action: ManageDraft['action']): Step {
  const l = lang(c);
  const { state } = c;
  const hasNumber = !!state.callerNumber;
  state.manage = undefined;
  state.booking = undefined;
  state.message = { text: '', urgent: false, callback: true, pending: requestText(c, action) };
  const notFound = hasNumber
    ? say(
        l,
        'Nie znalazłam nadchodzących wizyt umówionych na numer, z którego Pan lub Pani dzwoni. ',
        'I could not find any upcoming appointment booked with the number you are calling from. ',
      )
    : say(
        l,
        'Dzwoni Pan lub Pani z zastrzeżonego numeru, więc nie mogę odnaleźć wizyty. ',
        'Your number is withheld, so I cannot find your appointment. ',
      );
  const wants = action === 'cancel' ? say(l, 'odwołanie', 'cancel') : say(l, 'przełożenie', 'move');
  if (c.nlu.intent === 'request_callback' || c.nlu.slots.callback) {
    state.stage = 'message';
    state.expecting = 'name';
    return {
      reply: `${notFound}${say(l, `Przekażę prośbę o ${wants} wizyty rejestracji i ktoś oddzwoni.`, `I will pass on your request to ${wants} it and someone will call you back.`)} ${askMessageDetails(l, { name: true, number: true }, hasNumber).replace(/^(?:Zanotowałam|Noted)\. /, '')}`,
    };
  }
  state.stage = 'offer_message';
  state.expecting = 'confirmation';
  if (!hasNumber)
    return {
      reply: `${notFound}${say(l, 'Mogę przyjąć wiadomość z prośbą o kontakt w tej sprawie. Zostawić wiadomość?', 'I can take a message so that someone contacts you about it. Would you like to leave a message?')}`,
    };
  return {
    reply: `${notFound}${say(
      l,
      `Mogę umówić nową wizytę albo przyjąć wiadomość: jeśli wizyta jest zapisana na inny numer lub nazwisko, przekażę prośbę o ${wants} i ktoś oddzwoni. Wystarczy podać imię, nazwisko i numer do kontaktu.`,
      `I can book a new appointment or take a message: if it was booked under another number or name, I will pass on your request to ${wants} it and someone will call you back. Just tell me your name and a number to reach you.`,
    )}`,
  };
}

/**
 * The answer to that offer: a name, a number, "na ten numer" or a request to pass it on take the
 * message; a bare yes asks for the name and number; anything else (a no, a new booking, a
 * question) drops the offer and is handled as usual (null).
 */
export function answerManageOffer(c: Ctx): Step | null {
  const { state, nlu } = c;
  const intent = nlu.intent;
  const folded = fold(c.text.replace(/['’]/g, ''));
  const details = detailsInAnswer(c);
  const said =
    !!details.name ||
    !!details.phone ||
    !!callbackNumber(c.text) ||
    RE_PHONE_IS_CALLER.test(folded) ||
    (!!spokenName(c.text.trim()) && c.text.trim().split(/\s+/).length <= 4);
  const other = ['book_appointment', 'ask_question', 'speak_to_human', 'emergency', 'goodbye'].includes(
    intent,
  );
  if (said && !other) {
    state.stage = 'message';
    return finishPendingMessage(c);
  }
  if (!other && (intent === 'leave_message' || intent === 'request_callback' || intent === 'confirm')) {
    state.stage = 'message';
    state.expecting = 'name';
    return { reply: askMessageDetails(lang(c), { name: true, number: true }, !!state.callerNumber) };
  }
  state.message = undefined;
  return null;
}
