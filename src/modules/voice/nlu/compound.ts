/**
 * A turn that says more than one thing (pure): "ile kosztuje przegląd? I od razu bym się
 * zapisał na piątek", "mam dwa pytania: czy jest parking i czy można płacić kartą?", "chciałbym
 * się zapisać, ale zanim się zapiszę: jak odwołam dzień wcześniej, to coś płacę?". Its parts (cut
 * from the original; `fold` keeps positions), a question said as a condition, the announcement of
 * questions, and the turn without the words that ask for a booking. Read by
 * `engine/compound.ts`, which understands each part on its own.
 */
import { fold } from './normalize.js';

/** A word that opens a question of its own. */
const QUESTION_WORD = String.raw`(?:czy|ile|gdzie|kiedy|jak(?:i|a|ie|iego|iej|im)?|co|czym|czego|ktor\w*|do kiedy|od kiedy|do ktorej|od ktorej|do you|does|did|is|are|can|could|will|would|what\w*|how|where|when|which|who|may)\b`;

/**
 * Where a new part starts: after a sentence's closing mark, after a colon, before a second
 * question joined by a conjunction ("… i czy …", "…, a ile …", "… and also can I …", "oraz czy"),
 * and before ", czy" / ", ile" / ", gdzie" / ", do kiedy" and their English kin (", do you …").
 */
const RE_CUT = new RegExp(
  [
    String.raw`(?<=[.?!])\s+(?=\S)`,
    String.raw`:\s+(?=\S)`,
    String.raw`,?\s+(?=(?:i|a|oraz|ale|and|but|plus)\s+(?:(?:tez|takze|jeszcze|do tego|poza tym|also|too)\s+)?${QUESTION_WORD})`,
    String.raw`,?\s+(?=(?:and )?also,?\s+${QUESTION_WORD})`,
    String.raw`,\s+(?=(?:czy|ile|gdzie|do kiedy|od kiedy|(?:is|are|do|does|can|could|will|would|should|may) (?:he|she|it|they|there|you|i|we|that|this)|is (?:my|your|the)|do (?:i|we))\b)`,
  ].join('|'),
  'g',
);

/** The parts of a turn (at least one; the whole when nothing cuts it). */
export function turnParts(text: string): string[] {
  const t = text.trim();
  const f = fold(t);
  const cuts: { at: number; next: number }[] = [];
  RE_CUT.lastIndex = 0;
  for (let m = RE_CUT.exec(f); m; m = RE_CUT.exec(f)) {
    const next = m.index + m[0].length;
    // "…ten thirty a.m. for a check-up?", "dr. Nowak": a full stop closes a sentence only before a capital.
    const stop = f[m.index - 1] === '.' && !m[0].startsWith(',');
    if (stop && (!/\p{Lu}/u.test(t[next] ?? '') || /(?:^|[\s.])\p{L}{1,2}\.$/u.test(t.slice(0, m.index))))
      continue;
    cuts.push({ at: m.index, next });
  }
  const parts: string[] = [];
  let from = 0;
  for (const c of cuts) {
    if (c.at < from) continue;
    // "Czy to jest refundowane, czy płacę sam?", "What happens if …, do I get a voucher?": after a
    // question, a comma goes on with the same question (a choice, a condition); after a
    // statement or a request ("chcę umówić córkę…, czy to już można?") a question starts.
    if (
      /^,\s*$/.test(f.slice(c.at, c.next)) &&
      !/^(?:i|a|oraz|ale|and|but|plus|also)\b/.test(f.slice(c.next)) &&
      RE_OPENS_QUESTION.test(f.slice(from, c.at).trim())
    )
      continue;
    parts.push(t.slice(from, c.at));
    from = c.next;
  }
  parts.push(t.slice(from));
  const out: string[] = [];
  const kept = parts
    .map((x) => x.replace(/^[\s,;:-]+|[\s,;:-]+$/g, ''))
    .filter((x) => /\p{L}/u.test(x) && !RE_ONLY_JOINS.test(fold(x)))
    // "czy jest parking | i czy można płacić kartą?": a question cut from its sentence keeps its mark.
    .map((x) => (RE_ASKS.test(fold(x)) && !/[.?!]$/.test(x) ? `${x}?` : x))
    // "Przegląd u was ile trwa | i ile kosztuje?": a part asking with a word inside it, joined to a
    // question after it, is a question too (the mark closes both).
    .map((x, i, all) =>
      !/[.?!]$/.test(x) && RE_ASKS_INSIDE.test(fold(x)) && /\?$/.test(all[i + 1] ?? '') ? `${x}?` : x,
    );
  for (const p of kept) {
    // "Jeśli się spóźnię, czy wizyta przepada?": a condition still open is one part with its question.
    const prev = out[out.length - 1];
    if (prev !== undefined && RE_OPENS_CONDITION.test(fold(prev)) && !/[.?!]$/.test(prev))
      out[out.length - 1] = `${prev}, ${p}`;
    else out.push(p);
  }
  return out;
}

/** A part that opens with a question word (after a greeting or a word that joins). */
const RE_OPENS_QUESTION = new RegExp(
  String.raw`^(?:(?:dzien dobry|halo|witam|hello|hi|hey|a|i|no|to|and|so|ok|okay|but|ale)[\s,]+)*${QUESTION_WORD}`,
);

/** A part of nothing but words that join ("and", "also", "i", "a także"). */
const RE_ONLY_JOINS = /^(?:(?:i|a|oraz|ale|tez|takze|jeszcze|plus|and|also|but|too|so)[\s,.]*)+$/;
/** A part that opens with a word of asking (after a word that joins it to the one before). */
const RE_ASKS =
  /^(?:(?:i|a|oraz|ale|and|but|plus|also|tez|jeszcze)[\s,]+)*(?:czy|ile|gdzie|kiedy|do kiedy|od kiedy|(?:is|are|do|does|did|can|could|will|would|should|may) \w+|what\w*|how|where)\b/;

/** A word asking how much or how long, anywhere in a part ("wizyta kontrolna ile trwa"). */
const RE_ASKS_INSIDE = /\b(?:ile|jak dlugo|how (?:long|much|many))\b/;

/** A part that opens with a condition ("jeśli…", "jak odwołam…", "if I…", "when I…"). */
const RE_OPENS_CONDITION =
  /^(?:(?:a|i|ale|no|to|and|but|so|ok|okay|well)[\s,]+)*(?:jesli|jezeli|gdyby\w*|jakby(?:m|smy|s)?|w razie|w przypadku|a co jesli|co jesli|co gdyby|jak|kiedy|gdy|if|what if|in case|suppose|supposing|when)\b/;

/**
 * "Mam dwa pytania", "mam kilka pytań", "I've got two questions", "a couple of things": the
 * questions announced, nothing asked yet (a short part, nothing else in it).
 */
const RE_ANNOUNCES =
  /^(?:(?:dzien dobry|halo|witam|hello|hi|hey|good (?:morning|afternoon|evening)|przepraszam|sorry)[\s,]+)*(?:(?:ja |to |so |well |ok |okay )?(?:mam|mialbym|mialabym|i have|i'?ve got|i got|got|there are)\s+)?(?:(?:takie |jeszcze |just |only )?(?:dwa|dwie|trzy|kilka|pare|dwoch|trzech|two|three|a few|a couple(?: of)?|couple of|some|few)\s+)(?:krotkie |szybkie |quick |short )?(?:pytan\w*|sprawy|spraw|rzeczy|kwestie|questions|things|queries)[\s.!?]*$/;
/** "…i chciałam zapytać", "ale chciałem spytać", "and I wanted to ask": the question is still to come. */
const RE_ANNOUNCE_END =
  /(?:^|\s)(?:(?:chcial\w*|chce|chcialbym|chcialabym|bym|mam pytanie|pytanie)\s+)?(?:(?:sie|tylko|jeszcze|tez|tez sie)\s+)*(?:zapytac|spytac|dopytac|dowiedziec|upewnic|wiedziec|pytanie)|(?:wanted|want|would like|'?d like|need) to (?:just )?(?:ask|know|check|find out|make sure)|(?:was|am|i'?m) wondering|(?:i have|i'?ve got) a question|quick question|pytanie mam$/;
export const announcesQuestions = (part: string): boolean => {
  const f = fold(part)
    .trim()
    .replace(/[\s.!:,]+$/, '');
  return RE_ANNOUNCES.test(f) || (!f.endsWith('?') && RE_ANNOUNCE_END.test(f) && RE_ANNOUNCE_TAIL.test(f));
};
/** The announcement closes the part (nothing asked after it). */
const RE_ANNOUNCE_TAIL =
  /(?:zapytac|spytac|dopytac|dowiedziec|upewnic|wiedziec|pytanie|ask|know|check|find out|make sure|wondering|question)$/;

/**
 * A word that leans on what was said before ("could you check her as well?", "czy jest płatny?"
 * aside, "a ile to kosztuje?"): a question with one is not a question of its own.
 */
const RE_LEANS =
  /\b(?:her|him|his|she|he|it|its|they|them|their|this|that|these|those|one|ja|ją|go|jej|jego|niego|nia|nią|niej|nim|to|tego|tym|ten|ta|te|tej|tam|jemu|mu|ich|nich)\b/;
export const leansOnBefore = (part: string): boolean => RE_LEANS.test(fold(part));

/**
 * A question said as a condition: "jak odwołam wizytę dzień wcześniej, to coś płacę?", "jeśli się
 * spóźnię, czy wizyta przepada?", "gdybym musiał odwołać, ile wcześniej?", "if I cancel the day
 * before, do I pay anything?", "what if I'm late?". Its closing mark is a question mark; the
 * condition opens it (after "a", "i", "ale", "and", "but", "so") and, for "jak" and "when"
 * (which also ask how and when), a consequent follows after a comma ("…, to …", "…, do I …").
 */
const RE_IF =
  /^(?:(?:a|i|ale|no|to|and|but|so|ok|okay|well)[\s,]+)*(?:jesli|jezeli|gdyby\w*|jakby(?:m|smy|s)?|w razie(?: gdyby\w*)?|w przypadku gdy\w*|a co jesli|co jesli|co gdyby|if|what if|in case|suppose|supposing|say)\b/;
const RE_WHEN_THEN =
  /^(?:(?:a|i|ale|no|and|but|so|ok|okay|well)[\s,]+)*(?:jak|kiedy|gdy|when)\s+\p{L}+[^,?]*,\s*(?:to|then|czy|do|does|will|would|is|am|are|have|can|ile|co|how|what)\b/u;
export function conditionalQuestion(part: string): boolean {
  const f = fold(part).trim();
  if (!f.endsWith('?')) return false;
  return RE_IF.test(f) || RE_WHEN_THEN.test(f);
}

/**
 * The words that ask for a booking ("chcę umówić", "chciałbym się zapisać", "I'd like to book")
 * and the visit it is for ("na pierwszą wizytę", "for a first appointment"), left out: what is said of whom and what for remains ("córkę na pierwszą wizytę, ma dwa lata,
 * czy to już można?"), so that a question leaning on the request can be matched without them.
 */
const RE_BOOKING_REQUEST =
  /\b(?:(?:ja |to )?(?:chce|chcial\w*|chcialbym|chcialabym|poprosze|prosze|bym|chcemy|chcielibysmy|musze)\s+)?(?:sie\s+)?(?:umowic|zapisac|zarezerwowac|umowienie|zapisanie|zapisac sie|umowic sie)(?:\s+sie)?\b|\b(?:i'?d like to|i would like to|i want to|i need to|i'?d love to|can i|could i|we'?d like to|we want to)\s+(?:book|schedule|make an appointment for)\b|\bna (?:(?:pierwsz|kolejn|kontroln)\w+ )?(?:wizyt\w*|konsultacj\w*)\b|\bfor (?:a |an |her |his |their |my |our )?(?:first )?(?:visit|appointment|consultation)\b/g;
export function withoutBookingRequest(text: string): string {
  const f = fold(text);
  let out = '';
  let from = 0;
  RE_BOOKING_REQUEST.lastIndex = 0;
  for (let m = RE_BOOKING_REQUEST.exec(f); m; m = RE_BOOKING_REQUEST.exec(f)) {
    out += text.slice(from, m.index);
    from = m.index + m[0].length;
  }
  out += text.slice(from);
  return out
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;:.?!])/g, '$1')
    .replace(/^[\s,;:.-]+/, '')
    .trim();
}

/**
 * A part put as a question: a question mark, a question word first, or a condition ("Chciałam
 * kupić mamie na święta." says why, it asks nothing).
 */
export const putAsQuestion = (part: string): boolean =>
  /\?\s*$/.test(part) || RE_OPENS_QUESTION.test(fold(part)) || conditionalQuestion(part);
