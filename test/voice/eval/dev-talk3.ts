/**
 * Development callers of issue #21, talk part 3: a yes to a choice of several times (the earliest
 * when the caller asked for it, "first thing", "z samego rana", "jak najszybciej"; else asked once
 * more with the earliest proposed, and the next yes takes it); a bare "no"/"nothing" after "how
 * can I help?" late in the call closes it; a day's hours asked with the day's name in the plural
 * ("on Saturdays", "w czwartki", "at weekends"); a question about a visit the caller already has
 * ("mam u was pierwszą wizytę, co zabrać?") answered, not booked; at an offer, a time turned down
 * for a reason and another asked as a question ("is 12 free?"), a choice between days settled in
 * the last sentence ("czwartek czy piątek… może piątek o 9?"), and a yes with a question put first
 * ("tak, ale najpierw: ile to kosztuje?"). Negatives keep bookings booking and a single offer's yes.
 * In words of their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th, Wednesday the 25th, Thursday
 * the 26th, Friday the 27th, Saturday the 28th.
 */
import { as, book, type Caller, end, info, make, nothing } from './script.js';
import type { EvalCaller } from './types.js';

const EARLIEST_YES = as('talk3-earliest', [
  book('en-t3-first-thing-yes', { at: '2026-11-26 08:00', name: 'Paul Grant', service: 'Higienizacja' }, [
    'Could I have a scaling first thing on Thursday?',
    'Paul Grant',
    'Yes please',
    end('en'),
  ]),
  book('pl-t3-z-samego-rana', { at: '2026-11-26 08:00', name: 'Alicja Wrona', service: 'Przegląd' }, [
    'Chciałabym przegląd w czwartek z samego rana.',
    'Alicja Wrona',
    'Tak, może być.',
    end('pl'),
  ]),
  book('pl-t3-bez-ogonkow', { at: '2026-11-26 08:00', name: 'Alicja Wrona', service: 'Przegląd' }, [
    'chcialabym przeglad w czwartek z samego rana',
    'Tak, pasuje',
    'Alicja Wrona',
    end('pl'),
  ]),
  book('en-t3-plain-yes-twice', { at: '2026-11-26 12:00', name: 'Rita Moss' }, [
    'Do you have anything on Thursday afternoon?',
    'Yes.',
    'Yes, that one.',
    'Rita Moss',
    end('en'),
  ]),
  book('pl-t3-tak-dwa-razy', { at: '2026-11-26 12:00', name: 'Roman Dudek' }, [
    'Macie coś w czwartek po południu?',
    'Tak.',
    'Tak, może być.',
    'Roman Dudek',
    end('pl'),
  ]),
  book('pl-t3-imie-potem-tak', { at: '2026-11-26 12:00', name: 'Roman Dudek' }, [
    'Macie coś w czwartek po południu?',
    'Roman Dudek',
    'Tak.',
    'Tak.',
    end('pl'),
  ]),
  // "As soon as possible" with no day: three times of the first free day, a yes takes the first.
  book('pl-t3-jak-najszybciej-tak', { at: '2026-11-23 08:30', name: 'Wit Sowa' }, [
    'Muszę się dostać na przegląd jak najszybciej.',
    'Tak, poproszę.',
    'Wit Sowa',
    end('pl'),
  ]),
  book('en-t3-soonest-yes', { at: '2026-11-23 08:30', name: 'Liz Crane' }, [
    "Whatever's the soonest you have for a check-up, please.",
    'Yeah, fine.',
    'Liz Crane',
    end('en'),
  ]),
  // Negatives: a yes then a choice takes the one chosen; a single offer's yes books it.
  book('en-t3-yes-then-second', { at: '2026-11-26 12:30', name: 'Rita Moss' }, [
    'Do you have anything on Thursday afternoon?',
    'Yes.',
    'The second one.',
    'Rita Moss',
    end('en'),
  ]),
  // "Okay, the later one" after asking for the earliest: later times, not the earliest.
  make('en-t3-earliest-later-one', { outcome: 'no_action', says: ['10:00'] }, [
    "Whatever's the soonest you have for a check-up, please.",
    'OK, a later one, please.',
    end('en'),
    end('en'),
  ]),
  book('pl-t3-tak-jedna-oferta', { at: '2026-11-25 10:00', name: 'Ewa Sroka' }, [
    'Poproszę przegląd w środę o dziesiątej.',
    'Tak.',
    'Ewa Sroka',
    end('pl'),
  ]),
]);

const NOTHING_MORE: Caller[] = [
  book('pl-t3-tak-potem-nie', { at: '2026-11-25 10:00', name: 'Jerzy Pająk' }, [
    'Chcę się zapisać na przegląd w środę o dziesiątej.',
    'Jerzy Pająk',
    'Tak.',
    'Nie.',
  ]),
  book('pl-t3-tak-potem-nic', { at: '2026-11-25 10:00', name: 'Jerzy Pająk' }, [
    'Chcę się zapisać na przegląd w środę o dziesiątej.',
    'Jerzy Pająk',
    'Tak.',
    'Nic.',
  ]),
  book('en-t3-yes-then-no', { at: '2026-11-25 10:00', name: 'Dan Hope' }, [
    'I would like a check-up on Wednesday at ten.',
    'Dan Hope',
    'Yes.',
    'No.',
  ]),
  book('en-t3-yes-then-nothing', { at: '2026-11-25 10:00', name: 'Dan Hope' }, [
    'I would like a check-up on Wednesday at ten.',
    'Dan Hope',
    'Yeah.',
    'Nothing, actually.',
  ]),
  // Negative: a real question after "how can I help?" is still answered.
  book(
    'pl-t3-tak-potem-pytanie',
    { at: '2026-11-25 10:00', name: 'Jerzy Pająk' },
    [
      'Chcę się zapisać na przegląd w środę o dziesiątej.',
      'Jerzy Pająk',
      'Tak.',
      'Czy jest u was parking?',
      end('pl'),
    ],
    { outcome: ['booked', 'answered_faq'], facts: ['parking'] },
  ),
];

const DAY_HOURS: Caller[] = [
  info('en-t3-saturdays', ['Do you open on Saturdays?', end('en')], ['saturday', '13']),
  info('en-t3-sundays', ['Are you guys open Sundays?', end('en')], ['sunday', 'closed']),
  info('en-t3-weekends', ['Are you open at weekends?', end('en')], ['saturday', 'sunday']),
  info('en-t3-thursdays', ['What time do you close on Thursdays?', end('en')], ['thursday', '18']),
  info('pl-t3-soboty', ['Czy pracujecie w soboty?', end('pl')], ['sobot', '13']),
  info('pl-t3-niedziele', ['A w niedziele jesteście czynni?', end('pl')], ['niedziel', 'nieczynne']),
  info('pl-t3-czwartki', ['Do której jesteście otwarci w czwartki?', end('pl')], ['czwart', '18']),
  info('pl-t3-weekend', ['Jak pracujecie w weekendy?', end('pl')], ['sobot', 'niedziel']),
  info('pl-t3-piatek-i-sobota', ['A w piątek i sobotę przyjmujecie?', end('pl')], ['piat', 'sobot', '13']),
  info(
    'en-t3-fri-and-sat',
    ['Do you see patients on Fridays and Saturdays?', end('en')],
    ['friday', 'saturday'],
  ),
];

const VISIT_HELD = [
  make('pl-t3-mam-wizyte-co-zabrac', { outcome: 'answered_faq', facts: ['first_visit'] }, [
    'W czwartek mam u Państwa pierwszą wizytę, co powinnam przynieść?',
    end('pl'),
  ]),
  make('pl-t3-mam-wizyte-bez-ogonkow', { outcome: 'answered_faq', facts: ['first_visit'] }, [
    'dzien dobry, pojutrze mam u was pierwsza wizyte, co trzeba zabrac?',
    end('pl'),
  ]),
  make('en-t3-have-visit-bring', { outcome: 'answered_faq', facts: ['first_visit'] }, [
    "I've got my first appointment with you on Friday, what do I need to bring?",
    end('en'),
  ]),
  make('en-t3-coming-in-bring', { outcome: 'answered_faq', facts: ['first_visit'] }, [
    'I have my first appointment with you tomorrow, what should I bring?',
    end('en'),
  ]),
  make('pl-t3-przychodze-pierwszy-raz', { outcome: 'answered_faq', facts: ['first_visit'] }, [
    'Pojutrze przychodzę do was pierwszy raz, co trzeba mieć przy sobie?',
    end('pl'),
  ]),
  make('en-t3-seeing-you-first-time', { outcome: 'answered_faq', facts: ['first_visit'] }, [
    "I'm seeing you on Thursday for the first time. What do I need to bring along?",
    end('en'),
  ]),
  // Negatives: a first visit asked for is booked; a day asked with a question of times is a slot.
  book('en-t3-come-in-what-times', { at: '2026-11-24 08:00', name: 'Eve Hart' }, [
    'Can I come in tomorrow, what times do you have?',
    'The first one.',
    'Eve Hart',
    end('en'),
  ]),
  book('pl-t3-chce-pierwsza-wizyte', { at: '2026-11-26 08:00', name: 'Lena Kos' }, [
    'W czwartek chciałabym się umówić na pierwszą wizytę.',
    'Pierwszy.',
    'Lena Kos',
    end('pl'),
  ]),
  book('en-t3-book-first-visit', { at: '2026-11-26 08:00', name: 'Ian Lake' }, [
    "I'd like to book my first visit with you on Thursday.",
    'The first one.',
    'Ian Lake',
    end('en'),
  ]),
];

const OFFER_ANSWERS: Caller[] = [
  book('en-t3-busy-is-free', { at: '2026-11-25 12:00', name: 'Joe Marsh' }, [
    'Can I book a check-up on Wednesday at 10?',
    "Oh, 10 won't work, I'm at work then. Is 12 free?",
    'Yes.',
    'Joe Marsh',
    end('en'),
  ]),
  book('pl-t3-zajety-czy-wolna', { at: '2026-11-25 12:00', name: 'Olga Wilk' }, [
    'Poproszę przegląd w środę o dziesiątej.',
    'O dziesiątej nie dam rady, mam zebranie. Czy dwunasta jest wolna?',
    'Tak.',
    'Olga Wilk',
    end('pl'),
  ]),
  book('pl-t3-czwartek-czy-piatek', { at: '2026-11-27 09:00', name: 'Marek Ząb' }, [
    'Poproszę przegląd w środę o dziesiątej.',
    'Hmm, nie wiem, czwartek czy piątek by był lepszy. Może piątek o dziewiątej?',
    'Tak.',
    'Marek Ząb',
    end('pl'),
  ]),
  book('en-t3-torn-between', { at: '2026-11-28 11:00', name: 'Kim Bold' }, [
    'Can I book a check-up on Wednesday at 10?',
    "I'm torn between Thursday and Saturday, to be honest. How about Saturday at 11?",
    'Yes.',
    'Kim Bold',
    end('en'),
  ]),
  book(
    'pl-t3-tak-ale-cena',
    { at: '2026-11-25 10:00', name: 'Zofia Gil', service: 'Przegląd' },
    [
      'Poproszę przegląd w środę o dziesiątej.',
      'Tak, tylko najpierw chciałabym wiedzieć, ile to będzie kosztowało?',
      'Dobrze, to poproszę.',
      'Zofia Gil',
      end('pl'),
    ],
    { facts: ['checkup_price'] },
  ),
  book(
    'en-t3-yes-but-price',
    { at: '2026-11-25 10:00', name: 'Sam Reed', service: 'Wybielanie' },
    [
      'Could I book whitening on Wednesday at 10?',
      'Sounds good, but first, how much does it cost?',
      'OK, book it.',
      'Sam Reed',
      end('en'),
    ],
    { facts: ['whitening'] },
  ),
  // A yes and a question at a choice of times: the question answered, the choice asked again.
  book(
    'en-t3-choice-yes-but-price',
    { at: '2026-11-26 08:30', name: 'Tom Vale', service: 'Higienizacja' },
    [
      'Could I book a cleaning on Thursday morning?',
      'OK, but what will that cost me?',
      'The second one.',
      'Tom Vale',
      end('en'),
    ],
    { says: ['300'] },
  ),
  book(
    'en-t3-yes-and-parking',
    { at: '2026-11-25 10:00', name: 'Max Bird' },
    [
      'Can I book a check-up on Wednesday at 10?',
      'Yes, and is there somewhere to park?',
      'Yes.',
      'Max Bird',
      end('en'),
    ],
    { facts: ['parking'] },
  ),
  // Negatives: a busy clause with no time asked turns the offer down; a plain yes books.
  nothing('en-t3-busy-only', [
    'Can I book a check-up on Wednesday at 10?',
    "Sorry, I can't do 10, I have a meeting.",
    end('en'),
    end('en'),
  ]),
];

export const DEV_TALK3: EvalCaller[] = [
  ...EARLIEST_YES,
  ...as('talk3-nothing-more', NOTHING_MORE),
  ...as('talk3-day-hours', DAY_HOURS),
  ...as('talk3-visit-held', VISIT_HELD),
  ...as('talk3-offer-answers', OFFER_ANSWERS),
];
