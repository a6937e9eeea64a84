/**
 * The eighteenth set's questions (`eighteenth.ts`): the FAQ and the knowledge document asked in
 * other words (both languages, the Polish-only entries asked in English, without diacritics),
 * hours, services and prices from the settings, and callers whose language is not the
 * textbook's (English words in Polish, colloquial Polish, no diacritics, non-native English).
 */
import { booked } from './fourteenth-callers-kit.js';
import { as, PRICES } from './script.js';
import { faq, info, NIE, NO, price, services } from './twelfth-callers-kit.js';

const P = 'pl' as const;
const E = 'en' as const;

export const FAQ = as('faq', [
  faq('s067', P, ['cards'], ['Czy da się u was zapłacić kartą, czy lepiej mieć przy sobie gotówkę?', NIE]),
  faq('s068', P, ['nfz'], ['Czy honorujecie skierowania z NFZ, czy wizyty są płatne?', NIE]),
  faq('s069', P, ['raty'], ['Leczenie pewnie wyjdzie drogo. Czy mogę to spłacać w ratach?', NIE]),
  faq('s070', P, ['parking'], ['Gdzie mogę zostawić samochód, jak do was przyjadę?', NIE], ['address']),
  faq('s071', P, ['kids'], ['Od jakiego wieku mogę przyprowadzić do was dziecko?', NIE]),
  faq('s072', P, ['invoice'], ['Czy za wizytę mogę dostać fakturę VAT na działalność?', NIE]),
  faq('s073', P, ['anesthesia'], ['Czy za znieczulenie trzeba dopłacać osobno?', NIE]),
  faq('s074', P, ['wheelchair'], ['Moja mama porusza się na wózku. Czy wjedzie do gabinetu?', NIE]),
  faq('s075', P, ['cards'], ['czy mozna u was placic blikiem', NIE]),
  faq('s076', P, ['raty'], ['Czy jest możliwość rozłożenia płatności za leczenie na kilka części?', NIE]),
  faq('s077', E, ['cards'], ['Do you take contactless card payments?', NO]),
  faq('s078', E, ['parking'], ['Is there somewhere to leave the car near you?', NO], ['address']),
  faq('s079', E, ['wheelchair'], ['My husband uses a wheelchair. Will he be able to get in?', NO]),
  faq('s080', E, ['nfz'], ['Do you see patients under the national health fund, the NFZ?', NO]),
  faq('s081', E, ['kids'], ['Do you treat small children? My daughter is four.', NO]),
  faq('s082', E, ['anesthesia'], ['Is the local anaesthetic included in the price, or is it extra?', NO]),
]);

export const KNOWLEDGE = as('knowledge', [
  faq('s083', P, ['address'], ['Pod jakim adresem mieści się klinika?', NIE], ['metro']),
  faq('s084', P, ['metro'], ['Jaka stacja metra jest najbliżej was?', NIE], ['address']),
  faq('s085', P, ['staff'], ['Jak się nazywa higienistka, która u was pracuje?', NIE]),
  faq('s086', P, ['first_visit'], ['Co powinienem zabrać ze sobą na pierwszą wizytę?', NIE]),
  faq('s087', P, ['cancel_policy'], ['Do kiedy mogę odwołać wizytę, żeby nic nie płacić?', NIE]),
  faq(
    's088',
    P,
    ['home_visits'],
    ['Babcia nie wychodzi z domu. Czy dentysta mógłby do niej przyjechać?', NIE],
  ),
  faq('s089', E, ['wifi'], ['Is there internet I can use while I wait?', NO]),
  faq('s090', E, ['address'], ["What's your street address?", NO], ['metro']),
  faq('s091', E, ['staff'], ['Who are the dentists working at your clinic?', NO]),
  faq(
    's092',
    E,
    ['first_visit'],
    ["It's my first time at your clinic. Do I need to bring any documents?", NO],
  ),
]);

export const INFO = as('information', [
  info('s093', P, ['Do której jesteście otwarci w soboty?', NIE], { says: ['13'] }),
  services('s094', ['Jakie zabiegi można u was zrobić?', NIE]),
  price('s095', P, 'checkup_price', ['Ile zapłacę za przegląd?', NIE]),
  price('s096', P, 'rootcanal_price', ['Jaki jest koszt leczenia kanałowego?', NIE]),
  info('s097', P, ['W jakich godzinach przyjmujecie w tygodniu?', NIE], { says: ['18'] }),
  price('s098', E, 'whitening', ['How much do you charge for whitening?', NO]),
  info('s099', E, ['Are you open on Saturdays, and until what time?', NO], { says: ['9'] }),
  info('s100', E, ['What treatments do you offer?', NO], { allow: PRICES }),
]);

export const LANGUAGE = as('language', [
  booked('s101', P, '2026-11-25 16:00', 'Higienizacja', 'Kamil Rutkowski', [
    'Cześć, chciałbym zabookować wizytę na cleaning w środę na szesnastą, jeśli macie jakiś slot.',
    'Kamil Rutkowski',
    NIE,
  ]),
  booked('s102', P, '2026-11-27 11:00', 'Przegląd', 'Piotr Bąk', [
    'Słuchajcie, da się u was wskoczyć na kontrolę w piątek koło jedenastej?',
    'Piotr Bąk',
    NIE,
  ]),
  faq('s103', P, ['kids'], ['a dzieci tez przyjmujecie? mam trzylatka', NIE]),
  booked('s104', P, '2026-11-24 10:00', 'Wybielanie', 'Wiktoria Majewska', [
    'dzien dobry, ja bym chciala na wybielanie, jutro na dziesiata',
    'Wiktoria Majewska',
    NIE,
  ]),
  booked('s105', E, '2026-11-26 11:30', 'Przegląd', 'Ivan Petrenko', [
    'Good morning, I want make the visit for check the teeth, on Thursday, hour eleven and half.',
    'Ivan Petrenko',
    NO,
  ]),
  faq('s106', E, ['cards'], ['Excuse me, is possible to pay with the card in your clinic?', NO]),
]);
