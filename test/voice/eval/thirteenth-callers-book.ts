/**
 * The thirteenth held-out set (`thirteenth.ts`): bookings with the day and time said the usual
 * ways, and configured services in the callers' own words. Written blind (see `thirteenth.ts`).
 */
import { SERVICE_TYPES } from './clinic.js';
import { type Appt, as } from './script.js';
import { book, NIE, NO } from './twelfth-callers-kit.js';

type Service = keyof typeof SERVICE_TYPES;

/** An appointment of this service at this local time, of the service's configured length. */
export const ap = (at: string, service: Service, more: Partial<Appt> = {}): Appt => ({
  at,
  service,
  minutes: SERVICE_TYPES[service].duration_minutes,
  ...more,
});

// Monday 23 November 2026, 08:00: jutro = Tue 24, pojutrze = Wed 25, Sat 28, Sun 29 closed.
export const BOOKING = as('booking', [
  book('n001', 'pl', ap('2026-11-25 10:00', 'Przegląd'), [
    'Dzień dobry, chciałabym się umówić na przegląd pojutrze koło dziesiątej.',
    'Magdalena Wróbel',
    'Tak',
    NIE,
  ]),
  book('n002', 'pl', ap('2026-11-27 11:30', 'Przegląd'), [
    'Dzień dobry, no więc chciałbym się zapisać na kontrolę w piątek na wpół do dwunastej.',
    'Tomasz Zając',
    'Tak, zgadza się',
    NIE,
  ]),
  book('n003', 'pl', ap('2026-11-24 14:00', 'Higienizacja'), [
    'Halo, dzień dobry. Czy jest wolny termin na higienizację jutro o czternastej?',
    'Tak, poproszę. Katarzyna Mazur.',
    'Tak',
    NIE,
  ]),
  book('n004', 'pl', ap('2026-11-28 10:00', 'Wybielanie'), [
    'Dzień dobry, chciałbym umówić wybielanie zębów w sobotę o dziesiątej.',
    'Paweł Krawczyk',
    'Tak',
    'Nie, to wszystko, dziękuję bardzo.',
  ]),
  book('n005', 'pl', ap('2026-11-30 08:00', 'Przegląd'), [
    'Dzień dobry, potrzebuję przegląd w przyszły poniedziałek o ósmej rano, jeszcze przed pracą.',
    'Jakub Piotrowski',
    'Tak',
    NIE,
  ]),
  book('n006', 'pl', ap('2026-11-23 15:00', 'Przegląd'), [
    'Dzień dobry, wie Pani, chciałam się zapisać na przegląd jeszcze dzisiaj po południu, o piętnastej, jeśli się da.',
    'Ewa Grabowska',
    'Tak',
    NIE,
  ]),
  book('n007', 'pl', ap('2026-12-01 09:00', 'Leczenie kanałowe'), [
    'Dzień dobry, chciałbym się umówić na leczenie kanałowe we wtorek pierwszego grudnia o dziewiątej.',
    'Marek Pawłowski',
    'Tak',
    NIE,
  ]),
  book('n008', 'pl', ap('2026-11-26 16:30', 'Przegląd'), [
    'Dzień dobry, proszę mnie zapisać na przegląd w czwartek o szesnastej trzydzieści.',
    'Agnieszka Michalska',
    'Tak',
    NIE,
  ]),
  book('n009', 'pl', ap('2026-11-25 13:00', 'Higienizacja'), [
    'Dzień dobry, czy mogłabym przyjść na czyszczenie zębów w środę o pierwszej po południu?',
    'Joanna Nowicka',
    'Tak',
    NIE,
  ]),
  book('n010', 'pl', ap('2026-11-30 11:00', 'Przegląd'), [
    'Dzień dobry, chciałbym na przegląd za tydzień w poniedziałek, o jedenastej.',
    'Rafał Adamczyk',
    'Tak',
    NIE,
  ]),
  book('n011', 'pl', ap('2026-12-02 12:00', 'Przegląd'), [
    'Dzień dobry, czy jest coś wolnego drugiego grudnia o dwunastej? Na przegląd.',
    'Barbara Dudek',
    'Tak',
    NIE,
  ]),
  book('n012', 'pl', ap('2026-11-24 17:00', 'Przegląd'), [
    'Dzien dobry, chcialbym sie umowic na przeglad jutro o 17.',
    'Krzysztof Wieczorek',
    'Tak',
    'Nie, dziekuje',
  ]),
  book('n013', 'pl', ap('2026-11-27 08:30', 'Przegląd'), [
    'Cześć, słuchaj, znaczy przepraszam, dzień dobry, mogę się zapisać na przegląd w piątek na wpół do dziewiątej rano?',
    'Szymon Błaszczyk',
    'Tak',
    NIE,
  ]),
  book('n014', 'en', ap('2026-11-26 09:30', 'Przegląd'), [
    'Hi, I would like to book a check-up this Thursday at half past nine.',
    'David Brown',
    'Yes',
    NO,
  ]),
  book('n015', 'en', ap('2026-11-30 08:00', 'Higienizacja'), [
    'Hello, can I get a cleaning first thing next Monday?',
    'Sarah Miller',
    'Yes, that works',
    NO,
  ]),
  book('n016', 'en', ap('2026-11-24 14:00', 'Przegląd'), [
    'Hi there, I need a check-up tomorrow at 2 pm.',
    'James Wilson',
    'Yes',
    NO,
  ]),
  book('n017', 'en', ap('2026-11-28 11:00', 'Wybielanie'), [
    'Good morning, could I book teeth whitening for Saturday at 11 in the morning?',
    'Emily Clark',
    'Yes please',
    "No, that's all, thank you.",
  ]),
  book('n018', 'en', ap('2026-11-25 12:00', 'Przegląd'), [
    'Hello, I would like a check-up on Wednesday at noon.',
    'Michael Taylor',
    'Yes',
    NO,
  ]),
  book('n019', 'en', ap('2026-11-25 16:00', 'Przegląd'), [
    'Hi, um, do you have anything the day after tomorrow at four in the afternoon for a check-up?',
    'Laura Evans',
    'Yes',
    NO,
  ]),
  book('n020', 'en', ap('2026-12-04 10:00', 'Leczenie kanałowe'), [
    'Hello, I would like to book a root canal treatment on Friday the 4th of December at 10 am.',
    'Peter Harris',
    'Yes',
    NO,
  ]),
  book('n021', 'en', ap('2026-11-27 14:30', 'Przegląd'), [
    'Hi, you know, I have been meaning to get a check-up for ages, so could you fit me in this Friday at half past two in the afternoon?',
    'Oliver King',
    'Yes',
    NO,
  ]),
  book('n022', 'en', ap('2026-11-23 17:00', 'Przegląd'), [
    'Hi, check-up today at 5 pm, is that possible?',
    'Grace Lee',
    'Yes',
    NO,
  ]),
]);

export const SERVICE = as('service', [
  book('n023', 'pl', ap('2026-11-26 10:00', 'Ekstrakcja'), [
    'Dzień dobry, muszę wyrwać ósemkę, czy jest termin w czwartek o dziesiątej?',
    'Grzegorz Sikora',
    'Tak',
    NIE,
  ]),
  book('n024', 'pl', ap('2026-11-24 11:00', 'Leczenie kanałowe'), [
    'Dzień dobry, chciałbym zrobić kanałówkę, jutro o jedenastej by mi pasowało.',
    'Łukasz Baran',
    'Tak',
    NIE,
  ]),
  book('n025', 'pl', ap('2026-11-27 09:00', 'Higienizacja'), [
    'Dzień dobry, chciałabym usunąć kamień z zębów, w piątek o dziewiątej.',
    'Monika Szewczyk',
    'Tak',
    NIE,
  ]),
  book('n026', 'pl', ap('2026-11-25 14:00', 'Wybielanie'), [
    'Dzień dobry, chcę sobie wybielić zęby, macie coś w środę o czternastej?',
    'Natalia Kaczmarek',
    'Tak',
    NIE,
  ]),
  book('n027', 'pl', ap('2026-11-24 10:00', 'Przegląd'), [
    'Dzień dobry, dawno nie byłem u dentysty i chciałbym, żeby ktoś mi sprawdził zęby, taka kontrolna wizyta, jutro o dziesiątej?',
    'Adam Lis',
    'Tak',
    NIE,
  ]),
  book('n028', 'pl', ap('2026-11-30 12:00', 'Ekstrakcja'), [
    'Dzień dobry, ząb mi się rusza i lekarz powiedział, że trzeba go usunąć. Można w poniedziałek trzydziestego o dwunastej?',
    'Dorota Jabłońska',
    'Tak',
    NIE,
  ]),
  book('n029', 'pl', ap('2026-11-28 09:00', 'Higienizacja'), [
    'Dzień dobry, chciałabym na piaskowanie zębów w sobotę o dziewiątej.',
    'Aleksandra Majewska',
    'Tak',
    NIE,
  ]),
  book('n030', 'pl', ap('2026-11-25 15:00', 'Leczenie kanałowe'), [
    'Dzien dobry, musze przeleczyc kanalowo zab, pojutrze o 15 moze byc?',
    'Sebastian Olszewski',
    'Tak',
    NIE,
  ]),
  book('n031', 'en', ap('2026-11-26 15:00', 'Ekstrakcja'), [
    'Hi, I need a tooth pulled, could I come in on Thursday at 3 pm?',
    'Robert Green',
    'Yes',
    NO,
  ]),
  book('n032', 'en', ap('2026-11-24 09:00', 'Higienizacja'), [
    'Hello, I would like my teeth professionally cleaned, tomorrow at 9 if possible.',
    'Hannah White',
    'Yes',
    NO,
  ]),
  book('n033', 'en', ap('2026-11-27 13:00', 'Wybielanie'), [
    'Hi, I want to get my teeth whiter, is Friday at 1 pm free?',
    'Chloe Walker',
    'Yes',
    NO,
  ]),
  book('n034', 'en', ap('2026-11-25 10:00', 'Leczenie kanałowe'), [
    'Hello, my dentist back home said I need a root canal. Could you do Wednesday at 10?',
    'Daniel Hall',
    'Yes',
    NO,
  ]),
]);
