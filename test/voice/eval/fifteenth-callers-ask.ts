/**
 * Fifteenth held-out set: FAQ and knowledge-document questions in other words than the clinic's
 * (both languages, Polish with and without diacritics), the opening hours and the address, and
 * callers whose language is not the textbook's (English, a switch to English, Polish typed
 * without diacritics, English words in Polish). Written blind: see `fifteenth.ts`.
 */
import { booked } from './fourteenth-callers-kit.js';
import { as, PRICES } from './script.js';
import { faq, info, NIE, NO } from './twelfth-callers-kit.js';

const ADDRESS = { facts: ['address'], allow: ['metro'] };

export const FAQ = as('faq', [
  faq(
    'p067',
    'pl',
    ['cards'],
    ['Dzień dobry, czy u was da się zapłacić zbliżeniowo, czy tylko gotówka?', NIE],
  ),
  faq('p068', 'en', ['parking'], ["I'll be coming by car. Is there somewhere I can leave it?", NO]),
  faq(
    'p069',
    'pl',
    ['nfz'],
    ['Dzień dobry, czy wizyta u was jest refundowana z funduszu zdrowia?', 'Aha, rozumiem. Nie, dziękuję.'],
  ),
  faq('p070', 'pl', ['kids'], ['dzien dobry, czy corka moze sie u was leczyc? ma piec lat', 'nie, dziekuje']),
  faq('p071', 'en', ['cards'], ['Do you take payment by phone, like BLIK, or is it cash only?', NO]),
  faq(
    'p072',
    'pl',
    ['raty'],
    ['Dzień dobry, leczenie wyjdzie mnie jakieś trzy tysiące. Czy mogę to spłacać w częściach?', NIE],
  ),
  faq('p073', 'pl', ['invoice'], ['Dzień dobry, potrzebuję rachunek na firmę, z NIP-em. Da radę?', NIE]),
  faq(
    'p074',
    'en',
    ['wheelchair'],
    ['My wife uses a wheelchair. Would she be able to get in without any trouble?', NO],
  ),
  faq('p075', 'pl', ['anesthesia'], ['Dzień dobry, czy za znieczulenie płaci się u was osobno?', NIE]),
  faq('p076', 'en', ['kids'], ['Do you see young children? My son is four.', NO]),
  faq('p077', 'pl', ['wheelchair'], ['Dzień dobry, mój tata jeździ na wózku. Da radę do was wjechać?', NIE]),
  faq('p078', 'en', ['nfz'], ['Is treatment there covered by the Polish public health insurance?', NO]),
  faq(
    'p079',
    'pl',
    ['parking', 'cards'],
    ['czy macie jakis parking? i czy moge placic karta?', 'nie, dziekuje'],
  ),
  faq('p080', 'en', ['invoice'], ['Could I get a VAT receipt made out to my company?', NO]),
  faq(
    'p081',
    'en',
    ['raty'],
    ['Is it possible to spread the cost of a bigger treatment over a few months?', NO],
  ),
  faq('p082', 'pl', ['parking'], ['Dzień dobry, gdzie mogę zostawić samochód, jak do was przyjadę?', NIE]),
]);

export const KNOWLEDGE = as('knowledge', [
  faq(
    'p083',
    'pl',
    ['metro'],
    ['Dzień dobry, jak do was najłatwiej dojechać komunikacją miejską?', NIE],
    ['address'],
  ),
  faq('p084', 'en', ['wifi'], ['Is there internet I can use while I wait?', NO]),
  faq(
    'p085',
    'pl',
    ['first_visit'],
    ['Dzień dobry, będę u was pierwszy raz. Co powinnam mieć przy sobie?', NIE],
  ),
  faq(
    'p086',
    'pl',
    ['cancel_policy'],
    ['Dzień dobry, jakby mi coś wypadło, to do kiedy najpóźniej mogę odwołać wizytę bez kosztów?', NIE],
  ),
  faq('p087', 'en', ['metro'], ["What's the nearest metro station to you?", NO], ['address']),
  faq(
    'p088',
    'pl',
    ['home_visits'],
    ['czy lekarz moze przyjechac do babci do domu? ona juz nie wychodzi', 'nie, dziekuje'],
  ),
  faq('p089', 'pl', ['staff'], ['Dzień dobry, jak się nazywają lekarze, którzy u was przyjmują?', NIE]),
  faq(
    'p090',
    'en',
    ['cancel_policy'],
    ["If I can't make it, how late can I call off my appointment without paying?", NO],
  ),
  info('p091', 'pl', ['Dzień dobry, ile u was kosztuje plomba?', NIE], { says: ['250'], allow: PRICES }),
  faq('p092', 'en', ['first_visit'], ["It's my first visit with you. Anything I should bring along?", NO]),
]);

export const INFO = as('info', [
  info('p093', 'pl', ['Dzień dobry, do której jesteście dzisiaj otwarci?', 'Dziękuję, to wszystko.'], {
    says: ['18'],
  }),
  info('p094', 'en', ["Hi, what's your address?", NO], ADDRESS),
  info('p095', 'pl', ['Dzień dobry, pracujecie w soboty? Od której do której?', 'Dziękuję, to wszystko.'], {
    says: ['13'],
  }),
  info(
    'p096',
    'pl',
    ['Dzień dobry, pod jakim adresem jest klinika? Chcę sobie wpisać w nawigację.', NIE],
    ADDRESS,
  ),
  info('p097', 'en', ['Are you open on Sundays?', NO], {}),
  info('p098', 'pl', ['o ktorej otwieracie w czwartek?', 'dziekuje, to wszystko'], { says: ['8'] }),
  info('p099', 'en', ['What time do you open on Saturday, and when do you close?', NO], { says: ['9'] }),
  info('p100', 'pl', ['Dzień dobry, czy w niedzielę też przyjmujecie, czy tylko w tygodniu?', NIE], {}),
]);

export const LANGUAGE = as('language', [
  booked('p101', 'en', '2026-11-27 09:00', 'Przegląd', 'Marco Rossi', [
    'Dzień dobry... sorry, my Polish is not good. Can we speak English? I need a check-up on Friday at 9 am.',
    'Marco Rossi.',
    'Yes.',
    NO,
  ]),
  booked('p102', 'pl', '2026-11-24 12:00', 'Przegląd', 'Bartosz Lewicki', [
    'Dzień dobry, chciałbym zrobić appointment na check-up, jutro o dwunastej, da się?',
    'Bartosz Lewicki.',
    'Tak.',
    NIE,
  ]),
  booked('p103', 'pl', '2026-11-25 09:30', 'Higienizacja', 'Ewa Mróz', [
    'dzien dobry, chcialabym sie umowic na higienizacje w srode o wpol do dziesiatej',
    'Ewa Mroz',
    'tak',
    'nie, dziekuje',
  ]),
  booked('p104', 'en', '2026-11-24 10:00', 'Higienizacja', 'Olena Kovalenko', [
    'Hello, I want make appointment for clean the teeth, tomorrow at ten in morning. My name is Olena Kovalenko.',
    'Yes, is good.',
    'No, thank you.',
  ]),
  info('p105', 'pl', ['ile u was kosztuje wybielanie zebow?', 'nie, dziekuje'], {
    facts: ['whitening'],
    allow: PRICES,
  }),
  info('p106', 'en', ['Hello? Do you speak English? Where exactly are you located?', NO], ADDRESS),
]);
