/**
 * The eighteenth set's bookings (`eighteenth.ts`): the day and time said the ways people say them
 * on the phone, and services in the callers' own words. The evaluation clock is Monday 23
 * November 2026, 08:00 in Warsaw (jutro: Tuesday the 24th; pojutrze: Wednesday the 25th; this
 * Saturday: the 28th, open 09:00-13:00; next week: 30 November to 5 December).
 */

import { bookedWithPhone } from './fifteenth-callers-kit.js';
import { booked } from './fourteenth-callers-kit.js';
import { as, THREE } from './script.js';
import { NIE, NO } from './twelfth-callers-kit.js';

const P = 'pl' as const;
const E = 'en' as const;

export const BOOKING = as('booking', [
  booked('s001', P, '2026-11-26 14:30', 'Przegląd', 'Magdalena Wróbel', [
    'Dzień dobry, chciałabym zapisać się na przegląd w czwartek o wpół do trzeciej.',
    'Magdalena Wróbel',
    NIE,
  ]),
  booked('s002', P, '2026-11-27 09:00', 'Higienizacja', 'Krzysztof Mazur', [
    'Halo, tu Krzysztof Mazur, chcę się umówić na higienizację w piątek na dziewiątą rano.',
    'Tak.',
    NIE,
  ]),
  booked('s003', P, '2026-11-28 11:00', 'Przegląd', 'Tomasz Kaczmarek', [
    'Chciałbym się zapisać na przegląd w tę sobotę, o jedenastej.',
    'Tomasz Kaczmarek',
    NIE,
  ]),
  booked('s004', P, '2026-12-01 16:00', 'Wybielanie', 'Aleksandra Pawlak', [
    'Dzień dobry, wybielanie zębów, wtorek pierwszego grudnia, szesnasta. Da się?',
    'Aleksandra Pawlak',
    NIE,
  ]),
  booked('s005', P, '2026-11-23 15:30', 'Ekstrakcja', 'Paweł Górski', [
    'Chciałbym umówić ekstrakcję zęba jeszcze dzisiaj, na piętnastą trzydzieści.',
    'Paweł Górski',
    NIE,
  ]),
  booked('s006', P, '2026-11-24 12:00', 'Przegląd', 'Marek Sikora', [
    'dzien dobry, chcialem sie zapisac na kontrole jutro na 12',
    'Marek Sikora',
    NIE,
  ]),
  booked('s007', P, '2026-11-25 08:30', 'Leczenie kanałowe', 'Ewa Jabłońska', [
    'Potrzebuję leczenia kanałowego, dwudziestego piątego listopada o ósmej trzydzieści.',
    'Ewa Jabłońska',
    NIE,
  ]),
  booked('s008', P, '2026-11-30 10:00', 'Przegląd', 'Jan Michalski', [
    'Proszę mnie zapisać na przegląd za tydzień w poniedziałek, godzina dziesiąta.',
    'Jan Michalski',
    NIE,
  ]),
  booked('s009', P, '2026-11-27 17:00', 'Przegląd', 'Dorota Król', [
    'Chciałabym przyjść na przegląd w piątek po pracy, tak na siedemnastą.',
    'Dorota Król',
    NIE,
  ]),
  booked('s010', P, '2026-11-25 12:00', 'Higienizacja', 'Zofia Adamczyk', [
    'Czy jest wolne pojutrze w południe na higienizację?',
    'Zofia Adamczyk',
    NIE,
  ]),
  booked('s011', P, '2026-12-04 13:00', 'Przegląd', 'Łukasz Dudek', [
    'Mogę się zapisać na przegląd na czwarty grudnia? Najlepiej trzynasta.',
    'Łukasz Dudek',
    NIE,
  ]),
  booked('s012', P, '2026-11-24 16:30', 'Higienizacja', 'Beata Zając', [
    'Poproszę higienizację jutro o wpół do piątej po południu.',
    'Beata Zając',
    NIE,
  ]),
  bookedWithPhone('s013', P, '2026-11-25 10:30', 'Przegląd', 'Robert Nowicki', '604312587', [
    'Zapiszcie mnie na przegląd w środę o dziesiątej trzydzieści. Robert Nowicki, telefon 604 312 587.',
    'Tak.',
    NIE,
  ]),
  booked('s014', P, '2026-12-05 09:00', 'Wybielanie', 'Natalia Kubiak', [
    'Chcę zrobić wybielanie w sobotę piątego grudnia, od samego rana, na dziewiątą.',
    'Natalia Kubiak',
    NIE,
  ]),
  booked('s015', E, '2026-11-26 11:00', 'Przegląd', 'Oliver Bennett', [
    "Hi, I'd like to book a check-up for Thursday at 11 in the morning, please.",
    'Oliver Bennett',
    NO,
  ]),
  booked('s016', E, '2026-11-25 13:30', 'Higienizacja', 'Sarah Collins', [
    'Could I get a cleaning the day after tomorrow, say half past one?',
    'Sarah Collins',
    NO,
  ]),
  booked('s017', E, '2026-11-27 10:00', 'Leczenie kanałowe', 'Daniel Hughes', [
    'This is Daniel Hughes. I need a root canal on Friday the 27th at 10 a.m.',
    'Yes.',
    NO,
  ]),
  booked('s018', E, '2026-12-01 14:30', 'Wybielanie', 'Emily Clarke', [
    'Can you fit me in for whitening on Tuesday, December 1st, at 2:30 pm?',
    'Emily Clarke',
    NO,
  ]),
  booked('s019', E, '2026-11-28 10:30', 'Ekstrakcja', 'Mark Robinson', [
    "I'd like a tooth extraction this Saturday, ten thirty if possible.",
    'Mark Robinson',
    NO,
  ]),
  booked('s020', E, '2026-11-23 17:30', 'Przegląd', 'Grace Turner', [
    "Hello, I'm calling to schedule a checkup for today, five thirty pm.",
    'Grace Turner',
    NO,
  ]),
  booked('s021', E, '2026-11-24 09:00', 'Higienizacja', 'Peter Walsh', [
    "Hi there, I'm after a scaling appointment tomorrow, nine o'clock would suit me.",
    'Peter Walsh',
    NO,
  ]),
  booked(
    's022',
    E,
    '2026-12-02 15:00',
    'Przegląd',
    'Hannah Fisher',
    [
      "I'd like to see the dentist for a check-up on Wednesday the second of December, at three in the afternoon.",
      'Hannah Fisher',
      NO,
    ],
    THREE,
  ),
]);

export const SERVICE = as('service', [
  booked('s023', P, '2026-11-24 14:00', 'Higienizacja', 'Karolina Wójcik', [
    'Chciałabym, żeby mi ktoś porządnie wyczyścił zęby z osadu. Jutro o czternastej?',
    'Karolina Wójcik',
    NIE,
  ]),
  booked('s024', P, '2026-11-25 09:00', 'Ekstrakcja', 'Grzegorz Baran', [
    'Mam ósemkę do wyrwania. Da się w środę o dziewiątej?',
    'Grzegorz Baran',
    NIE,
  ]),
  booked('s025', P, '2026-11-26 10:00', 'Wybielanie', 'Monika Szulc', [
    'Chciałabym rozjaśnić kolor zębów, najlepiej w czwartek o dziesiątej.',
    'Monika Szulc',
    NIE,
  ]),
  booked('s026', P, '2026-11-30 11:00', 'Leczenie kanałowe', 'Adam Czarnecki', [
    'Dentysta mi powiedział, że w górnej piątce trzeba leczyć kanały. Poniedziałek trzydziestego, jedenasta?',
    'Adam Czarnecki',
    NIE,
  ]),
  booked('s027', P, '2026-11-27 12:30', 'Przegląd', 'Irena Sobczak', [
    'Dawno nie byłam u dentysty, chciałabym, żeby ktoś mi tylko obejrzał zęby. Piątek, dwunasta trzydzieści.',
    'Irena Sobczak',
    NIE,
  ]),
  booked('s028', P, '2026-11-28 12:00', 'Higienizacja', 'Julia Mroczek', [
    'Skaling z piaskowaniem poproszę, w sobotę na dwunastą.',
    'Julia Mroczek',
    NIE,
  ]),
  booked('s029', E, '2026-11-26 16:00', 'Ekstrakcja', 'Liam Foster', [
    'My wisdom tooth has to come out. Any chance of Thursday at 4 pm?',
    'Liam Foster',
    NO,
  ]),
  booked('s030', E, '2026-11-27 09:30', 'Wybielanie', 'Chloe Ward', [
    'I want my teeth a few shades brighter. Can I come in on Friday at 9:30?',
    'Chloe Ward',
    NO,
  ]),
  booked('s031', E, '2026-11-30 14:00', 'Leczenie kanałowe', 'Ryan Cooper', [
    'The nerve in my back tooth needs treating, the dentist called it canal treatment. Monday the 30th at 2 pm?',
    'Ryan Cooper',
    NO,
  ]),
  booked(
    's032',
    E,
    '2026-11-24 15:30',
    'Przegląd',
    'Megan Hall',
    ["I'd like my teeth checked over, just a routine look. Tomorrow at 3:30?", 'Megan Hall', NO],
    THREE,
  ),
]);
