/**
 * The seventh fresh set (see `seventh.ts`): questions about the FAQ entries in other inflected
 * forms, in other words, in English, in English about Polish-only entries, and Polish typed
 * without diacritics.
 */
import { as, book, faq, make, NIE, NO, PRICES, transfer } from './script.js';

const price = (id: string, facts: string[], lines: string[]) =>
  make(id, { outcome: ['answered_faq', 'no_action'], facts, allow: PRICES }, lines);

export const FAQ_CALLERS = [
  ...as('faq-inflection', [
    faq('pl7-infl-karte', ['cards'], ['Dzień dobry, czy przyjmujecie kartę płatniczą?', NIE]),
    faq('pl7-infl-kartami', ['cards'], ['Czy u państwa płaci się kartami, czy tylko gotówką?', NIE]),
    faq('pl7-infl-dziecko', ['kids'], ['Czy dziecko może być leczone u państwa w gabinecie?', NIE]),
    faq('pl7-infl-parkingu', ['parking'], ['Czy przy klinice jest jakiś parking dla pacjentów?', NIE]),
    faq('pl7-infl-fakture', ['invoice'], ['Czy wystawiacie fakturę za wizytę?', NIE]),
    faq('pl7-infl-znieczulenia', ['anesthesia'], ['Czy znieczulenia są wliczone w cenę zabiegów?', NIE]),
    faq('pl7-infl-nfzcie', ['nfz'], ['Czy przyjmujecie pacjentów z NFZ-u?', NIE]),
    faq('pl7-infl-ratach', ['raty'], ['A czy leczenie mogę spłacać w ratach?', NIE]),
    faq('pl7-infl-wozkach', ['wheelchair'], ['Czy gabinet jest dostępny dla osoby na wózku?', NIE]),
  ]),
  ...as('faq-synonym', [
    faq(
      'pl7-syn-telefonem',
      ['cards'],
      ['Da się u was zapłacić telefonem albo kartą, czy trzeba mieć gotówkę?', NIE],
    ),
    faq(
      'pl7-syn-zaparkowac',
      ['parking'],
      ['Słuchajcie, a gdzie ja mam zostawić auto, jak do was przyjadę?', NIE],
    ),
    faq('pl7-syn-fundusz', ['nfz'], ['Czy leczenie u was jest refundowane przez fundusz zdrowia?', NIE]),
    faq(
      'pl7-syn-czesci',
      ['raty'],
      ['Czy można zapłacić za leczenie w częściach, co miesiąc po trochu?', NIE],
    ),
    faq('pl7-syn-maluchy', ['kids'], ['Czy przyjmujecie maluchy? Córka ma cztery latka.', NIE]),
    faq('pl7-syn-rachunek', ['invoice'], ['Czy mogę dostać rachunek na firmę, z moim NIP-em?', NIE]),
    faq(
      'pl7-syn-zastrzyk',
      ['anesthesia'],
      ['Czy za zastrzyk przeciwbólowy przed borowaniem płaci się osobno, czy to jest w cenie?', NIE],
    ),
    faq('pl7-syn-wjechac', ['wheelchair'], ['Czy do was da się wjechać wózkiem inwalidzkim?', NIE]),
  ]),
  ...as('faq-en', [
    faq('en7-faq-credit', ['cards'], ['Hi, can I pay with a credit card?', NO]),
    faq('en7-faq-visa', ['cards'], ['Do you take Visa or Mastercard, or is it cash only?', NO]),
    faq('en7-faq-park', ['parking'], ['Where can I park when I come in for my appointment?', NO]),
    faq('en7-faq-carpark', ['parking'], ['Do you guys have a car park?', NO]),
    faq('en7-faq-vat', ['invoice'], ['Is it possible to get a VAT invoice for my business?', NO]),
    faq('en7-faq-bill-company', ['invoice'], ['Can you invoice my company for the treatment?', NO]),
    faq(
      'en7-faq-wheelchair',
      ['wheelchair'],
      ['Is the practice accessible for someone in a wheelchair?', NO],
    ),
  ]),
  ...as('faq-cross-language', [
    faq('en7-cross-nfz', ['nfz'], ['Do you accept patients on the national health fund, the NFZ?', NO]),
    faq('en7-cross-public', ['nfz'], ['Is treatment at your clinic covered by public health insurance?', NO]),
    faq('en7-cross-installments', ['raty'], ['Can I pay for the treatment in installments?', NO]),
    faq('en7-cross-plan', ['raty'], ['Do you offer some kind of payment plan for bigger treatments?', NO]),
    faq('en7-cross-kids', ['kids'], ['Do you see children? My daughter is five.', NO]),
    faq(
      'en7-cross-anaesthesia',
      ['anesthesia'],
      ['Is anaesthesia included in the price, or is it extra?', NO],
    ),
    faq('en7-cross-numbing', ['anesthesia'], ['Do you charge separately for the local anesthetic?', NO]),
  ]),
  ...as('no-diacritics', [
    faq('pl7-nd-karta', ['cards'], ['Czy moge zaplacic karta?', 'Nie, dziekuje']),
    faq('pl7-nd-nfz', ['nfz'], ['dzien dobry czy przyjmujecie na nfz', 'nie dziekuje']),
    faq('pl7-nd-raty', ['raty'], ['Czy mozna placic za leczenie w ratach?', 'Nie, dziekuje']),
    price('pl7-nd-wybielanie', ['whitening'], ['Ile kosztuje wybielanie zebow?', 'Nie, dziekuje']),
    book(
      'pl7-nd-przeglad',
      { at: '2026-11-25 10:00', service: 'Przegląd', minutes: 30, name: 'Zofia Wójcik' },
      [
        'Chcialabym sie umowic na przeglad w srode o dziesiatej',
        'Zofia Wojcik',
        'Tak, prosze',
        'Nie, dziekuje',
      ],
    ),
    faq('pl7-nd-metro', ['metro'], ['Gdzie jest najblizsza stacja metra?', 'Nie, dziekuje'], ['address']),
    transfer('pl7-nd-ksiegowosc', 'accounting', ['Prosze mnie polaczyc z ksiegowoscia', 'Tak, prosze']),
    faq('pl7-nd-wozek', ['wheelchair'], ['Czy gabinet jest dostepny dla osob na wozku?', 'Nie, dziekuje']),
    faq('pl7-nd-dzieci', ['kids'], ['czy leczycie tez dzieci', 'nie, to wszystko']),
  ]),
];
