/**
 * Eighth set: questions. FAQ entries asked in other words (both languages, Polish without
 * diacritics too), the knowledge document asked differently, the clinic's settings (hours,
 * services, prices, durations), questions with no answer anywhere, and questions that mention
 * a visit without asking for one.
 */

import { as, faq, info, make, missed, NIE, NO, PRICES, services } from './script.js';
import type { EvalCaller } from './types.js';

/** A price the clinic's settings or its information sheet both carry: FAQ or not, said. */
const price = (id: string, facts: string[], lines: string[]) =>
  make(id, { outcome: ['answered_faq', 'no_action'], facts, allow: PRICES }, lines);

/** A knowledge answer with no fact pattern of its own (a figure the reply must carry). */
const sheet = (id: string, says: string[], lines: string[], allow: string[] = []) =>
  make(id, { outcome: 'answered_faq', says, allow }, lines);

export const FAQ_SYNONYM: EvalCaller[] = as('faq-synonym', [
  faq(
    'pl-fs-blik',
    ['cards'],
    ['Dzień dobry, a u was to można zapłacić telefonem, blikiem, czy tylko gotówka?', NIE],
  ),
  faq('pl-fs-karta', ['cards'], ['dzien dobry czy moge zaplacic karta bo nie nosze gotowki', NIE]),
  faq(
    'pl-fs-kasa',
    ['nfz'],
    [
      'Proszę pani, ja jestem starsza osoba, czy ja mogę do was przyjść na kasę chorych, na ubezpieczenie?',
      'Aha, no trudno. Nie, dziękuję, do widzenia.',
    ],
  ),
  faq('pl-fs-refundacja', ['nfz'], ['Czy wizyty u was są refundowane przez fundusz zdrowia?', NIE]),
  faq(
    'pl-fs-raty',
    ['raty'],
    [
      'Dzień dobry, mam do zrobienia sporo zębów i wyjdzie drogo. Czy jest u was możliwość płatności ratalnej?',
      'Dobrze, to wszystko, dziękuję.',
    ],
  ),
  faq('pl-fs-czesci', ['raty'], ['czy da sie zaplacic za leczenie w czesciach, a nie wszystko naraz', NIE]),
  faq('pl-fs-auto', ['parking'], ['Będę jechał samochodem, jest gdzie zostawić auto koło was?', NIE]),
  faq(
    'pl-fs-maluch',
    ['kids'],
    ['Dzień dobry, od jakiego wieku przyjmujecie dzieci? Córka ma dwa i pół roku.', NIE],
  ),
  faq('pl-fs-firma', ['invoice'], ['Czy dostanę od was fakturę na firmę, prowadzę działalność?', NIE]),
  faq(
    'pl-fs-zastrzyk',
    ['anesthesia'],
    ['Czy za znieczulenie płaci się dodatkowo, czy to jest wliczone?', NIE],
  ),
  faq(
    'pl-fs-boli',
    ['anesthesia'],
    ['Ja się strasznie boję bólu. Czy u was dostanę znieczulenie i czy trzeba za nie osobno dopłacić?', NIE],
  ),
  faq(
    'pl-fs-wozek',
    ['wheelchair'],
    ['Mój tata porusza się na wózku inwalidzkim. Czy on w ogóle do was wjedzie?', NIE],
  ),
  faq('en-fs-credit', ['cards'], ['Hi there, can I pay with a credit card, or is it cash only?', NO]),
  faq('en-fs-park', ['parking'], ["Hello, where can I park when I come over? I'll be driving.", NO]),
  faq('en-fs-receipt', ['invoice'], ['Can I get a VAT invoice for my company for the treatment?', NO]),
  faq(
    'en-fs-wheel',
    ['wheelchair'],
    ['My mum uses a wheelchair. Would she be able to get into the clinic without any trouble?', NO],
  ),
  faq('en-fs-kids', ['kids'], ['Do you treat children? How old do they have to be?', NO]),
  faq(
    'en-fs-instal',
    ['raty'],
    ['I need quite a lot of work done. Is it possible to spread the cost, pay in instalments?', NO],
  ),
]);

export const KNOWLEDGE: EvalCaller[] = as('knowledge', [
  faq('pl-kn-ulica', ['address'], ['gdzie wy jestescie, na jakiej ulicy?', NIE]),
  faq(
    'pl-kn-metro',
    ['metro'],
    ['Dzień dobry, ja nie znam Warszawy, przyjadę pociągiem. Jak do was dojechać metrem, która stacja?', NIE],
    ['address'],
  ),
  faq('pl-kn-higienistka', ['staff'], ['Jak się nazywa pani higienistka, która u was pracuje?', NIE]),
  faq(
    'pl-kn-lekarze',
    ['staff'],
    ['Kto u was przyjmuje? Jacy są lekarze?', 'Nie, to wszystko, dziękuję bardzo.'],
  ),
  faq(
    'pl-kn-zabrac',
    ['first_visit'],
    ['Pierwszy raz idę do was. Co muszę mieć ze sobą, jakieś dokumenty?', NIE],
  ),
  faq(
    'pl-kn-odwolac',
    ['cancel_policy'],
    ['Do kiedy najpóźniej można odwołać wizytę, żeby nie płacić?', NIE],
  ),
  faq(
    'pl-kn-dom',
    ['home_visits'],
    ['Moja mama leży w domu, nie chodzi. Czy lekarz mógłby przyjechać do niej do domu?', NIE],
  ),
  faq(
    'pl-kn-wifi',
    ['wifi'],
    ['A czy w poczekalni jest internet? Bo muszę popracować w czasie czekania.', NIE],
  ),
  sheet('pl-kn-plomba', ['250'], ['Ile mniej więcej kosztuje u was plomba?', NIE], PRICES),
  faq('en-kn-address', ['address'], ["What's your address? I'm putting it into the satnav.", NO]),
  faq(
    'en-kn-tube',
    ['metro'],
    ["Which metro station is closest to you? I'll be coming by public transport.", NO],
    ['address'],
  ),
  faq('en-kn-bring', ['first_visit'], ['What do I need to bring with me to my first appointment?', NO]),
  faq(
    'en-kn-late-cancel',
    ['cancel_policy'],
    ['How much notice do I have to give if I need to cancel? Is there a charge?', NO],
  ),
  faq(
    'en-kn-home',
    ['home_visits'],
    ["My grandmother can't leave the house anymore. Do your dentists do home visits?", NO],
  ),
]);

export const INFO: EvalCaller[] = as('info', [
  info('pl-in-dzis', ['Do której jesteście dzisiaj otwarci?', NIE], ['18']),
  info('pl-in-sobota', ['A w soboty pracujecie? Do której godziny?', NIE], ['13']),
  services('pl-in-zabiegi', ['Dzień dobry, co u was można zrobić, jakie zabiegi wykonujecie?', NIE]),
  info('pl-in-ile-trwa', ['ile trwa wybielanie zebow u was?', NIE], ['90'], PRICES),
  price('pl-in-kontrola', ['checkup_price'], ['Ile kosztuje u was zwykła kontrola?', NIE]),
  price('en-in-whitening', ['whitening'], ['How much do you charge for teeth whitening?', NO]),
  info('en-in-saturday', ['What time do you open on Saturdays?', NO], ['9']),
  services('en-in-treatments', ['What kind of treatments do you offer there?', NO]),
]);

export const UNKNOWN: EvalCaller[] = as('unknown', [
  missed('pl-un-orto', ['Czy macie ortodontę? Syn potrzebuje aparatu na zęby.', NIE]),
  missed('pl-un-rtg', ['Czy robicie u siebie zdjęcie pantomograficzne, czy muszę iść gdzie indziej?', NIE]),
  missed('pl-un-korona', ['Ile u was kosztuje korona porcelanowa na jedynkę?', NIE]),
  missed('pl-un-pies', ['czy mozna przyjsc z psem? jest maly, bedzie siedzial na kolanach', NIE]),
  missed(
    'pl-un-abonament',
    ['Mam pakiet medyczny z pracy, w Luxmedzie. Czy wy z nimi współpracujecie?', NIE],
    ['nfz'],
  ),
  missed('pl-un-ukrainski', ['Czy któryś z lekarzy mówi po ukraińsku? Pytam dla sąsiadki.', NIE], ['staff']),
  missed('pl-un-proteza', ['Ile się u was czeka na zrobienie protezy?', NIE]),
  missed(
    'pl-un-narkoza',
    ['Czy robicie leczenie w narkozie? Syn ma sześć lat i panicznie się boi dentysty.', NIE],
    ['anesthesia', 'kids'],
  ),
  missed('en-un-invisalign', ['Do you do Invisalign, the clear aligners?', NO]),
  missed('en-un-crown', ['Roughly how much would a crown cost with you?', NO]),
  missed(
    'en-un-german',
    ['Is there a dentist there who speaks German? It is for my father-in-law.', NO],
    ['staff'],
  ),
  missed('en-un-voucher', ['Do you sell gift vouchers? I wanted to get one for my sister.', NO]),
]);

export const NOT_A_BOOKING: EvalCaller[] = as('not-a-booking', [
  faq(
    'pl-nb-czwartek',
    ['first_visit'],
    ['Dzień dobry, mam u was wizytę w czwartek, pierwszy raz. Co muszę ze sobą wziąć?', NIE],
  ),
  faq(
    'pl-nb-jutro-parking',
    ['parking'],
    ['Jestem zapisana na jutro i chciałam zapytać, czy jest gdzie zaparkować.', NIE],
  ),
  faq(
    'pl-nb-odwolanie',
    ['cancel_policy'],
    ['Gdybym musiał odwołać wizytę, to z jakim wyprzedzeniem trzeba dać znać?', NIE],
  ),
  info(
    'pl-nb-cena',
    ['Zanim się zapiszę, chciałabym wiedzieć, ile kosztuje wizyta na czyszczenie zębów.', NIE],
    ['300'],
    PRICES,
  ),
  faq(
    'en-nb-friday-park',
    ['parking'],
    ["I've got an appointment with you on Friday. Is there anywhere to park nearby?", NO],
  ),
  faq(
    'en-nb-anaesthetic',
    ['anesthesia'],
    ['My appointment is tomorrow. Will the anaesthetic cost extra, or is it included?', NO],
  ),
]);
