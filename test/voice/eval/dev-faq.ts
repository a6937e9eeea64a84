/**
 * Development callers of the FAQ asked in other words: a Polish ending written after a hyphen
 * ("BLIK-a", "NFZ-em"), paying oneself beside the public fund ("czy płacę sam?", "out of my own
 * pocket"), instalments said without their word ("po kawałku", "bit by bit", "in chunks"), a
 * question of cancelling put after the caller's own booking and a wish to make sure ("mam wizytę
 * w czwartek, chciałem się upewnić, do kiedy…"), and a price asked before booking ("zanim się
 * zapiszę…, ile…"). Each group has callers the rule must not touch. In words of their own, not
 * copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { answered, en, missed, pl, says } from './dev-talk.js';
import { as, book, make } from './script.js';
import type { EvalCaller } from './types.js';

export const DEV_FAQ: EvalCaller[] = [
  // An ending after a hyphen is the word's own: "BLIK-a" is BLIK, "NFZ-em" the fund.
  pl('d-faq-pl-blika', 'faq-hyphen', 'Czy u was przejdzie płatność kodem BLIK-a?', answered(['cards'])),
  pl('d-faq-pl-nfzem', 'faq-hyphen', 'Macie podpisany kontrakt z NFZ-em?', answered(['nfz'])),
  pl('d-faq-pl-blikiem-bez', 'faq-hyphen', 'czy mozna placic blik-iem albo komorka', answered(['cards'])),
  // An abbreviation the lexicon does not know keeps its weight as a short word ("NIP-ie" is "nip").
  pl('d-faq-pl-nip-ie', 'faq-hyphen', 'Wystawicie fakturę na firmę po NIP-ie?', answered(['invoice'])),
  en('d-faq-en-phone-pay', 'faq-hyphen', 'Could I just pay with my phone at the desk?', answered(['cards'])),
  ...as('faq-negative', [
    // A hyphenated word the business never speaks of stays unknown.
    make('pl-faq-smsem-neg', { outcome: ['no_action', 'answered_faq'], missed: true }, [
      'Czy przypominacie o wizycie SMS-em dzień wcześniej?',
      'Nie, dziękuję',
    ]),
  ]),
  pl('d-faq-pl-przelew-neg', 'faq-negative', 'Czy mogę zapłacić przelewem już po wizycie?', missed),
  // Paying oneself beside the public fund: privately.
  pl(
    'd-faq-pl-fundusz-sam',
    'faq-private',
    'Czy to jest refundowane przez Fundusz, czy płacę sam?',
    answered(['nfz']),
  ),
  pl('d-faq-pl-kieszen', 'faq-private', 'Leczenie jest z NFZ-u czy z własnej kieszeni?', answered(['nfz'])),
  pl(
    'd-faq-pl-samemu-bez',
    'faq-private',
    'czy jestescie w funduszu zdrowia czy trzeba placic samemu',
    answered(['nfz']),
  ),
  en(
    'd-faq-en-fund-myself',
    'faq-private',
    'Are you part of the national health fund, or do I pay for it all myself?',
    answered(['nfz']),
  ),
  en(
    'd-faq-en-out-of-pocket',
    'faq-private',
    'Is the treatment covered by the public fund or paid out of pocket?',
    answered(['nfz']),
  ),
  // Alone without the fund keeps its own meaning: unknown, not a yes about children or payment.
  pl('d-faq-pl-dziecko-samo-neg', 'faq-negative', 'Czy córka może sama zapłacić za swoją wizytę?', missed),
  en('d-faq-en-pay-myself-parking-neg', 'faq-negative', 'Do I pay for the parking myself?', missed),
  // Instalments said without their word.
  pl(
    'd-faq-pl-koszt-po-kawalku',
    'faq-instalment',
    'Czy koszt leczenia da się spłacić po kawałku?',
    answered(['raty']),
  ),
  pl(
    'd-faq-pl-po-troszku',
    'faq-instalment',
    'czy mozna placic po troszku, nie wszystko naraz',
    answered(['raty']),
  ),
  en(
    'd-faq-en-bit-at-a-time',
    'faq-instalment',
    'Is it possible to pay for my treatment a bit at a time?',
    answered(['raty']),
  ),
  en('d-faq-en-chunks', 'faq-instalment', 'Can the bill be paid off in small chunks?', answered(['raty'])),
  // Treatment spread over visits is not paying in parts.
  pl('d-faq-pl-stopniowo-neg', 'faq-negative', 'Czy leczenie robicie stopniowo, na kilku wizytach?', missed),
  // A question of cancelling after the caller's own booking and a wish to make sure: the policy.
  pl(
    'd-faq-pl-upewnic-odwolac',
    'faq-cancel-policy',
    'Mam u was wizytę w czwartek, chciałem się upewnić, do kiedy da się ją odwołać bez opłaty.',
    answered(['cancel_policy']),
  ),
  pl(
    'd-faq-pl-wyskoczylo',
    'faq-cancel-policy',
    'Jestem zapisany na środę. Na ile wcześniej mogę odwołać za darmo, jakby mi coś wyskoczyło?',
    answered(['cancel_policy']),
  ),
  en(
    'd-faq-en-double-check',
    'faq-cancel-policy',
    "I've got an appointment on Friday and wanted to double check, how late can I cancel without being charged?",
    answered(['cancel_policy']),
  ),
  en(
    'd-faq-en-comes-up',
    'faq-cancel-policy',
    'My visit is next Tuesday. If something comes up, until when can I cancel for free?',
    answered(['cancel_policy']),
  ),
  ...as('faq-negative', [
    // A cancellation said after the booking: still one (none under this number: nothing or passed on).
    make('pl-faq-zapisana-odwolac', { outcome: ['no_action', 'callback'] }, [
      'Jestem u was zapisana na czwartek i muszę tę wizytę odwołać.',
      'Nie, dziękuję',
    ]),
  ]),
  // The caller's first visit said before the question ("mam u was pierwszą wizytę"), or "na
  // pierwszej wizycie" (a visit, not one o'clock): a question.
  pl(
    'd-faq-pl-pojutrze-pierwsza',
    'faq-first-visit',
    'Pojutrze mam u was swoją pierwszą wizytę, czy muszę coś przynieść?',
    answered(['first_visit']),
  ),
  pl(
    'd-faq-pl-na-pierwszej-wizycie',
    'faq-first-visit',
    'A co dokładnie robicie na pierwszej wizycie?',
    says(['plan leczenia'], ['first_visit']),
  ),
  en(
    'd-faq-en-first-appointment-bring',
    'faq-first-visit',
    "I've got my first appointment with you on Thursday, what do I need to bring?",
    answered(['first_visit']),
  ),
  ...as('faq-negative', [
    // "Na pierwszą" alone is one o'clock: a booking.
    book('pl-faq-na-pierwsza-jutro', { at: '2026-11-24 13:00' }, [
      'Chciałabym się jutro umówić na pierwszą.',
      'Ewa Kos',
      'Tak',
      'Nie, dziękuję',
    ]),
  ]),
  // A price asked before booking: the price.
  pl(
    'd-faq-pl-zanim-kanalowe',
    'faq-before-booking',
    'Zanim się zapiszę na leczenie kanałowe, ile to u was wychodzi?',
    answered(['rootcanal_price']),
  ),
  pl(
    'd-faq-pl-zanim-przeglad-bez',
    'faq-before-booking',
    'zanim sie zapisze na przeglad, ile on kosztuje?',
    answered(['checkup_price']),
  ),
  en(
    'd-faq-en-before-whitening',
    'faq-before-booking',
    'Before I make an appointment for whitening, what does it cost?',
    answered(['whitening']),
  ),
  en(
    'd-faq-en-before-checkup',
    'faq-before-booking',
    'Before booking a check-up with you, how much is it?',
    answered(['checkup_price']),
  ),
  ...as('faq-negative', [
    // "Zanim" of the caller's day, with a visit asked for: a booking.
    book('pl-faq-zanim-urlop-przeglad', { at: '2026-11-25 09:00', service: 'Przegląd' }, [
      'Zanim wyjadę na urlop, chciałbym się zapisać na przegląd w środę o dziewiątej.',
      'Adam Kruk',
      'Tak',
      'Nie, dziękuję',
    ]),
  ]),
];
