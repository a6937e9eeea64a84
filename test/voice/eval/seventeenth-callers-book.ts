/**
 * The seventeenth held-out set (`seventeenth.ts`): bookings with the day and time said the ways
 * callers say them, and services in the callers' own words. The evaluation clock is Monday
 * 23 November 2026, 08:00 in Warsaw (tomorrow: Tuesday the 24th; this Saturday: the 28th; next
 * Monday: the 30th; Tuesday 1 December ... Friday 4 December).
 */

import { bookedWithPhone } from './fifteenth-callers-kit.js';
import { booked } from './fourteenth-callers-kit.js';
import { as } from './script.js';
import { NIE, NO } from './twelfth-callers-kit.js';

const BYE_PL = 'Do widzenia';
const BYE = 'Bye';

export const BOOKING = as('booking', [
  booked('r001', 'pl', '2026-11-24 10:00', 'Przegląd', 'Tomasz Wójcik', [
    'Dzień dobry, ja bym się chciał zapisać na przegląd, jutro, tak koło dziesiątej, da radę?',
    'Tomasz Wójcik',
    'Tak, zgadza się',
    'Nie, dziękuję, to wszystko',
    BYE_PL,
  ]),
  booked('r002', 'pl', '2026-11-25 11:30', 'Higienizacja', 'Karolina Mazur', [
    'Dzień dobry, czy pojutrze o wpół do dwunastej znajdzie się miejsce na higienizację?',
    'Karolina Mazur',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r003', 'pl', '2026-11-27 09:00', 'Wybielanie', 'Ewa Kamińska', [
    'Halo, dzień dobry. Chciałam umówić wybielanie na ten piątek, tak na dziewiątą rano.',
    'Nazywam się Ewa Kamińska',
    'Tak, poproszę',
    NIE,
    BYE_PL,
  ]),
  booked('r004', 'pl', '2026-11-28 11:00', 'Przegląd', 'Marek Dudek', [
    'Dzień dobry, a w tę sobotę o jedenastej mógłbym przyjść na przegląd?',
    'Marek Dudek',
    'Tak',
    'Nie, to wszystko, dziękuję',
    BYE_PL,
  ]),
  booked('r005', 'pl', '2026-12-03 09:30', 'Leczenie kanałowe', 'Zofia Pawlak', [
    'Dzień dobry, lekarz kazał mi się umówić na leczenie kanałowe. Czy może być trzeciego grudnia o wpół do dziesiątej?',
    'Zofia Pawlak',
    'Tak, zgadza się',
    NIE,
    BYE_PL,
  ]),
  booked('r006', 'pl', '2026-11-23 16:00', 'Przegląd', 'Paweł Sikora', [
    'Dzień dobry, czy dałoby się jeszcze dzisiaj, o czwartej po południu, na przegląd?',
    'Paweł Sikora',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r007', 'pl', '2026-11-25 13:30', 'Higienizacja', 'Agnieszka Baran', [
    'Dzień dobry, poproszę higienizację w środę, trzynasta trzydzieści',
    'Agnieszka Baran',
    'Zgadza się',
    NIE,
    BYE_PL,
  ]),
  booked('r008', 'pl', '2026-12-04 14:00', 'Przegląd', 'Krzysztof Walczak', [
    'Dzień dobry, chciałbym się umówić na przegląd w przyszły piątek, czwartego grudnia, o drugiej po południu',
    'Krzysztof Walczak',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r009', 'pl', '2026-12-01 08:00', 'Wybielanie', 'Monika Górska', [
    'Dzień dobry. Wybielanie, wtorek pierwszego grudnia, o ósmej rano, jest wolne?',
    'Monika Górska',
    'Tak, poproszę',
    NIE,
    BYE_PL,
  ]),
  booked('r010', 'pl', '2026-11-24 12:00', 'Przegląd', 'Jakub Nowicki', [
    'Dzień dobry, chciałbym się zapisać na kontrolę, jutro w samo południe',
    'Jakub Nowicki',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r011', 'pl', '2026-11-26 15:00', 'Przegląd', 'Jerzy Kwiatkowski', [
    'Dzień dobry, przegląd w czwartek o piętnastej, jest wolne?',
    'Kwiatkowski. Jerzy Kwiatkowski.',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  bookedWithPhone('r012', 'pl', '2026-11-30 10:30', 'Higienizacja', 'Beata Krawczyk', '692345781', [
    'Dzień dobry, chciałabym się umówić na higienizację w poniedziałek trzydziestego, o dziesiątej trzydzieści',
    'Beata Krawczyk, a do kontaktu proszę zapisać numer 692 345 781',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r013', 'pl', '2026-11-26 11:00', 'Przegląd', 'Halina Jabłońska', [
    'Dzień dobry, mówi Halina Jabłońska. Chciałam się zapisać na przegląd na dwudziestego szóstego listopada, na jedenastą.',
    'Tak, zgadza się',
    NIE,
    BYE_PL,
  ]),
  booked('r014', 'pl', '2026-12-03 14:30', 'Higienizacja', 'Teresa Lis', [
    'Dzień dobry, chciałabym się zapisać na higienizację. W czwartek, trzeciego grudnia, o wpół do trzeciej po południu.',
    'Teresa Lis',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r015', 'en', '2026-11-24 10:30', 'Przegląd', 'Emily Watson', [
    'Hi there, could I book a check-up for tomorrow at half past ten?',
    'Emily Watson',
    "Yes, that's right",
    NO,
    BYE,
  ]),
  booked('r016', 'en', '2026-11-25 14:00', 'Higienizacja', 'David Miller', [
    "Hello, I'd like a cleaning on Wednesday, 2 pm if you have it",
    'David Miller',
    'Yes please',
    NO,
    BYE,
  ]),
  booked('r017', 'en', '2026-11-27 11:30', 'Przegląd', 'Sophie Turner', [
    'Hiya, could I pop in for a check-up on Friday, say half eleven?',
    "It's Sophie Turner",
    'Yes, lovely',
    NO,
    BYE,
  ]),
  booked('r018', 'en', '2026-12-03 09:00', 'Wybielanie', 'Jessica Brown', [
    'Hey, I wanna get my teeth whitened, Thursday, December 3rd, 9 a.m.',
    'Jessica Brown',
    "Yep, that's right",
    NO,
    BYE,
  ]),
  booked('r019', 'en', '2026-12-02 13:00', 'Leczenie kanałowe', 'Michael Evans', [
    'Good morning, I need to book a root canal for the second of December, at one in the afternoon',
    'Michael Evans',
    'Yes',
    NO,
    BYE,
  ]),
  booked('r020', 'en', '2026-11-28 10:00', 'Przegląd', 'Hannah Schmidt', [
    "Hello, Saturday morning, ten o'clock, just a check-up, is that free?",
    'Hannah Schmidt',
    'Yes',
    NO,
    BYE,
  ]),
  booked('r021', 'en', '2026-11-25 16:00', 'Higienizacja', 'Lucas Moreau', [
    'Good morning, can I book scaling for the day after tomorrow at four in the afternoon?',
    'My name is Lucas Moreau',
    'Yes, correct',
    NO,
    BYE,
  ]),
  booked('r022', 'en', '2026-11-23 17:00', 'Przegląd', 'Tom Fletcher', [
    'Hi, any chance of a check-up today at five?',
    'Tom Fletcher',
    'Yes, great',
    NO,
    BYE,
  ]),
]);

export const SERVICE = as('service', [
  booked('r023', 'pl', '2026-11-24 14:00', 'Higienizacja', 'Adam Michalski', [
    'Dzień dobry, chciałbym usunąć kamień nazębny, jutro o czternastej by mi pasowało',
    'Adam Michalski',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r024', 'pl', '2026-11-26 10:00', 'Ekstrakcja', 'Robert Pietrzak', [
    'Dzień dobry, mam ząb do usunięcia, trzonowiec, już nie do uratowania. Czy w czwartek o dziesiątej można?',
    'Robert Pietrzak',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r025', 'pl', '2026-11-27 12:00', 'Wybielanie', 'Natalia Wieczorek', [
    'Dzień dobry, chciałabym, żeby mi zęby zrobić bielsze, bo są żółte od kawy. W piątek o dwunastej się da?',
    'Natalia Wieczorek',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r026', 'pl', '2026-11-25 10:00', 'Leczenie kanałowe', 'Grzegorz Ostrowski', [
    'Dzień dobry, dentysta mi powiedział, że szóstkę trzeba leczyć kanałowo. Środa, dziesiąta, jest możliwość?',
    'Grzegorz Ostrowski',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r027', 'pl', '2026-11-28 09:00', 'Higienizacja', 'Iwona Tomaszewska', [
    'Dzień dobry, ja bym chciała takie czyszczenie z piaskowaniem, w sobotę o dziewiątej',
    'Iwona Tomaszewska',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r028', 'pl', '2026-11-30 09:00', 'Przegląd', 'Stanisław Szewczyk', [
    'Dzień dobry, dawno nie byłem u dentysty i chciałbym, żeby ktoś mi zajrzał do zębów, czy wszystko w porządku. W poniedziałek trzydziestego o dziewiątej?',
    'Stanisław Szewczyk',
    'Tak',
    NIE,
    BYE_PL,
  ]),
  booked('r029', 'en', '2026-11-26 11:00', 'Ekstrakcja', 'Oleksandr Bondarenko', [
    'Hello, I need a tooth pulled out, could I come on Thursday at eleven?',
    'Oleksandr Bondarenko',
    'Yes',
    NO,
    BYE,
  ]),
  booked('r030', 'en', '2026-12-01 15:00', 'Higienizacja', 'Grace Liu', [
    "Hi, I'd like to have my teeth professionally cleaned, Tuesday the 1st of December at 3 pm",
    'Grace Liu',
    'Yes',
    NO,
    BYE,
  ]),
  booked('r031', 'en', '2026-12-04 10:00', 'Wybielanie', 'Chloe Bennett', [
    "Hi, my teeth are quite yellow and I'd like them made whiter. Friday the 4th of December at 10?",
    'Chloe Bennett',
    'Yes',
    NO,
    BYE,
  ]),
  booked('r032', 'en', '2026-11-24 09:00', 'Przegląd', 'Daniel Hughes', [
    'Morning, I just need a routine dental exam, tomorrow at 9 if possible',
    'Daniel Hughes',
    'Yes',
    NO,
    BYE,
  ]),
]);
