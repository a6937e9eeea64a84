/**
 * The eleventh held-out set (`eleventh.ts`): filling the details (name and number in one
 * breath, numbers in digits or in words, corrections), changes of mind and moving or cancelling,
 * and messages with a callback number. Written blind from clinic.ts.
 */
import { as, book, type Caller, message, nothing, THREE } from './script.js';

/** An English caller (the ids of this set do not carry the language). */
const en = (c: Caller): Caller => ({ ...c, lang: 'en' });

/** Slot filling: several details at once, numbers in words, a name or a number corrected. */
export const SLOTS = as('slots', [
  book('k035', { at: '2026-11-26 09:00', service: 'Przegląd', name: 'Marek Zając' }, [
    'Dzień dobry, chciałbym się zapisać na przegląd w czwartek o dziewiątej.',
    'Marek Zając, numer telefonu 604 321 765.',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k036', { at: '2026-11-27 12:00', service: 'Higienizacja', name: 'Anna Kowalik' }, [
    'Dzień dobry, higienizacja w piątek o dwunastej, jeśli można.',
    'Anna Kowal... nie, przepraszam, Kowalik. Anna Kowalik.',
    'Tak',
    'Nie, dziękuję',
  ]),
  message('k037', { includes: ['dudek'], callback: '502347681', notCallback: '501347681' }, [
    'Dzień dobry, chciałabym, żeby ktoś do mnie oddzwonił w sprawie planu leczenia.',
    'Halina Dudek, numer pięćset jeden, trzysta czterdzieści siedem, sześćset osiemdziesiąt jeden... nie, przepraszam, pięćset dwa, nie pięćset jeden. Pięćset dwa, trzysta czterdzieści siedem, sześćset osiemdziesiąt jeden.',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k038', { at: '2026-11-27 14:00', service: 'Przegląd', name: 'Tomasz Lis' }, [
    'Dzień dobry, Tomasz Lis z tej strony, chciałbym się zapisać na przegląd w piątek o czternastej, mój numer to 667 321 458.',
    'Tak',
    'Nie, dziękuję',
  ]),
  message('k039', { includes: ['kubiak'], callback: '600703812' }, [
    'Dzień dobry, mam pytanie o plan leczenia mojego syna, poproszę o telefon od lekarza.',
    'Jacek Kubiak, sześćset, siedemset trzy, osiemset dwanaście.',
    'Tak',
    'Nie, dziękuję',
  ]),
  book('k040', { at: '2026-11-24 13:30', service: 'Przegląd', name: 'Katarzyna Dąbrowska' }, [
    'Dzień dobry, jutro o wpół do drugiej, na przegląd. Jest wolne?',
    'Katarzyna Dąbrowska, a numer 721 456 983.',
    'Tak',
    'Nie, dziękuję',
  ]),
  message(
    'k041',
    { includes: ['pietrzak'], callback: '698112354', notCallback: '698112345' },
    [
      'Dzień dobry, proszę przekazać, żeby ktoś do mnie oddzwonił w sprawie faktury za leczenie.',
      'Ola Pietrzak, numer 698 112 345, a nie, sorry, końcówka jest 354. Czyli 698 112 354.',
      'Tak',
      'Nie, dziękuję',
    ],
    ['invoice'],
  ),
  en(
    book('k042', { at: '2026-11-25 16:00', service: 'Higienizacja', name: 'John Miller' }, [
      "Hi, I'd like to book a cleaning on Wednesday at 4 pm.",
      "John Miller, and my number's 512 678 234.",
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    message('k043', { includes: ['novak'], callback: '533284671' }, [
      'Hi, could somebody call me back about a treatment plan?',
      "It's Martin Novak, five three three, two eight four, six seven one.",
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    message('k044', { includes: ['reed'], callback: '668234571', notCallback: '668234517' }, [
      "Hello, I'd like to leave a message for the dentist, I need a call back about my crown.",
      "Jessica Reed, my number is 668 234 517, oh no, sorry, it's 668 234 571.",
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    book('k045', { at: '2026-11-24 12:00', service: 'Przegląd', name: 'Emily Clarke' }, [
      "Hi, I'm Emily Clarke, my phone is 784 562 319, and I'd like a check-up tomorrow at 12.",
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    book('k046', { at: '2026-11-26 10:30', service: 'Wybielanie', name: 'Mark Thompson' }, [
      'Hello, can I book whitening for Thursday at 10:30?',
      "It's Mark, Mark Thompson. T-H-O-M-P-S-O-N.",
      'Yes',
      'No, thanks',
    ]),
  ),
]);

/** Changes of mind in the middle of a call, and moving or cancelling a visit. */
export const CHANGES = as('change', [
  book('k047', { at: '2026-11-26 10:00', service: 'Przegląd' }, [
    'Dzień dobry, chciałabym na przegląd w środę o dziesiątej... a nie, przepraszam, w środę nie mogę. Jednak w czwartek, o tej samej godzinie.',
    'Renata Szulc',
    'Tak',
    'Nie, dziękuję',
  ]),
  nothing('k048', [
    'Dzień dobry, chciałam umówić wybielanie na sobotę o dziesiątej.',
    'A wie pani co, jednak się jeszcze wstrzymam, najpierw porozmawiam z mężem. Dziękuję, do widzenia.',
  ]),
  book('k049', { at: '2026-11-27 15:00', service: 'Higienizacja' }, [
    'Dzień dobry, higienizacja w piątek o dziewiątej rano.',
    'Albo nie, rano jednak nie dam rady, wolałbym po południu. Może być piętnasta?',
    'Wojciech Baran',
    'Tak',
    'Nie, dziękuję',
  ]),
  message('k050', { includes: ['wrobel'], callback: '698765432' }, [
    'Dzień dobry, muszę odwołać jutrzejszą wizytę, niestety wyjeżdżam służbowo.',
    'Kamil Wróbel, numer 698 765 432.',
    'Tak',
    'Nie, dziękuję',
  ]),
  message('k051', { includes: ['jaworsk'], callback: 'caller' }, [
    'Dzień dobry, jestem zapisana na czwartek na dwunastą i muszę to przełożyć, bo dziecko zachorowało. Czy ktoś może do mnie oddzwonić i zaproponować inny termin?',
    'Elżbieta Jaworska, proszę dzwonić na ten numer, z którego dzwonię.',
    'Tak',
    'Nie, dziękuję',
  ]),
  message('k052', { includes: ['olszewsk'], callback: '509437821' }, [
    'Dzień dobry, chciałem się umówić na ekstrakcję... ale właściwie najpierw wolałbym porozmawiać z lekarzem, czy to w ogóle konieczne. Niech ktoś oddzwoni.',
    'Piotr Olszewski, 509 437 821.',
    'Tak',
    'Nie, dziękuję',
  ]),
  en(
    book('k053', { at: '2026-11-27 11:00', service: 'Przegląd' }, [
      "Hi, I'd like a check-up on Thursday at 11.",
      'Actually, sorry, could we make it Friday instead? Same time.',
      'Nathan Scott',
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    book('k054', { at: '2026-11-28 10:30', service: 'Wybielanie' }, [
      'Hello, whitening on Saturday at 9, please.',
      'Hmm, no, wait, 9 is too early for me. Half past ten would be better.',
      'Lucy Adams',
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    book(
      'k055',
      { at: '2026-11-24 16:00', service: 'Leczenie kanałowe' },
      [
        'Hi, I need a root canal, tomorrow at 2 if possible.',
        "Oh wait, I've got a meeting at 2. Could we do 4 pm instead?",
        'Ben Carter',
        'Yes',
        'No, thanks',
      ],
      THREE,
    ),
  ),
  en(
    message('k056', { includes: ['brown'], callback: '512639847' }, [
      "Hi, I need to cancel my appointment on Thursday, I'm really sorry, something came up at work.",
      'David Brown, and you can reach me at 512 639 847.',
      'Yes',
      'No, thanks',
    ]),
  ),
]);

/** Messages with a callback number (said, in words, or the number the call comes from). */
export const MESSAGES = as('message', [
  message('k057', { includes: ['mazur'], callback: '601234567' }, [
    'Dzień dobry, proszę przekazać pani doktor, żeby do mnie oddzwoniła w sprawie zdjęcia rentgenowskiego.',
    'Joanna Mazur, numer 601 234 567.',
    'Tak',
    'Nie, dziękuję',
  ]),
  message('k058', { includes: ['nowick'], callback: '512340678' }, [
    'Dzień dobry, chciałbym zostawić wiadomość z prośbą o telefon zwrotny, w sprawie wyceny protezy.',
    'Andrzej Nowicki, pięćset dwanaście, trzysta czterdzieści, sześćset siedemdziesiąt osiem.',
    'Tak',
    'Nie, dziękuję',
  ]),
  message('k059', { includes: ['zawadzk'], callback: 'caller' }, [
    'Dzień dobry, mam pytanie o zaświadczenie do pracy po zabiegu. Może ktoś oddzwonić na ten numer?',
    'Irena Zawadzka',
    'Tak, na ten numer',
    'Nie, dziękuję',
  ]),
  message('k060', { includes: ['zaswiadczen', 'sobczak'], callback: '733618245' }, [
    'Dzień dobry, potrzebuję zaświadczenia o wizycie dla szkoły, dla córki. Proszę o kontakt.',
    'Magdalena Sobczak, siedemset trzydzieści trzy, sześćset osiemnaście, dwieście czterdzieści pięć.',
    'Tak',
    'Nie, dziękuję',
  ]),
  message('k061', { includes: ['kaminsk'], callback: '664782139' }, [
    'Halo, dzień dobry. Dzwonię w imieniu taty, on źle słyszy. Czy lekarz mógłby oddzwonić w sprawie jego protezy?',
    'Mateusz Kamiński, mój numer 664 782 139.',
    'Tak',
    'Nie, dziękuję',
  ]),
  message('k062', { includes: ['borkowsk'], callback: '537846213' }, [
    'Dzień dobry, nie mogłam się dodzwonić wcześniej. Proszę o oddzwonienie, chodzi o wynik po leczeniu.',
    'Teresa Borkowska. Numer: 537 846 213.',
    'Tak',
    'Nie, dziękuję',
  ]),
  en(
    message('k063', { includes: ['taylor'], callback: '604553217' }, [
      'Hi, could someone call me back about a quote for a bridge?',
      'Alex Taylor, six oh four, five five three, two one seven.',
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    message('k064', { includes: ['hall'], callback: 'caller' }, [
      "Hello, I'd like the dentist to call me back about my X-ray results, on the number I'm calling from.",
      'Rebecca Hall',
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    message('k065', { includes: ['murphy'], callback: '781346529' }, [
      "Hi, I'm calling for my mum, she needs some paperwork for her insurance. Can someone ring me back?",
      'Kevin Murphy, 781 346 529.',
      'Yes',
      'No, thanks',
    ]),
  ),
  en(
    message(
      'k066',
      { includes: ['green'], callback: '573128496' },
      [
        "Hi, please pass on a message: I'd like to talk to someone about a payment plan for my treatment.",
        'Hannah Green. My number is 573 128 496.',
        'Yes',
        'No, thanks',
      ],
      ['raty'],
    ),
  ),
]);
