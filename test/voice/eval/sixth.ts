/**
 * The sixth held-out evaluation set of issue #21 (`npm run bench:voice -- --set sixth`):
 * scripted callers of the dental clinic of `clinic.ts`, in Polish (ids `pl6-…`) and English
 * (`en6-…`), tagged with the kind of the issue each exercises.
 *
 * Written on 27 November 2026 by a helper session that had not seen the rules: it read only
 * `types.ts`, `script.ts`, `clinic.ts`, `run.ts` and `bench/voice-eval.ts`, never the rules
 * (`src/modules/voice`), the other tests or the other sets, and never ran the receptionist. The
 * lines are what callers say, not what the rules understand.
 *
 * It must never be used to tune the rules: do not read its failures' transcripts to change the
 * rules, and do not copy its lines into the development callers. Once it has been used to tune
 * anything, it is no longer held out; write a new set instead.
 *
 * The scripts are not reactive: each assumes the receptionist asks the usual things in the usual
 * order (a booking: the time offered, then a name; at the end, whether there is anything else),
 * so lines that must work in either order say both (`Tak, pasuje. Nazywam się …`).
 */
import { SIXTH_ANSWERS } from './sixth-callers-answers.js';
import { SIXTH_BOOKINGS } from './sixth-callers-bookings.js';
import { SIXTH_CALLS } from './sixth-callers-calls.js';
import { SIXTH_FAQ } from './sixth-callers-faq.js';
import type { EvalCaller } from './types.js';

export const SIXTH: EvalCaller[] = [...SIXTH_FAQ, ...SIXTH_ANSWERS, ...SIXTH_BOOKINGS, ...SIXTH_CALLS];
