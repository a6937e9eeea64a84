/**
 * Development callers of issue #21 for times as people say them and changes of mind (written for
 * tuning, like `dev.ts`): a day in words ("drugiego grudnia"), a time moved relative to the one
 * offered ("dzień później", "anything earlier?", "wolę jednak dwunastą"), a change after the
 * booking (another day, another service, a corrected number) that replaces the appointment
 * instead of adding one, a surname that is also a time word, closings; and negatives that must
 * not book or change anything.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th, Wednesday the 25th,
 * Thursday the 26th, Friday the 27th, Monday the 30th, Wednesday 2 December.
 */
import { as, book, end, faq, make, message, nothing } from './script.js';
import type { EvalCaller } from './types.js';

const FORMS = as('times', [
  book('pl-tim-drugiego', { at: '2026-12-02 11:00', name: 'Zofia Kruk' }, [
    'Chciałabym się umówić na drugiego grudnia o jedenastej.',
    'Tak, pasuje.',
    'Zofia Kruk',
    end('pl'),
  ]),
  book('pl-tim-to-na', { at: '2026-11-30 09:00', name: 'Marek Sowa' }, [
    'Poproszę przegląd w piątek o dziesiątej.',
    'W piątek mam jednak delegację. To na poniedziałek, na dziewiątą.',
    'Tak.',
    'Marek Sowa',
    end('pl'),
  ]),
  book('en-tim-so-monday', { at: '2026-11-30 10:00', name: 'Rita Moss' }, [
    'Can I come in on Friday at nine?',
    "Hmm, Friday's tricky for me. So Monday at ten then?",
    'Yes, please.',
    'Rita Moss',
    end('en'),
  ]),
  // "Wieczorek" is a surname, not "evening": the one time offered is taken.
  book('pl-tim-wieczorek', { at: '2026-11-24 10:00', name: 'Jan Wieczorek', phone: '+48602111222' }, [
    'Jutro o dziesiątej poproszę.',
    'Jan Wieczorek, 602 111 222',
    end('pl'),
  ]),
]);

const MORE_FORMS = as('times', [
  book('pl-tim-kolo-poludnia', { at: '2026-11-26 12:00', name: 'Beata Sikora' }, [
    'Czy jest coś w czwartek koło południa?',
    'Tak, poproszę.',
    'Beata Sikora',
    end('pl'),
  ]),
  book('pl-tim-za-tydzien-sroda', { at: '2026-12-02 10:00', name: 'Leon Duda' }, [
    'Chciałbym przyjść za tydzień w środę, o dziesiątej.',
    'Tak.',
    'Leon Duda',
    end('pl'),
  ]),
  book('en-tim-half-nine', { at: '2026-11-26 09:30', name: 'Kate Rowe' }, [
    'Could I come in on Thursday at half nine?',
    'Yes.',
    'Kate Rowe',
    end('en'),
  ]),
  // "pierwsza wolna godzina" is the earliest free time, not one o'clock.
  book('pl-tim-pierwsza-wolna', { at: '2026-11-26 08:00', name: 'Irena Bór' }, [
    'Poproszę na pierwszą wolną godzinę w czwartek.',
    'Tak.',
    'Irena Bór',
    end('pl'),
  ]),
  book('pl-tim-jak-otwieracie', { at: '2026-11-25 08:00', name: 'Stefan Kula' }, [
    'W środę z samego rana, jak tylko otwieracie, da się?',
    'Świetnie, to poproszę. Stefan Kula.',
    end('pl'),
  ]),
  book('en-tim-as-early', { at: '2026-11-27 08:00', name: 'Mia Ford' }, [
    'Can I get a cleaning on Friday morning, as early as you can?',
    'Great, the name is Mia Ford.',
    end('en'),
  ]),
  // Negative: the opening time asked for a day is answered, nothing is booked.
  make('pl-tim-otwarcie-pytanie', { outcome: ['answered_faq', 'no_action'], says: ['13'] }, [
    'O której otwieracie w sobotę?',
    end('pl'),
  ]),
]);

const RELATIVE = as('times', [
  book('pl-tim-dzien-pozniej', { at: '2026-11-26 13:00', name: 'Ewa Gil' }, [
    'Czy mogę przyjść w środę o trzynastej?',
    'Hmm, a może dzień później, o tej samej porze?',
    'Tak, dobrze.',
    'Ewa Gil',
    end('pl'),
  ]),
  book('en-tim-next-day', { at: '2026-11-27 15:00', name: 'Paul Webb' }, [
    'Could I book something on Thursday at 3 pm?',
    'Actually, could we do the next day, same time?',
    'Yes.',
    'Paul Webb',
    end('en'),
  ]),
  book('pl-tim-cos-pozniej', { at: '2026-11-24 13:30', name: 'Adam Bąk' }, [
    'Macie coś jutro po południu?',
    'A coś trochę później?',
    'Ta pierwsza.',
    'Adam Bąk',
    end('pl'),
  ]),
  book('en-tim-earlier', { at: '2026-11-25 13:30', name: 'Nina Hart' }, [
    'Is Wednesday at 2 pm free?',
    'Anything a bit earlier?',
    'The last one.',
    'Nina Hart',
    end('en'),
  ]),
  book('pl-tim-wole-dwunasta', { at: '2026-11-26 12:00', name: 'Olga Ryś' }, [
    'Czy mogę przyjść w czwartek o dziesiątej?',
    'Albo nie, wolę jednak dwunastą.',
    'Tak.',
    'Olga Ryś',
    end('pl'),
  ]),
]);

const AFTER_BOOKING = as('change', [
  book('pl-tim-po-rezerwacji-dzien', { at: '2026-11-26 09:00', name: 'Anna Wrona' }, [
    'Chcę się zapisać na przegląd w środę o dziewiątej.',
    'Tak.',
    'Anna Wrona',
    'Przepraszam, jednak w czwartek, o tej samej godzinie.',
    'Tak.',
    end('pl'),
  ]),
  book('en-tim-after-booking-day', { at: '2026-11-27 11:00', name: 'Greg Lane' }, [
    'I would like a check-up on Tuesday at 10.',
    'Yes.',
    'Greg Lane',
    'Actually, could we make it Friday at 11 instead?',
    'Yes, that works.',
    end('en'),
  ]),
  book(
    'en-tim-after-booking-service',
    { at: '2026-11-24 14:00', name: 'Tom Hardy', service: 'Higienizacja', minutes: 60 },
    [
      'Can you book me a check-up tomorrow at 2 pm?',
      'Yes.',
      'Tom Hardy',
      "Actually, I'd rather have a cleaning instead, at the same time.",
      end('en'),
    ],
  ),
  book(
    'pl-tim-po-rezerwacji-usluga',
    { at: '2026-11-25 10:00', name: 'Piotr Lis', service: 'Wybielanie', minutes: 90 },
    [
      'Zapiszę się na przegląd w środę o dziesiątej.',
      'Pasuje.',
      'Piotr Lis',
      'A wie pani co, wolałbym jednak wybielanie, w tym samym terminie.',
      end('pl'),
    ],
  ),
  book('pl-tim-po-rezerwacji-numer', { at: '2026-11-24 11:00', name: 'Jan Kos', phone: '+48601222334' }, [
    'Umówię się jutro o jedenastej.',
    'Tak.',
    'Jan Kos, 601 222 333',
    'Przepraszam, pomyliłem się, nie trzysta trzydzieści trzy, tylko 334. Czyli 601 222 334.',
    end('pl'),
  ]),
  book('en-tim-after-booking-number', { at: '2026-11-25 15:00', name: 'Amy Cole', phone: '+48733100201' }, [
    'Wednesday at 3 pm, please.',
    'Yes.',
    'Amy Cole, 733 100 210',
    "Sorry, I got the number wrong, it's 733 100 201.",
    end('en'),
  ]),
  // Negatives: a question or a thank-you after the booking changes nothing of it.
  book(
    'pl-tim-po-rezerwacji-pytanie',
    { at: '2026-11-24 12:00', name: 'Iga Pawlak' },
    ['Jutro o dwunastej poproszę.', 'Tak.', 'Iga Pawlak', 'Dziękuję, a czy jest u was parking?', end('pl')],
    { facts: ['parking'] },
  ),
  book('en-tim-after-booking-thanks', { at: '2026-11-24 09:00', name: 'Dan Shaw' }, [
    'Tomorrow at 9, please.',
    'Yes.',
    'Dan Shaw',
    "No, that's all, sorry, I got a bit confused but it's fine.",
  ]),
]);

const CLOSINGS = as('closing', [
  faq('pl-tim-nie-mam-pytan', ['parking'], ['Czy macie parking?', 'Dobrze, dzięki, nie mam więcej pytań.']),
  faq(
    'en-tim-no-more-questions',
    ['parking'],
    ['Is there parking?', 'OK, I have no more questions, thanks.'],
  ),
  nothing('pl-tim-na-razie-nie', ['Chciałbym się umówić jutro.', 'Na razie nie, dziękuję.']),
  nothing('en-tim-not-now', ['Could I book something for Thursday?', 'Not right now, thanks.']),
  // Negative: the caller who will call later is not booked.
  nothing('pl-tim-zadzwonie', ['Macie coś jutro rano?', 'Dobrze, to ja jeszcze zadzwonię później.']),
  make('en-tim-later-no', { outcome: 'no_action' }, [
    'Anything on Friday?',
    "I'll call you back later, bye.",
  ]),
]);

/** A visit mentioned as context, or a booking refused outright: the question is answered, nothing booked. */
const NOT_BOOKING = as('not-a-booking', [
  faq(
    'en-tim-nb-already',
    ['parking'],
    ["I already have a booking for Wednesday, I'm only calling to check if there's parking.", end('en')],
  ),
  faq(
    'pl-tim-nb-nie-dzwonie',
    ['cards'],
    ['Nie dzwonię, żeby się zapisać, chciałam tylko zapytać, czy można płacić kartą.', end('pl')],
  ),
  faq(
    'pl-tim-nb-ide-na-przeglad',
    ['parking'],
    ['Idę do was na przegląd w piątek. Czy jest gdzie zaparkować?', end('pl')],
  ),
  faq(
    'en-tim-nb-not-trying',
    ['wifi'],
    ["I'm not trying to book anything, is there wifi in the waiting room?", end('en')],
  ),
  faq(
    'en-tim-nb-got-appt',
    ['cards'],
    ["I've got an appointment on Thursday. Can I pay by card?", end('en')],
  ),
  // …but a request beside such context is still a booking.
  book('en-tim-nb-still-books', { at: '2026-11-27 10:00', name: 'Joe Park' }, [
    "I've got an appointment elsewhere on Thursday, so could I book one here for Friday at 10?",
    'Yes.',
    'Joe Park',
    end('en'),
  ]),
]);

/** Urgency denied is no urgency: a message, not an emergency transfer. */
const NOT_URGENT = as('message', [
  message('en-tim-not-urgent', { includes: ['bill'], callback: '512600700' }, [
    'Could someone call me back about my bill? My name is Ruth Bell, 512 600 700. It is not urgent.',
    end('en'),
  ]),
  message('pl-tim-nic-pilnego', { includes: ['wynik'], callback: 'caller' }, [
    'To nic pilnego, proszę tylko przekazać, że wyniki badań przyniosę w piątek.',
    end('pl'),
  ]),
]);

/** The number and the name as people correct and repeat them. */
const SLOTS = as('slot-filling', [
  book('en-tim-tail-fix', { at: '2026-11-26 11:00', name: 'Lena Ward', phone: '+48601345790' }, [
    'Thursday at 11, please. Lena Ward, six zero one, three four five, seven nine one. Sorry, seven nine zero at the end.',
    'Yes.',
    end('en'),
  ]),
  message('pl-tim-koncowka', { includes: ['rachun'], callback: '603200411', notCallback: '603200410' }, [
    'Proszę o telefon w sprawie rachunku. Ewa Lis, numer sześćset trzy, dwieście, czterysta dziesięć, nie, na końcu czterysta jedenaście.',
    end('pl'),
  ]),
  book('pl-tim-nazwisko-powtorzone', { at: '2026-11-24 15:00', name: 'Marta Zając' }, [
    'Proszę zapisać na nazwisko Zając, Marta Zając, jutro o piętnastej.',
    'Tak.',
    end('pl'),
  ]),
  // A change of mind into a question: the lead words do not hide it.
  faq(
    'pl-tim-a-nie-zapytam',
    ['parking'],
    [
      'Chciałabym się zapisać na czwartek.',
      'A nie, jednak tylko zapytam, czy jest u was parking?',
      end('pl'),
    ],
  ),
]);

export const DEV_TIMES: EvalCaller[] = [
  ...SLOTS,
  ...NOT_BOOKING,
  ...NOT_URGENT,
  ...FORMS,
  ...MORE_FORMS,
  ...RELATIVE,
  ...AFTER_BOOKING,
  ...CLOSINGS,
];
