/**
 * Development callers for four kinds of miss (written for tuning, like `dev.ts`): a correction
 * inside the first sentence ("o ósmej… albo nie, …", "at 2, no wait, make it 3", "Thursday —
 * sorry, I meant Friday") replaces only what it says again, and a time it rules out ("na ósmą
 * nie zdążę") is never taken; a time said about something else ("kończę zajęcia o czternastej",
 * "my flight lands at 9") is not the time wanted; a question about the details answered in the
 * same breath with the name takes the time offered; a service described ("bielsze zęby", "my
 * teeth cleaned") or said before a closed day's answer is the booking's. Negatives: "nie w
 * środę, tylko w czwartek" and "not Wednesday, Thursday" keep the day wanted, a plain "nie" to
 * the offer with another hour is still a refusal, a time refused alone is still heard.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th, Wednesday the 25th,
 * Thursday the 26th, Friday the 27th, Saturday the 28th, Monday the 30th, Tuesday 1 December.
 */
import { as, book, end } from './script.js';
import type { EvalCaller } from './types.js';

const CORRECTED = as('times', [
  book(
    'pl-fb-wlasciwie-wpol',
    { at: '2026-11-26 09:30', name: 'Leon Gajda', service: 'Higienizacja', minutes: 60 },
    [
      'Dzień dobry, chciałbym higienizację w czwartek o dziewiątej, a właściwie o wpół do dziesiątej, bo wcześniej nie dojadę.',
      'Tak.',
      'Leon Gajda',
      end('pl'),
    ],
  ),
  book('pl-fb-data-poprawiona', { at: '2026-12-01 12:00', name: 'Ewa Borek' }, [
    'Poproszę przegląd trzydziestego listopada o dwunastej... nie, pomyliłam się, pierwszego grudnia.',
    'Tak.',
    'Ewa Borek',
    end('pl'),
  ]),
  book('en-fb-make-it-three', { at: '2026-11-25 15:00', name: 'Tom Reeve' }, [
    'Could I book a check-up on Wednesday at 2, no wait, make it 3?',
    'Yes.',
    'Tom Reeve',
    end('en'),
  ]),
  book('en-fb-meant-friday', { at: '2026-11-27 11:00', name: 'Nina Holt' }, [
    'A check-up on Thursday at 11 — sorry, I meant Friday.',
    'Yes.',
    'Nina Holt',
    end('en'),
  ]),
  book('pl-fb-nie-zdaze', { at: '2026-11-24 09:00', name: 'Kamil Sroka' }, [
    'Przegląd jutro o ósmej... albo nie, na ósmą nie zdążę, to może o dziewiątej.',
    'Tak.',
    'Kamil Sroka',
    end('pl'),
  ]),
  book('en-fb-not-wednesday', { at: '2026-11-26 10:00', name: 'Ruth Keane' }, [
    'Not Wednesday, Thursday at 10 for a check-up please.',
    'Yes.',
    'Ruth Keane',
    end('en'),
  ]),
  book('pl-fb-nie-w-srode', { at: '2026-11-26 10:00', name: 'Olga Cieślak' }, [
    'Chciałabym przegląd nie w środę, tylko w czwartek o dziesiątej.',
    'Tak.',
    'Olga Cieślak',
    end('pl'),
  ]),
  book('pl-fb-nie-inna-godzina', { at: '2026-11-27 11:00', name: 'Piotr Raj' }, [
    'Przegląd w piątek o dziesiątej.',
    'Nie, wolałbym o jedenastej.',
    'Tak.',
    'Piotr Raj',
    end('pl'),
  ]),
]);

const CONTEXT_TIME = as('times', [
  book('pl-fb-koncze-zajecia', { at: '2026-11-27 15:30', name: 'Iga Pawlik' }, [
    'W piątek kończę zajęcia o czternastej, więc przegląd mógłby być o piętnastej trzydzieści.',
    'Tak.',
    'Iga Pawlik',
    end('pl'),
  ]),
  book('en-fb-flight-lands', { at: '2026-11-30 13:00', name: 'Sean Doyle' }, [
    'My flight lands at 9 on Monday the 30th, so a check-up at 1 would be great.',
    'Yes.',
    'Sean Doyle',
    end('en'),
  ]),
]);

const SELF_ANSWERED = as('slots', [
  book('en-fb-full-name-okay', { at: '2026-11-27 10:00', name: 'Laura Finch' }, [
    "I'd like a check-up on Friday at 10.",
    'Do you need my full name? Okay then: Laura Finch.',
    end('en'),
  ]),
  book('pl-fb-trzeba-nazwisko', { at: '2026-11-25 13:00', name: 'Teresa Mróz' }, [
    'Przegląd w środę o trzynastej, proszę.',
    'A trzeba podać nazwisko? Dobrze, Teresa Mróz.',
    end('pl'),
  ]),
]);

const SERVICE = as('service', [
  book(
    'en-fb-teeth-cleaned',
    { at: '2026-11-26 12:00', name: 'Abby Lane', service: 'Higienizacja', minutes: 60 },
    ["I'd like my teeth cleaned, is Thursday at 12 free?", 'Yes.', 'Abby Lane', end('en')],
  ),
  book('pl-fb-bielsze', { at: '2026-11-25 11:00', name: 'Zuzanna Lis', service: 'Wybielanie', minutes: 90 }, [
    'Chciałabym, żeby moje zęby były o parę odcieni jaśniejsze. Czy jest coś w środę o jedenastej?',
    'Tak.',
    'Zuzanna Lis',
    end('pl'),
  ]),
  book(
    'en-fb-saturday-extraction',
    { at: '2026-11-28 10:00', name: 'Colin Ward', service: 'Ekstrakcja', minutes: 45 },
    [
      'Do you work on Sundays? I need a tooth taken out.',
      'Saturday at 10 then, please.',
      'Yes.',
      'Colin Ward',
      end('en'),
    ],
  ),
  book(
    'pl-fb-niedziela-przeglad',
    { at: '2026-11-30 09:00', name: 'Halina Wrzos', service: 'Przegląd', minutes: 30 },
    [
      'Czy w niedzielę jesteście otwarci? Potrzebuję przeglądu.',
      'To poproszę w poniedziałek trzydziestego o dziewiątej.',
      'Tak.',
      'Halina Wrzos',
      end('pl'),
    ],
  ),
]);

export const DEV_FBOOK: EvalCaller[] = [...CORRECTED, ...CONTEXT_TIME, ...SELF_ANSWERED, ...SERVICE];
