/**
 * The fourth fresh set (issue #21, item 6), written 2026-11-27 by a helper who did not read the
 * receptionist's rules (`src/modules/voice/`), its tests, nor the other sets' sentences (heldout,
 * final, fresh, dev): scripted callers phrased the way people talk on the phone, judged only by
 * outcomes through the API (`run.ts`). Never to be used to tune the rules: a failure here is a
 * finding, not a case to fix. `npm run bench:voice -- --set fourth`.
 *
 * Ids say the language (`pl…`, `en…`). Dates from EVAL_NOW, Monday 23 November 2026 08:00 in
 * Warsaw: "dzisiaj" is Monday the 23rd, "jutro"/"tomorrow" Tuesday the 24th, "pojutrze"
 * Wednesday the 25th, Thursday the 26th, Friday the 27th, Saturday the 28th (09:00–13:00),
 * Sunday the 29th closed, Monday the 30th, Tuesday 1 December, Thursday 3 December. Slots start
 * every 30 minutes from opening time. A phone number the caller dictates for a booking is
 * expected back in the international form (`+48…`), as the caller's own number is.
 *
 * The callers are in three parts: questions (`fourth-callers-answers.ts`), bookings
 * (`fourth-callers-bookings.ts`) and the rest of a call (`fourth-callers-calls.ts`).
 */
import {
  CROSS_LANGUAGE,
  FAQ_EN,
  INFLECTION,
  KNOWLEDGE,
  NO_DIACRITICS,
  SERVICES_LIST,
  SYNONYM,
  UNKNOWN,
} from './fourth-callers-answers.js';
import { CHANGE_OF_MIND, NAME_AND_NUMBER, SERVICES, TIMES } from './fourth-callers-bookings.js';
import { CLOSINGS, MESSAGES, NOT_A_BOOKING, TRANSFERS } from './fourth-callers-calls.js';
import { as } from './script.js';
import type { EvalCaller } from './types.js';

export const FOURTH: EvalCaller[] = [
  ...as('faq-inflection', INFLECTION),
  ...as('faq-synonym', SYNONYM),
  ...as('faq-en', FAQ_EN),
  ...as('faq-cross-language', CROSS_LANGUAGE),
  ...as('no-diacritics', NO_DIACRITICS),
  ...as('knowledge', KNOWLEDGE),
  ...as('unknown', UNKNOWN),
  ...as('services', SERVICES),
  ...as('services-list', SERVICES_LIST),
  ...as('name-and-number', NAME_AND_NUMBER),
  ...as('times', TIMES),
  ...as('change-of-mind', CHANGE_OF_MIND),
  ...as('not-a-booking', NOT_A_BOOKING),
  ...as('closings', CLOSINGS),
  ...as('message', MESSAGES),
  ...as('transfer', TRANSFERS),
];
