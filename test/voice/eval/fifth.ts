/**
 * The fifth fresh evaluation set of the receptionist (issue #21): 130 scripted callers it has
 * never heard (77 Polish, 53 English), phoning the dental clinic of `clinic.ts`, judged by
 * `run.ts` (`npm run bench:voice -- --set fifth`).
 *
 * Written on 2026-11-27 by someone who did not read the receptionist's rules (src/modules/voice),
 * its tests, or the other evaluation sets, only the caller format, the clinic, the judge and the
 * shared builders. The lines are what real callers say, not what the rules understand. It is to be
 * run once, at the end of the day; it must never be used to tune the rules (a set the rules were
 * tuned on no longer measures callers the receptionist has not heard).
 *
 * Now is Monday 23 November 2026, 08:00 in Warsaw ("jutro" is Tuesday the 24th).
 */
import {
  FAQ_CROSS,
  FAQ_EN,
  FAQ_INFLECTION,
  FAQ_SYNONYM,
  KNOWLEDGE,
  NO_DIACRITICS,
  SERVICE_PRICES,
  SERVICES_LIST,
  UNKNOWN,
} from './fifth-callers-answers.js';
import { CHANGE_OF_MIND, NAME_AND_NUMBER, SERVICE_BOOKINGS, TIMES } from './fifth-callers-bookings.js';
import { CLOSINGS, MESSAGES, NOT_A_BOOKING, TRANSFERS } from './fifth-callers-calls.js';
import { as } from './script.js';
import type { EvalCaller } from './types.js';

export const FIFTH: EvalCaller[] = [
  ...as('faq-inflection', FAQ_INFLECTION),
  ...as('faq-synonym', FAQ_SYNONYM),
  ...as('faq-en', FAQ_EN),
  ...as('faq-cross-language', FAQ_CROSS),
  ...as('no-diacritics', NO_DIACRITICS),
  ...as('knowledge', KNOWLEDGE),
  ...as('unknown', UNKNOWN),
  ...as('services', [...SERVICE_BOOKINGS, ...SERVICE_PRICES]),
  ...as('services-list', SERVICES_LIST),
  ...as('name-and-number', NAME_AND_NUMBER),
  ...as('times', TIMES),
  ...as('change-of-mind', CHANGE_OF_MIND),
  ...as('not-a-booking', NOT_A_BOOKING),
  ...as('closings', CLOSINGS),
  ...as('message', MESSAGES),
  ...as('transfer', TRANSFERS),
];
