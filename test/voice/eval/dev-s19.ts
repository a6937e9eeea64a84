/**
 * Development callers of the nineteenth round: a day refused at an offer and another said with
 * "the same time" ("w środę nie mogę, a w czwartek trzeciego, o tej samej porze?"), never the day
 * refused; giving up after a price asked before the booking in the same turn; a message that
 * starts with the callback number; FAQ in other words (the cancellation rules, parking said
 * colloquially, paying by card in a non-native English); an hour said before "morning" in a
 * non-native English. Negatives: what must stay as it was. In words of their own, not copied from
 * any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th, Saturday the 28th.
 */
import { as, book, faq, make, message, missed, NIE, NO, PRICES } from './script.js';
import type { EvalCaller } from './types.js';

export const DEV_S19: EvalCaller[] = [
  ...as('s19-refused-day-same-time', [
    book('pl-s19-sroda-nie-czwartek-trzeciego', { at: '2026-12-03 11:00', service: 'Przegląd' }, [
      'Chciałbym umówić przegląd w środę drugiego grudnia o jedenastej.',
      'W środę jednak nie dam rady. A w czwartek trzeciego, o tej samej porze?',
      'Tak.',
      'Adam Wrona.',
      NIE,
    ]),
    book('pl-s19-piatek-odpada-wtorek-pierwszego', { at: '2026-12-01 10:00', service: 'Higienizacja' }, [
      'Poproszę higienizację w piątek dwudziestego siódmego o dziesiątej.',
      'Piątek mi jednak odpada. Może we wtorek pierwszego grudnia, ta sama godzina?',
      'Tak, pasuje.',
      'Ewa Kruk.',
      NIE,
    ]),
    book('en-s19-monday-no-tuesday-first', { at: '2026-12-01 14:00', service: 'Przegląd' }, [
      'I would like a check-up on Monday the 30th at 2 pm.',
      "Oh, Monday doesn't work for me after all. Could we do Tuesday the 1st at the same time?",
      'Yes.',
      'Tom Hale.',
      NO,
    ]),
    // "Tuesday the first" in words: the first of December, not the coming Tuesday.
    book('en-s19-friday-no-tuesday-the-first', { at: '2026-12-01 10:00', service: 'Higienizacja' }, [
      "Hello, I'd like a cleaning on Friday the 27th at ten.",
      'Actually Friday is no good. Tuesday the first, same time?',
      'Yes, please.',
      'Ruth Miller.',
      NO,
    ]),
    // "Yes, it suits" to the name question is no name; the name asked again.
    book('pl-s19-tak-pasuje-na-imie', { at: '2026-11-26 12:00', service: 'Przegląd' }, [
      'Przegląd w czwartek o dwunastej poproszę.',
      'Tak.',
      'Tak, pasuje.',
      'Leon Sowa.',
      NIE,
    ]),
    // Negative: "pierwszy" that is the first of the times offered.
    book('pl-s19-pierwszy-z-listy', { at: '2026-11-25 08:00', service: 'Przegląd' }, [
      'Przegląd w środę rano, proszę.',
      'To ten pierwszy.',
      'Igor Mazur',
      NIE,
    ]),
  ]),
  ...as('s19-price-before-booking-given-up', [
    make('pl-s19-ile-kanalowe-zapisac-rezygnuje', { outcome: 'no_action', allow: PRICES }, [
      'Ile kosztuje leczenie kanałowe? Mógłbym się zapisać na czwartek o jedenastej.',
      'Aha, to za dużo jak na mnie. Rezygnuję.',
      NIE,
    ]),
    make('en-s19-price-whitening-then-not-now', { outcome: 'no_action', allow: PRICES }, [
      "What's the price of whitening? I'd like to book it for Wednesday at 3.",
      "Hmm, that's a lot. I'll leave it for now, thanks.",
      NO,
    ]),
    // Negative: the price of another service than the one booked is an answer of its own.
    make('pl-s19-cena-innej-uslugi', { outcome: 'answered_faq', facts: ['whitening'], allow: PRICES }, [
      'Ile kosztuje wybielanie? I chciałbym się zapisać na przegląd w piątek o dziewiątej.',
      'Wstrzymam się jednak.',
      NIE,
    ]),
    // Negative: a question of something else before the booking is still an answer of its own.
    make('pl-s19-parking-i-zapis-rezygnuje', { outcome: 'answered_faq', facts: ['parking'] }, [
      'Macie parking? Chciałabym się zapisać na przegląd w piątek o dziewiątej.',
      'Jednak się wstrzymam.',
      NIE,
    ]),
    // Negative: a time given up at the offer, another wanted.
    book('pl-s19-rezygnuje-z-terminu', { at: '2026-11-27 12:00', service: 'Przegląd' }, [
      'Przegląd w piątek o dziewiątej, proszę.',
      'Rezygnuję z tego terminu, wolę w piątek o dwunastej.',
      'Tak.',
      'Oskar Lis.',
      NIE,
    ]),
  ]),
  ...as('s19-number-first-message', [
    message('pl-s19-numer-najpierw', { includes: ['aparat'], callback: '604218337' }, [
      'Podam numer, 604 218 337, proszę o telefon w sprawie aparatu, który miał być gotowy.',
      NIE,
    ]),
    message('pl-s19-z-prosba-o-oddzwonienie', { includes: ['wynik'], callback: '601555321' }, [
      'Mój numer to 601 555 321, dzwonię z prośbą o oddzwonienie w sprawie wyników.',
      NIE,
    ]),
    message('en-s19-number-first', { includes: ['crown'], callback: '512908446' }, [
      "Here's my number, 512 908 446, and could someone call me back about my crown?",
      NO,
    ]),
  ]),
  ...as('s19-faq-words', [
    faq(
      'pl-s19-do-kiedy-odwolac',
      ['cancel_policy'],
      ['Ile wcześniej trzeba się wypisać z wizyty, żeby nie było opłaty?', NIE],
    ),
    faq(
      'pl-s19-zasady-nieobecnosc',
      ['cancel_policy'],
      ['A jak to u was jest, kiedy ktoś nie przyjdzie na wizytę?', NIE],
    ),
    faq('pl-s19-auto-idzie', ['parking'], ['Da się u was gdzieś autem stanąć?', NIE]),
    faq('en-s19-card-or-cash-money', ['cards'], ['Is possible pay by card, or only cash money?', NO]),
    // Negative: "idzie" of something else is no parking.
    missed('pl-s19-idzie-inne', ['A rentgen zębów to u was idzie zrobić na miejscu?', NIE]),
  ]),
  ...as('s19-non-native-time', [
    book('en-s19-friday-ten-morning', { at: '2026-11-27 10:00', service: 'Przegląd' }, [
      'Hello, I need check-up, is possible Friday 10 morning?',
      'Yes, is good.',
      'Oksana Bilyk.',
      NO,
    ]),
    book('en-s19-tuesday-eleven-morning', { at: '2026-11-24 11:00', service: 'Higienizacja' }, [
      'Cleaning teeth, maybe Tuesday 11 in morning?',
      'Yes.',
      'Pavel Novak.',
      NO,
    ]),
  ]),
];
