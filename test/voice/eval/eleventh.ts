/**
 * The eleventh held-out evaluation set (`npm run bench:voice -- --set eleventh`), issue #21:
 * 130 scripted callers (80 Polish, 50 English) phoning the dental clinic of `clinic.ts`:
 * bookings with times in the usual Polish and English forms, the configured services in the
 * callers' own words, slot filling (name and number in one breath, numbers in words,
 * corrections), changes of mind and moving or cancelling, FAQ and knowledge-document questions
 * in other words, hours and address, questions nothing answers ("I don't know" and a missed
 * question), questions that sound like a booking but are not, messages with a callback number,
 * transfers (urgent ones too), polite ends of a call, and language (English about Polish-only
 * answers, Polish without diacritics).
 * Written blind on 2026-11-28 from only types.ts, script.ts, clinic.ts, run.ts and
 * bench/voice-eval.ts: no receptionist source, no other evaluation set, no voice docs or tests
 * were read. It measures the receptionist on callers nobody tuned rules on, and must never be
 * used to tune rules. Ids `k001`…`k130`; the language is set on each caller, not read from the id.
 */
import { BOOKINGS, SERVICES } from './eleventh-callers-bookings.js';
import { CLOSINGS, NOT_BOOKING, TRANSFERS, UNKNOWN } from './eleventh-callers-calls.js';
import { FAQS, INFO, KNOWLEDGE, LANGUAGE } from './eleventh-callers-faq.js';
import { CHANGES, MESSAGES, SLOTS } from './eleventh-callers-slots.js';
import type { EvalCaller } from './types.js';

export const ELEVENTH: EvalCaller[] = [
  ...BOOKINGS,
  ...SERVICES,
  ...SLOTS,
  ...CHANGES,
  ...MESSAGES,
  ...FAQS,
  ...KNOWLEDGE,
  ...INFO,
  ...LANGUAGE,
  ...UNKNOWN,
  ...NOT_BOOKING,
  ...TRANSFERS,
  ...CLOSINGS,
];
