/**
 * The eighteenth set's free times and changes of mind (`eighteenth.ts`): a closed Sunday, before
 * opening, after Saturday's closing, an evening, a service too long for the time asked, callers
 * who only ask; a time, day or service corrected, a booking moved, cancelled or given up over the
 * price. Hours and lengths from `clinic.ts` (weekdays 08:00-18:00, Saturday 09:00-13:00; check-up
 * 30 minutes, hygiene 60, extraction 45, whitening and root canal 90), evaluation clock Monday 23
 * November 2026, 08:00.
 */

import { cancelled, givenUp, moved } from './fifteenth-callers-kit.js';
import { booked } from './fourteenth-callers-kit.js';
import { as } from './script.js';
import { NIE, NO, nothing } from './twelfth-callers-kit.js';

const P = 'pl' as const;
const E = 'en' as const;

export const SLOTS = as('slots', [
  booked('s033', P, '2026-11-28 10:00', 'Przegląd', 'Wojciech Pietrzak', [
    'Czy mógłbym przyjść na przegląd w niedzielę, dwudziestego dziewiątego?',
    'Aha, szkoda. To w takim razie w sobotę o dziesiątej.',
    'Wojciech Pietrzak',
    NIE,
  ]),
  booked('s034', P, '2026-11-24 08:00', 'Przegląd', 'Agnieszka Lis', [
    'Czy jutro o siódmej rano dałoby się wpaść na przegląd, jeszcze przed pracą?',
    'No trudno, to niech będzie ósma.',
    'Agnieszka Lis',
    NIE,
  ]),
  booked('s035', P, '2026-11-28 12:00', 'Higienizacja', 'Sebastian Kowalczyk', [
    'W sobotę o czternastej można przyjść na higienizację?',
    'To może o dwunastej?',
    'Sebastian Kowalczyk',
    NIE,
  ]),
  booked('s036', P, '2026-11-25 16:30', 'Wybielanie', 'Patrycja Nowakowska', [
    'Pracuję do siedemnastej, jest szansa na wybielanie w środę wieczorem, około dziewiętnastej?',
    'Dobrze, to wpół do piątej.',
    'Patrycja Nowakowska',
    NIE,
  ]),
  booked('s037', P, '2026-11-27 16:00', 'Leczenie kanałowe', 'Damian Wilk', [
    'Chcę się zapisać na leczenie kanałowe w piątek o siedemnastej.',
    'Rozumiem. To o szesnastej.',
    'Damian Wilk',
    NIE,
  ]),
  nothing('s038', P, [
    'Jakie macie wolne godziny w czwartek po południu?',
    'Dobrze, dziękuję, jeszcze się zastanowię.',
    NIE,
  ]),
  booked('s039', E, '2026-11-28 11:00', 'Higienizacja', 'Jack Morgan', [
    "Are you open this Sunday? I'd want a cleaning.",
    'Okay, Saturday at 11 then.',
    'Jack Morgan',
    NO,
  ]),
  booked('s040', E, '2026-11-26 17:30', 'Przegląd', 'Lucy Bell', [
    'Have you got anything after 6 pm on Thursday for a check-up?',
    'Fine, half five then.',
    'Lucy Bell',
    NO,
  ]),
  booked('s041', E, '2026-11-28 09:30', 'Wybielanie', 'Thomas Reid', [
    'Can I have whitening this Saturday at noon?',
    "I see. Let's say half past nine then.",
    'Thomas Reid',
    NO,
  ]),
  nothing('s042', E, [
    'What times have you got free tomorrow morning?',
    "Thanks, I'll check my diary and ring back.",
    NO,
  ]),
]);

export const CHANGE = as('change', [
  booked('s043', P, '2026-11-25 11:00', 'Przegląd', 'Renata Michalak', [
    'Chcę się zapisać na przegląd w środę o dziesiątej, a nie, przepraszam, o jedenastej.',
    'Renata Michalak',
    NIE,
  ]),
  moved('s044', P, '2026-11-27 13:00', 'Higienizacja', 'Bartosz Jasiński', [
    'Poproszę higienizację na czwartek o trzynastej.',
    'Oj, chwileczkę, w czwartek jednak nie mogę. Może być piątek, ta sama godzina?',
    'Bartosz Jasiński',
    NIE,
  ]),
  moved('s045', P, '2026-11-24 10:30', 'Przegląd', 'Hanna Borkowska', [
    'Zapiszcie mnie proszę na przegląd jutro o dziewiątej.',
    'Hanna Borkowska',
    'A jednak, czy mogłabym to przesunąć na dziesiątą trzydzieści?',
    'Tak.',
    NIE,
  ]),
  cancelled('s046', P, [
    'Chciałbym się umówić na ekstrakcję w piątek o ósmej.',
    'Michał Zawadzki',
    'Jednak proszę tę wizytę odwołać, muszę to jeszcze przemyśleć.',
    'Tak.',
    NIE,
  ]),
  givenUp('s047', P, [
    'Chciałabym umówić wybielanie na sobotę na dziesiątą, tylko ile to u was kosztuje?',
    'Aż tyle? To ja jednak podziękuję, rezygnuję.',
    NIE,
  ]),
  moved('s048', P, '2026-11-30 14:00', 'Leczenie kanałowe', 'Stanisław Olszewski', [
    'Na kanałowe poproszę, w poniedziałek trzydziestego o dziewiątej.',
    'Albo nie, wolałbym jednak później, na czternastą.',
    'Stanisław Olszewski',
    NIE,
  ]),
  booked('s049', P, '2026-11-26 09:00', 'Przegląd', 'Edyta Kamińska', [
    'Chcę się zapisać na higienizację, a właściwie to na sam przegląd, w czwartek o dziewiątej.',
    'Edyta Kamińska',
    NIE,
  ]),
  booked('s050', E, '2026-11-27 11:00', 'Przegląd', 'George Evans', [
    'Can I book a check-up for Friday at ten, sorry, make that eleven.',
    'George Evans',
    NO,
  ]),
  moved('s051', E, '2026-11-25 16:00', 'Higienizacja', 'Anna Brooks', [
    "I'd like a cleaning on Wednesday at 2 pm.",
    'Anna Brooks',
    'Actually, could we push that back to 4 pm the same day?',
    'Yes.',
    NO,
  ]),
  cancelled('s052', E, [
    'Book me a root canal for Thursday at 8:30, please.',
    'Michael Stone',
    "On second thought, please cancel it. I'd better talk to my insurer first.",
    'Yes.',
    NO,
  ]),
  givenUp('s053', E, [
    "I'd like to book teeth whitening for Friday at 10. How much does it cost, by the way?",
    "Hmm, that's more than I can spend right now. Let's not book it, sorry.",
    NO,
  ]),
  moved('s054', E, '2026-12-02 11:00', 'Ekstrakcja', 'Kevin Doyle', [
    'Could I come in for an extraction on Tuesday the 1st of December at 11?',
    'Wait, sorry, I meant Wednesday the 2nd, same time.',
    'Kevin Doyle',
    NO,
  ]),
]);
