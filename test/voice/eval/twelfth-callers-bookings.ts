/**
 * Twelfth set: bookings with times said the usual Polish and English ways, and bookings of the
 * configured services in the callers' own words. Eval clock: Monday 23 November 2026, 08:00.
 */
import { as } from './script.js';
import { book, NIE, NO } from './twelfth-callers-kit.js';

const P = 'Przegląd';

/** Times: "jutro" is Tuesday 24, Saturday is 28, "przyszły poniedziałek" 30 November. */
export const TIMES = as('booking-time', [
  book('m001', 'pl', { at: '2026-11-24 10:30', service: P, name: 'Agnieszka Nowicka' }, [
    'Dzień dobry, chciałabym się zapisać na przegląd jutro o wpół do jedenastej.',
    'Agnieszka Nowicka',
    'Tak, zgadza się',
    NIE,
    'Do widzenia',
  ]),
  book('m002', 'en', { at: '2026-11-24 10:30', service: P, name: 'Daniel Hughes' }, [
    "Hi, I'd like to book a check-up for tomorrow at half past ten, please.",
    'Daniel Hughes',
    "Yes, that's fine",
    "No, that's all, thanks",
    'Bye',
  ]),
  book('m003', 'pl', { at: '2026-11-27 16:00', service: P }, [
    'Yyy, dzień dobry, czy mogłabym przyjść na kontrolę w piątek o czwartej po południu?',
    'Beata Sikora',
    'Tak',
    'Nie, to wszystko',
    'Dziękuję, do widzenia',
  ]),
  book('m004', 'pl', { at: '2026-11-25 08:00' }, [
    'Dzień dobry, chciałbym umówić wizytę pojutrze o ósmej rano.',
    'Krzysztof Mazur',
    'Tak',
    NIE,
    'Do widzenia',
  ]),
  book('m005', 'en', { at: '2026-11-26 15:00', service: P }, [
    'Hello, could I come in for a check-up on Thursday at 3 pm?',
    'Sarah Mitchell',
    'Yes please',
    NO,
    'Goodbye',
  ]),
  book('m006', 'pl', { at: '2026-11-26 14:30', service: P }, [
    'No więc chciałem się umówić na przegląd w czwartek, czternasta trzydzieści by mi pasowała.',
    'Paweł Wróbel',
    'Tak, proszę',
    NIE,
    'Do widzenia',
  ]),
  book('m007', 'pl', { at: '2026-11-28 11:00', service: P }, [
    'Dzień dobry, czy w sobotę o jedenastej znajdzie się miejsce na przegląd?',
    'Magdalena Krawczyk',
    'Tak',
    NIE,
  ]),
  book('m008', 'en', { at: '2026-11-27 09:00', service: P }, [
    "Good morning. I'd like a check-up on Friday morning at nine, if possible.",
    'Thomas Reed',
    'Yes',
    NO,
    'Bye',
  ]),
  book('m009', 'pl', { at: '2026-11-23 17:00', service: P }, [
    'Dzień dobry, a dałoby się dzisiaj o siedemnastej na przegląd? Wie Pani, po pracy mi najłatwiej.',
    'Tomasz Zając',
    'Tak',
    NIE,
    'Do widzenia',
  ]),
  book('m010', 'pl', { at: '2026-11-30 09:00', service: P, name: 'Joanna Pawlak' }, [
    'Chciałabym zarezerwować przegląd w przyszły poniedziałek o dziewiątej.',
    'Joanna Pawlak',
    'Tak',
    NIE,
  ]),
  book('m011', 'en', { at: '2026-11-25 08:00', service: P }, [
    "Hi there, what's the earliest you have on Wednesday for a check-up?",
    'Yes, that works for me',
    'Laura Bennett',
    'Yes',
    NO,
    'Bye',
  ]),
  book('m012', 'pl', { at: '2026-12-01 13:00', service: P }, [
    'Dzień dobry, czy jest wolny termin pierwszego grudnia o trzynastej? Na przegląd.',
    'Ryszard Kowalczyk',
    'Tak',
    NIE,
  ]),
  book('m013', 'pl', { at: '2026-11-25 12:30', service: P, name: 'Elżbieta Górska' }, [
    'Halo, dzień dobry. Chciałam się zapisać na przegląd w środę o wpół do pierwszej.',
    'Elżbieta Górska',
    'Tak, dobrze',
    NIE,
    'Do widzenia',
  ]),
  book('m014', 'en', { at: '2026-12-01 14:30', service: P }, [
    "I'd like to book a check-up for Tuesday next week at half past two.",
    'Michael Turner',
    'Yes',
    NO,
  ]),
  book('m015', 'pl', { at: '2026-11-24 15:00', service: P }, [
    'Dzień dobry, chciałbym na przegląd jutro po południu, tak koło trzeciej.',
    'Tak, pasuje',
    'Grzegorz Lis',
    'Tak',
    NIE,
  ]),
  book('m016', 'pl', { at: '2026-11-26 08:00', service: P }, [
    'Dzień dobry, potrzebuję przeglądu, najwcześniej jak się da w czwartek rano.',
    'Tak, może być',
    'Dorota Kamińska',
    'Tak',
    NIE,
  ]),
  book('m017', 'en', { at: '2026-11-28 12:00', service: P }, [
    'Can I get a check-up on Saturday at noon?',
    'Jessica Moore',
    'Yes, please',
    NO,
  ]),
  book('m018', 'pl', { at: '2026-11-27 09:30', service: P }, [
    'Dzień dobry, proszę mnie zapisać na przegląd w piątek rano, o dziewiątej trzydzieści.',
    'Halina Wieczorek',
    'Tak',
    NIE,
  ]),
  book('m019', 'pl', { at: '2026-12-02 10:00', service: P, name: 'Andrzej Dudek' }, [
    'Dzień dobry, no więc wie Pani, ja dawno nie byłem u dentysty, chyba ze dwa lata, i żona mnie w końcu namówiła, żebym się zapisał na przegląd, i pasowałoby mi w przyszłym tygodniu w środę o dziesiątej, bo wtedy mam wolne w pracy.',
    'Andrzej Dudek',
    'Tak',
    NIE,
    'Do widzenia',
  ]),
  book('m020', 'en', { at: '2026-11-23 17:00', service: P }, [
    'Hi, is there any chance of a check-up this afternoon at five?',
    'Oliver Grant',
    'Yes',
    NO,
  ]),
  book('m021', 'pl', { at: '2026-11-26 11:00', service: P }, [
    'Dzień dobry, czy mogę się umówić na przegląd dwudziestego szóstego listopada o jedenastej?',
    'Zofia Michalska',
    'Tak',
    NIE,
  ]),
  book('m022', 'en', { at: '2026-12-03 11:00', service: P, name: 'Emma Collins' }, [
    "Hello, I'd like to book a check-up on the third of December at 11 am.",
    'Emma Collins',
    "Yes, that's right",
    NO,
  ]),
]);

/** The configured services in the callers' own words (aliases, inflections, descriptions). */
export const SERVICES = as('booking-service', [
  book('m023', 'pl', { at: '2026-11-26 09:00', service: P, minutes: 30 }, [
    'Dzień dobry, chciałbym się umówić na kontrolę zębów w czwartek o dziewiątej.',
    'Marcin Baran',
    'Tak',
    NIE,
  ]),
  book('m024', 'en', { at: '2026-11-25 14:00', service: 'Wybielanie', minutes: 90 }, [
    "Hi, I'd like to get my teeth whitened. Do you have Wednesday at 2 pm?",
    'Chloe Adams',
    'Yes',
    NO,
  ]),
  book('m025', 'pl', { at: '2026-11-27 10:00', service: 'Wybielanie', minutes: 90 }, [
    'Dzień dobry, chciałabym wybielić zęby. Czy jest wolne w piątek o dziesiątej?',
    'Karolina Jabłońska',
    'Tak',
    NIE,
  ]),
  book('m026', 'pl', { at: '2026-11-25 13:00', service: 'Leczenie kanałowe', minutes: 90 }, [
    'Dentysta mi powiedział, że potrzebuję leczenia kanałowego. Mogę w środę o trzynastej?',
    'Robert Szymański',
    'Tak',
    NIE,
  ]),
  book('m027', 'en', { at: '2026-11-26 09:00', service: 'Leczenie kanałowe', minutes: 90 }, [
    'I need a root canal done. Could I come on Thursday at 9 am?',
    'James Walker',
    'Yes',
    NO,
  ]),
  book('m028', 'pl', { at: '2026-11-24 12:00', service: 'Ekstrakcja', minutes: 45 }, [
    'Dzień dobry, muszę usunąć ząb, ósemkę, najlepiej jutro o dwunastej.',
    'Sebastian Wójcik',
    'Tak',
    NIE,
  ]),
  book('m029', 'pl', { at: '2026-11-28 10:00', service: 'Higienizacja', minutes: 60 }, [
    'Chciałabym się zapisać na czyszczenie zębów w sobotę o dziesiątej.',
    'Natalia Kubiak',
    'Tak',
    NIE,
  ]),
  book('m030', 'en', { at: '2026-12-01 10:00', service: 'Ekstrakcja', minutes: 45 }, [
    'Hi, I need a tooth taken out, an extraction. Is Tuesday next week at 10 am free?',
    'Ryan Cooper',
    'Yes',
    NO,
  ]),
  book('m031', 'pl', { at: '2026-11-25 15:00', service: 'Higienizacja', minutes: 60 }, [
    'Dzień dobry, chodzi mi o skaling i piaskowanie, pojutrze o piętnastej by pasowało.',
    'Monika Czarnecka',
    'Tak',
    NIE,
  ]),
  book('m032', 'en', { at: '2026-11-24 16:00', service: 'Higienizacja', minutes: 60 }, [
    "Hello, I'd like a cleaning, a scale and polish, tomorrow at 4 pm.",
    'Hannah Price',
    'Yes',
    NO,
  ]),
  book('m033', 'pl', { at: '2026-11-30 08:30', service: P, minutes: 30 }, [
    'Dzień dobry, chciałbym na przegląd zębów, ale dopiero w przyszły poniedziałek o ósmej trzydzieści.',
    'Wojciech Pietrzak',
    'Tak',
    NIE,
  ]),
  book('m034', 'en', { at: '2026-11-27 11:00', service: P, minutes: 30 }, [
    'Could I book a check-up for Friday at 11?',
    'Sophie Ward',
    'Yes, please',
    NO,
  ]),
]);
