/**
 * The ninth held-out set of scripted callers (issue #21), written blind on 2026-11-27 by a
 * helper session that read only `test/voice/eval/types.ts`, `test/voice/eval/script.ts`,
 * `test/voice/eval/clinic.ts`, `test/voice/eval/run.ts` and `bench/voice-eval.ts`, the kinds and
 * their rough proportions named in the issue, and `EVAL_NOW` (Monday 23 November 2026, 08:00
 * in Warsaw). It read no receptionist source, no other evaluation set, no development caller and
 * no voice documentation.
 *
 * It must never be used to tune the receptionist's rules: run it (`bench/voice-eval.ts --set
 * ninth`), read its failures only after a run, and from then on count it as seen.
 */
import { BOOKING_TIME, CHANGE, SERVICE, SLOT_FILLING } from './ninth-callers-bookings.js';
import { CLOSING, MESSAGE, NOT_A_BOOKING, TRANSFER, UNKNOWN } from './ninth-callers-calls.js';
import { FAQ_SYNONYM, INFO, KNOWLEDGE, LANGUAGE } from './ninth-callers-faq.js';
import type { EvalCaller } from './types.js';

export const NINTH: EvalCaller[] = [
  ...BOOKING_TIME,
  ...SERVICE,
  ...SLOT_FILLING,
  ...CHANGE,
  ...FAQ_SYNONYM,
  ...KNOWLEDGE,
  ...INFO,
  ...UNKNOWN,
  ...NOT_A_BOOKING,
  ...MESSAGE,
  ...TRANSFER,
  ...CLOSING,
  ...LANGUAGE,
];
