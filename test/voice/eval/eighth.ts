/**
 * The eighth fresh held-out set of scripted callers (`--set eighth` of `bench/voice-eval.ts`).
 *
 * Written on 2026-11-27 by a helper session that had not seen the receptionist's rules. It read
 * only `COMMON-RULES.md`, `test/voice/eval/types.ts`, `script.ts`, `clinic.ts`, `run.ts` and
 * `bench/voice-eval.ts`: nothing under `src/`, no other evaluation set, no development caller and
 * no documentation of the voice engine. The lines are what callers would say on the phone, not
 * what a rule-based engine is likely to understand, and the set was not run while it was written.
 *
 * This set must never be used to tune the rules: read its failures only after a run, and then
 * count it as seen (write a new set for the next held-out measure).
 *
 * Roughly two thirds Polish (`pl…`) and one third English (`en…`), mixed in the proportions of
 * a clinic's calls: bookings (times in many forms, slot filling, services by alias, changes of
 * mind), questions (FAQ in other words, the information sheet, settings, questions with no
 * answer, questions about a visit that are not bookings), messages, transfers, closings and
 * wrong numbers. EVAL_NOW is Monday 23 November 2026, 08:00 in Warsaw.
 */
import { BOOKING_TIME, SERVICE, SLOT_FILLING } from './eighth-callers-bookings.js';
import { CHANGE, CLOSING, LANGUAGE, MESSAGE, TRANSFER } from './eighth-callers-calls.js';
import { FAQ_SYNONYM, INFO, KNOWLEDGE, NOT_A_BOOKING, UNKNOWN } from './eighth-callers-faq.js';
import type { EvalCaller } from './types.js';

export const EIGHTH: EvalCaller[] = [
  ...BOOKING_TIME,
  ...FAQ_SYNONYM,
  ...MESSAGE,
  ...SLOT_FILLING,
  ...KNOWLEDGE,
  ...TRANSFER,
  ...SERVICE,
  ...UNKNOWN,
  ...CHANGE,
  ...INFO,
  ...NOT_A_BOOKING,
  ...CLOSING,
  ...LANGUAGE,
];
