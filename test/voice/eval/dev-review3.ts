/**
 * Development callers of issue #21 from the review of this session's third round: working hours
 * asked by the clock ("do której pracujecie?", "until what time are you working?") are the hours,
 * not the team, whose sentence is read once; a choice of times asked again always proposes the
 * earliest before a yes takes it; the language a caller asks for ("Dzień dobry... sorry, do you
 * speak English?") is the call's; "it" priced is the service named just before. Negatives: the team asked for itself, a yes to a single time.
 * In words of their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: Friday is the 27th, Saturday the 28th.
 */
import { as, book, end, faq, info, missed } from './script.js';
import type { EvalCaller } from './types.js';

export const DEV_REVIEW3: EvalCaller[] = [
  ...as('review3-hours-by-clock', [
    info('pl-r3-do-ktorej-pracujecie-dzis', ['A do której dziś u was pracujecie?', end('pl')], ['18:00']),
    info('pl-r3-od-ktorej-w-sobote', ['Od której przyjmujecie w sobotę?', end('pl')], ['9:00']),
    info('pl-r3-do-ktorej-bez-znakow', ['do ktorej w piatek pracujecie', end('pl')], ['18:00']),
    info('en-r3-until-what-time', ['Until what time are you working on Friday?', end('en')], ['18:00']),
    info('en-r3-how-late', ['How late are you open today?', end('en')], ['18:00']),
    // Negative: the team asked for itself stays the team.
    faq('pl-r3-kto-pracuje', ['staff'], ['Kto u was pracuje?', end('pl')]),
    faq('en-r3-who-works', ['staff'], ['Who works at your clinic?', end('en')]),
  ]),
  ...as('review3-language-asked', [
    // The language asked for is the call's, whatever the greeting was in.
    faq(
      'en-r3-greeting-pl-speak-english',
      ['parking'],
      ['Dzień dobry... sorry, do you speak English?', 'Good. Is there parking near you?', end('en')],
    ),
    faq(
      'pl-r3-hello-mowi-po-polsku',
      ['parking'],
      ['Hello, czy mówi pan po polsku?', 'To dobrze. Jest u was gdzie zaparkować?', end('pl')],
    ),
    // Negative: someone else's language told is no request.
    faq(
      'pl-r3-syn-po-angielsku',
      ['parking'],
      ['Mój syn mówi po angielsku, ale ja wolę po polsku. Czy macie parking?', end('pl')],
    ),
  ]),
  ...as('review3-price-of-it', [
    // "It" is the service named in the sentence before.
    faq(
      'en-r3-checkup-then-price-of-it',
      ['checkup_price'],
      ["I'm thinking of getting a check-up done sometime. What does it cost?", end('en')],
    ),
    faq(
      'pl-r3-wybielanie-ile-to',
      ['whitening'],
      ['Myślę o wybielaniu zębów na wiosnę. A ile to wychodzi?', end('pl')],
    ),
    // Negative: a treatment the clinic does not list is not priced.
    missed('pl-r3-korona-ile-to', ['Szwagier robił sobie koronę porcelanową. Ile to kosztuje?', end('pl')]),
  ]),
  ...as('review3-choice-again', [
    // A name to a choice of times: asked again with the earliest proposed; a yes then takes it.
    book(
      'pl-r3-imie-potem-tak',
      { at: '2026-11-27 08:00', name: 'Halina Kruk' },
      ['Chciałabym się zapisać na przegląd w piątek.', 'Halina Kruk.', 'Tak.', end('pl')],
      { says: ['jesli to bez roznicy'] },
    ),
    book(
      'en-r3-name-then-yes',
      { at: '2026-11-27 08:00', name: 'Owen Price' },
      ['Can I book a check-up on Friday?', 'Owen Price.', 'Yes.', end('en')],
      { says: ['if it makes no difference'] },
    ),
    // Negative: a yes to a single time books that time.
    book('pl-r3-tak-jeden-termin', { at: '2026-11-27 11:00', name: 'Jerzy Sowa' }, [
      'Poproszę przegląd w piątek o jedenastej.',
      'Tak, pasuje.',
      'Jerzy Sowa',
      end('pl'),
    ]),
  ]),
];
