/**
 * Development callers of issue #21 (written for tuning, like `dev.ts`): a name said after a yes
 * in lower case or after a thank-you ("tak, dziękuję. Mateusz…"); a word hour said straight after
 * the day with no "o" ("pojutrze dziesiąta"), but never a "pierwsza wizyta" read as an hour.
 *
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { as, book, end } from './script.js';
import type { EvalCaller } from './types.js';

/** The one time offered taken with a yes, the name said in the same breath. */
const YES_AND_NAME = as('yes-and-name', [
  book('pl-rest-male-litery', { at: '2026-11-25 10:00', name: 'Joanna Pietrzak' }, [
    'Czy mogę przyjść w środę o dziesiątej na przegląd?',
    'dobrze, pasuje. joanna pietrzak',
    end('pl'),
  ]),
  book('pl-rest-dziekuje-i-imie', { at: '2026-11-27 11:00', name: 'Halina Sobczak' }, [
    'Chciałabym wizytę w piątek o jedenastej.',
    'Tak, dziękuję bardzo. Halina Sobczak.',
    end('pl'),
  ]),
  book('en-rest-thanks-and-name', { at: '2026-11-26 11:00', name: 'Laura Hughes' }, [
    'Could I come in for a check-up on Thursday at eleven?',
    'Yes, thank you. Laura Hughes.',
    end('en'),
  ]),
  // Not a name: lower-case words after the yes that start with no first name.
  book('pl-rest-nie-imie-po-tak', { at: '2026-11-25 10:00', name: 'Ewa Lis' }, [
    'Poproszę wizytę w środę o dziesiątej.',
    'ok, pasuje. duży ból',
    'Ewa Lis',
    end('pl'),
  ]),
]);

/** A nominative word hour right after the day. */
const HOUR_AFTER_DAY = as('hour-after-day', [
  book('pl-rest-pojutrze-dziesiata', { at: '2026-11-25 10:00', name: 'Iwona Kubiak' }, [
    'Przegląd, pojutrze dziesiąta, Iwona Kubiak.',
    'Tak.',
    end('pl'),
  ]),
  book('pl-rest-czwartek-dwunasta-trzydziesci', { at: '2026-11-26 12:30', name: 'Marek Zając' }, [
    'Poproszę termin w czwartek dwunasta trzydzieści.',
    'Tak.',
    'Marek Zając.',
    end('pl'),
  ]),
  // "pierwsza wizyta" is no hour: the time asked after it is the one booked.
  book('pl-rest-pierwsza-wizyta', { at: '2026-11-24 10:00', name: 'Olga Nowicka' }, [
    'Jutro pierwsza wizyta u was, o dziesiątej można?',
    'Tak.',
    'Olga Nowicka.',
    end('pl'),
  ]),
]);

export const DEV_REST: EvalCaller[] = [...YES_AND_NAME, ...HOUR_AFTER_DAY];
