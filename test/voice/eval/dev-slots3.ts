/**
 * Development callers of issue #21 for times and slot filling the way a careful receptionist
 * hears them (written for tuning, like `dev.ts`): an hour at the edge of the part of the day said
 * with it ("o piątej po południu" is 17:00 and is searched); a time that only sets the scene,
 * then the one proposed ("kończę o wpół do trzeciej, więc może o trzeciej?"); a shift asked after
 * other times were offered instead of a closed hour moves the hour asked for; an answer to an
 * offer that carries only details (a name, a number, a service, a spelling, a correction in the
 * same breath) takes the offer with them; a name said to a choice of times is kept while the
 * time is chosen; "same time"/"o tej samej godzinie" after the booking moves the appointment just
 * booked (never a second one), and a name corrected after the booking replaces it. Negatives: a
 * "to może być?" is no new time, a single offer shifted moves that offer, a question after the
 * booking changes nothing, a number said in a question is not a booking detail.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th, Wednesday the 25th,
 * Thursday the 26th, Friday the 27th, Monday the 30th.
 */
import { as, book, end, make } from './script.js';
import type { EvalCaller } from './types.js';

const HOURS = as('times', [
  book('pl-sl3-piata-po-poludniu', { at: '2026-11-26 17:00', name: 'Jolanta Bąk' }, [
    'Czy w czwartek o piątej po południu znajdzie się miejsce na przegląd?',
    'Tak.',
    'Jolanta Bąk',
    end('pl'),
  ]),
  book('pl-sl3-wiec-moze-o-trzeciej', { at: '2026-11-25 15:00', name: 'Hubert Czaja' }, [
    'Chciałbym przegląd w środę. Lekcje kończę o wpół do trzeciej, więc może o trzeciej?',
    'Tak, pasuje.',
    'Hubert Czaja',
    end('pl'),
  ]),
  book('en-sl3-so-maybe', { at: '2026-11-26 16:30', name: 'Owen Price' }, [
    'A check-up on Thursday, please. I get off work at four, so maybe half past four?',
    'Yes.',
    'Owen Price',
    end('en'),
  ]),
  // Negative: "to może być?" proposes nothing; the hour said stays.
  book('pl-sl3-to-moze-byc', { at: '2026-11-24 09:00', name: 'Lena Wróbel' }, [
    'Przegląd jutro o dziewiątej, to może być?',
    'Tak.',
    'Lena Wróbel',
    end('pl'),
  ]),
  book('en-sl3-hour-earlier-than-asked', { at: '2026-11-25 17:00', name: 'Ivy Cole' }, [
    'Could I have a check-up on Wednesday at 6 pm?',
    'How about an hour earlier then?',
    'Yes.',
    'Ivy Cole',
    end('en'),
  ]),
  // Negative: one time offered, no hour asked for: the shift moves the time offered.
  book('pl-sl3-jedna-propozycja-pozniej', { at: '2026-11-30 08:30', name: 'Maria Kubik' }, [
    'Poproszę przegląd w poniedziałek, jak najwcześniej.',
    'A pół godziny później?',
    'Tak.',
    'Maria Kubik',
    end('pl'),
  ]),
]);

const DETAILS = as('slot_filling', [
  book('pl-sl3-numer-poprawiony', { at: '2026-11-25 11:00', name: 'Jolanta Sikora', phone: '+48600111223' }, [
    'Przegląd w środę o jedenastej, jest wolne?',
    'Jolanta Sikora, numer 600 111 222, nie, przepraszam, na końcu trzy. 600 111 223.',
    end('pl'),
  ]),
  book('en-sl3-for-my-daughter', { at: '2026-11-24 13:00', name: 'Amy Ellis' }, [
    'Have you got a check-up tomorrow at one?',
    "Mark Ellis... no, sorry, it's for my daughter. Amy Ellis.",
    end('en'),
  ]),
  book('pl-sl3-dla-zony', { at: '2026-11-27 10:00', name: 'Irena Mazur' }, [
    'Czy jest wolny termin w piątek o dziesiątej na przegląd?',
    'Tomasz Mazur, a nie, zaraz, to dla żony. Irena Mazur.',
    end('pl'),
  ]),
  book('en-sl3-spelled', { at: '2026-11-26 09:30', name: 'Kate Moss' }, [
    'Thursday at half past nine for a check-up, is that free?',
    "Kate Moss, that's M-O-S-S.",
    end('en'),
  ]),
  book('en-sl3-number-only', { at: '2026-11-27 14:00', name: 'Ben Ford', phone: '+48733221144' }, [
    "Hi, it's Ben Ford. Could I book a check-up on Friday at two?",
    "The number's 733 221 144.",
    end('en'),
  ]),
  book('en-sl3-service-reply', { at: '2026-11-26 11:00', service: 'Higienizacja', name: 'Zoe Hart' }, [
    'Is Thursday at eleven free?',
    'For a cleaning.',
    'Yes.',
    'Zoe Hart',
    end('en'),
  ]),
  book('pl-sl3-usluga-w-odpowiedzi', { at: '2026-11-24 12:00', service: 'Przegląd', name: 'Adam Lis' }, [
    'Jutro w południe coś jest?',
    'Na kontrolę.',
    'Tak, poproszę.',
    'Adam Lis',
    end('pl'),
  ]),
  book('pl-sl3-nazwisko-do-listy', { at: '2026-11-30 08:00', name: 'Ewa Kruk' }, [
    'Przegląd w poniedziałek rano, proszę.',
    'Ewa Kruk',
    'Ten pierwszy.',
    end('pl'),
  ]),
]);

const AFTER = as('change_of_mind', [
  book('pl-sl3-przeniesc-ta-sama-godzina', { at: '2026-11-26 10:00', name: 'Marek Sowa' }, [
    'Przegląd w środę o dziesiątej.',
    'Marek Sowa',
    'Tak',
    'A da się to przełożyć na czwartek, o tej samej godzinie?',
    'Tak.',
    end('pl'),
  ]),
  book('en-sl3-move-same-time', { at: '2026-11-30 15:00', name: 'Lucy Dean' }, [
    'A check-up on Friday at three, please.',
    'Lucy Dean',
    'Yes',
    'Actually, could you move it to Monday, same time?',
    'Yes.',
    end('en'),
  ]),
  book('en-sl3-name-corrected', { at: '2026-11-25 12:00', name: 'Rachel Green' }, [
    'Check-up on Wednesday at noon?',
    'Rachel Greene',
    "Sorry, it's Rachel Green, without the e at the end. Rachel Green.",
    end('en'),
  ]),
  // Negative: a question after the booking leaves the appointment as it is.
  make(
    'pl-sl3-pytanie-po-rezerwacji',
    {
      outcome: ['booked', 'answered_faq'],
      appointment: { at: '2026-11-24 11:00', name: 'Olga Pawlak' },
      facts: ['parking'],
    },
    ['Przegląd jutro o jedenastej.', 'Olga Pawlak', 'Tak', 'Przepraszam, a jest u was parking?', end('pl')],
  ),
  // Negative: an apology opening a question about a day's hours moves nothing.
  make(
    'pl-sl3-przepraszam-pytanie-o-dzien',
    {
      outcome: ['booked', 'answered_faq', 'no_action'],
      appointment: { at: '2026-11-26 10:00', name: 'Irena Sowa' },
      says: ['13:00'],
    },
    [
      'Poproszę przegląd w czwartek o dziesiątej.',
      'Irena Sowa',
      'Tak',
      'Przepraszam, a w sobotę jesteście otwarci?',
      end('pl'),
    ],
  ),
  make(
    'en-sl3-sorry-open-saturday',
    {
      outcome: ['booked', 'answered_faq', 'no_action'],
      appointment: { at: '2026-11-25 10:00', name: 'Laura Finch' },
      says: ['13:00'],
    },
    [
      'A check-up on Wednesday at ten, please.',
      'Laura Finch',
      'Sorry, are you open on Saturday too?',
      end('en'),
    ],
  ),
]);

/** Negative: a question in answer to the offer is answered, nothing booked. */
const NOT_DETAILS = as('slot_filling', [
  make('pl-sl3-pytanie-nie-dane', { outcome: 'answered_faq', facts: ['parking'] }, [
    'Przegląd w czwartek o dziewiątej.',
    'A czy jest u was parking?',
    end('pl'),
    end('pl'),
  ]),
]);

export const DEV_SLOTS3: EvalCaller[] = [...HOURS, ...DETAILS, ...AFTER, ...NOT_DETAILS];
