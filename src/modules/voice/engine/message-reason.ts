/**
 * What a request for a call back or a message is about, said in the same turn as the request
 * ("proszę o telefon zwrotny od lekarza, ząb po wizycie dalej mnie boli", "please have the doctor
 * call me back, my tooth still hurts after the filling"): the request is then the message itself
 * and "what shall I pass on?" is not asked.
 */
import { spokenName } from '../nlu/entities.name.js';
import { splitOffNumbers } from '../nlu/phone-words.js';
import { foldWords, STOP } from './lexicon.js';
import { fold } from './texts.js';

/** A clause that asks for the call back or the message itself. */
const RE_REQUEST =
  /\b(?:oddzwon\w*|zadzwon\w*|telefon\w* zwrotn\w*|kontakt\w*|skontakt\w*|przekaz\w*|wiadomosc\w*|odezwa\w*|odezwie\w*|call(?:ed|ing)? (?:me |us )?back|callback|call me|ring me|phone me|get back to me|contact me|reach me|get in touch|pass (?:it |this |that )?on|message\w*|messaging)\b/;

/** Who is calling ("tu Jan Nowak", "this is Mark Jones", "my name is…"): no matter of a message. */
const RE_NAME_CLAUSE =
  /^(?:tu|tutaj|mowi|z tej strony|nazywam sie|jestem|this is|my name is|my name's|i am|i'?m|it'?s)\s+\S+(?:\s+\S+){0,2}$|^\S+(?:\s+\S+)? here$/;

/** "Mam pytanie", "I have a question", "to pilne": an announcement, not yet what about. */
const RE_ANNOUNCEMENT =
  /^(?:(?:mam|i have|i'?ve got) (?:a |an |jedno |takie |jedna |pewn\w* )?(?:pytanie|sprawe|prosbe|wiadomosc|question|query|message|request|matter)|(?:to|it'?s|this is) (?:pilne|urgent|wazne|important)|(?:jak najszybciej|as soon as possible|asap))$/;

/** "Pytanie o…", "sprawa dotycząca…": what about, after an announcement. */
const RE_ABOUT = /\b(?:pytani\w*|spraw\w*|prosb\w*) (?:o|do|dotyczac\w*|odnosnie|co do)\b/;

/** Words that say when or how to call, not what about. */
const WHEN_WORDS = new Set(
  `pilne pilnie pilna urgent urgently szybko quickly asap soon possible najszybciej rano wieczorem poludniu
  popoludniu przedpoludniem morning afternoon evening godzinie godziny hour hours after before numer number
  telefon phone dzisiaj dzis jutro today tomorrow tego tym ten this that same later pozniej lekarza
  lekarz doktor doktora doctor dentist dentysta dentysty`.split(/\s+/),
);

/**
 * The clauses of the turn that say what the request is about: each clause besides the one that
 * asks for the call back (greetings, the caller's name, numbers, when to call and announcements
 * left out) that still says something (two words of a subject). Null when none does.
 */
export function reasonWithRequest(text: string): string | null {
  const clauses = splitOffNumbers(text)
    .rest.split(/[,.;:!?]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (clauses.length < 2) return null;
  const reasons = clauses.filter((clause) => {
    const f = fold(clause).replace(/['’]/g, "'");
    if (RE_REQUEST.test(f) || RE_NAME_CLAUSE.test(f) || RE_ANNOUNCEMENT.test(f)) return false;
    // "…, Anna Kowalska z tej strony": the caller's name.
    const bare = clause.replace(/\s+(?:z tej strony|here|speaking|przy telefonie)$/i, '').trim();
    if (bare.split(/\s+/).length <= 4 && spokenName(bare)) return false;
    const words = foldWords(clause).filter((w) => w.length >= 3 && !STOP.has(w) && !WHEN_WORDS.has(w));
    // "Mam pytanie o fakturę": the announcement with its subject says what about.
    return words.length >= (RE_ABOUT.test(f) ? 1 : 2);
  });
  return reasons.length > 0 ? reasons.join(', ') : null;
}

/** Words of asking for a call back, of politeness and of whom the call is from or for: no matter. */
const RE_REQUEST_WORD =
  /^(?:oddzwon\w*|zadzwon\w*|telefon\w*|zwrotn\w*|kontakt\w*|skontakt\w*|odezwa\w*|odezwie\w*|prosb\w*|prosil\w*|call\w*|ring\w*|phone\w*|contact\w*|reach|back|touch|give|someone|somebody|ktos|kogos|doktor\w*|lekarz\w*|dentyst\w*|doctor|dentist|pani|pana|panu|could|would|mogl\w*|dobry|morning|afternoon|evening|dobrze|kindly|possible)$/;

/** A person of the business asked to call: a doctor, a dentist, a hygienist. */
const RE_CLINICIAN =
  /\b(?:doktor\w*|lekar\w*|dentyst\w*|stomatolog\w*|higienistk\w*|doctor|dentist|hygienist)\b/;

/**
 * "Proszę, żeby pani doktor oddzwoniła na numer 692 416 338", "could the dentist ring me back on
 * 601…?": a call back from the doctor asked for and where, and nothing of what about (no clause
 * of a subject, no name). A receptionist asks what it is about, so that the doctor can prepare;
 * "please have someone call me back, 601…" is taken as it is (whoever calls asks).
 */
export function onlyTheRequest(text: string): boolean {
  const { rest, phone } = splitOffNumbers(text);
  const f = fold(rest).replace(/['’]/g, "'");
  if (!phone || !RE_REQUEST.test(f) || !RE_CLINICIAN.test(f)) return false;
  return foldWords(rest).every(
    (w) => w.length < 3 || STOP.has(w) || WHEN_WORDS.has(w) || RE_REQUEST_WORD.test(w),
  );
}
