/**
 * The tenth held-out set (written blind, see `tenth.ts`): filling the booking's slots (name and
 * number in one breath, in words, corrected) and changes of mind (another time or service,
 * giving up, moving or cancelling a visit).
 */
import { as, book, message, NIE, NO, nothing } from './script.js';
import type { EvalCaller } from './types.js';

const PA = 'Do widzenia';
const BYE = 'Bye';

export const TENTH_SLOTS: EvalCaller[] = as('slot_filling', [
  book('pl-t-f01', { at: '2026-11-24 09:00', name: 'Marek Kowalczyk', phone: '+48601234567' }, [
    'Dzień dobry, chciałbym się umówić na przegląd jutro o dziewiątej.',
    'Marek Kowalczyk, numer 601 234 567',
    'Tak, zgadza się',
    NIE,
    PA,
  ]),
  book(
    'pl-t-f02',
    { at: '2026-11-25 11:00', service: 'Higienizacja', name: 'Agnieszka Wójcik', phone: '+48602345678' },
    [
      'Dzień dobry, poproszę higienizację w środę o jedenastej.',
      'Agnieszka Wójcik, a numer to sześćset dwa, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem.',
      'Tak',
      NIE,
      PA,
    ],
  ),
  book('pl-t-f03', { at: '2026-11-26 12:00', name: 'Paweł Kamiński', phone: '+48502234567' }, [
    'Dzień dobry, na przegląd w czwartek w południe, o dwunastej.',
    'Paweł Kamiński, telefon 501 234 567... nie, przepraszam, nie 501 tylko 502. Czyli 502 234 567.',
    'Tak, teraz dobrze',
    NIE,
    PA,
  ]),
  book('pl-t-f04', { at: '2026-11-27 10:00', name: 'Joanna Szymańska', phone: '+48698765432' }, [
    'Dzień dobry, tu Joanna Szymańska, chciałabym na przegląd w piątek o dziesiątej, mój numer 698 765 432.',
    'Tak, wszystko się zgadza',
    NIE,
    PA,
  ]),
  book('pl-t-f05', { at: '2026-11-24 14:00', name: 'Tymon Woźniak' }, [
    'Dzień dobry, chciałbym umówić przegląd na jutro na czternastą.',
    'Krzysztof Woźniak... a nie, przepraszam, wizyta jest dla syna. Tymon Woźniak.',
    'Tak',
    NIE,
    PA,
  ]),
  book('pl-t-f06', { at: '2026-11-26 16:00', service: 'Przegląd', name: 'Magdalena Kozłowska' }, [
    'Dzień dobry, jest coś wolnego w czwartek po południu, tak o szesnastej?',
    'Na przegląd.',
    'Magdalena Kozłowska',
    'Tak, zgadza się',
    NIE,
    PA,
  ]),
  book('pl-t-f07', { at: '2026-11-25 10:00', name: 'Łukasz Jabłoński', phone: '+48733456781' }, [
    'dzien dobry, chcialbym sie zapisac na przeglad w srode o 10',
    'lukasz jablonski, 733 456 781',
    'tak',
    'nie, dziekuje',
    PA,
  ]),
  book('pl-t-f08', { at: '2026-11-30 13:00', name: 'Wojciech Rutkowski', phone: '+48512345678' }, [
    'Dzień dobry, przegląd w poniedziałek trzydziestego o trzynastej, proszę.',
    'Wojciech Rutkowski, plus czterdzieści osiem 512 345 678.',
    'Tak',
    NIE,
    PA,
  ]),
  book('en-t-f09', { at: '2026-11-26 10:00', name: 'John Smith', phone: '+48604123987' }, [
    "Hi, I'd like a check-up on Thursday at 10.",
    "John Smith, and my number's 604 123 987.",
    'Yes',
    NO,
    BYE,
  ]),
  book('en-t-f10', { at: '2026-11-25 13:00', name: 'Sophie Carter', phone: '+48605234567' }, [
    'Hello, can I book a check-up for Wednesday at 1 pm?',
    'Sophie Carter. My phone is six oh five, two three four, five six seven.',
    'Yes',
    NO,
    BYE,
  ]),
  book('en-t-f11', { at: '2026-11-27 14:00', name: 'Ben Harris', phone: '+48608345678' }, [
    'Hi, a check-up on Friday at two in the afternoon, please. Ben Harris.',
    "My number is 607 345 678. No wait, sorry, it's 608, not 607. 608 345 678.",
    'Yes, that one',
    NO,
    BYE,
  ]),
  book('en-t-f12', { at: '2026-11-24 11:30', name: 'Tom Baker' }, [
    'Hello, could I come in for a check-up tomorrow at half past eleven?',
    "Tom Baker, that's B-A-K-E-R.",
    'Yes',
    NO,
    BYE,
  ]),
]);

export const TENTH_CHANGES: EvalCaller[] = as('change_of_mind', [
  book('pl-t-c01', { at: '2026-11-24 11:00', service: 'Przegląd', name: 'Renata Malinowska' }, [
    'Dzień dobry, chciałabym na przegląd jutro o dziesiątej.',
    'Oj, przepraszam, o dziesiątej mam zebranie. Jednak lepiej o jedenastej.',
    'Renata Malinowska',
    'Tak, zgadza się',
    NIE,
    PA,
  ]),
  book('pl-t-c02', { at: '2026-11-27 13:00', service: 'Przegląd', name: 'Patrycja Michalak' }, [
    'Dzień dobry, proszę o przegląd w czwartek o trzynastej.',
    'Patrycja Michalak',
    'Tak',
    'Chwileczkę, a mogłabym to jednak przenieść na piątek, na tę samą godzinę?',
    'Tak, dziękuję',
    NIE,
    PA,
  ]),
  nothing('pl-t-c03', [
    'Dzień dobry, chciałbym umówić higienizację w czwartek o czternastej.',
    'Wie pani co, jednak najpierw sprawdzę grafik w pracy i zadzwonię później. Dziękuję, do widzenia.',
    PA,
  ]),
  book('pl-t-c04', { at: '2026-11-25 09:00', service: 'Higienizacja', minutes: 60, name: 'Bartosz Sikora' }, [
    'Dzień dobry, na przegląd w środę o dziewiątej poproszę.',
    'A w sumie, skoro już przyjdę, to zróbmy od razu higienizację zamiast przeglądu.',
    'Bartosz Sikora',
    'Tak',
    NIE,
    PA,
  ]),
  message(
    'pl-t-c05',
    { includes: ['sobczak'] },
    [
      'Dzień dobry, mam u państwa wizytę w środę o dziesiątej i niestety muszę ją odwołać, wypadł mi wyjazd.',
      'Nazywam się Dariusz Sobczak. Proszę to przekazać.',
      'Tak',
      NIE,
      PA,
    ],
    ['cancel_policy'],
  ),
  message(
    'pl-t-c06',
    { includes: ['gorsk'], callback: 'caller' },
    [
      'Dzień dobry, mam wizytę w piątek, ale chciałabym ją przesunąć na przyszły tydzień.',
      'Halina Górska. Niech ktoś do mnie oddzwoni na ten numer, z którego dzwonię, to się umówimy.',
      'Tak',
      NIE,
      PA,
    ],
    ['cancel_policy'],
  ),
  book('en-t-c07', { at: '2026-11-26 15:00', service: 'Przegląd', name: 'Oliver King' }, [
    'Hi, could I book a check-up on Thursday at two?',
    'Actually, sorry, make that three. Three works better.',
    'Oliver King',
    'Yes',
    NO,
    BYE,
  ]),
  book('en-t-c08', { at: '2026-11-27 10:00', service: 'Przegląd', name: 'Anna Scott' }, [
    "Hello, I'd like a check-up on Wednesday at 10.",
    'Anna Scott',
    'Yes',
    'Oh wait, sorry, could we move that to Friday instead, same time?',
    'Yes, thank you',
    NO,
    BYE,
  ]),
  nothing('en-t-c09', [
    "Hi, I wanted to book a cleaning for Friday at 9... hang on. Actually, let me check with my wife first, I'll call back. Thanks, bye.",
    BYE,
  ]),
  message(
    'en-t-c10',
    { includes: ['miller'], callback: 'caller' },
    [
      'Hi, I have an appointment on Friday and I need to cancel it, something came up at work.',
      "It's Rachel Miller. Could you pass that on and have someone call me back on this number?",
      'Yes',
      NO,
      BYE,
    ],
    ['cancel_policy'],
  ),
]);
