/**
 * The seventeenth held-out evaluation set (`npm run bench:voice -- --set seventeenth`), issue #21:
 * 130 scripted callers (80 Polish, 50 English, ids `r001`…`r130`) phoning the dental clinic of
 * `clinic.ts` at the evaluation clock (Monday 23 November 2026, 08:00 in Warsaw): bookings with
 * the day and time said the ways people say them on the phone (today "o czwartej po południu",
 * tomorrow "tak koło dziesiątej", "pojutrze o wpół do dwunastej", "w samo południe", this
 * Saturday, "w przyszły piątek, czwartego grudnia", "na dwudziestego szóstego listopada",
 * "trzynasta trzydzieści", British "half eleven" and "half two", American "December 3rd, 9
 * a.m.", "the day after tomorrow at four in the afternoon", "today at five"), a name given before
 * it is asked for, a name said surname first, a first name corrected in the breath, a contact
 * number dictated with the name, services in the callers' own words ("usunąć kamień nazębny", "ząb
 * do usunięcia", "zęby bielsze", "leczyć kanałowo szóstkę", "zajrzał do zębów", "a tooth pulled
 * out", "professionally cleaned", "made whiter", "a routine dental exam"), free times asked for (a
 * closed Sunday, before opening, after Saturday's closing, an evening, a service too long for the
 * time asked, an afternoon's free times, a caller who only asks), changes of mind (a time or day
 * corrected in the sentence or the next one, a booking moved, cancelled or given up over the
 * price), messages with a callback number (digits, words, a group of three then pairs, corrected,
 * "this number", the number before the reason, without diacritics, non-native English), FAQ and
 * knowledge-document questions in other words (both languages, the Polish-only entries asked in
 * English, without diacritics), hours, services and prices, callers whose language is not the
 * textbook's (no diacritics, English words in Polish, colloquial Polish, non-native English),
 * questions nothing answers, questions that sound like a booking but are not, transfers (a
 * department, reception, an emergency) and calls that simply end, politely or abruptly.
 *
 * Written blind on 2026-11-28 from only types.ts, script.ts, clinic.ts, run.ts,
 * bench/voice-eval.ts, twelfth-callers-kit.ts, fourteenth-callers-kit.ts,
 * fifteenth-callers-kit.ts and sixteenth.ts (its assembly and header comment only): no
 * receptionist source, no other set's callers, no voice docs or tests were read. Every
 * expectation rests only on what `clinic.ts` configures and on the evaluation clock. It measures
 * the receptionist on callers nobody tuned rules on, so it must never be used to tune rules.
 */

import { FAQ, INFO, KNOWLEDGE, LANGUAGE } from './seventeenth-callers-ask.js';
import { BOOKING, SERVICE } from './seventeenth-callers-book.js';
import { END, MESSAGE, NOT_BOOKING, TRANSFER, UNKNOWN } from './seventeenth-callers-other.js';
import { CHANGE, SLOTS } from './seventeenth-callers-slots.js';
import type { EvalCaller } from './types.js';

export const SEVENTEENTH: EvalCaller[] = [
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
