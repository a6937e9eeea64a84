/**
 * The thirteenth held-out set (`thirteenth.ts`): questions nothing configured answers, questions
 * that sound like a booking but are not, transfers (urgent ones too), and calls that simply end.
 * Written blind (see `thirteenth.ts`).
 */
import { as, PRICES } from './script.js';
import { faq, missed, NIE, NO, nothing, price, transfer } from './twelfth-callers-kit.js';

export const UNKNOWN = as('unknown', [
  missed('n104', 'pl', ['Dzień dobry, czy robicie aparaty ortodontyczne dla dorosłych?', NIE], PRICES),
  missed('n105', 'pl', ['Dzień dobry, czy macie też gabinet w Krakowie?', NIE], ['address', 'metro']),
  missed('n106', 'pl', ['Dzień dobry, jaką gwarancję dajecie na wypełnienia?', NIE]),
  missed('n107', 'pl', [
    'Dzień dobry, słuchaj, a można przyjść na wizytę z psem? Nie mam go z kim zostawić.',
    NIE,
  ]),
  missed('n108', 'pl', ['Dzień dobry, czy robicie zdjęcia pantomograficzne na miejscu?', NIE]),
  missed('n109', 'pl', ['Dzien dobry, czy ktos z lekarzy mowi po ukrainsku?', NIE], ['staff']),
  missed('n110', 'en', ['Hi, do you offer Invisalign aligners?', NO], PRICES),
  missed('n111', 'en', ['Hello, is there a pharmacy in the building?', NO]),
  missed('n112', 'en', ['Hi, do you offer laughing gas for nervous patients?', NO], ['anesthesia']),
  missed('n113', 'en', ['Hello, how long is the warranty on crowns?', NO]),
]);

export const NOT_BOOKING = as('not-booking', [
  price('n114', 'pl', 'checkup_price', [
    'Dzień dobry, mam się umówić na przegląd, ale najpierw chciałem zapytać, ile to kosztuje?',
    NIE,
  ]),
  faq(
    'n115',
    'pl',
    ['cancel_policy'],
    [
      'Dzień dobry, jestem u was zapisana na przyszły tydzień i chciałam się tylko upewnić, do kiedy mogę bez kosztów odwołać wizytę, gdyby coś mi wypadło.',
      NIE,
    ],
  ),
  price('n116', 'pl', 'whitening', ['Dzień dobry, zanim się zapiszę na wybielanie, ile ono kosztuje?', NIE]),
  faq(
    'n117',
    'pl',
    ['first_visit'],
    ['Dzień dobry, jutro mam u was pierwszą wizytę, co mam ze sobą wziąć?', NIE],
  ),
  faq('n118', 'en', ['cards'], ['Hi, before I book anything, do you take card payments?', NO]),
  faq(
    'n119',
    'en',
    ['parking'],
    ['Hello, I have an appointment with you on Thursday, where can I park?', NO],
  ),
]);

export const TRANSFER = as('transfer', [
  transfer(
    'n120',
    'pl',
    'accounting',
    [
      'Dzień dobry, proszę mnie połączyć z księgowością, chodzi o rozliczenie za zeszły miesiąc.',
      'Tak, proszę.',
    ],
    ['invoice'],
  ),
  transfer('n121', 'pl', 'surgery', [
    'Dzień dobry, chciałbym porozmawiać z kimś z chirurgii w sprawie implantów.',
    'Tak, proszę.',
  ]),
  transfer('n122', 'pl', 'main', [
    'Dzień dobry, wolałabym porozmawiać z kimś z rejestracji, z żywą osobą. Można mnie przełączyć?',
    'Tak, proszę.',
  ]),
  transfer('n123', 'pl', null, [
    'Dzień dobry, po wczorajszym wyrwaniu zęba mam straszny krwotok i nie mogę go zatamować, to pilne!',
    'Tak, proszę.',
  ]),
  transfer(
    'n124',
    'en',
    'accounting',
    ['Hi, can you put me through to accounting? It is about a bill.', 'Yes, please.'],
    ['invoice'],
  ),
  transfer('n125', 'en', null, [
    'Hello, my face is badly swollen and I have a terrible toothache, it is an emergency, I need to talk to someone right now.',
    'Yes, please.',
  ]),
]);

export const END = as('end', [
  nothing('n126', 'pl', ['Dzień dobry, przepraszam, pomyliłem numer. Do widzenia.', 'Do widzenia']),
  nothing('n127', 'pl', [
    'Dzień dobry, a nie, już nic, sam sobie przypomniałem. Dziękuję, do widzenia.',
    'Do widzenia',
  ]),
  nothing('n128', 'pl', [
    'Halo? Dzień dobry.',
    'A, przepraszam, zadzwonię później, bo prowadzę samochód. Do usłyszenia.',
    'Do widzenia',
  ]),
  nothing('n129', 'en', ['Oh, sorry, wrong number. Bye.', 'Bye']),
  nothing('n130', 'en', ['Hi, actually never mind, I will call back later. Thanks, bye.', 'Bye']),
]);
