/**
 * Development callers of two intents in one turn (`engine/compound.ts`, `nlu/compound.ts`): a
 * question and a booking in either order, two questions in one breath (one of them not known:
 * said so and kept as missed), and a question put inside a booking wish (answered, the booking
 * offered, then declined or taken). Each group has callers the reading must not touch: a
 * cancellation asked for outright beside its fee, an appointment the caller has said as the
 * scene, a choice asked as one question, slots asked in two sentences. In words of their own,
 * not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { as, book, make, missed } from './script.js';
import type { EvalCaller } from './types.js';

const answered = (facts: string[], allow: string[] = []) => ({ outcome: 'answered_faq', facts, allow });

export const DEV_COMPOUND: EvalCaller[] = [
  // A question and a booking in one turn: the answer, then the booking goes on.
  ...as('compound-ask-book', [
    book(
      'pl-cmp-cena-potem-zapis',
      { at: '2026-11-27 14:00', service: 'Wybielanie' },
      [
        'ile kosztuje wybielanie? i od razu prosze mnie zapisac na piatek na czternasta',
        'Ewa Kamińska',
        'Nie, dziękuję',
      ],
      { facts: ['whitening'] },
    ),
    book(
      'pl-cmp-zapis-potem-parking',
      { at: '2026-11-25 10:00', service: 'Przegląd' },
      [
        'Chciałbym się zapisać na przegląd w środę o dziesiątej. A jest u was parking?',
        'Tomasz Wilk',
        'Nie, dziękuję',
      ],
      { facts: ['parking'], allow: ['checkup_price'] },
    ),
    book(
      'pl-cmp-kanalowe-i-termin',
      { at: '2026-11-26 11:00', service: 'Leczenie kanałowe' },
      [
        'Dzień dobry, a ile u was wychodzi leczenie kanałowe? Bo chciałabym się od razu umówić na czwartek na jedenastą.',
        'Tak',
        'Halina Sobczak',
        'Nie, dziękuję',
      ],
      { facts: ['rootcanal_price'] },
    ),
    book(
      'en-cmp-price-then-book',
      { at: '2026-11-30 09:00', service: 'Leczenie kanałowe' },
      [
        "How much does a root canal cost? I'd like to book one for Monday the 30th at 9.",
        'Yes please',
        'Oliver Grant',
        'No thanks',
      ],
      { facts: ['rootcanal_price'] },
    ),
    book(
      'en-cmp-book-then-cards',
      { at: '2026-11-26 15:00', service: 'Higienizacja' },
      [
        "I'd like to book a cleaning on Thursday at 3 pm. Oh, and do you take cards?",
        'Yes',
        'Lucy Hart',
        'No thanks',
      ],
      { facts: ['cards'] },
    ),
  ]),
  // Two questions in one breath: both answered; one not known said so and kept as missed.
  ...as('compound-two-questions', [
    make('pl-cmp-faktura-znieczulenie', answered(['invoice', 'anesthesia']), [
      'Mam takie dwa pytania: czy wystawiacie faktury i czy znieczulenie jest wliczone?',
      'Nie, dziękuję.',
    ]),
    make('pl-cmp-karta-a-parking', answered(['cards', 'parking']), [
      'Czy da się zapłacić kartą? A parking macie?',
      'Nie, dziękuję.',
    ]),
    make('pl-cmp-dzieci-nfz', answered(['kids', 'nfz']), [
      'czy leczycie dzieci i czy przyjmujecie na nfz?',
      'Nie, dziękuję.',
    ]),
    make('en-cmp-wheelchair-blik', answered(['wheelchair', 'cards']), [
      'Two quick questions: is the clinic wheelchair accessible, and can I pay with BLIK?',
      'No thanks.',
    ]),
    make('en-cmp-parking-invoice', answered(['parking', 'invoice']), [
      'Is there parking and do you issue invoices?',
      'No thanks.',
    ]),
    make('pl-cmp-cena-i-czas', answered(['whitening']), [
      'Ile kosztuje wybielanie i ile trwa?',
      'Nie, dziękuję.',
    ]),
    make('pl-cmp-parking-rentgen', { ...answered(['parking']), missed: true }, [
      'Czy jest parking i czy macie tomograf komputerowy?',
      'Nie, dziękuję.',
    ]),
    make('en-cmp-wifi-massage', { ...answered(['wifi']), missed: true }, [
      'Is there wifi in the waiting room? And do you also offer massages?',
      'No thanks.',
    ]),
  ]),
  // A question inside a booking wish: answered first, the booking offered, declined or taken.
  ...as('compound-wish', [
    make('pl-cmp-synek-dwa-latka', answered(['kids']), [
      'Chciałabym zapisać synka na pierwszą wizytę, ma dwa latka, czy to już można?',
      'Rozumiem, to poczekamy jeszcze trochę. Dziękuję.',
      'Nie, dziękuję.',
    ]),
    make('pl-cmp-zanim-odwolanie', answered(['cancel_policy']), [
      'Chcę się umówić, ale najpierw: gdybym musiał odwołać, to do kiedy mogę to zrobić za darmo?',
      'Dobrze, to odezwę się, jak będę wiedział, kiedy mam wolne.',
      'Nie, dziękuję.',
    ]),
    make('pl-cmp-jak-odwolam-place', answered(['cancel_policy']), [
      'Zapisałabym się, tylko jak odwołam wizytę dzień przed, to coś płacę?',
      'Aha. To na razie się nie umawiam, dziękuję.',
      'Nie, dziękuję.',
    ]),
    make('en-cmp-before-cancel-fee', answered(['cancel_policy']), [
      'I want to book, but before that: if I have to cancel the day before, will I be charged?',
      "Right, I'll call you when I know my shifts. Thanks.",
      'No thanks.',
    ]),
    book(
      'pl-cmp-corka-szesc-lat-zapis',
      { at: '2026-11-27 10:00', service: 'Przegląd' },
      [
        'Chcę zapisać córkę na przegląd, ma sześć lat, czy przyjmujecie takie dzieci?',
        'Tak, w piątek o dziesiątej',
        'Tak',
        'Zofia Mazur',
        'Nie, dziękuję',
      ],
      { facts: ['kids'] },
    ),
  ]),
  ...as('compound-negative', [
    // A cancellation asked for outright, its fee beside it: still a cancellation.
    make('pl-cmp-odwolanie-i-oplata', { outcome: ['no_action', 'callback'] }, [
      'Muszę odwołać swoją wizytę. Jeśli odwołuję dzisiaj, to coś płacę?',
      'Nie, dziękuję.',
    ]),
    // An appointment the caller has, said as the scene: no booking.
    missed('pl-cmp-mam-wizyte-spoznienie', [
      'Mam wizytę w czwartek. Jak się spóźnię kwadrans, to czy wizyta przepada?',
      'Nie, dziękuję.',
    ]),
    // Slots asked in two sentences: a booking.
    book('pl-cmp-wolne-sobota', { at: '2026-11-28 09:00', service: 'Higienizacja' }, [
      'Czy macie wolne terminy w sobotę? Chciałabym przyjść na higienizację.',
      'Pierwszy',
      'Jadwiga Kruk',
      'Nie, dziękuję',
    ]),
    book('en-cmp-friday-morning', { at: '2026-11-27 08:00', service: 'Przegląd' }, [
      'Can I book a check-up for Friday? Do you have anything in the morning?',
      'The first one',
      'Peter Long',
      'No thanks',
    ]),
    // A choice asked as one question: one answer, nothing missed.
    make('pl-cmp-nfz-czy-prywatnie', answered(['nfz']), [
      'Czy to jest na NFZ, czy płaci się prywatnie?',
      'Nie, dziękuję.',
    ]),
    // "Poczekam chwilę" while choosing a day: no hold-off, the day said is booked.
    book('pl-cmp-poczekam-chwile', { at: '2026-11-26 10:00', service: 'Przegląd' }, [
      'Chciałbym się umówić na przegląd.',
      'Poczekam chwilę, sprawdzę kalendarz... może być czwartek o dziesiątej?',
      'Tak',
      'Marek Sowa',
      'Nie, dziękuję',
    ]),
  ]),
];
