/**
 * The eighteenth set's other calls (`eighteenth.ts`): messages with a callback number (digits,
 * words, corrected, "this number", the number before the reason, without diacritics,
 * non-native English), questions nothing in `clinic.ts` answers, questions that sound like a
 * booking but are not, transfers (a department, reception, an emergency) and calls that simply
 * end.
 */
import { as, PRICES } from './script.js';
import { faq, info, message, missed, NIE, NO, nothing, price, transfer } from './twelfth-callers-kit.js';

const P = 'pl' as const;
const E = 'en' as const;

export const MESSAGE = as('message', [
  message(
    's055',
    P,
    { includes: ['zimn'], callback: '602481375' },
    [
      'Chciałabym zostawić wiadomość dla doktor Wiśniewskiej.',
      'Po wczorajszym wypełnieniu ząb mi reaguje na zimno i chciałabym się dowiedzieć, czy to normalne.',
      'Mój numer to 602 481 375.',
      NIE,
    ],
    ['staff'],
  ),
  message('s056', P, { includes: ['wycen'], callback: '511273946' }, [
    'Proszę przekazać, żeby ktoś do mnie oddzwonił w sprawie wyceny aparatu na zęby, numer 511 273 946.',
    NIE,
  ]),
  message('s057', P, { includes: ['zaswiadcz'], callback: '609342718' }, [
    'Czy mogę prosić o kontakt zwrotny? Chodzi o zaświadczenie do szkoły dla córki.',
    'Sześćset dziewięć, trzysta czterdzieści dwa, siedemset osiemnaście.',
    NIE,
  ]),
  message(
    's058',
    P,
    { includes: ['szczotecz'], callback: '693218475', notCallback: '693218457' },
    [
      'Chcę zostawić wiadomość dla higienistki, pani Marty.',
      'Żeby oddzwoniła w sprawie szczoteczki, którą mi poleciła.',
      'Numer 693 218 457, nie, przepraszam, 693 218 475.',
      NIE,
    ],
    ['staff'],
  ),
  message('s059', P, { includes: ['okular'], callback: 'caller' }, [
    'Zostawiłem u was wczoraj w poczekalni okulary. Proszę, żeby ktoś oddzwonił na ten numer, z którego dzwonię.',
    NIE,
  ]),
  message(
    's060',
    P,
    { includes: ['tomograf'], callback: '728394561' },
    [
      'prosze przekazac doktorowi Zielinskiemu ze dzwonil Jerzy Malinowski w sprawie wynikow tomografii, nr 728 394 561',
      NIE,
    ],
    ['staff'],
  ),
  message('s061', P, { includes: ['ubezpiecz'], callback: '787654312' }, [
    'Mój numer 787 654 312. Proszę, żeby ktoś oddzwonił, mam pytanie o ubezpieczenie grupowe z pracy.',
    NIE,
  ]),
  message(
    's062',
    E,
    { includes: ['stitch'], callback: '600472813' },
    [
      "I'd like to leave a message for Dr Zielinski, please.",
      'Tell him Robert Hayes called about the stitches from last week.',
      'He can reach me on 600 472 813.',
      NO,
    ],
    ['staff'],
  ),
  message('s063', E, { includes: ['brace'], callback: '517836249' }, [
    'Could someone call me back about a quote for braces? My number is 517 836 249.',
    NO,
  ]),
  message('s064', E, { includes: ['ray'], callback: '664321578', notCallback: '664321587' }, [
    "Please ask someone to ring me back about my son's X-ray.",
    "It's 664 321 587, no wait, 664 321 578.",
    NO,
  ]),
  message('s065', E, { includes: ['glasses'], callback: 'caller' }, [
    'Can somebody phone me back on this number about my glasses? I think I left them in the waiting room.',
    NO,
  ]),
  message('s066', E, { includes: ['daughter'], callback: '512346789' }, [
    'Hello, I am not speak Polish good. Please somebody call me back about my daughter tooth, my number is five one two, three four six, seven eight nine.',
    NO,
  ]),
]);

export const UNKNOWN = as('unknown', [
  missed('s107', P, ['Czy zakładacie aparaty ortodontyczne dorosłym?', NIE], PRICES),
  missed('s108', P, ['Czy można u was kupić szczoteczkę soniczną?', NIE]),
  missed('s109', P, ['Czy ktoś z lekarzy mówi po ukraińsku?', NIE], ['staff']),
  missed('s110', P, ['Czy w gabinecie jest klimatyzacja?', NIE]),
  missed('s111', P, ['a czy mozna przyjsc z psem do poczekalni?', NIE]),
  missed('s112', E, ['Do you offer Invisalign clear aligners?', NO], PRICES),
  missed('s113', E, ['Can your dentist sedate very nervous patients?', NO]),
  missed('s114', E, ['Do you have any discounts for students?', NO]),
]);

export const NOT_BOOKING = as('not-booking', [
  faq(
    's115',
    P,
    ['parking'],
    ['Mam u was wizytę w czwartek i chciałem tylko zapytać, czy da się gdzieś zaparkować.', NIE],
    ['address'],
  ),
  info('s116', P, ['Nie chcę się jeszcze zapisywać, tylko pytam: ile kosztuje higienizacja?', NIE], {
    says: ['300'],
    allow: PRICES,
  }),
  info('s117', P, ['Czy w sobotę też przyjmujecie, czy tylko w tygodniu?', NIE], { says: ['13'] }),
  missed('s118', P, [
    'Byłem u was wczoraj na przeglądzie. Czy mogę dostać kopię zdjęcia rentgenowskiego mailem?',
    NIE,
  ]),
  price('s119', E, 'checkup_price', ["I'm not booking anything yet, what's the price of a check-up?", NO]),
  faq(
    's120',
    E,
    ['first_visit'],
    ['My first appointment is on Thursday. Do I need to bring any ID with me?', NO],
  ),
]);

export const TRANSFER = as('transfer', [
  transfer('s121', P, 'accounting', ['Czy mogę rozmawiać z kimś z księgowości? Chodzi o rozliczenie.', NIE]),
  transfer(
    's122',
    P,
    'surgery',
    ['Proszę mnie przełączyć na chirurgię, mam pytanie o implanty.', NIE],
    ['staff'],
  ),
  transfer('s123', P, 'main', ['Wolałabym porozmawiać z kimś z rejestracji, z żywym człowiekiem.', NIE]),
  transfer(
    's124',
    E,
    'accounting',
    ["Could you put me through to your accounts department? It's about an invoice.", NO],
    ['invoice'],
  ),
  transfer('s125', E, null, [
    'My son fell off his bike and knocked out a front tooth, it is bleeding a lot. I need to talk to someone right now!',
    NO,
  ]),
]);

export const END = as('closing', [
  nothing('s126', P, ['Przepraszam, to chyba pomyłka, szukałem warsztatu samochodowego.', 'Do widzenia.']),
  nothing('s127', P, [
    'Właściwie to już nic, sprawdziłam wszystko na stronie. Dziękuję, do usłyszenia.',
    NIE,
  ]),
  nothing('s128', P, ['Halo? Dobra, nieważne.', 'Na razie.']),
  nothing('s129', E, ['Sorry, wrong number. Bye.', 'Bye.']),
  nothing('s130', E, [
    "Hi, I was going to ask something, but I've just found it on your website. Thanks anyway!",
    'Bye now.',
  ]),
]);
