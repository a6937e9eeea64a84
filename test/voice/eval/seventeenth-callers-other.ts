/**
 * The seventeenth held-out set (`seventeenth.ts`): messages with a callback number (in digits, in
 * words, in groups, corrected, "this number", the reason before or after it), questions nothing
 * in `clinic.ts` answers, questions that sound like a booking but are not, transfers (a
 * department, reception, an emergency) and calls that simply end.
 */
import { as, PRICES } from './script.js';
import { faq, info, message, missed, NIE, NO, nothing, transfer } from './twelfth-callers-kit.js';

const BYE_PL = 'Do widzenia';
const BYE = 'Bye';
const END_PL = [NIE, BYE_PL];
const END_EN = [NO, BYE];

/** The knowledge document's paragraph of first visit, cancelling, home visits and Wi-Fi. */
const VISIT = ['first_visit', 'cancel_policy', 'home_visits', 'wifi'];

export const MESSAGE = as('message', [
  message('r055', 'pl', { includes: ['kosztorys'], callback: '604218377' }, [
    'Dzień dobry, mówi Jolanta Sadowska. Proszę przekazać, żeby ktoś do mnie oddzwonił w sprawie kosztorysu na most, numer 604 218 377',
    'Tak',
    ...END_PL,
  ]),
  message('r056', 'pl', { includes: ['parasol'], callback: 'caller' }, [
    'Dzień dobry, czy mogę zostawić wiadomość?',
    'Zostawiłam u was wczoraj parasolkę, taką czarną w kropki. Czy ktoś mógłby oddzwonić?',
    'Na ten numer, z którego dzwonię',
    'Tak',
    ...END_PL,
  ]),
  // The number in words.
  message('r057', 'pl', { includes: ['koron'], callback: '602345678' }, [
    'Dzień dobry, proszę o oddzwonienie w sprawie korony, którą mam u was odebrać',
    'Mój numer to sześćset dwa, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem',
    'Tak',
    ...END_PL,
  ]),
  // The number in words, three digits then pairs.
  message('r058', 'pl', { includes: ['kolczyk'], callback: '513472861' }, [
    'Dzień dobry, chyba zgubiłam u was kolczyk na fotelu, złoty. Proszę, żeby ktoś oddzwonił, najlepiej za kwadrans piąta, jak wyjdę z pracy.',
    'Pięćset trzynaście, czterdzieści siedem, dwadzieścia osiem, sześćdziesiąt jeden',
    'Tak',
    ...END_PL,
  ]),
  // The number corrected.
  message('r059', 'pl', { includes: ['protez'], callback: '698234571', notCallback: '698234517' }, [
    'Dzień dobry, proszę o telefon w sprawie protezy dla mamy. Numer 698 234 517, nie, przepraszam, końcówka jest 571, czyli 698 234 571',
    'Tak',
    ...END_PL,
  ]),
  // Without diacritics.
  message('r060', 'pl', { includes: ['wycen'], callback: '725316482' }, [
    'dzien dobry, prosze o oddzwonienie w sprawie wyceny aparatu na zeby, numer 725 316 482',
    'tak',
    'nie, dziekuje',
    'do widzenia',
  ]),
  // The number before the reason.
  message('r061', 'pl', { includes: ['rentgen'], callback: '797463128' }, [
    'Dzień dobry, chciałbym zostawić wiadomość dla lekarza',
    'Numer 797 463 128, a chodzi o to, żeby mi przesłać zdjęcie rentgenowskie mailem',
    'Tak',
    ...END_PL,
  ]),
  message('r062', 'en', { includes: ['crown'], callback: '601482736' }, [
    'Hi, could someone from the clinic ring me back about my crown? My number is 601 482 736',
    'Yes',
    ...END_EN,
  ]),
  message('r063', 'en', { includes: ['glasses'], callback: 'caller' }, [
    "Hello, I'd like to leave a message please",
    'I think I left my glasses at your place yesterday, could someone give me a call back?',
    'Yes, this number is fine',
    ...END_EN,
  ]),
  // The number in words, in groups of three.
  message('r064', 'en', { includes: ['bridge'], callback: '512347861' }, [
    "Hello, can I leave a message for the dentist? It's about the quote for my bridge, please call me back",
    'Five one two, three four seven, eight six one',
    'Yes',
    ...END_EN,
  ]),
  message('r065', 'en', { includes: ['ray'], callback: '663482591', notCallback: '663482519' }, [
    "Hi, could you get someone to call me about my x-ray results? My number's 663 482 519, sorry, 663 482 591",
    'Yes',
    ...END_EN,
  ]),
  // Non-native English.
  message('r066', 'en', { includes: ['braces'], callback: '530274816' }, [
    'Hello, please, I need somebody call me back, is about my braces, number is 530 274 816',
    'Yes',
    ...END_EN,
  ]),
]);

export const UNKNOWN = as('unknown', [
  missed('r107', 'pl', ['Dzień dobry, czy w gabinecie jest klimatyzacja? Bo źle znoszę gorąco', ...END_PL]),
  missed('r108', 'pl', ['Dzień dobry, czy mogę przyjść z psem? Jest mały, będzie siedział cicho', ...END_PL]),
  missed('r109', 'pl', ['Dzień dobry, ile się u was czeka na koronę z laboratorium?', ...END_PL]),
  missed('r110', 'pl', ['Dzień dobry, czy lekarz wystawia zwolnienie do pracy po zabiegu?', ...END_PL]),
  missed('r111', 'pl', [
    'Dzień dobry, czy macie bony podarunkowe? Chciałam kupić mamie na prezent',
    ...END_PL,
  ]),
  missed('r112', 'en', ['Hi, do you sell electric toothbrushes?', ...END_EN]),
  missed('r113', 'en', ['Hello, can you give me a note for my employer after the visit?', ...END_EN]),
  missed('r114', 'en', ['Hi, do you have any discounts for students?', ...END_EN]),
]);

export const NOT_BOOKING = as('not-booking', [
  info(
    'r115',
    'pl',
    [
      'Dzień dobry, chciałabym się zapisać na wybielanie, ale najpierw: ile to u was kosztuje?',
      'Aha, dobrze, to ja się jeszcze zastanowię, dziękuję',
      ...END_PL,
    ],
    { facts: ['whitening'], allow: PRICES },
  ),
  faq(
    'r116',
    'pl',
    ['cancel_policy'],
    [
      'Dzień dobry, mam u was wizytę w przyszłym tygodniu i chciałam się tylko dowiedzieć, do kiedy mogę ją odwołać bez opłaty',
      ...END_PL,
    ],
    VISIT,
  ),
  info(
    'r117',
    'pl',
    [
      'Dzień dobry, czy na przegląd w sobotę też można przyjść, czy tylko w tygodniu?',
      'Dobrze, dziękuję, to zadzwonię, jak będę wiedziała, kiedy mogę',
      ...END_PL,
    ],
    { allow: PRICES },
  ),
  info(
    'r118',
    'pl',
    [
      'Dzień dobry, ile trwa wybielanie? Muszę się zwolnić z pracy i nie wiem, na ile',
      'Dobrze, dziękuję, to wszystko',
      BYE_PL,
    ],
    { allow: PRICES },
  ),
  faq(
    'r119',
    'en',
    ['home_visits'],
    ["Hi, I was going to book for my dad, but he can't get out of bed. Do you do home visits?", ...END_EN],
    VISIT,
  ),
  faq(
    'r120',
    'en',
    ['first_visit'],
    ['Hello, before I book anything, what do I need to bring to my first visit?', ...END_EN],
    VISIT,
  ),
]);

export const TRANSFER = as('transfer', [
  transfer('r121', 'pl', 'accounting', [
    'Dzień dobry, proszę mnie przełączyć do księgowości, chodzi o rozliczenie za leczenie',
    'Tak, proszę',
    'Tak, dziękuję',
  ]),
  transfer(
    'r122',
    'pl',
    'surgery',
    [
      'Dzień dobry, mam pytanie w sprawie implantów, mogę porozmawiać z kimś z chirurgii?',
      'Tak',
      'Tak, dziękuję',
    ],
    ['staff'],
  ),
  // An emergency: transferred anywhere.
  transfer('r123', 'pl', null, [
    'Dzień dobry, mąż uderzył się w twarz, ma wybity ząb i bardzo krwawi, co robić?',
    'Tak, proszę',
    'Tak',
  ]),
  transfer('r124', 'en', 'main', [
    'Hi, can I speak to someone at reception, a real person please?',
    'Yes',
    'Yes, thanks',
  ]),
  transfer('r125', 'en', 'accounting', [
    "Hello, could you put me through to your accounts department? It's about a refund",
    'Yes please',
    'Yes',
  ]),
]);

export const END = as('closing', [
  nothing('r126', 'pl', ['Dzień dobry, ja do pana Zenka... A nie, przepraszam, pomyliłam numery', BYE_PL]),
  nothing('r127', 'pl', ['Dzień dobry', 'A nie, nic, już nieważne. Cześć', BYE_PL]),
  nothing('r128', 'pl', [
    'Dzień dobry, chciałam tylko podziękować za wczorajszą wizytę, wszystko jest w porządku',
    'Nie, to wszystko, dziękuję bardzo, do usłyszenia',
    BYE_PL,
  ]),
  nothing('r129', 'en', ['Hello? Oh sorry, wrong number', BYE]),
  nothing('r130', 'en', ["Hi, uh, never mind, I'll call back later", BYE]),
]);
