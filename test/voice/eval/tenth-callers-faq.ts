/**
 * The tenth held-out set (written blind, see `tenth.ts`): FAQ questions in other words
 * (synonyms, inflection, typed without diacritics), the knowledge document asked differently,
 * the clinic's hours and address, questions nobody answered (recorded as missed, no invented
 * answer), questions that sound like a booking but are not, and the language of the question.
 */
import { as, faq, info, missed, NIE, NO, PRICES } from './script.js';
import type { EvalCaller } from './types.js';

const PA = 'Do widzenia';
const BYE = 'Bye';

export const TENTH_FAQ: EvalCaller[] = as('faq', [
  faq(
    'pl-t-q01',
    ['cards'],
    ['Dzień dobry, a u was płatność to tylko gotówka, czy terminal też macie?', NIE, PA],
  ),
  faq('pl-t-q02', ['cards'], ['dzien dobry czy moge u was zaplacic karta', 'nie, dziekuje', PA]),
  faq(
    'pl-t-q03',
    ['nfz'],
    ['Dzień dobry, czy wizyty u państwa są refundowane przez fundusz zdrowia?', NIE, PA],
  ),
  faq('pl-t-q04', ['nfz'], ['Halo, a mogę przyjść w ramach ubezpieczenia, na NFZ?', NIE, PA]),
  faq(
    'pl-t-q05',
    ['raty'],
    ['Dzień dobry, czy za leczenie można płacić w kilku częściach, ratalnie?', NIE, PA],
  ),
  faq(
    'pl-t-q06',
    ['raty'],
    ['Wie pani, mnie nie stać na zapłacenie wszystkiego naraz. Rozkładacie jakoś płatności?', NIE, PA],
  ),
  faq('en-t-q07', ['parking'], ['Hi, is there somewhere I can park near you?', NO, BYE]),
  faq('pl-t-q08', ['parking'], ['gdzie moge zostawic auto jak do was przyjade', 'nie dziekuje', PA]),
  faq(
    'pl-t-q09',
    ['kids'],
    ['Dzień dobry, czy zajmujecie się też ząbkami dzieci? Synek ma pięć lat.', NIE, PA],
  ),
  faq(
    'pl-t-q10',
    ['invoice'],
    ['Dzień dobry, potrzebuję rachunek na firmę, na NIP. Wystawicie mi taki dokument?', NIE, PA],
  ),
  faq(
    'pl-t-q11',
    ['anesthesia'],
    ['Dzień dobry, czy za znieczulenie trzeba dopłacać osobno, czy to już wchodzi w cenę?', NIE, PA],
  ),
  faq(
    'en-t-q12',
    ['wheelchair'],
    ['Hello, my dad uses a wheelchair. Will he be able to get into the clinic on his own?', NO, BYE],
  ),
  faq('en-t-q13', ['cards'], ['Hi, do you take credit cards, or is it cash only?', NO, BYE]),
  faq(
    'en-t-q14',
    ['invoice'],
    ["Hello, I'd need an invoice made out to my business for the treatment. Can you do that?", NO, BYE],
  ),
]);

export const TENTH_KNOWLEDGE: EvalCaller[] = as('knowledge', [
  faq('pl-t-k01', ['metro'], ['Dzień dobry, jak najlepiej do was dojechać metrem?', NIE, PA], ['address']),
  faq(
    'pl-t-k02',
    ['checkup_price'],
    ['Dzień dobry, ile się u was płaci za taką zwykłą kontrolę?', NIE, PA],
    PRICES,
  ),
  faq(
    'pl-t-k03',
    ['whitening'],
    ['Dzień dobry, a wybielenie zębów, ile to u was wychodzi?', NIE, PA],
    PRICES,
  ),
  faq(
    'pl-t-k04',
    ['rootcanal_price'],
    ['Dzień dobry, za kanałówkę mniej więcej ile trzeba zapłacić?', NIE, PA],
    PRICES,
  ),
  faq('pl-t-k05', ['staff'], ['Dzień dobry, jacy lekarze u was przyjmują?', NIE, PA]),
  faq(
    'pl-t-k06',
    ['first_visit'],
    ['Dzień dobry, idę do was pierwszy raz. Co powinnam ze sobą zabrać?', NIE, PA],
  ),
  faq(
    'pl-t-k07',
    ['cancel_policy'],
    [
      'Dzień dobry, a jakbym się rozchorował, to do kiedy muszę dać znać, że nie przyjdę, żeby nic nie płacić?',
      NIE,
      PA,
    ],
  ),
  faq(
    'pl-t-k08',
    ['home_visits'],
    ['Dzień dobry, babcia już nie wychodzi z domu. Czy lekarz mógłby do niej przyjechać?', NIE, PA],
    ['wheelchair'],
  ),
  faq('en-t-k09', ['wifi'], ['Hi, is there internet I can use while I wait?', NO, BYE]),
  faq('en-t-k10', ['staff'], ["Hello, who's the hygienist at your clinic?", NO, BYE]),
  faq(
    'en-t-k11',
    ['rootcanal_price'],
    ['Hi, roughly how much would a root canal set me back?', NO, BYE],
    PRICES,
  ),
]);

export const TENTH_INFO: EvalCaller[] = as('general_info', [
  info('pl-t-i01', ['Dzień dobry, do której jesteście dzisiaj czynni?', NIE, PA], ['18']),
  info('pl-t-i02', ['Dzień dobry, a w sobotę pracujecie? Do której?', NIE, PA], ['13']),
  info(
    'pl-t-i03',
    ['Dzień dobry, pod jakim adresem jest klinika?', NIE, PA],
    ['marszalkowsk'],
    ['address', 'metro'],
  ),
  info('en-t-i04', ['Hi, what time do you open on Thursday?', NO, BYE], ['8']),
  info('en-t-i05', ['Hello, are you open on Sundays at all?', NO, BYE], []),
  info(
    'en-t-i06',
    ["Hi, where exactly are you? What's the street?", NO, BYE],
    ['marszalkowsk'],
    ['address', 'metro'],
  ),
]);

export const TENTH_UNKNOWN: EvalCaller[] = as('unknown', [
  missed('pl-t-u01', ['Dzień dobry, czy robicie na miejscu zdjęcie panoramiczne zębów?', NIE, PA]),
  missed('pl-t-u02', ['Dzień dobry, ile u państwa kosztuje korona porcelanowa?', NIE, PA]),
  missed('pl-t-u03', ['Dzień dobry, czy któryś z lekarzy mówi po ukraińsku?', NIE, PA]),
  missed('pl-t-u04', ['Dzień dobry, na jaki numer konta mogę zrobić przelew za wizytę?', NIE, PA]),
  missed(
    'pl-t-u05',
    ['Dzień dobry, czy macie bony podarunkowe na wybielanie? Chciałam kupić mamie na święta.', NIE, PA],
    ['whitening'],
  ),
  missed('pl-t-u06', ['czy jest u was toaleta dla pacjentow w poczekalni', 'nie dziekuje', PA]),
  missed('en-t-u07', ['Hi, is there a pharmacy in the same building?', NO, BYE]),
  missed('en-t-u08', ['Hello, do you offer any discount for students?', NO, BYE]),
  missed('en-t-u09', [
    'Hi, how many years does a filling usually last before it has to be replaced?',
    NO,
    BYE,
  ]),
  missed('en-t-u10', ['Hello, is the waiting room air-conditioned? I get dizzy in the heat.', NO, BYE]),
]);

export const TENTH_NOT_BOOKING: EvalCaller[] = as('not_booking', [
  missed('pl-t-n01', ['Dzień dobry, czy mogę przyjść z psem? Nie mam go z kim zostawić.', NIE, PA]),
  missed('pl-t-n02', [
    'Dzień dobry, czy mogę tak po prostu przyjść bez zapisów, z marszu, jak mnie zacznie boleć?',
    NIE,
    PA,
  ]),
  faq(
    'pl-t-n03',
    ['kids'],
    ['Dzień dobry, czy mogę przyjść z córką? Ma cztery latka, czy ją też obejrzycie?', NIE, PA],
  ),
  faq(
    'pl-t-n04',
    ['parking'],
    ['Dzień dobry, jadę do was samochodem na wizytę, gdzie mogę stanąć?', NIE, PA],
  ),
  faq(
    'en-t-n05',
    ['cards'],
    ["Hi, I've got an appointment with you tomorrow. Can I pay by card when I'm there?", NO, BYE],
  ),
  missed('en-t-n06', ['Hello, can my husband come into the treatment room with me?', NO, BYE]),
]);

export const TENTH_LANGUAGE: EvalCaller[] = as('language', [
  faq('en-t-l01', ['kids'], ['Hi, do you treat children? My daughter is four.', NO, BYE]),
  faq('en-t-l02', ['nfz'], ['Hello, do you work with the national health fund, the NFZ?', NO, BYE]),
  faq(
    'en-t-l03',
    ['raty'],
    ['Hi, is it possible to spread the cost of treatment over a few months?', NO, BYE],
  ),
  faq(
    'en-t-l04',
    ['anesthesia'],
    ['Hello, is the anaesthetic included in the price, or is it extra?', NO, BYE],
  ),
  faq('pl-t-l05', ['anesthesia'], ['dzien dobry, czy trzeba doplacac za znieczulenie?', 'nie, dziekuje', PA]),
  faq('pl-t-l06', ['whitening'], ['ile u was kosztuje wybielanie zebow', 'nie dziekuje', PA], PRICES),
]);
