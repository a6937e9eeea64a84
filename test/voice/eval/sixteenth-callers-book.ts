/**
 * The sixteenth held-out set's bookings (`sixteenth.ts`): the day and the time said the ways
 * people say them, names, numbers dictated, and services in the callers' own words.
 */

import { bookedWithPhone } from './fifteenth-callers-kit.js';
import { booked } from './fourteenth-callers-kit.js';
import { as } from './script.js';
import { NIE, NO } from './twelfth-callers-kit.js';

export const BOOKING = as('booking', [
  booked('q001', 'pl', '2026-11-24 10:00', 'Przegląd', 'Halina Górecka', [
    'Dzień dobry, yyy, chciałabym się zapisać na przegląd, jutro o dziesiątej, da radę?',
    'Halina Górecka',
    'Tak, zgadza się',
    NIE,
  ]),
  booked('q002', 'pl', '2026-11-26 11:30', 'Higienizacja', 'Marek Jasiński', [
    'dzien dobry, chcialem umowic higienizacje na czwartek wpol do dwunastej',
    'marek jasinski',
    'tak',
    'nie, to wszystko',
  ]),
  booked('q003', 'pl', '2026-11-27 09:00', 'Leczenie kanałowe', 'Tadeusz Wrona', [
    'Dzień dobry. Ja w sprawie leczenia kanałowego, chciałbym się umówić na dwudziestego siódmego, to jest piątek, na dziewiątą rano.',
    'Wrona, Tadeusz Wrona',
    'Tak, potwierdzam',
    NIE,
  ]),
  booked('q004', 'en', '2026-11-24 10:30', 'Przegląd', 'Fiona Campbell', [
    'Hello, could I book myself in for a check-up tomorrow at half ten, please?',
    'Fiona Campbell',
    'Yes, lovely',
    NO,
  ]),
  booked('q005', 'pl', '2026-11-28 10:00', 'Wybielanie', 'Grzegorz Pawlak', [
    'No to ja bym chciał na wybielanie. W tę sobotę, dwudziestego ósmego, o dziesiątej.',
    'Grzegorz Pawlak',
    'Tak',
    NIE,
  ]),
  booked('q006', 'pl', '2026-11-25 15:30', 'Przegląd', 'Renata Kaczmarek', [
    'Dzień dobry, czy mogłabym się zapisać na przegląd pojutrze, o wpół do czwartej po południu?',
    'Nazywam się Renata Kaczmarek',
    'Tak, dziękuję',
    NIE,
  ]),
  booked('q007', 'en', '2026-11-25 14:00', 'Higienizacja', 'Jessica Moore', [
    "Hi there, I'd like to schedule a cleaning for this Wednesday at 2 pm.",
    "It's Jessica Moore",
    'Yes, that works',
    NO,
  ]),
  booked('q008', 'pl', '2026-12-03 14:30', 'Przegląd', 'Łukasz Sobczak', [
    'Przegląd, trzeciego grudnia, czternasta trzydzieści, jest wolne?',
    'To poproszę. Łukasz Sobczak.',
    'Tak',
    NIE,
  ]),
  booked('q009', 'pl', '2026-12-01 09:00', 'Higienizacja', 'Agnieszka Wróbel', [
    'Dzień dobry, ja chciałem zapisać żonę na higienizację, w przyszły wtorek, pierwszego grudnia, na dziewiątą.',
    'Agnieszka Wróbel',
    'Tak, wszystko się zgadza',
    NIE,
  ]),
  booked('q010', 'en', '2026-12-04 09:30', 'Przegląd', 'Thomas Reid', [
    "Good morning. I'd like an appointment for a check-up on Friday the fourth of December, nine thirty in the morning.",
    'Thomas Reid',
    'Yes, please',
    NO,
  ]),
  booked('q011', 'pl', '2026-12-02 14:00', 'Przegląd', 'Zofia Michalak', [
    'Chciałabym na przegląd w środę, drugiego grudnia, o drugiej po południu.',
    'Zofia Michalak',
    'Tak',
    NIE,
  ]),
  booked('q012', 'pl', '2026-11-24 12:00', 'Przegląd', 'Paweł Kubiak', [
    'Jutro o jedenastej na przegląd... a nie, przepraszam, jednak o dwunastej, bo wcześniej nie zdążę z pracy.',
    'Paweł Kubiak',
    'Tak, o dwunastej',
    NIE,
  ]),
  bookedWithPhone('q013', 'pl', '2026-11-30 10:30', 'Higienizacja', 'Stefan Borowski', '601234567', [
    'Dzień dobry, chciałbym się zapisać na higienizację w poniedziałek trzydziestego listopada, na dziesiątą trzydzieści.',
    'Stefan Borowski, a numer kontaktowy proszę zapisać sześćset jeden, dwieście trzydzieści cztery, pięćset sześćdziesiąt siedem, bo dzwonię ze służbowego.',
    'Tak',
    NIE,
  ]),
  bookedWithPhone('q014', 'pl', '2026-11-26 16:00', 'Przegląd', 'Iwona Stępień', '698341277', [
    'Dzień dobry, no to ja chciałam przegląd w czwartek o szesnastej.',
    'Iwona Stępień. I wolałabym, żeby dzwonić na 698 341 277, to mój drugi telefon.',
    'Tak, dobrze',
    NIE,
  ]),
  booked('q015', 'en', '2026-12-10 08:00', 'Leczenie kanałowe', 'Daniel Hughes', [
    'Could I book root canal treatment for Thursday the 10th of December at 8 am?',
    'Daniel Hughes',
    "Yes, that's right",
    NO,
  ]),
  booked('q016', 'en', '2026-11-28 11:00', 'Wybielanie', 'Megan Clarke', [
    'Yeah hi, can I get a whitening appointment this Saturday, eleven o clock?',
    'Megan Clarke',
    'Yep, perfect',
    NO,
  ]),
  booked('q017', 'pl', '2026-11-27 17:00', 'Przegląd', 'Robert Malinowski', [
    'Czy mogę się umówić na przegląd w piątek o piątej po południu?',
    'Robert Malinowski',
    'Tak',
    NIE,
  ]),
  booked('q018', 'pl', '2026-11-24 08:00', 'Przegląd', 'Jadwiga Szulc', [
    'Dzień dobry, a na jutro na ósmą rano można by na przegląd? Bo potem jadę do córki.',
    'Jadwiga Szulc',
    'Tak, tak',
    NIE,
  ]),
  booked('q019', 'pl', '2026-11-23 13:00', 'Przegląd', 'Dariusz Kołodziej', [
    'Czy dałoby się dzisiaj jeszcze na przegląd, o trzynastej?',
    'Dariusz Kołodziej',
    'Tak, poproszę',
    NIE,
  ]),
  booked('q020', 'en', '2026-12-07 11:00', 'Ekstrakcja', 'Ryan Walsh', [
    'Hello, I need to book a tooth extraction please, Monday the 7th of December at 11 in the morning.',
    'Ryan Walsh',
    'Yes',
    NO,
  ]),
  booked('q021', 'en', '2026-11-25 16:30', 'Przegląd', 'Hannah Brooks', [
    'Hi, I want to come in for a check-up the day after tomorrow, at 4:30 pm.',
    'Hannah Brooks',
    'Sure, yes',
    NO,
  ]),
  bookedWithPhone('q022', 'en', '2026-11-27 13:00', 'Higienizacja', 'Laura Bennett', '786432115', [
    "I'd like to book a scaling for Friday at 1 pm.",
    "Laura Bennett. And please put down my other number, it's 786 432 115.",
    "Yes, that's it",
    NO,
  ]),
]);

export const SERVICE = as('service', [
  booked('q023', 'pl', '2026-11-25 10:00', 'Higienizacja', 'Krystyna Olszewska', [
    'Dzień dobry, chciałabym zdjąć kamień z zębów, jest coś w środę o dziesiątej?',
    'Krystyna Olszewska',
    'Tak',
    NIE,
  ]),
  booked('q024', 'pl', '2026-11-26 08:30', 'Leczenie kanałowe', 'Jerzy Adamczyk', [
    'Lekarz mi powiedział, że ten ząb to trzeba będzie leczyć kanałowo. Da się na czwartek, wpół do dziewiątej?',
    'Jerzy Adamczyk',
    'Tak',
    NIE,
  ]),
  booked('q025', 'pl', '2026-11-27 12:00', 'Ekstrakcja', 'Wiesław Czarnecki', [
    'Muszę wyrwać ósemkę, tę dolną. To może w piątek, dwudziestego siódmego, o dwunastej?',
    'Wiesław Czarnecki',
    'Tak',
    NIE,
  ]),
  booked('q026', 'pl', '2026-11-28 09:00', 'Wybielanie', 'Natalia Zając', [
    'Chciałabym sobie rozjaśnić zęby, tak na święta. Na sobotę dwudziestego ósmego, na dziewiątą?',
    'Natalia Zając',
    'Tak, super',
    NIE,
  ]),
  booked('q027', 'pl', '2026-11-30 09:30', 'Przegląd', 'Barbara Krajewska', [
    'Ja bym chciała tak rutynowo, raz w roku, żeby ktoś zajrzał w zęby. W poniedziałek trzydziestego, o dziewiątej trzydzieści.',
    'Barbara Krajewska',
    'Tak',
    NIE,
  ]),
  booked('q028', 'pl', '2026-11-24 15:00', 'Higienizacja', 'Mirosław Baran', [
    'Poproszę skaling z piaskowaniem, to chyba jedno, jutro na piętnastą.',
    'Mirosław Baran',
    'Tak',
    NIE,
  ]),
  booked('q029', 'en', '2026-12-03 10:30', 'Higienizacja', 'Oliver Harris', [
    "I'd like a scale and polish, Thursday the 3rd of December at 10:30 if possible.",
    'Oliver Harris',
    'Yes, thank you',
    NO,
  ]),
  booked('q030', 'en', '2026-11-25 09:00', 'Ekstrakcja', 'Ethan Cole', [
    "I've got a wisdom tooth that needs to come out. Could I come in on Wednesday at 9?",
    'Ethan Cole',
    'Yes',
    NO,
  ]),
  booked('q031', 'en', '2026-11-24 14:30', 'Wybielanie', 'Amelia Ward', [
    "I'd like to get my teeth bleached, tomorrow at 2:30 in the afternoon.",
    'Amelia Ward',
    'Yes, great',
    NO,
  ]),
  booked('q032', 'en', '2026-11-27 08:00', 'Przegląd', 'Noah Fisher', [
    'Just a routine dental exam please, Friday morning at eight.',
    'Noah Fisher',
    'Yes',
    NO,
  ]),
]);
