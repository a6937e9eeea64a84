/**
 * Development callers of the seventeenth round: an hour said right after a weekday and a comma
 * ("Czwartek, jedenasta, …", "Thursday, eleven, …", "Wtorek, 9, …"); a yes to a choice of times
 * when the hour said was not understood (the hour asked for, not the earliest taken); a limit
 * before opening or after closing (the day's opening or closing time said, the nearest time
 * offered); the day of a question carried to a wish said after its answer; teeth described
 * (yellow, to be made whiter; "zęby przejrzeć"); a price asked colloquially ("ile chodzi", "sam
 * przegląd, bez niczego") or of "it" at an offer after "hang on", and holding off after it ("I'll
 * leave it for now"); the cancellation terms asked beside an appointment one has. Negatives: what
 * must stay as it was. In words of their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th, Saturday the 28th.
 */
import { as, book, faq, info, make, message, missed, NIE, NO, nothing, PRICES } from './script.js';
import type { EvalCaller } from './types.js';

export const DEV_S17: EvalCaller[] = [
  ...as('s17-hour-after-day', [
    book('pl-s17-czwartek-jedenasta', { at: '2026-11-26 11:00', service: 'Higienizacja' }, [
      'Czwartek, jedenasta, da się na higienizację?',
      'Tak. Dorota Wilk.',
      NIE,
    ]),
    book('pl-s17-piatek-minuty', { at: '2026-11-27 14:30', service: 'Wybielanie' }, [
      'Na wybielanie bym prosiła. Piątek, czternasta trzydzieści.',
      'Tak, pasuje. Alicja Sowa.',
      NIE,
    ]),
    book('pl-s17-wtorek-cyfry', { at: '2026-11-24 09:00', service: 'Przegląd' }, [
      'Przegląd. Wtorek, 9, jest wolne?',
      'Tak. Jerzy Kos.',
      NIE,
    ]),
    book('en-s17-thursday-eleven', { at: '2026-11-26 11:00', service: 'Przegląd' }, [
      'Thursday, eleven, is that free for a check-up?',
      'Yes. Hugh Grant.',
      NO,
    ]),
    // Negative: "pierwsza wizyta" is the first visit, not one o'clock.
    book('pl-s17-pierwsza-wizyta', { at: '2026-11-26 09:00', service: 'Przegląd' }, [
      'Czwartek, pierwsza wizyta u was, na przegląd.',
      'O dziewiątej.',
      'Tak. Bogdan Ryś.',
      NIE,
    ]),
  ]),
  ...as('s17-hour-unread', [
    // The hour is not understood: the yes to the choice asked again asks for it.
    book(
      'pl-s17-tak-godzina-niezrozumiana',
      { at: '2026-11-25 10:00', service: 'Przegląd', name: 'Wanda Lis' },
      ['Na przegląd. Środa, tak ta dziesiąta, da radę?', 'Wanda Lis', 'Tak', 'Na dziesiątą', 'Tak', NIE],
      { says: ['nie doslyszalam godziny'] },
    ),
    // Negative: no hour said, the yes to the choice asked again takes the earliest.
    book('pl-s17-tak-bez-godziny', { at: '2026-11-25 08:00', service: 'Przegląd', name: 'Marian Bąk' }, [
      'Przegląd w środę, proszę.',
      'Marian Bąk',
      'Tak',
      NIE,
    ]),
  ]),
  ...as('s17-outside-hours', [
    book('pl-s17-przed-osma', { at: '2026-11-26 08:00', service: 'Higienizacja' }, [
      'Czy w czwartek przed ósmą da się przyjść na higienizację?',
      'Dobrze, to na ósmą.',
      'Ewa Kruk',
      NIE,
    ]),
    book('en-s17-before-eight', { at: '2026-11-27 08:00', service: 'Przegląd' }, [
      'Can I come in before 8 on Friday for a check-up? I start work early.',
      'OK, eight then.',
      'Sam Hunt',
      NO,
    ]),
    book(
      'pl-s17-sobota-przed-dziewiata',
      { at: '2026-11-28 09:00', service: 'Przegląd' },
      ['W sobotę przed dziewiątą przyjmujecie? Na przegląd.', 'Tak.', 'Jan Mazur', NIE],
      { says: ['od 9:00'] },
    ),
    book('en-s17-after-six', { at: '2026-11-25 17:00', service: 'Higienizacja' }, [
      'Is there anything after six on Wednesday for a cleaning?',
      'Five then.',
      'Rose Hill',
      NO,
    ]),
    // Negative: a limit that leaves open time is searched as before.
    book('pl-s17-przed-dziesiata', { at: '2026-11-24 09:00', service: 'Przegląd' }, [
      'Jutro przed dziesiątą, na przegląd, da się?',
      'O dziewiątej.',
      'Adam Lis',
      NIE,
    ]),
  ]),
  ...as('s17-day-of-question', [
    book('en-s17-late-thursday', { at: '2026-11-26 17:00', service: 'Higienizacja' }, [
      'Are you open late on Thursday? Like eight in the evening?',
      "OK, then five o'clock, for a cleaning.",
      'Yes. Rita Moss.',
      NO,
    ]),
    book('pl-s17-piatek-wieczorem', { at: '2026-11-27 17:00', service: 'Przegląd' }, [
      'Czy w piątek przyjmujecie wieczorem, tak o dziewiętnastej?',
      'Aha, to w takim razie siedemnasta, na przegląd.',
      'Tak. Lena Wrona.',
      NIE,
    ]),
    // Negative: the answer is all that was wanted.
    info(
      'pl-s17-piatek-tylko-godziny',
      ['Do której jesteście w piątek?', 'Dobrze, dziękuję, to wszystko.'],
      [],
    ),
  ]),
  ...as('s17-service-described', [
    book('pl-s17-zolte-zeby', { at: '2026-11-26 10:00', service: 'Wybielanie' }, [
      'Mam bardzo żółte zęby od kawy, chciałabym coś z tym zrobić. Może w czwartek o dziesiątej?',
      'Tak. Iga Malec.',
      NIE,
    ]),
    book('en-s17-yellow-whiter', { at: '2026-11-24 14:00', service: 'Wybielanie' }, [
      'My teeth have gone yellow, could you make them whiter? Tuesday at 2 pm?',
      'Yes. Amy Bird.',
      NO,
    ]),
    book('pl-s17-zeby-przejrzec', { at: '2026-11-30 11:00', service: 'Przegląd' }, [
      'Chciałbym zęby przejrzeć, w poniedziałek o jedenastej.',
      'Tak. Józef Wrona.',
      NIE,
    ]),
    book('pl-s17-zeby-mi-obejrzec', { at: '2026-11-26 09:00', service: 'Przegląd' }, [
      'Trzeba by mi zęby obejrzeć, tak ogólnie, w czwartek o dziewiątej.',
      'Tak. Stefan Gil.',
      NIE,
    ]),
    // Negatives: a cleaning asked for is the cleaning; "żeby przejrzeć" is no check-up.
    book('pl-s17-zolty-osad-czyszczenie', { at: '2026-11-27 10:00', service: 'Higienizacja' }, [
      'Czyszczenie zębów poproszę, bo mam żółty osad, w piątek o dziesiątej.',
      'Tak. Ola Kmita.',
      NIE,
    ]),
    book('pl-s17-zeby-przejrzec-plan', { at: '2026-11-25 10:00', service: 'Leczenie kanałowe' }, [
      'Chciałbym się umówić na leczenie kanałowe, żeby przejrzeć plan, w środę o dziesiątej.',
      'Tak. Piotr Sęk.',
      NIE,
    ]),
  ]),
  ...as('s17-price-colloquial', [
    faq('pl-s17-ile-chodzi-wybielanie', ['whitening'], ['Ile u was chodzi wybielanie?', NIE], PRICES),
    faq('pl-s17-ile-to-chodzi-przeglad', ['checkup_price'], ['A ile to chodzi taki przegląd?', NIE], PRICES),
    faq(
      'pl-s17-samo-wybielanie',
      ['whitening'],
      ['Ile płacę za samo wybielanie, bez niczego więcej?', NIE],
      PRICES,
    ),
    info('en-s17-just-the-cleaning', ['How much for just the cleaning, nothing else?', NO], ['300'], PRICES),
    // Negative: how often one comes is no price.
    missed('pl-s17-ile-razy-chodzic', ['Ile razy trzeba chodzić na leczenie kanałowe?', NIE]),
  ]),
  ...as('s17-price-at-offer', [
    make('en-s17-whitening-set-me-back', { outcome: 'no_action', facts: ['whitening'], allow: PRICES }, [
      "I'd like a whitening on Thursday.",
      'Wait, how much is that going to set me back?',
      "Oh, that's too much for me. I'll leave it for now.",
      NO,
    ]),
    make('pl-s17-kanalowe-odpuszcze', { outcome: 'no_action', facts: ['rootcanal_price'], allow: PRICES }, [
      'Poproszę leczenie kanałowe w piątek.',
      'Zaraz, a ile to będzie kosztowało?',
      'To więcej, niż myślałem, na razie sobie odpuszczę.',
      NIE,
    ]),
    // Negative: the price heard, the caller books.
    book(
      'en-s17-price-then-book',
      { at: '2026-11-27 08:00', service: 'Przegląd' },
      [
        "I'd like a check-up on Friday.",
        'Hang on, how much will that cost me?',
        'Fine, the first one then. Tom Reed.',
        NO,
      ],
      { facts: ['checkup_price'], allow: PRICES },
    ),
  ]),
  ...as('s17-cancel-terms', [
    faq(
      'pl-s17-zapisana-ile-wczesniej',
      ['cancel_policy'],
      [
        'Jestem u was zapisana na przyszły wtorek i chciałam się dowiedzieć, do kiedy można odwołać wizytę bez opłaty',
        NIE,
      ],
    ),
    faq(
      'en-s17-appointment-how-late',
      ['cancel_policy'],
      ['I have an appointment next Monday and I wanted to ask how late I can cancel it without paying', NO],
    ),
    // Negatives: a cancellation asked for is one (passed on, nothing booked on this number).
    message('pl-s17-naprawde-odwolac', { includes: ['wolsk', 'odwol'], callback: '604115226' }, [
      'Mam wizytę w czwartek i chciałabym ją odwołać.',
      'Anna Wolska, 604 115 226.',
      NIE,
    ]),
    nothing('en-s17-cancel-then-no', [
      'I have an appointment on Friday and I want to cancel it.',
      'No, thanks.',
      NO,
    ]),
  ]),
];
