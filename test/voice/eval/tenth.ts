/**
 * The tenth held-out evaluation set (`npm run bench:voice -- --set tenth`), issue #21: 130 scripted
 * callers (82 Polish, 48 English) of every kind the issue names.
 *
 * Written blind on 2026-11-27 from only test/voice/eval/types.ts, script.ts, clinic.ts, run.ts and
 * bench/voice-eval.ts: no receptionist source, no other evaluation set, no dev callers, no voice
 * documentation or tests were read, and the set was run once only to see that it loads and is
 * judged. It measures the receptionist on callers nobody tuned rules on: it must never be used to
 * tune rules (a rule written for one of these callers makes the set worthless).
 */
import { TENTH_BOOKINGS, TENTH_SERVICES } from './tenth-callers-bookings.js';
import { TENTH_CLOSINGS, TENTH_MESSAGES, TENTH_TRANSFERS } from './tenth-callers-calls.js';
import {
  TENTH_FAQ,
  TENTH_INFO,
  TENTH_KNOWLEDGE,
  TENTH_LANGUAGE,
  TENTH_NOT_BOOKING,
  TENTH_UNKNOWN,
} from './tenth-callers-faq.js';
import { TENTH_CHANGES, TENTH_SLOTS } from './tenth-callers-slots.js';
import type { EvalCaller } from './types.js';

export const TENTH: EvalCaller[] = [
  ...TENTH_BOOKINGS,
  ...TENTH_SERVICES,
  ...TENTH_SLOTS,
  ...TENTH_CHANGES,
  ...TENTH_FAQ,
  ...TENTH_KNOWLEDGE,
  ...TENTH_INFO,
  ...TENTH_UNKNOWN,
  ...TENTH_NOT_BOOKING,
  ...TENTH_MESSAGES,
  ...TENTH_TRANSFERS,
  ...TENTH_CLOSINGS,
  ...TENTH_LANGUAGE,
];
