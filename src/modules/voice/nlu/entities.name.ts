/** The caller's name (see `entities.ts`). */
import type { Scan } from './datetime.js';
import { blank, capitalizeWords } from './normalize.js';

// ---------------------------------------------------------------- name

const NAME_STOP = new Set([
  'i',
  'a',
  'oraz',
  'ale',
  'bo',
  'z',
  'ze',
  'w',
  'we',
  'na',
  'do',
  'od',
  'chce',
  'chcial',
  'chcialem',
  'chcialam',
  'chcialbym',
  'chcialabym',
  'dzwonie',
  'prosze',
  'poprosze',
  'mam',
  'jestem',
  'tutaj',
  'sie',
  'to',
  'and',
  'calling',
  'from',
  "i'd",
  "i'm",
  'would',
  'want',
  'please',
  'here',
  'speaking',
  'the',
  'my',
  'is',
  'with',
  'about',
  'for',
  'pan',
  'pani',
  'panem',
  'pania',
  'poniedzialek',
  'wtorek',
  'sroda',
  'czwartek',
  'piatek',
  'sobota',
  'niedziela',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'jutro',
  'dzisiaj',
  'dzis',
  'tomorrow',
  'today',
  'tak',
  'nie',
  'yes',
  'no',
  'dzien',
  'dobry',
  'good',
  'morning',
  'hello',
  'hi',
  'urgent',
  'pilne',
  'not',
  'just',
  'looking',
  'sorry',
  'zainteresowan',
  'interested',
  'going',
]);

/** Triggers that can be followed by a lower-case (transcribed) name. */
const RE_NAME_STRONG =
  /\b(?:nazywam sie|moje (?:imie i nazwisko|nazwisko|imie) to|mam na imie|z tej strony|na nazwisko|nazwisko|my name is|my name'?s|name is|name'?s|the name is|under the name|under)\s+/;
/** Triggers that need a capitalised word after them ("Tu Anna Nowak", "This is Tom"). */
const RE_NAME_WEAK = /(?:^|[\s,.!?])(?:tu|tutaj|mowi|jestem|this is|it'?s|i am|i'?m)\s+/g;

function nameWordsAt(
  s: Scan,
  start: number,
  requireCapital: boolean,
): { name: string; end: number } | undefined {
  const re = /[\p{L}'-]+/uy;
  const words: string[] = [];
  let pos = start;
  let end = start;
  while (words.length < 3) {
    re.lastIndex = pos;
    const m = re.exec(s.orig);
    if (!m) break;
    const folded = s.text.slice(m.index, m.index + m[0].length);
    if (folded.trim() === '' || NAME_STOP.has(folded) || folded.startsWith('zainteresowan')) break;
    const capital = m[0][0] !== undefined && m[0][0] !== m[0][0].toLocaleLowerCase('pl');
    if (requireCapital && !capital) break;
    if (!requireCapital && words.length >= 2 && !capital) break;
    words.push(m[0]);
    end = m.index + m[0].length;
    if (s.orig[end] !== ' ') break;
    pos = end + 1;
  }
  if (words.length === 0) return undefined;
  return { name: capitalizeWords(words.join(' ')), end };
}

export function extractName(s: Scan): string | undefined {
  const strong = RE_NAME_STRONG.exec(s.text);
  if (strong) {
    const start = strong.index + strong[0].length;
    const found = nameWordsAt(s, start, false);
    if (found) {
      s.text = blank(s.text, strong.index, found.end);
      return found.name;
    }
  }
  RE_NAME_WEAK.lastIndex = 0;
  for (let m = RE_NAME_WEAK.exec(s.text); m !== null; m = RE_NAME_WEAK.exec(s.text)) {
    const start = m.index + m[0].length;
    const found = nameWordsAt(s, start, true);
    if (found) {
      s.text = blank(s.text, m.index, found.end);
      return found.name;
    }
  }
  return undefined;
}

/** A bare answer to "what is your name?": one to four words of letters. */
export function bareName(s: Scan): string | undefined {
  const body = s.orig
    .replace(/^(?:(?:to|jestem|tu|this is|it'?s|i'?m)\s+)/i, '')
    .replace(/[.,!?]+$/g, '')
    .trim();
  if (!/^[\p{L}'-]+(?: [\p{L}'-]+){0,3}$/u.test(body)) return undefined;
  return capitalizeWords(body);
}
