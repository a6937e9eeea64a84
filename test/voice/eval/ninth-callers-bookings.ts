/**
 * The ninth set's booking callers: times in the usual Polish and English forms (`booking-time`),
 * services by name and alias (`service`), name and number given together or corrected
 * (`slot-filling`), and changes of mind during the call (`change`). Dates are relative to
 * `EVAL_NOW` (Monday 23 November 2026, 08:00): Tuesday the 24th … Saturday the 28th (09–13),
 * Monday the 30th, Tuesday 1 December … Saturday 5 December; the calendar is empty.
 */
import { type Appt, as, book, type Expect, end, make, NIE, NO, THREE } from './script.js';

/** What a booking's confirmation may legitimately add: where, the cancellation rule, what to bring. */
const OK = ['address', 'cancel_policy', 'first_visit'];
const ok = (extra: Partial<Expect> = {}): Partial<Expect> => ({
  ...extra,
  allow: [...OK, ...(extra.allow ?? [])],
});
/** A booking whose caller says no twice to "anything else?" (the second in case one is taken as a yes). */
const b = (id: string, appointment: Appt, lines: string[], extra: Partial<Expect> = {}) =>
  book(id, appointment, [...lines, end(id), end(id)], ok(extra));
const of =
  (service: string, minutes: number) =>
  (at: string, name?: string, phone?: string): Appt => ({
    at,
    service,
    minutes,
    ...(name ? { name } : {}),
    ...(phone ? { phone } : {}),
  });
const P = of('Przegląd', 30);
const H = of('Higienizacja', 60);
const W = of('Wybielanie', 90);
const K = of('Leczenie kanałowe', 90);

export const BOOKING_TIME = as('booking-time', [
  b('pl9-wpol-do-pierwszej-sroda', P('2026-11-25 12:30'), [
    'Dzień dobry, chciałabym się zapisać na przegląd, najlepiej w środę na wpół do pierwszej',
    'Tak, może być. Grażyna Pawlak',
    'Tak, zgadza się',
  ]),
  b('pl9-siedemnasta-trzydziesci-pt', P('2026-11-27 17:30'), [
    'Halo, dzień dobry. Czy w piątek o siedemnastej trzydzieści dałoby radę na kontrolę?',
    'Super, to poproszę. Tomasz Mazur',
    'Tak',
  ]),
  b('pl9-kwadrans-trzecia-wiec-trzecia', H('2026-11-26 15:00'), [
    'Dzień dobry, chcę umówić higienizację na czwartek. Kończę pracę za kwadrans trzecia, więc mogłabym być na piętnastą',
    'Tak, piętnasta pasuje. Monika Krawczyk',
    'Tak',
  ]),
  b('pl9-jutro-dziesiata-rano', P('2026-11-24 10:00'), [
    'No dzień dobry, a jest coś jutro koło dziesiątej rano? Na przegląd',
    'Tak. Jerzy Sikora',
    'Tak',
  ]),
  b('pl9-druga-po-poludniu', P('2026-11-30 14:00'), [
    'Dzień dobry, ja bym chciał przyjść na przegląd w poniedziałek trzydziestego, o drugiej po południu',
    'Dobrze. Krzysztof Dudek',
    'Tak, zgadza się',
  ]),
  b('pl9-godzine-pozniej', P('2026-11-25 11:00'), [
    'Dzień dobry, przegląd w środę o dziesiątej... albo nie, lepiej o godzinę później, bo nie zdążę',
    'Tak, jedenasta. Nazywam się Ewa Jabłońska',
    'Tak',
  ]),
  b('pl9-to-moze-o-szesnastej', P('2026-11-24 16:00'), [
    'Dzień dobry, chciałem się umówić na przegląd jutro o dziewiątej. A nie, rano mam spotkanie. To może o szesnastej?',
    'Tak, szesnasta. Marek Wieczorek',
    'Tak',
  ]),
  book(
    'pl9-sobota-jedenasta-bez-ogonkow',
    H('2026-11-28 11:00'),
    [
      'dzien dobry, czy mozna sie zapisac na czyszczenie zebow w sobote o jedenastej',
      'tak. Iwona Stepien',
      'tak',
      'nie, dziekuje',
      'nie, dziekuje',
    ],
    ok(),
  ),
  b('pl9-pierwszego-grudnia-czternasta', K('2026-12-01 14:00'), [
    'Dzień dobry, lekarz kazał mi się zapisać na leczenie kanałowe. Pasowałby mi pierwszy grudnia o czternastej',
    'Tak, bardzo dobrze. Halina Majewska',
    'Tak',
  ]),
  b('pl9-dzisiaj-po-poludniu-16-30', P('2026-11-23 16:30'), [
    'Dzień dobry, a dzisiaj byście mnie jeszcze przyjęli na przegląd? Tak o wpół do piątej po południu',
    'Tak. Robert Adamczyk',
    'Tak',
  ]),
  b('pl9-czwartek-osma-rano', P('2026-11-26 08:00'), [
    'Dzień dobry. Przegląd, czwartek, ósma rano, jak najwcześniej, bo potem do pracy',
    'Tak, może być. Zofia Kamińska',
    'Tak',
  ]),
  b('pl9-wpol-do-dziesiatej-sobota', P('2026-12-05 09:30'), [
    'Dzień dobry, czy w sobotę piątego grudnia jest coś na przegląd o wpół do dziesiątej?',
    'To biorę. Paweł Zając',
    'Tak',
  ]),
  b('en9-half-past-ten-wed', P('2026-11-25 10:30'), [
    "Hi, I'd like to book a check-up on Wednesday, half past ten if possible",
    'Yes, great. John Miller',
    'Yes',
  ]),
  b('en9-quarter-to-four-so-four', P('2026-11-27 16:00'), [
    "Hello, I need a checkup on Friday. I'm stuck at work until quarter to four, so four o'clock would be the earliest I can make it",
    "Four is fine. It's Sarah Collins",
    'Yes',
  ]),
  b('en9-tomorrow-morning-nine', P('2026-11-24 09:00'), [
    'Good morning, could I get a check-up tomorrow morning, around nine?',
    'Yes please. Daniel Harris',
    'Yes',
  ]),
  b('en9-next-thursday-third', H('2026-12-03 13:00'), [
    "Hi there, I'd like a cleaning next Thursday, that's the third of December, at one in the afternoon",
    'Perfect. Emily Clarke',
    'Yes, that is right',
  ]),
  b('en9-saturday-at-11', P('2026-11-28 11:00'), [
    "Hiya, any chance of a check-up this Saturday at 11? I can't do weekdays",
    'Great, Liam Walsh',
    'Yes',
  ]),
  b('en9-anything-earlier-eleven', P('2026-11-26 11:00'), [
    "Hello, I'd like a check-up on Thursday at two. Actually, do you have anything earlier that day? Eleven would be ideal",
    'Eleven, yes. Priya Patel',
    'Yes',
  ]),
  b('en9-half-four-friday', P('2026-11-27 16:30'), [
    'Hi, could you fit me in for a check-up Friday, half four?',
    'Brilliant. Owen Davies',
    'Yes',
  ]),
  b('en9-noon-monday', H('2026-11-30 12:00'), [
    "Hello, I'd like to book a scaling and polish for Monday the 30th at noon",
    'Yes. Grace Thompson',
    'Yes',
  ]),
  b(
    'en9-three-thirty-tuesday',
    P('2026-11-24 15:30'),
    ['Hi, I want a checkup tomorrow at 3:30 in the afternoon', 'Good. Mark Bennett', 'Yes'],
    THREE,
  ),
]);

export const SERVICE = as('service', [
  b('pl9-skaling-alias', H('2026-11-26 09:00'), [
    'Dzień dobry, chciałabym się zapisać na skaling, w czwartek o dziewiątej',
    'Tak. Agnieszka Mazur',
    'Tak',
  ]),
  b('pl9-kanalowe-alias', K('2026-11-25 13:00'), [
    'Dzień dobry, muszę zrobić kanałowe, ząb już leczony wcześniej, środa o trzynastej by była dobra',
    'Tak. Bogdan Wójcik',
    'Tak',
  ]),
  b('pl9-wybielanie-zebow', W('2026-11-27 10:00'), [
    'Cześć, chcę sobie zrobić wybielanie zębów, w piątek o dziesiątej da radę?',
    'Super. Natalia Olszewska',
    'Tak',
  ]),
  b('en9-whitening-saturday', W('2026-11-28 09:00'), [
    "Hi, I'd like to get my teeth whitened this Saturday at nine",
    "That's fine. Chloe Evans",
    'Yes',
  ]),
  b(
    'en9-root-canal',
    K('2026-12-02 15:00'),
    [
      'Hello, my dentist says I need a root canal. Wednesday the second of December at 3pm?',
      'Yes. Michael Byrne',
      'Yes',
    ],
    THREE,
  ),
  make(
    'pl9-ile-trwa-wybielanie',
    { outcome: ['answered_faq', 'no_action'], says: ['90'], allow: ['whitening'] },
    ['Dzień dobry, ile trwa u was wybielanie? Muszę wiedzieć, ile wziąć wolnego', NIE, NIE],
  ),
  make('pl9-ile-kosztuje-piaskowanie', { outcome: ['answered_faq', 'no_action'], says: ['300'] }, [
    'Dzień dobry, ile zapłacę za piaskowanie?',
    NIE,
    NIE,
  ]),
  make('pl9-cena-usuniecia-zeba', { outcome: ['answered_faq', 'no_action'], says: ['400'] }, [
    'Dzień dobry, a ile kosztuje wyrwanie zęba?',
    'Nie, to wszystko',
    NIE,
  ]),
  make('en9-how-long-extraction', { outcome: ['answered_faq', 'no_action'], says: ['45'] }, [
    'Hi, how long does a tooth removal take at your clinic?',
    NO,
    NO,
  ]),
  make('en9-root-canal-price', { outcome: ['answered_faq', 'no_action'], facts: ['rootcanal_price'] }, [
    'Hello, roughly how much is a root canal with you?',
    NO,
    NO,
  ]),
  make(
    'pl9-kontrola-czas-trwania',
    { outcome: ['answered_faq', 'no_action'], says: ['30'], allow: ['checkup_price'] },
    ['Dzień dobry, ile mniej więcej trwa kontrola? Mam przerwę w pracy', NIE, NIE],
  ),
]);

export const SLOT_FILLING = as('slot-filling', [
  b('pl9-imie-i-numer-razem', P('2026-11-25 09:00', 'Anna Grabowska', '+48512346781'), [
    'Dzień dobry, poproszę przegląd w środę o dziewiątej',
    'Anna Grabowska, numer 512 346 781',
    'Tak',
  ]),
  b('pl9-numer-slownie', H('2026-11-27 14:00', 'Jan Piotrowski', '+48601234587'), [
    'Dzień dobry, higienizacja w piątek o czternastej',
    'Jan Piotrowski, a numer sześćset jeden, dwieście trzydzieści cztery, pięćset osiemdziesiąt siedem',
    'Tak',
  ]),
  b('pl9-poprawka-numeru', P('2026-11-24 12:00', 'Beata Michalska', '+48502318647'), [
    'Dzień dobry, przegląd jutro w południe',
    'Beata Michalska, telefon 501 318 647',
    'Nie, przepraszam, pomyliłam się: pięćset dwa, nie pięćset jeden. 502 318 647',
    'Tak',
  ]),
  b('pl9-wszystko-w-jednym', P('2026-11-30 10:30', 'Stanisław Król', '+48664283571'), [
    'Dzień dobry, Stanisław Król z tej strony, chciałbym na przegląd w poniedziałek trzydziestego o wpół do jedenastej, mój numer 664 283 571',
    'Tak',
    'Tak',
  ]),
  b('pl9-nazwisko-poprawione', P('2026-11-26 13:30', 'Katarzyna Nowicka'), [
    'Dzień dobry, przegląd w czwartek o trzynastej trzydzieści',
    'Katarzyna Nowak',
    'Przepraszam, Nowicka, nie Nowak. Katarzyna Nowicka',
    'Tak',
  ]),
  b('pl9-numer-grupami-dwa', H('2026-12-02 10:00', 'Leszek Dąbrowski', '+48730418526'), [
    'Dzień dobry, chcę się zapisać na czyszczenie zębów, drugiego grudnia o dziesiątej',
    'Leszek Dąbrowski. Numer: siedemset trzydzieści, czterdzieści jeden, osiemdziesiąt pięć, dwadzieścia sześć',
    'Tak',
  ]),
  b('en9-name-and-number', P('2026-11-25 16:00', 'James Doyle', '+48881246357'), [
    "Hi, I'd like a check-up on Wednesday at 4pm",
    "It's James Doyle, and my number is 881 246 357",
    'Yes',
  ]),
  b(
    'en9-number-in-words',
    H('2026-11-24 11:30', 'Laura Hughes', '+48697345812'),
    [
      'Hello, a cleaning tomorrow at half eleven please',
      'Laura Hughes, six nine seven, three four five, eight one two',
      'Yes',
    ],
    THREE,
  ),
  b(
    'en9-number-corrected',
    P('2026-11-26 10:00', 'Peter Novak', '+48503214768'),
    [
      'Hi, check-up on Thursday at ten, please',
      'Peter Novak, 503 214 867',
      'Sorry, I got the end wrong: it is 503 214 768, seven six eight',
      'Yes',
    ],
    THREE,
  ),
  b('en9-spelled-surname', P('2026-11-27 08:30', 'Hannah Schmidt'), [
    "Good morning, I'd like an early check-up on Friday, eight thirty if you have it",
    'Hannah Schmidt, S C H M I D T',
    'Yes',
  ]),
]);

export const CHANGE = as('change', [
  b('pl9-zmiana-dnia-ta-sama-godzina', P('2026-11-25 10:00'), [
    'Dzień dobry, przegląd we wtorek o dziesiątej. A nie, przepraszam, we wtorek nie mogę, to w środę o tej samej godzinie',
    'Tak, środa. Dorota Kaczmarek',
    'Tak',
  ]),
  b('pl9-rozmysla-sie-po-propozycji', H('2026-11-27 12:00'), [
    'Dzień dobry, chcę się umówić na higienizację w piątek o dziesiątej',
    'Hmm, jednak wolałbym trochę później, o dwunastej',
    'Tak, dwunasta. Grzegorz Lis',
    'Tak',
  ]),
  make('pl9-rezygnuje-przed-potwierdzeniem', { outcome: 'no_action', allow: OK }, [
    'Dzień dobry, chciałabym przegląd w czwartek o jedenastej',
    'A wie Pani co, jednak się rozmyśliłam, muszę najpierw sprawdzić grafik w pracy. Nie zapisujmy na razie',
    NIE,
    NIE,
  ]),
  b('pl9-inna-usluga-zamiast', H('2026-11-30 15:00'), [
    'Dzień dobry, chciałabym się zapisać na wybielanie w poniedziałek trzydziestego o piętnastej',
    'Albo nie, dentysta mówił, żeby najpierw zrobić higienizację. To może higienizacja w tym samym terminie?',
    'Tak. Justyna Pietrzak',
    'Tak',
  ]),
  make(
    'pl9-przelozyc-istniejaca-wiadomosc',
    {
      outcome: 'callback',
      message: { includes: ['kowalczyk'], callback: 'caller' },
      allow: ['cancel_policy'],
    },
    [
      'Dzień dobry, jestem zapisana na jutro na przegląd, ale muszę to przełożyć. Proszę przekazać, żeby ktoś do mnie oddzwonił',
      'Helena Kowalczyk, chodzi o przełożenie jutrzejszej wizyty',
      'Na ten numer, z którego dzwonię',
      NIE,
      NIE,
    ],
  ),
  b('en9-changes-day', P('2026-11-27 11:00'), [
    "Hi, I'd like a check-up on Thursday at 11. Oh wait, Thursday's no good, can we do Friday instead, same time?",
    'Yes, Friday. Tom Fletcher',
    'Yes',
  ]),
  b('en9-later-after-offer', P('2026-11-24 14:30'), [
    'Hello, a check-up tomorrow at half past one please',
    "Hmm, actually make that an hour later, I've just remembered a meeting",
    'Yes, half two. Rachel Green',
    'Yes',
  ]),
  make('en9-never-mind-booking', { outcome: 'no_action', allow: OK }, [
    "Hi, I'd like to book a cleaning for Friday morning",
    "Actually, you know what, never mind, I'll call back once I know my shifts",
    NO,
    NO,
  ]),
]);
