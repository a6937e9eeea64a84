/**
 * The nineteenth held-out set's questions (`nineteenth.ts`): the FAQ and the knowledge document
 * asked in other words (both languages, the Polish-only entries asked in English, without
 * diacritics), hours, services and prices, and callers whose language is not the textbook's.
 */
import { booked } from './fourteenth-callers-kit.js';
import { as, PRICES } from './script.js';
import { faq, info, type Lang, message, NIE, NO, price, services } from './twelfth-callers-kit.js';

const P: Lang = 'pl';
const E: Lang = 'en';

export const FAQ = as('faq', [
  faq('t067', P, ['cards'], ['Czy u was da się zapłacić kartą, czy tylko gotówka wchodzi w grę?', NIE]),
  faq('t068', P, ['nfz'], ['Czy wizyta jest refundowana przez fundusz zdrowia?', NIE]),
  faq(
    't069',
    P,
    ['raty'],
    ['Leczenie wyjdzie mnie pewnie drogo. Czy mogę płacić w częściach, co miesiąc?', NIE],
  ),
  faq('t070', P, ['parking'], ['Czy mam gdzie zostawić samochód pod kliniką?', NIE]),
  faq('t071', P, ['kids'], ['Od jakiego wieku przyjmujecie maluchy?', NIE]),
  faq('t072', P, ['invoice'], ['Prowadzę działalność. Czy dostanę od was fakturę na firmę?', NIE]),
  faq('t073', P, ['anesthesia'], ['Czy za znieczulenie trzeba dopłacać osobno?', NIE]),
  faq('t074', P, ['wheelchair'], ['Mój tata porusza się na wózku. Czy da radę do was wjechać?', NIE]),
  faq('t075', P, ['cards'], ['czy mozna u was placic karta?', 'nie, dziekuje']),
  faq('t076', P, ['nfz'], ['przyjmujecie na nfz czy tylko prywatnie?', 'nie, dziekuje']),
  faq('t077', E, ['cards'], ['Can I pay with my debit card?', NO]),
  faq('t078', E, ['parking'], ['Where can I leave my car when I come over?', NO]),
  // The Polish-only entries asked in English.
  faq('t079', E, ['nfz'], ['Are you covered by the national health fund, the NFZ?', NO]),
  faq('t080', E, ['kids'], ['Do you treat young children? My son is four.', NO]),
  faq('t081', E, ['wheelchair'], ['My wife uses a wheelchair. Are there any stairs at the entrance?', NO]),
  faq('t082', E, ['raty'], ['Can I spread the cost of my treatment over several months?', NO]),
]);

export const KNOWLEDGE = as('knowledge', [
  faq('t083', P, ['address'], ['Gdzie dokładnie znajduje się gabinet?', NIE], ['metro']),
  faq('t084', P, ['metro'], ['Jak dojechać do was metrem? Na której stacji wysiąść?', NIE], ['address']),
  faq('t085', P, ['staff'], ['Kto u was leczy? Jakich macie dentystów?', NIE]),
  faq('t086', P, ['first_visit'], ['Idę do was pierwszy raz. Co mam ze sobą zabrać?', NIE]),
  faq(
    't087',
    P,
    ['cancel_policy'],
    ['Jakie macie zasady, jak ktoś nie może przyjść? Do kiedy trzeba dać znać, żeby nie płacić?', NIE],
  ),
  faq(
    't088',
    P,
    ['home_visits'],
    ['czy lekarz moze przyjechac do domu do babci? ona juz nie wychodzi', 'nie, dziekuje'],
  ),
  faq('t089', E, ['wifi'], ['Is there Wi-Fi in the waiting room? I might have to work while I wait.', NO]),
  faq('t090', E, ['address'], ["What's your street address?", NO], ['metro']),
  faq('t091', E, ['home_visits'], ['Does a dentist ever come out to the house? My mum is bedridden.', NO]),
  faq('t092', E, ['first_visit'], ["It's my first time with you. Do I need to bring any documents?", NO]),
]);

export const INFO = as('information', [
  info('t093', P, ['Do której jesteście otwarci w tygodniu?', NIE], { says: ['18'] }),
  info('t094', P, ['Czy w soboty też przyjmujecie? W jakich godzinach?', NIE], { says: ['13'] }),
  services('t095', ['Jakie zabiegi można u was zrobić?', NIE]),
  price('t096', P, 'checkup_price', ['Ile trzeba zapłacić za zwykły przegląd?', NIE]),
  info('t097', P, ['Jaki jest koszt piaskowania?', NIE], { says: ['300'], allow: PRICES }),
  info('t098', E, ['What time do you close on weekdays?', NO], {}),
  price('t099', E, 'whitening', ['How much would teeth whitening set me back?', NO]),
  info('t100', E, ['Which treatments do you offer?', NO], { allow: PRICES }),
]);

export const LANGUAGE = as('language', [
  // English words in Polish: Tuesday 24th, 17:00.
  booked('t101', P, '2026-11-24 17:00', 'Przegląd', 'Kamil Zając', [
    'Hej, chciałbym zrobić booking na check-up, jutro o 17, jestem Kamil Zając.',
    'Tak, okej.',
    NIE,
  ]),
  // Colloquial, without diacritics: Friday 27th, 12:00.
  booked('t102', P, '2026-11-27 12:00', 'Higienizacja', 'Szymon Kubiak', [
    'no czesc, a macie cos wolnego w piatek na czyszczenie zebow, tak na 12?',
    'no dobra, biore',
    'Szymon Kubiak',
    'nie, dzieki',
  ]),
  faq('t103', P, ['parking'], ['A zaparkować to gdzieś u was idzie?', 'Nie, dzięki.']),
  message('t104', P, { includes: ['most'], callback: '692835714' }, [
    'Pani przekaże doktorowi, niech do mnie zadzwoni, bo mostek mi się chwieje. Numer 692 835 714.',
    NIE,
  ]),
  // Non-native English: Thursday 26th, 9 in the morning.
  booked('t105', E, '2026-11-26 09:00', 'Przegląd', 'Olena Kovalenko', [
    'Good morning, I need dentist for check my teeth, is possible Thursday 9 morning?',
    'Yes, is good.',
    'Olena Kovalenko.',
    "No, thank you, that's all.",
  ]),
  faq('t106', E, ['cards'], ['Please, I can pay with card or only cash money?', NO]),
]);
