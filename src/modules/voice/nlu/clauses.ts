/**
 * Booking words said as context, not as a request (issue #21): "umówiłem się z kolegą, że mnie
 * podwiezie, jest parking?", "my husband has an appointment on Friday; is there wifi?", "before
 * I book anything, do you take cards?". The caller states something about an appointment (done,
 * someone else's, elsewhere, still to come) and then asks: the question is what is asked.
 *
 * Pure; works on the folded text (`fold` keeps positions, so clauses are cut from the original).
 */

/** A clause of the utterance: [start, end) in the folded and in the original text. */
export interface Clause {
  start: number;
  end: number;
  text: string;
}

/**
 * Clauses: cut at punctuation and before a conjunction that starts a new clause ("ale", "a czy",
 * "i chciałam…", "but", "so"); "że …" / "that …" stays a clause of its own (it continues the one before it).
 */
export function clausesOf(folded: string): Clause[] {
  const out: Clause[] = [];
  const re = /[^,;:.!?]+/g;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const seg = m[0];
    const cuts = [0];
    const inner =
      /\s(?=(?:ale|but|however|wiec|a (?:czy|ja|jak|co|gdzie|kiedy|ile|moze|tez|wy)|i (?:chcial\w*|chce)\b|(?:and|so) (?:is|are|do|does|can|could|will|would|what|how|where|when|i|we)\b)\s?)/g;
    for (let n = inner.exec(seg); n; n = inner.exec(seg)) cuts.push(n.index + 1);
    cuts.push(seg.length);
    for (let i = 0; i + 1 < cuts.length; i++) {
      const raw = seg.slice(cuts[i], cuts[i + 1]);
      const lead = raw.length - raw.trimStart().length;
      const text = raw.trim();
      if (!text) continue;
      const start = m.index + cuts[i]! + lead;
      out.push({ start, end: start + text.length, text });
    }
  }
  return out;
}

/**
 * A statement about an appointment, not a request for one: done or arranged already (past tense,
 * "mam wizytę", "mam u was pierwszą wizytę", "jest zapisany", "I've booked", "has an appointment"), or
 * "before I book".
 */
const RE_STATEMENT =
  /\b(?:(?:moja|moj|moje|jego|jej|nasza|nasz) (?:wizyt|termin|rezerwacj)\w*|(?:my|our|his|her|their) (?:\w+ )?(?:appointment|booking|visit)|umowil\w*|umowion\w*|bylem|bylam|bylismy|bylysmy|i was|we were|zapisal\w*|zapisan\w*|zarezerwowal\w*|zarezerwowan\w*|wzial\w*|wziel\w*|(?:mam|ma|maja|mamy|miala|mial) (?:\w+ ){0,4}(?:wizyt|termin|zabieg|umowion|zapisan)\w*|zanim|i'?ve booked|i booked|booked|already booked|(?:has|had|have) an? (?:\w+ )?(?:appointment|booking|meeting)|before i book|before booking|(?:i'?ve|i have|we'?ve|she'?s|he'?s|has) got an? (?:\w+ )?(?:appointment|booking|visit)|(?:is|am|are|i'?m|she'?s|he'?s) coming (?:in )?for (?:a|an|my|her|his|the) (?:\w+ )?(?:visit|appointment|check-?up)|(?:ide|idziemy|przyjde|przychodze|bede|przyjdziemy) (?:\w+ ){0,4}na (?:wizyt|wizyci|zabieg|przeglad)\w*)\b/;
/**
 * The caller says outright that they are not booking ("nie dzwonię, żeby się umawiać", "nie chcę
 * się jeszcze umawiać", "I'm not looking to book anything"): context, whatever else the clause holds.
 */
const RE_NOT_BOOKING =
  /\b(?:nie (?:dzwonie|chce|zamierzam|planuje|bede)(?: \w+){0,3} (?:umawia|umowi|zapis|rezerw|w sprawie (?:wizyt|termin|rezerwacj))\w*|nic (?:nie )?(?:rezerwuje|rezerwowac|umawiam)|(?:i'?m |i am )?not (?:looking|calling|trying|wanting|planning|going|here) to book|(?:don'?t|do not) (?:want|need) to book|not (?:booking|after an appointment|calling (?:about|for) an appointment))\b/;
/** A request or a question in the clause itself: it is not context. */
const RE_ASKS =
  /\b(?:chce|chcial\w*|poprosze|prosze|czy|moge|mozna|could|can|would|i'?d like|i want|i need|please|is there|are there|do you)\b|^(?:umow|zapisz|zarezerwuj|book)\b/;
/**
 * "Mam wizytę w piątek", "I've got an appointment on Friday": a statement about an appointment
 * (folded), not a request for one.
 */
export const statesAppointment = (folded: string): boolean =>
  RE_STATEMENT.test(folded) && !RE_ASKS.test(folded);

/** A clause that continues the one before it ("…, że mnie podwiezie", "…, that I …"). */
const RE_CONTINUES = /^(?:ze|zeby|that|which|who|ktor\w*)\b/;

/**
 * The utterance without its statements about an appointment (and the clauses continuing them),
 * cut from `orig`; null when none is found or nothing else is left.
 */
export function withoutBookingContext(folded: string, orig: string, bookingWord: RegExp): string | null {
  const clauses = clausesOf(folded);
  if (clauses.length < 2) return null;
  const keep: Clause[] = [];
  let dropped = false;
  let droppingTail = false;
  for (const [i, c] of clauses.entries()) {
    // "Nie dzwonię, żeby się umawiać": the refusal may run on into the clause that continues it.
    const next = clauses[i + 1];
    const refusal =
      RE_NOT_BOOKING.test(c.text) ||
      (!!next && RE_CONTINUES.test(next.text) && RE_NOT_BOOKING.test(`${c.text} ${next.text}`));
    const statement =
      (bookingWord.test(c.text) && RE_STATEMENT.test(c.text) && !RE_ASKS.test(c.text)) || refusal;
    if (statement || (droppingTail && RE_CONTINUES.test(c.text))) {
      dropped = true;
      droppingTail = true;
      continue;
    }
    droppingTail = false;
    keep.push(c);
  }
  if (!dropped || keep.length === 0) return null;
  const rest = keep.map((c) => orig.slice(c.start, c.end)).join(', ');
  return folded.includes('?') ? `${rest}?` : rest;
}
