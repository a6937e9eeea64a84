/**
 * Eighth set: bookings. Times in many Polish and English forms ("wpół do…", "kwadrans po…",
 * "po południu", "half ten", "next Monday"), closed days and hours, a time taken relative to
 * an offer, name and number in one breath, numbers in words, and services by alias.
 * EVAL_NOW is Monday 23 November 2026, 08:00 in Warsaw: "jutro" is Tuesday the 24th.
 */

import { as, book, NIE, NO, THREE } from './script.js';
import type { EvalCaller } from './types.js';

const CHECKUP = { service: 'Przegląd', minutes: 30 };
const CLEANING = { service: 'Higienizacja', minutes: 60 };
const WHITENING = { service: 'Wybielanie', minutes: 90 };
const ROOT_CANAL = { service: 'Leczenie kanałowe', minutes: 90 };
const EXTRACTION = { service: 'Ekstrakcja', minutes: 45 };

export const BOOKING_TIME: EvalCaller[] = as('booking-time', [
  book('pl-bt-wpol', { at: '2026-11-24 10:30', ...CHECKUP, name: 'Krystyna Mazur' }, [
    'Dzień dobry, chciałabym się zapisać na przegląd, jutro na wpół do jedenastej.',
    'Tak, może być. Krystyna Mazur.',
    NIE,
  ]),
  book('pl-bt-kwadrans', { at: '2026-11-25 09:30', ...CHECKUP, name: 'Zbigniew Wójcik' }, [
    'Dzień dobry, czy jest wolne w środę na kontrolę, tak na kwadrans po dziewiątej?',
    'No to niech będzie wpół do dziesiątej.',
    'Tak. Zbigniew Wójcik.',
    NIE,
  ]),
  book('pl-bt-popoludnie', { at: '2026-11-27 15:00', ...CLEANING, name: 'Marek Dąbrowski' }, [
    'Chciałbym umówić czyszczenie zębów na piątek, na trzecią po południu.',
    'Tak, pasuje mi. Marek Dąbrowski.',
    NIE,
  ]),
  book('pl-bt-sobota', { at: '2026-11-28 10:00', ...CHECKUP, name: 'Halina Zając' }, [
    'Dzień dobry pani, a w tę sobotę można by na przegląd, na dziesiątą rano?',
    'Tak, dobrze. Halina Zając.',
    NIE,
  ]),
  book('pl-bt-pojutrze', { at: '2026-11-25 14:00', ...CHECKUP, name: 'Kamil Adamski' }, [
    'Dzień dobry. Da się pojutrze na czternastą na przegląd?',
    'Spoko, pasuje. Kamil Adamski.',
    NIE,
  ]),
  book('pl-bt-slowa', { at: '2026-11-30 11:30', ...WHITENING, name: 'Natalia Pawlak' }, [
    'Chciałabym się zapisać na wybielanie trzydziestego listopada, na jedenastą trzydzieści.',
    'Tak. Natalia Pawlak.',
    NIE,
  ]),
  book('pl-bt-dzis', { at: '2026-11-23 16:00', ...CHECKUP, name: 'Robert Kaczmarek' }, [
    'Czy dałoby radę jeszcze dzisiaj po południu, o szesnastej, na przegląd?',
    'Tak, poproszę. Robert Kaczmarek.',
    NIE,
  ]),
  book('pl-bt-grudzien', { at: '2026-12-01 08:00', ...ROOT_CANAL, name: 'Beata Sobczak' }, [
    'Dzień dobry, lekarz kazał mi się zapisać na leczenie kanałowe. Czy jest coś pierwszego grudnia o ósmej rano?',
    'Tak, biorę. Beata Sobczak.',
    NIE,
  ]),
  book('pl-bt-wpol-pierwsza', { at: '2026-11-26 12:30', ...CHECKUP, name: 'Stanisław Grabowski' }, [
    'Halo, dzień dobry. Ja bym chciał na kontrolę zębów, w czwartek, o wpół do pierwszej, bo rano mam rehabilitację.',
    'Tak, tak, pasuje.',
    'Stanisław Grabowski.',
    NIE,
  ]),
  book('pl-bt-poludnie', { at: '2026-11-27 12:00', ...CHECKUP, name: 'Monika Lis' }, [
    'Chcę się zapisać na przegląd w piątek, w samo południe.',
    'Tak. Monika Lis.',
    NIE,
  ]),
  book('pl-bt-niedziela', { at: '2026-11-30 11:00', ...CHECKUP, name: 'Wojciech Kubiak' }, [
    'Dzień dobry, czy mogę się umówić na przegląd w niedzielę o jedenastej?',
    'Aha. No to w przyszły poniedziałek, też na jedenastą.',
    'Tak. Wojciech Kubiak.',
    NIE,
  ]),
  book('pl-bt-sobota-po', { at: '2026-11-28 12:00', ...CHECKUP, name: 'Jolanta Wieczorek' }, [
    'Czy jest możliwość na przegląd w sobotę po południu, o drugiej?',
    'Szkoda. A o dwunastej w sobotę?',
    'Tak, może być. Jolanta Wieczorek.',
    NIE,
  ]),
  book('pl-bt-rano', { at: '2026-11-24 08:00', ...CHECKUP, name: 'Adam Czarnecki' }, [
    'Dzień dobry, potrzebuję na przegląd jutro z samego rana, na ósmą, przed pracą.',
    'Tak, pasuje.',
    'Adam Czarnecki.',
    NIE,
  ]),
  book('pl-bt-za-tydzien', { at: '2026-12-02 10:00', ...CHECKUP, name: 'Ewa Michalska' }, [
    'Chciałabym zapisać się na przegląd w środę za tydzień, na dziesiątą.',
    'Tak. Ewa Michalska.',
    NIE,
  ]),
  book('pl-bt-wpol-szosta', { at: '2026-11-26 17:30', ...CHECKUP, name: 'Łukasz Zalewski' }, [
    'Pracuję do piątej, więc najlepiej w czwartek na wpół do szóstej. Na przegląd.',
    'Tak, super. Łukasz Zalewski.',
    NIE,
  ]),
  book('pl-bt-bez-ogonkow', { at: '2026-11-24 15:00', ...CHECKUP, name: 'Wiktor Kalinowski' }, [
    'czy jest cos wolnego jutro o pietnastej na przeglad?',
    'tak, prosze. wiktor kalinowski',
    NIE,
  ]),
  book('en-bt-half-ten', { at: '2026-11-24 10:30', ...CHECKUP, name: 'Oliver Bennett' }, [
    'Hi, could I book a check-up for tomorrow at half ten?',
    'Yes, that works. Oliver Bennett.',
    NO,
  ]),
  book('en-bt-thu-2pm', { at: '2026-11-26 14:00', ...CLEANING, name: 'Chloe Hughes' }, [
    "Hello, I'd like to book a cleaning on Thursday at 2 pm.",
    "Perfect. It's Chloe Hughes.",
    NO,
  ]),
  book('en-bt-next-monday', { at: '2026-11-30 11:00', ...CHECKUP, name: 'Michael Ward' }, [
    'Could I come in for a checkup next Monday, eleven in the morning?',
    'Yes please. Michael Ward.',
    NO,
  ]),
  book('en-bt-nine-thirty', { at: '2026-11-27 09:30', ...CHECKUP, name: 'Hannah Reid' }, [
    'Morning! Have you got anything Friday, nine thirty a.m., for a check-up?',
    'Great, book me in. Hannah Reid.',
    NO,
  ]),
  book('en-bt-december', { at: '2026-12-01 12:00', ...CHECKUP, name: 'James Foster' }, [
    'Hello, is there a free slot on the first of December at noon? Just a routine check-up.',
    "Yes, that's fine. James Foster.",
    NO,
  ]),
  book('en-bt-today-four', { at: '2026-11-23 16:00', ...CHECKUP, name: 'Sophie Turner' }, [
    'Any chance of a check-up this afternoon at four?',
    'Lovely. Sophie Turner.',
    NO,
  ]),
  book('en-bt-saturday', { at: '2026-11-28 10:00', ...CHECKUP, name: 'Daniel Moore' }, [
    "I'd like to book a check-up for this Saturday at 10 am.",
    'Yes. Daniel Moore.',
    NO,
  ]),
  book('en-bt-sunday', { at: '2026-11-28 11:00', ...CHECKUP, name: 'Grace Hall' }, [
    'Can I book a check-up for Sunday at eleven?',
    'Oh, okay. Saturday at eleven then?',
    'Yes, great. Grace Hall.',
    NO,
  ]),
  book(
    'en-bt-quarter-past',
    { at: '2026-11-25 15:30', ...CHECKUP, name: 'Ryan Cooper' },
    [
      'Hi, can I get a check-up on Wednesday at quarter past three?',
      'Half past three then, that works.',
      'Yes. Ryan Cooper.',
      NO,
    ],
    THREE,
  ),
  book('en-bt-day-after', { at: '2026-11-25 13:00', ...CHECKUP, name: 'Megan Ellis' }, [
    'Could I book a check-up for the day after tomorrow, one in the afternoon?',
    'Yes. Megan Ellis.',
    NO,
  ]),
]);

export const SLOT_FILLING: EvalCaller[] = as('slot-filling', [
  book('pl-sf-oddech', { at: '2026-11-24 10:00', ...CHECKUP, name: 'Jan Kowalczyk', phone: '+48601234567' }, [
    'Dzień dobry, Jan Kowalczyk, numer telefonu 601 234 567. Chciałbym się zapisać na przegląd we wtorek na dziesiątą.',
    'Tak, zgadza się.',
    NIE,
  ]),
  book(
    'pl-sf-slowa',
    { at: '2026-11-26 10:00', ...CLEANING, name: 'Elżbieta Kamińska', phone: '+48533421876' },
    [
      'Chciałabym się zapisać na higienizację w czwartek na dziesiątą.',
      'Tak, pasuje. Elżbieta Kamińska. A numer proszę zapisać inny: pięćset trzydzieści trzy, czterysta dwadzieścia jeden, osiemset siedemdziesiąt sześć.',
      NIE,
    ],
  ),
  book(
    'pl-sf-poprawka',
    { at: '2026-11-27 11:00', ...CHECKUP, name: 'Karolina Wilk', phone: '+48784555312' },
    [
      'Dzień dobry, przegląd w piątek o jedenastej, da się?',
      'Tak. Karolina Wilk, numer 784 555 321... nie, przepraszam, 784 555 312.',
      NIE,
    ],
  ),
  book('pl-sf-osma-trzydziesci', { at: '2026-11-25 08:30', ...CHECKUP, name: 'Agnieszka Szczepańska' }, [
    'Ja chciałam na kontrolę w środę, najlepiej o ósmej trzydzieści.',
    'Dobrze. Agnieszka Szczepańska.',
    NIE,
  ]),
  book('pl-sf-wszystko', { at: '2026-11-24 11:00', ...CHECKUP, name: 'Tomasz Lis', phone: '+48668403217' }, [
    'Przegląd, jutro jedenasta, Tomasz Lis, telefon sześćset sześćdziesiąt osiem, czterysta trzy, dwieście siedemnaście.',
    'Tak.',
    NIE,
  ]),
  book('pl-sf-maz', { at: '2026-11-27 09:00', ...CHECKUP, name: 'Ryszard Nowicki' }, [
    'Dzień dobry, chciałabym zapisać męża na kontrolę, w piątek na dziewiątą.',
    'Tak, dobrze.',
    'Ryszard Nowicki.',
    NIE,
  ]),
  book('pl-sf-bez-uslugi', { at: '2026-11-26 10:00', ...CHECKUP, name: 'Piotr Mazurek' }, [
    'Chciałbym się umówić na czwartek na dziesiątą.',
    'Na przegląd.',
    'Tak. Piotr Mazurek.',
    NIE,
  ]),
  book('en-sf-breath', { at: '2026-11-24 14:00', ...CHECKUP, name: 'Emma Clarke', phone: '+48509874312' }, [
    "Hi, this is Emma Clarke, my number's 509 874 312. I'd like a check-up tomorrow at 2 pm.",
    'Yes, correct.',
    NO,
  ]),
  book('en-sf-words', { at: '2026-11-26 11:30', ...CLEANING, name: 'Thomas Reed', phone: '+48784612347' }, [
    "Hello, I'd like a cleaning on Thursday at eleven thirty.",
    'Yes please. Thomas Reed, and my number is seven eight four, six one two, three four seven.',
    NO,
  ]),
  book('en-sf-obrien', { at: '2026-11-27 10:00', ...CHECKUP, name: "David O'Brien" }, [
    "I'd like to book a check-up for Friday at ten.",
    "Great. Name's David O'Brien.",
    NO,
  ]),
  book('en-sf-daughter', { at: '2026-11-25 16:00', ...CHECKUP, name: 'Lily Turner' }, [
    'Hi, I want to book my daughter in for a check-up on Wednesday at four, after school.',
    "Yes, that's fine. Her name is Lily Turner.",
    NO,
  ]),
]);

export const SERVICE: EvalCaller[] = as('service', [
  book('pl-sv-skaling', { at: '2026-11-25 10:00', ...CLEANING, name: 'Paulina Górska' }, [
    'Chciałabym się umówić na skaling i piaskowanie w środę o dziesiątej.',
    'Tak. Paulina Górska.',
    NIE,
  ]),
  book('pl-sv-osemka', { at: '2026-11-26 09:00', ...EXTRACTION, name: 'Mateusz Krawczyk' }, [
    'Dzień dobry, ósemka mi się rusza i trzeba ją wyrwać. Czy mogę się zapisać na wyrwanie zęba w czwartek o dziewiątej?',
    'Tak, dziękuję. Mateusz Krawczyk.',
    NIE,
  ]),
  book('pl-sv-piaskowanie', { at: '2026-11-24 12:00', ...CLEANING, name: 'Iwona Baran' }, [
    'Poproszę piaskowanie zębów na jutro na dwunastą.',
    'Tak. Iwona Baran.',
    NIE,
  ]),
  book('pl-sv-kanalowka', { at: '2026-11-27 08:00', ...ROOT_CANAL, name: 'Sebastian Kołodziej' }, [
    'Dentysta powiedział, że potrzebuję kanałówki. Jest coś w piątek o ósmej?',
    'Tak, biorę. Sebastian Kołodziej.',
    NIE,
  ]),
  book('pl-sv-wybielic', { at: '2026-11-28 09:00', ...WHITENING, name: 'Aleksandra Nowak' }, [
    'dzien dobry, chcialabym wybielic zeby, czy jest termin w sobote na dziewiata?',
    'tak, pasuje. aleksandra nowak',
    NIE,
  ]),
  book('pl-sv-usunac', { at: '2026-11-25 13:00', ...EXTRACTION, name: 'Roman Kozłowski' }, [
    'Muszę usunąć ząb, ten złamany. Pojutrze o trzynastej byłoby dobrze.',
    'Tak. Roman Kozłowski.',
    NIE,
  ]),
  book('en-sv-scale-polish', { at: '2026-11-26 11:00', ...CLEANING, name: 'Laura Bell' }, [
    'Could I book a scale and polish, Thursday at eleven?',
    'Yes. Laura Bell.',
    NO,
  ]),
  book('en-sv-root-canal', { at: '2026-11-27 13:00', ...ROOT_CANAL, name: 'Peter Walsh' }, [
    'My dentist says I need a root canal. Do you have anything on Friday at 1 pm?',
    'Yes, please. Peter Walsh.',
    NO,
  ]),
  book('en-sv-wisdom', { at: '2026-11-25 10:00', ...EXTRACTION, name: 'Jack Evans' }, [
    'I need a wisdom tooth taken out. Could I come in on Wednesday at 10?',
    'Yes. Jack Evans.',
    NO,
  ]),
  book('en-sv-whiten', { at: '2026-11-30 14:00', ...WHITENING, name: 'Amy Collins' }, [
    "I'd like to get my teeth whitened. Is next Monday at 2 pm free?",
    "Yes, that's great. Amy Collins.",
    NO,
  ]),
]);
