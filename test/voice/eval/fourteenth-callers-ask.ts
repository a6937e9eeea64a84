/**
 * The fourteenth held-out set (`fourteenth.ts`): FAQ and knowledge-document questions in the
 * callers' own words, hours and the address, and callers whose language is not the textbook's.
 */
import { booked } from './fourteenth-callers-kit.js';
import { as, PRICES } from './script.js';
import { faq, info, NIE, NO, price } from './twelfth-callers-kit.js';

export const FAQ = as('faq', [
  faq('o067', 'pl', ['cards'], ['Dzień dobry, czy u was można płacić kartą?', 'Super, dziękuję.', NIE]),
  faq('o068', 'pl', ['nfz'], ['Halo, czy przyjmujecie na NFZ?', 'Aha, szkoda. Dziękuję.', NIE]),
  faq(
    'o069',
    'pl',
    ['raty'],
    [
      'Słyszałem, że można u was rozłożyć leczenie na raty, to prawda?',
      'A od jakiej kwoty?',
      'Dziękuję.',
      NIE,
    ],
  ),
  faq(
    'o070',
    'pl',
    ['parking'],
    ['Jadę do was samochodem, jest gdzie zostawić auto?', 'Dzięki.', NIE],
    ['address'],
  ),
  faq(
    'o071',
    'pl',
    ['kids'],
    ['Od ilu lat przyjmujecie dzieci? Córka ma cztery latka.', 'Dobrze, dziękuję.', NIE],
  ),
  faq(
    'o072',
    'pl',
    ['invoice'],
    ['Potrzebuję faktury na firmę za leczenie, wystawiacie takie?', 'Świetnie, dziękuję.', NIE],
  ),
  faq('o073', 'pl', ['anesthesia'], ['Czy za znieczulenie płaci się osobno?', 'To dobrze. Dziękuję.', NIE]),
  faq(
    'o074',
    'pl',
    ['wheelchair'],
    ['Mój tata jeździ na wózku, da radę do was wjechać?', 'Dziękuję bardzo.', NIE],
  ),
  faq(
    'o075',
    'pl',
    ['parking', 'cards'],
    [
      'Dzień dobry, mam dwa pytania: czy jest u was parking i czy można płacić BLIK-iem?',
      'Dziękuję, to wszystko.',
      NIE,
    ],
  ),
  faq('o076', 'en', ['cards'], ['Can I pay by card at your clinic?', 'Great, thanks.', NO]),
  faq(
    'o077',
    'en',
    ['parking'],
    ['Is there somewhere to park near you?', 'Lovely, thank you.', NO],
    ['address'],
  ),
  faq(
    'o078',
    'en',
    ['invoice'],
    ["Do you provide VAT invoices? I'd like to put it through my company.", 'Thanks.', NO],
  ),
  faq(
    'o079',
    'en',
    ['wheelchair'],
    ['My mum uses a wheelchair. Can she get into the clinic okay?', 'Thank you.', NO],
  ),
  faq(
    'o080',
    'en',
    ['raty'],
    ['Is it possible to spread the cost of treatment over instalments?', 'Okay, thanks.', NO],
  ),
]);

export const KNOWLEDGE = as('knowledge', [
  faq(
    'o081',
    'pl',
    ['metro'],
    ['Jak do was dojechać metrem? Która stacja jest najbliżej?', 'Dzięki.', NIE],
    ['address'],
  ),
  faq('o082', 'pl', ['staff'], ['Jacy lekarze u was przyjmują?', 'Dziękuję.', NIE]),
  faq(
    'o083',
    'pl',
    ['first_visit'],
    ['Idę do was pierwszy raz, co muszę ze sobą zabrać?', 'Dobrze, dziękuję.', NIE],
  ),
  faq(
    'o084',
    'pl',
    ['cancel_policy'],
    ['Do kiedy najpóźniej można odwołać wizytę, żeby nie płacić?', 'Jasne, dziękuję.', NIE],
  ),
  faq(
    'o085',
    'pl',
    ['home_visits'],
    ['Moja mama nie wychodzi już z domu. Czy dentysta mógłby do niej przyjechać?', 'Szkoda. Dziękuję.', NIE],
  ),
  faq(
    'o086',
    'pl',
    ['wifi'],
    ['Czy w poczekalni jest jakiś internet? Muszę popracować, jak będę czekał.', 'Dzięki.', NIE],
  ),
  info('o087', 'pl', ['Ile kosztuje u was plomba?', 'Dziękuję.', NIE], { says: ['250'], allow: PRICES }),
  faq(
    'o088',
    'en',
    ['staff'],
    ["What's the name of the dentist who does extractions at your clinic?", 'Thanks.', NO],
  ),
  faq(
    'o089',
    'en',
    ['first_visit'],
    ["It's my first visit with you next week. What should I bring?", 'Great, thank you.', NO],
  ),
  faq(
    'o090',
    'en',
    ['cancel_policy'],
    ['How much notice do I need to give to cancel an appointment without paying?', 'Okay, thanks.', NO],
  ),
  faq('o091', 'en', ['metro'], ['Which metro station is closest to you?', 'Thanks.', NO], ['address']),
]);

export const INFO = as('info', [
  info('o092', 'pl', ['W jakich godzinach jesteście otwarci w sobotę?', 'Dziękuję.', NIE], { says: ['13'] }),
  info('o093', 'pl', ['Do której dzisiaj pracujecie?', 'Dobrze, dziękuję.', NIE], { says: ['18'] }),
  info('o094', 'pl', ['Gdzie dokładnie jest wasza klinika?', 'Dziękuję.', NIE], {
    facts: ['address'],
    allow: ['metro'],
  }),
  info('o095', 'pl', ['Czy w niedzielę jesteście czynni?', 'Dobrze, dziękuję.', NIE], { says: ['niedziel'] }),
  info('o096', 'en', ['Are you open on Sundays?', 'Okay, thanks.', NO], { says: ['sunday'] }),
  info('o097', 'en', ['Where are you located?', 'Thanks.', NO], { facts: ['address'], allow: ['metro'] }),
]);

export const LANGUAGE = as('language', [
  booked('o098', 'pl', '2026-11-27 10:00', 'Przegląd', 'Jan Nowak', [
    'dzien dobry czy jest mozliwosc zapisania sie na przeglad w piatek o 10',
    'jan nowak',
    'tak',
    'tak',
    'nie dziekuje',
  ]),
  booked('o099', 'pl', '2026-11-26 12:00', 'Higienizacja', 'Ola Dąbrowska', [
    'Halo, dzień dobry, chciałabym umówić się na cleaning, taki scaling, w czwartek o dwunastej.',
    'Ola Dąbrowska.',
    'Tak.',
    'Tak.',
    NIE,
  ]),
  faq(
    'o100',
    'en',
    ['cards'],
    ['Dzień dobry... sorry, do you speak English?', 'Great. Do you take card payments?', 'Thank you.', NO],
  ),
  booked('o101', 'en', '2026-11-28 09:30', 'Przegląd', 'Anna Kowalczyk', [
    "Hello, I don't speak Polish, is English okay? I'd like to book a check-up on Saturday at 9:30.",
    'Anna Kowalczyk.',
    'Yes.',
    'Yes.',
    NO,
  ]),
  price('o102', 'pl', 'whitening', [
    'No siema, znaczy dzień dobry, ja bym chciał ogarnąć wybielanie, ile to kosztuje?',
    'Dobra, dzięki, pomyślę.',
    NIE,
  ]),
  booked('o103', 'pl', '2026-11-24 10:00', 'Przegląd', 'Olena Kovalenko', [
    'Dzień dobry, ja nie bardzo dobrze mówię po polsku. Ja chcę przegląd, ząb boli. Jutro można? O dziesiąta.',
    'Olena Kovalenko.',
    'Tak.',
    'Tak.',
    NIE,
  ]),
]);
