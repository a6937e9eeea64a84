/**
 * The caller's details said in the same breath as something else (pure):
 * - with a yes to the time offered: "Tak, pasuje, Robert Wieczorek", "Yes, nine thirty works.
 *   Lucy Fernandes.", "Ok, pasuje mi. Bartosz Sobczak, 604 777 123";
 * - with the request itself: "Chcę się umówić jutro o dziesiątej. Jan Nowicki, numer pięćset
 *   dwa, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem".
 * At a desk that is the whole answer: the time is taken and the name and number are known.
 */
import { isKnownFirstName, spokenName } from './entities.name.js';
import { clean, fold } from './normalize.js';
import { digitizeNumberWords, nameAndNumber, splitOffNumbers } from './phone-words.js';

/** Words that agree ("tak", "pasuje mi", "that works", "ok, great"), folded. */
const AGREE_WORDS = new Set(
  'tak oczywiscie certainly absolutely definitely byc bedzie pasuje pasowac dobrze dobra ok okej okay super swietnie idealnie doskonale zgoda jasne pewnie spoko biore bardzo poprosze zgadza yes yeah yep yup sure fine great perfect lovely excellent brilliant cool works suits alright good'.split(
    ' ',
  ),
);
/**
 * Words that may stand beside agreement in such a segment: the time offered said back
 * ("jedenasta mi pasuje", "nine thirty works", "twelve is fine") and small words.
 */
const BESIDE_AGREE = new Set(
  `no to mi na ten ta termin book in it godzina dziekuje dzieki thanks thank you ta ja moze byc niech bedzie w porzadku brzmi sie that is it s me for this one then please prosze sounds all right by
  pierwsza druga trzecia czwarta piata szosta siodma osma dziewiata dziesiata jedenasta dwunasta trzynasta czternasta pietnasta szesnasta siedemnasta osiemnasta dziewietnasta dwudziesta
  wpol pol kwadrans trzydziesci pietnascie czterdziesci piec rano po poludniu
  pierwszej drugiej trzeciej czwartej piatej szostej siodmej osmej dziewiatej dziesiatej jedenastej dwunastej trzynastej czternastej pietnastej szesnastej siedemnastej w we
  poniedzialek wtorek sroda srode czwartek piatek sobota sobote jutro pojutrze dzisiaj monday tuesday wednesday thursday friday saturday today tomorrow on at
  one two three four five six seven eight nine ten eleven twelve thirty fifteen forty half past quarter o clock am pm noon`.split(
    /\s+/,
  ),
);

/** A segment that only agrees, perhaps saying the time back ("Tak, jedenasta mi pasuje"). */
function agrees(segment: string): boolean {
  const words = wordsOf(segment).map((w) => w.replace(/'s$/, ''));
  return (
    words.some((w) => AGREE_WORDS.has(w)) &&
    words.every((w) => AGREE_WORDS.has(w) || BESIDE_AGREE.has(w) || /^\d{1,2}(?::\d{2})?$/.test(w))
  );
}

/** A segment's folded words (digits, times and apostrophes kept). */
const wordsOf = (segment: string) =>
  fold(segment)
    .split(/[^a-z0-9:']+/)
    .filter(Boolean);

const segmentsOf = (text: string) =>
  clean(text)
    .split(/\s*[.,;!?]+\s*|\s+-\s+/)
    .filter(Boolean);

/** Where a word starting with `head` begins (case aside), compiled once per head. */
function headPattern(head: string): RegExp {
  let re = heads.get(head);
  if (!re) {
    re = new RegExp(`(?:^|[^\\p{L}])(${head.replace(/[^\p{L}]/gu, '.')})`, 'giu');
    if (heads.size >= 5000) heads.clear();
    heads.set(head, re);
  }
  return re;
}
const heads = new Map<string, RegExp>();

/** The words of a name as a recogniser or a typing caller writes them: each capitalised where said. */
function capitalised(name: string, said: string): boolean {
  return name.split(' ').every((w) => {
    const re = headPattern(w.slice(0, 3));
    for (const m of said.matchAll(re)) {
      const ch = m[1]![0]!;
      if (ch === ch.toLocaleUpperCase('pl') && ch !== ch.toLocaleLowerCase('pl')) return true;
    }
    return false;
  });
}

/**
 * A name typed or recognised in lower case ("tak, proszę. wiktor kalinowski"): two or three
 * words of letters, the first a known first name. Returned with capitals; else undefined.
 */
function lowerCaseName(name: string): string | undefined {
  const words = name.split(' ');
  if (words.length < 2 || words.length > 3 || !words.every((w) => /^\p{L}+(?:-\p{L}+)?$/u.test(w)))
    return undefined;
  if (!isKnownFirstName(words[0]!)) return undefined;
  return words
    .map((w) => w.replace(/(^|-)(\p{L})/gu, (_, d: string, ch: string) => d + ch.toLocaleUpperCase('pl')))
    .join(' ');
}

/** A name as said beside a yes: capitalised as said, or a lower-case one that starts with a known first name. */
function acceptedName(name: string, said: string): string | undefined {
  return capitalised(name, said) ? name : lowerCaseName(name);
}

/** The text without the segments of agreement it starts with ("Tak, zgadza się. Irena Walczak." → "Irena Walczak"). */
export function withoutAgreement(text: string): string {
  const segs = segmentsOf(text);
  return segs.slice(agreementEnd(segs)).join(', ');
}

/** How many of the segments, from the first, agree (the time said back after a yes counting too). */
function agreementEnd(segs: string[]): number {
  let i = 0;
  // "Eleven, yes. Priya Patel": the time said back before the yes.
  while (i < segs.length && saysTimeBack(segs[i]!)) i++;
  if (i === segs.length || !agrees(segs[i]!)) i = 0;
  while (i < segs.length && agrees(segs[i]!)) i++;
  // "Tak, czwartek o dziesiątej. Monika Szymańska": after a yes, the time said back alone.
  while (i > 0 && i < segs.length && saysTimeBack(segs[i]!)) i++;
  return i;
}

/** A segment of only the day and time words of `BESIDE_AGREE` ("czwartek o dziesiątej", "at ten thirty"). */
function saysTimeBack(segment: string): boolean {
  const words = wordsOf(segment);
  return words.length > 0 && words.every((w) => BESIDE_AGREE.has(w) || /^\d{1,2}(?::\d{2})?$/.test(w));
}

/**
 * The name (and the number, when one is said) after a yes, or undefined: the utterance must
 * start with agreement only, and the rest must be a name of capitalised words (a name said
 * with its cue, "nazywam się…", is the NLU's); a plain yes, a question or a sentence after the
 * yes gives nothing.
 */
export function detailsBesideYes(text: string): { name: string; phone?: string } | undefined {
  const segs = segmentsOf(text);
  const end = agreementEnd(segs);
  if (end === 0 || end === segs.length) return undefined;
  const rest = segs.slice(end).join(', ');
  if (splitOffNumbers(rest).phone) {
    const both = nameAndNumber(rest);
    const name = both.name && both.phone ? acceptedName(both.name, rest) : undefined;
    return name ? { name, phone: both.phone! } : undefined;
  }
  const said = spokenName(rest);
  const name = said ? acceptedName(said, rest) : undefined;
  return name ? { name } : undefined;
}

/** Words that start a greeting or an address, never a name said bare ("Dzień Dobry", "Pani Doktor"). */
const NOT_A_BARE_NAME = new Set(
  'dzien dobry witam halo czesc pan pani panie doktor doktorze hello hi hey good morning afternoon evening doctor dr mr mrs ms miss'.split(
    ' ',
  ),
);

/**
 * The name and number said bare inside a request ("…jutro o dziesiątej. Jan Nowicki, numer
 * pięćset dwa…"): the number (digits or words, the last one said) and a segment that is only a
 * name of two to four capitalised words. Either may be missing.
 */
export function detailsInRequest(text: string): { name?: string; phone?: string } {
  const { rest, phone } = splitOffNumbers(text);
  let name: string | undefined;
  for (const seg of segmentsOf(rest)) {
    const words = seg.split(' ');
    if (words.length < 2 || words.length > 4 || words.some((w) => NOT_A_BARE_NAME.has(fold(w)))) continue;
    const said = spokenName(seg);
    if (said && said.split(' ').length >= 2 && capitalised(said, seg)) name = said;
  }
  return { ...(name ? { name } : {}), ...(phone ? { phone } : {}) };
}

/** An utterance that is only a name of 2-4 capitalised words ("Irena Czarnecka."), else undefined. */
export function bareNameAnswer(text: string): string | undefined {
  // "Hannah Schmidt, S C H M I D T": the surname spelled out letter by letter adds nothing.
  const segs = segmentsOf(text).filter((seg) => !/^\p{L}(?:[-\s.]+\p{L})+$/u.test(seg.trim()));
  if (segs.length !== 1) return undefined;
  const { name } = detailsInRequest(segs[0]!);
  return name;
}

/** "that's B-A-K-E-R", "S C H M I D T", "pisane przez dwa L": the name spelled, adding nothing. */
const RE_SPELLED =
  /^(?:(?:that'?s|that is|it'?s|spelled|spelt|spelling|to jest|czyli|pisane|pisze sie|przez)\s+)*\p{L}(?:[-\s.]+\p{L})+$/u;

/**
 * The name and number in an answer that may correct itself or explain ("Paweł Kamiński, telefon
 * 501… nie, przepraszam, 502 234 567", "Krzysztof Woźniak… a nie, wizyta jest dla syna. Tymon
 * Woźniak", "Tom Baker, that's B-A-K-E-R"): the number is the last one said (a correction
 * replaces it), the name the last part that is only a name of two to four capitalised words (a
 * name said again replaces the one before). Either may be missing; a question gives nothing.
 */
export function detailsInAnswer(text: string): { name?: string; phone?: string } {
  if (text.includes('?')) return {};
  const { phone } = splitOffNumbers(text);
  let name: string | undefined;
  for (const seg of clean(digitizeNumberWords(text)).split(/\s*(?:\.\.\.|…|[.,;!:])+\s*|\s+-\s+/)) {
    if (!seg || /\d/.test(seg) || RE_SPELLED.test(fold(seg))) continue;
    const words = seg.split(' ');
    if (words.length > 8 || words.some((w) => NOT_A_BARE_NAME.has(fold(w)))) continue;
    const said = spokenName(seg);
    if (!said || said.split(' ').length < 2 || said.split(' ').length > 4) continue;
    const ok = acceptedName(said, seg);
    if (ok) name = ok;
  }
  return { ...(name ? { name } : {}), ...(phone ? { phone } : {}) };
}
