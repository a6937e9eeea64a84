/**
 * The nineteenth held-out evaluation set (`npm run bench:voice -- --set nineteenth`), issue #21:
 * 130 scripted callers (80 Polish, 50 English, ids `t001`…`t130`) phoning the dental clinic of
 * `clinic.ts` at the evaluation clock (Monday 23 November 2026, 08:00 in Warsaw): bookings with
 * the day and time said the ways people say them on the phone ("jutro o dziesiątej, jeśli
 * można", "czwartek, czternasta trzydzieści", "pojutrze o dwunastej", "w piątek rano o wpół do
 * dziesiątej", "jeszcze dziś, o trzeciej po południu", "na drugiego grudnia, godzina 13.30",
 * "na czwartek trzeciego grudnia, o siedemnastej", "na dwudziestego siódmego listopada",
 * non-diacritic "30 listopada na 16", "tomorrow at 9 a.m.", "half past three in the afternoon",
 * "the 4th of December at 11", "today at four thirty pm", British "half eleven", "Monday the
 * 30th, 8:30 in the morning", non-native "Friday, 16 o'clock"), a name and a contact number
 * given in one breath (the number first or the name first), a time or a day corrected in the
 * sentence, services in the callers' own words ("zdjęli kamień z zębów", "dentysta kazał go usunąć",
 * "bielsze zęby", "leczyć kanałowo", "ktoś mi sprawdził zęby", "wyrwac zeba", "a scale and
 * polish", "a molar that needs pulling out", "teeth bleached", "a root filling"), free times
 * asked for (a closed Sunday, before opening, after Saturday's closing, an evening after work,
 * whitening too long for Saturday's last hour, a time picked from the ones offered, callers who
 * only ask), changes (a booking moved to another day "o tej samej porze" / "same time", moved to
 * next Monday, cancelled in the call, given up over the price, a time, a day or a service changed
 * before the booking), messages with a callback number (digits, words, corrected, "this number",
 * the number before the reason, asked for first, without diacritics, non-native English), FAQ
 * and knowledge-document questions in other words (both languages, the Polish-only entries asked
 * in English, without diacritics), hours, services and prices, callers whose language is not the
 * textbook's (English words in Polish, colloquial Polish without diacritics, non-native
 * English), questions nothing answers (some near a configured answer: a dog in the waiting room,
 * a pharmacy in the building), calls that sound like a booking but only ask, transfers (a
 * department, reception) and calls that simply end (a wrong number, an abrupt goodbye).
 *
 * Written blind on 2026-11-28 from only types.ts, script.ts, clinic.ts, run.ts,
 * bench/voice-eval.ts, twelfth-callers-kit.ts, fourteenth-callers-kit.ts,
 * fifteenth-callers-kit.ts and eighteenth.ts (its assembly and header comment only), with the
 * receptionist's protocol as the brief describes it ("Czy ten termin pasuje?" / "Does that suit
 * you?" before booking, a confirmation before moving or cancelling, "Czy mogę jeszcze w czymś
 * pomóc?" after): no receptionist source, no other set's callers, no voice docs or tests were
 * read. Every expectation rests only on what `clinic.ts` configures and on the evaluation clock.
 * It measures the receptionist on callers nobody tuned rules on, so it must never be used to
 * tune rules.
 */

import { FAQ, INFO, KNOWLEDGE, LANGUAGE } from './nineteenth-callers-ask.js';
import { BOOKING, SERVICE } from './nineteenth-callers-book.js';
import { END, MESSAGE, NOT_BOOKING, TRANSFER, UNKNOWN } from './nineteenth-callers-other.js';
import { CHANGE, SLOTS } from './nineteenth-callers-slots.js';
import type { EvalCaller } from './types.js';

export const NINETEENTH: EvalCaller[] = [
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
