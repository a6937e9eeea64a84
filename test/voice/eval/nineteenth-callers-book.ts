/**
 * The nineteenth held-out set's bookings (`nineteenth.ts`): a day and time said the ways people
 * say them, a name (and a number) in one breath, a time corrected in the sentence; and services
 * named in the callers' own words. The evaluation clock: Monday 23 November 2026, 08:00.
 */

import { bookedWithPhone } from './fifteenth-callers-kit.js';
import { booked } from './fourteenth-callers-kit.js';
import { as } from './script.js';
import { type Lang, NIE, NO } from './twelfth-callers-kit.js';

const P: Lang = 'pl';
const E: Lang = 'en';

export const BOOKING = as('booking', [
  // Tuesday 24th ("jutro"), 10:00.
  booked('t001', P, '2026-11-24 10:00', 'Przegląd', 'Tomasz Wróbel', [
    'Dzień dobry, chciałbym się zapisać na przegląd, jutro o dziesiątej, jeśli można.',
    'Tak, pasuje.',
    'Tomasz Wróbel.',
    NIE,
  ]),
  // Thursday 26th, 14:30.
  booked('t002', P, '2026-11-26 14:30', 'Higienizacja', 'Ewa Sadowska', [
    'Halo, dzień dobry. Potrzebuję higienizacji, pasowałby mi czwartek, czternasta trzydzieści.',
    'Tak.',
    'Nazywam się Ewa Sadowska.',
    NIE,
  ]),
  // Name and number in one breath; Friday 27th, 08:00.
  bookedWithPhone('t003', P, '2026-11-27 08:00', 'Przegląd', 'Krzysztof Bielecki', '605318742', [
    'Mówi Krzysztof Bielecki, numer 605 318 742, chciałbym przegląd w piątek o ósmej rano.',
    'Tak.',
    NIE,
  ]),
  // "Pojutrze": Wednesday 25th, 12:00–13:30.
  booked('t004', P, '2026-11-25 12:00', 'Wybielanie', 'Magdalena Kurek', [
    'Dzień dobry, dzwonię w sprawie wybielania. Czy pojutrze o dwunastej byłoby wolne?',
    'Tak, biorę.',
    'Magdalena Kurek.',
    NIE,
  ]),
  // Without diacritics; Monday 30th, 16:00.
  booked('t005', P, '2026-11-30 16:00', 'Przegląd', 'Julia Mazur', [
    'dzien dobry, chcialabym sie umowic na przeglad 30 listopada na 16',
    'tak, pasuje',
    'Julia Mazur',
    'nie, dziekuje',
  ]),
  // "O wpół do dziesiątej": Friday 27th, 09:30–11:00.
  booked('t006', P, '2026-11-27 09:30', 'Leczenie kanałowe', 'Henryk Olszewski', [
    'Dzień dobry, Henryk Olszewski. Chodzi o leczenie kanałowe, w piątek rano o wpół do dziesiątej.',
    'Tak, dobrze.',
    NIE,
  ]),
  // A time corrected in the same sentence: Tuesday 24th, 12:00.
  booked('t007', P, '2026-11-24 12:00', 'Przegląd', 'Beata Zalewska', [
    'Poproszę przegląd jutro o jedenastej, nie, przepraszam, o dwunastej.',
    'Tak, o dwunastej.',
    'Beata Zalewska.',
    NIE,
  ]),
  // Today, "o trzeciej po południu".
  booked('t008', P, '2026-11-23 15:00', 'Przegląd', 'Adam Sobczak', [
    'Czy dałoby radę jeszcze dziś, o trzeciej po południu, na przegląd?',
    'Tak, Adam Sobczak.',
    NIE,
  ]),
  // A day of the month: Wednesday 2 December, 13:30–14:30.
  booked('t009', P, '2026-12-02 13:30', 'Higienizacja', 'Dorota Michalak', [
    'Chciałabym zarezerwować higienizację na drugiego grudnia, godzina 13.30.',
    'Pasuje.',
    'Dorota Michalak.',
    NIE,
  ]),
  // Saturday 28th, 10:30 (Saturday 9–13).
  booked('t010', P, '2026-11-28 10:30', 'Przegląd', 'Wiktor Jabłoński', [
    'Czy w sobotę o dziesiątej trzydzieści jest wolne na przegląd? Wiktor Jabłoński.',
    'Tak.',
    NIE,
  ]),
  // Thursday 3 December, 17:00.
  booked('t011', P, '2026-12-03 17:00', 'Przegląd', 'Ryszard Pietrzak', [
    'Dzień dobry, ja bym chciał na kontrolę, na czwartek trzeciego grudnia, o siedemnastej.',
    'Tak, może być.',
    'Ryszard Pietrzak.',
    NIE,
  ]),
  // The number before the name; Tuesday 24th, 14:30.
  bookedWithPhone('t012', P, '2026-11-24 14:30', 'Przegląd', 'Barbara Czajka', '512647381', [
    'Mój numer to 512 647 381, Barbara Czajka, poproszę przegląd jutro o 14:30.',
    'Tak.',
    NIE,
  ]),
  // "Dwudziestego siódmego": Friday 27th, 09:00.
  booked('t013', P, '2026-11-27 09:00', 'Higienizacja', 'Iwona Szczepańska', [
    'Chciałam zarezerwować higienizację na dwudziestego siódmego listopada, o dziewiątej.',
    'Tak, Iwona Szczepańska.',
    NIE,
  ]),
  // Tuesday 24th, 9 a.m.
  booked('t014', E, '2026-11-24 09:00', 'Przegląd', 'George Palmer', [
    "Hello, I'd like to book a check-up for tomorrow at 9 a.m.",
    'Yes, that works.',
    'George Palmer.',
    NO,
  ]),
  // Thursday 26th, "half past three in the afternoon".
  booked('t015', E, '2026-11-26 15:30', 'Higienizacja', 'Emily Watson', [
    'Could I get a cleaning on Thursday, half past three in the afternoon?',
    'Yes.',
    'Emily Watson.',
    NO,
  ]),
  // "The 4th of December at 11": Friday.
  booked('t016', E, '2026-12-04 11:00', 'Przegląd', 'Thomas Reid', [
    "I'm after a check-up on the 4th of December at 11, please. It's Thomas Reid.",
    'Yes, please.',
    NO,
  ]),
  // Name and number in one breath; Wednesday 25th, 1 pm.
  bookedWithPhone('t017', E, '2026-11-25 13:00', 'Przegląd', 'Mark Jennings', '691472385', [
    "Hi, this is Mark Jennings, 691 472 385, I'd like a check-up on Wednesday at 1 pm.",
    'Yes.',
    NO,
  ]),
  // Non-native English: Friday 27th, "16 o'clock".
  booked('t018', E, '2026-11-27 16:00', 'Przegląd', 'Ahmed Karimi', [
    "Hello, I want make appointment for checkup, on Friday, 16 o'clock.",
    'Yes, is okay.',
    'Ahmed Karimi.',
    NO,
  ]),
  // A day corrected in the sentence: Wednesday 25th, 10:00–11:30.
  booked('t019', E, '2026-11-25 10:00', 'Wybielanie', 'Chloe Harris', [
    'Could I book whitening for Tuesday, sorry, I mean Wednesday, at ten?',
    "Yes, that's right. Chloe Harris.",
    NO,
  ]),
  // Today, "four thirty pm".
  booked('t020', E, '2026-11-23 16:30', 'Przegląd', 'Jack Turner', [
    "Any chance of a check-up today at four thirty pm? I'm Jack Turner.",
    'Great, yes.',
    NO,
  ]),
  // British "half eleven" on Saturday 28th.
  booked('t021', E, '2026-11-28 11:30', 'Przegląd', 'Megan Lloyd', [
    'Hiya, could I come in for a check-up on Saturday, half eleven?',
    'Yes, lovely.',
    'Megan Lloyd.',
    NO,
  ]),
  // "Monday the 30th, 8:30 in the morning".
  booked('t022', E, '2026-11-30 08:30', 'Higienizacja', 'Samuel Price', [
    "I'd like to book a cleaning for Monday the 30th, 8:30 in the morning.",
    'Yes.',
    'Samuel Price.',
    NO,
  ]),
]);

export const SERVICE = as('service', [
  // Tartar off: a hygiene visit (60 min). Wednesday 25th, 11:00.
  booked('t023', P, '2026-11-25 11:00', 'Higienizacja', 'Renata Wojciechowska', [
    'Chciałabym, żeby mi zdjęli kamień z zębów. Może w środę o jedenastej?',
    'Tak.',
    'Renata Wojciechowska.',
    NIE,
  ]),
  // A loose tooth to be taken out (45 min). Tuesday 24th, 13:00.
  booked('t024', P, '2026-11-24 13:00', 'Ekstrakcja', 'Stanisław Kozieł', [
    'Rusza mi się ząb i dentysta kazał go usunąć. Da się jutro o trzynastej?',
    'Tak, Stanisław Kozieł.',
    NIE,
  ]),
  // Whiter teeth (90 min). Friday 27th, 14:00.
  booked('t025', P, '2026-11-27 14:00', 'Wybielanie', 'Patryk Nowakowski', [
    'Chciałbym mieć bielsze zęby przed ślubem. Może piątek o czternastej?',
    'Tak.',
    'Patryk Nowakowski.',
    NIE,
  ]),
  // Canals to be treated (90 min). Thursday 26th, 09:00.
  booked('t026', P, '2026-11-26 09:00', 'Leczenie kanałowe', 'Elżbieta Rutkowska', [
    'Lekarz powiedział, że ząb trzeba leczyć kanałowo. Czy jest termin w czwartek o dziewiątej?',
    'Tak, proszę.',
    'Elżbieta Rutkowska.',
    NIE,
  ]),
  // Someone to look the teeth over: a check-up. Monday 30th, 11:00.
  booked('t027', P, '2026-11-30 11:00', 'Przegląd', 'Jerzy Kołodziej', [
    'Dawno nie byłem u dentysty, chciałbym, żeby ktoś mi po prostu sprawdził zęby. Poniedziałek trzydziestego o jedenastej?',
    'Tak.',
    'Jerzy Kołodziej.',
    NIE,
  ]),
  // Without diacritics, a tooth to pull. Tuesday 1 December, 10:00.
  booked('t028', P, '2026-12-01 10:00', 'Ekstrakcja', 'Mateusz Sikora', [
    'musze wyrwac zeba, ten na dole z tylu, moze byc wtorek 1 grudnia o 10',
    'tak',
    'Mateusz Sikora',
    'nie, dziekuje',
  ]),
  // "A scale and polish": hygiene. Thursday 26th, 11:00.
  booked('t029', E, '2026-11-26 11:00', 'Higienizacja', 'Oliver Bennett', [
    'I need a scale and polish, Thursday at eleven if possible.',
    'Yes.',
    'Oliver Bennett.',
    NO,
  ]),
  // A molar "pulling out": extraction. Friday 27th, 2 pm.
  booked('t030', E, '2026-11-27 14:00', 'Ekstrakcja', 'Grace Holloway', [
    "I've got a broken molar that needs pulling out. Friday at 2 pm?",
    'Yes.',
    'Grace Holloway.',
    NO,
  ]),
  // Teeth "bleached": whitening. Tuesday 24th, 3 in the afternoon (15:00–16:30).
  booked('t031', E, '2026-11-24 15:00', 'Wybielanie', 'Lucy Chapman', [
    "I'd like my teeth bleached, tomorrow at 3 in the afternoon. Lucy Chapman.",
    'Yes, perfect.',
    NO,
  ]),
  // "A root filling": root canal. Wednesday 2 December, 9:00–10:30.
  booked('t032', E, '2026-12-02 09:00', 'Leczenie kanałowe', 'Nathan Cole', [
    'My dentist says I need a root filling. Could I come on Wednesday the 2nd of December at nine?',
    'Yes.',
    'Nathan Cole.',
    NO,
  ]),
]);
