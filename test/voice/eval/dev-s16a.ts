/**
 * Development callers of the sixteenth round: a time said without "o"/"at" ("drugiego grudnia,
 * dziesiąta trzydzieści", "ten o clock", "half four") is the time booked or offered, never
 * silently the earliest; a booking wish said beside a question of the hours goes on when only
 * the day or the time is said after the answer; a change of mind after the booking moves that
 * booking (over its own time too) instead of making a second; a name said again after "to
 * znaczy" / "I mean"; a routine yearly look at the teeth is a check-up. Written in words of their
 * own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th.
 */
import { as, book, NIE, NO } from './script.js';
import type { EvalCaller } from './types.js';

export const DEV_S16A: EvalCaller[] = [
  ...as('s16-time-said', [
    book('pl-s16-data-godzina-slowem', { at: '2026-12-02 10:30', service: 'Higienizacja' }, [
      'Higienizacja na drugiego grudnia, dziesiąta trzydzieści, czy to możliwe?',
      'Tak. Marek Kowalczyk.',
      NIE,
    ]),
    book('pl-s16-godzina-po-dacie', { at: '2026-12-01 15:00', service: 'Przegląd' }, [
      'Chciałabym przegląd, pierwszego grudnia, piętnasta, jeśli można.',
      'Tak, pasuje. Halina Wróbel.',
      NIE,
    ]),
    book('en-s16-oclock-spaced', { at: '2026-11-27 10:00', service: 'Higienizacja' }, [
      'Hi, a cleaning on Friday please, ten o clock if possible.',
      'Yes. Peter Hall.',
      NO,
    ]),
    book('en-s16-in-oclock', { at: '2026-11-26 14:00', service: 'Przegląd' }, [
      'I want to do the check-up, Thursday in two o clock.',
      'Yes please. Olena Shevchenko.',
      NO,
    ]),
    book('en-s16-half-four', { at: '2026-11-24 16:30', service: 'Przegląd' }, [
      'Check-up on Tuesday, half four if you can.',
      'Yes. Gary Lamb.',
      NO,
    ]),
  ]),
  ...as('s16-wish-after-hours', [
    book('en-s16-sat-then-friday', { at: '2026-11-27 10:00', service: 'Wybielanie' }, [
      'Are you open on Saturday afternoons? I want a whitening.',
      'Right, then Friday the 27th at 10.',
      'Yes. Nora Blake.',
      NO,
    ]),
    book('pl-s16-niedziela-potem-poniedzialek', { at: '2026-11-30 10:00', service: 'Przegląd' }, [
      'Czy w niedzielę macie otwarte? Potrzebuję przeglądu.',
      'Dobrze, to w takim razie poniedziałek trzydziestego o dziesiątej.',
      'Tak. Jadwiga Sowa.',
      NIE,
    ]),
    book('en-s16-late-then-five', { at: '2026-11-26 17:00', service: 'Higienizacja' }, [
      'Do you have any late appointments, say 8 pm? I need a cleaning on Thursday.',
      "OK then, five o'clock.",
      'Yes. Ian Ford.',
      NO,
    ]),
    book('pl-s16-wieczorami-potem-godzina', { at: '2026-11-24 16:30', service: 'Przegląd' }, [
      'Czy przyjmujecie też wieczorami? Chodzi mi o przegląd we wtorek.',
      'Aha, to w takim razie szesnasta trzydzieści.',
      'Tak. Roman Kos.',
      NIE,
    ]),
  ]),
  ...as('s16-move-booked', [
    book('pl-s16-przypomnialo-sie', { at: '2026-11-26 11:00', service: 'Wybielanie' }, [
      'Poproszę wybielanie w środę o dziesiątej.',
      'Ewa Lis.',
      'Tak.',
      'Oj, właśnie mi się przypomniało, że w środę mam wyjazd. A może w czwartek o jedenastej?',
      'Tak.',
      NIE,
    ]),
    book('en-s16-overlap-own', { at: '2026-11-30 10:30', service: 'Leczenie kanałowe' }, [
      "I'd like a root canal on Monday the 30th at 10.",
      'Tom Reed.',
      'Actually, could we push it to half past ten, same day?',
      'Yes.',
      NO,
    ]),
    book('pl-s16-przesunac-na-swoja', { at: '2026-11-27 09:30', service: 'Ekstrakcja' }, [
      'Chciałbym usunąć ząb, w piątek o dziewiątej.',
      'Paweł Kaczmarek.',
      'Przepraszam, a jednak wolałbym o wpół do dziesiątej, ten sam dzień.',
      'Tak.',
      NIE,
    ]),
  ]),
  ...as('s16-name-again', [
    book('pl-s16-to-znaczy', { at: '2026-11-24 10:00', name: 'Barbara Nowak' }, [
      'Przegląd jutro o dziesiątej.',
      'Nowak Barbara, to znaczy Barbara Nowak.',
      NIE,
    ]),
    book('en-s16-i-mean', { at: '2026-11-26 15:00', name: 'Jane Smith' }, [
      'A check-up on Thursday at 3 pm.',
      'Smith Jane, I mean Jane Smith.',
      NO,
    ]),
  ]),
  ...as('s16-service-described', [
    book('pl-s16-rutynowo-zeby', { at: '2026-11-27 12:00', service: 'Przegląd' }, [
      'Chciałabym rutynowo pokazać zęby dentyście, robię to co roku. W piątek o dwunastej.',
      'Tak. Irena Mazur.',
      NIE,
    ]),
    book('en-s16-yearly-teeth', { at: '2026-11-25 11:00', service: 'Przegląd' }, [
      "I'm due my yearly look at the teeth, nothing wrong, just routine. Wednesday at 11?",
      'Yes. Carl Dean.',
      NO,
    ]),
    book('pl-s16-rutynowe-czyszczenie', { at: '2026-11-26 09:00', service: 'Higienizacja' }, [
      'Rutynowe czyszczenie zębów, jak co pół roku, w czwartek o dziewiątej.',
      'Tak. Olga Bąk.',
      NIE,
    ]),
  ]),
];
