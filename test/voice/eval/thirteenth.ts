/**
 * The thirteenth held-out evaluation set (`npm run bench:voice -- --set thirteenth`), issue #21:
 * 130 scripted callers (80 Polish, 50 English, ids `n001`…`n130`) phoning the dental clinic of
 * `clinic.ts` at the evaluation clock (Monday 23 November 2026, 08:00 in Warsaw): bookings with
 * the day and time said the usual ways, services in the callers' own words, filling the
 * booking's details, changes of mind, messages with a callback number, FAQ and knowledge-document
 * questions in other words, hours and the address, language, questions nothing answers,
 * questions that sound like a booking but are not, transfers and calls that simply end.
 *
 * Written blind on 2026-11-28 from only types.ts, script.ts, clinic.ts, run.ts,
 * bench/voice-eval.ts and twelfth-callers-kit.ts: no receptionist source, no other set, no voice
 * docs or tests were read. Every expectation rests only on what `clinic.ts` configures and on the
 * evaluation clock. It measures the receptionist on callers nobody tuned rules on, so it must
 * never be used to tune rules.
 */

import { FAQ, INFO, KNOWLEDGE, LANGUAGE } from './thirteenth-callers-ask.js';
import { BOOKING, SERVICE } from './thirteenth-callers-book.js';
import { END, NOT_BOOKING, TRANSFER, UNKNOWN } from './thirteenth-callers-other.js';
import { CHANGE, MESSAGE, SLOTS } from './thirteenth-callers-slots.js';
import type { EvalCaller } from './types.js';

export const THIRTEENTH: EvalCaller[] = [
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
