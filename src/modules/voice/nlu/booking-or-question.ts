/**
 * Whether a turn that mentions a visit books one (pure): a booking put off ("umówię się później"),
 * a visit asked for by a request form beside a word of the hours, a broken tooth to be seen at a
 * time the caller names. Read by `understand.ts` beside its own intent rules; over folded text
 * unless said otherwise.
 */

import { clausesOf } from './clauses.js';
import { fold } from './normalize.js';
import type { Slots } from './types.js';

/**
 * A booking put off or declined for now, closing its clause: "umówię się później, jak pogadam z
 * mężem", "zapisywać się jeszcze nie chcę", "na razie nie chcę się umawiać", "I'll book later",
 * "I don't want to book just yet". Not a day refused ("nie chcę się umawiać na sobotę, wolę
 * piątek": a word of the day follows) nor "umówię się na później" (a later day asked for).
 */
const RE_BOOK_LATER = new RegExp(
  [
    String.raw`\b(?:umowie|zapisze|zarejestruje|zarezerwuje) sie (?:(?:juz|to|wtedy|sam|sama) )?(?:pozniej|potem|innym razem|kiedy indziej|w przyszlosci)`,
    String.raw`\b(?:jeszcze |na razie |teraz )?nie (?:chce|chcialbym|chcialabym|bede|zamierzam) (?:sie )?(?:jeszcze |na razie |teraz )?(?:zapisywac|umawiac|rezerwowac|rejestrowac|zapisac|umowic|zarezerwowac)(?: sie)?(?: (?:jeszcze|na razie|teraz))?`,
    String.raw`\b(?:zapisywac|umawiac|rezerwowac|zapisac|umowic) sie (?:(?:jeszcze|na razie|teraz) )?nie (?:chce|bede|zamierzam)`,
    String.raw`\b(?:i'?ll|i will|i'?d rather|i'?ll probably) book (?:it |one |an appointment |a visit )?(?:later|another time|some other time|next time|once|after)`,
    String.raw`\b(?:i )?(?:don'?t|do not) (?:want|need|plan|intend) to book (?:it |one |anything |an appointment )?(?:yet|just yet|now|right now|today|at the moment)`,
    String.raw`\bnot (?:ready )?(?:to )?book(?:ing)? (?:it |one |anything |an appointment )?(?:yet|just yet|right now|at the moment|today)`,
    String.raw`\b(?:jeszcze|na razie|teraz|dzis|dzisiaj) (?:sie )?nie (?:zapisuje|umawiam|rezerwuje)(?: sie)?`,
  ].join('|'),
);
/** What may follow a booking put off in its clause (not a day or a service it is about). */
const RE_CLAUSE_END =
  /^\s*(?:$|[,.!?;]|-|(?:ale|bo|jak|kiedy|dopiero|gdy|until|when|once|after|but|because|since|till|first|yet)\b)/;

/** The sentences of a turn, each with its closing mark. */
const sentences = (text: string) => text.split(/(?<=[.?!])\s+/).filter((s) => s.trim() !== '');

/** A sentence that puts booking off ("Umówię się później, jak pogadam z mężem."). */
export function putsBookingOff(sentence: string): boolean {
  const f = fold(sentence);
  const m = RE_BOOK_LATER.exec(f);
  return !!m && RE_CLAUSE_END.test(f.slice(m.index + m[0].length));
}

/** A question said as a statement ("I'm just wondering…", "chciałam tylko wiedzieć, …"). */
const RE_WONDERING =
  /\b(?:wonder\w*|curious|(?:want|wanted|like|need) to (?:know|ask|check|find out)|zapytac|spytac|dopytac|dowiedziec|wiedziec|ciekaw\w*)\b/;

/**
 * "I'm not booking yet, I'm just wondering how long a root canal takes", "na razie się nie
 * zapisuję, chciałam tylko zapytać, ile to trwa": the question after a booking put off in the
 * same sentence (a clause of its own after a comma, "ale", "but"); null when no question follows.
 */
function questionAfterPutOff(sentence: string): string | null {
  const f = fold(sentence);
  const m = RE_BOOK_LATER.exec(f);
  if (!m) return null;
  const cut = /^\s*(?:[,;:-]\s*|\s(?:ale|but|tylko|just)\b)/.exec(f.slice(m.index + m[0].length));
  if (!cut) return null;
  // `fold` keeps positions: the rest is cut from the words as said.
  const rest = sentence.slice(m.index + m[0].length + cut[0].length).trim();
  // Said as a statement, it is still asked: the question mark tells the rules so.
  return RE_WONDERING.test(fold(rest)) || /\b(?:ile|jak dlugo|how (?:long|much|many))\b/.test(fold(rest))
    ? rest.replace(/[.!]*$/, '?')
    : null;
}

/**
 * The turn without the sentences (not questions themselves) that put booking off, when there are
 * such and something else is said: "Ile kosztuje wybielanie? Umówię się później, jak pogadam z
 * mężem." is the price question alone. Null otherwise.
 */
export function withoutBookingPutOff(text: string): string | null {
  const all = sentences(text.trim());
  const kept = all
    .map((s) => (s.trim().endsWith('?') ? s : (questionAfterPutOff(s) ?? s)))
    .filter((s) => s.trim().endsWith('?') || !putsBookingOff(s));
  if (kept.join(' ') === all.join(' ') || kept.length === 0) return null;
  const rest = kept.join(' ').trim();
  return /\p{L}{3}/u.test(fold(rest).replace(/\b(?:dzien dobry|halo|witam|hello|hi|hey)\b/g, ''))
    ? rest
    : null;
}

/**
 * A request form asking for a visit of the business: "chciałbym na przegląd", "I'd like a check-up",
 * or whether a visit is taken ("przyjmiecie mnie na przegląd", "przyjmujecie w sobotę na przegląd").
 */
const RE_VISIT_REQUEST =
  /\b(?:(?:przyjmiecie|przyjmujecie|przyjmie) (?:(?:mnie|nas|tez|w|we|\p{L}+[ey]) ){0,3}na \p{L}+|(?:chcial(?:bym|abym)|chce|poprosze|prosze o|potrzebuje|szukam) (?:(?:sie|umowic|zapisac|przyjsc|przyjechac|wpasc|termin\w*|wizyt\w*) )*(?:na |o )?\p{L}+|(?:i'?d like|i would like|i want|i need|can i (?:get|have)|could i (?:get|have)) (?:to (?:book|get|have|come in for) )?(?:a |an |my )?\w+)/u;
/** Words that ask the hours themselves ("do której", "godziny otwarcia", "open"). */
const RE_HOURS_ASKED =
  /\b(?:do ktorej|od ktorej|w jakich godzinach|godzin\w* (?:otwarcia|pracy)|otwar\w*|otwieracie|zamykacie|czynn\w*|open\w*|clos\w*|hours)\b/;

/**
 * A visit asked for beside a word of the hours: "pojutrze z samego rana, jak tylko otwieracie?"
 * (the soonest), or "pracuję w tygodniu, więc chciałbym na przegląd w sobotę o jedenastej" (a
 * service or a word of a visit, `visitWord`, asked for by a request form with a time of day, the
 * hours themselves not asked): a booking, whatever the day's working is said about.
 */
export function visitAskedFor(body: string, slots: Slots, visitWord: boolean): boolean {
  if (slots.soonest === true) return true;
  const visit = visitWord || slots.service !== undefined;
  return slots.time !== undefined && visit && RE_VISIT_REQUEST.test(body) && !RE_HOURS_ASKED.test(body);
}

/** A tooth broken or cracked, told of (not knocked out, not a fall or a blow just now). */
const RE_BROKEN_TOOTH =
  /\b(?:(?:zlamal\w*|ukruszyl\w*|pekl\w*|ulamal\w*)(?: (?:mi|sie|mi sie))* (?:\w+ )?(?:zab|zeba|zeby|zebow|jedynk\w*|trojk\w*|szostk\w*|osemk\w*)|(?:zlaman\w*|ukruszon\w*|pekniet\w*|ulaman\w*) (?:\w+ )?(?:zab|zeba|zeby|zebem)|(?:zab|zeba|zeby)\w*[\s,]+(?:\w+\s+)?(?:zlaman\w*|ukruszon\w*|pekniet\w*|ulaman\w*)|(?:broken|cracked|chipped) (?:front |back )?(?:tooth|teeth|molar)|(?:broke|cracked|chipped) (?:a |my |one of my )?(?:front |back )?(?:tooth|teeth|molar))\b/g;
/** The damage happened just now: a true emergency still. */
const RE_JUST_NOW =
  /\b(?:wlasnie|przed chwila|dopiero co|przed momentem|just now|a moment ago|minutes ago|just (?:broke|cracked|chipped|fell|knocked|hit))\b/;

/**
 * The emergency words of the turn (`emergencyWords`, `RE_EMERGENCY`) once a broken tooth is set
 * aside, when the caller names a day or time for it ("I have a broken tooth that needs to be pulled
 * out, Wednesday at 10?"): a visit asked for, not an emergency. Bleeding, swelling, pain beyond
 * bearing, trouble breathing, or the damage just now still are.
 */
export function isEmergency(body: string, emergencyWords: RegExp, timeSaid: boolean): boolean {
  if (!emergencyWords.test(body)) return false;
  if (!timeSaid || RE_JUST_NOW.test(body)) return true;
  return emergencyWords.test(body.replace(RE_BROKEN_TOOTH, ' '));
}

/** The caller says they are coming for a visit already set ("jutro przychodzę do was", "I'm seeing you on Friday"). */
const RE_VISIT_COMING =
  /\b(?:przychodze|przyjde|przyjezdzam|przyjade|bede u (?:was|pana|pani|panstwa)|ide do (?:was|pana|pani|panstwa)|(?:i'?m|i am) (?:coming (?:in|to you|to see you)|seeing you|visiting you|in with you)|i'?ll be (?:coming in|seeing you|in with you))\b/;
/** A question of what or how, opening the clause ("co zabrać", "jak się przygotować", "what should I bring"). */
const RE_WHAT_OR_HOW =
  /^(?:(?:a|i|and|so|ok|okay)\s+)?(?:co|czego|jak\w*|gdzie|czy (?:trzeba|musze|powinien\w*|powinnam|mam)|what\w*|how|where|do i (?:need|have)|should i|is there anything)\b/;

/**
 * "Jutro przychodzę do was pierwszy raz, co zabrać?", "I'm seeing you for the first time
 * tomorrow. What should I bring?": a visit the caller is coming to, then a question of what or
 * how (its last clause): a question, whatever day is said, not a slot asked for.
 */
export function visitComingThenAsked(body: string): boolean {
  if (!body.includes('?') || !RE_VISIT_COMING.test(body)) return false;
  const clauses = clausesOf(body);
  const last = clauses[clauses.length - 1];
  return clauses.length > 1 && !!last && RE_WHAT_OR_HOW.test(last.text) && !RE_VISIT_COMING.test(last.text);
}
