/**
 * The fourteenth held-out set (`fourteenth.ts`): free times asked for (some outside the opening
 * hours), changes of mind and of a booking, and messages with a callback number.
 */
import { booked } from './fourteenth-callers-kit.js';
import { as } from './script.js';
import { make, message, NIE, NO } from './twelfth-callers-kit.js';

/** Asked for free times and booked nothing: the list may or may not count as an answer. */
const browsed = (id: string, lang: 'pl' | 'en', lines: string[]) =>
  make(id, lang, { outcome: ['no_action', 'answered_faq'] }, lines);
/** Booked and cancelled in the same call: no appointment left. */
const undone = (id: string, lang: 'pl' | 'en', lines: string[]) =>
  make(id, lang, { outcome: ['no_action', 'cancelled'], allow: ['cancel_policy'] }, lines);

export const SLOTS = as('slots', [
  booked('o035', 'pl', '2026-11-24 09:00', 'Przegląd', 'Ewa Jabłońska', [
    'Dzień dobry, jakie macie wolne terminy jutro rano? Na przegląd.',
    'To poproszę o dziewiątej.',
    'Ewa Jabłońska.',
    'Tak.',
    'Tak.',
    NIE,
  ]),
  booked('o036', 'pl', '2026-11-28 11:00', 'Przegląd', 'Piotr Kaczmarek', [
    'Czy jest coś wolnego w sobotę? Chciałbym na przegląd.',
    'To może o jedenastej?',
    'Piotr Kaczmarek.',
    'Tak.',
    'Tak.',
    NIE,
  ]),
  booked('o037', 'pl', '2026-11-28 09:00', 'Przegląd', 'Irena Wieczorek', [
    'Dzień dobry, a można przyjść w niedzielę na przegląd?',
    'Aha, no to w sobotę, o dziewiątej rano.',
    'Irena Wieczorek.',
    'Tak.',
    'Tak.',
    NIE,
  ]),
  booked('o038', 'pl', '2026-11-25 17:30', 'Przegląd', 'Łukasz Mazur', [
    'Czy dałoby radę w środę o dziewiętnastej na przegląd? Pracuję do późna.',
    'No trudno, to o siedemnastej trzydzieści.',
    'Łukasz Mazur.',
    'Tak.',
    'Tak.',
    NIE,
  ]),
  booked('o039', 'pl', '2026-11-27 16:30', 'Wybielanie', 'Natalia Pietrzak', [
    'Dzień dobry, chciałabym się zapisać na wybielanie w piątek o siedemnastej.',
    'Aha, to o szesnastej trzydzieści się zmieści?',
    'Natalia Pietrzak.',
    'Tak.',
    'Tak.',
    NIE,
  ]),
  browsed('o040', 'pl', [
    'Dzień dobry, jakie macie wolne godziny w czwartek po południu?',
    'Dobrze, dziękuję, to jeszcze się zastanowię i zadzwonię.',
    NIE,
  ]),
  booked('o041', 'pl', '2026-11-28 09:00', 'Higienizacja', 'Sylwia Rutkowska', [
    'Na którą najwcześniej mogłabym się zapisać na higienizację w sobotę?',
    'To biorę tę najwcześniejszą, na dziewiątą.',
    'Sylwia Rutkowska.',
    'Tak.',
    'Tak.',
    NIE,
  ]),
  booked('o042', 'en', '2026-11-26 10:30', 'Przegląd', 'Peter Lawson', [
    'Hi, do you have anything free on Thursday morning for a check-up?',
    'Okay, 10:30 then, please.',
    'Peter Lawson.',
    'Yes.',
    'Yes.',
    NO,
  ]),
  booked('o043', 'en', '2026-11-28 11:00', 'Higienizacja', 'Grace Miller', [
    'Hello, can I come in on Sunday for a cleaning?',
    'Oh, okay. Saturday at 11 then?',
    'Grace Miller.',
    'Yes.',
    'Yes.',
    NO,
  ]),
  booked('o044', 'en', '2026-11-24 17:30', 'Przegląd', 'Nathan Reed', [
    'Hi, is 7 pm on Tuesday possible for a check-up? I work late.',
    'Fine, 5:30 pm then.',
    'Nathan Reed.',
    'Yes.',
    'Yes.',
    NO,
  ]),
  browsed('o045', 'en', [
    'What times have you got free on Friday afternoon?',
    "Great, I'll think about it and call back. Thanks.",
    NO,
  ]),
  booked('o046', 'en', '2026-11-28 11:00', 'Wybielanie', 'Megan Ford', [
    "Hello, I'd like a whitening appointment on Saturday at 12.",
    'Oh. What about 11 then?',
    'Megan Ford.',
    'Yes.',
    'Yes.',
    NO,
  ]),
]);

export const CHANGE = as('change', [
  booked('o047', 'pl', '2026-11-24 11:00', 'Przegląd', 'Adam Wilk', [
    'Dzień dobry, poproszę przegląd jutro o dziesiątej.',
    'Adam Wilk.',
    'Tak.',
    'Tak.',
    'A właściwie, czy mogę to przesunąć na jedenastą? Przypomniało mi się, że mam coś rano.',
    'Tak, dziękuję.',
    NIE,
  ]),
  booked('o048', 'pl', '2026-11-27 10:00', 'Higienizacja', 'Dariusz Sadowski', [
    'Chciałbym się zapisać na higienizację w czwartek o dziesiątej... albo nie, w czwartek nie mogę, niech będzie piątek, ta sama godzina.',
    'Dariusz Sadowski.',
    'Tak.',
    'Tak.',
    NIE,
  ]),
  undone('o049', 'pl', [
    'Dzień dobry, zapiszę się na przegląd w środę o piętnastej.',
    'Renata Borkowska.',
    'Tak.',
    'Tak.',
    'Oj, przepraszam, jednak muszę to odwołać, sprawdziłam kalendarz i nie dam rady. Proszę anulować tę wizytę.',
    'Tak, anulować.',
    NIE,
  ]),
  message(
    'o050',
    'pl',
    { includes: ['kozlowsk'], callback: 'caller' },
    [
      'Dzień dobry, chciałam odwołać wizytę w czwartek na dziewiątą, nazywam się Teresa Kozłowska.',
      'Możliwe, że zapisywał mnie syn ze swojego telefonu. To proszę przekazać, że Teresa Kozłowska odwołuje czwartkową wizytę, a jakby co, proszę oddzwonić na ten numer.',
      'Tak, dziękuję.',
      NIE,
    ],
    ['cancel_policy'],
  ),
  booked('o051', 'pl', '2026-11-27 09:30', 'Przegląd', 'Zofia Kalinowska', [
    'Poproszę na przegląd w piątek o ósmej.',
    'Zofia Kalinowska.',
    'Wie pani co, jednak na ósmą nie zdążę. Może być dziewiąta trzydzieści?',
    'Tak.',
    'Tak.',
    NIE,
  ]),
  booked('o052', 'pl', '2026-12-01 10:00', 'Leczenie kanałowe', 'Henryk Ostrowski', [
    'Dzień dobry, chciałbym na leczenie kanałowe w poniedziałek trzydziestego o dziesiątej.',
    'Henryk Ostrowski.',
    'Tak.',
    'Tak.',
    'Przepraszam, a jednak wolałbym we wtorek, pierwszego grudnia, o tej samej godzinie. Da się przełożyć?',
    'Tak, dziękuję.',
    NIE,
  ]),
  booked('o053', 'en', '2026-11-27 15:00', 'Przegląd', 'Alice Morgan', [
    "Hi, I'd like a check-up on Friday at 2 pm.",
    'Alice Morgan.',
    'Yes.',
    'Yes.',
    'Actually, sorry, could we move that to 3 pm instead?',
    'Yes, thanks.',
    NO,
  ]),
  booked('o054', 'en', '2026-11-26 10:00', 'Higienizacja', 'George Fisher', [
    'Hello, can I book a cleaning for Wednesday at 10? Oh wait, no, make it Thursday, same time.',
    'George Fisher.',
    'Yes.',
    'Yes.',
    NO,
  ]),
  undone('o055', 'en', [
    'Hi, book me in for a check-up tomorrow at 4 pm please.',
    'Kevin Hall.',
    'Yes.',
    'Yes.',
    "Hmm, actually, please cancel it. I've just realised I'm away tomorrow.",
    'Yes, cancel it.',
    NO,
  ]),
  message(
    'o056',
    'en',
    { includes: ['stone'], callback: 'caller' },
    [
      'Hi, I have an appointment on Thursday at 11 under the name Rachel Stone, and I need to cancel it.',
      "It might be under my husband's phone. Could you just pass on the message that Rachel Stone is cancelling, and call me back on this number if needed?",
      'Yes, thank you.',
      NO,
    ],
    ['cancel_policy'],
  ),
]);

export const MESSAGE = as('message', [
  message(
    'o057',
    'pl',
    { includes: ['tomograf'], callback: '533241786' },
    [
      'Dzień dobry, chciałbym zostawić wiadomość dla doktora Zielińskiego. Chodzi o wyniki tomografii, które mam dosłać.',
      'Tak, proszę, żeby oddzwonił na numer pięćset trzydzieści trzy, dwieście czterdzieści jeden, siedemset osiemdziesiąt sześć.',
      'Marian Kowalczyk.',
      'Tak, to wszystko.',
      NIE,
    ],
    ['staff'],
  ),
  message('o058', 'pl', { includes: ['plan'], callback: 'caller' }, [
    'Dzień dobry, proszę przekazać, że chciałabym, żeby ktoś do mnie oddzwonił w sprawie planu leczenia. Na ten numer, z którego dzwonię.',
    'Iwona Szewczyk.',
    'Tak.',
    NIE,
  ]),
  message('o059', 'pl', { includes: ['boli'], callback: '668314752', notCallback: '668314725' }, [
    'Dzień dobry, proszę o telefon zwrotny od lekarza, ząb po wizycie dalej mnie boli.',
    'Numer sześćset sześćdziesiąt osiem, trzysta czternaście, siedemset dwadzieścia pięć... nie, przepraszam, na końcu siedemset pięćdziesiąt dwa. Czyli 668 314 752.',
    'Bogdan Wasilewski.',
    'Tak.',
    NIE,
  ]),
  message(
    'o060',
    'pl',
    { includes: ['spozni'], callback: 'caller' },
    [
      'Chciałam przekazać pani Marcie, higienistce, że spóźnię się jutro na wizytę jakieś dwadzieścia minut. Niech ktoś oddzwoni, jeśli to problem, na ten numer, z którego dzwonię.',
      'Monika Jasińska.',
      'Tak.',
      NIE,
    ],
    ['staff'],
  ),
  message('o061', 'pl', { includes: ['rtg'], callback: '509462873' }, [
    'dzien dobry, prosze przekazac lekarzowi ze odbiore zdjecie rtg w piatek',
    'tak, prosze oddzwonic na 509 462 873',
    'Stanislaw Krol',
    'nie, to wszystko',
  ]),
  message(
    'o062',
    'pl',
    { includes: ['cork'], callback: '784563421' },
    [
      'Dzień dobry, czy mogę zostawić wiadomość dla doktor Wiśniewskiej?',
      'Proszę przekazać, żeby do mnie oddzwoniła w sprawie leczenia mojej córki. Numer siedemset osiemdziesiąt cztery, pięćset sześćdziesiąt trzy, czterysta dwadzieścia jeden.',
      'Alicja Wrona.',
      'Tak.',
      NIE,
    ],
    ['staff'],
  ),
  message(
    'o063',
    'en',
    { includes: ['implant'], callback: '512643897' },
    [
      "Hi, can I leave a message for Dr Zieliński? It's about my implant consultation.",
      'Please ask him to call me back on 512 643 897.',
      'Thomas Wright.',
      "That's all, thanks.",
      NO,
    ],
    ['staff'],
  ),
  message('o064', 'en', { includes: ['plan'], callback: 'caller' }, [
    "Hello, I'd like someone to call me back about the cost of my treatment plan. This number is fine.",
    'Jessica Hill.',
    "Yes, that's it.",
    NO,
  ]),
  message('o065', 'en', { includes: ['record'], callback: '533786214', notCallback: '533786241' }, [
    'Could you take a message? I need a copy of my dental records sent to my new dentist.',
    'My number is 533 786 241... sorry, no, 533 786 214.',
    'Mark Taylor.',
    'Yes.',
    NO,
  ]),
  message('o066', 'en', { includes: ['late'], callback: 'caller' }, [
    "Hi, I'm going to be about fifteen minutes late for my appointment today. Can you let the dentist know?",
    'My name is Laura King. Please call me back on this number if that is a problem.',
    'Yes, thanks.',
    NO,
  ]),
]);
