/**
 * The seventeenth held-out set (`seventeenth.ts`): FAQ entries and the knowledge document asked
 * in other words (both languages, the Polish-only entries asked in English, without diacritics),
 * the clinic's hours, services and prices, and callers whose language is not the textbook's.
 */
import { booked } from './fourteenth-callers-kit.js';
import { as, PRICES } from './script.js';
import { faq, info, NIE, NO, price, services } from './twelfth-callers-kit.js';

const BYE_PL = 'Do widzenia';
const BYE = 'Bye';
const END_PL = [NIE, BYE_PL];
const END_EN = [NO, BYE];

/** The knowledge document's paragraph of first visit, cancelling, home visits and Wi-Fi. */
const VISIT = ['first_visit', 'cancel_policy', 'home_visits', 'wifi'];

export const FAQ = as('faq', [
  faq(
    'r067',
    'pl',
    ['cards'],
    ['Dzień dobry, macie u siebie terminal? Bo ja gotówki przy sobie nie noszę', ...END_PL],
  ),
  faq(
    'r068',
    'pl',
    ['nfz'],
    ['Dzień dobry, czy to jest na NFZ, czy trzeba płacić z własnej kieszeni?', ...END_PL],
  ),
  faq(
    'r069',
    'pl',
    ['raty'],
    [
      'Dzień dobry, leczenie wyjdzie mnie pewnie ze trzy tysiące. Można to u was spłacać w ratach?',
      ...END_PL,
    ],
  ),
  faq(
    'r070',
    'pl',
    ['parking'],
    ['Dzień dobry, gdzie mogę zostawić auto, jak do was przyjadę?', ...END_PL],
    ['address'],
  ),
  faq(
    'r071',
    'pl',
    ['kids'],
    ['Dzień dobry, czy przyjmujecie takie maluchy? Córka ma cztery latka', ...END_PL],
  ),
  faq(
    'r072',
    'pl',
    ['invoice'],
    ['Dzień dobry, potrzebuję rachunek na firmę, z NIP-em. Wystawicie?', ...END_PL],
  ),
  faq(
    'r073',
    'pl',
    ['anesthesia'],
    ['Dzień dobry, a za znieczulenie płaci się osobno, czy to jest w cenie?', ...END_PL],
  ),
  faq(
    'r074',
    'pl',
    ['wheelchair'],
    ['dzien dobry, tata jezdzi na wozku, da rade do was wjechac?', 'nie, dziekuje', 'do widzenia'],
  ),
  faq(
    'r075',
    'pl',
    ['cards'],
    ['czy mozna u was zaplacic karta albo blikiem?', 'nie, dziekuje', 'do widzenia'],
  ),
  faq(
    'r076',
    'pl',
    ['raty'],
    [
      'Dzień dobry, mam do zrobienia kilka koron i mostów, to wyjdzie drogo. Czy da się to jakoś rozłożyć na części?',
      ...END_PL,
    ],
  ),
  faq('r077', 'en', ['cards'], ['Hi, can I just tap my card, or is it cash only?', ...END_EN]),
  faq(
    'r078',
    'en',
    ['wheelchair'],
    ['Hello, my mum uses a wheelchair. Will she be able to get in?', ...END_EN],
  ),
  // The Polish-only entries asked in English.
  faq(
    'r079',
    'en',
    ['nfz'],
    ['Hi, are you on the NFZ, the public health fund, or is it all paid?', ...END_EN],
  ),
  faq('r080', 'en', ['kids'], ['Hello, do you treat kids? My son is six', ...END_EN]),
  faq('r081', 'en', ['raty'], ['Hi, is there any way to pay for treatment in instalments?', ...END_EN]),
  faq(
    'r082',
    'en',
    ['anesthesia'],
    ['Hello, is the local anaesthetic included in the price, or is that extra?', ...END_EN],
  ),
]);

export const KNOWLEDGE = as('knowledge', [
  faq(
    'r083',
    'pl',
    ['address'],
    ['Dzień dobry, gdzie wy dokładnie jesteście? Na jakiej ulicy?', ...END_PL],
    ['metro'],
  ),
  faq(
    'r084',
    'pl',
    ['metro'],
    ['Dzień dobry, będę jechać metrem. Na której stacji mam wysiąść?', ...END_PL],
    ['address'],
  ),
  faq('r085', 'pl', ['staff'], ['Dzień dobry, jacy lekarze u was przyjmują?', ...END_PL]),
  faq(
    'r086',
    'pl',
    ['first_visit'],
    ['Dzień dobry, idę do was pierwszy raz. Muszę coś ze sobą przynieść?', ...END_PL],
    VISIT,
  ),
  faq(
    'r087',
    'pl',
    ['home_visits'],
    [
      'Dzień dobry, mój tata leży w łóżku po operacji biodra. Czy lekarz mógłby przyjechać do niego do domu?',
      ...END_PL,
    ],
    VISIT,
  ),
  faq(
    'r088',
    'pl',
    ['wifi'],
    [
      'Dzień dobry, czy w poczekalni będę mogła skorzystać z internetu? Muszę popracować na laptopie',
      ...END_PL,
    ],
    VISIT,
  ),
  faq('r089', 'en', ['address'], ['Hi, what street are you on?', ...END_EN], ['metro']),
  faq('r090', 'en', ['metro'], ['Hello, which metro stop is closest to you?', ...END_EN], ['address']),
  faq('r091', 'en', ['staff'], ['Hi, who are the dentists at your clinic?', ...END_EN]),
  faq(
    'r092',
    'en',
    ['cancel_policy'],
    ['Hello, if something comes up, how much notice do I need to give to cancel without paying?', ...END_EN],
    VISIT,
  ),
]);

export const INFO = as('information', [
  services('r093', ['Dzień dobry, a co wy tam w ogóle robicie, jakie zabiegi?', ...END_PL]),
  price('r094', 'pl', 'rootcanal_price', ['Dzień dobry, ile u was chodzi kanałówka?', ...END_PL]),
  info('r095', 'pl', ['Dzień dobry, do której jesteście w piątek?', ...END_PL], {}),
  info('r096', 'pl', ['Dzień dobry, czy w niedzielę też jesteście otwarci?', ...END_PL], {}),
  price('r097', 'pl', 'checkup_price', ['Dzień dobry, ile płacę za sam przegląd, bez niczego?', ...END_PL]),
  info('r098', 'en', ['Hi, what sort of treatments do you do?', ...END_EN], { allow: PRICES }),
  price('r099', 'en', 'whitening', ['Hello, how much do you charge for whitening?', ...END_EN]),
  info('r100', 'en', ['Hi, what time do you open on Saturdays?', ...END_EN], {}),
]);

export const LANGUAGE = as('language', [
  // Without diacritics.
  booked('r101', 'pl', '2026-11-26 11:00', 'Przegląd', 'Zbigniew Wróbel', [
    'dzien dobry, chcialbym sie umowic na przeglad w czwartek o jedenastej',
    'Zbigniew Wrobel',
    'tak',
    'nie, dziekuje',
    'do widzenia',
  ]),
  // English words in Polish.
  booked('r102', 'pl', '2026-11-24 12:00', 'Higienizacja', 'Alicja Czarnecka', [
    'Hej, ja bym chciała zrobić appointment na cleaning, jutro o dwunastej, da się?',
    'Alicja Czarnecka',
    'Tak, super',
    NIE,
    BYE_PL,
  ]),
  // Colloquial, a service in the caller's own words.
  booked('r103', 'pl', '2026-11-25 10:00', 'Przegląd', 'Henryk Zając', [
    'Dzień dobry, pani kochana, mnie by trza było zęby przejrzeć, czy na środę na dziesiątą by się dało?',
    'Henryk Zając',
    'No tak, tak',
    NIE,
    BYE_PL,
  ]),
  price('r104', 'pl', 'whitening', ['ile u was kosztuje wybielanie zebow?', 'nie, dziekuje', 'do widzenia']),
  // Non-native English.
  booked('r105', 'en', '2026-11-27 10:00', 'Higienizacja', 'Oleg Petrenko', [
    'Hello, I want make appointment for clean the teeth, on Friday, ten in the morning',
    'Oleg Petrenko',
    'Yes',
    NO,
    BYE,
  ]),
  faq('r106', 'en', ['cards'], ['Hello, is possible to pay with card here?', ...END_EN]),
]);
