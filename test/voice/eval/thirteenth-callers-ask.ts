/**
 * The thirteenth held-out set (`thirteenth.ts`): FAQ questions in other words, questions the
 * knowledge document answers, opening hours and the address, and language (English about
 * answers kept only in Polish, Polish without diacritics). Written blind (see `thirteenth.ts`).
 */
import { as } from './script.js';
import { faq, info, NIE, NO, price, services } from './twelfth-callers-kit.js';

export const FAQ = as('faq', [
  faq('n067', 'pl', ['cards'], ['Dzień dobry, a można u Państwa zapłacić telefonem, BLIK-iem jakimś?', NIE]),
  faq(
    'n068',
    'pl',
    ['nfz'],
    ['Dzień dobry, czy macie Państwo umowę z Funduszem, czy za wszystko trzeba płacić samemu?', NIE],
  ),
  faq(
    'n069',
    'pl',
    ['raty'],
    [
      'Dzień dobry, no więc leczenie wyjdzie mnie pewnie drogo, czy da się to jakoś spłacać po kawałku, w ratach?',
      NIE,
    ],
  ),
  faq('n070', 'pl', ['parking'], ['Dzień dobry, gdzie mogę zostawić samochód, jak przyjadę na wizytę?', NIE]),
  faq('n071', 'pl', ['kids'], ['Dzień dobry, czy przyjmiecie mojego czteroletniego synka?', NIE]),
  faq(
    'n072',
    'pl',
    ['invoice'],
    ['Dzień dobry, prowadzę działalność gospodarczą, czy dostanę od was fakturę na firmę?', NIE],
  ),
  faq(
    'n073',
    'pl',
    ['anesthesia'],
    ['Dzień dobry, strasznie boję się bólu, czy za znieczulenie płaci się osobno?', NIE],
  ),
  faq(
    'n074',
    'pl',
    ['wheelchair'],
    [
      'Dzień dobry, mój tata porusza się o kulach, czy u was trzeba wchodzić po schodach?',
      'Dobrze, dziękuję, to wszystko.',
    ],
  ),
  faq('n075', 'en', ['cards'], ['Hi, do you take Visa?', NO]),
  faq('n076', 'en', ['parking'], ['Hello, is there somewhere to park near you?', NO]),
  faq('n077', 'en', ['invoice'], ['Hi, I run a small business, can I get an invoice for the company?', NO]),
  faq('n078', 'en', ['wheelchair'], ['Hello, my wife uses a wheelchair, will she be able to get in?', NO]),
  faq('n079', 'en', ['cards'], ['Hi, can I pay in cash or do I need a card?', NO]),
  faq('n080', 'en', ['parking'], ['Hello, I will be coming by car, you know, is parking free there?', NO]),
]);

export const KNOWLEDGE = as('knowledge', [
  faq('n081', 'pl', ['metro'], ['Dzień dobry, jaka jest najbliższa stacja metra?', NIE], ['address']),
  faq('n082', 'pl', ['staff'], ['Dzień dobry, jacy lekarze u was przyjmują?', NIE]),
  faq('n083', 'pl', ['first_visit'], ['Dzień dobry, co trzeba zabrać ze sobą na pierwszą wizytę?', NIE]),
  faq(
    'n084',
    'pl',
    ['cancel_policy'],
    ['Dzień dobry, do kiedy najpóźniej mogę odwołać wizytę, żeby nie płacić?', NIE],
  ),
  faq(
    'n085',
    'pl',
    ['home_visits'],
    ['Dzień dobry, czy lekarz mógłby przyjechać do domu do mojej babci? Ona już nie wychodzi.', NIE],
  ),
  faq('n086', 'pl', ['wifi'], ['Dzień dobry, czy w poczekalni jest internet dla pacjentów?', NIE]),
  price('n087', 'pl', 'rootcanal_price', ['Dzien dobry, ile u was kosztuje leczenie kanalowe?', NIE]),
  faq('n088', 'en', ['metro'], ['Hi, what is the nearest metro station?', NO], ['address']),
  faq('n089', 'en', ['staff'], ['Hello, who are the dentists working there?', NO]),
  price('n090', 'en', 'checkup_price', ['Hi, how much is a check-up?', NO]),
  faq('n091', 'en', ['home_visits'], ['Hello, do you do home visits? My father is bedridden.', NO]),
]);

export const INFO = as('info', [
  info('n092', 'pl', ['Dzień dobry, do której jesteście dziś otwarci?', NIE], { says: ['18'] }),
  info('n093', 'pl', ['Dzień dobry, czy w sobotę też przyjmujecie? Do której?', NIE], { says: ['13'] }),
  info('n094', 'pl', ['Dzień dobry, pod jakim adresem jest klinika?', NIE], {
    facts: ['address'],
    allow: ['metro'],
  }),
  services('n095', ['Dzień dobry, jakie zabiegi u was można zrobić?', NIE]),
  info('n096', 'en', ['Hi, are you open on Sundays?', NO], { says: ['sunday'] }),
  info('n097', 'en', ['Hello, what is your address?', NO], { facts: ['address'], allow: ['metro'] }),
]);

export const LANGUAGE = as('language', [
  faq('n098', 'en', ['kids'], ['Hi, do you treat kids? My daughter is five.', NO]),
  faq('n099', 'en', ['anesthesia'], ['Hello, is local anaesthesia included in the price?', NO]),
  faq('n100', 'en', ['nfz'], ['Hi, do you accept patients on the Polish national health fund, the NFZ?', NO]),
  faq('n101', 'pl', ['cards'], ['Dzien dobry, czy mozna u was placic karta?', 'Nie, dziekuje']),
  faq('n102', 'pl', ['parking'], ['dzien dobry czy jest u was jakis parking dla pacjentow', 'nie dziekuje']),
  faq(
    'n103',
    'pl',
    ['raty'],
    ['Dzien dobry, czy moge rozlozyc platnosc za leczenie na raty?', 'Nie, dziekuje'],
  ),
]);
