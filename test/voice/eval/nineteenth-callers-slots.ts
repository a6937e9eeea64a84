/**
 * The nineteenth held-out set's free times and changes (`nineteenth.ts`): times asked for when
 * the clinic is closed or the service does not fit, callers who only ask, a time picked from the
 * ones offered; bookings moved, cancelled or given up in the call, a time, day or service changed
 * before the booking. The evaluation clock: Monday 23 November 2026, 08:00.
 */

import { cancelled, givenUp, moved } from './fifteenth-callers-kit.js';
import { booked } from './fourteenth-callers-kit.js';
import { as } from './script.js';
import { type Lang, NIE, NO, nothing } from './twelfth-callers-kit.js';

const P: Lang = 'pl';
const E: Lang = 'en';

export const SLOTS = as('slots', [
  // Sunday is closed; the next Monday (30th) at nine instead.
  booked('t033', P, '2026-11-30 09:00', 'Przegląd', 'Zofia Pawlak', [
    'Dzień dobry, czy w tę niedzielę da się przyjść na przegląd?',
    'Szkoda. To może w przyszły poniedziałek o dziewiątej?',
    'Tak.',
    'Zofia Pawlak.',
    NIE,
  ]),
  // Before opening (7:00); eight o'clock on Tuesday 24th instead.
  booked('t034', P, '2026-11-24 08:00', 'Przegląd', 'Grzegorz Wilk', [
    'Potrzebuję przeglądu jutro o siódmej rano, zanim pójdę do pracy.',
    'A o ósmej się da?',
    'Tak, może być.',
    'Grzegorz Wilk.',
    NIE,
  ]),
  // After Saturday's closing (13:00); a hygiene visit at 11:00–12:00 instead.
  booked('t035', P, '2026-11-28 11:00', 'Higienizacja', 'Agnieszka Duda', [
    'Czy w sobotę o czternastej mogę przyjść na higienizację?',
    'Rozumiem. To wezmę o jedenastej.',
    'Tak.',
    'Agnieszka Duda.',
    NIE,
  ]),
  // Whitening (90 min) at 12:00 on Saturday runs past 13:00; 9:30–11:00 instead.
  booked('t036', P, '2026-11-28 09:30', 'Wybielanie', 'Karolina Sowa', [
    'Chciałabym wybielanie w sobotę o dwunastej.',
    'Aha, to może o wpół do dziesiątej?',
    'Tak.',
    'Karolina Sowa.',
    NIE,
  ]),
  // Only asks.
  nothing('t037', P, [
    'Jakie macie wolne godziny w czwartek po południu?',
    'Dziękuję, muszę to jeszcze przemyśleć.',
    'Nie, to wszystko. Do widzenia.',
  ]),
  // An evening after work (19:00, closed); 17:00–18:00 on Wednesday 25th instead.
  booked('t038', P, '2026-11-25 17:00', 'Higienizacja', 'Łukasz Baran', [
    'Pracuję do szesnastej, czy w środę dałoby się o dziewiętnastej na czyszczenie zębów?',
    'To trudno, niech będzie siedemnasta.',
    'Tak.',
    'Łukasz Baran.',
    NIE,
  ]),
  // A time picked from the ones offered, with the name.
  booked('t039', E, '2026-11-26 10:30', 'Przegląd', 'Olivia Grant', [
    'What have you got free on Thursday morning for a check-up?',
    "Ten thirty would be great. The name's Olivia Grant.",
    'Yes.',
    NO,
  ]),
  // Sunday closed; Saturday 28th at ten instead (cleaning, 10:00–11:00).
  booked('t040', E, '2026-11-28 10:00', 'Higienizacja', 'Ian Fletcher', [
    "Are you open this Sunday? I'd need a cleaning.",
    'Saturday at ten then?',
    'Yes, lovely.',
    'Ian Fletcher.',
    NO,
  ]),
  // Today after 6 pm is closed; tomorrow at half past five (17:30–18:00).
  booked('t041', E, '2026-11-24 17:30', 'Przegląd', 'Rachel Moore', [
    'Can I come in for a check-up today after six pm?',
    'Okay, tomorrow at half past five, then.',
    'Yes.',
    'Rachel Moore.',
    NO,
  ]),
  // Only asks.
  nothing('t042', E, [
    'When is your earliest opening for a cleaning next week?',
    "Thanks, I'll call back once I know my shifts.",
    "No, that's all. Bye.",
  ]),
]);

export const CHANGE = as('change', [
  // Booked Thursday 10:00, moved to Friday "o tej samej porze".
  moved('t043', P, '2026-11-27 10:00', 'Przegląd', 'Alicja Nowicka', [
    'Dzień dobry, Alicja Nowicka, chciałabym przegląd w czwartek o dziesiątej.',
    'Tak.',
    'Właściwie to wolałabym w piątek o tej samej porze, da się przełożyć?',
    'Tak.',
    NIE,
  ]),
  // Booked, then cancelled in the call.
  cancelled('t044', P, [
    'Poproszę higienizację jutro o szesnastej, Robert Kaczmarek.',
    'Tak.',
    'Oj, dopiero sobie przypomniałem, że jutro mam delegację. Proszę to odwołać.',
    'Tak, na pewno.',
    NIE,
  ]),
  // Given up over the price.
  givenUp('t045', P, [
    'Ile kosztuje wybielanie? Chciałabym się zapisać na sobotę o dziewiątej.',
    'Nie, to jednak dla mnie za drogo, rezygnuję.',
    NIE,
  ]),
  // The time changed after the offer: Wednesday 25th, 10:00.
  booked('t046', P, '2026-11-25 10:00', 'Przegląd', 'Paweł Jasiński', [
    'Chciałbym przegląd w środę o dziewiątej.',
    'Hmm, jednak nie, wolałbym o dziesiątej, bo nie zdążę dojechać.',
    'Tak.',
    'Paweł Jasiński.',
    NIE,
  ]),
  // The day changed, "o tej samej godzinie": Tuesday 1 December, 15:00–16:00.
  booked('t047', P, '2026-12-01 15:00', 'Higienizacja', 'Natalia Górecka', [
    'Dzień dobry, chciałabym zapisać się na higienizację w poniedziałek trzydziestego o piętnastej.',
    'Ojej, w poniedziałek jednak nie mogę. A we wtorek pierwszego grudnia, o tej samej godzinie?',
    'Tak, pasuje.',
    'Natalia Górecka.',
    NIE,
  ]),
  // The service changed in the sentence: hygiene, Thursday 26th, 13:00.
  booked('t048', P, '2026-11-26 13:00', 'Higienizacja', 'Marek Lis', [
    'Chciałbym się umówić na wybielanie, nie, przepraszam, na higienizację, w czwartek o trzynastej.',
    'Tak.',
    'Marek Lis.',
    NIE,
  ]),
  // Booked Saturday 10:00, moved to Monday 30th, 9:00.
  moved('t049', P, '2026-11-30 09:00', 'Przegląd', 'Irena Kalinowska', [
    'Irena Kalinowska, chciałabym się zapisać na przegląd w sobotę o dziesiątej.',
    'Tak.',
    'A jednak nie, przełóżmy to na przyszły poniedziałek, na dziewiątą.',
    'Tak.',
    NIE,
  ]),
  // Booked Tuesday 11:00, moved to Thursday "same time".
  moved('t050', E, '2026-11-26 11:00', 'Przegląd', 'Daniel Brooks', [
    "Hi, Daniel Brooks here, I'd like a check-up tomorrow at eleven.",
    'Yes.',
    'Actually, can we push that to Thursday, same time?',
    'Yes, please.',
    NO,
  ]),
  // Booked, then cancelled in the call.
  cancelled('t051', E, [
    'Can I get a cleaning on Friday at 10? My name is Laura Finch.',
    "Yes, that's fine.",
    "Oh no, wait, I've just remembered I'm away on Friday. Could you cancel it, please?",
    'Yes.',
    NO,
  ]),
  // The time changed before the booking: Wednesday 25th, 3 pm.
  booked('t052', E, '2026-11-25 15:00', 'Przegląd', 'Hannah Webb', [
    "I'd like to book a check-up for Wednesday at 2 pm.",
    'Hmm, actually, make it 3 pm instead.',
    'Yes.',
    'Hannah Webb.',
    NO,
  ]),
  // Given up over the price.
  givenUp('t053', E, [
    'How much is a root canal? I might book one for Monday the 30th at 9.',
    "That's more than I expected, I'll leave it for now.",
    NO,
  ]),
  // A time corrected in the sentence: Friday 27th, 10:30.
  booked('t054', E, '2026-11-27 10:30', 'Przegląd', 'Peter Clarke', [
    'Could I have a check-up on Friday at ten, no wait, half past ten?',
    'Yes.',
    'Peter Clarke.',
    NO,
  ]),
]);
