/**
 * The fourth fresh set (see `fourth.ts`): callers who book (a service, a time said some way,
 * their name and number) or change their mind on the way.
 */
import { book, type Caller, message, NIE, NO, nothing, THREE } from './script.js';

/** A booking of a service named by an alias, a colloquial or an inflected form. */
export const SERVICES: Caller[] = [
  book('pl-s1', { at: '2026-11-26 10:00', service: 'Higienizacja', minutes: 60, name: 'Marek Wróbel' }, [
    'Dzień dobry, chciałbym się umówić na czyszczenie zębów. Może być w czwartek o dziesiątej?',
    'Tak, pasuje',
    'Marek Wróbel',
    NIE,
  ]),
  book('pl-s2', { at: '2026-11-24 14:00', service: 'Ekstrakcja', minutes: 45, name: 'Iwona Jabłońska' }, [
    'Ząb mnie męczy, ósemka, trzeba go wyrwać. Jutro o czternastej by się dało?',
    'Tak',
    'Iwona Jabłońska',
    NIE,
  ]),
  book('pl-s3', { at: '2026-11-27 15:00', service: 'Wybielanie', minutes: 90, name: 'Natalia Kaczmarek' }, [
    'Zapiszcie mnie proszę na wybielanie, w piątek o piętnastej',
    'Tak',
    'Natalia Kaczmarek',
    NIE,
  ]),
  book(
    'pl-s4',
    { at: '2026-11-30 08:00', service: 'Leczenie kanałowe', minutes: 90, name: 'Sławomir Duda' },
    [
      'Dentysta kazał mi zrobić leczenie kanałowe. Najlepiej w poniedziałek trzydziestego, o ósmej rano.',
      'Tak',
      'Sławomir Duda',
      NIE,
    ],
  ),
  book('pl-s5', { at: '2026-11-25 11:30', service: 'Przegląd', minutes: 30, name: 'Renata Czarnecka' }, [
    'Chciałam się zapisać na kontrolę, pojutrze o wpół do dwunastej',
    'Tak, zgadza się',
    'Renata Czarnecka',
    NIE,
  ]),
  book('pl-s6', { at: '2026-11-28 09:00', service: 'Higienizacja', minutes: 60, name: 'Bartosz Wilk' }, [
    'Na skaling w sobotę o dziewiątej macie jeszcze miejsce?',
    'Tak',
    'Bartosz Wilk',
    NIE,
  ]),
  book(
    'pl-s7',
    { at: '2026-11-27 10:00', service: 'Przegląd', minutes: 30, name: 'Wojciech Pietrzak' },
    [
      'Chciałbym na przegląd w piątek o dziesiątej. Aha, i czy mogę zapłacić kartą?',
      'Tak',
      'Wojciech Pietrzak',
      NIE,
    ],
    { facts: ['cards'] },
  ),
  book('en-s1', { at: '2026-11-25 14:00', service: 'Higienizacja', minutes: 60, name: 'Chloe Evans' }, [
    "I'd like to book a cleaning on Wednesday at 2 pm",
    'Yes',
    'Chloe Evans',
    NO,
  ]),
  book('en-s2', { at: '2026-11-24 10:00', service: 'Przegląd', minutes: 30, name: 'Liam Turner' }, [
    'Can I come in for a check-up tomorrow at 10?',
    'Yes, that works',
    'Liam Turner',
    NO,
  ]),
  book('en-s3', { at: '2026-11-27 09:00', service: 'Leczenie kanałowe', minutes: 90, name: 'Megan Hughes' }, [
    'I need a root canal done. Is Friday at 9 am possible?',
    'Yes',
    'Megan Hughes',
    NO,
  ]),
  book('en-s4', { at: '2026-11-26 13:00', service: 'Wybielanie', minutes: 90, name: 'Ryan Cooper' }, [
    "I'd like to get my teeth whitened, Thursday at 1 pm if you can",
    'Yes',
    'Ryan Cooper',
    NO,
  ]),
  book('en-s5', { at: '2026-11-30 11:00', service: 'Ekstrakcja', minutes: 45, name: 'Grace Wood' }, [
    'I have a tooth that needs pulling out. Could you do Monday the 30th at 11?',
    'Yes',
    'Grace Wood',
    NO,
  ]),
];

/** A day and a time said the way people say them, some relative to what was just offered. */
export const TIMES: Caller[] = [
  book('pl-t1', { at: '2026-11-24 10:30', name: 'Aleksandra Nowicka' }, [
    'Na jutro na wpół do jedenastej da radę?',
    'Tak',
    'Aleksandra Nowicka',
    NIE,
  ]),
  book('pl-t2', { at: '2026-11-26 15:30', name: 'Jacek Michalski' }, [
    'Yyy, w czwartek po południu, tak o piętnastej trzydzieści, jest coś wolnego?',
    'Tak',
    'Jacek Michalski',
    NIE,
  ]),
  book('pl-t3', { at: '2026-11-28 12:00', name: 'Edyta Zalewska' }, [
    'Czy jest coś w sobotę w samo południe?',
    'Tak',
    'Edyta Zalewska',
    NIE,
  ]),
  book('pl-t4', { at: '2026-11-25 08:00', name: 'Kamil Jaworski' }, [
    'Pojutrze o ósmej rano, da się?',
    'Tak',
    'Kamil Jaworski',
    NIE,
  ]),
  book('pl-t5', { at: '2026-11-24 09:30', name: 'Monika Adamczyk' }, [
    'Chciałabym się umówić na jutro na dziesiątą',
    'A może pół godziny wcześniej się da?',
    'Tak',
    'Monika Adamczyk',
    NIE,
  ]),
  book('pl-t6', { at: '2026-11-27 14:00', name: 'Zbigniew Majewski' }, [
    'Chciałbym przyjść w piątek o drugiej po południu',
    'Tak',
    'Zbigniew Majewski',
    NIE,
  ]),
  book('pl-t7', { at: '2026-11-30 17:00', name: 'Beata Olszewska' }, [
    'Trzydziestego listopada o siedemnastej macie wolne?',
    'Tak',
    'Beata Olszewska',
    NIE,
  ]),
  book('pl-t8', { at: '2026-11-28 10:00', name: 'Dariusz Jasiński' }, [
    'Mogę przyjść w niedzielę rano?',
    'Aha. No to w sobotę o dziesiątej',
    'Tak',
    'Dariusz Jasiński',
    NIE,
  ]),
  book('pl-t9', { at: '2026-11-23 16:00', name: 'Patrycja Rutkowska' }, [
    'Czy dałoby się jeszcze dzisiaj, o czwartej po południu?',
    'Tak',
    'Patrycja Rutkowska',
    NIE,
  ]),
  book('en-t1', { at: '2026-11-24 10:30', name: 'Jack Harris' }, [
    'Do you have anything tomorrow at half past ten?',
    'Yes',
    'Jack Harris',
    NO,
  ]),
  book('en-t2', { at: '2026-11-27 11:00', name: 'Sophie Clarke' }, [
    'Could I come in on Friday, 11 am?',
    'Yes',
    'Sophie Clarke',
    NO,
  ]),
  book('en-t3', { at: '2026-11-28 12:00', name: 'Thomas Ward' }, [
    'Hi, I need to see a dentist. Saturday at noon, if that works for you?',
    'Yes',
    'Thomas Ward',
    NO,
  ]),
  book(
    'en-t4',
    { at: '2026-11-26 15:00', name: 'Hannah Price' },
    [
      'Can I get something on Thursday at 2 pm?',
      'Hmm, an hour later would be better actually',
      'Yes',
      'Hannah Price',
      NO,
    ],
    THREE,
  ),
  book('en-t5', { at: '2026-12-01 09:30', name: 'Oliver Bell' }, [
    'Do you have December 1st at 9:30 in the morning?',
    'Yes',
    'Oliver Bell',
    NO,
  ]),
];

/** The caller's name (and a number) said some way: inflected, with a number, before the time. */
export const NAME_AND_NUMBER: Caller[] = [
  book('pl-n1', { at: '2026-11-24 09:00', name: 'Katarzyna Dąbrowska', phone: '+48698412337' }, [
    'Dzień dobry, chciałabym się zapisać na jutro na dziewiątą',
    'Tak',
    'Katarzyna Dąbrowska, a gdyby coś, to proszę dzwonić na 698 412 337',
    NIE,
  ]),
  book('pl-n2', { at: '2026-11-26 16:00', service: 'Przegląd', minutes: 30, name: 'Agnieszka Wójcik' }, [
    'Chciałem umówić żonę na przegląd w czwartek o szesnastej',
    'Tak',
    'Na Agnieszkę Wójcik',
    NIE,
  ]),
  book('pl-n3', { at: '2026-11-27 10:30', name: 'Barbara Nowakowska' }, [
    'Poproszę wizytę w piątek o dziesiątej trzydzieści',
    'Tak',
    'Nowakowska. Barbara Nowakowska.',
    NIE,
  ]),
  message('pl-n4', { includes: ['kaminsk'], callback: '502640781' }, [
    'Proszę o oddzwonienie w sprawie wyceny leczenia',
    'Tu Robert Kamiński, mój numer to pięćset dwa, sześćset czterdzieści, siedemset osiemdziesiąt jeden',
    NIE,
  ]),
  message('pl-n5', { includes: ['pawlak'], callback: '512874269', notCallback: '512874296' }, [
    'Proszę przekazać, żeby ktoś do mnie oddzwonił w sprawie mojego leczenia. Alicja Pawlak, numer 512 874 296, nie, przepraszam, 512 874 269',
    NIE,
  ]),
  book('pl-n6', { at: '2026-11-25 13:30', name: 'Paweł Górski', phone: '+48784205619' }, [
    'Chcę się umówić w środę na trzynastą trzydzieści',
    'Tak',
    'Paweł Górski, a numer kontaktowy to 784 205 619, bo dzwonię z telefonu żony',
    NIE,
  ]),
  book('pl-n7', { at: '2026-11-28 11:00', name: 'Halina Sikora' }, [
    'Dzień dobry, tu Halina Sikora, chciałabym się zapisać na sobotę na jedenastą',
    'Tak',
    NIE,
  ]),
  book('en-n1', { at: '2026-11-26 11:00', name: 'Daniel Green' }, [
    "Hi, this is Daniel Green, I'd like to book Thursday at 11",
    'Yes',
    NO,
  ]),
  book('en-n2', { at: '2026-11-27 16:30', name: 'Olivia Parker', phone: '+48695207418' }, [
    'Could I book an appointment for Friday at half past four?',
    'Yes',
    "My name is Olivia Parker, and please use 695 207 418 as my number, not the one I'm calling from",
    NO,
  ]),
  message('en-n3', { includes: ['miller'], callback: '605718942' }, [
    'Could someone call me back about my treatment plan?',
    "It's Sarah Miller, on 605 718 942",
    NO,
  ]),
  book('en-n4', { at: '2026-11-25 10:00', name: 'Adam Kowalski' }, [
    "I'd like to come in on Wednesday at 10 am",
    'Yes',
    "It's Kowalski, K-O-W-A-L-S-K-I, first name Adam",
    NO,
  ]),
];

/** The caller changes the time, the day or the service, or gives up booking. */
export const CHANGE_OF_MIND: Caller[] = [
  book('pl-c1', { at: '2026-11-24 11:00', service: 'Przegląd', minutes: 30, name: 'Grażyna Lis' }, [
    'Zapisze mnie pani na przegląd jutro o dziesiątej?',
    'Albo nie, wolę jednak jedenastą',
    'Tak',
    'Grażyna Lis',
    NIE,
  ]),
  book('pl-c2', { at: '2026-11-26 14:00', name: 'Mariusz Kubacki' }, [
    'W piątek o czternastej poproszę wizytę',
    'Chociaż nie, w piątek nie dam rady. To może czwartek, ta sama godzina?',
    'Tak',
    'Mariusz Kubacki',
    NIE,
  ]),
  nothing('pl-c3', [
    'Chciałam się zapisać na jutro na ósmą trzydzieści',
    'Wie pani co, jednak nie. Muszę najpierw sprawdzić grafik w pracy, zadzwonię później.',
    NIE,
  ]),
  book(
    'pl-c4',
    { at: '2026-11-25 10:00', service: 'Higienizacja', minutes: 60, name: 'Elżbieta Kurek' },
    [
      'Na wybielanie chciałam, w środę o dziesiątej',
      'A nie, przepraszam, jednak tylko na czyszczenie, ta sama godzina',
      'Tak',
      'Elżbieta Kurek',
      NIE,
    ],
    { allow: ['whitening'] },
  ),
  book('pl-c5', { at: '2026-12-03 09:00', name: 'Ireneusz Wrona' }, [
    'Poproszę na drugiego grudnia o dziewiątej',
    'Nie, przepraszam, na trzeciego grudnia, też o dziewiątej',
    'Tak',
    'Ireneusz Wrona',
    NIE,
  ]),
  book('en-c1', { at: '2026-11-26 09:00', name: 'Ethan Scott' }, [
    'Can I book Wednesday at 9?',
    'Actually, make it Thursday, same time',
    'Yes',
    'Ethan Scott',
    NO,
  ]),
  book(
    'en-c2',
    { at: '2026-11-27 16:00', name: 'Lucy Adams' },
    [
      "I'd like Friday at 3 pm, please",
      'On second thought, 4 pm would suit me better',
      'Yes',
      'Lucy Adams',
      NO,
    ],
    THREE,
  ),
  nothing('en-c3', [
    'I was thinking of booking a cleaning for tomorrow morning',
    "You know what, never mind. I'll call back when I know my schedule.",
    NO,
  ]),
];
