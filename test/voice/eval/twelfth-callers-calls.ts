/**
 * Twelfth set: messages with a callback number, transfers (an emergency among them) and polite
 * ends of a call.
 */
import { as } from './script.js';
import { faq, info, message, NIE, NO, nothing, transfer } from './twelfth-callers-kit.js';

export const MESSAGES = as('message', [
  message(
    'm063',
    'pl',
    { includes: ['plomb'], callback: '605432187' },
    [
      'Dzień dobry, proszę przekazać doktor Wiśniewskiej, żeby do mnie oddzwoniła w sprawie plomby, która mi wypadła. Mój numer to 605 432 187.',
      'Barbara Lewicka',
      'Tak',
      NIE,
    ],
    ['staff'],
  ),
  message('m064', 'pl', { includes: ['protez'], callback: '502346781', notCallback: '501346781' }, [
    'Chciałbym zostawić wiadomość dla lekarza, żeby ktoś oddzwonił w sprawie wyceny protezy.',
    'Henryk Rutkowski, numer 501 346 781. Nie, przepraszam, 502, nie 501. Czyli 502 346 781.',
    'Tak',
    NIE,
  ]),
  message('m065', 'pl', { includes: ['zalecen'], callback: '602345678' }, [
    'Dzień dobry, wie Pani, chciałabym prosić o telefon zwrotny w sprawie zaleceń po ostatniej wizycie.',
    'Wanda Kozłowska, numer sześćset dwa, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem',
    'Tak',
    NIE,
  ]),
  message('m066', 'pl', { includes: ['przeswietl'], callback: 'caller' }, [
    'Proszę o telefon zwrotny na ten numer, z którego dzwonię. Chodzi o wyniki prześwietlenia.',
    'Zbigniew Marciniak',
    'Tak',
    NIE,
  ]),
  message(
    'm067',
    'pl',
    { includes: ['zdjeci'], callback: '788123456' },
    [
      'dzien dobry, prosze przekazac wiadomosc dla pana doktora Zielinskiego, zeby oddzwonil w sprawie opisu zdjecia, moj numer 788 123 456',
      'Kamil Wysocki',
      'tak',
      'nie, dziekuje',
    ],
    ['staff'],
  ),
  message('m068', 'pl', { includes: ['cisnien'], callback: '694381257' }, [
    'No więc, wie Pani, dzwonię, bo moja mama była u Państwa w zeszłym tygodniu i dostała od lekarza jakieś tabletki, i ona teraz nie jest pewna, czy może je brać razem z tymi swoimi tabletkami na ciśnienie, więc bardzo bym prosiła, żeby ktoś do nas oddzwonił, najlepiej jeszcze dzisiaj, pod numer 694 381 257.',
    'Irena Głowacka',
    'Tak',
    NIE,
  ]),
  message(
    'm069',
    'en',
    { includes: ['crown'], callback: '512384769' },
    [
      "Could you pass a message to Dr Zieliński, please? I'd like him to call me back about my crown. My number is 512 384 769.",
      'Peter Hughes',
      'Yes',
      NO,
    ],
    ['staff'],
  ),
  message('m070', 'en', { includes: ['quote'], callback: '791432865' }, [
    "Hi, I'd like someone to call me back about a quote for my treatment plan.",
    'Amy Roberts, my number is seven nine one, four three two, eight six five.',
    'Yes',
    NO,
  ]),
  message('m071', 'en', { includes: ['gum'], callback: '668412379', notCallback: '668412397' }, [
    'Can you ask someone to ring me back about my gum pain after the cleaning? My number is 668 412 397. Oh sorry, 668 412 379.',
    'Jack Wilson',
    'Yes',
    NO,
  ]),
  message('m072', 'en', { includes: ['x-ray'], callback: 'caller' }, [
    "Hello, could someone call me back on this number about my daughter's X-ray results?",
    'Rachel Green',
    'Yes',
    NO,
  ]),
]);

export const TRANSFERS = as('transfer', [
  transfer(
    'm073',
    'pl',
    'accounting',
    ['Dzień dobry, chciałbym porozmawiać z księgowością, chodzi o rozliczenie za leczenie.', 'Tak, proszę'],
    ['invoice'],
  ),
  transfer(
    'm074',
    'pl',
    'surgery',
    ['Dzień dobry, dzwonię w sprawie implantów, czy mogę rozmawiać z kimś z chirurgii?', 'Tak, proszę'],
    ['staff'],
  ),
  transfer('m075', 'pl', 'main', [
    'Proszę mnie przełączyć do rejestracji, muszę porozmawiać z kimś na żywo.',
    'Tak, proszę',
  ]),
  transfer('m076', 'pl', null, [
    'Dzień dobry, wczoraj miałam wyrwany ząb i od rana strasznie krwawi, nie przestaje. Proszę mnie pilnie połączyć z lekarzem!',
    'Tak, proszę, szybko',
  ]),
  transfer(
    'm077',
    'en',
    'accounting',
    ["Hi, could I speak to someone in accounting? It's about a payment on my account.", 'Yes, please'],
    ['invoice'],
  ),
  transfer(
    'm078',
    'en',
    null,
    [
      'My son just fell and knocked out his front tooth, it is an emergency! Can I talk to someone right now?',
      'Yes, please, quickly',
    ],
    ['kids'],
  ),
]);

export const GOODBYES = as('goodbye', [
  faq(
    'm079',
    'pl',
    ['parking'],
    [
      'Dzień dobry, czy macie parking dla pacjentów?',
      'Super, dziękuję bardzo, to wszystko. Do widzenia!',
      'Do widzenia',
    ],
  ),
  nothing('m080', 'pl', ['Halo? Przepraszam, chyba pomyliłem numer. Do widzenia.', 'Do widzenia']),
  info(
    'm081',
    'pl',
    [
      'Dzień dobry, do której jesteście otwarci w piątek?',
      'Aha, dobrze, dziękuję, nic więcej. Do usłyszenia.',
      'Do widzenia',
    ],
    { says: ['18'] },
  ),
  faq(
    'm082',
    'en',
    ['cards'],
    ['Hi, do you take card payments?', "Great, that's all I needed. Thanks a lot, bye!", 'Bye'],
  ),
  nothing('m083', 'en', ['Oh, sorry, I think I dialled the wrong number. Bye.', 'Bye']),
]);
