/**
 * The fourth fresh set (see `fourth.ts`): booking words that are not a request, the ways a
 * call ends, messages and transfers.
 */
import {
  book,
  type Caller,
  faq,
  info,
  message,
  NIE,
  NO,
  nothing,
  PRICES,
  THREE,
  transfer,
} from './script.js';

/** Sentences with booking words (a visit, a time, booked) that ask for no appointment. */
export const NOT_A_BOOKING: Caller[] = [
  faq(
    'pl-nb1',
    ['cards'],
    ['Mam u was wizytę jutro o dziesiątej i chciałam tylko zapytać, czy mogę zapłacić BLIK-iem', NIE],
  ),
  faq(
    'pl-nb2',
    ['rootcanal_price'],
    ['Nie chcę się jeszcze umawiać, najpierw powiedzcie, ile kosztuje leczenie kanałowe', NIE],
    PRICES,
  ),
  faq(
    'pl-nb3',
    ['anesthesia'],
    [
      'Byłem u was na przeglądzie w zeszłym tygodniu i zapomniałem zapytać: znieczulenie było wliczone w cenę?',
      NIE,
    ],
  ),
  info('pl-nb4', ['Nie dzwonię w sprawie wizyty. W sobotę do której jesteście otwarci?', NIE], ['13']),
  faq(
    'en-nb1',
    ['address'],
    ["My appointment's already booked for Thursday, I'm just calling to ask where exactly you are", NO],
    ['metro'],
  ),
  faq(
    'en-nb2',
    ['parking'],
    ["I'm not looking to book anything right now, I just want to know if you've got parking", NO],
  ),
  faq(
    'en-nb3',
    ['kids'],
    ['A friend booked her little boy in with you last month. From what age do you see children?', NO],
  ),
];

/** The caller ends the call in words other than a plain "no, thanks". */
export const CLOSINGS: Caller[] = [
  faq('pl-cl1', ['wifi'], ['Czy w poczekalni jest wifi?', 'Dobra, to wszystko, dzięki, do usłyszenia']),
  faq('pl-cl2', ['cards'], ['Przyjmujecie karty?', 'Nie, to już wszystko. Miłego dnia!']),
  info('pl-cl3', ['Do której jesteście otwarci w piątek?', 'Super, dziękuję bardzo, do widzenia'], ['18']),
  nothing('pl-cl4', ['Halo? Przepraszam, to chyba pomyłka, miałem dzwonić do warsztatu. Do widzenia.']),
  book('pl-cl5', { at: '2026-11-26 12:30', name: 'Ryszard Pawłowski' }, [
    'Poproszę wizytę w czwartek o dwunastej trzydzieści',
    'Tak',
    'Ryszard Pawłowski',
    'Nie, to by było na tyle. Dziękuję, do widzenia',
  ]),
  faq('en-cl1', ['parking'], ['Is there parking?', "Great, that's all I needed. Cheers, bye!"]),
  faq('en-cl2', ['invoice'], ['Do you issue invoices?', "Nope, that's it. Have a good one"]),
  book(
    'en-cl3',
    { at: '2026-11-25 15:30', name: 'Amelia Fox' },
    [
      'Could I have Wednesday at half past three?',
      'Yes',
      'Amelia Fox',
      "That's everything, thank you. Goodbye",
    ],
    THREE,
  ),
];

/** A message left for someone, with the number to call back (sometimes corrected). */
export const MESSAGES: Caller[] = [
  message(
    'pl-m1',
    { includes: ['baran'], callback: '667204815' },
    [
      'Chciałbym zostawić wiadomość dla doktora Zielińskiego',
      'Że dzwonił Krzysztof Baran w sprawie wyników zdjęcia, proszę o telefon na 667 204 815',
      NIE,
    ],
    ['staff'],
  ),
  message('pl-m2', { includes: ['krawczyk'] }, [
    'Proszę przekazać, że spóźnię się na dzisiejszą wizytę jakiś kwadrans. Lucyna Krawczyk.',
    NIE,
  ]),
  message(
    'pl-m3',
    { includes: ['malinowsk'], callback: '531806427', notCallback: '531806472' },
    [
      'Czy mogę zostawić wiadomość dla higienistki?',
      'Niech do mnie oddzwoni, Dorota Malinowska, numer 531 806 472… nie, przepraszam, 531 806 427',
      NIE,
    ],
    ['staff'],
  ),
  message('pl-m4', { includes: ['kubiak'], callback: '697231480' }, [
    'Rozumiem, że pan doktor jest zajęty, to proszę mu przekazać, żeby oddzwonił',
    'Stanisław Kubiak, numer sześćset dziewięćdziesiąt siedem, dwieście trzydzieści jeden, czterysta osiemdziesiąt',
    NIE,
  ]),
  message(
    'en-m1',
    { includes: ['walsh'], callback: '664819527' },
    [
      'Can I leave a message for the hygienist?',
      'Tell her Emma Walsh called about moving my appointment, and please call me back on 664 819 527',
      NO,
    ],
    ['staff'],
  ),
  message(
    'en-m2',
    { includes: ['hunt'], callback: '791460582' },
    [
      "I'd like someone to call me back, please",
      "My name's James Hunt, number 791 460 582. It's about a quote for whitening.",
      NO,
    ],
    ['whitening'],
  ),
  message(
    'en-m3',
    { includes: ['bennett'], callback: '516927084', notCallback: '516927048' },
    [
      'Please ask Dr Wiśniewska to give me a call',
      "It's Laura Bennett, 516 927 048, sorry, no, 516 927 084",
      NO,
    ],
    ['staff'],
  ),
];

/** A request to speak to a department or a person. */
export const TRANSFERS: Caller[] = [
  transfer('pl-tr1', 'accounting', ['Dzień dobry, mogę prosić kogoś z księgowości?', 'Tak, poproszę']),
  transfer('pl-tr2', 'accounting', [
    'Mam pytanie o rozliczenie za leczenie. Z kim mogę o tym porozmawiać?',
    'Tak, proszę połączyć',
  ]),
  transfer('pl-tr3', 'surgery', ['Chciałbym porozmawiać z chirurgiem o implancie', 'Tak'], ['staff']),
  transfer('pl-tr4', 'main', [
    'Proszę mnie przełączyć do rejestracji, wolę porozmawiać z człowiekiem',
    'Tak',
  ]),
  transfer('pl-tr5', 'main', ['Czy mógłbym porozmawiać z kimś na żywo?', 'Tak']),
  transfer('en-tr1', 'accounting', [
    "Could you put me through to your accounting department? It's about a payment.",
    'Yes, please',
  ]),
  transfer('en-tr2', 'surgery', ["I'd like to speak to someone about dental implants", 'Yes'], ['staff']),
  transfer('en-tr3', 'main', ['Can I talk to an actual person, please?', 'Yes']),
];
