/**
 * The nineteenth held-out set's messages, unanswerable questions, calls that sound like a
 * booking but are not, transfers and calls that simply end (`nineteenth.ts`).
 */
import { as, PRICES } from './script.js';
import {
  info,
  type Lang,
  message,
  missed,
  NIE,
  NO,
  nothing,
  price,
  transfer,
} from './twelfth-callers-kit.js';

const P: Lang = 'pl';
const E: Lang = 'en';

export const MESSAGE = as('message', [
  message('t055', P, { includes: ['zdjeci'], callback: '604718253' }, [
    'Dzień dobry, chciałabym, żeby ktoś do mnie oddzwonił w sprawie wyników zdjęcia. Mój numer to 604 718 253.',
    NIE,
  ]),
  // The number in words.
  message('t056', P, { includes: ['protez'], callback: '668243571' }, [
    'Proszę przekazać doktorowi, że proteza mnie uwiera, i poprosić o telefon. Numer: sześćset sześćdziesiąt osiem, dwieście czterdzieści trzy, pięćset siedemdziesiąt jeden.',
    NIE,
  ]),
  // The number corrected.
  message('t057', P, { includes: ['rachun'], callback: '513428679', notCallback: '513428697' }, [
    'Chciałbym zostawić wiadomość: proszę oddzwonić w sprawie rachunku za leczenie. Numer 513 428 697, nie, przepraszam, 513 428 679.',
    NIE,
  ]),
  // "Na ten numer".
  message('t058', P, { includes: ['recept'], callback: 'caller' }, [
    'Proszę o oddzwonienie na ten numer, z którego dzwonię. Chodzi o receptę na antybiotyk, którą miał wystawić lekarz.',
    NIE,
  ]),
  // Without diacritics.
  message('t059', P, { includes: ['plomb'], callback: '783264519' }, [
    'prosze przekazac zeby ktos oddzwonil, chodzi o plombe ktora mi wypadla, numer 783 264 519',
    'nie, dziekuje',
  ]),
  // The number before the reason.
  message('t060', P, { includes: ['szyn'], callback: '537816243' }, [
    'Zostawię numer, 537 816 243, i prośbę o kontakt w sprawie szyny na noc, którą miałam odebrać.',
    NIE,
  ]),
  // The message asked for first, then its text and number.
  message('t061', P, { includes: ['kosztorys'], callback: '609347185' }, [
    'Chciałabym zostawić wiadomość dla lekarza.',
    'Proszę przekazać, że chcę porozmawiać o kosztorysie, który dostałam w zeszłym tygodniu. Mój telefon 609 347 185.',
    NIE,
  ]),
  message('t062', E, { includes: ['crown'], callback: '502683417' }, [
    'Hi, could someone call me back about my crown? It feels loose. My number is 502 683 417.',
    NO,
  ]),
  // The number in words.
  message('t063', E, { includes: ['ray'], callback: '514372861' }, [
    'Please ask the doctor to ring me about my X-ray results. The number is five one four, three seven two, eight six one.',
    NO,
  ]),
  // "This number".
  message('t064', E, { includes: ['twice'], callback: 'caller' }, [
    "Can somebody phone me back on this number? I've been charged twice for the same visit.",
    NO,
  ]),
  // The number corrected.
  message('t065', E, { includes: ['guard'], callback: '516273894', notCallback: '516273849' }, [
    'Please have someone call me about my night guard. My number is 516 273 849, sorry, 516 273 894.',
    NO,
  ]),
  // Non-native English.
  message('t066', E, { includes: ['cold'], callback: '725318463' }, [
    'Hello, I call for leave message. Please doctor call me back, my tooth after filling is very sensitive for cold. Number 725 318 463.',
    NO,
  ]),
]);

/** Nothing configured answers these: a missed question, no invented answer. */
export const UNKNOWN = as('unknown', [
  missed('t107', P, ['Czy lekarze u was mówią po ukraińsku?', NIE, 'Do widzenia.']),
  missed('t108', P, ['Czy robicie na miejscu zdjęcie pantomograficzne?', NIE, 'Do widzenia.']),
  missed('t109', P, ['Czy do poczekalni można wejść z psem?', NIE, 'Do widzenia.']),
  missed('t110', P, ['Sprzedajecie może szczoteczki soniczne albo nici dentystyczne?', NIE, 'Do widzenia.']),
  missed('t111', P, ['czy macie jakies znizki dla emerytow?', 'nie, dziekuje', 'do widzenia']),
  missed('t112', E, ['Do you do clear aligners, like Invisalign?', NO, 'Bye.']),
  missed('t113', E, ['Is there a pharmacy in the building?', NO, 'Bye.']),
  missed('t114', E, ['Do you sell gift vouchers? I want one for my sister.', NO, 'Bye.']),
]);

/** Sounds like a booking, but only asks (nothing booked). */
export const NOT_BOOKING = as('not-booking', [
  price('t115', P, 'whitening', [
    'Ile kosztuje wybielanie? Nie zapisuję się, na razie tylko zbieram ceny.',
    NIE,
  ]),
  info('t116', P, ['Jak długo trwa leczenie kanałowe? Muszę wiedzieć, na ile wziąć wolne z pracy.', NIE], {
    says: ['90'],
    allow: PRICES,
  }),
  nothing('t117', P, [
    'Czy w piątek po południu jest jeszcze coś wolnego? Pytam tylko, zapiszę się, jak dogadam się z szefem.',
    'Nie, na razie nie rezerwuję, odezwę się. Dziękuję.',
    'Nie, to wszystko.',
  ]),
  nothing('t118', P, [
    'Dzień dobry, mąż był u was wczoraj i bardzo chwalił. Chciałam tylko podziękować.',
    NIE,
    'Do widzenia.',
  ]),
  price('t119', E, 'checkup_price', [
    "I'm not booking anything yet, just wondering how much a check-up costs.",
    NO,
  ]),
  nothing('t120', E, [
    "Do you have anything on Saturday morning? Just checking for now, I'll ring back to book.",
    "No, not yet, I'll call back. Thanks.",
    "No, that's all.",
  ]),
]);

export const TRANSFER = as('transfer', [
  transfer('t121', P, 'accounting', ['Chciałabym rozmawiać z kimś z księgowości, chodzi o rozliczenie.']),
  transfer('t122', P, 'surgery', ['Proszę mnie przełączyć do chirurga, mam pytanie o implant.']),
  transfer('t123', P, 'main', ['Wolałbym porozmawiać z człowiekiem. Może mnie pani połączyć z recepcją?']),
  transfer('t124', E, 'surgery', ['Could you put me through to the oral surgery department?']),
  transfer('t125', E, 'main', ['Can I speak to someone at the front desk, please?']),
]);

/** Calls that simply end. */
export const END = as('closing', [
  nothing('t126', P, ['Halo, czy to pizzeria Napoli?', 'Oj, to pomyłka, przepraszam. Do widzenia.']),
  nothing('t127', P, ['Dzień dobry, a nie, wie pani co, oddzwonię później. Do widzenia.', 'Do widzenia.']),
  nothing('t128', P, [
    'Chciałam się zapisać, ale teraz nie mogę rozmawiać, zadzwonię wieczorem.',
    'Nie, dziękuję, do usłyszenia.',
  ]),
  nothing('t129', P, ['przepraszam, zly numer', 'do widzenia']),
  nothing('t130', E, ["Sorry, I think I've dialled the wrong number. Bye.", 'Bye.']),
]);
