/**
 * Development callers of issue #21 for three kinds of date and time (written for tuning, like
 * `dev.ts`): the nominative hour after "godzina" ("godzina szesnasta trzydzieści" is 16:30, like
 * "o godzinie szesnastej trzydzieści"); an hour with the part of the day said right after it ("3
 * in the afternoon", "o trzeciej po południu") is that part of the day, whatever other part of the
 * day the caller named before (a greeting corrected, "rano nie mogę"); a weekday said beside a
 * day of the month ("we wtorek, pierwszego grudnia", "Friday the 4th") is that date, also in a
 * change of an appointment just booked, and a weekday that does not match the date said beside
 * it gives way to the date (pinned). Negatives: "czwarta" alone after a day and service is no
 * time, "afternoon" alone stays a part of the day, a weekday alone is still the nearest one.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th, Wednesday the 25th,
 * Thursday the 26th, Friday the 27th, Monday the 30th, Tuesday 1 December, Friday 4 December.
 */
import { as, book, end } from './script.js';
import type { EvalCaller } from './types.js';

const HOUR_SAID_GODZINA = as('times', [
  book('pl-tim3-godzina-mianownik', { at: '2026-11-26 16:30', name: 'Jadwiga Lis' }, [
    'Chciałabym się zapisać na przegląd. Dwudziestego szóstego listopada, godzina szesnasta trzydzieści.',
    'Tak.',
    'Jadwiga Lis',
    end('pl'),
  ]),
  book('pl-tim3-godzina-bez-ogonkow', { at: '2026-11-25 14:00', name: 'Marek Sowinski' }, [
    'Przeglad w srode, godzina czternasta, czy to mozliwe?',
    'Tak.',
    'Marek Sowinski',
    end('pl'),
  ]),
  book('pl-tim3-o-godzinie-cyfry', { at: '2026-11-27 11:30', name: 'Irena Kot' }, [
    'Poproszę przegląd w piątek, godz. 11:30.',
    'Tak.',
    'Irena Kot',
    end('pl'),
  ]),
]);

const HOUR_AND_PART = as('times', [
  book('en-tim3-greeting-corrected', { at: '2026-11-26 15:00', name: 'Owen Price' }, [
    'Good evening, oh, sorry, morning! A check-up on Thursday at 3 in the afternoon, please.',
    'Yes.',
    'Owen Price',
    end('en'),
  ]),
  book('en-tim3-five-evening', { at: '2026-11-25 17:00', name: 'Mia Hart' }, [
    'Mornings are hard for me, so could I have a cleaning on Wednesday, five in the evening?',
    'Yes.',
    'Mia Hart',
    end('en'),
  ]),
  book('pl-tim3-rano-nie-po-poludniu', { at: '2026-11-26 15:00', name: 'Beata Zając' }, [
    'Rano pracuję, więc proszę przegląd w czwartek o trzeciej po południu.',
    'Tak.',
    'Beata Zając',
    end('pl'),
  ]),
  book('pl-tim3-mianownik-po-poludniu', { at: '2026-11-27 16:00', name: 'Roman Duda' }, [
    'Dobry wieczór, znaczy dzień dobry. Przegląd w piątek, czwarta po południu?',
    'Tak.',
    'Roman Duda',
    end('pl'),
  ]),
  // Negative: a part of the day alone is still a part of the day (a time in it is offered).
  book('en-tim3-afternoon-alone', { at: '2026-11-26 12:00', name: 'Ivy Cole' }, [
    'Could I come in for a check-up on Thursday afternoon?',
    'The first one.',
    'Ivy Cole',
    end('en'),
  ]),
]);

const WEEKDAY_AND_DATE = as('times', [
  book('pl-tim3-wtorek-pierwszego', { at: '2026-12-01 09:00', name: 'Tadeusz Wilk' }, [
    'Na przegląd we wtorek, pierwszego grudnia, o dziewiątej.',
    'Tak.',
    'Tadeusz Wilk',
    end('pl'),
  ]),
  book('en-tim3-friday-the-fourth', { at: '2026-12-04 10:00', name: 'Sam Ortiz' }, [
    'I need a check-up on Friday the 4th, at 10 in the morning.',
    'Yes.',
    'Sam Ortiz',
    end('en'),
  ]),
  book('pl-tim3-przeniesc-na-date', { at: '2026-12-04 11:00', name: 'Halina Kruk' }, [
    'Przegląd w czwartek o jedenastej.',
    'Tak.',
    'Halina Kruk',
    'A jednak wolałabym w piątek, czwartego grudnia, o tej samej porze.',
    'Tak.',
    end('pl'),
  ]),
  book('en-tim3-move-to-date', { at: '2026-12-01 14:00', name: 'Joe Baker' }, [
    'A check-up on Wednesday at 2 pm, please.',
    'Yes.',
    'Joe Baker',
    'Sorry, could we make it Tuesday, December 1st instead, same time?',
    'Yes.',
    end('en'),
  ]),
  // Pinned: a weekday that does not match the date beside it gives way to the date.
  book('pl-tim3-dzien-nie-pasuje-do-daty', { at: '2026-12-02 10:00', name: 'Ewa Gil' }, [
    'Przegląd w czwartek, drugiego grudnia, o dziesiątej.',
    'Tak.',
    'Ewa Gil',
    end('pl'),
  ]),
  // Negative: a weekday alone, after a booking, is still the nearest one.
  book('en-tim3-weekday-alone-move', { at: '2026-11-24 14:00', name: 'Kim Ward' }, [
    'A check-up on Wednesday at 2 pm, please.',
    'Yes.',
    'Kim Ward',
    'Actually, could we make it Tuesday instead, same time?',
    'Yes.',
    end('en'),
  ]),
]);

export const DEV_TIMES3: EvalCaller[] = [...HOUR_SAID_GODZINA, ...HOUR_AND_PART, ...WEEKDAY_AND_DATE];
