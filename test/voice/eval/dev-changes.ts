/**
 * Development callers of issue #21: the caller answers a time offered by changing their mind. A
 * time turned down for a reason with another said ("mam wtedy zebranie, a może trzynasta?") is
 * the new time offered and booked; a busy time said only as the reason a time suits ("zebranie
 * mam dopiero o siedemnastej") leaves the yes to the time offered. Holding off, or talking it
 * over with one's family first, books nothing and is no transfer; a call back asked for outright
 * is a message even when a talk with the doctor is what it is for, and a talk with the doctor
 * asked for is still a transfer. Written in words of their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th.
 */
import { as, book, message, NIE, NO, nothing, transfer } from './script.js';
import type { EvalCaller } from './types.js';

export const DEV_CHANGES: EvalCaller[] = [
  ...as('changes-new-time', [
    book('pl-ch-zebranie-trzynasta', { at: '2026-11-25 13:00', service: 'Przegląd' }, [
      'Chciałbym umówić przegląd na środę o jedenastej.',
      'Oj, o jedenastej mam jednak zebranie w pracy. A może trzynasta?',
      'Tak',
      'Marek Lis',
      NIE,
    ]),
    book('pl-ch-rano-odpada', { at: '2026-11-26 16:00', service: 'Przegląd' }, [
      'Przegląd w czwartek o ósmej rano poproszę.',
      'A nie, rano jednak odpada, wolę po południu. Może być szesnasta?',
      'Tak',
      'Iwona Kras',
      NIE,
    ]),
    book('en-ch-work-call', { at: '2026-11-26 12:00', service: 'Przegląd' }, [
      'Can I book a check-up on Thursday at 10?',
      "Hmm, actually I've got a work call at 10. How about twelve instead?",
      'Yes',
      'Anna Reid',
      NO,
    ]),
    book('en-ch-mornings-no-good', { at: '2026-11-27 15:00', service: 'Przegląd' }, [
      "I'd like a check-up on Friday at nine.",
      'Sorry, mornings are no good for me after all. Could we do three instead?',
      'Yes',
      'Paul Grant',
      NO,
    ]),
  ]),
  ...as('changes-negative', [
    // The busy time is the reason the time offered suits: the yes books it.
    book('pl-ch-neg-zebranie-pozniej', { at: '2026-11-24 14:00', service: 'Przegląd' }, [
      'Chcę się zapisać na przegląd jutro o czternastej.',
      'Tak, ta godzina jest dobra, bo zebranie mam dopiero o siedemnastej.',
      'Halina Bór',
      NIE,
    ]),
    book('en-ch-neg-meeting-later', { at: '2026-11-24 11:00', service: 'Przegląd' }, [
      'Book me a check-up tomorrow at 11, please.',
      "Yes, 11 is fine, my meeting isn't until 3.",
      'Sam Ford',
      NO,
    ]),
    transfer('pl-ch-neg-doktor', 'main', ['Chciałabym porozmawiać z panią doktor, jeśli to możliwe.']),
    transfer('en-ch-neg-dentist', 'main', ['Can I talk to the dentist, please?']),
  ]),
  ...as('changes-hold-off', [
    nothing('pl-ch-przegadam-z-zona', [
      'Poproszę wybielanie w sobotę o jedenastej.',
      'Hmm, to ja się jednak jeszcze wstrzymam, muszę to przegadać z żoną.',
      NIE,
    ]),
    nothing('en-ch-hold-off-husband', [
      'Could I get a whitening appointment on Saturday morning?',
      'I think I will hold off for now, I need to talk it over with my husband first.',
      NO,
    ]),
    nothing('en-ch-partner-ring-back', [
      'Can I book a check-up on Wednesday at 9?',
      "Thanks, I'll check with my partner and ring you back tomorrow.",
      NO,
    ]),
    nothing('pl-ch-zastanowie-sie', [
      'Chciałabym się umówić na przegląd w piątek po południu.',
      'Muszę się jeszcze nad tym zastanowić, porozmawiam z rodziną.',
      NIE,
    ]),
  ]),
  ...as('changes-callback', [
    message('pl-ch-oddzwoni-doktor', { includes: ['nowak'], callback: '601222333' }, [
      'Mam pytanie w sprawie leczenia kanałowego, wolałabym najpierw porozmawiać z lekarzem. Niech pan doktor do mnie oddzwoni.',
      'Ewa Nowak, 601 222 333.',
      'Tak',
      NIE,
    ]),
    message('en-ch-call-me-back-doctor', { includes: ['hill'], callback: '512300400' }, [
      'I wanted to talk to the doctor about my crown first, could you have someone call me back?',
      'Tom Hill, 512 300 400.',
      'Yes',
      NO,
    ]),
  ]),
];
