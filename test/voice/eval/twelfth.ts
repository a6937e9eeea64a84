/**
 * The twelfth held-out evaluation set (`npm run bench:voice -- --set twelfth`), issue #21:
 * 130 scripted callers (80 Polish, 50 English, ids `m001`…`m130`, the language given with each
 * caller) phoning the evaluation clinic. Written blind on 2026-11-28 from only types.ts,
 * script.ts, clinic.ts, run.ts and bench/voice-eval.ts — no receptionist source, no other
 * evaluation set, no voice docs or tests were read; every expectation rests on what clinic.ts
 * configures (services, hours, FAQ, the knowledge document, departments) and the eval clock
 * (Monday 23 November 2026, 08:00 in Warsaw). It measures the receptionist on callers nobody
 * tuned rules on: it must never be used to tune rules.
 *
 * Kinds: bookings with times said the usual ways (`booking-time`), configured services in the
 * callers' own words (`booking-service`), name and number filling (`slots`), changes of mind
 * (`change`), questions that sound like a booking (`not-booking`), messages with a callback
 * number (`message`), transfers incl. emergencies (`transfer`), polite ends (`goodbye`), FAQ
 * in other words (`faq`), the knowledge document (`knowledge`), hours and address (`info`),
 * language (`language`) and questions nothing answers (`missed`).
 */

import { SERVICES, TIMES } from './twelfth-callers-bookings.js';
import { GOODBYES, MESSAGES, TRANSFERS } from './twelfth-callers-calls.js';
import { FAQS, INFO, KNOWLEDGE, LANGUAGE, MISSED } from './twelfth-callers-faq.js';
import { CHANGES, NOT_BOOKINGS, SLOTS } from './twelfth-callers-slots.js';
import type { EvalCaller } from './types.js';

export const TWELFTH: EvalCaller[] = [
  ...TIMES,
  ...SERVICES,
  ...SLOTS,
  ...CHANGES,
  ...NOT_BOOKINGS,
  ...MESSAGES,
  ...TRANSFERS,
  ...GOODBYES,
  ...FAQS,
  ...KNOWLEDGE,
  ...INFO,
  ...LANGUAGE,
  ...MISSED,
];
