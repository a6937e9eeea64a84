/**
 * The fifteenth held-out evaluation set (`npm run bench:voice -- --set fifteenth`), issue #21:
 * 130 scripted callers (80 Polish, 50 English, ids `p001`…`p130`) phoning the dental clinic of
 * `clinic.ts` at the evaluation clock (Monday 23 November 2026, 08:00 in Warsaw): bookings with
 * the day and time said the many ways people say them (relative days, dates, weekday and date,
 * times in words and digits, "wpół do", "kwadrans po", "po południu", "rano", half past, names
 * corrected, phone numbers dictated in digits and in words), services in the callers' own words
 * (the length follows the service), free times asked for (on closed days, outside the opening
 * hours, too late for the service's length), changes of mind in the call and of a booking made in
 * it (moved, cancelled, given up), messages with a callback number (corrected, in words, the
 * reason before or after it), FAQ and knowledge-document questions in other words (both
 * languages, with and without diacritics), hours and the address, callers whose language is not
 * the textbook's, questions nothing answers, questions that sound like a booking but are not,
 * urgent transfers and calls that simply end.
 *
 * Written blind on 2026-11-28 from only types.ts, script.ts, clinic.ts, run.ts,
 * bench/voice-eval.ts, twelfth-callers-kit.ts, fourteenth-callers-kit.ts and fourteenth.ts (its
 * assembly and this comment only): no receptionist source, no other set's callers, no voice docs
 * or tests were read. Every expectation rests only on what `clinic.ts` configures and on the
 * evaluation clock. It measures the receptionist on callers nobody tuned rules on, so it must
 * never be used to tune rules.
 */

import { FAQ, INFO, KNOWLEDGE, LANGUAGE } from './fifteenth-callers-ask.js';
import { BOOKING, SERVICE } from './fifteenth-callers-book.js';
import { END, NOT_BOOKING, TRANSFER, UNKNOWN } from './fifteenth-callers-other.js';
import { CHANGE, MESSAGE, SLOTS } from './fifteenth-callers-slots.js';
import type { EvalCaller } from './types.js';

export const FIFTEENTH: EvalCaller[] = [
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
