/**
 * The fifth fresh set (see `fifth.ts`): callers who want an answer, not an appointment. FAQ
 * entries asked in other words (inflected, synonyms, in English, English about Polish-only
 * entries, Polish typed without diacritics), the knowledge document asked in other words, questions
 * the clinic's data does not answer, and the list of services.
 */
import { type Caller, faq, make, missed, NIE, NO, PRICES, services } from './script.js';

/** An answer (from the settings or the documents) that must carry these folded fragments. */
const says = (id: string, lines: string[], s: string[], facts: string[] = []) =>
  make(id, { outcome: ['answered_faq', 'no_action'], says: s, facts, allow: PRICES }, lines);

export const FAQ_INFLECTION: Caller[] = [
  faq('pl-infl-01', ['cards'], ['Dzień dobry, chciałam zapytać, czy u państwa da się zapłacić kartą?', NIE]),
  faq('pl-infl-02', ['kids'], ['Czy dzieci też leczycie? Mam syna, ma cztery lata.', NIE]),
  faq('pl-infl-03', ['raty'], ['A na raty to można u was? Bo mi wyszło sporo tego leczenia.', NIE]),
  faq('pl-infl-04', ['anesthesia'], ['Czy za znieczulenia się u was dopłaca, czy to jest wliczone?', NIE]),
  faq('pl-infl-05', ['parking'], ['Macie jakieś miejsca parkingowe? Przyjadę samochodem.', NIE]),
  faq('pl-infl-06', ['invoice'], ['Czy dostanę od państwa fakturę na moją firmę?', NIE]),
  faq('pl-infl-07', ['wheelchair'], ['Mama jeździ na wózku, czy da radę do was wjechać bez problemu?', NIE]),
  faq('pl-infl-08', ['nfz'], ['Przyjmujecie pacjentów z NFZ-etu, czy tylko płatnie?', NIE]),
];

export const FAQ_SYNONYM: Caller[] = [
  faq(
    'pl-syn-01',
    ['cards'],
    ['Dzień dobry, czy u was jest płatność bezgotówkowa, czy trzeba mieć gotówkę?', NIE],
  ),
  faq('pl-syn-02', ['parking'], ['Czy jest gdzie zostawić auto, jak do was przyjadę?', NIE]),
  faq('pl-syn-03', ['kids'], ['Czy przyjmujecie też maluchy? Córka ma pięć lat i boi się dentysty.', NIE]),
  faq('pl-syn-04', ['raty'], ['Czy leczenie można u was spłacać w kilku częściach, co miesiąc?', NIE]),
  faq(
    'pl-syn-05',
    ['anesthesia'],
    ['Czy za zastrzyk, żeby nie bolało przy borowaniu, trzeba dodatkowo płacić?', NIE],
  ),
  faq('pl-syn-06', ['nfz'], ['Czy mogę przyjść do was na ubezpieczenie, na kasę chorych?', NIE]),
  faq('en-syn-01', ['cards'], ['Hi, do you take plastic, or is it cash only?', NO]),
  faq('en-syn-02', ['parking'], ['Is there somewhere I can leave my car when I come in?', NO]),
  faq(
    'en-syn-03',
    ['invoice'],
    ['My company needs a proper tax invoice for the treatment, can you do that?', NO],
  ),
  faq('en-syn-04', ['wheelchair'], ['My wife uses a wheelchair, will she be able to get in easily?', NO]),
];

export const FAQ_EN: Caller[] = [
  faq('en-faq-01', ['cards'], ['Hello, quick question, can I pay by card at your place?', NO]),
  faq('en-faq-02', ['parking'], ['Do you have any parking for patients?', NO]),
  faq('en-faq-03', ['invoice'], ['Could I get an invoice made out to my company?', NO]),
  faq('en-faq-04', ['wheelchair'], ['Is your practice accessible for someone in a wheelchair?', NO]),
  faq('en-faq-05', ['cards'], ['Do you accept credit cards, or should I bring cash?', NO]),
  faq('en-faq-06', ['parking'], ['Is there a car park at the clinic?', NO]),
];

/** English questions about entries the clinic wrote only in Polish. */
export const FAQ_CROSS: Caller[] = [
  faq('en-cross-01', ['nfz'], ['Do you take patients on the national health fund, the NFZ?', NO]),
  faq('en-cross-02', ['raty'], ['Can I pay for my treatment in instalments?', NO]),
  faq('en-cross-03', ['kids'], ['Do you see children? My son is six.', NO]),
  faq('en-cross-04', ['anesthesia'], ['Is the local anaesthetic included in the price?', NO]),
  faq('en-cross-05', ['nfz'], ['Are you covered by public health insurance, or is it private only?', NO]),
  faq('en-cross-06', ['raty'], ['Is it possible to spread the cost of the treatment over a few months?', NO]),
  faq('en-cross-07', ['kids'], ["Do you treat kids? It's for my daughter, she's four.", NO]),
];

/** Polish typed without diacritics. */
export const NO_DIACRITICS: Caller[] = [
  faq('pl-nodia-01', ['cards'], ['czy moge u was zaplacic karta', NIE]),
  faq('pl-nodia-02', ['parking'], ['dzien dobry, czy jest u was parking dla pacjentow?', NIE]),
  faq('pl-nodia-03', ['kids'], ['czy leczycie dzieci? synek ma 4 latka', NIE]),
  make('pl-nodia-04', { outcome: ['answered_faq', 'no_action'], facts: ['whitening'], allow: PRICES }, [
    'ile u was kosztuje wybielanie zebow?',
    NIE,
  ]),
  faq('pl-nodia-05', ['address'], ['gdzie dokladnie sie znajdujecie, jaki jest adres?', NIE], ['metro']),
  faq('pl-nodia-06', ['anesthesia'], ['czy za znieczulenie trzeba doplacac osobno?', NIE]),
  faq('pl-nodia-07', ['invoice'], ['czy wystawicie mi fakture na firme?', NIE]),
  faq('pl-nodia-08', ['raty'], ['czy mozna rozlozyc platnosc za leczenie na raty', NIE]),
];

/** Facts of the knowledge document (Polish only) asked in other words. */
export const KNOWLEDGE: Caller[] = [
  faq('pl-know-01', ['address'], ['Pod jakim adresem jesteście? Pierwszy raz do was jadę.', NIE], ['metro']),
  faq(
    'pl-know-02',
    ['metro'],
    ['A jak do was dojechać metrem, która stacja jest najbliżej?', NIE],
    ['address'],
  ),
  faq('pl-know-03', ['first_visit'], ['Co muszę ze sobą wziąć, jak przyjdę do was pierwszy raz?', NIE]),
  faq(
    'pl-know-04',
    ['cancel_policy'],
    ['A jakbym nie mogła przyjść, to do kiedy mogę odwołać bez żadnej opłaty?', NIE],
  ),
  faq(
    'pl-know-05',
    ['home_visits'],
    ['Czy lekarz może przyjechać do babci do domu? Ona już nie wychodzi z mieszkania.', NIE],
  ),
  faq('pl-know-06', ['wifi'], ['Czy w poczekalni będę miał dostęp do internetu? Muszę popracować.', NIE]),
  make('pl-know-07', { outcome: 'answered_faq', says: ['250'], allow: PRICES }, [
    'Ile mniej więcej kosztuje u was plomba?',
    NIE,
  ]),
  faq('en-know-01', ['metro'], ['Which metro station is closest to you?', NO], ['address']),
  faq('en-know-02', ['cancel_policy'], ['How late can I cancel an appointment without having to pay?', NO]),
  faq('en-know-03', ['staff'], ['Who are the dentists working at your clinic?', NO]),
];

/** Nothing in the clinic's data answers these: "I don't know", a missed question, no fact. */
export const UNKNOWN: Caller[] = [
  missed('pl-unk-01', ['Czy zakładacie aparaty ortodontyczne dorosłym?', NIE]),
  missed('pl-unk-02', ['Czy mogę przyjść z psem? Nie mam go z kim zostawić.', NIE]),
  missed('pl-unk-03', ['Czy wystawiacie zwolnienie lekarskie po wyrwaniu zęba?', NIE]),
  missed('pl-unk-04', ['Ile u was kosztuje proteza całkowita?', NIE]),
  missed('pl-unk-05', ['Czy w gabinecie jest klimatyzacja? Źle znoszę upał.', NIE]),
  missed('pl-unk-06', ['Czy któryś z lekarzy mówi po ukraińsku?', NIE]),
  missed('en-unk-01', ["Do you sell gift vouchers? I'd like to get one for my mum.", NO]),
  missed('en-unk-02', ['Do you do Invisalign or any kind of clear aligners?', NO]),
  missed('en-unk-03', ['How much does a porcelain crown cost with you?', NO]),
  missed('en-unk-04', ['Is there a pharmacy in the same building?', NO]),
];

/** Services asked about by their price, named by what they do. */
export const SERVICE_PRICES: Caller[] = [
  says('pl-svc-price-01', ['Ile u was kosztuje takie czyszczenie z kamienia z piaskowaniem?', NIE], ['300']),
  says('pl-svc-price-02', ['A ile się płaci za usunięcie zęba?', NIE], ['400']),
  says('en-svc-price-01', ['How much is it to get my teeth whitened?', NO], [], ['whitening']),
];

export const SERVICES_LIST: Caller[] = [
  services('pl-list-01', ['Jakie zabiegi można u was zrobić?', NIE]),
  services('pl-list-02', ['Co w ogóle u was robicie, jakie są usługi?', NIE]),
  services('pl-list-03', ['Mogłaby pani wymienić, jakie macie usługi i ile one kosztują?', NIE]),
  services('pl-list-04', ['jakie uslugi oferujecie', NIE]),
  services('en-list-01', ['What kind of treatments do you offer?', NO]),
  services('en-list-02', ['Could you tell me what services you have?', NO]),
];
