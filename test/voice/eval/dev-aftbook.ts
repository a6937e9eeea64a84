/**
 * Development callers of issue #21: a change of mind right after the booking, in the same call.
 * A cancel of the appointment just booked cancels it (after the usual confirmation) and the call
 * no longer counts as booked; a change that rules the booked time out ("o dziewiątej jednak nie
 * dam rady") moves it to the time proposed, never to the time ruled out. Negatives: a real move
 * still moves, and a cancel with another time wanted instead is a move. Written in words of
 * their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th.
 */
import { as, book, NIE, NO, nothing } from './script.js';
import type { EvalCaller } from './types.js';

export const DEV_AFTBOOK: EvalCaller[] = [
  ...as('aftbook-cancel', [
    nothing('pl-ab-rezygnuje', [
      'Proszę mnie zapisać na przegląd w czwartek o dziesiątej.',
      'Tomasz Wrona.',
      'A wie pani co, jednak rezygnuję z tej wizyty, w czwartek wypada mi wyjazd.',
      'Tak.',
      NIE,
    ]),
    nothing('pl-ab-anulowac-bez-ogonkow', [
      'Chcialabym przeglad jutro o jedenastej.',
      'Beata Sowa.',
      'Hmm, jednak prosze to anulowac, nie bede mogla przyjsc.',
      'Tak, prosze.',
      NIE,
    ]),
    nothing('en-ab-scrap-trip', [
      'Could I book a check-up on Thursday at 11?',
      'Laura Price.',
      "Oh wait, scrap that, please cancel it. I've got a work trip on Thursday.",
      'Yes.',
      NO,
    ]),
    nothing('en-ab-call-it-off', [
      "I'd like a check-up tomorrow at 2 pm.",
      'Owen Marsh.',
      "Sorry, actually I'd rather cancel that booking altogether.",
      'Yes, please.',
      NO,
    ]),
  ]),
  ...as('aftbook-busy-move', [
    book('pl-ab-nie-dam-rady-jedenasta', { at: '2026-11-24 11:00', service: 'Przegląd' }, [
      'Jutro o dziewiątej poproszę przegląd.',
      'Adam Szczepański.',
      'Oj, o dziewiątej jednak nie dam rady. Może jedenasta?',
      'Tak.',
      NIE,
    ]),
    book('en-ab-cant-make-ten', { at: '2026-11-26 11:30', service: 'Przegląd' }, [
      'A check-up on Thursday at 10, please.',
      'Rita Cole.',
      "Actually, I can't make 10 after all. Could we do half past eleven?",
      'Yes.',
      NO,
    ]),
  ]),
  ...as('aftbook-negative', [
    // A real move still moves, also with a cancel word beside the new time wanted.
    book('en-ab-neg-move-friday', { at: '2026-11-27 10:00', service: 'Przegląd' }, [
      'Book me a check-up on Thursday at 10, please.',
      'Ian Ross.',
      'Actually, could you move it to Friday at 10 instead?',
      'Yes.',
      NO,
    ]),
    book('pl-ab-neg-odwolac-i-piatek', { at: '2026-11-27 12:00', service: 'Przegląd' }, [
      'Poproszę przegląd w czwartek o dwunastej.',
      'Ewa Lis.',
      'Jednak proszę odwołać czwartek i zapisać mnie zamiast tego na piątek o dwunastej.',
      'Tak.',
      NIE,
    ]),
  ]),
];
