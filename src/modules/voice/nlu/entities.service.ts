/** The service asked for (see `entities.ts`). */
import type { Scan } from './datetime.js';
import { blank } from './normalize.js';

// ---------------------------------------------------------------- service

const SERVICE_STOP = new Set([
  'o',
  'w',
  'we',
  'na',
  'i',
  'oraz',
  'a',
  'bo',
  'ale',
  'prosze',
  'po',
  'przed',
  'z',
  'ze',
  'u',
  'do',
  'dla',
  'kiedy',
  'czy',
  'jak',
  'jesli',
  'jezeli',
  'gdyby',
  'mozliwie',
  'najlepiej',
  'at',
  'on',
  'in',
  'to',
  'please',
  'and',
  'with',
  'if',
  'because',
  'but',
  'so',
  'or',
  'albo',
  'lub',
  'sometime',
  'some',
  'as',
  'then',
  'next',
  'this',
  'that',
  'for',
  'of',
  'from',
  'by',
]);
const SERVICE_BAD_FIRST = new Set([
  'wizyte',
  'wizyta',
  'termin',
  'razie',
  'pewno',
  'mnie',
  'nia',
  'niego',
  'nich',
  'to',
  'ten',
  'ta',
  'te',
  'kiedy',
  'teraz',
  'godzine',
  'godzina',
  'dzien',
  'tydzien',
  'sobie',
  'czas',
  'miejscu',
  'szczescie',
  'koniec',
  'poczatku',
  'me',
  'us',
  'him',
  'her',
  'you',
  'it',
  'my',
  'an',
  'a',
  'appointment',
  'visit',
  'slot',
  'time',
  'booking',
  'reservation',
  'someone',
  'somebody',
  'calling',
  'nothing',
  'now',
  'later',
  'sure',
  'sale',
  'first',
  'one',
]);
const RE_SERVICE_TRIGGER =
  /\b(?:na|for(?: an?| the| some)?|book(?: me)?(?: in)?(?: for)? (?:an?|the)|get (?:an?|my)|need (?:an?|my)|umowic sie na|zapisac sie na|appointment for(?: an?| the)?)\s+/g;

export function extractService(s: Scan): string | undefined {
  RE_SERVICE_TRIGGER.lastIndex = 0;
  for (let m = RE_SERVICE_TRIGGER.exec(s.text); m !== null; m = RE_SERVICE_TRIGGER.exec(s.text)) {
    const re = /[\p{L}-]+/uy;
    let pos = m.index + m[0].length;
    const words: string[] = [];
    let start = -1;
    let end = -1;
    let generic = false;
    while (words.length < 4) {
      re.lastIndex = pos;
      const w = re.exec(s.text);
      if (!w) break;
      const folded = w[0];
      if (SERVICE_STOP.has(folded)) break;
      if (words.length === 0 && SERVICE_BAD_FIRST.has(folded)) {
        // "na wizytę kontrolną" keeps the qualifier; "na wizytę" alone is no service.
        if (folded === 'wizyte' || folded === 'wizyta') {
          generic = true;
        } else {
          break;
        }
      }
      if (start < 0) start = w.index;
      words.push(folded);
      end = w.index + folded.length;
      if (s.text[end] !== ' ') break;
      pos = end + 1;
    }
    if (words.length === 0 || (generic && words.length === 1)) continue;
    const text = s.orig.slice(start, end).toLocaleLowerCase('pl');
    s.text = blank(s.text, m.index, end);
    return text;
  }
  return undefined;
}
