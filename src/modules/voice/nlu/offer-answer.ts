/**
 * An answer to a time offered that turns it down for a reason and says another ("Oh wait, I've
 * got a meeting at 2. Could we do 4 instead?", "rano jednak nie dam rady, wolałbym po południu",
 * "I'll hold off for now"). Pure; over folded text (`fold` keeps positions, so the clauses kept
 * are cut from the original).
 */
import { clausesOf } from './clauses.js';
import { fold } from './normalize.js';
import { digitizeNumberWords, phoneNumbersIn } from './phone-words.js';

/**
 * A clause that rules a time out or tells why the caller is busy then ("mam wtedy spotkanie",
 * "o drugiej mam zebranie", "rano nie dam rady", "I've got a meeting at 2", "mornings are no
 * good", "I can't do 9"): what it names is not the time wanted.
 */
const RE_BUSY_CLAUSE =
  /\b(?:nie (?:dam rady|zdaz\w*|zdarz\w*|moge|pasuje|odpowiada|da rady|bede mogl\w*)|odpada|(?:mam|bede mial\w*|mamy) (?:\w+ ){0,3}(?:spotkani\w*|zebrani\w*|prac\w*|zajeci\w*|lekcj\w*|wizyt\w*|dyzur\w*|zmian\w*|odbior\w*|konferencj\w*|egzamin\w*|kolokwi\w*|rozmow\w*)|(?:spotkanie|zebranie|prace|zajecia|lekcje|dyzur|egzamin|zmiane) (?:\w+ ){0,2}mam|(?:my|our) (?:\w+ )?(?:meeting|shift|class|lecture|work|call|exam) (?:is|isn'?t|starts|ends|finishes|runs)|pracuje|jestem (?:wtedy )?(?:w pracy|zajet\w*)|(?:i'?ve got|i have|i'?ve|we'?ve got|we have|there'?s) (?:\w+ ){0,2}(?:meeting|work|class|lecture|shift|appointment|school run|pick-?up|exam|call)|i'?m (?:still |already )?(?:busy|working|at work|tied up|in a meeting)|i work|(?:can'?t|cannot|won'?t) (?:do|make)|no good|doesn'?t (?:work|suit)|won'?t work|is out)\b/;
/** A time said as a proposal after all ("Może być piętnasta?", "could we do 4 instead?"): never ruled out. */
const RE_PROPOSES = /\b(?:moze|wolal\w*|lepiej|raczej|instead|how about|what about|could we|can we|would)\b/;

/**
 * The answer without its clauses that rule a time out, cut from the original; null when there
 * is none, or nothing is left.
 */
export function withoutRuledOut(text: string): string | null {
  const folded = fold(text);
  const clauses = clausesOf(folded);
  const keep = clauses.filter((c) => !RE_BUSY_CLAUSE.test(c.text) || RE_PROPOSES.test(c.text));
  if (keep.length === clauses.length || keep.length === 0) return null;
  return keep.map((c) => text.slice(c.start, c.end)).join(', ') + (folded.includes('?') ? '?' : '');
}

/** A sentence that proposes a time ("Może sobota o dziesiątej?", "How about Saturday at 11?"). */
const RE_PROPOSAL_LEAD =
  /^(?:(?:hmm+|no|to|a|albo|ok|okay|oh|so|or|well|then|right)[\s,]+)*(?:moze|a moze|to moze|niech bedzie|wole|wolal\w*|lepiej|raczej|wezme|biore|maybe|perhaps|how about|what about|let'?s (?:say|do|go with|make it)|let'?s|make it|i'?ll (?:take|go with)|i'?d (?:rather|prefer)|actually)\b/;
/** The sentences of an answer, each with its closing mark. */
const sentencesOf = (text: string) => text.split(/(?<=[.?!])\s+/).filter((s) => s.trim() !== '');

/**
 * The last sentence of an answer, when it proposes a time after sentences that weighed others
 * ("Muszę się zastanowić, czwartek czy piątek. Może piątek o dziewiątej?", "I'm torn between
 * Thursday and Saturday. How about Saturday at 11?"): what is settled on. Null when the answer is
 * one sentence or its last does not propose.
 */
export function lastProposal(text: string): string | null {
  const all = sentencesOf(text.trim());
  if (all.length < 2) return null;
  const last = all[all.length - 1]!;
  return RE_PROPOSAL_LEAD.test(fold(last).trim()) ? last : null;
}

/**
 * Waiting or not booking yet ("to jeszcze poczekamy", "na razie się nie zapisuję", "zadzwonię, jak
 * będę znał grafik", "we'll wait a bit", "I'll call when I know my schedule").
 */
const HOLD_OFF_MORE = String.raw`\b(?:(?:jeszcze |na razie |to |wiec |z tym )*poczeka(?:m|my)\b(?! (?:chwil|moment|sekund|na (?:linii|telefon)))|(?:na razie|jeszcze|teraz|dzis|dzisiaj) (?:sie )?nie (?:zapisuje|umawiam|rezerwuje|zapisujemy|umawiamy|bede (?:sie )?(?:zapisywac|umawiac))|nie (?:zapisuje|umawiam) sie (?:jeszcze|na razie|teraz)|(?:(?:za|od)dzwonie|odezwe sie|dam (?:pani |panu |wam |panstwu )?znac),? (?:jak|kiedy|gdy|jak tylko) |(?:i'?ll|i will|we'?ll) (?:get back to you|let you know)|(?:we'?ll|we will|let'?s) (?:\w+ ){0,2}wait\b|(?:i'?ll|i will|we'?ll|we will) (?:call|ring|phone)(?: you)?(?: back| again)? (?:when|once|after) |(?:i'?m|we'?re) not (?:booking|going to book) (?:yet|just yet|now|today))`;
/**
 * Holding off for now ("wstrzymam się", "muszę się zastanowić", "jeszcze to przemyślę", "na razie
 * sobie odpuszczę", "rezygnuję", "nie skorzystam", "I'll hold off", "let me think about it", "I'll
 * sleep on it", "I'll leave it for now"): the time offered is declined, nothing is booked
 * ("rezygnuję z tego terminu" gives up only the time).
 */
const RE_HOLD_OFF_SAID =
  /\b(?:wstrzyma\w* sie|sie (?:\w+ ){0,2}wstrzyma\w*|musze (?:sie )?(?:\w+ )?zastanowi\w*|zastanowie sie|przemysle|pomysle (?:jeszcze|o tym|nad tym)|(?:jeszcze|na razie) (?:sie )?(?:nie )?(?:zdecyduje|decyduje)|(?:i'?ll|i will|let me|i'?d like to|i want to|i'?d better|i should|i need to) (?:\w+ ){0,2}(?:hold off|wait|think (?:about it|it over)|sleep on it|have a think)|(?:i'?ll|i will) (?:\w+ ){0,6}(?:call|ring|phone) (?:you )?(?:back|again)|oddzwonie|zadzwonie (?:jeszcze|pozniej|ponownie|jutro)|hold off|think it over|sleep on it|not (?:right )?now,? (?:maybe|perhaps) later|(?:i'?ll|i will|i think i'?ll|let'?s|i'?d better) (?:\w+ ){0,2}(?:leave it\b(?! (?:up )?to (?:you|them|the)\b| at\b)|give it a miss|pass\b(?! (?:a |the |on (?:a |the |my ))?(?:message|note|word|number)| it on))|leave it (?:for now|there|for the moment|for today)|(?:(?:to|wiec|na razie|jednak|chyba) )*(?:sobie )?odpuszcze|(?:(?:to|na razie|chyba) )*zostawie to(?: na razie)?|dam sobie (?:na razie )?spokoj|(?:let'?s|we'?d better|i'?d rather|i would rather) not (?:book|schedule|reserve|go ahead with|do) (?:it|that|this|one|anything)|(?:please )?(?:don'?t|do not) (?:book|schedule|reserve) (?:it|that|this|anything)|(?:i'?ll|i will|i think i'?ll|i'?d better) (?:\w+ ){0,2}(?:skip (?:it|that|the booking)|not book)|(?:to )?(?:jednak )?(?:nie (?:zapisujmy|rezerwujmy|umawiajmy)|prosze (?:mnie )?nie (?:zapisywac|rezerwowac|umawiac))|(?:(?:to|wiec|jednak|chyba|na razie) )*z?rezygnuje\b(?! z (?:tej|tego|tamtej|tamtego|poniedzial|wtor|srod|czwart|piat|sobot|niedziel|rana|popoludni))|(?:(?:to|wiec|jednak|chyba) )*(?:jednak )?nie skorzystam|(?:i'?ll|i will|i think i'?ll|i'?m going to) (?:\w+ ){0,2}give it up\b)\b/;
const RE_HOLD_OFF = new RegExp(`${RE_HOLD_OFF_SAID.source}|${HOLD_OFF_MORE}`);
export const holdsOff = (text: string) => RE_HOLD_OFF.test(fold(text));
/** "…and ring you back tomorrow", "zadzwonię jutro": when the caller calls again, not a time wanted. */
const RE_CALL_AGAIN_WHEN =
  /\b(?:(?:i'?ll|i will) )?(?:call|ring|phone) (?:you )?(?:back|again)(?: (?:later|tomorrow|today|on \w+|next week|in \w+ \w+))?|(?:od|za)dzwonie (?:jeszcze )?(?:jutro|pozniej|dzisiaj|dzis|w \w+|za \w+ \w+)?/g;
/** The answer without when the caller will call again (its folded text). */
export const withoutCallingAgain = (text: string) => fold(text).replace(RE_CALL_AGAIN_WHEN, ' ');

/**
 * "Grace Hall, 601 234 567. Sorry, no, that's wrong, it's 601 234 576": the answer without what
 * lies between the first number said and the last (the correction of the number, whose "no" is
 * about the number, not the time offered); null when fewer than two numbers are said.
 */
export function withoutNumberCorrection(text: string): string | null {
  const t = digitizeNumberWords(text);
  const all = phoneNumbersIn(text);
  if (all.length < 2) return null;
  return `${t.slice(0, all[0]!.start)} ${t.slice(all[all.length - 1]!.start)}`;
}
