/**
 * Development callers of issue #21 for answers to a time offered and changes of mind (written
 * for tuning, like `dev.ts`): a name alone whose surname is also a question word ("Price",
 * "Cena") takes the one time offered; a "no" that corrects the number said, not the time; the
 * service said after a change of mind wins ("a nie, przepraszam, na wybielanie", "actually,
 * make that a check-up"); a Polish word hour with minutes said as what suits ("jedenasta
 * trzydzieści by mi odpowiadała"); "najwcześniej jak można" as the earliest time of the day.
 * Negatives: a question about the price is still answered, a "no" with one number still turns
 * the time down, a change of the hour keeps the service, "pierwsza mi pasuje" is the first time
 * offered, "najwcześniej o dziesiątej" is a limit.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th, Wednesday the 25th,
 * Thursday the 26th, Friday the 27th.
 */
import { as, book, end, make, nothing } from './script.js';
import type { EvalCaller } from './types.js';

const NAME_ALONE = as('slots', [
  book('en-s4-surname-price', { at: '2026-11-26 11:00', name: 'Jenny Price' }, [
    'Could I get a check-up on Thursday at 11?',
    'Jenny Price',
    end('en'),
  ]),
  book('pl-s4-nazwisko-cena', { at: '2026-11-26 11:00', name: 'Adam Cena' }, [
    'Czy mogę się zapisać na przegląd w czwartek o jedenastej?',
    'Adam Cena',
    end('pl'),
  ]),
  make(
    'en-s4-asks-price',
    { outcome: 'answered_faq', facts: ['checkup_price'], allow: ['whitening', 'rootcanal_price'] },
    ['Could I get a check-up on Thursday at 11?', 'What is the price of a check-up?', end('en'), end('en')],
  ),
]);

const NUMBER_CORRECTED = as('slots', [
  book('en-s4-number-fixed', { at: '2026-11-25 10:00', name: 'Mark Bell', phone: '+48602345687' }, [
    'Can I come in for a check-up on Wednesday at ten?',
    "Mark Bell, 602 345 678. No, sorry, wrong one, it's 602 345 687.",
    end('en'),
  ]),
  book('pl-s4-numer-poprawiony', { at: '2026-11-25 10:00', name: 'Ewa Nowak', phone: '+48512345876' }, [
    'Chciałabym przegląd w środę o dziesiątej.',
    'Ewa Nowak, 512 345 678, nie, źle podałam, 512 345 876.',
    end('pl'),
  ]),
  nothing('en-s4-one-number-no', [
    'Can I come in for a check-up on Wednesday at ten?',
    "Mark Bell, 602 345 678. No, actually that time doesn't work for me.",
    end('en'),
    end('en'),
  ]),
]);

const SERVICE_CHANGED = as('change', [
  book(
    'pl-s4-a-nie-wybielanie',
    { at: '2026-11-25 10:00', name: 'Igor Sęk', service: 'Wybielanie', minutes: 90 },
    [
      'Chciałbym się zapisać na przegląd w środę o dziesiątej. A nie, przepraszam, na wybielanie.',
      'Tak.',
      'Igor Sęk',
      end('pl'),
    ],
  ),
  book(
    'en-s4-make-it-checkup',
    { at: '2026-11-25 10:00', name: 'Amy Fox', service: 'Przegląd', minutes: 30 },
    [
      'Can I book whitening on Wednesday at 10? Actually, sorry, make that a check-up.',
      'Yes.',
      'Amy Fox',
      end('en'),
    ],
  ),
  book(
    'pl-s4-zmiana-godziny',
    { at: '2026-11-25 11:00', name: 'Olga Ryś', service: 'Przegląd', minutes: 30 },
    [
      'Poproszę przegląd w środę o dziesiątej, a nie, przepraszam, o jedenastej.',
      'Tak.',
      'Olga Ryś',
      end('pl'),
    ],
  ),
]);

const WORD_TIMES = as('times', [
  book('pl-s4-jedenasta-trzydziesci', { at: '2026-11-27 11:30', name: 'Marta Kos' }, [
    'Poproszę przegląd w piątek, jedenasta trzydzieści by mi odpowiadała.',
    'Tak.',
    'Marta Kos',
    end('pl'),
  ]),
  book('pl-s4-dziesiata-trzydziesci-dobra', { at: '2026-11-26 10:30', name: 'Jan Bąk' }, [
    'Chciałbym przyjść na przegląd w czwartek. Dziesiąta trzydzieści będzie dobra?',
    'Tak.',
    'Jan Bąk',
    end('pl'),
  ]),
  book('pl-s4-najwczesniej-jak-mozna', { at: '2026-11-27 08:00', name: 'Rafał Wilk' }, [
    'Potrzebuję przeglądu w piątek, najwcześniej jak można.',
    'Tak, dobrze.',
    'Rafał Wilk',
    end('pl'),
  ]),
  book('pl-s4-najwczesniej-o-dziesiatej', { at: '2026-11-27 10:00', name: 'Zenon Gil' }, [
    'Potrzebuję przeglądu w piątek, najwcześniej o dziesiątej.',
    'Tak.',
    'Zenon Gil',
    end('pl'),
  ]),
]);

export const DEV_SLOTS4: EvalCaller[] = [
  ...NAME_ALONE,
  ...NUMBER_CORRECTED,
  ...SERVICE_CHANGED,
  ...WORD_TIMES,
];
