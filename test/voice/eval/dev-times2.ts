/**
 * Development callers of issue #21 for times said in words and changes of mind in one breath
 * (written for tuning, like `dev.ts`): a word hour with a part of the day or am/pm ("ten in the
 * morning", "siódma wieczorem" is out of hours, "ten fifteen a.m."), English ordinal dates ("the
 * second of December"), the Polish nominative ordinal ("drugi grudnia"), "this afternoon" as today,
 * an hour said that wins over a part of the day or a limit it does not fall in ("bo rano mam
 * zajęcia", "kończę pracę o czwartej"), a caller correcting the day or time they just said
 * ("…a nie, przepraszam, w piątek", "oh wait, make it Tuesday, same time", "albo nie, pół
 * godziny wcześniej"), and a yes with the name to the one time offered ("Cool, sounds good. Ann
 * Lee", "Dziesiąta, tak. Jan Kos"). Negatives: a day ruled out is not booked, a correction with
 * no new time keeps the first, a name alone after a question is not a yes.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th, Wednesday the 25th,
 * Thursday the 26th, Friday the 27th, Monday the 30th, Wednesday 2 December.
 */
import { as, book, end, faq, make, missed, nothing, PRICES } from './script.js';
import type { EvalCaller } from './types.js';

const WORD_TIMES = as('times', [
  book('en-tim2-ten-morning', { at: '2026-11-25 10:00', name: 'Laura Hale' }, [
    'Can I get a check-up on Wednesday, ten in the morning?',
    'Yes.',
    'Laura Hale',
    end('en'),
  ]),
  book('en-tim2-two-afternoon', { at: '2026-11-26 14:00', name: 'Tom Reed' }, [
    'Do you have Thursday, two in the afternoon, for a cleaning?',
    'Yes, that suits me.',
    'Tom Reed',
    end('en'),
  ]),
  book('en-tim2-ten-fifteen-am', { at: '2026-11-24 10:30', name: 'Nora Finch' }, [
    'Is there anything tomorrow around ten thirty a.m. for a check-up?',
    'Sure.',
    'Nora Finch',
    end('en'),
  ]),
  book('en-tim2-second-december', { at: '2026-12-02 09:00', name: 'Paul Grant' }, [
    'Could I book a check-up on the second of December at nine?',
    'Yes please.',
    'Paul Grant',
    end('en'),
  ]),
  book('en-tim2-december-third', { at: '2026-12-03 15:00', name: 'Ella Stone' }, [
    "I'd like a check-up on December the third, at three p.m.",
    'Yes.',
    'Ella Stone',
    end('en'),
  ]),
  book('pl-tim2-drugi-grudnia', { at: '2026-12-02 13:00', name: 'Teresa Mróz' }, [
    'Czy mogłabym przyjść na przegląd drugi grudnia o trzynastej?',
    'Tak.',
    'Teresa Mróz',
    end('pl'),
  ]),
  book('pl-tim2-osma-rano', { at: '2026-11-25 08:00', name: 'Adam Pawlik' }, [
    'Przegląd w środę, ósma rano, da się?',
    'Tak, pasuje.',
    'Adam Pawlik',
    end('pl'),
  ]),
  book('en-tim2-this-afternoon', { at: '2026-11-23 15:00', name: 'Ruth Hill' }, [
    'Could you squeeze me in for a check-up this afternoon at three?',
    'Yes.',
    'Ruth Hill',
    end('en'),
  ]),
  book('en-tim2-eleven-ideal', { at: '2026-11-24 11:00', name: 'Gina Ross' }, [
    'A check-up tomorrow please. Eleven would be perfect.',
    'Yes.',
    'Gina Ross',
    end('en'),
  ]),
]);

const TIME_WINS = as('times', [
  // "Rano mam zajęcia" is the reason, not the part of the day wanted: the hour said wins.
  book('pl-tim2-wpol-pierwsza-rano-zajecia', { at: '2026-11-27 12:30', name: 'Olga Baran' }, [
    'Na przegląd w piątek o wpół do pierwszej, bo rano mam zajęcia.',
    'Tak.',
    'Olga Baran',
    end('pl'),
  ]),
  // "Kończę pracę o czwartej" is not "before four": the hour said wins.
  book('pl-tim2-do-czwartej-kwadrans-po', { at: '2026-11-26 16:30', name: 'Iwona Czech' }, [
    'Pracuję do czwartej, więc w czwartek o wpół do piątej na przegląd.',
    'Tak, dobrze.',
    'Iwona Czech',
    end('pl'),
  ]),
  book('en-tim2-work-till-four', { at: '2026-11-25 16:30', name: 'Dan Cole' }, [
    'I work until four, so Wednesday at half past four for a check-up?',
    'Yes.',
    'Dan Cole',
    end('en'),
  ]),
]);

const CORRECTED = as('change', [
  book('pl-tim2-a-nie-piatek', { at: '2026-11-27 10:00', name: 'Ewa Lis' }, [
    'Poproszę przegląd w czwartek o dziesiątej. A nie, przepraszam, w piątek, w czwartek mam dyżur.',
    'Tak.',
    'Ewa Lis',
    end('pl'),
  ]),
  book('pl-tim2-pol-godziny-wczesniej', { at: '2026-11-24 13:30', name: 'Jerzy Wolak' }, [
    'Przegląd jutro o czternastej, albo nie, pół godziny wcześniej.',
    'Tak.',
    'Jerzy Wolak',
    end('pl'),
  ]),
  book('en-tim2-wait-tuesday', { at: '2026-11-24 15:00', name: 'Amy Shaw' }, [
    'Could I have a check-up Wednesday at three? Oh wait, Wednesday is out, could we do Tuesday instead, same time?',
    'Yes.',
    'Amy Shaw',
    end('en'),
  ]),
  book('en-tim2-actually-later', { at: '2026-11-26 16:00', name: 'Ben Kerr' }, [
    "I'd like a check-up Thursday at nine. Actually, nine is too early. Four p.m. would be better.",
    'Yes.',
    'Ben Kerr',
    end('en'),
  ]),
  book('pl-tim2-ta-sama-godzina-inny-dzien', { at: '2026-11-30 11:00', name: 'Kamila Sowa' }, [
    'Wizyta w piątek o jedenastej. Przepraszam, w piątek nie mogę, to w poniedziałek o tej samej godzinie.',
    'Tak.',
    'Kamila Sowa',
    end('pl'),
  ]),
  // Negative: "przepraszam" with nothing new about the time keeps the time said first.
  book('pl-tim2-przepraszam-bez-zmiany', { at: '2026-11-24 10:00', name: 'Rafał Maj' }, [
    'Przegląd jutro o dziesiątej, przepraszam, że tak późno dzwonię.',
    'Tak.',
    'Rafał Maj',
    end('pl'),
  ]),
  // Negative: only a day ruled out, no other day: nothing booked on it.
  nothing('pl-tim2-tylko-odmowa', ['Czy macie coś w środę?', 'W środę jednak nie mogę, zadzwonię jeszcze.']),
]);

const YES_AND_NAME = as('times', [
  book('en-tim2-cool-name', { at: '2026-11-25 09:00', name: 'Ann Lee' }, [
    'Check-up on Wednesday at nine?',
    'Cool, sounds good. Ann Lee',
    end('en'),
  ]),
  book('pl-tim2-godzina-tak-imie', { at: '2026-11-26 10:00', name: 'Jan Kos' }, [
    'Przegląd w czwartek o dziesiątej.',
    'Dziesiąta, tak. Jan Kos',
    end('pl'),
  ]),
  book('pl-tim2-spoko-imie', { at: '2026-11-24 12:00', name: 'Piotr Bąk' }, [
    'Jest coś jutro w południe na przegląd?',
    'Spoko, biorę. Piotr Bąk',
    end('pl'),
  ]),
  // Negative: a name after a question about another time does not take the time offered.
  make('en-tim2-name-but-question', { outcome: 'no_action' }, [
    'Check-up on Friday at ten?',
    'Is there nothing on Thursday? Maria Dunn',
    end('en'),
  ]),
]);

const SWAP_SERVICE = as('change', [
  book(
    'pl-tim2-zamiast-higienizacja',
    { at: '2026-11-25 10:00', service: 'Higienizacja', name: 'Lena Wróbel' },
    [
      'Chciałabym przegląd w środę o dziesiątej.',
      'Hmm, a może zamiast tego zróbmy od razu higienizację, o tej samej godzinie?',
      'Tak.',
      'Lena Wróbel',
      end('pl'),
    ],
  ),
  book('en-tim2-cleaning-instead', { at: '2026-11-26 14:00', service: 'Higienizacja', name: 'Jack Moore' }, [
    'Check-up on Thursday at two, please.',
    'Could I have a cleaning instead, in the same slot?',
    'Yes.',
    'Jack Moore',
    end('en'),
  ]),
  // Negative: a price asked of another service is a question, the check-up offered stays.
  book(
    'pl-tim2-cena-innej-uslugi',
    { at: '2026-11-27 09:00', service: 'Przegląd', name: 'Ida Górska' },
    [
      'Przegląd w piątek o dziewiątej.',
      'A ile kosztuje higienizacja?',
      'Dobrze, to jednak sam przegląd w piątek o dziewiątej.',
      'Tak.',
      'Ida Górska',
      end('pl'),
    ],
    { says: ['300'], allow: PRICES },
  ),
]);

/** Booked already and calling with a question: answered, not offered another booking. */
const BOOKED_ASKS = as('not-a-booking', [
  faq(
    'pl-tim2-zapisany-pyta-parking',
    ['parking'],
    ['Jestem umówiony na czwartek i chciałem tylko zapytać, czy macie parking.', end('pl')],
  ),
  faq(
    'en-tim2-booked-asks-parking',
    ['parking'],
    ["I've got an appointment on Friday, I just wanted to ask: do you have parking?", end('en')],
  ),
  // Negative: a question nobody answered is "I don't know", not a booking nor an invention.
  missed('pl-tim2-zapisana-pyta-nieznane', [
    'Jestem umówiona na jutro i chciałam zapytać, czy mogę przyjść z psem.',
    end('pl'),
  ]),
]);

export const DEV_TIMES2: EvalCaller[] = [
  ...BOOKED_ASKS,
  ...WORD_TIMES,
  ...TIME_WINS,
  ...CORRECTED,
  ...YES_AND_NAME,
  ...SWAP_SERVICE,
];
