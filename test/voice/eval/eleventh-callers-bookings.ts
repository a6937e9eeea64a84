/**
 * The eleventh held-out set (`eleventh.ts`): bookings with times said in the usual Polish and
 * English ways, and the configured services recognised from the words callers use for them.
 * Written blind from clinic.ts: Monday 23 November 2026, 08:00; Mon–Fri 08–18, Sat 09–13.
 */
import { as, book, type Caller, THREE } from './script.js';

/** An English caller (the ids of this set do not carry the language). */
const en = (c: Caller): Caller => ({ ...c, lang: 'en' });

/** Bookings: the time in the forms people say it (relative days, words, half past, "po południu"). */
export const BOOKINGS = as('booking', [
  book('k001', { at: '2026-11-24 10:00', service: 'Przegląd', name: 'Anna Kowalska' }, [
    'Dzień dobry, chciałabym się umówić na przegląd, najlepiej jutro o dziesiątej.',
    'Anna Kowalska',
    'Tak',
    'Nie, dziękuję, do widzenia',
  ]),
  book('k002', { at: '2026-11-25 15:30', service: 'Higienizacja', minutes: 60 }, [
    'Dzień dobry, eee, chciałbym zapisać się na higienizację. Pojutrze o wpół do czwartej by było dobrze.',
    'Paweł Nowak',
    'Tak, zgadza się',
    'Nie, dziękuję',
  ]),
  book('k003', { at: '2026-11-26 14:30', service: 'Przegląd', name: 'Ewa Mazur' }, [
    'Halo, dzień dobry. Czy mogłabym się zapisać na przegląd w czwartek o 14:30?',
    'Ewa Mazur',
    'Tak',
    'Nie, to wszystko, dziękuję',
  ]),
  book('k004', { at: '2026-11-27 12:30', service: 'Wybielanie', minutes: 90 }, [
    'Dzień dobry, dzwonię w sprawie wybielania. Czy w piątek o dwunastej trzydzieści jest wolne?',
    'Tak, to poproszę. Marta Jankowska.',
    'Tak',
    'Nie, dziękuję, do usłyszenia',
  ]),
  book('k005', { at: '2026-11-28 11:00', service: 'Przegląd' }, [
    'Dzień dobry, pracuję w tygodniu, więc chciałbym na przegląd w sobotę, o jedenastej może?',
    'Krzysztof Wójcik',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k006', { at: '2026-11-30 09:00', service: 'Przegląd', name: 'Barbara Zalewska' }, [
    'Dzień dobry, ja bym chciała na przegląd w przyszły poniedziałek, o dziewiątej rano.',
    'Barbara Zalewska',
    'Tak, dobrze',
    'Nie, dziękuję, do widzenia',
  ]),
  book('k007', { at: '2026-11-23 15:00', service: 'Przegląd' }, [
    'Dzień dobry, czy dałoby się jeszcze dzisiaj na przegląd? Tak koło trzeciej po południu, o piętnastej.',
    'Michał Kaczmarek',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k008', { at: '2026-11-25 09:30', service: 'Leczenie kanałowe', minutes: 90 }, [
    'Dzień dobry, mam skierowanie od innego dentysty na leczenie kanałowe. Czy w środę o wpół do dziesiątej można?',
    'Agnieszka Lewicka',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k009', { at: '2026-11-26 10:00', service: 'Ekstrakcja', minutes: 45 }, [
    'Dzień dobry, potrzebuję ekstrakcji zęba. W czwartek mogę być najwcześniej za kwadrans dziesiąta, więc może na dziesiątą?',
    'Robert Szymański',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k010', { at: '2026-12-01 13:00', service: 'Przegląd', name: 'Jolanta Wrona' }, [
    'Dzień dobry, czy jest jakiś termin na przegląd pierwszego grudnia o trzynastej?',
    'Jolanta Wrona',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k011', { at: '2026-11-26 17:00', service: 'Higienizacja', minutes: 60 }, [
    'Dzień dobry, eee... higienizacja w czwartek o siedemnastej, da radę? Kończę pracę o szesnastej.',
    'Łukasz Pawlak',
    'Tak',
    'Nie, dziękuję, do widzenia',
  ]),
  book('k012', { at: '2026-11-27 08:00', service: 'Przegląd' }, [
    'Dzień dobry, ja bym chciał jak najwcześniej rano, w piątek o ósmej, na przegląd.',
    'Jan Górski',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k013', { at: '2026-12-01 16:00', service: 'Leczenie kanałowe' }, [
    'Dzień dobry, chciałam umówić leczenie kanałowe, we wtorek w przyszłym tygodniu o szesnastej.',
    'Beata Sikora',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k014', { at: '2026-12-02 11:00', service: 'Ekstrakcja', name: 'Zbigniew Kurek' }, [
    'Dzień dobry, mam być na ekstrakcję, na drugiego grudnia, 2.12, o 11. Jest taka możliwość?',
    'Zbigniew Kurek',
    'Tak',
    'Nie, dziękuję',
  ]),
  en(
    book('k015', { at: '2026-11-24 10:00', service: 'Przegląd', name: 'Emma Wilson' }, [
      "Hi there, I'd like to book a check-up for tomorrow at 10 am, if that's possible.",
      'Emma Wilson',
      'Yes',
      'No, thanks, bye',
    ]),
  ),
  en(
    book('k016', { at: '2026-11-25 14:30', service: 'Higienizacja' }, [
      'Hello, um, could I get a cleaning on Wednesday at half past two?',
      'Daniel Harris',
      'Yes, that works',
      'No, thanks',
    ]),
  ),
  en(
    book(
      'k017',
      { at: '2026-11-27 15:00', service: 'Wybielanie', minutes: 90 },
      [
        "Hi, I'm calling to book teeth whitening this Friday at 3 pm.",
        'Olivia Brown',
        'Yes, please',
        "No, that's all, thank you",
      ],
      THREE,
    ),
  ),
  en(
    book('k018', { at: '2026-11-28 09:30', service: 'Przegląd' }, [
      'Good morning. I work all week, so would Saturday morning at 9:30 be OK for a check-up?',
      'Thomas Clark',
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    book('k019', { at: '2026-11-25 12:00', service: 'Leczenie kanałowe' }, [
      'Hi, my dentist said I need a root canal. Could I come the day after tomorrow at noon?',
      'Sophie Turner',
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    book(
      'k020',
      { at: '2026-12-01 15:30', service: 'Higienizacja', name: 'Peter Walsh' },
      [
        "Hi, I'd like a cleaning on Tuesday next week, the first of December, in the afternoon, say 3:30?",
        'Peter Walsh',
        'Yes',
        'No, thanks',
      ],
      THREE,
    ),
  ),
  en(
    book('k021', { at: '2026-12-03 11:00', service: 'Ekstrakcja', minutes: 45 }, [
      'Hello, I need an extraction, and December 3rd at 11 would suit me best.',
      'Ryan Cooper',
      'Yes, correct',
      'No, thanks',
    ]),
  ),
  en(
    book('k022', { at: '2026-11-26 17:00', service: 'Przegląd' }, [
      'Hi, can I book a check-up on Thursday at 5 pm, after work?',
      'Laura Bennett',
      'Yes',
      'No, thank you',
    ]),
  ),
]);

/** Service recognition: the configured services by their aliases, inflected, or described. */
export const SERVICES = as('service', [
  book('k023', { at: '2026-11-26 11:00', service: 'Ekstrakcja', minutes: 45 }, [
    'Dzień dobry, ósemka mi strasznie dokucza, chciałbym ją usunąć. Chodzi o usunięcie zęba, w czwartek o jedenastej.',
    'Adam Kwiatkowski',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k024', { at: '2026-11-27 10:00', service: 'Przegląd', minutes: 30 }, [
    'Dzień dobry, chciałabym przyjść na kontrolę, dawno nie byłam. Piątek o dziesiątej?',
    'Monika Krawczyk',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k025', { at: '2026-11-25 13:00', service: 'Higienizacja', minutes: 60 }, [
    'Dzień dobry, potrzebuję skalingu, mam dużo kamienia. Środa o trzynastej by mi pasowała.',
    'Grzegorz Piotrowski',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k026', { at: '2026-11-28 09:00', service: 'Wybielanie', minutes: 90 }, [
    'Dzień dobry, chcę sobie wybielić zęby przed świętami. Sobota, dziewiąta rano?',
    'Natalia Grabowska',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k027', { at: '2026-11-24 11:00', service: 'Leczenie kanałowe', minutes: 90 }, [
    'Dzień dobry, ząb mnie boli od tygodnia i ktoś mi powiedział, że to pewnie na kanałowe. Czy jutro o jedenastej jest miejsce?',
    'Dariusz Michalski',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k028', { at: '2026-11-30 14:00', service: 'Higienizacja' }, [
    'Dzień dobry, poproszę o czyszczenie zębów, takie z piaskowaniem, w poniedziałek za tydzień, o czternastej.',
    'Karolina Nowakowska',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k029', { at: '2026-12-01 09:00', service: 'Ekstrakcja' }, [
    'Dzień dobry, muszę wyrwać ząb, ten ruszający się na dole. Pierwszego grudnia o dziewiątej można?',
    'Stanisław Wróblewski',
    'Tak',
    'Nie, dziękuję',
  ]),
  en(
    book('k030', { at: '2026-11-26 13:00', service: 'Wybielanie', minutes: 90 }, [
      "Hi! I've got a wedding coming up and I'd love to get my teeth whitened. Thursday at 1 pm?",
      'Chloe Evans',
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    book('k031', { at: '2026-11-27 09:00', service: 'Higienizacja', minutes: 60 }, [
      "Hello, I'd like a professional cleaning, you know, scaling, on Friday at 9 in the morning.",
      'George Hughes',
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    book('k032', { at: '2026-11-25 10:00', service: 'Ekstrakcja', minutes: 45 }, [
      'Hi, I have a broken tooth that needs to be pulled out. Wednesday at 10, is that free?',
      'Mia Robinson',
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    book('k033', { at: '2026-11-30 12:00', service: 'Przegląd', minutes: 30 }, [
      'Hi, just a routine checkup, please. Monday the 30th at 12?',
      'Henry Walker',
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    book('k034', { at: '2026-12-02 14:00', service: 'Leczenie kanałowe' }, [
      'Hello, I was told I need root canal treatment. Could I come on Wednesday the 2nd of December at 2 pm?',
      'Grace Lee',
      'Yes',
      'No, thanks',
    ]),
  ),
]);
