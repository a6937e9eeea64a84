/**
 * The fifth fresh set (see `fifth.ts`): calls that are neither a plain question nor a booking.
 * Sentences with booking words that are no request, polite closings and wrong numbers, messages
 * for someone with a callback number, and transfers to a department by its name, its keywords
 * or what the caller needs.
 */
import { type Caller, faq, make, message, NIE, NO, nothing, transfer } from './script.js';

/** Thanks for a past visit: nothing to do (passing the thanks on as a message is fine too). */
const thanks = (id: string, lines: string[]) => make(id, { outcome: ['no_action', 'callback'] }, lines);

export const NOT_A_BOOKING: Caller[] = [
  thanks('pl-notbook-01', [
    'Dzień dobry, byłam u was w piątek na wizycie i chciałam tylko podziękować pani doktor, wszystko było super.',
    NIE,
  ]),
  faq(
    'pl-notbook-02',
    ['parking'],
    ['Nie dzwonię, żeby się umawiać, chciałem tylko zapytać, czy macie parking.', NIE],
  ),
  faq(
    'pl-notbook-03',
    ['first_visit'],
    ['Mąż ma u was termin w czwartek i pytał, co musi ze sobą zabrać na pierwszą wizytę.', NIE],
  ),
  faq(
    'pl-notbook-04',
    ['cards'],
    [
      'Mam już umówioną wizytę, więc nic nie rezerwuję, tylko niech mi pani powie, czy mogę płacić kartą.',
      NIE,
    ],
  ),
  faq(
    'en-notbook-01',
    ['invoice'],
    ["I'm not looking to book anything right now, I just wanted to ask whether you do invoices.", NO],
  ),
  thanks('en-notbook-02', [
    'I had an appointment with you last week and just wanted to say thank you, it went really well.',
    NO,
  ]),
  faq(
    'en-notbook-03',
    ['wifi'],
    ["My appointment's on Thursday and I was wondering if there's wifi in the waiting room.", NO],
  ),
];

export const CLOSINGS: Caller[] = [
  nothing('pl-close-01', [
    'Przepraszam, to nie jest warsztat samochodowy? Chyba się pomyliłem.',
    'Aha, to przepraszam najmocniej, do widzenia.',
  ]),
  faq(
    'pl-close-02',
    ['parking'],
    ['Czy jest u was parking?', 'Super, to wszystko, dziękuję bardzo, do usłyszenia.'],
  ),
  faq('pl-close-03', ['cards'], ['Czy mogę zapłacić BLIK-iem?', 'Dobra, dzięki, nie mam więcej pytań.']),
  faq(
    'pl-close-04',
    ['kids'],
    ['Dzień dobry, czy przyjmujecie dzieci?', 'Nie, nic więcej, dziękuję, miłego dnia.'],
  ),
  nothing('en-close-01', ['Oh, sorry, wrong number.', 'Bye.']),
  faq('en-close-02', ['parking'], ['Do you have parking?', "Great, that's all I needed, cheers, bye!"]),
  faq(
    'en-close-03',
    ['wheelchair'],
    ['Is the clinic wheelchair accessible?', "No, that's everything, thank you so much."],
  ),
];

/** A message for someone, with the number to call back. */
export const MESSAGES: Caller[] = [
  message(
    'pl-msg-01',
    { includes: ['wynik'], callback: '507318624' },
    [
      'Chciałabym zostawić wiadomość dla pani doktor Wiśniewskiej.',
      'Żeby do mnie oddzwoniła w sprawie wyników prześwietlenia, mój numer to 507 318 624.',
      NIE,
    ],
    ['staff'],
  ),
  message(
    'pl-msg-02',
    { includes: ['boli'], callback: '608472391' },
    [
      'Czy mogę zostawić wiadomość dla doktora Zielińskiego? Po zabiegu dalej mnie boli dziąsło, proszę o telefon na 608 472 391.',
      NIE,
    ],
    ['staff'],
  ),
  message(
    'pl-msg-03',
    { includes: ['spozni'], callback: '691235874', notCallback: '691235847' },
    [
      'Dzień dobry, chciałem przekazać wiadomość dla higienistki, że jutro spóźnię się jakieś piętnaście minut.',
      'Numer do mnie 691 235 847, nie, przepraszam, 691 235 874.',
      NIE,
    ],
    ['staff'],
  ),
  message('pl-msg-04', { includes: ['kosztorys'], callback: '509348261' }, [
    'Chciałbym, żeby ktoś do mnie oddzwonił w sprawie kosztorysu leczenia.',
    'Mój numer: pięćset dziewięć, trzysta czterdzieści osiem, dwieście sześćdziesiąt jeden.',
    NIE,
  ]),
  message(
    'en-msg-01',
    { includes: ['stitches'], callback: '512347689' },
    [
      'Can I leave a message for Dr Zieliński? Please ask him to call me back about my stitches, my number is 512 347 689.',
      NO,
    ],
    ['staff'],
  ),
  message(
    'en-msg-02',
    { includes: ['glasses'], callback: '723481596' },
    [
      'Could you pass a message to the hygienist that I left my glasses in the waiting room? My number is 723 481 596.',
      NO,
    ],
    ['staff'],
  ),
  message('en-msg-03', { includes: ['quote'], callback: '791436258' }, [
    "Hi, I'd like someone to call me back about a quote for my treatment.",
    "Sure, it's seven nine one, four three six, two five eight.",
    NO,
  ]),
];

/** A transfer to a department by its name, its keywords or what the caller needs. */
export const TRANSFERS: Caller[] = [
  transfer('pl-xfer-01', 'accounting', ['Dzień dobry, czy mogę prosić z księgowością?', 'Tak']),
  transfer('pl-xfer-02', 'accounting', [
    'Mam pytanie w sprawie rozliczenia za leczenie, z kim mogę o tym porozmawiać?',
    'Tak, poproszę',
  ]),
  transfer(
    'pl-xfer-03',
    'surgery',
    ['Chciałbym porozmawiać z kimś o wszczepieniu implantów.', 'Tak'],
    ['staff'],
  ),
  transfer('pl-xfer-04', 'main', [
    'Proszę mnie połączyć z rejestracją, wolę porozmawiać z kimś na żywo.',
    'Tak',
  ]),
  transfer('en-xfer-01', 'accounting', ['Could you put me through to accounting, please?', 'Yes']),
  transfer(
    'en-xfer-02',
    'accounting',
    ['I need to talk to someone about a problem with my invoice.', 'Yes, please'],
    ['invoice'],
  ),
  transfer(
    'en-xfer-03',
    'surgery',
    ["Can I speak to someone from the surgery department? It's about my implants.", 'Yes'],
    ['staff'],
  ),
];
