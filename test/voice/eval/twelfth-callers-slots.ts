/**
 * Twelfth set: filling the name and number (in one breath, in words, corrected), changes of
 * mind during a booking, and questions that sound like a booking but are not.
 */
import { as } from './script.js';
import { book, faq, info, NIE, NO, nothing, price } from './twelfth-callers-kit.js';

const P = 'Przegląd';

export const SLOTS = as('slots', [
  book('m035', 'pl', { at: '2026-11-26 10:00', name: 'Marek Kaczmarek', phone: '+48604312587' }, [
    'Dzień dobry, chciałbym się zapisać na przegląd w czwartek o dziesiątej.',
    'Marek Kaczmarek, numer 604 312 587',
    'Tak',
    NIE,
  ]),
  book('m036', 'pl', { at: '2026-11-27 13:00', name: 'Iwona Zalewska', phone: '+48608421376' }, [
    'Dzień dobry, poproszę przegląd w piątek o trzynastej.',
    'Iwona Zalewska, a numer sześćset osiem, czterysta dwadzieścia jeden, trzysta siedemdziesiąt sześć',
    'Tak',
    NIE,
  ]),
  book('m037', 'pl', { at: '2026-11-24 11:00', name: 'Adam Olszewski', phone: '+48502346781' }, [
    'Chciałbym się umówić na kontrolę jutro o jedenastej.',
    'Adam Olszewski, telefon 501 346 781. Nie, przepraszam, 502, nie 501. Czyli 502 346 781.',
    'Tak',
    NIE,
  ]),
  book('m038', 'pl', { at: '2026-11-25 11:00', name: 'Katarzyna Nowakowska' }, [
    'Dzień dobry, na przegląd w środę o jedenastej poproszę.',
    'Katarzyna Nowak',
    'Nie, przepraszam, Nowakowska. Katarzyna Nowakowska.',
    'Tak',
    NIE,
  ]),
  book('m039', 'pl', { at: '2026-11-26 10:00', service: P, name: 'Jan Lis' }, [
    'Dzień dobry, Jan Lis z tej strony. Chciałbym się zapisać do dentysty.',
    'Na przegląd',
    'W czwartek o dziesiątej',
    'Tak',
    NIE,
  ]),
  book(
    'm040',
    'pl',
    { at: '2026-11-27 11:00', service: 'Higienizacja', name: 'Renata Adamczyk', phone: '+48668234567' },
    [
      'Chciałabym się zapisać na higienizację w piątek o jedenastej.',
      'Renata Adamczyk, numer sześćset sześćdziesiąt osiem, dwadzieścia trzy, czterdzieści pięć, sześćdziesiąt siedem',
      'Tak',
      NIE,
    ],
  ),
  book('m041', 'pl', { at: '2026-11-24 14:00', name: 'Bartosz Sadowski', phone: '+48791234567' }, [
    'Dzień dobry, przegląd jutro o czternastej, jeśli można.',
    'Bartosz Sadowski, plus czterdzieści osiem 791 234 567',
    'Tak',
    NIE,
  ]),
  book('m042', 'en', { at: '2026-11-28 09:00', name: 'Teresa Hill' }, [
    'Hello, a check-up on Saturday at nine, please.',
    'Teresa Hill',
    "Yes, the number I'm calling from is fine",
    'Yes',
    NO,
  ]),
  book('m043', 'en', { at: '2026-11-26 13:00', name: 'Emily Clark', phone: '+48512847369' }, [
    'Hi, a check-up on Thursday at 1 pm, please.',
    "It's Emily Clark, and my number is 512 847 369.",
    'Yes',
    NO,
  ]),
  book(
    'm044',
    'en',
    { at: '2026-11-27 14:00', service: 'Higienizacja', name: 'Nathan Brooks', phone: '+48784321654' },
    [
      "I'd like to book a cleaning on Friday at 2 pm.",
      'Nathan Brooks. My mobile is seven eight four, three two one, six five four.',
      'Yes',
      NO,
    ],
  ),
  book('m045', 'en', { at: '2026-11-25 16:00', name: 'Grace Hall', phone: '+48601234576' }, [
    'Could I book a check-up for Wednesday at 4 pm?',
    "Grace Hall, 601 234 567. Sorry, no, that's wrong, it's 601 234 576.",
    'Yes',
    NO,
  ]),
  book('m046', 'pl', { at: '2026-11-26 16:00', name: 'Łukasz Bąk', phone: '+48733482619' }, [
    'dzien dobry, chcialbym sie zapisac na przeglad w czwartek o szesnastej',
    'Lukasz Bak, numer 733 482 619',
    'tak',
    'nie, dziekuje',
  ]),
]);

export const CHANGES = as('change', [
  book('m047', 'pl', { at: '2026-11-25 09:00', service: P }, [
    'Dzień dobry, chciałabym na przegląd jutro o dziewiątej. A nie, przepraszam, jutro nie mogę. To może w środę o dziewiątej?',
    'Ewa Sobczak',
    'Tak',
    NIE,
  ]),
  book('m048', 'pl', { at: '2026-11-27 10:00', service: P }, [
    'Dzień dobry, poproszę przegląd w czwartek o dziesiątej.',
    'Piotr Kołodziej',
    'Tak',
    'Przepraszam, a czy mogę to jednak przenieść na piątek na dziesiątą? W czwartek mam delegację.',
    'Tak',
    NIE,
  ]),
  book('m049', 'pl', { at: '2026-11-26 12:00', service: 'Higienizacja', minutes: 60 }, [
    'Chciałabym się umówić na wybielanie w czwartek o dwunastej. Albo nie, wie Pani co, najpierw zróbmy higienizację.',
    'Aleksandra Wilk',
    'Tak',
    NIE,
  ]),
  nothing('m050', 'pl', [
    'Dzień dobry, chciałbym się zapisać na przegląd w piątek o dziewiątej.',
    'A wie Pani co, jednak nie. Muszę najpierw sprawdzić grafik w pracy, zadzwonię później.',
    NIE,
    'Do widzenia',
  ]),
  book('m051', 'pl', { at: '2026-11-25 11:00', service: P }, [
    'Dzień dobry, na kontrolę w środę o dziesiątej… albo nie, lepiej o jedenastej, bo rano mam spotkanie.',
    'Jerzy Kowal',
    'Tak',
    NIE,
  ]),
  book('m052', 'pl', { at: '2026-11-26 08:00', service: P }, [
    'Chciałbym umówić przegląd na jutro na ósmą.',
    'Stanisław Nowicki',
    'Tak',
    'Aj, przepraszam, pomyliłem się, jutro nie dam rady. Można zamiast tego w czwartek o ósmej?',
    'Tak',
    NIE,
  ]),
  book('m053', 'en', { at: '2026-11-27 10:00', service: P }, [
    "Hi, I'd like a check-up on Thursday at 10. Actually, no, make that Friday at 10.",
    'Lucy Evans',
    'Yes',
    NO,
  ]),
  book('m054', 'en', { at: '2026-11-24 14:00', service: 'Higienizacja' }, [
    'Could I book a cleaning tomorrow at 11?',
    'Mark Foster',
    'Yes',
    'Sorry, can we move that to 2 pm tomorrow instead?',
    'Yes',
    NO,
  ]),
  nothing('m055', 'en', [
    'Hi, I wanted to book a check-up for Wednesday morning.',
    "Actually, never mind, I need to check with my wife first. I'll call back later.",
    NO,
    'Bye',
  ]),
  book('m056', 'en', { at: '2026-11-27 13:00', service: 'Higienizacja', minutes: 60 }, [
    "I'd like a check-up on Friday at 1 pm. No wait, sorry, I meant a cleaning, not a check-up.",
    'Ben Taylor',
    'Yes',
    NO,
  ]),
]);

export const NOT_BOOKINGS = as('not-booking', [
  faq(
    'm057',
    'pl',
    ['first_visit'],
    ['Dzień dobry, mam u Państwa wizytę w czwartek, pierwszy raz. Co muszę ze sobą zabrać?', NIE],
  ),
  faq(
    'm058',
    'pl',
    ['cancel_policy'],
    [
      'A gdybym się zapisała i potem nie mogła przyjść, to do kiedy mogę odwołać wizytę, żeby nie płacić?',
      NIE,
    ],
  ),
  price('m059', 'pl', 'checkup_price', [
    'Dzień dobry, myślę o tym, żeby się zapisać na przegląd, ale najpierw chciałem zapytać, ile to kosztuje.',
    'Dobrze, to jeszcze się zastanowię. Dziękuję.',
    NIE,
  ]),
  info('m060', 'pl', ['Czy w sobotę też przyjmujecie pacjentów?', NIE], { says: ['13'] }),
  faq(
    'm061',
    'en',
    ['cancel_policy'],
    ["If I book an appointment and then can't make it, how much notice do I need to give?", NO],
  ),
  price('m062', 'en', 'whitening', [
    "I'm not booking yet, just asking: how much does teeth whitening cost?",
    NO,
  ]),
]);
