/**
 * The sixteenth held-out set's messages, questions nothing answers, questions that sound like a
 * booking but are not, transfers and calls that simply end (`sixteenth.ts`).
 */
import { as, PRICES } from './script.js';
import { faq, info, message, missed, NIE, NO, nothing, transfer } from './twelfth-callers-kit.js';

export const MESSAGE = as('message', [
  message('q055', 'pl', { includes: ['rentgen'], callback: '512634781' }, [
    'Dzień dobry, chciałbym zostawić wiadomość dla lekarza.',
    'Że mam już zdjęcie rentgenowskie od ortodonty i chciałbym je omówić. Proszę o telefon na 512 634 781.',
    'Zbigniew Kot',
    NIE,
  ]),
  message('q056', 'pl', { includes: ['wycen'], callback: '533421687' }, [
    'Proszę, żeby ktoś do mnie oddzwonił w sprawie wyceny koron. Mój numer to pięćset trzydzieści trzy, czterysta dwadzieścia jeden, sześćset osiemdziesiąt siedem.',
    'Halina Czerwińska',
    NIE,
  ]),
  message('q057', 'pl', { includes: ['zaswiadczeni'], callback: '608127434', notCallback: '608127443' }, [
    'Chciałam prosić o kontakt w sprawie zaświadczenia dla szkoły dla syna, na numer 608 127 443... nie, przepraszam, pomyliłam się: 608 127 434.',
    'Beata Kalinowska',
    NIE,
  ]),
  message('q058', 'pl', { includes: ['aparat'], callback: '668243517' }, [
    'Dzień dobry, proszę o oddzwonienie na 668 243 517. To w sprawie aparatu na zęby córki, bo się obluzował zamek.',
    'Joanna Ziółkowska',
    NIE,
  ]),
  message('q059', 'pl', { includes: ['rekawicz'], callback: 'caller' }, [
    'Chciałam tylko przekazać, że zostawiłam wczoraj u was w poczekalni rękawiczki, czarne, skórzane. Niech ktoś do mnie oddzwoni na ten numer, z którego dzwonię.',
    'Grażyna Lis',
    NIE,
  ]),
  message('q060', 'pl', { includes: ['przeciwbol'], callback: '784216339' }, [
    'prosze przekazac doktorowi ze ten srodek przeciwbolowy co mi przepisal nic nie daje, prosze o kontakt 784 216 339',
    'andrzej mroz',
    'nie dziekuje',
  ]),
  message('q061', 'pl', { includes: ['dostaw'], callback: '509123456' }, [
    'Dzień dobry, dzwonię z hurtowni w sprawie dostawy materiałów, proszę, żeby kierownik oddzwonił. Numer: pięćset dziewięć, dwanaście, trzydzieści cztery, pięćdziesiąt sześć.',
    'Kacper Wilk',
    NIE,
  ]),
  message('q062', 'en', { includes: ['retainer'], callback: '533847261' }, [
    "Could you pass on a message? It's about my daughter's retainer, it's cracked. Please call me back on 533 847 261.",
    'Rachel Adams',
    NO,
  ]),
  message('q063', 'en', { includes: ['veneer'], callback: '512748369', notCallback: '512748396' }, [
    "I'd like someone to ring me about a quote for veneers. My number is 512 748 396, sorry, no, 512 748 369.",
    'Sophie Turner',
    NO,
  ]),
  message('q064', 'en', { includes: ['x-ray'], callback: 'caller' }, [
    'Please ask someone to ring me back on this number. It is about the x-ray you were supposed to send to my new dentist.',
    'Peter Collins',
    NO,
  ]),
  message('q065', 'en', { includes: ['insurance'], callback: '784321658' }, [
    'Hi, can you get someone to call me about an insurance form I need filled in? My number is seven eight four, three two one, six five eight.',
    'Mark Jenkins',
    NO,
  ]),
  message('q066', 'en', { includes: ['records'], callback: '668413275' }, [
    "Can someone call me back at 668 413 275? It's about getting a copy of my dental records.",
    'Alice Morgan',
    NO,
  ]),
]);

export const UNKNOWN = as('unknown', [
  missed('q107', 'pl', ['Czy robicie u was aparaty ortodontyczne dla dorosłych?', NIE]),
  missed('q108', 'pl', ['Czy któryś lekarz u was mówi po ukraińsku? Pytam dla teściowej.', NIE]),
  missed('q109', 'pl', ['Ile u was kosztuje korona porcelanowa na jedynkę?', NIE]),
  missed('q110', 'pl', ['Czy mogę przyjść z psem? Nie mam go z kim zostawić.', NIE]),
  missed('q111', 'pl', ['Czy u was można zrobić zdjęcie pantomograficzne na miejscu?', NIE]),
  missed('q112', 'en', ['Do you offer sedation for very nervous patients?', NO]),
  missed('q113', 'en', ['Is there a pharmacy in the same building as you?', NO]),
  missed('q114', 'en', ["How long's the waiting list for braces with you?", NO]),
]);

export const NOT_BOOKING = as('not-booking', [
  info('q115', 'pl', ['Ile trwa wybielanie? Bo muszę wiedzieć, ile czasu wziąć wolnego w pracy.', NIE], {
    says: ['90'],
    allow: PRICES,
  }),
  faq(
    'q116',
    'pl',
    ['first_visit'],
    [
      'Mam u was wizytę w czwartek, pierwszy raz. Chciałam tylko zapytać, czy trzeba coś ze sobą zabrać?',
      NIE,
    ],
  ),
  info('q117', 'pl', ['Nie chcę się umawiać, tylko pytam: do której jesteście otwarci w piątek?', NIE], {}),
  info('q118', 'pl', ['Wizyta kontrolna u was ile trwa i ile kosztuje? Bo się zastanawiam.', NIE], {
    facts: ['checkup_price'],
    says: ['30'],
    allow: PRICES,
  }),
  info('q119', 'en', ["I'm not booking yet, I'm just wondering how long a root canal takes with you.", NO], {
    says: ['90'],
    allow: PRICES,
  }),
  faq(
    'q120',
    'en',
    ['first_visit'],
    ["I'm coming to you for the first time next week. What do I need to bring along?", NO],
  ),
]);

export const TRANSFER = as('transfer', [
  transfer('q121', 'pl', 'accounting', [
    'Dzień dobry, czy mogę prosić z księgowością? Chodzi o rozliczenie za leczenie.',
    'Tak, poproszę',
  ]),
  transfer(
    'q122',
    'pl',
    'surgery',
    ['Chciałbym porozmawiać z kimś z chirurgii w sprawie implantów.', 'Tak, proszę połączyć'],
    ['staff'],
  ),
  transfer('q123', 'pl', null, [
    'Mam spuchniętą połowę twarzy po wczorajszym zabiegu i gorączkę, muszę z kimś pilnie porozmawiać!',
    'Tak, proszę szybko',
  ]),
  transfer('q124', 'en', 'accounting', [
    "Could you put me through to your accounts department? It's about a billing problem.",
    'Yes, please',
  ]),
  transfer('q125', 'en', 'main', [
    "I'd like to speak to a real person, please, not a machine.",
    'Yes, please',
  ]),
]);

export const END = as('closing', [
  nothing('q126', 'pl', ['Przepraszam, pomyłka, to nie ten numer. Do widzenia.', 'Nie, nic, do widzenia']),
  nothing('q127', 'pl', [
    'Halo, dzień dobry.',
    'Yyy, wie Pani co, to jednak nic, przepraszam. Do widzenia.',
    'Nie, dziękuję, do widzenia',
  ]),
  nothing('q128', 'pl', [
    'Dzień dobry, dzwonię, bo... a nie, przepraszam, mąż już wszystko załatwił. Do widzenia.',
    'Nie, dziękuję',
  ]),
  nothing('q129', 'en', ['Oh, sorry, wrong number. Bye.', 'No, nothing, bye']),
  nothing('q130', 'en', [
    "Hi, um... actually, never mind, I'll sort it out myself. Bye now.",
    'No, thanks, bye',
  ]),
]);
