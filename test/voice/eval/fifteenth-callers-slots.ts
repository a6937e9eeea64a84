/**
 * Fifteenth held-out set: free times asked for (some on closed days, outside the opening hours or
 * too late for the service's length, the caller then choosing a time), changes of mind in the
 * call and of a booking made in it (moved, cancelled, given up), and messages with a callback
 * number (some corrected, some said in words, the reason before or after the number).
 * Written blind: see `fifteenth.ts`.
 */
import { cancelled, givenUp, moved } from './fifteenth-callers-kit.js';
import { booked } from './fourteenth-callers-kit.js';
import { as } from './script.js';
import { message, NIE, NO } from './twelfth-callers-kit.js';

export const SLOTS = as('slots', [
  booked('p033', 'pl', '2026-11-28 09:00', 'Przegląd', 'Elżbieta Nowicka', [
    'Dzień dobry, czy w niedzielę można do was przyjść na przegląd?',
    'Szkoda. A w sobotę rano?',
    'To o dziewiątej poproszę.',
    'Elżbieta Nowicka.',
    'Tak.',
    NIE,
  ]),
  booked('p034', 'pl', '2026-11-24 16:30', 'Przegląd', 'Adam Sikora', [
    'Dzień dobry, jakie macie jutro wolne godziny po południu? Chodzi o przegląd.',
    'To może wpół do piątej.',
    'Adam Sikora.',
    'Tak.',
    NIE,
  ]),
  booked('p035', 'pl', '2026-11-27 16:00', 'Wybielanie', 'Joanna Wilk', [
    'Dzień dobry, czy zdążę na wybielanie w piątek o piątej po południu?',
    'Aha. To w takim razie o czwartej.',
    'Joanna Wilk.',
    'Tak.',
    NIE,
  ]),
  booked('p036', 'en', '2026-11-30 10:00', 'Przegląd', 'James Porter', [
    'Hi, are you open on Sunday? I need a check-up.',
    'Oh, okay. Monday the 30th at 10, then.',
    'James Porter.',
    'Yes.',
    NO,
  ]),
  booked('p037', 'pl', '2026-11-28 11:00', 'Higienizacja', 'Ewelina Kowal', [
    'Dzień dobry, czy na higienizację w sobotę o dwunastej trzydzieści jeszcze zdążę?',
    'No dobrze, to o jedenastej.',
    'Ewelina Kowal.',
    'Tak.',
    NIE,
  ]),
  booked('p038', 'en', '2026-11-28 09:00', 'Leczenie kanałowe', 'Peter Hall', [
    'Could I get a root canal done this Saturday at noon?',
    'Ah, I see. Then Saturday at nine, please.',
    'Peter Hall.',
    'Yes.',
    NO,
  ]),
  booked('p039', 'pl', '2026-11-25 08:00', 'Przegląd', 'Sebastian Jasiński', [
    'Dzień dobry, czy w środę o siódmej rano da się przyjść na przegląd? Przed pracą.',
    'To na ósmą, jak najwcześniej.',
    'Sebastian Jasiński.',
    'Tak.',
    NIE,
  ]),
  booked('p040', 'en', '2026-11-26 09:30', 'Przegląd', 'Grace Murphy', [
    'What times have you got free on Thursday morning for a check-up?',
    'Half past nine would be good.',
    'Grace Murphy.',
    'Yes.',
    NO,
  ]),
  booked('p041', 'pl', '2026-11-26 17:30', 'Przegląd', 'Kamil Duda', [
    'Dzień dobry, pracuję do późna. Jest szansa na kontrolę w czwartek o 18.30?',
    'Aha. No to wpół do szóstej, to jeszcze zdążę.',
    'Kamil Duda.',
    'Tak.',
    NIE,
  ]),
  booked('p042', 'en', '2026-11-24 17:00', 'Higienizacja', 'Lucy Ward', [
    'Can I come in for a cleaning tomorrow at 7 pm?',
    'Oh. Then 5 pm, please.',
    'Lucy Ward.',
    'Yes.',
    NO,
  ]),
]);

export const CHANGE = as('change', [
  booked('p043', 'pl', '2026-11-24 11:00', 'Przegląd', 'Magdalena Bąk', [
    'Dzień dobry, Magdalena Bąk. Poproszę przegląd jutro o dziesiątej... albo nie, jednak o jedenastej, bo na dziesiątą nie zdążę.',
    'Tak.',
    NIE,
  ]),
  booked(
    'p044',
    'pl',
    '2026-11-25 09:00',
    'Higienizacja',
    'Roman Czarnecki',
    [
      'Dzień dobry, Roman Czarnecki. Chciałbym się zapisać na przegląd w środę o dziewiątej.',
      'A wie pani co, zmieniłem zdanie, niech to będzie od razu higienizacja zamiast przeglądu.',
      'Tak.',
      NIE,
    ],
    { allow: ['checkup_price'] },
  ),
  booked('p045', 'pl', '2026-11-26 12:30', 'Przegląd', 'Teresa Michalska', [
    'Dzień dobry, Teresa Michalska, chciałabym przegląd w środę o wpół do pierwszej.',
    'Nie, nie, przepraszam, jednak wolę czwartek. Ta sama godzina.',
    'Tak, teraz się zgadza.',
    NIE,
  ]),
  moved('p046', 'pl', '2026-11-27 12:00', 'Przegląd', 'Aleksandra Pietrzak', [
    'Dzień dobry, Aleksandra Pietrzak. Przegląd w piątek o dziesiątej, jeśli można.',
    'Tak.',
    'A jeszcze jedno, przepraszam, czy mogłabym to jednak przesunąć na dwunastą? Tego samego dnia.',
    'Tak.',
    NIE,
  ]),
  cancelled('p047', 'pl', [
    'Dzień dobry, Wojciech Kozłowski, chciałbym się zapisać na przegląd w czwartek o czternastej.',
    'Tak.',
    'Oj, przepraszam, właśnie żona mi przypomniała, że w czwartek wyjeżdżamy. Proszę to odwołać.',
    'Tak, odwołać.',
    NIE,
  ]),
  givenUp('p048', 'pl', [
    'Dzień dobry, chciałabym się umówić na wybielanie...',
    'Yyy, wie pani co, jednak nie teraz. Muszę najpierw sprawdzić grafik w pracy. Dziękuję, do widzenia.',
  ]),
  booked('p049', 'pl', '2026-11-26 15:00', 'Przegląd', 'Jolanta Wasilewska', [
    'Dzień dobry, Jolanta Wasilewska. Chciałabym przegląd dwudziestego piątego listopada o piętnastej... nie, przepraszam, dwudziestego szóstego.',
    'Tak.',
    NIE,
  ]),
  message('p050', 'pl', { includes: ['plan'], callback: '604321765' }, [
    'Dzień dobry, chciałem się umówić, ale w sumie... najpierw wolałbym porozmawiać z lekarzem o planie leczenia. Może ktoś do mnie oddzwonić?',
    'Numer 604 321 765.',
    'Tak.',
    NIE,
  ]),
  booked('p051', 'en', '2026-11-26 13:00', 'Higienizacja', 'Sophie Mills', [
    "Hi, it's Sophie Mills. Could I book a cleaning on Thursday at 11? Sorry, no, I meant 1 pm. One o'clock.",
    'Yes.',
    NO,
  ]),
  booked('p052', 'en', '2026-11-25 15:00', 'Przegląd', 'Ryan Cooper', [
    "Hello, Ryan Cooper here. I'd like a check-up tomorrow at 3 pm.",
    'Actually, could we make it the day after instead? Same time.',
    'Yes, that one.',
    NO,
  ]),
  moved('p053', 'en', '2026-11-25 14:30', 'Przegląd', 'Alice Morgan', [
    'Hi, Alice Morgan. Check-up on Wednesday at 10, please.',
    'Yes.',
    'Oh wait, sorry, can I move that to 2:30 in the afternoon, same day?',
    'Yes.',
    NO,
  ]),
  cancelled('p054', 'en', [
    "Hello, George Baker. I'd like a cleaning on Friday at 1 pm.",
    'Yes.',
    "Hmm, actually I've just realised I'm away on Friday... could you cancel it, please?",
    'Yes, cancel it.',
    NO,
  ]),
]);

export const MESSAGE = as('message', [
  message('p055', 'pl', { includes: ['wynik'], callback: '601234567' }, [
    'Dzień dobry, chciałabym zostawić wiadomość dla pani doktor, że są już wyniki z laboratorium. Mój numer 601 234 567.',
    'Tak.',
    NIE,
  ]),
  message('p056', 'pl', { includes: ['protez'], callback: '602345678' }, [
    'Dzień dobry, proszę przekazać, żeby ktoś do mnie oddzwonił w sprawie protezy.',
    'Sześćset dwa, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem.',
    'Tak.',
    NIE,
  ]),
  message('p057', 'pl', { includes: ['zwrot'], callback: '503221874', notCallback: '503221847' }, [
    'Dzień dobry, proszę o telefon w sprawie zwrotu pieniędzy za wizytę, numer 503 221 847... oj, nie, pomyliłem się: 503 221 874.',
    'Tak.',
    NIE,
  ]),
  message('p058', 'pl', { includes: ['rentgen'], callback: '692416338' }, [
    'Dzień dobry, proszę, żeby pani doktor oddzwoniła na numer 692 416 338.',
    'Chodzi o zdjęcie rentgenowskie, które zostawiłem w zeszłym tygodniu.',
    'Tak.',
    NIE,
  ]),
  message(
    'p059',
    'pl',
    { includes: ['leczen'], callback: 'caller' },
    [
      'Dzień dobry, mam prośbę, żeby doktor Wiśniewska do mnie oddzwoniła w sprawie dalszego leczenia.',
      'Na ten numer, z którego dzwonię.',
      'Tak.',
      NIE,
    ],
    ['staff'],
  ),
  message('p060', 'pl', { includes: ['skierowan'], callback: '704882311' }, [
    'Dzień dobry, potrzebuję skierowania do ortodonty, czy ktoś mógłby do mnie oddzwonić?',
    'Siedem zero cztery, osiem osiem dwa, trzy jeden jeden.',
    'Tak.',
    NIE,
  ]),
  message('p061', 'pl', { includes: ['wycen'], callback: '512314442', notCallback: '512314424' }, [
    'Dzień dobry, zostawię wiadomość: proszę o kontakt w sprawie wyceny mostu. Numer 512 314 424.',
    'Przepraszam, pomyliłam się, końcówka to 442, czyli 512 314 442.',
    'Tak.',
    NIE,
  ]),
  message('p062', 'pl', { includes: ['zaswiadcz'], callback: '660213487' }, [
    'dzien dobry, prosze o kontakt w sprawie zaswiadczenia do szkoly dla corki, moj numer 660 213 487',
    'tak',
    'nie, dziekuje',
  ]),
  message('p063', 'en', { includes: ['crown'], callback: '601387245' }, [
    'Hi, could someone call me back about my crown? My number is 601 387 245.',
    'Yes.',
    NO,
  ]),
  message('p064', 'en', { includes: ['result'], callback: '604213876' }, [
    "Please ask the dentist to ring me back, it's about my test results.",
    'Six oh four, two one three, eight seven six.',
    'Yes.',
    NO,
  ]),
  message('p065', 'en', { includes: ['braces'], callback: '798123465', notCallback: '798123456' }, [
    "I'd like to leave a message about my daughter's braces. My number is 798 123 456, sorry, 798 123 465.",
    'Yes.',
    NO,
  ]),
  message('p066', 'en', { includes: ['quote'], callback: 'caller' }, [
    "Could someone get back to me about a quote for my treatment plan? This number's fine.",
    'Yes.',
    NO,
  ]),
]);
