/**
 * The thirteenth held-out set (`thirteenth.ts`): filling the booking's details (name and number
 * in one breath, numbers in words, corrections, short answers), changes of mind, and messages
 * with a callback number. Written blind (see `thirteenth.ts`).
 */
import { as } from './script.js';
import { ap } from './thirteenth-callers-book.js';
import { book, make, message, NIE, NO } from './twelfth-callers-kit.js';

export const SLOTS = as('slots', [
  book('n035', 'pl', ap('2026-11-24 10:00', 'Przegląd', { name: 'Jan Kowalski' }), [
    'Dzień dobry, chciałbym się umówić na wizytę.',
    'Na przegląd',
    'Jutro o dziesiątej',
    'Jan Kowalski',
    'Tak',
    NIE,
  ]),
  book('n036', 'pl', ap('2026-11-26 11:00', 'Higienizacja', { name: 'Anna Nowak', phone: '+48601234567' }), [
    'Dzień dobry, chcę się zapisać na higienizację w czwartek o jedenastej.',
    'Anna Nowak, numer sześćset jeden, dwieście trzydzieści cztery, pięćset sześćdziesiąt siedem',
    'Tak',
    NIE,
  ]),
  book('n037', 'pl', ap('2026-11-27 10:00', 'Przegląd', { name: 'Piotr Wąsik', phone: '+48512345678' }), [
    'Dzień dobry, przegląd w piątek o dziesiątej poproszę.',
    'Nazywam się Piotr Wąsik, a telefon 512 345 678',
    'Tak',
    NIE,
  ]),
  book('n038', 'pl', ap('2026-11-28 09:00', 'Wybielanie', { name: 'Zofia Kamińska' }), [
    'Dzień dobry, chciałabym się zapisać.',
    'Na wybielanie',
    'W sobotę o dziewiątej',
    'Zofia Kamińska',
    'Tak',
    NIE,
  ]),
  book('n039', 'pl', ap('2026-11-25 11:00', 'Przegląd', { name: 'Ewa Sadowska', phone: '+48668345172' }), [
    'Dzień dobry, poproszę przegląd pojutrze o jedenastej.',
    'Ewa Sadowska, telefon 668 345 127, nie, przepraszam, pomyliłam się, 668 345 172.',
    'Tak',
    NIE,
  ]),
  book('n040', 'pl', ap('2026-12-01 14:00', 'Przegląd', { name: 'Wojciech Górski', phone: '+48533247681' }), [
    'Dzień dobry, Wojciech Górski z tej strony, chciałbym się zapisać na przegląd pierwszego grudnia o czternastej, mój numer 533 247 681.',
    'Tak',
    NIE,
  ]),
  book('n041', 'pl', ap('2026-11-25 10:30', 'Higienizacja', { name: 'Helena Pietrzak' }), [
    'Dzień dobry, chciałabym się umówić na czyszczenie zębów.',
    'W środę',
    'Może o dziesiątej trzydzieści?',
    'Helena Pietrzak',
    'Tak',
    NIE,
  ]),
  book('n042', 'pl', ap('2026-11-27 12:00', 'Przegląd', { name: 'Stefan Kowal' }), [
    'Dzień dobry. Umówić się chcę.',
    'Przegląd.',
    'Piątek.',
    'Dwunasta.',
    'Stefan Kowal.',
    'Tak.',
    'Nie.',
  ]),
  book('n043', 'en', ap('2026-11-24 11:00', 'Przegląd', { name: 'John Smith' }), [
    'Hi, I would like to make an appointment.',
    'A check-up, please',
    'Tomorrow at 11',
    'John Smith',
    'Yes',
    NO,
  ]),
  book(
    'n044',
    'en',
    ap('2026-11-26 14:00', 'Higienizacja', { name: 'Mary Johnson', phone: '+48784312645' }),
    [
      'Hello, a cleaning on Thursday at 2 pm please.',
      "It's Mary Johnson, and my number is 784 312 645",
      'Yes',
      NO,
    ],
  ),
  book('n045', 'en', ap('2026-11-27 09:00', 'Przegląd', { name: 'Tom Baker', phone: '+48512347861' }), [
    'Hi, can I book a check-up on Friday at 9 in the morning?',
    'Tom Baker, my number is five one two, three four seven, eight six one',
    'Yes',
    NO,
  ]),
  book('n046', 'en', ap('2026-11-28 10:30', 'Przegląd', { name: 'Lucy Adams' }), [
    'Hi, I want to book a check-up.',
    'Saturday',
    'Ten thirty',
    'Lucy Adams',
    'Yes',
    NO,
  ]),
]);

export const CHANGE = as('change', [
  book('n047', 'pl', ap('2026-11-27 10:00', 'Przegląd'), [
    'Dzień dobry, chciałbym przegląd w czwartek o dziesiątej, a nie, przepraszam, jednak w piątek o dziesiątej.',
    'Henryk Wojciechowski',
    'Tak',
    NIE,
  ]),
  book('n048', 'pl', ap('2026-11-24 11:00', 'Przegląd'), [
    'Dzień dobry, przegląd jutro o dziewiątej poproszę.',
    'Wie Pani co, jednak wolałabym o jedenastej, jeśli można.',
    'Irena Kubiak',
    'Tak',
    NIE,
  ]),
  book('n049', 'pl', ap('2026-11-25 10:00', 'Przegląd'), [
    'Dzień dobry, chciałabym się zapisać na higienizację w środę o dziesiątej.',
    'A właściwie to zamiast higienizacji wolałabym sam przegląd, o tej samej godzinie.',
    'Beata Szymańska',
    'Tak',
    NIE,
  ]),
  book('n050', 'pl', ap('2026-11-30 09:00', 'Przegląd'), [
    'Dzień dobry, poproszę przegląd w poniedziałek trzydziestego o ósmej... nie, jednak o dziewiątej, bo nie zdążę dojechać.',
    'Roman Czarnecki',
    'Tak',
    NIE,
  ]),
  book('n051', 'pl', ap('2026-11-27 10:00', 'Przegląd'), [
    'Dzień dobry, czy jest wolne w sobotę o dziesiątej na przegląd?',
    'Hmm, sobota mi jednak nie pasuje. A w piątek o tej samej godzinie?',
    'Alicja Sobczak',
    'Tak',
    NIE,
  ]),
  book('n052', 'pl', ap('2026-11-25 10:00', 'Wybielanie'), [
    'Dzien dobry, chcialbym wybielanie jutro o 10, albo nie, lepiej pojutrze o 10.',
    'Mateusz Wrona',
    'Tak',
    NIE,
  ]),
  book('n053', 'en', ap('2026-11-27 10:00', 'Przegląd'), [
    'Hi, a check-up on Thursday at 10 am please. Actually no, make it Friday at 10 am.',
    'Kevin Moore',
    'Yes',
    NO,
  ]),
  book('n054', 'en', ap('2026-11-24 15:00', 'Higienizacja'), [
    'Hello, could I book a cleaning tomorrow at 9 am?',
    'Sorry, can we do 3 pm instead?',
    'Rachel Scott',
    'Yes',
    NO,
  ]),
  // The whitening first asked for may be quoted with its price.
  make(
    'n055',
    'en',
    { outcome: 'booked', appointment: ap('2026-11-28 09:00', 'Przegląd'), allow: ['whitening'] },
    [
      'Hi, whitening on Saturday at 9 am, please.',
      'On second thought, just a regular check-up, same time.',
      'Anna Young',
      'Yes',
      NO,
    ],
  ),
  book('n056', 'en', ap('2026-12-01 16:00', 'Przegląd'), [
    'Hello, I need a check-up on Wednesday at 4 pm.',
    'Actually, Tuesday next week would suit me better, same time.',
    'Mark Turner',
    'Yes',
    NO,
  ]),
]);

export const MESSAGE = as('message', [
  message(
    'n057',
    'pl',
    { includes: ['przeswietl'], callback: '601234567' },
    [
      'Dzień dobry, chciałabym zostawić wiadomość dla pani doktor Wiśniewskiej, że wyniki prześwietlenia doniosę w przyszłym tygodniu.',
      'Proszę oddzwonić na 601 234 567.',
      NIE,
    ],
    ['staff'],
  ),
  message('n058', 'pl', { includes: ['ucz'], callback: '512876543' }, [
    'Dzień dobry, proszę przekazać pani doktor, że lek przepisany po zabiegu chyba mnie uczula, i poprosić, żeby ktoś do mnie oddzwonił.',
    'Mój numer to 512 876 543.',
    NIE,
  ]),
  message('n059', 'pl', { includes: ['kosztorys'], callback: 'caller' }, [
    'Dzień dobry, chciałbym, żeby ktoś do mnie oddzwonił w sprawie kosztorysu.',
    'Na ten numer, z którego dzwonię.',
    NIE,
  ]),
  message('n060', 'pl', { includes: ['paczk'], callback: '668473215' }, [
    'Dzień dobry, zostawię wiadomość: jestem kurierem, paczka dla kliniki czeka w paczkomacie, proszę oddzwonić pod 668 473 215.',
    NIE,
  ]),
  message('n061', 'pl', { includes: ['zaswiadcz'], callback: '533481762', notCallback: '533481726' }, [
    'Dzień dobry, proszę o kontakt w sprawie zaświadczenia do pracy, że byłam na wizycie.',
    'Numer 533 481 726, nie, przepraszam, 533 481 762.',
    NIE,
  ]),
  message('n062', 'pl', { includes: ['okular'], callback: '784263517' }, [
    'Dzien dobry, no wiec dzwonie, bo moja mama byla u was w zeszlym tygodniu i chyba zostawila okulary w poczekalni, takie w brazowej oprawce, czy ktos moglby do mnie oddzwonic?',
    'Numer 784 263 517',
    'Nie, dziekuje, do widzenia',
  ]),
  message('n063', 'en', { includes: ['crown'], callback: '509387461' }, [
    'Hi, could you pass a message to the dentist that my crown feels loose and ask them to call me back?',
    'My number is 509 387 461.',
    NO,
  ]),
  message('n064', 'en', { includes: ['plan'], callback: 'caller' }, [
    'Hello, please have someone call me back about my treatment plan.',
    'On this number, the one I am calling from.',
    NO,
  ]),
  message('n065', 'en', { includes: ['lost'], callback: '512638479' }, [
    'Hi, I would like to leave a message: I lost my appointment card, can someone call me back on 512 638 479?',
    NO,
  ]),
  message('n066', 'en', { includes: ['insurance'], callback: '668724315', notCallback: '668724351' }, [
    'Hello, I need someone to call me about the x-ray report I need for my insurance company.',
    'It is 668 724 351. Sorry, I mean 668 724 315.',
    NO,
  ]),
]);
