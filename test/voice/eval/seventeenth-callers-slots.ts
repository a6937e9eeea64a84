/**
 * The seventeenth held-out set (`seventeenth.ts`): free times asked for (a closed Sunday, before
 * opening, after closing, a service too long for the time asked, an afternoon) and changes of
 * mind (a time or day corrected, a booking moved, cancelled or given up in the call).
 */

import { cancelled, givenUp, moved } from './fifteenth-callers-kit.js';
import { booked } from './fourteenth-callers-kit.js';
import { as } from './script.js';
import { NIE, NO } from './twelfth-callers-kit.js';

const BYE_PL = 'Do widzenia';
const BYE = 'Bye';

export const SLOTS = as('slots', [
  // Closed on Sunday: the caller takes Saturday instead.
  booked('r033', 'pl', '2026-11-28 11:00', 'Przegląd', 'Joanna Pawłowska', [
    'Dzień dobry, czy jest coś wolnego w niedzielę? Bo w tygodniu pracuję',
    'Aha. No to może być sobota, jedenasta, na przegląd',
    'Joanna Pawłowska',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  // Before opening: eight o'clock instead.
  booked('r034', 'pl', '2026-11-24 08:00', 'Przegląd', 'Łukasz Majewski', [
    'Dzień dobry, czy jutro przed ósmą ktoś przyjmuje? Chodzi o przegląd, przed pracą',
    'Rozumiem, to w takim razie na ósmą',
    'Łukasz Majewski',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  // 90 minutes from noon on Saturday would end after 13:00.
  booked('r035', 'pl', '2026-11-28 10:00', 'Wybielanie', 'Renata Olszewska', [
    'Dzień dobry, czy w sobotę w południe zdążę na wybielanie?',
    'A o dziesiątej?',
    'Renata Olszewska',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  // An hour from half past five would end after 18:00.
  booked('r036', 'pl', '2026-11-27 16:00', 'Higienizacja', 'Dariusz Malinowski', [
    'Dzień dobry, higienizacja w piątek o wpół do szóstej po południu, da się?',
    'To może o szesnastej',
    'Dariusz Malinowski',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r037', 'pl', '2026-11-26 15:30', 'Przegląd', 'Elżbieta Jaworska', [
    'Dzień dobry, co macie wolnego w czwartek po południu?',
    'To poproszę na wpół do czwartej, na przegląd',
    'Elżbieta Jaworska',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  givenUp('r038', 'pl', [
    'Dzień dobry, czy w środę, drugiego grudnia, rano jest jeszcze coś na higienizację?',
    'Dobrze, dziękuję, to ja jeszcze muszę sprawdzić w pracy i wtedy zadzwonię',
    NIE,
    BYE_PL,
  ]),
  // Closed after one on Saturday: twelve instead.
  booked('r039', 'en', '2026-11-28 12:00', 'Przegląd', 'Rachel Adams', [
    'Hi, have you got anything this Saturday after one?',
    "Okay, twelve o'clock then, for a check-up",
    'Rachel Adams',
    'Yes',
    NO,
    BYE,
  ]),
  // No evenings: half past five instead.
  booked('r040', 'en', '2026-11-27 17:30', 'Przegląd', 'Kevin Doyle', [
    'Hello, do you do evening appointments? Like seven on Friday?',
    'Right, then half five, for a check-up',
    'Kevin Doyle',
    'Yes',
    NO,
    BYE,
  ]),
  booked('r041', 'en', '2026-11-25 14:00', 'Leczenie kanałowe', 'Megan Clarke', [
    "Hi, what's free on Wednesday afternoon for a root canal?",
    "Two o'clock works for me",
    'Megan Clarke',
    'Yes',
    NO,
    BYE,
  ]),
  // 90 minutes from five would end after 18:00.
  booked('r042', 'en', '2026-11-26 15:00', 'Wybielanie', 'Ben Harris', [
    'Hello, can I get whitening at five this Thursday?',
    'What about three then?',
    'Ben Harris',
    'Yes',
    NO,
    BYE,
  ]),
]);

export const CHANGE = as('change', [
  // The time corrected in the sentence.
  booked('r043', 'pl', '2026-11-24 11:00', 'Przegląd', 'Marcin Król', [
    'Dzień dobry, chciałbym przegląd jutro o dziesiątej, a nie, przepraszam, o jedenastej, bo rano mam zebranie',
    'Marcin Król',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  // The day changed after the name (before or after the booking is made).
  moved('r044', 'pl', '2026-11-26 09:00', 'Higienizacja', 'Danuta Adamczyk', [
    'Dzień dobry, poproszę higienizację w środę o dziewiątej',
    'Danuta Adamczyk',
    'Chwileczkę, jednak nie w środę, tylko w czwartek, też o dziewiątej',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  moved('r045', 'pl', '2026-11-30 13:00', 'Przegląd', 'Sebastian Witkowski', [
    'Dzień dobry, przegląd w piątek o trzynastej, jest miejsce?',
    'Sebastian Witkowski',
    'Tak',
    'A wie pani co, czy mogę to jednak przesunąć na poniedziałek trzydziestego, na tę samą godzinę?',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  cancelled('r046', 'pl', [
    'Dzień dobry, chciałabym się zapisać na wybielanie, w środę drugiego grudnia o dziesiątej',
    'Urszula Michalak',
    'Tak',
    'Oj, przepraszam bardzo, jednak proszę to odwołać, coś mi wypadło',
    'Tak, proszę odwołać',
    NIE,
    BYE_PL,
  ]),
  givenUp('r047', 'pl', [
    'Dzień dobry, chciałbym umówić leczenie kanałowe na jutro na dziewiątą',
    'A ile to będzie kosztowało?',
    'Oj, to sporo. Nie, to ja się jeszcze zastanowię',
    NIE,
    BYE_PL,
  ]),
  // The time changed in the next sentence.
  booked('r048', 'pl', '2026-11-28 11:30', 'Przegląd', 'Wiesława Rutkowska', [
    'Dzień dobry, poproszę przegląd na sobotę na dziesiątą',
    'Albo nie, wolę wpół do dwunastej, bo rano nie zdążę dojechać',
    'Wiesława Rutkowska',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  // The first name corrected in the same breath.
  booked('r049', 'pl', '2026-11-24 15:00', 'Higienizacja', 'Janusz Kozłowski', [
    'Dzień dobry, chciałbym się zapisać na higienizację jutro o piętnastej',
    'Jan, to znaczy Janusz Kozłowski, przepraszam',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  moved('r050', 'en', '2026-11-26 11:00', 'Przegląd', 'Laura Mitchell', [
    'Hi, can I book a check-up for tomorrow at eleven?',
    'Laura Mitchell',
    'Yes',
    'Actually, could we move that to Thursday at eleven instead?',
    'Yes',
    NO,
    BYE,
  ]),
  booked('r051', 'en', '2026-11-27 12:00', 'Higienizacja', 'Peter Walsh', [
    'Hello, a cleaning on Friday at ten, sorry, I mean at twelve',
    'Peter Walsh',
    'Yes',
    NO,
    BYE,
  ]),
  cancelled('r052', 'en', [
    "Hi, I'd like whitening on Monday the 30th at 9 am",
    'Sarah Collins',
    'Yes',
    'Hmm, sorry, can you cancel that? I should check with my wife first',
    'Yes, cancel it please',
    NO,
    BYE,
  ]),
  givenUp('r053', 'en', [
    "Hello, I'd like to book a root canal for Thursday",
    'Hang on, how much is that going to cost?',
    "Hmm, that's more than I thought. I'll leave it for now",
    NO,
    BYE,
  ]),
  // The day corrected in the sentence (British "half two").
  booked('r054', 'en', '2026-11-24 14:30', 'Przegląd', 'Olivia Reed', [
    'Hi, a check-up for Wednesday at half two, no wait, tomorrow I mean, Tuesday, at half two',
    'Olivia Reed',
    'Yes',
    NO,
    BYE,
  ]),
]);
