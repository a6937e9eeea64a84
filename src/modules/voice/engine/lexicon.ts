/**
 * The words of matching (pure): folding, stop words, the bilingual lexicon of concepts and the
 * light Polish/English stemmer that `match.ts` builds its keys from.
 */

import { STOP } from './lexicon.stop.js';
import { LEXICON } from './lexicon.words.js';

export { STOP };

/** The lexicon's stems by their first two letters, in the lexicon's order (the first that fits wins). */
const LEX_INDEX = new Map<string, { key: string; stem: string; weak: boolean }[]>();
for (const [key, weak, stems] of LEXICON)
  for (const s of stems) {
    const first = s.slice(0, 2);
    const list = LEX_INDEX.get(first) ?? [];
    list.push({ key, stem: s, weak });
    LEX_INDEX.set(first, list);
  }

/**
 * The concept of a folded word, or null. Short stems match whole words only ("dom" not
 * "domain"), allowing two more letters; longer ones start the word.
 */
export function conceptOf(w: string): Readonly<{ key: string; weak: boolean }> | null {
  const known = concepts.get(w);
  if (known !== undefined) return known;
  let found: Readonly<{ key: string; weak: boolean }> | null = null;
  for (const c of LEX_INDEX.get(w.slice(0, 2)) ?? []) {
    const s = c.stem;
    if (s.length <= 4 ? w === s || (w.startsWith(s) && w.length <= s.length + 2) : w.startsWith(s)) {
      found = Object.freeze({ key: c.key, weak: c.weak });
      break;
    }
  }
  if (concepts.size >= CONCEPTS_MAX) concepts.clear();
  concepts.set(w, found);
  return found;
}
/**
 * The concepts of the words seen lately: every key of every turn and of every business's
 * knowledge reads its words' concepts, several times over, and callers repeat their words.
 */
const concepts = new Map<string, Readonly<{ key: string; weak: boolean }> | null>();
const CONCEPTS_MAX = 50_000;

/**
 * A Polish ending written after a hyphen ("BLIK-iem", "NFZ-u", "NIP-em", "PIT-ów"): the inflection
 * of an abbreviation, dropped, so the word is read as its base ("blik" is the card's BLIK, "nip"
 * stays the short word it was), not as a tail of its own ("iem").
 */
const RE_HYPHEN_ENDING = /(\p{L}{2,})-(u|a|e|i|y|em|iem|ie|owi|ow|om|ami|ach)(?![\p{L}\p{N}])/gu;

/** Lower case, diacritics folded (ł → l), anything but letters and digits to spaces. */
export function foldWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/wi-fi/g, 'wifi')
    .replace(/check-up/g, 'checkup')
    .replace(RE_HYPHEN_ENDING, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

const PL_SUFFIXES = [
  'owaniami',
  'owaniach',
  'owania',
  'owanie',
  'owaniu',
  'ujemy',
  'ujecie',
  'owego',
  'owemu',
  'owych',
  'owymi',
  'aniem',
  'eniem',
  'ajacy',
  'ajaca',
  'owej',
  'owac',
  'iemy',
  'acie',
  'ecie',
  'ami',
  'ach',
  'ego',
  'emu',
  'ych',
  'ymi',
  'ich',
  'imi',
  'iej',
  'ie',
  'iem',
  'ej',
  'em',
  'ow',
  'om',
  'ac',
  'ec',
  'ic',
  'yc',
  'uj',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
];
const EN_SUFFIXES = ['ing', 'ies', 'es', 'ed', 's'];
const SUFFIXES = [...PL_SUFFIXES, ...EN_SUFFIXES];

/** A light stemmer: inflectional endings removed while at least 4 letters stay. */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  for (const s of SUFFIXES)
    if (word.endsWith(s) && word.length - s.length >= 4) return word.slice(0, -s.length);
  return word;
}
