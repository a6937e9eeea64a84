/**
 * The fourteenth held-out evaluation set (`npm run bench:voice -- --set fourteenth`), issue #21:
 * 130 scripted callers (80 Polish, 50 English, ids `o001`…`o130`) phoning the dental clinic of
 * `clinic.ts` at the evaluation clock (Monday 23 November 2026, 08:00 in Warsaw): bookings with
 * the day and time said the usual ways (relative days, dates, times in words and digits, names
 * corrected, phone numbers dictated), services in the callers' own words, free times asked for
 * (some outside the opening hours or too late for the service's length), changes of mind and of
 * a booking in the call, messages with a callback number (some corrected), FAQ and
 * knowledge-document questions in other words, hours and the address, callers whose language is
 * not the textbook's, questions nothing answers, questions that sound like a booking but are
 * not, transfers and calls that simply end.
 *
 * Written blind on 2026-11-28 from only types.ts, script.ts, clinic.ts, run.ts,
 * bench/voice-eval.ts, twelfth-callers-kit.ts and thirteenth.ts (its assembly only): no
 * receptionist source, no other set's callers, no voice docs or tests were read. Every
 * expectation rests only on what `clinic.ts` configures and on the evaluation clock. It measures
 * the receptionist on callers nobody tuned rules on, so it must never be used to tune rules.
 */

import { FAQ, INFO, KNOWLEDGE, LANGUAGE } from './fourteenth-callers-ask.js';
import { BOOKING, SERVICE } from './fourteenth-callers-book.js';
import { END, NOT_BOOKING, TRANSFER, UNKNOWN } from './fourteenth-callers-other.js';
import { CHANGE, MESSAGE, SLOTS } from './fourteenth-callers-slots.js';
import type { EvalCaller } from './types.js';

export const FOURTEENTH: EvalCaller[] = [
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
