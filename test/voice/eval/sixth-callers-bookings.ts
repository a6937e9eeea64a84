/**
 * The sixth evaluation set (see `sixth.ts`): bookings of named services and their prices, name
 * and number in one breath (in words, corrected), the usual Polish and English ways of saying a
 * time, and callers who change their mind mid-call.
 *
 * The clinic's "now" is Monday 23 November 2026, 08:00 (Warsaw): tomorrow is Tuesday the 24th,
 * Saturday the 28th (open 09:00–13:00), Sunday the 29th closed, "next week" starts Monday the
 * 30th. Every booked time below is open for the whole length of its service.
 * Never used to tune the rules.
 */

import type { Appt } from './script.js';
import { as, book, make, NIE, NO, PRICES, THREE } from './script.js';

const MINUTES = {
  Przegląd: 30,
  Higienizacja: 60,
  Wybielanie: 90,
  'Leczenie kanałowe': 90,
  Ekstrakcja: 45,
} as const;
type Service = keyof typeof MINUTES;

/** An appointment of a service (its length), with the patient's name and number when the caller gave them. */
const at = (when: string, service: Service, name?: string, phone?: string): Appt => ({
  at: when,
  service,
  minutes: MINUTES[service],
  ...(name ? { name } : {}),
  ...(phone ? { phone } : {}),
});
/** A price of a service: from the settings or the knowledge document's price list. */
const price = (id: string, e: { facts?: string[]; says?: string[] }, lines: string[]) =>
  make(id, { outcome: ['answered_faq', 'no_action'], ...e, allow: PRICES }, lines);

export const SIXTH_BOOKINGS = [
  ...as('services', [
    book('pl6-sv-01', at('2026-11-26 09:00', 'Higienizacja', 'Magdalena Krawczyk'), [
      'Dzień dobry, chciałabym się zapisać na higienizację, najlepiej w czwartek o dziewiątej.',
      'Tak, może być. Nazywam się Magdalena Krawczyk.',
      NIE,
    ]),
    book('pl6-sv-02', at('2026-11-25 14:00', 'Wybielanie', 'Tomasz Zając'), [
      'Chciałbym umówić wybielanie zębów na środę, na czternastą.',
      'Dobrze, pasuje. Tomasz Zając.',
      NIE,
    ]),
    book('pl6-sv-03', at('2026-11-27 10:00', 'Leczenie kanałowe', 'Marek Pawlak'), [
      'Doktor mi ostatnio powiedział, że muszę zrobić kanałówkę. Da się w piątek na dziesiątą?',
      'Tak. Marek Pawlak.',
      NIE,
    ]),
    book('pl6-sv-04', at('2026-11-24 11:00', 'Ekstrakcja', 'Karolina Mazur'), [
      'Muszę wyrwać ósemkę, już mnie męczy od tygodnia. Macie coś jutro o jedenastej?',
      'Tak, biorę. Karolina Mazur.',
      NIE,
    ]),
    price('pl6-sv-05', { facts: ['whitening'] }, ['Ile u was kosztuje wybielanie?', NIE]),
    price('pl6-sv-06', { says: ['400'] }, ['A za usunięcie zęba ile się płaci?', NIE]),
    book('en6-sv-01', at('2026-11-27 13:00', 'Higienizacja', 'Emily Clarke'), [
      "Hi, I'd like to book a teeth cleaning on Friday at 1 pm.",
      "Yes, that's fine. It's Emily Clarke.",
      NO,
    ]),
    book('en6-sv-02', at('2026-12-02 09:00', 'Leczenie kanałowe', 'Daniel Novak'), [
      'I need a root canal. Could I come in on the 2nd of December at 9 in the morning?',
      'Yes please. Daniel Novak.',
      NO,
    ]),
    price('en6-sv-03', { facts: ['checkup_price'] }, ['How much do you charge for a check-up?', NO]),
    price('en6-sv-04', { says: ['300'] }, ['And what does a scale and polish cost at your place?', NO]),
  ]),
  ...as('no-diacritics', [
    book('pl6-nd-10', at('2026-11-26 11:00', 'Przegląd', 'Michał Włodarczyk'), [
      'Chcialbym sie umowic na przeglad w czwartek o jedenastej',
      'tak pasuje, Michal Wlodarczyk',
      'Nie, dziekuje',
    ]),
    book('pl6-nd-11', at('2026-11-28 10:00', 'Higienizacja', 'Lucja Grabowska'), [
      'dzien dobry, czy moge sie zapisac na czyszczenie zebow w sobote o dziesiatej?',
      'Tak. Lucja Grabowska',
      'nie dziekuje, to wszystko',
    ]),
  ]),
  ...as('name-and-number', [
    book('pl6-nn-01', at('2026-11-24 10:00', 'Przegląd', 'Jan Nowicki', '+48502345678'), [
      'Chcę się umówić na przegląd jutro o dziesiątej. Jan Nowicki, numer pięćset dwa, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem.',
      'Tak, zgadza się.',
      NIE,
    ]),
    book('pl6-nn-02', at('2026-11-26 13:00', 'Przegląd', 'Ewa Sikora', '+48601234576'), [
      'Dzień dobry, kontrola w czwartek o trzynastej, da radę?',
      'Tak. Nazywam się Ewa Sikora, telefon 601 234 567, nie, przepraszam, 601 234 576.',
      NIE,
    ]),
    book('pl6-nn-03', at('2026-11-27 09:00', 'Higienizacja', 'Paweł Dąbrowski', '+48668234567'), [
      'Zapiszcie mnie proszę na higienizację w piątek o dziewiątej. Paweł Dąbrowski, sześćset sześćdziesiąt osiem, dwadzieścia trzy, czterdzieści pięć, sześćdziesiąt siedem.',
      'Tak, dziękuję.',
      NIE,
    ]),
    book('pl6-nn-04', at('2026-11-25 10:30', 'Przegląd', 'Halina Zalewska', '+48502438217'), [
      'Przegląd na pojutrze, na dziesiątą trzydzieści, jeśli można.',
      'Tak. Halina Zalewska, numer pięćset jeden, czterysta trzydzieści osiem... nie, nie, pięćset dwa, nie pięćset jeden. Pięćset dwa, czterysta trzydzieści osiem, dwieście siedemnaście.',
      NIE,
    ]),
    book('pl6-nn-05', at('2026-11-25 11:30', 'Przegląd', 'Olena Kovalenko', '+48733456812'), [
      'Dzień dobry, nazywam się Olena Kovalenko, Kovalenko przez K i V. Chciałabym na przegląd w środę o jedenastej trzydzieści, mój numer 733 456 812.',
      'Tak, dobrze.',
      NIE,
    ]),
    book('pl6-nn-06', at('2026-11-25 16:00', 'Przegląd', 'Agnieszka Wójcik'), [
      'Proszę zapisać na nazwisko Wójcik, Agnieszka Wójcik, na przegląd pojutrze o szesnastej. Numer ten, z którego dzwonię.',
      'Tak.',
      NIE,
    ]),
    book('en6-nn-01', at('2026-11-26 10:00', 'Przegląd', 'Mark Thompson', '+48512347689'), [
      "Hi, this is Mark Thompson, my number is five one two, three four seven, six eight nine. I'd like a check-up on Thursday at ten.",
      'Yes, great.',
      NO,
    ]),
    book('en6-nn-02', at('2026-11-28 10:00', 'Higienizacja', "Sarah O'Brien", '+48533124567'), [
      "Can I book a cleaning for Saturday at ten? Name's Sarah O'Brien, phone five three three, one two four, five six eight. Sorry, five six seven at the end, not five six eight.",
      'Yes.',
      NO,
    ]),
    book('en6-nn-03', at('2026-12-03 14:00', 'Przegląd', 'Grzegorz Brzęczyszczykiewicz', '+48784562319'), [
      "Hello, I'm Grzegorz Brzęczyszczykiewicz. I'd like to book a check-up for December 3rd at 2 pm, my number is 784 562 319.",
      'Yes, that works.',
      NO,
    ]),
  ]),
  ...as('times', [
    book('pl6-tm-01', at('2026-11-27 12:30', 'Przegląd', 'Robert Wieczorek'), [
      'Chciałbym się umówić na przegląd w piątek na wpół do pierwszej.',
      'Tak, pasuje, Robert Wieczorek.',
      NIE,
    ]),
    // A quarter to three is when work ends; half past three is the time asked for.
    book('pl6-tm-02', at('2026-11-24 15:30', 'Przegląd', 'Łukasz Kaczmarek'), [
      'Kończę pracę za kwadrans trzecia, więc mógłbym być najwcześniej o wpół do czwartej. Jutro, na kontrolę.',
      'Tak, może być. Łukasz Kaczmarek.',
      NIE,
    ]),
    book('pl6-tm-03', at('2026-11-24 11:00', 'Przegląd', 'Zofia Michalska'), [
      'Poproszę przegląd jutro o dziesiątej.',
      'A nie dałoby się o godzinę później?',
      'Tak, jedenasta mi pasuje. Zofia Michalska.',
      NIE,
    ]),
    book('pl6-tm-04', at('2026-11-25 16:00', 'Przegląd', 'Bartosz Górski'), [
      'Dzień dobry, czy jest coś w środę rano na przegląd?',
      'A to może o szesnastej?',
      'Tak. Bartosz Górski.',
      NIE,
    ]),
    book('pl6-tm-05', at('2026-11-28 11:30', 'Przegląd', 'Janina Kubiak'), [
      'W sobotę o wpół do dwunastej byłoby idealnie, na kontrolę.',
      'Tak, proszę. Janina Kubiak.',
      NIE,
    ]),
    // Sunday is closed; the caller moves to Monday the 30th at the same hour.
    book('pl6-tm-06', at('2026-11-30 10:00', 'Przegląd', 'Henryk Zawadzki'), [
      'Czy mogę przyjść na przegląd w niedzielę o dziesiątej?',
      'Aha, szkoda. To w poniedziałek trzydziestego, o tej samej porze.',
      'Tak. Henryk Zawadzki.',
      NIE,
    ]),
    // Six in the evening is closing time; the caller settles for half past five.
    book('pl6-tm-07', at('2026-11-24 17:30', 'Przegląd', 'Irena Walczak'), [
      'Chciałabym na przegląd jutro o szóstej wieczorem, wcześniej nie dam rady.',
      'No to trudno, niech będzie wpół do szóstej.',
      'Tak, zgadza się. Irena Walczak.',
      NIE,
    ]),
    book('pl6-tm-08', at('2026-12-01 14:30', 'Przegląd', 'Krystyna Baran'), [
      'Przegląd we wtorek w przyszłym tygodniu, o czternastej trzydzieści.',
      'Tak. Krystyna Baran.',
      NIE,
    ]),
    book('pl6-tm-09', at('2026-11-25 08:00', 'Przegląd', 'Stanisław Lis'), [
      'Pojutrze z samego rana, jak tylko otwieracie, na przegląd. Da się?',
      'Super, to poproszę. Stanisław Lis.',
      NIE,
    ]),
    book('en6-tm-01', at('2026-11-24 08:00', 'Przegląd', 'Oliver Bennett'), [
      'Hi, could I get a check-up tomorrow morning, as early as you can?',
      'Perfect. The name is Oliver Bennett.',
      NO,
    ]),
    book('en6-tm-02', at('2026-11-28 11:00', 'Przegląd', 'Hannah Weiss'), [
      'Do you have anything on Saturday at 11 for a check-up?',
      "Great, book it please, the name's Hannah Weiss.",
      NO,
    ]),
    book('en6-tm-03', at('2026-11-26 16:30', 'Przegląd', 'Tom Baker'), [
      'Could I come in for a check-up at half past four on Thursday?',
      'Yes. Tom Baker.',
      NO,
    ]),
    book('en6-tm-04', at('2026-11-27 09:30', 'Przegląd', 'Lucy Fernandes'), [
      'Can I come in for a check-up on Friday at 9?',
      'Hmm, could we make it half an hour later?',
      'Yes, nine thirty works. Lucy Fernandes.',
      NO,
    ]),
    book('en6-tm-05', at('2026-12-04 12:00', 'Przegląd', 'Ahmed Khan'), [
      'I need a check-up on December the 4th, around noon if possible.',
      'Yes, twelve is fine. Ahmed Khan.',
      NO,
    ]),
  ]),
  ...as('change-of-mind', [
    book('pl6-cm-01', at('2026-11-26 10:00', 'Przegląd', 'Monika Szymańska'), [
      'Chciałabym umówić przegląd na piątek o dziesiątej.',
      'Aj, w piątek jednak nie mogę, mam wyjazd. A w czwartek o tej samej godzinie?',
      'Tak, czwartek o dziesiątej. Monika Szymańska.',
      NIE,
    ]),
    book(
      'pl6-cm-02',
      at('2026-11-24 12:00', 'Higienizacja', 'Adam Jabłoński'),
      [
        'Zapiszę się na przegląd jutro o dwunastej.',
        'Albo wie pani co, jednak zamiast przeglądu wolę od razu higienizację, w tym samym terminie.',
        'Tak, może być. Adam Jabłoński.',
        NIE,
      ],
      { allow: ['checkup_price'] },
    ),
    book('pl6-cm-03', at('2026-11-25 09:00', 'Przegląd', 'Dorota Kołodziej'), [
      'Poproszę kontrolę w środę o piętnastej, Dorota Kołodziej.',
      'Oj, przepraszam, pomyliłam się, o piętnastej mam zebranie. Może być o dziewiątej rano?',
      'Tak, dziękuję.',
      NIE,
    ]),
    book('pl6-cm-04', at('2026-11-30 08:00', 'Wybielanie', 'Kamil Ostrowski'), [
      'Dzień dobry, dzwonię w sprawie wybielania, chciałbym się umówić na sobotę o dziewiątej.',
      'A, w sobotę syn ma mecz, zapomniałem. To na poniedziałek trzydziestego, na ósmą.',
      'Tak. Kamil Ostrowski.',
      NIE,
    ]),
    book(
      'pl6-cm-05',
      at('2026-11-26 16:00', 'Przegląd', 'Wiesława Pietrzak'),
      [
        'Chcę się zapisać na wybielanie w czwartek o szesnastej.',
        'Hmm, a ile to kosztuje?',
        'O, to drogo. To jednak tylko zwykły przegląd, w tym samym terminie.',
        'Tak. Wiesława Pietrzak.',
        NIE,
      ],
      { allow: ['whitening'] },
    ),
    book('pl6-cm-06', at('2026-11-25 11:00', 'Przegląd', 'Grażyna Sobczak'), [
      'Przegląd jutro o jedenastej poproszę.',
      'Nie, jednak pojutrze, też o jedenastej.',
      'Tak, pasuje. Grażyna Sobczak.',
      NIE,
    ]),
    book('en6-cm-01', at('2026-11-26 10:00', 'Higienizacja', 'Rachel Green'), [
      "I'd like to book a cleaning on Wednesday at 10.",
      'Actually, make that Thursday instead, same time.',
      'Yes please, Rachel Green.',
      NO,
    ]),
    book(
      'en6-cm-02',
      at('2026-12-01 15:00', 'Wybielanie', 'James Murphy'),
      [
        'Could I book a check-up for Tuesday next week at 3pm?',
        "Oh wait, I'd rather have my teeth whitened instead of the check-up, same time if there's room.",
        "Yes, that's fine. James Murphy.",
        NO,
      ],
      { allow: ['checkup_price', ...(THREE.allow ?? [])] },
    ),
  ]),
];
