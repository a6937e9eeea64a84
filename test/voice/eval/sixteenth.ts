/**
 * The sixteenth held-out evaluation set (`npm run bench:voice -- --set sixteenth`), issue #21:
 * 130 scripted callers (80 Polish, 50 English, ids `q001`…`q130`) phoning the dental clinic of
 * `clinic.ts` at the evaluation clock (Monday 23 November 2026, 08:00 in Warsaw): bookings with
 * the day and time said the ways people say them on the phone (today, tomorrow, the day after,
 * weekdays, "w przyszły wtorek, pierwszego grudnia", dates in words, "wpół do", "o drugiej po
 * południu", digits, British "half ten", a time corrected in the sentence, names said surname
 * first, a contact number dictated in digits and in words), services in the callers' own words
 * ("zdjąć kamień", "rozjaśnić zęby", "wyrwać ósemkę", "a scale and polish", "teeth bleached"),
 * free times asked for (a closed Sunday, before opening, "kwadrans po dwunastej" on a Saturday,
 * too late for the service's length, an evening), changes of mind in the call and of a booking
 * made in it (moved, cancelled, given up), messages with a callback number (corrected, in words,
 * in pairs of digits, "this number", the reason before or after it), FAQ and knowledge-document
 * questions in other words (both languages, with and without diacritics, the Polish-only entries
 * asked in English), prices, hours and the list of services, callers whose language is not the
 * textbook's (no diacritics, dialect, English words in Polish, non-native English), questions
 * nothing answers, questions that sound like a booking but are not, transfers (a department, a
 * person, an emergency) and calls that simply end.
 *
 * Written blind on 2026-11-28 from only types.ts, script.ts, clinic.ts, run.ts,
 * bench/voice-eval.ts, twelfth-callers-kit.ts, fourteenth-callers-kit.ts,
 * fifteenth-callers-kit.ts and fifteenth.ts (its assembly and header comment only): no
 * receptionist source, no other set's callers, no voice docs or tests were read. Every
 * expectation rests only on what `clinic.ts` configures and on the evaluation clock. It measures
 * the receptionist on callers nobody tuned rules on, so it must never be used to tune rules.
 */

import { FAQ, INFO, KNOWLEDGE, LANGUAGE } from './sixteenth-callers-ask.js';
import { BOOKING, SERVICE } from './sixteenth-callers-book.js';
import { END, MESSAGE, NOT_BOOKING, TRANSFER, UNKNOWN } from './sixteenth-callers-other.js';
import { CHANGE, SLOTS } from './sixteenth-callers-slots.js';
import type { EvalCaller } from './types.js';

export const SIXTEENTH: EvalCaller[] = [
  ...BOOKING,
  ...SERVICE,
  ...SLOTS,
  ...CHANGE,
  ...MESSAGE,
  ...FAQ,
  ...KNOWLEDGE,
  ...INFO,
  ...LANGUAGE,
  ...UNKNOWN,
  ...NOT_BOOKING,
  ...TRANSFER,
  ...END,
];
