/**
 * Development callers: a closing said after an acknowledgement of what was just heard ("Aha,
 * rozumiem. Nie, dziękuję.", "Trudno. To wszystko.", "I see. No, that was all, thanks."; at
 * "leave a message?" the last sentence decides, a no is a no); a booking read back and confirmed
 * ("Yes, that's right") is no request for more help; a call back asked for beside a wish to talk
 * to a doctor or a person is a message, unless the caller asks to be put through now; the car
 * park asked in other words ("I'm driving, where can I leave it?", "gdzie mogę je zostawić?").
 * Negatives: a yes or a request after the acknowledgement ("Dobrze, to poproszę o wiadomość",
 * "Rozumiem. A ile kosztuje…?") still does what it says; a question with a car in it that is not
 * about parking gets no parking answer. In words of their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: Thursday is the 26th.
 */
import { as, book, type Caller, faq, make, message, missed, nothing, transfer } from './script.js';
import type { EvalCaller } from './types.js';

const UNKNOWN_PL = 'Czy macie w poczekalni klimatyzację?';
const UNKNOWN_EN = 'Do you sell electric toothbrushes at reception?';

const CLOSINGS: Caller[] = [
  // After an answer: "anything else?"
  faq('pl-ft-aha-rozumiem-nie', ['nfz'], ['Czy przyjmujecie na NFZ?', 'Acha, rozumiem. Nie, dziękuję.']),
  faq('pl-ft-szkoda-to-wszystko', ['nfz'], ['Czy jest umowa z NFZ?', 'Szkoda. To wszystko, dziękuję.']),
  faq('pl-ft-trudno-nic-wiecej', ['nfz'], ['Czy przyjmujecie na fundusz?', 'No trudno. Nic więcej.']),
  faq('pl-ft-jasne-dziekuje', ['cards'], ['Mogę zapłacić kartą?', 'Jasne, dziękuję bardzo.']),
  faq('pl-ft-bez-ogonkow', ['cards'], ['moge placic karta?', 'aha rozumiem nie dziekuje']),
  faq('pl-ft-w-porzadku-tyle', ['cards'], ['Czy mogę płacić kartą?', 'W porządku, to tyle.']),
  faq('en-ft-i-see-no-thanks', ['cards'], ['Can I pay by card?', 'I see. No, thank you.']),
  faq('en-ft-that-was-all', ['cards'], ['Do you take cards?', 'Right. No, that was all. Thanks!']),
  faq('en-ft-got-it-nothing-else', ['cards'], ['Do you accept cards?', 'Got it. Nothing else, thanks.']),
  faq('en-ft-fair-enough', ['cards'], ['Can I pay with a card?', 'Okay, fair enough. That was everything.']),
  // At "leave a message?": the last sentence decides.
  missed('pl-ft-msg-aha-nie', [UNKNOWN_PL, 'Aha. Nie, dziękuję.']),
  missed('pl-ft-msg-dobrze-nie', [UNKNOWN_PL, 'Dobrze. Nie, dziękuję.']),
  missed('pl-ft-msg-rozumiem-dziekuje', [UNKNOWN_PL, 'Rozumiem, dziękuję za informację.']),
  missed('pl-ft-msg-to-szkoda-nie', [UNKNOWN_PL, 'A to szkoda. Nie trzeba, dziękuję.']),
  missed('pl-ft-msg-aha-nie-potem', [UNKNOWN_PL, 'Aha, nie.', 'Nie, to wszystko.']),
  missed('en-ft-msg-oh-well', [UNKNOWN_EN, "Oh well, that's a pity. No, thanks."]),
  missed('en-ft-msg-okay-no', [UNKNOWN_EN, 'Okay. No thank you.']),
  missed('en-ft-msg-thanks-anyway', [UNKNOWN_EN, 'I see. Thanks anyway.']),
  // Negatives: a yes or a request after the acknowledgement.
  make(
    'pl-ft-msg-dobrze-prosze',
    { outcome: 'callback', missed: true, message: { includes: ['klimatyzac'] } },
    [
      UNKNOWN_PL,
      'Dobrze, to poproszę o wiadomość.',
      'Proszę zapytać, czy w poczekalni jest klimatyzacja.',
      'Ewa Sowa, numer 601 222 333.',
    ],
  ),
  make('pl-ft-msg-tak-prosze', { outcome: 'callback', missed: true, message: { includes: ['klimatyzac'] } }, [
    UNKNOWN_PL,
    'Tak, proszę.',
    'Chodzi o klimatyzację w poczekalni, proszę oddzwonić.',
    'Ewa Sowa, 601 222 333.',
  ]),
  faq(
    'pl-ft-rozumiem-a-ile',
    ['nfz', 'checkup_price'],
    ['Czy przyjmujecie na NFZ?', 'Rozumiem. A ile kosztuje przegląd?', 'Nie, dziękuję.'],
  ),
  faq(
    'en-ft-ok-one-more',
    ['cards', 'parking'],
    ['Can I pay by card?', 'Ok, and one more question: is there parking?', 'No, thanks.'],
  ),
];

const CONFIRMED: Caller[] = [
  book('en-ft-booked-thats-right', { at: '2026-11-26 10:00', name: 'Nora Flint' }, [
    'Could I book a check-up on Thursday at ten?',
    'Nora Flint',
    "Yes, that's right.",
    'No, that was everything. Thank you!',
  ]),
  book('pl-ft-booked-zgadza-sie', { at: '2026-11-26 10:00', name: 'Olga Pietras' }, [
    'Chciałabym się zapisać na przegląd w czwartek o dziesiątej.',
    'Olga Pietras',
    'Tak, zgadza się.',
    'Nie, to wszystko.',
  ]),
  // Negative: a yes to "anything else?" still asks what more.
  book(
    'pl-ft-booked-tak-pytanie',
    { at: '2026-11-26 10:00', name: 'Olga Pietras' },
    [
      'Chciałabym się zapisać na przegląd w czwartek o dziesiątej.',
      'Olga Pietras',
      'Tak.',
      'Czy mogę zapłacić kartą?',
      'Nie, dziękuję.',
    ],
    { facts: ['cards'] },
  ),
];

const CALL_BACK: Caller[] = [
  message('pl-ft-cb-lekarz-moze-ktos', { includes: ['leczeni'] }, [
    'Dzień dobry, wolałabym najpierw porozmawiać z doktorem o leczeniu kanałowym. Czy ktoś mógłby do mnie oddzwonić?',
    'Halina Mróz, 602 111 444.',
  ]),
  message('pl-ft-cb-oddzwoncie', { includes: ['rachun'] }, [
    'Chciałbym porozmawiać z kimś w sprawie rachunku, oddzwońcie do mnie proszę.',
    'Jerzy Kmita, 603 555 777.',
  ]),
  message('en-ft-cb-someone-call', { includes: ['x-ray'] }, [
    "I'd like to talk to the dentist about my x-ray before booking. Can someone call me back?",
    'Tom Reed, 604 333 222.',
  ]),
  message('en-ft-cb-could-he', { includes: ['results'] }, [
    'I need to speak with a doctor about my results. Could he ring me back this afternoon?',
    'Ann Lowe, 605 444 111.',
  ]),
  // Negatives: put through now, or a call back that never came.
  transfer('pl-ft-tr-teraz', 'main', [
    'Proszę mnie połączyć z kimś teraz, a jeśli się nie da, niech ktoś oddzwoni.',
  ]),
  transfer('pl-ft-tr-nikt-nie-oddzwonil', 'main', [
    'Chcę porozmawiać z kimś z recepcji, bo nikt do mnie nie oddzwonił.',
  ]),
  transfer('en-ft-tr-right-away', 'main', [
    'Put me through to someone right away please, or have them call me back.',
  ]),
];

const PARKING: Caller[] = [
  faq(
    'en-ft-park-leave-it',
    ['parking'],
    ["I'm driving over. Is there anywhere I can leave it?", 'No, thanks.'],
  ),
  faq('en-ft-park-put-it', ['parking'], ['I will come in my car, where should I put it?', 'No, thanks.']),
  faq('en-ft-park-nearby', ['parking'], ['Can I park nearby?', 'No, thanks.']),
  faq(
    'pl-ft-park-go-zostawic',
    ['parking'],
    ['Przyjadę samochodem. Gdzie mogę go zostawić?', 'Nie, dziękuję.'],
  ),
  faq('pl-ft-park-je-zostawic', ['parking'], ['Będę autem, gdzie je zostawić?', 'Nie, dziękuję.']),
  faq('pl-ft-park-stanac', ['parking'], ['gdzie moge stanac samochodem?', 'Nie, dziękuję.']),
  // Negatives: a car said, another thing asked.
  missed('en-ft-car-coat', ["I'm coming by car. Can I leave my coat somewhere?", 'No, thanks.']),
  make('en-ft-car-price', { outcome: 'answered_faq', facts: ['checkup_price'] }, [
    "I'll be coming by car. How much is a check-up?",
    'No, thanks.',
  ]),
  missed('pl-ft-auto-kurtka', ['Przyjadę autem, czy mogę zostawić kurtkę w szatni?', 'Nie, dziękuję.']),
  nothing('pl-ft-auto-nic', ['Aha, rozumiem, to wszystko, do widzenia.']),
];

export const DEV_FTALK: EvalCaller[] = [
  ...as('ftalk-closing', CLOSINGS),
  ...as('ftalk-confirmed', CONFIRMED),
  ...as('ftalk-callback', CALL_BACK),
  ...as('ftalk-parking', PARKING),
];
