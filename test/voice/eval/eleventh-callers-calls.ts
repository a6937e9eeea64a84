/**
 * The eleventh held-out set (`eleventh.ts`): questions the clinic has no answer to (an honest
 * "I don't know" and a missed question), questions that sound like a booking but are not,
 * transfers (urgent ones too), and polite ends of a call. Written blind from clinic.ts.
 */
import { as, type Caller, faq, info, missed, nothing, PRICES, transfer } from './script.js';

/** An English caller (the ids of this set do not carry the language). */
const en = (c: Caller): Caller => ({ ...c, lang: 'en' });

/** Questions nothing configured answers: "I don't know", a missed question, nothing invented. */
export const UNKNOWN = as('unknown', [
  missed('k104', ['Dzień dobry, czy robicie aparaty ortodontyczne dla dorosłych?', 'Nie, dziękuję']),
  missed('k105', ['Dzień dobry, ile u was kosztuje korona porcelanowa na jedynkę?', 'Nie, dziękuję'], PRICES),
  missed('k106', ['Dzień dobry, czy doktor Wiśniewska przyjmuje też w soboty?', 'Nie, dziękuję'], ['staff']),
  missed('k107', [
    'Dzień dobry, mam takie pytanie, czy po wybielaniu mogę normalnie pić kawę?',
    'Nie, dziękuję',
  ]),
  missed('k108', [
    'Dzień dobry, czy macie u siebie tomograf, czy trzeba robić zdjęcie gdzie indziej?',
    'Nie, dziękuję',
  ]),
  missed(
    'k109',
    ['Dzień dobry, jaki jest numer konta do przelewu? Chcę zapłacić za ostatnią wizytę.', 'Nie, dziękuję'],
    ['cards'],
  ),
  en(missed('k110', ['Hi, do you offer Invisalign, the clear aligners?', 'No, thanks'])),
  en(
    missed('k111', ['Hello, how long is the guarantee on a filling if it falls out?', 'No, thanks'], PRICES),
  ),
  en(
    missed(
      'k112',
      ['Hi, does any of your dentists speak German? My mother-in-law only speaks German.', 'No, thanks'],
      ['staff'],
    ),
  ),
  en(missed('k113', ['Hi, can I bring my dog into the waiting room?', 'No, thanks'])),
]);

/** Questions that sound like a booking but are not one: no appointment may be made. */
export const NOT_BOOKING = as('not_booking', [
  faq(
    'k114',
    ['whitening'],
    [
      'Dzień dobry, zastanawiam się nad wybielaniem. Ile to u was kosztuje? Umówię się później, jak pogadam z mężem.',
      'Nie, dziękuję, na razie nie',
    ],
    PRICES,
  ),
  faq(
    'k115',
    ['first_visit'],
    [
      'Dzień dobry, jestem już umówiona na czwartek i chciałam tylko zapytać, co mam ze sobą zabrać, bo to moja pierwsza wizyta.',
      'Nie, dziękuję',
    ],
  ),
  info(
    'k116',
    [
      'Dzień dobry, czy w sobotę też przyjmujecie i do której? Bo w tygodniu pracuję. Ale zapisywać się jeszcze nie chcę.',
      'Nie, dziękuję',
    ],
    ['13'],
  ),
  info(
    'k117',
    [
      'Dzień dobry, ile mniej więcej trwa wybielanie? Muszę wiedzieć, ile wolnego wziąć w pracy, zanim się zapiszę.',
      'Nie, dziękuję',
    ],
    [],
    ['whitening'],
  ),
  en(
    faq(
      'k118',
      ['checkup_price'],
      ["Hi, how much is a check-up? I'll book later once I've looked at my calendar.", 'No, thanks'],
      PRICES,
    ),
  ),
  en(
    faq(
      'k119',
      ['cancel_policy'],
      [
        "Hello, if I book an appointment and then can't make it, can I cancel without paying anything?",
        'No, thanks',
      ],
    ),
  ),
]);

/** Transfers to a department, urgent calls among them. */
export const TRANSFERS = as('transfer', [
  transfer(
    'k120',
    'accounting',
    ['Dzień dobry, chciałbym rozmawiać z księgowością, mam błąd na fakturze.', 'Tak, poproszę'],
    ['invoice'],
  ),
  transfer(
    'k121',
    'surgery',
    [
      'Dzień dobry, wczoraj miałem wyrwany ząb u doktora Zielińskiego i ciągle mocno krwawi. Proszę mnie pilnie połączyć z chirurgią.',
      'Tak, poproszę',
    ],
    ['staff'],
  ),
  transfer('k122', 'main', [
    'Dzień dobry, wolałabym porozmawiać z kimś z rejestracji, z człowiekiem. Może mnie pani przełączyć?',
    'Tak, poproszę',
  ]),
  transfer('k123', 'main', [
    'Dzień dobry, strasznie boli mnie ząb, spuchła mi cała twarz. Proszę mnie połączyć z kimś z recepcji, to pilne!',
    'Tak',
  ]),
  en(
    transfer(
      'k124',
      'accounting',
      ["Hi, could you put me through to accounting? There's a mistake on my bill.", 'Yes, please'],
      ['invoice'],
    ),
  ),
  en(
    transfer(
      'k125',
      'surgery',
      [
        "Hello, I'd like to speak to someone in the surgery department about implants. Can you transfer me?",
        'Yes, please',
      ],
      ['staff'],
    ),
  ),
]);

/** Polite ends of a call: a wrong number, a call-back-later, thanks after an answer. */
export const CLOSINGS = as('closing', [
  nothing('k126', [
    'Dzień dobry... oj, przepraszam, chyba pomyłka, dzwoniłem do warsztatu samochodowego. Do widzenia.',
    'Do widzenia',
  ]),
  faq(
    'k127',
    ['cards'],
    ['Dzień dobry, czy można u was płacić kartą?', 'Super, to wszystko, dziękuję bardzo. Miłego dnia!'],
  ),
  nothing('k128', [
    'Halo, dzień dobry. A wie pani co, ja oddzwonię później, bo właśnie wjeżdżam do tunelu. Do widzenia!',
    'Do widzenia',
  ]),
  en(nothing('k129', ['Oh, sorry, I think I dialled the wrong number. Bye!', 'Bye'])),
  en(
    faq(
      'k130',
      ['parking'],
      ['Hi, is there parking at the clinic?', "Perfect, that's all I needed. Thanks a lot, have a good one!"],
    ),
  ),
]);
