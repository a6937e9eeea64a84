/**
 * The sixteenth held-out set's free times asked for (closed days, outside the hours, too late for
 * the service's length) and changes of mind in the call (`sixteenth.ts`).
 */

import { cancelled, givenUp, moved } from './fifteenth-callers-kit.js';
import { booked } from './fourteenth-callers-kit.js';
import { as } from './script.js';
import { NIE, NO } from './twelfth-callers-kit.js';

export const SLOTS = as('slots', [
  booked('q033', 'pl', '2026-11-28 11:00', 'Przegląd', 'Elżbieta Kowal', [
    'Dzień dobry, czy macie coś wolnego w niedzielę na przegląd?',
    'Aha, no to trudno. To w sobotę o jedenastej?',
    'Elżbieta Kowal',
    'Tak',
    NIE,
  ]),
  booked('q034', 'pl', '2026-11-26 14:00', 'Wybielanie', 'Janina Rutkowska', [
    'Jest coś wolnego na wybielanie w czwartek o piątej po południu?',
    'Rozumiem. To może o czternastej?',
    'Janina Rutkowska',
    'Tak',
    NIE,
  ]),
  booked('q035', 'pl', '2026-11-24 08:00', 'Przegląd', 'Aleksandra Pietrzak', [
    'Czy mogłabym jutro przyjść na przegląd za dziesięć ósma, jeszcze przed pracą?',
    'No to o ósmej, punkt ósma.',
    'Aleksandra Pietrzak',
    'Tak',
    NIE,
  ]),
  booked('q036', 'pl', '2026-11-28 11:00', 'Higienizacja', 'Henryk Wojciechowski', [
    'W sobotę kwadrans po dwunastej, higienizacja, da się?',
    'Aha. No to o jedenastej może być.',
    'Henryk Wojciechowski',
    'Tak',
    NIE,
  ]),
  booked('q037', 'pl', '2026-11-27 10:00', 'Leczenie kanałowe', 'Teresa Gajewska', [
    'Jakie godziny macie wolne w piątek na leczenie kanałowe?',
    'To poproszę na dziesiątą.',
    'Teresa Gajewska',
    'Tak',
    NIE,
  ]),
  booked('q038', 'en', '2026-11-25 17:30', 'Przegląd', 'Liam Scott', [
    "Do you do evening appointments, like 7 pm? I'd need a check-up on Wednesday.",
    'Ah, okay then, half five.',
    'Liam Scott',
    'Yes',
    NO,
  ]),
  booked('q039', 'en', '2026-11-28 10:00', 'Higienizacja', 'Grace Turner', [
    'What times have you got on Saturday morning for a cleaning?',
    "Let's say ten o'clock then.",
    'Grace Turner',
    'Yes, please',
    NO,
  ]),
  booked('q040', 'en', '2026-11-27 14:30', 'Leczenie kanałowe', 'Jack Robinson', [
    'Any chance of a root canal on Friday at five?',
    'Okay, what about half two?',
    'Jack Robinson',
    'Yes',
    NO,
  ]),
  booked('q041', 'en', '2026-11-30 08:30', 'Przegląd', 'Chloe Evans', [
    'Are you open on Sunday? I need a check-up.',
    'Fine, then Monday the 30th at 8:30.',
    'Chloe Evans',
    'Yes',
    NO,
  ]),
  givenUp('q042', 'pl', [
    'Dzień dobry, czy w sobotę rano jest coś wolnego na przegląd?',
    'Aha, dobrze. To ja jeszcze muszę to z mężem ustalić i wtedy zadzwonię.',
    NIE,
  ]),
]);

export const CHANGE = as('change', [
  moved('q043', 'pl', '2026-11-25 10:00', 'Przegląd', 'Dorota Kwiatkowska', [
    'Poproszę na przegląd jutro o dziesiątej.',
    'Dorota Kwiatkowska',
    'Tak',
    'Wie Pani co, jednak wolałabym w środę, o tej samej godzinie. Da się przełożyć?',
    'Tak',
    NIE,
  ]),
  moved('q044', 'pl', '2026-11-27 09:30', 'Higienizacja', 'Sławomir Duda', [
    'Dzień dobry, higienizacja w czwartek o dziewiątej, jest miejsce?',
    'Sławomir Duda',
    'Tak',
    'Yyy, przepraszam, właśnie sobie przypomniałem, że w czwartek mam delegację. To może w piątek wpół do dziesiątej?',
    'Tak',
    NIE,
  ]),
  cancelled('q045', 'pl', [
    'Chciałbym się zapisać na wybielanie w sobotę o dziesiątej.',
    'Konrad Sowa',
    'Tak',
    'A nie, przepraszam, proszę to odwołać, w sobotę jednak wyjeżdżamy.',
    'Tak',
    NIE,
  ]),
  booked('q046', 'pl', '2026-11-26 10:00', 'Przegląd', 'Ryszard Bąk', [
    'Na przegląd w środę o dziesiątej. Albo nie, w środę mam zebranie, niech będzie czwartek, ta sama godzina.',
    'Ryszard Bąk',
    'Tak',
    NIE,
  ]),
  givenUp('q047', 'pl', [
    'Chciałabym na wybielanie w czwartek o jedenastej.',
    'A ile to w ogóle kosztuje?',
    'Oj, to sporo. To ja się jeszcze zastanowię, na razie się nie zapisuję.',
    NIE,
  ]),
  booked('q048', 'pl', '2026-11-27 11:00', 'Przegląd', 'Kamila Szymańska', [
    'Przegląd na dwudziestego szóstego... nie, dwudziestego siódmego, w piątek, o jedenastej.',
    'Kamila Szymańska',
    'Tak',
    NIE,
  ]),
  cancelled('q049', 'pl', [
    'Przegląd pojutrze o dziewiątej poproszę.',
    'Edyta Szewczyk',
    'Tak',
    'Przepraszam bardzo, jednak muszę zrezygnować, proszę anulować tę wizytę.',
    'Tak',
    NIE,
  ]),
  moved('q050', 'en', '2026-11-26 11:00', 'Higienizacja', 'Emily Foster', [
    'Can I book a cleaning for tomorrow at 11?',
    'Emily Foster',
    'Yes',
    'Actually, could we make that Thursday at the same time instead?',
    'Yes',
    NO,
  ]),
  cancelled('q051', 'en', [
    "I'd like a check-up on Friday at 3 pm.",
    'Victoria Hall',
    'Yes',
    "Oh, sorry, I've just realised I'm working that day. Can you cancel it, please?",
    'Yes',
    NO,
  ]),
  booked('q052', 'en', '2026-12-02 11:00', 'Leczenie kanałowe', 'George Baker', [
    'I need a root canal on Wednesday the 2nd of December at 10... no, wait, make it 11.',
    'George Baker',
    'Yes',
    NO,
  ]),
  givenUp('q053', 'en', [
    "I'd like to book whitening for Friday at noon.",
    "Hmm, actually, let me check with my partner first. I won't book anything for now.",
    NO,
  ]),
  moved('q054', 'en', '2026-11-30 09:30', 'Ekstrakcja', 'Samuel Wright', [
    'Hello, I need a tooth taken out, Monday the 30th at 9 in the morning.',
    'Samuel Wright',
    'Yes',
    'Sorry, could you move it to half past nine, same day?',
    'Yes',
    NO,
  ]),
]);
