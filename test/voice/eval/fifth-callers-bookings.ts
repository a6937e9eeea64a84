/**
 * The fifth fresh set (see `fifth.ts`): callers who book. Services named by what they do or
 * colloquially (booked with the service's length), name and number in one breath (digits, words,
 * corrections), times in the usual Polish and English forms and relative to what was just
 * offered, and callers who change their mind mid-call. Now is Monday 23 November 2026, 08:00.
 */
import { book, type Caller, make, NIE, NO } from './script.js';

const YES = 'Yes';
const TAK = 'Tak';

/** Services by description or colloquially: booked with the right service and length. */
export const SERVICE_BOOKINGS: Caller[] = [
  book('pl-svc-01', { at: '2026-11-24 10:00', service: 'Higienizacja', minutes: 60 }, [
    'Chciałbym się umówić na zdjęcie kamienia, najlepiej jutro o dziesiątej.',
    'Marek Zając, 503 412 678',
    TAK,
    NIE,
  ]),
  book('pl-svc-02', { at: '2026-11-27 13:00', service: 'Leczenie kanałowe', minutes: 90 }, [
    'Ząb mnie strasznie boli, dentysta mi mówił, że to będzie kanałówka. Da się w piątek o trzynastej?',
    'Grzegorz Wróbel, 605 734 218',
    TAK,
    NIE,
  ]),
  book('pl-svc-03', { at: '2026-11-25 14:00', service: 'Wybielanie', minutes: 90 }, [
    'Dzień dobry, chciałabym mieć bielsze zęby, bo mam niedługo ślub. Czy środa o czternastej jest wolna?',
    'Natalia Sikora, 519 832 467',
    TAK,
    NIE,
  ]),
  book('pl-svc-04', { at: '2026-11-24 08:00', service: 'Przegląd', minutes: 30 }, [
    'Dawno nie byłem u dentysty, chciałbym, żeby ktoś mi po prostu zajrzał do zębów. Jutro o ósmej się da?',
    'Robert Baran, 662 473 815',
    TAK,
    NIE,
  ]),
  book('en-svc-01', { at: '2026-11-26 15:00', service: 'Higienizacja', minutes: 60 }, [
    "I'd like to book a scale and polish for Thursday at 3 pm.",
    'Tom Walker, 516 742 389',
    YES,
    NO,
  ]),
  book('en-svc-02', { at: '2026-11-25 11:00', service: 'Ekstrakcja', minutes: 45 }, [
    "I've got a wisdom tooth that needs to come out. Could I come in on Wednesday at 11?",
    'Lucy Green, 698 531 274',
    YES,
    NO,
  ]),
  book('en-svc-03', { at: '2026-11-27 09:30', service: 'Przegląd', minutes: 30 }, [
    "I'd just like a routine dental check, Friday at half past nine if you can.",
    'Mark Taylor, 721 384 563',
    YES,
    NO,
  ]),
];

/** Name and number in one breath, the number in digits or words, corrected. */
export const NAME_AND_NUMBER: Caller[] = [
  book(
    'pl-name-01',
    { at: '2026-11-24 11:00', service: 'Przegląd', name: 'Tomasz Wójcik', phone: '+48604512378' },
    [
      'Dzień dobry, Tomasz Wójcik, numer 604 512 378, chciałbym się umówić na przegląd jutro o jedenastej.',
      TAK,
      NIE,
    ],
  ),
  book(
    'pl-name-02',
    { at: '2026-11-27 09:00', service: 'Przegląd', name: 'Paweł Kaczmarek', phone: '+48603421387' },
    [
      'Chciałbym się zapisać na kontrolę w piątek o dziewiątej.',
      'Nazywam się Paweł Kaczmarek, a numer to sześćset trzy, czterysta dwadzieścia jeden, trzysta osiemdziesiąt siedem.',
      TAK,
      NIE,
    ],
  ),
  book(
    'pl-name-03',
    { at: '2026-11-25 10:00', service: 'Przegląd', name: 'Agnieszka Dąbrowska', phone: '+48513789456' },
    [
      'Poproszę przegląd w środę o dziesiątej.',
      'Agnieszka Dąbrowska, telefon pięć jeden trzy, siedem osiem dziewięć, cztery pięć sześć.',
      TAK,
      NIE,
    ],
  ),
  book(
    'pl-name-04',
    { at: '2026-11-26 12:00', service: 'Przegląd', name: 'Michał Szymański', phone: '+48502637482' },
    [
      'Chciałbym umówić przegląd na czwartek w południe.',
      'Michał Szymański, 501 637 482.',
      'Nie, przepraszam, pomyliłem się, 502 a nie 501. Czyli 502 637 482.',
      TAK,
      NIE,
    ],
  ),
  book(
    'pl-name-05',
    { at: '2026-11-24 13:00', service: 'Higienizacja', name: 'Joanna Krawczyk', phone: '+48601478253' },
    [
      'Chciałabym się zapisać na higienizację jutro o trzynastej.',
      'Joanna Krawczyk, 601 478 235, oj nie, końcówka to 253, czyli 601 478 253.',
      TAK,
      NIE,
    ],
  ),
  book(
    'pl-name-06',
    { at: '2026-11-28 10:00', service: 'Przegląd', name: 'Beata Górska', phone: '+48605783142' },
    [
      'Czy mogę się umówić na przegląd w sobotę o dziesiątej?',
      'Beata Górska, numer sześćset pięć, siedemdziesiąt osiem, trzydzieści jeden, czterdzieści dwa.',
      TAK,
      NIE,
    ],
  ),
  book(
    'en-name-01',
    { at: '2026-11-24 14:00', service: 'Przegląd', name: 'John Smith', phone: '+48512678934' },
    ["Hi, this is John Smith, my number's 512 678 934, and I'd like a check-up tomorrow at 2 pm.", YES, NO],
  ),
  book(
    'en-name-02',
    { at: '2026-11-27 10:00', service: 'Higienizacja', name: 'Emma Brown', phone: '+48507321654' },
    [
      'Can I book a cleaning on Friday at 10?',
      "It's Emma Brown, and my number is five oh seven, three two one, six five four.",
      YES,
      NO,
    ],
  ),
  book(
    'en-name-03',
    { at: '2026-11-25 16:00', service: 'Przegląd', name: 'David Miller', phone: '+48698245731' },
    [
      "I'd like to book a check-up on Wednesday at 4 pm.",
      'David Miller, 698 245 713.',
      "Sorry, I got that wrong, it's 698 245 731.",
      YES,
      NO,
    ],
  ),
  book(
    'en-name-04',
    {
      at: '2026-11-28 10:00',
      service: 'Wybielanie',
      name: 'Sarah Jones',
      phone: '+48784516329',
      minutes: 90,
    },
    [
      'Could I book teeth whitening for Saturday at ten?',
      "Sarah Jones, that's plus four eight, seven eight four, five one six, three two nine.",
      YES,
      NO,
    ],
  ),
];

/** Times in the usual forms, and relative to the one just offered. */
export const TIMES: Caller[] = [
  book('pl-time-01', { at: '2026-11-24 10:30', service: 'Przegląd', minutes: 30 }, [
    'Poproszę przegląd jutro o wpół do jedenastej.',
    'Anna Pawlak, 502 318 647',
    TAK,
    NIE,
  ]),
  book('pl-time-02', { at: '2026-11-28 09:00', service: 'Przegląd', minutes: 30 }, [
    'Czy w sobotę o dziewiątej rano jest coś wolnego? Na kontrolę.',
    'Krzysztof Michalski, 667 238 491',
    TAK,
    NIE,
  ]),
  book('pl-time-03', { at: '2026-11-25 12:00', service: 'Przegląd', minutes: 30 }, [
    'Pojutrze w samo południe dałoby radę? Chodzi o przegląd.',
    'Monika Jaworska, 514 827 369',
    TAK,
    NIE,
  ]),
  book('pl-time-04', { at: '2026-11-24 15:00', service: 'Przegląd', minutes: 30 }, [
    'Chciałabym się umówić na przegląd jutro o czternastej.',
    'A mogłoby być jednak godzinę później?',
    'Dorota Adamczyk, 609 273 518',
    TAK,
    NIE,
  ]),
  book('pl-time-05', { at: '2026-11-30 10:00', service: 'Przegląd', minutes: 30 }, [
    'Czy mogę przyjść na przegląd w niedzielę o dziesiątej?',
    'Aha, szkoda. To może w poniedziałek trzydziestego, o tej samej godzinie?',
    'Jacek Dudek, 783 416 259',
    TAK,
    NIE,
  ]),
  book('pl-time-06', { at: '2026-11-23 16:00', service: 'Przegląd', minutes: 30 }, [
    'Czy dałoby się jeszcze dzisiaj po południu, tak o szesnastej? Na przegląd.',
    'Elżbieta Król, 531 684 297',
    TAK,
    NIE,
  ]),
  book('en-time-01', { at: '2026-11-24 15:30', service: 'Przegląd', minutes: 30 }, [
    'Can I book a check-up for tomorrow at half past three?',
    'Olivia Harris, 727 318 546',
    YES,
    NO,
  ]),
  book('en-time-02', { at: '2026-11-25 12:00', service: 'Przegląd', minutes: 30 }, [
    'Is Wednesday at noon free for a check-up?',
    'James Wilson, 608 347 295',
    YES,
    NO,
  ]),
  book('en-time-03', { at: '2026-11-26 10:30', service: 'Przegląd', minutes: 30 }, [
    "I'd like a check-up on Thursday at 10 am.",
    'Actually, could we make it half an hour later?',
    'Chloe Evans, 511 486 273',
    YES,
    NO,
  ]),
  book('en-time-04', { at: '2026-11-30 10:00', service: 'Przegląd', minutes: 30 }, [
    'Could I come in for a check-up on Sunday morning, around ten?',
    'Oh, okay. Then the Monday after, the 30th, same time?',
    'Daniel White, 694 528 317',
    YES,
    NO,
  ]),
];

/** The caller changes the day, the service or the whole idea mid-call. */
export const CHANGE_OF_MIND: Caller[] = [
  book('pl-mind-01', { at: '2026-11-26 10:00', service: 'Przegląd', minutes: 30 }, [
    'Chciałbym umówić przegląd na środę o dziesiątej.',
    'Albo nie, wie pani co, lepiej w czwartek, też o dziesiątej.',
    'Adam Nowicki, 506 283 714',
    TAK,
    NIE,
  ]),
  book(
    'pl-mind-02',
    { at: '2026-11-27 11:00', service: 'Higienizacja', minutes: 60 },
    [
      'Poproszę wizytę na przegląd w piątek o jedenastej.',
      'A właściwie to wolałabym od razu higienizację, jeśli się da.',
      'Magdalena Wieczorek, 693 418 275',
      TAK,
      NIE,
    ],
    { allow: ['checkup_price'] },
  ),
  make('pl-mind-03', { outcome: 'no_action', allow: ['whitening'] }, [
    'Chciałam się zapisać na wybielanie w sobotę o dziesiątej.',
    'Hmm, jednak nie, muszę to jeszcze przemyśleć. Zadzwonię później.',
    NIE,
  ]),
  book('pl-mind-04', { at: '2026-11-24 10:00', service: 'Przegląd', minutes: 30 }, [
    'Przegląd jutro o dziewiątej poproszę.',
    'Ewa Kamińska, 605 318 274',
    'Oj, przepraszam, jednak na dziewiątą nie zdążę. Może być o dziesiątej?',
    TAK,
    NIE,
  ]),
  book(
    'en-mind-01',
    { at: '2026-11-27 14:00', service: 'Przegląd', minutes: 30 },
    [
      "I'd like to book whitening for Friday at 2 pm.",
      'Hmm, actually, make that a regular check-up instead.',
      'Rachel Moore, 517 893 246',
      YES,
      NO,
    ],
    { allow: ['whitening'] },
  ),
  book('en-mind-02', { at: '2026-11-25 09:00', service: 'Higienizacja', minutes: 60 }, [
    'Can I get an appointment for a cleaning on Tuesday at 9?',
    'Wait, sorry, I meant Wednesday, not Tuesday.',
    'Ben Clarke, 788 365 421',
    YES,
    NO,
  ]),
  make('en-mind-03', { outcome: 'no_action', allow: ['checkup_price'] }, [
    'I wanted to book a check-up for tomorrow at 10 in the morning.',
    "Actually, never mind, I need to check my calendar first. I'll call back.",
    NO,
  ]),
];
