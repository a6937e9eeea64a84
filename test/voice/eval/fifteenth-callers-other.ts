/**
 * Fifteenth held-out set: questions nothing in the clinic answers (a missed question, no invented
 * answer), questions that sound like a booking but are not, urgent transfers and calls that
 * simply end (a wrong number, a polite closing). Written blind: see `fifteenth.ts`.
 */
import { as, PRICES } from './script.js';
import { faq, info, missed, NIE, NO, nothing, transfer } from './twelfth-callers-kit.js';

export const UNKNOWN = as('unknown', [
  missed('p107', 'pl', [
    'Dzień dobry, czy macie u was ortodontę? Chodzi mi o aparat na zęby dla syna.',
    'Rozumiem. Nie, dziękuję.',
  ]),
  missed('p108', 'pl', ['Ile u was kosztuje korona porcelanowa?', 'Aha. Nie, dziękuję.'], PRICES),
  missed('p109', 'en', ['Do you sell gift vouchers? I want to get one for my mum.', NO]),
  missed('p110', 'pl', ['Dzień dobry, czy robicie na miejscu zdjęcie pantomograficzne?', NIE]),
  missed('p111', 'pl', ['czy dostane u was zwolnienie lekarskie do pracy po wizycie?', 'nie, dziekuje']),
  missed('p112', 'en', ['Is there a discount for students?', NO], PRICES),
  missed(
    'p113',
    'pl',
    ['Dzień dobry, czy któryś lekarz mówi po ukraińsku?', 'Dobrze. Nie, dziękuję.'],
    ['staff'],
  ),
  missed('p114', 'en', ['Can I bring my dog with me into the waiting room?', NO]),
]);

export const NOT_BOOKING = as('not-booking', [
  info(
    'p115',
    'pl',
    [
      'Dzień dobry, ile trwa u was wybielanie? Nie chcę się jeszcze zapisywać, tylko muszę sobie zaplanować dzień.',
      NIE,
    ],
    { allow: ['whitening'] },
  ),
  faq(
    'p116',
    'pl',
    ['kids'],
    [
      'Dzień dobry, syn ma cztery latka. Czy w ogóle mogę z nim do was przyjść na przegląd? Na razie tylko pytam.',
      'Nie, dziękuję, to wszystko.',
    ],
    ['checkup_price'],
  ),
  faq(
    'p117',
    'pl',
    ['cancel_policy'],
    ['Dzień dobry, zanim się zapiszę: jakbym musiał odwołać wizytę, to coś się płaci?', NIE],
  ),
  info('p118', 'en', ['How much would a check-up be? Not booking yet, just comparing prices.', NO], {
    facts: ['checkup_price'],
    allow: PRICES,
  }),
  missed('p119', 'pl', [
    'Dzień dobry, czy przed przeglądem trzeba być na czczo?',
    'Rozumiem. Nie, dziękuję.',
  ]),
  info('p120', 'en', ['How long does a root canal take? Not booking now, I just need to plan my day.', NO], {
    allow: ['rootcanal_price'],
  }),
]);

export const TRANSFER = as('transfer', [
  transfer('p121', 'pl', null, [
    'Dzień dobry, syn uderzył się na rowerze i wybił sobie przedni ząb, strasznie krwawi. Co mamy robić?',
    'Tak, proszę.',
  ]),
  transfer('p122', 'pl', null, [
    'Bardzo mnie boli ząb, spuchł mi cały policzek i mam gorączkę. Proszę mnie pilnie z kimś połączyć.',
    'Tak.',
  ]),
  transfer(
    'p123',
    'pl',
    'accounting',
    [
      'Dzień dobry, chciałbym rozmawiać z kimś od rozliczeń, zapłaciłem dwa razy za tę samą wizytę.',
      'Tak, proszę.',
    ],
    ['invoice'],
  ),
  transfer('p124', 'en', null, [
    "I've just had an accident, my front tooth is broken and it won't stop bleeding. I need to talk to someone right now!",
    'Yes, please.',
  ]),
  transfer('p125', 'en', 'surgery', [
    "Hi, I had an implant put in last week and it's bleeding a lot today. Can you put me through to the surgery department?",
    'Yes.',
  ]),
]);

export const END = as('end', [
  nothing('p126', 'pl', ['Przepraszam, pomyłka.', 'Do widzenia.']),
  nothing('p127', 'en', ["Hello, is this Tony's Pizza?", 'Oh, sorry, wrong number. Bye.']),
  nothing('p128', 'pl', [
    'Dzień dobry... eee, wie pani co, jednak się jeszcze zastanowię i zadzwonię później. Dziękuję, do widzenia.',
    'Do widzenia.',
  ]),
  nothing('p129', 'en', ["Hi... actually, never mind, I'll sort it out myself. Thanks, bye."]),
  nothing('p130', 'pl', [
    'Halo, czy to warsztat samochodowy?',
    'Aha, to źle wybrałem, przepraszam. Do widzenia.',
  ]),
]);
