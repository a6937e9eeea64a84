/**
 * Fifteenth held-out set: bookings with the day and the time said the many ways people say them
 * (relative days, dates, weekday and date, times in words and digits, names corrected, numbers
 * dictated) and services in the callers' own words (the length follows the service).
 * Written blind: see `fifteenth.ts`.
 */
import { bookedWithPhone } from './fifteenth-callers-kit.js';
import { booked } from './fourteenth-callers-kit.js';
import { as, PRICES } from './script.js';
import { info, NIE, NO, services } from './twelfth-callers-kit.js';

export const BOOKING = as('booking', [
  booked('p001', 'pl', '2026-11-24 10:00', 'Przegląd', 'Katarzyna Zając', [
    'Dzień dobry, chciałabym się zapisać na przegląd, najlepiej jutro na dziesiątą.',
    'Katarzyna Zając.',
    'Tak, zgadza się.',
    'Nie, to wszystko, dziękuję.',
  ]),
  booked('p002', 'en', '2026-11-24 14:30', 'Przegląd', 'Daniel Brooks', [
    'Hi there, could I book a check-up for tomorrow at half past two?',
    "It's Daniel Brooks.",
    'Yes, perfect.',
    NO,
  ]),
  booked('p003', 'pl', '2026-11-25 11:30', 'Przegląd', 'Grzegorz Pawlak', [
    'Halo, dzień dobry. Ja bym chciał na kontrolę, yyy, pojutrze, o wpół do dwunastej, da radę?',
    'Grzegorz Pawlak.',
    'Tak.',
    'Nie, dziękuję, do widzenia.',
  ]),
  booked('p004', 'pl', '2026-11-26 09:30', 'Higienizacja', 'Monika Sobczak', [
    'Dzień dobry, Monika Sobczak z tej strony. Chciałabym umówić higienizację w czwartek, dwudziestego szóstego, o dziewiątej trzydzieści.',
    'Tak, proszę.',
    NIE,
  ]),
  booked('p005', 'en', '2026-11-26 15:00', 'Przegląd', 'Laura Bennett', [
    'Hello, I was hoping to get a check-up on Thursday, at three in the afternoon if possible.',
    'Laura Bennett.',
    "Yes, that's right.",
    'No, that was all. Thank you!',
  ]),
  booked('p006', 'pl', '2026-12-01 08:00', 'Przegląd', 'Andrzej Kubiak', [
    'Dzień dobry. Przegląd, 1 grudnia, godzina 8:00. Jest wolne?',
    'To poproszę. Andrzej Kubiak.',
    'Tak.',
    NIE,
  ]),
  booked('p007', 'pl', '2026-12-02 12:00', 'Przegląd', 'Beata Szulc', [
    'Dzień dobry, ja w sprawie przeglądu. Pasowałby mi przyszły tydzień, środa, w samo południe.',
    'Beata Szulc.',
    'Zgadza się.',
    'Nie, dziękuję bardzo.',
  ]),
  booked('p008', 'en', '2026-12-01 09:00', 'Higienizacja', 'Tom Fletcher', [
    'Good morning. I need a cleaning. Do you have the 1st of December at 9 am?',
    'Tom Fletcher.',
    'Yes please.',
    NO,
  ]),
  booked('p009', 'pl', '2026-11-30 15:00', 'Przegląd', 'Ryszard Górecki', [
    'Dzień dobry, czy mogę się zapisać na przegląd za tydzień w poniedziałek? Tak o piętnastej.',
    'Ryszard Górecki.',
    'Tak, dziękuję.',
    'Nie, to wszystko.',
  ]),
  booked('p010', 'pl', '2026-11-27 15:30', 'Przegląd', 'Dorota Kalinowska', [
    'Dzień dobry, chciałam się umówić na przegląd w piątek po południu. Tak wpół do czwartej?',
    'Dorota Kalinowska.',
    'Tak.',
    NIE,
  ]),
  booked('p011', 'en', '2026-11-27 11:00', 'Przegląd', 'Chris Palmer', [
    "Hey, um, any chance of a check-up this Friday, around... eleven? Yeah, eleven o'clock.",
    'Chris Palmer.',
    'Yep.',
    NO,
  ]),
  booked('p012', 'pl', '2026-11-24 16:00', 'Przegląd', 'Agnieszka Wrona', [
    'Dzień dobry. Jutro kończę pracę kwadrans po trzeciej, więc mogłabym być na przeglądzie o szesnastej. Jest wolne?',
    'Agnieszka Wrona.',
    'Tak, poproszę.',
    'Nie, dziękuję, do usłyszenia.',
  ]),
  booked('p013', 'pl', '2026-11-25 11:00', 'Przegląd', 'Tomasz Wójcik', [
    'Dzień dobry, zapisze mnie pani na kontrolę w środę o jedenastej?',
    'Marek Wójcik. Oj, przepraszam, nie Marek, tylko Tomasz. Tomasz Wójcik.',
    'Tak, teraz dobrze.',
    NIE,
  ]),
  booked('p014', 'en', '2026-11-25 08:30', 'Higienizacja', 'Rachel Hughes', [
    "Hi, I'd like to book a scaling for the day after tomorrow, first thing in the morning. 8:30?",
    'Rachel Hughes.',
    'Yes, great.',
    NO,
  ]),
  bookedWithPhone('p015', 'pl', '2026-12-03 10:00', 'Przegląd', 'Piotr Kaczmarek', '607318254', [
    'Dzień dobry, chciałbym się zapisać na przegląd trzeciego grudnia o dziesiątej.',
    'Piotr Kaczmarek, telefon 607 318 254.',
    'Tak, wszystko się zgadza.',
    NIE,
  ]),
  booked('p016', 'pl', '2026-12-02 13:00', 'Przegląd', 'Halina Sowa', [
    'Dzień dobry, mówi Halina Sowa. Czy mogłabym przyjść na przegląd w środę, drugiego grudnia, o trzynastej?',
    'Tak.',
    'Nie, dziękuję pani.',
  ]),
  booked('p017', 'en', '2026-12-07 12:00', 'Przegląd', 'Mike Taylor', [
    'Hello, could I book a check-up on Monday the 7th of December at noon?',
    "It's Mark Taylor. Sorry, Mike, not Mark. Mike Taylor.",
    'Yes, correct.',
    NO,
  ]),
  bookedWithPhone('p018', 'pl', '2026-11-23 14:00', 'Przegląd', 'Leszek Baran', '503421687', [
    'Dzień dobry, a dzisiaj coś by się jeszcze znalazło na przegląd? O czternastej na przykład.',
    'Leszek Baran, a numer: pięćset trzy, czterysta dwadzieścia jeden, sześćset osiemdziesiąt siedem.',
    'Tak.',
    NIE,
  ]),
  booked('p019', 'pl', '2026-11-28 11:00', 'Przegląd', 'Wiesław Mazur', [
    'Dzień dobry. Czy w tę sobotę o jedenastej przyjmie mnie ktoś na przegląd?',
    'Wiesław Mazur.',
    'Tak.',
    NIE,
  ]),
  bookedWithPhone('p020', 'en', '2026-12-04 16:30', 'Przegląd', 'Sarah Collins', '512604387', [
    'Hi, I want to book a check-up for Friday the 4th of December, half past four in the afternoon.',
    'Sarah Collins, and my mobile is 512 604 387.',
    'Yes.',
    NO,
  ]),
  booked('p021', 'pl', '2026-11-27 08:30', 'Przegląd', 'Zofia Krawczyk', [
    'Dzień dobry, chciałabym na przegląd w piątek rano, o ósmej trzydzieści.',
    'A musi być pełne nazwisko? No dobrze: Zofia Krawczyk.',
    'Tak.',
    NIE,
  ]),
  booked('p022', 'en', '2026-11-26 17:00', 'Przegląd', 'Ben Archer', [
    'Hello! Check-up please, Thursday the 26th, at 17:00.',
    'Ben Archer.',
    'Yes, that works.',
    NO,
  ]),
]);

export const SERVICE = as('service', [
  booked('p023', 'pl', '2026-11-26 09:00', 'Ekstrakcja', 'Krzysztof Urban', [
    'Dzień dobry, eee... muszę usunąć ósemkę, bo mi się krzywo wyrzyna. Da się w czwartek o dziewiątej?',
    'Krzysztof Urban.',
    'Tak.',
    NIE,
  ]),
  booked('p024', 'en', '2026-11-25 14:00', 'Ekstrakcja', 'Oliver Grant', [
    "Hi, I've got a cracked molar that needs to come out. Could I have it pulled on Wednesday at 2 pm?",
    'Oliver Grant.',
    'Yes.',
    NO,
  ]),
  booked('p025', 'pl', '2026-11-28 10:00', 'Wybielanie', 'Natalia Kurek', [
    'Dzień dobry, mam pożółkłe zęby od kawy i chciałabym je rozjaśnić. Czy w sobotę o dziesiątej można?',
    'Natalia Kurek.',
    'Tak, super.',
    NIE,
  ]),
  booked('p026', 'pl', '2026-11-25 13:00', 'Higienizacja', 'Paweł Cieślak', [
    'Dzień dobry, chciałbym zdjąć kamień z zębów, najlepiej pojutrze o trzynastej.',
    'Paweł Cieślak.',
    'Tak.',
    NIE,
  ]),
  booked('p027', 'en', '2026-11-26 10:30', 'Higienizacja', 'Emma Walsh', [
    "Hello, I'd like my teeth professionally cleaned. Thursday at 10:30?",
    'Emma Walsh.',
    'Yes please.',
    NO,
  ]),
  booked('p028', 'pl', '2026-11-27 08:00', 'Leczenie kanałowe', 'Irena Stępień', [
    'Dzień dobry. Lekarz mówił, że ten ząb trzeba przeleczyć kanałowo. Jest coś w piątek o ósmej rano?',
    'Irena Stępień.',
    'Tak.',
    NIE,
  ]),
  booked('p029', 'pl', '2026-12-04 11:00', 'Przegląd', 'Bogdan Olszewski', [
    'Dzień dobry, dawno nie byłem u dentysty i chciałbym, żeby ktoś mi po prostu obejrzał zęby, czy wszystko w porządku. Może czwartego grudnia o jedenastej?',
    'Bogdan Olszewski.',
    'Tak.',
    NIE,
  ]),
  booked('p030', 'en', '2026-12-04 09:00', 'Wybielanie', 'Hannah Lloyd', [
    "I'm getting married soon and I'd love my teeth a few shades whiter. Anything on Friday the 4th of December at 9?",
    'Hannah Lloyd.',
    'Yes, lovely.',
    NO,
  ]),
  services('p031', ['Dzień dobry, a co w ogóle u was można zrobić? Jakie zabiegi?', NIE]),
  info(
    'p032',
    'en',
    ['Hi, how much do you charge for a scale and polish? You know, the cleaning with the sandblasting.', NO],
    { says: ['300'], allow: PRICES },
  ),
]);
