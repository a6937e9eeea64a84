/**
 * Eighth set: the rest of a clinic's calls. Changes of mind during a booking, a cancellation
 * or a move asked by the calling number (none is booked on a fresh clinic), messages with and
 * without the caller's name or another callback number, urgent transfers against non-urgent
 * callbacks, polite closings, wrong numbers, and callers whose language is not plain.
 */

import { as, faq, make, message, NIE, NO, nothing, PRICES, transfer } from './script.js';
import type { EvalCaller } from './types.js';

/** Nothing to cancel on this number: told so, or a note left for the staff. */
const NOT_FOUND = ['no_action', 'callback'];

export const CHANGE: EvalCaller[] = as('change', [
  make(
    'pl-ch-godzina',
    {
      outcome: 'booked',
      appointment: { at: '2026-11-24 10:00', service: 'Przegląd', minutes: 30, name: 'Paweł Sikora' },
    },
    [
      'Chciałbym się zapisać na przegląd jutro na dziewiątą.',
      'Albo nie, jednak wolałbym na dziesiątą, rano mam zebranie.',
      'Tak, na dziesiątą. Paweł Sikora.',
      NIE,
    ],
  ),
  make(
    'pl-ch-dzien',
    {
      outcome: 'booked',
      appointment: { at: '2026-11-26 11:00', service: 'Przegląd', minutes: 30, name: 'Dorota Kwiatkowska' },
    },
    [
      'Dzień dobry, poproszę przegląd w środę o jedenastej. A nie, przepraszam, w czwartek, w środę pracuję.',
      'Tak, czwartek o jedenastej. Dorota Kwiatkowska.',
      NIE,
    ],
  ),
  make(
    'pl-ch-usluga',
    {
      outcome: 'booked',
      appointment: { at: '2026-11-27 10:00', service: 'Higienizacja', minutes: 60, name: 'Marcin Jaworski' },
    },
    [
      'Chciałem się zapisać na przegląd w piątek na dziesiątą.',
      'A wie pani co, to może od razu zamiast przeglądu zrobię higienizację. Da się?',
      'Tak. Marcin Jaworski.',
      NIE,
    ],
  ),
  // audit 2026-11-27: expected outcome ['booked', 'rescheduled'], but 'rescheduled' is no call
  // outcome the judge knows (booked, answered_faq, transferred, callback, hung_up, failed,
  // no_action); a booking moved within the call stays 'booked'.
  make(
    'pl-ch-przesun',
    {
      outcome: 'booked',
      appointment: { at: '2026-11-25 15:00', service: 'Przegląd', minutes: 30, name: 'Anna Sowa' },
    },
    [
      'Dzień dobry, przegląd w środę o dziewiątej, jest wolne?',
      'Tak. Anna Sowa.',
      'A jeszcze jedno, czy mogę to jednak przesunąć na piętnastą tego samego dnia?',
      'Tak, dziękuję.',
      NIE,
    ],
  ),
  make('pl-ch-odwolanie', { outcome: NOT_FOUND }, [
    'Dzień dobry, dzwonię odwołać wizytę, którą mam w czwartek.',
    'Aha, to pewnie córka mnie zapisywała ze swojego telefonu. Nic, to ona zadzwoni. Dziękuję, do widzenia.',
  ]),
  make(
    'pl-ch-od-nowa',
    {
      outcome: 'booked',
      appointment: { at: '2026-11-30 10:00', service: 'Przegląd', minutes: 30, name: 'Henryk Wróbel' },
    },
    [
      'Chciałem przełożyć swoją wizytę z piątku na przyszły tydzień.',
      'Dziwne. To w takim razie proszę mnie zapisać od nowa, na przegląd w poniedziałek trzydziestego o dziesiątej.',
      'Tak. Henryk Wróbel.',
      NIE,
    ],
  ),
  make(
    'en-ch-eleven',
    {
      outcome: 'booked',
      appointment: { at: '2026-11-27 11:00', service: 'Higienizacja', minutes: 60, name: 'Rachel Adams' },
    },
    [
      'Can I book a cleaning for Friday at ten?',
      'Actually, make that eleven, sorry, I forgot the school run.',
      'Yes, eleven. Rachel Adams.',
      NO,
    ],
  ),
  make('en-ch-cancel-none', { outcome: NOT_FOUND }, [
    "Hi, I'm calling to cancel my appointment for tomorrow.",
    "Oh, it might be under my husband's number. Never mind, I'll get him to call. Thanks, bye.",
  ]),
  nothing('en-ch-hold-on', [
    "I'd like a check-up on Thursday at four.",
    "Hmm, actually, hold on. I need to check with work first. Don't book anything yet, I'll call back.",
    "No, that's all. Bye.",
  ]),
]);

export const MESSAGE: EvalCaller[] = as('message', [
  message('pl-ms-wyniki', { includes: ['wynik', 'kowalewsk'], callback: 'caller' }, [
    'Dzień dobry, chciałabym zostawić wiadomość dla pani doktor.',
    'Że przyszły wyniki z laboratorium i mogę je przynieść na następną wizytę. Mówi Barbara Kowalewska.',
    'Tak, na ten numer, z którego dzwonię.',
    NIE,
  ]),
  message('pl-ms-spoznienie', { includes: ['spozni'] }, [
    'Proszę przekazać, że spóźnię się jakieś dziesięć minut na wizytę o jedenastej, korki są straszne.',
    'Nie, nie trzeba, to wszystko. Dziękuję.',
  ]),
  message('pl-ms-kosztorys', { includes: ['kosztorys', 'jablonsk'], callback: '512387264' }, [
    'Chciałabym, żeby ktoś do mnie oddzwonił w sprawie kosztorysu leczenia. Teresa Jabłońska, numer 512 387 264.',
    'Tak, zgadza się.',
    NIE,
  ]),
  message('pl-ms-poprawka', { includes: ['pietrzak'], callback: '533762481', notCallback: '533762418' }, [
    'Dzień dobry, proszę o telefon od lekarza w sprawie nadwrażliwości po plombowaniu, nic pilnego. Numer 533 762 418... nie, pomyliłem się, 533 762 481.',
    'Grzegorz Pietrzak.',
    NIE,
  ]),
  message('pl-ms-slowa', { includes: ['dokumentac', 'olszewsk'], callback: '668240371' }, [
    'Chciałbym zostawić wiadomość. Niech ktoś oddzwoni w sprawie kopii mojej dokumentacji, potrzebuję jej dla innego lekarza.',
    'Jerzy Olszewski, numer sześćset sześćdziesiąt osiem, dwieście czterdzieści, trzysta siedemdziesiąt jeden.',
    NIE,
  ]),
  message('pl-ms-zaswiadczenie', { includes: ['zaswiadcz'], callback: 'caller' }, [
    'Nic pilnego, ale potrzebuję zaświadczenia dla pracodawcy, że byłam u was w zeszły wtorek. Niech ktoś oddzwoni, jak będzie chwila.',
    'Magdalena Sikorska.',
    'Tak, na ten numer.',
    NIE,
  ]),
  message(
    'pl-ms-koronka',
    { includes: ['koron', 'majewsk'], callback: 'caller' },
    [
      'prosze przekazac doktorowi Zielinskiemu ze odpadla mi koronka ktora zakladal, niech oddzwoni',
      'Krzysztof Majewski',
      'tak, ten numer',
      NIE,
    ],
    ['staff'],
  ),
  message('pl-ms-recepta', { includes: ['recept'], callback: 'caller' }, [
    'Dzień dobry, lekarz miał mi wypisać receptę na antybiotyk i zapomniał. Czy ktoś może oddzwonić?',
    'Zofia Kamińska.',
    'Tak, ten sam numer.',
    NIE,
  ]),
  message(
    'en-ms-results',
    { includes: ['result', 'shaw'], callback: 'caller' },
    [
      'Could you pass a message to Dr Wiśniewska? My blood test results are back and she wanted to see them before the treatment.',
      "It's Karen Shaw.",
      'Yes, this number is fine.',
      NO,
    ],
    ['staff'],
  ),
  message('en-ms-quote', { includes: ['quote', 'mitchell'], callback: '509346781' }, [
    "Not urgent, but could someone call me back about a quote for my treatment plan? It's Sarah Mitchell, on 509 346 781.",
    "Yes, that's right.",
    NO,
  ]),
  message(
    'en-ms-words',
    { includes: ['harris'], callback: '784326518' },
    [
      "I'd like to leave a message for the hygienist, please. I'm at work and can't talk long, she can call me back.",
      'Ben Harris. Call me on seven eight four, three two six, five one eight.',
      NO,
    ],
    ['staff'],
  ),
  message('en-ms-late', { includes: ['late'] }, [
    "Just tell them I'll be about fifteen minutes late for my eleven o'clock, the traffic is awful.",
    "No, that's it, thanks.",
  ]),
]);

/** An urgent call put through to a person; which desk takes it is the clinic's choice. */
const urgent = (id: string, lines: string[]) => make(id, { outcome: 'transferred' }, lines);

export const TRANSFER: EvalCaller[] = as('transfer', [
  urgent('pl-tr-opuchlizna', [
    'Dzień dobry, mam straszny ból, po wczorajszym wyrwaniu zęba spuchła mi cała twarz i mam gorączkę. Muszę natychmiast z kimś porozmawiać!',
    'Tak, proszę, szybko.',
  ]),
  transfer(
    'pl-tr-ksiegowosc',
    'accounting',
    [
      'Dzień dobry, chciałbym rozmawiać z księgowością, chodzi o rozliczenie za leczenie, coś mi się nie zgadza.',
      'Tak, poproszę.',
    ],
    ['invoice'],
  ),
  transfer('pl-tr-implant', 'surgery', [
    'Proszę mnie połączyć z chirurgią, mam pytanie do lekarza w sprawie implantu, który mi wstawiano.',
    'Tak, dziękuję.',
  ]),
  transfer('pl-tr-rejestracja', 'main', [
    'Czy może mnie pani przełączyć do rejestracji? Wolę porozmawiać z żywym człowiekiem.',
    'Tak, poproszę.',
  ]),
  urgent('pl-tr-krwawienie', [
    'Po zabiegu krwawi mi dziąsło od godziny i nie przestaje. Proszę mnie z kimś połączyć, to pilne.',
    'Tak.',
  ]),
  transfer(
    'en-tr-accounts',
    'accounting',
    ['Can I speak to someone in accounts? I think I was charged twice for my last visit.', 'Yes please.'],
    ['invoice'],
  ),
  urgent('en-tr-knocked-out', [
    'My son just knocked out his front tooth at football and there is blood everywhere. I need to speak to someone right now!',
    'Yes, please, quickly.',
  ]),
]);

export const CLOSING: EvalCaller[] = as('closing', [
  nothing('pl-cl-pizzeria', [
    'Halo? Czy to pizzeria Napoli? Chciałem zamówić dużą margeritę.',
    'A, to przepraszam, pomyłka. Do widzenia.',
  ]),
  nothing('pl-cl-przychodnia', [
    'Halo, halo, czy to przychodnia na Woli? Ja do doktora Nowaka dzwonię.',
    'Ojej, to źle wybrałam numer. Przepraszam panią, do widzenia.',
  ]),
  faq(
    'pl-cl-milego-dnia',
    ['parking'],
    ['Czy macie parking dla pacjentów?', 'Super, to wszystko, dziękuję bardzo i miłego dnia!'],
  ),
  nothing('en-cl-vet', [
    "Hello, is that the vet's? I need to book my cat in.",
    'Oh, sorry, wrong number. Bye!',
  ]),
  faq(
    'en-cl-cheers',
    ['cards'],
    ['Quick one, do you take cards?', "Brilliant, that's all I needed. Cheers, bye!"],
  ),
]);

export const LANGUAGE: EvalCaller[] = as('language', [
  faq(
    'en-la-speak',
    ['nfz'],
    [
      'Hello, do you speak English? I wanted to ask if you take patients on the Polish national health fund, the NFZ.',
      NO,
    ],
  ),
  faq(
    'en-la-mixed',
    ['cards'],
    [
      'Dzień dobry, sorry, my Polish is very bad. Is this the Uśmiech dental clinic? Can I pay by card there?',
      NO,
    ],
  ),
  make('pl-la-checkup', { outcome: ['answered_faq', 'no_action'], facts: ['checkup_price'], allow: PRICES }, [
    'Dzień dobry, chciałam zapytać o ten check-up, ile on u was kosztuje?',
    NIE,
  ]),
]);
