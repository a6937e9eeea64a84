/**
 * The tenth held-out set (written blind, see `tenth.ts`): messages left with a name and a
 * callback number (in digits, in words, corrected, "this number"), transfers of urgent calls and
 * of calls for a department, polite closings and wrong numbers.
 */
import { as, message, NIE, NO, nothing, transfer } from './script.js';
import type { EvalCaller } from './types.js';

const PA = 'Do widzenia';
const BYE = 'Bye';

export const TENTH_MESSAGES: EvalCaller[] = as('message', [
  message(
    'pl-t-m01',
    { includes: ['sikora'], callback: '512345678' },
    [
      'Dzień dobry, chciałabym zostawić wiadomość dla pani doktor Wiśniewskiej. Proszę o telefon w sprawie moich zdjęć.',
      'Barbara Sikora, numer 512 345 678.',
      'Tak',
      NIE,
      PA,
    ],
    ['staff'],
  ),
  message('pl-t-m02', { includes: ['adamczyk'], callback: '730456781' }, [
    'Dzień dobry, proszę, żeby ktoś do mnie oddzwonił w sprawie planu leczenia.',
    'Rafał Adamczyk, numer siedemset trzydzieści, czterysta pięćdziesiąt sześć, siedemset osiemdziesiąt jeden.',
    'Tak',
    NIE,
    PA,
  ]),
  message('pl-t-m03', { includes: ['dudek'], callback: 'caller' }, [
    'Dzień dobry, proszę przekazać, że dzwoniła Dorota Dudek, chodzi o zaświadczenie dla pracodawcy.',
    'Proszę oddzwonić na ten numer, z którego dzwonię.',
    'Tak',
    NIE,
    PA,
  ]),
  message('pl-t-m04', { includes: ['zajac'], callback: '602345278', notCallback: '601345278' }, [
    'Dzień dobry, chciałbym zostawić wiadomość, żeby ktoś oddzwonił w sprawie terminu dla żony.',
    'Jakub Zając, numer 601 345 278... nie, przepraszam, nie 601 tylko 602. 602 345 278.',
    'Tak, teraz się zgadza',
    NIE,
    PA,
  ]),
  message('pl-t-m05', { includes: ['kaczmarek'], callback: '733482615' }, [
    'dzien dobry, prosze przekazac zeby ktos do mnie oddzwonil, chodzi o termin dla calej rodziny',
    'michal kaczmarek, 733 482 615',
    'tak',
    'nie, dziekuje',
    PA,
  ]),
  message('pl-t-m06', { includes: ['wieczorek'], callback: '784563271' }, [
    'Dzień dobry, proszę przekazać higienistce, że w czwartek spóźnię się jakieś dziesięć minut.',
    'Halina Wieczorek, gdyby coś, to mój numer siedem osiem cztery, pięć sześć trzy, dwa siedem jeden.',
    'Tak',
    NIE,
    PA,
  ]),
  message(
    'en-t-m07',
    { includes: ['hall'], callback: '691234578' },
    [
      'Hi, could I leave a message for Dr Zieliński? I would like him to call me about my consultation.',
      "It's Peter Hall, 691 234 578.",
      'Yes',
      NO,
      BYE,
    ],
    ['staff'],
  ),
  message('en-t-m08', { includes: ['clarke'], callback: '784321654' }, [
    'Hello, could someone call me back about my treatment plan, please?',
    'Emma Clarke, on seven eight four, three two one, six five four.',
    'Yes',
    NO,
    BYE,
  ]),
  message('en-t-m09', { includes: ['brown'], callback: 'caller' }, [
    "Hi, it's David Brown, it's about my son's visit. Could someone call me back on the number I'm calling from?",
    'Yes',
    NO,
    BYE,
  ]),
  message('en-t-m10', { includes: ['evans'], callback: '669234571', notCallback: '668234571' }, [
    "Hello, I'd like someone to call me back about an appointment for my mother.",
    "Laura Evans, 668 234 571. Sorry, not 668, it's 669. So 669 234 571.",
    'Yes',
    NO,
    BYE,
  ]),
]);

export const TENTH_TRANSFERS: EvalCaller[] = as('transfer', [
  transfer(
    'pl-t-t01',
    'accounting',
    [
      'Dzień dobry, dzwonię w sprawie rozliczenia za ostatnie leczenie, coś mi się nie zgadza na fakturze. Mogę prosić księgowość?',
      'Tak, proszę',
      'Dziękuję',
    ],
    ['invoice'],
  ),
  transfer(
    'pl-t-t02',
    'surgery',
    [
      'Dzień dobry, mam u państwa założony implant i od wczoraj coś się rusza i boli. Proszę mnie połączyć z chirurgią.',
      'Tak, proszę',
      'Dziękuję',
    ],
    ['staff'],
  ),
  transfer(
    'pl-t-t03',
    'surgery',
    [
      'Dzień dobry, wczoraj miałem wyrwany ząb i dalej mi krwawi, spuchłem. Proszę mnie pilnie połączyć z chirurgiem!',
      'Tak, proszę',
      'Dziękuję',
    ],
    ['staff'],
  ),
  transfer('pl-t-t04', 'main', [
    'Proszę mnie połączyć z kimś z rejestracji, z żywym człowiekiem, to pilne.',
    'Tak, proszę',
    'Dziękuję',
  ]),
  transfer('en-t-t05', 'main', [
    "My son fell and knocked out his front tooth, it's an emergency. Can I talk to a person right now?",
    'Yes, please',
    'Thanks',
  ]),
  transfer(
    'en-t-t06',
    'accounting',
    [
      "Hi, could you put me through to your accounts department? It's about a payment I made last week.",
      'Yes, please',
      'Thanks',
    ],
    ['invoice'],
  ),
]);

export const TENTH_CLOSINGS: EvalCaller[] = as('closing', [
  nothing('pl-t-e01', [
    'Halo, dzień dobry, czy to pizzeria Roma?',
    'A, to przepraszam, pomyłka. Do widzenia.',
    PA,
  ]),
  nothing('pl-t-e02', [
    'Dzień dobry, dzwonię tylko podziękować za miłą obsługę w zeszłym tygodniu. To wszystko, do widzenia!',
    PA,
  ]),
  nothing('pl-t-e03', [
    'Dzień dobry, ja chciałam... a nie, już nic, przepraszam, mąż już wszystko załatwił. Do widzenia.',
    PA,
  ]),
  nothing('en-t-e04', ['Hi, is this the car repair shop?', 'Oh, sorry, wrong number. Bye.', BYE]),
  nothing('en-t-e05', ['Sorry, I think I dialled this by mistake. Bye!', BYE]),
]);
