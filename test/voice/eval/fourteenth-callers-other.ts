/**
 * The fourteenth held-out set (`fourteenth.ts`): questions nothing of the clinic answers,
 * questions that sound like a booking but are not, transfers and calls that simply end.
 */
import { as, PRICES } from './script.js';
import { faq, info, missed, NIE, NO, nothing, price, transfer } from './twelfth-callers-kit.js';

export const UNKNOWN = as('unknown', [
  missed('o104', 'pl', ['Dzień dobry, czy robicie aparaty ortodontyczne?', 'Aha, dobrze, dziękuję.', NIE]),
  missed('o105', 'pl', ['Ile u was kosztuje korona porcelanowa?', 'Rozumiem, dziękuję.', NIE], PRICES),
  missed('o106', 'pl', ['Czy robicie licówki?', 'Dobrze, dziękuję.', NIE]),
  missed(
    'o107',
    'pl',
    ['Czy macie też gabinet na Mokotowie, jakąś filię?', 'Aha, dobrze, dziękuję.', NIE],
    ['address', 'metro'],
  ),
  missed('o108', 'pl', ['Czy można u was zrobić zdjęcie pantomograficzne?', 'Rozumiem. Dziękuję.', NIE]),
  missed(
    'o109',
    'pl',
    ['Czy leczycie w narkozie, w znieczuleniu ogólnym? Strasznie się boję.', 'Rozumiem, dziękuję.', NIE],
    ['anesthesia'],
  ),
  missed('o110', 'en', ['Do you do Invisalign or braces?', 'Okay, thanks.', NO]),
  missed('o111', 'en', ['How much is a dental crown?', 'I see, thanks.', NO], PRICES),
  missed('o112', 'en', ['Do any of your dentists speak German?', 'Okay, thank you.', NO], ['staff']),
  missed('o113', 'en', [
    'Do you sell gift vouchers? I want to buy one for my sister.',
    'Alright, thanks.',
    NO,
  ]),
]);

export const NOT_BOOKING = as('not-booking', [
  faq(
    'o114',
    'pl',
    ['cards'],
    [
      'Dzień dobry, mam u was wizytę w czwartek i chciałem zapytać, czy mogę zapłacić BLIK-iem.',
      'Dobra, dzięki.',
      NIE,
    ],
  ),
  faq(
    'o115',
    'pl',
    ['cancel_policy'],
    [
      'Chciałbym się zapisać, ale zanim się zapiszę: jak odwołam wizytę dzień wcześniej, to coś płacę?',
      'Aha, dobrze. To na razie się nie zapisuję, zadzwonię, jak będę znał grafik. Dziękuję.',
      NIE,
    ],
  ),
  info(
    'o116',
    'pl',
    [
      'W sobotę jesteście otwarci? Bo chciałbym kiedyś przyjść na przegląd.',
      'Dobrze, to zadzwonię w przyszłym tygodniu. Dziękuję.',
      NIE,
    ],
    { says: ['13'] },
  ),
  faq(
    'o117',
    'pl',
    ['kids'],
    [
      'Chcę umówić córkę na pierwszą wizytę, ma dwa lata, czy to już można?',
      'Aha, to jeszcze poczekamy. Dziękuję.',
      NIE,
    ],
  ),
  faq(
    'o118',
    'en',
    ['parking'],
    ["I'm booked in with you next week. Is there parking at the clinic?", 'Great, thanks.', NO],
    ['address'],
  ),
  price('o119', 'en', 'whitening', [
    "I'd like to come in for whitening at some point. How much does it cost?",
    "Okay, I'll think about it, thanks.",
    NO,
  ]),
]);

export const TRANSFER = as('transfer', [
  transfer(
    'o120',
    'pl',
    'accounting',
    ['Dzień dobry, chciałbym rozmawiać z księgowością, w sprawie korekty faktury.', 'Tak, proszę.'],
    ['invoice'],
  ),
  transfer(
    'o121',
    'pl',
    'surgery',
    ['Proszę mnie połączyć z chirurgią, mam pytanie o implanty.', 'Tak.'],
    ['staff'],
  ),
  transfer('o122', 'pl', 'main', [
    'Wolałabym porozmawiać z żywą osobą. Można mnie przełączyć do rejestracji?',
    'Tak, poproszę.',
  ]),
  transfer(
    'o123',
    'en',
    'accounting',
    ["Can you put me through to accounting? There's a problem with my bill.", 'Yes, please.'],
    ['invoice'],
  ),
  transfer(
    'o124',
    'en',
    'surgery',
    ["I'd like to speak to someone in the surgery department about implants.", 'Yes, please.'],
    ['staff'],
  ),
  transfer('o125', 'en', 'main', ['Can I talk to a real person, please?', 'Yes, please.']),
]);

export const END = as('end', [
  nothing('o126', 'pl', ['Halo? Przepraszam, chyba pomyłka, dzwoniłem do warsztatu. Do widzenia.']),
  nothing('o127', 'pl', [
    'Dzień dobry... a wie pani co, jednak oddzwonię później, bo mam drugi telefon. Do widzenia.',
  ]),
  nothing('o128', 'pl', [
    'Dzień dobry, chciałam się umówić na wizytę.',
    'Nie, wie pani co, muszę najpierw sprawdzić grafik w pracy. Oddzwonię. Do widzenia.',
  ]),
  nothing('o129', 'en', ['Oh, sorry, wrong number. Bye.']),
  nothing('o130', 'en', [
    "Hi, I was going to book something, but I need to check with my wife first. I'll call back. Bye.",
  ]),
]);
