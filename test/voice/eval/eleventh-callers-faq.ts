/**
 * The eleventh held-out set (`eleventh.ts`): FAQ questions in other words than the FAQ, the
 * knowledge document, the clinic's settings (hours, address, services), and language (English
 * questions about Polish-only answers, Polish typed without diacritics). Written blind from clinic.ts.
 */
import { as, book, type Caller, faq, info, make, PRICES, services } from './script.js';

/** An English caller (the ids of this set do not carry the language). */
const en = (c: Caller): Caller => ({ ...c, lang: 'en' });

/** FAQ entries asked in the caller's own words (inflected, paraphrased, without diacritics). */
export const FAQS = as('faq', [
  faq(
    'k067',
    ['cards'],
    ['Dzień dobry, można u was płacić kartą, czy trzeba mieć przy sobie gotówkę?', 'Nie, dziękuję'],
  ),
  faq(
    'k068',
    ['nfz'],
    [
      'Dzień dobry, czy wizyty u was są refundowane przez fundusz, przez NFZ, czy się płaci?',
      'Nie, dziękuję',
    ],
    PRICES,
  ),
  faq(
    'k069',
    ['raty'],
    [
      'Dzień dobry, leczenie wyszło mi dość drogo i chciałem zapytać, czy mogę to spłacać w ratach.',
      'Nie, dziękuję',
    ],
  ),
  faq(
    'k070',
    ['parking'],
    ['Dzień dobry, przyjadę autem, gdzie mogę zostawić samochód jak do was przyjadę?', 'Nie, dziękuję'],
    ['address', 'metro'],
  ),
  faq(
    'k071',
    ['kids'],
    ['Dzień dobry, czy mogę przyprowadzić syna? Ma siedem lat. Przyjmujecie takie maluchy?', 'Nie, dziękuję'],
  ),
  faq(
    'k072',
    ['invoice'],
    ['Dzień dobry, prowadzę działalność i potrzebowałabym fakturę na firmę. Wystawicie mi?', 'Nie, dziękuję'],
  ),
  faq(
    'k073',
    ['anesthesia'],
    ['Dzień dobry, boję się trochę... czy za znieczulenie dopłaca się osobno?', 'Nie, dziękuję'],
  ),
  faq(
    'k074',
    ['wheelchair'],
    ['Dzień dobry, moja mama porusza się na wózku. Da radę do was wjechać?', 'Nie, dziękuję'],
  ),
  faq('k075', ['cards'], ['dzien dobry, a blikiem mozna u was zaplacic?', 'nie, dziekuje']),
  en(faq('k076', ['cards'], ['Hi, do you take credit cards, or is it cash only?', 'No, thanks'])),
  en(
    faq(
      'k077',
      ['parking'],
      ["Hello, I'll be driving over. Is there anywhere to leave the car near you?", 'No, thanks'],
      ['address', 'metro'],
    ),
  ),
  en(
    faq(
      'k078',
      ['invoice'],
      ["Hi, I'd need a VAT invoice made out to my company, is that doable?", 'No, thanks'],
    ),
  ),
  en(
    faq(
      'k079',
      ['wheelchair'],
      ['Hello, my father uses a wheelchair. Are there any stairs to get into the clinic?', 'No, thanks'],
    ),
  ),
  en(
    faq(
      'k080',
      ['anesthesia'],
      [
        'Hi, quick question: is the anaesthetic included in the price, or do I pay extra for it?',
        'No, thanks',
      ],
    ),
  ),
]);

/** Questions answered by the knowledge document (Polish only), asked in other words. */
export const KNOWLEDGE = as('knowledge', [
  faq(
    'k081',
    ['metro'],
    ['Dzień dobry, jak do was dojechać metrem? Która stacja jest najbliżej?', 'Nie, dziękuję'],
    ['address'],
  ),
  faq(
    'k082',
    ['staff'],
    [
      'Dzień dobry, byłam u was u higienistki i zapomniałam, jak się pani nazywała. Może mi pani przypomnieć?',
      'Nie, dziękuję',
    ],
  ),
  faq(
    'k083',
    ['first_visit'],
    ['Dzień dobry, pierwszy raz idę do was. Co muszę ze sobą zabrać?', 'Nie, dziękuję'],
  ),
  faq(
    'k084',
    ['cancel_policy'],
    [
      'Dzień dobry, jakie macie zasady, jeśli chodzi o odwoływanie wizyt? Do kiedy można to zrobić za darmo?',
      'Nie, dziękuję',
    ],
  ),
  faq(
    'k085',
    ['home_visits'],
    [
      'Dzień dobry, moja mama już nie wychodzi z domu. Czy lekarz mógłby do niej przyjechać?',
      'Nie, dziękuję',
    ],
    ['wheelchair'],
  ),
  faq(
    'k086',
    ['wifi'],
    [
      'Dzień dobry, czy w poczekalni jest jakiś internet? Bo będę czekał na żonę i chciałbym popracować.',
      'Nie, dziękuję',
    ],
  ),
  make('k087', { outcome: 'answered_faq', says: ['300'], allow: PRICES }, [
    'Dzień dobry, ile zapłacę za skaling z piaskowaniem?',
    'Nie, dziękuję',
  ]),
  en(
    faq('k088', ['rootcanal_price'], ['Hi, how much does a root canal cost with you?', 'No, thanks'], PRICES),
  ),
  en(faq('k089', ['whitening'], ['Hello, what do you charge for teeth whitening?', 'No, thanks'], PRICES)),
  en(
    make('k090', { outcome: 'answered_faq', says: ['250'], allow: PRICES }, [
      'Hi, roughly how much is a filling at your clinic?',
      'No, thanks',
    ]),
  ),
  en(
    faq('k091', ['staff'], ["Hello, I'm new in Warsaw. Who are the dentists at your clinic?", 'No, thanks']),
  ),
]);

/** The clinic's settings: opening hours, the address, the services it offers. */
export const INFO = as('info', [
  info('k092', ['Dzień dobry, do której jesteście otwarci w piątek?', 'Nie, dziękuję'], ['18']),
  info('k093', ['Dzień dobry, czy w soboty też pracujecie? I do której?', 'Nie, dziękuję'], ['13']),
  services('k094', ['Dzień dobry, jakie zabiegi można u was zrobić?', 'Nie, dziękuję']),
  faq('k095', ['address'], ['Dzień dobry, pod jakim adresem jest klinika?', 'Nie, dziękuję'], ['metro']),
  en(info('k096', ['Hi, what kind of treatments do you offer?', 'No, thanks'], [], PRICES)),
  en(faq('k097', ['address'], ["Hello, what's your address?", 'No, thanks'], ['metro'])),
]);

/** Language: English questions about Polish-only answers, Polish typed without diacritics. */
export const LANGUAGE = as('language', [
  faq('k098', ['parking'], ['dzien dobry, czy jest u was parking dla pacjentow?', 'nie, dziekuje']),
  faq('k099', ['checkup_price'], ['dzien dobry, ile kosztuje przeglad zebow?', 'nie, dziekuje'], PRICES),
  book('k100', { at: '2026-11-27 11:00', service: 'Higienizacja' }, [
    'dzien dobry, chcialabym sie umowic na czyszczenie zebow w piatek o jedenastej',
    'Zofia Malinowska',
    'tak',
    'nie, dziekuje',
  ]),
  en(faq('k101', ['nfz'], ['Hi, do you accept patients on NFZ, the public health insurance?', 'No, thanks'])),
  en(faq('k102', ['kids'], ['Hello, do you treat children? My son is five.', 'No, thanks'])),
  en(faq('k103', ['raty'], ['Hi, is it possible to pay for the treatment in installments?', 'No, thanks'])),
]);
