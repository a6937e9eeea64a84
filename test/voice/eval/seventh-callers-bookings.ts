/**
 * The seventh fresh set (see `seventh.ts`): bookings of named services and their prices, the
 * usual Polish and English forms of a day and a time (with offers refused and times the clinic
 * is closed), and callers who change their mind mid-call. "Now" is Monday 23 November 2026,
 * 08:00 in Warsaw; the clinic is open Mon-Fri 08:00-18:00, Sat 09:00-13:00.
 */
import { type Appt, as, book, type Expect, info, make, NIE, NO, PRICES, THREE } from './script.js';

/** A booking: the caller's lines, then a yes to the read-back and the usual end. */
const pl = (id: string, at: Appt, lines: string[], e: Partial<Expect> = {}) =>
  book(id, at, [...lines, 'Tak, proszę', NIE], e);
const en = (id: string, at: Appt, lines: string[], e: Partial<Expect> = {}) =>
  book(id, at, [...lines, 'Yes, please', NO], e);
const price = (id: string, facts: string[], lines: string[]) =>
  make(id, { outcome: ['answered_faq', 'no_action'], facts, allow: PRICES }, lines);

const H = 'Higienizacja';
const P = 'Przegląd';
const W = 'Wybielanie';
const K = 'Leczenie kanałowe';

export const BOOKING_CALLERS = [
  ...as('services', [
    pl('pl7-svc-higienizacja', { at: '2026-11-25 10:00', service: H, minutes: 60, name: 'Agata Sobczak' }, [
      'Dzień dobry, chciałabym się umówić na higienizację w środę o dziesiątej.',
      'Agata Sobczak',
    ]),
    pl('pl7-svc-wybielanie', { at: '2026-11-26 14:00', service: W, minutes: 90 }, [
      'Poproszę wybielanie zębów, w czwartek o czternastej, jeśli można.',
      'Nazywam się Tomasz Kubiak.',
    ]),
    pl('pl7-svc-kanalowe', { at: '2026-11-27 08:00', service: K, minutes: 90 }, [
      'Dentysta powiedział, że muszę mieć leczenie kanałowe. Najlepiej w piątek o ósmej rano.',
      'Paweł Sikora',
    ]),
    pl('pl7-svc-kontrola', { at: '2026-11-24 11:00', service: P, minutes: 30 }, [
      'Chciałem się zapisać na kontrolę, jutro o jedenastej.',
      'Michał Urban',
    ]),
    pl('pl7-svc-usuniecie', { at: '2026-11-24 13:00', service: 'Ekstrakcja', minutes: 45 }, [
      'Muszę usunąć ząb, który mnie boli od tygodnia. Czy mogę przyjść jutro o trzynastej?',
      'Beata Głowacka',
    ]),
    en('en7-svc-cleaning', { at: '2026-11-25 14:00', service: H, minutes: 60 }, [
      "Hi, I'd like to book a cleaning on Wednesday at 2 pm.",
      'My name is Daniel Walsh.',
    ]),
    en('en7-svc-checkup', { at: '2026-11-27 09:00', service: P, minutes: 30 }, [
      'Can I get a check-up this Friday at 9 in the morning?',
      'Emily Carter',
    ]),
    info('pl7-svc-cena-higienizacji', ['Ile kosztuje higienizacja?', NIE], ['300'], PRICES),
    info('pl7-svc-cena-wyrwania', ['Ile zapłacę za wyrwanie zęba?', NIE], ['400'], PRICES),
    price('pl7-svc-cena-przegladu', ['checkup_price'], ['A ile u was kosztuje zwykły przegląd?', NIE]),
    price('en7-svc-price-whitening', ['whitening'], ['How much is teeth whitening?', NO]),
  ]),
  ...as('times', [
    pl('pl7-time-wpol-do-pierwszej', { at: '2026-11-24 12:30' }, [
      'Czy mogę przyjść jutro o wpół do pierwszej?',
      'Irena Czarnecka',
    ]),
    pl('pl7-time-sobota', { at: '2026-11-28 11:00' }, [
      'Czy jest wolne w sobotę o jedenastej?',
      'Robert Kołodziej',
    ]),
    pl('pl7-time-pojutrze', { at: '2026-11-25 15:30' }, [
      'Chciałbym się zapisać na pojutrze, na piętnastą trzydzieści.',
      'Grzegorz Pietrzak',
    ]),
    pl('pl7-time-dzis-czwarta', { at: '2026-11-23 16:00' }, [
      'Czy dałoby radę jeszcze dzisiaj, o czwartej po południu?',
      'Łukasz Szczepański',
    ]),
    pl('pl7-time-grudnia', { at: '2026-12-01 09:00' }, [
      'Poproszę wizytę pierwszego grudnia o dziewiątej.',
      'Dorota Kamińska',
    ]),
    pl('pl7-time-godzine-pozniej', { at: '2026-11-24 11:00' }, [
      'Chciałbym umówić wizytę jutro o dziesiątej.',
      'A może o godzinę później?',
      'Sławomir Baran',
    ]),
    pl('pl7-time-sobota-zamknieta', { at: '2026-11-28 12:00' }, [
      'Mogę przyjść w sobotę o czternastej?',
      'To może o dwunastej?',
      'Magdalena Duda',
    ]),
    pl('pl7-time-niedziela', { at: '2026-11-28 10:00' }, [
      'Czy przyjmujecie w niedzielę? Mógłbym o dziesiątej.',
      'Aha, no to w sobotę o dziesiątej.',
      'Henryk Sowa',
    ]),
    en('en7-time-tomorrow-morning', { at: '2026-11-24 09:30' }, [
      "I'd like to come in tomorrow morning.",
      'Could you make it half past nine?',
      'Lucy Brennan',
    ]),
    en('en7-time-saturday', { at: '2026-11-28 11:00' }, ['Saturday at 11, is that possible?', 'Sam Patel']),
    en('en7-time-half-four', { at: '2026-11-26 16:30' }, [
      'Do you have anything on Thursday at half past four in the afternoon?',
      'Mark Evans',
    ]),
    en('en7-time-noon', { at: '2026-12-02 12:00' }, [
      'Can I book for December the 2nd at noon?',
      'Karolina Nowicka',
    ]),
  ]),
  ...as('change-of-mind', [
    pl('pl7-com-piatek', { at: '2026-11-27 10:00', service: P, minutes: 30 }, [
      'Chcę się umówić na przegląd w czwartek o dziesiątej.',
      'Natalia Górska',
      'Aha, przepraszam, jednak w piątek, też o dziesiątej, w czwartek pracuję.',
    ]),
    pl('pl7-com-higienizacja', { at: '2026-11-24 09:00', service: H, minutes: 60 }, [
      'Zapiszę się na przegląd jutro o dziewiątej.',
      'Wojciech Adamczyk',
      'Albo nie, wie pani co, wolałbym od razu higienizację, o tej samej porze.',
    ]),
    pl('pl7-com-szesnasta', { at: '2026-11-25 16:00' }, [
      'W środę o czternastej poproszę.',
      'Nie, nie, o czternastej jednak nie dam rady. To może o szesnastej?',
      'Jolanta Krawczyk',
    ]),
    pl('pl7-com-sobota-wybielanie', { at: '2026-11-28 10:00', service: W, minutes: 90 }, [
      'Chciałabym wybielanie w piątek o szesnastej trzydzieści.',
      'A jednak wolę sobotę, o dziesiątej.',
      'Kamil Ostrowski',
    ]),
    pl('pl7-com-dzien-pozniej', { at: '2026-11-25 11:00' }, [
      'Poproszę jutro o jedenastej.',
      'Hmm, a może dzień później, o tej samej godzinie?',
      'Anna Krajewska',
    ]),
    pl('pl7-com-wybielanie-za-pozno', { at: '2026-11-27 16:00', service: W, minutes: 90 }, [
      'Poproszę wybielanie w piątek o siedemnastej.',
      'To może o szesnastej?',
      'Monika Zawadzka',
    ]),
    en('en7-com-thursday', { at: '2026-11-26 10:00' }, [
      'Can I come in on Friday at 10?',
      'Actually, could we do Thursday instead, same time?',
      'George Holt',
    ]),
    en(
      'en7-com-whitening',
      { at: '2026-11-24 15:00', service: W, minutes: 90 },
      [
        "I'd like a cleaning tomorrow at 3 pm.",
        'Sorry, change that to whitening, same time.',
        'Rachel Moore',
      ],
      THREE,
    ),
    en('en7-com-too-early', { at: '2026-11-30 09:30' }, [
      'Monday the 30th at 8, please.',
      'Oh wait, 8 is too early for me, make it 9:30.',
      'Tom Fletcher',
    ]),
  ]),
];
