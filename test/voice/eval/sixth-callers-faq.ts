/**
 * The sixth evaluation set (see `sixth.ts`): callers asking the clinic's FAQ in other inflected
 * forms, in other words, in English, across languages, and typed without Polish diacritics.
 * Never used to tune the rules.
 */
import { as, faq, info, make, NIE, NO, PRICES } from './script.js';

/** The facts of the knowledge document's address paragraph (either may come with the other). */
const WHERE = ['address', 'metro'];
/** The facts of the knowledge document's paragraph about the visit (a reply may quote its neighbours). */
const VISIT = ['first_visit', 'cancel_policy', 'home_visits', 'wifi'];

export const SIXTH_FAQ = [
  ...as('faq-inflection', [
    faq('pl6-fi-01', ['cards'], ['Dzień dobry, płatność kartą u was przechodzi?', NIE]),
    faq('pl6-fi-02', ['raty'], ['Czy leczenie da się rozłożyć na kilka rat?', NIE]),
    faq('pl6-fi-03', ['parking'], ['A gdzie można u was zaparkować?', NIE]),
    faq('pl6-fi-04', ['kids'], ['Czy zajmujecie się też dziećmi, czy tylko dorosłymi?', NIE]),
    faq('pl6-fi-05', ['invoice'], ['Czy mogę dostać od was fakturę na moją firmę?', NIE]),
    faq('pl6-fi-06', ['anesthesia'], ['Za znieczulenie płaci się u was osobno?', NIE]),
    faq('pl6-fi-07', ['wheelchair'], ['Czy z wózkiem inwalidzkim da się do was wjechać?', NIE]),
    faq('pl6-fi-08', ['nfz'], ['Dzień dobry, czy leczycie pacjentów w ramach NFZ-u?', NIE]),
  ]),
  ...as('faq-synonym', [
    faq(
      'pl6-fs-01',
      ['cards'],
      ['Czy mogę zapłacić telefonem albo plastikiem, czy tylko gotówka wchodzi w grę?', NIE],
    ),
    faq(
      'pl6-fs-02',
      ['raty'],
      ['Leczenie wyjdzie mnie pewnie drogo. Jest możliwość spłacania tego w comiesięcznych częściach?', NIE],
    ),
    faq('pl6-fs-03', ['parking'], ['Macie gdzie postawić auto, czy muszę szukać miejsca na mieście?', NIE]),
    faq('pl6-fs-04', ['kids'], ['Czy przyjmujecie takie maluchy? Mój synek ma cztery latka.', NIE]),
    faq('pl6-fs-05', ['nfz'], ['Czy leczenie u was jest refundowane z ubezpieczenia zdrowotnego?', NIE]),
    faq(
      'pl6-fs-06',
      ['anesthesia'],
      ['Czy zastrzyk przeciwbólowy przy zabiegu trzeba dodatkowo opłacić?', NIE],
    ),
    faq('en6-fs-01', ['parking'], ['Hey, do you guys have somewhere I can leave my car?', NO]),
    faq('en6-fs-02', ['invoice'], ['Can I get a receipt made out to my business, with the VAT on it?', NO]),
  ]),
  ...as('faq-en', [
    faq('en6-fe-01', ['cards'], ['Hi there. Can I pay with a credit card?', NO]),
    faq('en6-fe-02', ['parking'], ['Is there a car park near the clinic?', NO]),
    faq('en6-fe-03', ['wheelchair'], ['My husband uses a wheelchair. Is your practice accessible?', NO]),
    faq('en6-fe-04', ['invoice'], ['Do you do invoices for companies?', NO]),
    faq('en6-fe-05', ['cards'], ['Do you take cash, or do I need to bring a card?', NO]),
    faq('en6-fe-06', ['wheelchair'], ['Are there any stairs to get into the clinic?', NO]),
    faq('en6-fe-07', ['parking'], ['Hello! Quick question: is parking free for patients?', NO]),
    faq('en6-fe-08', ['invoice'], ["Um, will I get a VAT invoice if I ask for one? It's for work.", NO]),
  ]),
  // Only in Polish in the clinic (FAQ entries without English, and the knowledge document).
  ...as('faq-cross-language', [
    faq('en6-fc-01', ['nfz'], ['Do you accept patients with NFZ public health insurance?', NO]),
    faq('en6-fc-02', ['raty'], ['Is it possible to pay for the treatment in instalments?', NO]),
    faq('en6-fc-03', ['kids'], ['Do you treat children? My daughter is five.', NO]),
    faq('en6-fc-04', ['anesthesia'], ['Is the anaesthetic included in the price, or is it extra?', NO]),
    faq('en6-fc-05', ['address'], ["What's the address of the clinic?", NO], WHERE),
    faq('en6-fc-06', ['metro'], ["Which metro station is closest to you? I'm coming by tube.", NO], WHERE),
    faq('en6-fc-07', ['wifi'], ['Do you have wi-fi in the waiting room?', NO], VISIT),
    faq(
      'en6-fc-08',
      ['home_visits'],
      ["Does your dentist do home visits? My grandfather can't really leave the house anymore.", NO],
      VISIT,
    ),
  ]),
  ...as('no-diacritics', [
    faq('pl6-nd-01', ['cards'], ['Czy przyjmujecie karty platnicze?', 'Nie, dziekuje']),
    faq('pl6-nd-02', ['raty'], ['czy mozna rozlozyc leczenie na raty', 'nie dziekuje']),
    faq('pl6-nd-03', ['kids'], ['Czy leczycie dzieci? corka ma 6 lat', 'Nie, dziekuje']),
    faq('pl6-nd-04', ['wheelchair'], ['czy gabinet jest dostepny dla osob na wozku', 'nie, dziekuje bardzo']),
    faq('pl6-nd-05', ['anesthesia'], ['Czy znieczulenie jest wliczone w cene zabiegu?', 'Nie, dziekuje']),
    make('pl6-nd-06', { outcome: ['answered_faq', 'no_action'], facts: ['checkup_price'], allow: PRICES }, [
      'Ile kosztuje u was przeglad zebow?',
      'Nie, dziekuje',
    ]),
    faq('pl6-nd-07', ['address'], ['Gdzie jestescie, jaki jest adres?', 'nie dziekuje'], WHERE),
    info(
      'pl6-nd-08',
      ['dzien dobry, w jakich godzinach jestescie otwarci w sobote?', 'Nie, dziekuje'],
      ['13'],
    ),
    faq('pl6-nd-09', ['wifi'], ['Czy jest u was wifi w poczekalni?', 'Nie, dziekuje'], VISIT),
  ]),
];
