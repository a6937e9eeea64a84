/**
 * Development callers of issue #21, item 2 (Polish lemmas): inflected and undiacritised wordings
 * of what the clinic's FAQ and knowledge document say (`clinic.ts`), in forms whose letters the
 * concept lexicon's stems and the light stemmer miss ("w domach", "o lekach", "na Politechnice",
 * "dojdę", "bez płacenia"). Every one was run before the dictionary's lemmas were used in
 * matching and failed ("I don't know"); they pass with them.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th.
 */
import { answered, pl } from './dev-talk.js';
import type { EvalCaller } from './types.js';

export const DEV_LEMMAS: EvalCaller[] = [
  // "domach" → "dom": the lexicon's short stem "dom" takes whole words only.
  pl(
    'dl-pl-domach',
    'knowledge-talk',
    'Czy lekarze leczą pacjentów w ich domach?',
    answered(['home_visits']),
  ),
  pl(
    'dl-pl-domach-ascii',
    'knowledge-talk',
    'czy lekarze lecza pacjentow w ich domach',
    answered(['home_visits']),
  ),
  // "Politechnice" → "Politechnika" (k → c before -e).
  pl('dl-pl-politechnice', 'knowledge-talk', 'Czy wysiadam na Politechnice?', answered(['metro'])),
  // "dojdę" → "dojść" (the lexicon's "dojsc", "dojdz": not "dojd").
  pl('dl-pl-dojde', 'knowledge-talk', 'Czy dojdę pieszo od stacji Politechnika?', answered(['metro'])),
  pl('dl-pl-dojde-ascii', 'knowledge-talk', 'czy dojde pieszo od stacji politechnika', answered(['metro'])),
  // "lekach" → "lek", as "leków" in the document.
  pl(
    'dl-pl-lekach',
    'knowledge-talk',
    'Czy mam powiedzieć o lekach, które przyjmuję?',
    answered(['first_visit']),
  ),
  pl(
    'dl-pl-lekach-ascii',
    'knowledge-talk',
    'czy mam powiedziec o lekach ktore przyjmuje',
    answered(['first_visit']),
  ),
  pl(
    'dl-pl-lekach-lekarzowi',
    'knowledge-talk',
    'Czy powiedzieć lekarzowi o lekach, które przyjmuję?',
    answered(['first_visit']),
  ),
  // "płacenia" → "płacić" (paying: a money question, not an unknown subject).
  pl(
    'dl-pl-placenia',
    'knowledge-talk',
    'Czy mogę odwołać termin dzień przed bez płacenia?',
    answered(['cancel_policy']),
  ),
  pl(
    'dl-pl-placenia-ascii',
    'knowledge-talk',
    'czy moge odwolac termin dzien przed bez placenia',
    answered(['cancel_policy']),
  ),
];
