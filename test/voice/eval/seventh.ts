/**
 * The seventh fresh held-out set of scripted callers (issue #21: >= 95 % on callers the
 * receptionist has never heard, zero invented answers), `npm run bench:voice -- --set seventh`.
 *
 * Written on 2026-11-27 by a helper session that had not seen the receptionist's rules: it read
 * only the caller format (`types.ts`), the shared builders (`script.ts`), the clinic and its fact
 * patterns (`clinic.ts`), the judge (`run.ts`) and `bench/voice-eval.ts`; nothing under
 * `src/modules/voice`, no other test or evaluation set, and it neither ran the engine nor the
 * evaluation. The lines are what callers say, not what the rules understand.
 *
 * This set must never be used to tune the rules: do not hand it (nor its failures' transcripts)
 * to whoever changes them; a set that has been tuned on stops measuring anything.
 */
import { ANSWER_CALLERS } from './seventh-callers-answers.js';
import { BOOKING_CALLERS } from './seventh-callers-bookings.js';
import { CALL_CALLERS } from './seventh-callers-calls.js';
import { FAQ_CALLERS } from './seventh-callers-faq.js';
import type { EvalCaller } from './types.js';

export const SEVENTH: EvalCaller[] = [...FAQ_CALLERS, ...ANSWER_CALLERS, ...BOOKING_CALLERS, ...CALL_CALLERS];
