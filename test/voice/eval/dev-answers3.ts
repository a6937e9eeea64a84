/**
 * Development callers of issue #21, answers part 4: ways people ask that the matcher and the
 * NLU read as something else: paying spread out said with the verb "rozkładać", parking asked
 * with the car said earlier in the breath ("jadę autem…, gdzie stanąć?"), getting in "on his
 * own" with a wheelchair, a child brought along who is to be examined too, a holiday said as the
 * occasion of something else (not the opening hours), coming without an appointment (a
 * question, not a booking), a department asked for in a polite form ("mogę prosić
 * księgowość?"), and a place of another kind asked for (a wrong number). Each group has callers
 * that must stay unanswered or untouched (nothing invented). Written in words of their own, not
 * copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { answered, en, missed, pl, says } from './dev-talk.js';
import { as, transfer } from './script.js';
import type { EvalCaller } from './types.js';

/** A call that ends with nothing done and nothing recorded as missed. */
const nothing = (id: string, lang: 'pl' | 'en', lines: string[]): EvalCaller => ({
  id,
  lang,
  kind: 'answers3-closing',
  lines,
  expect: { outcome: 'no_action' },
});

export const DEV_ANSWERS3: EvalCaller[] = [
  // Paying spread out, said with "rozkładać" (the verb, not the timetable "rozkład").
  pl(
    'd-an3-pl-rozkladacie',
    'answers3-instalment',
    'Czy rozkładacie koszt leczenia na kilka miesięcy?',
    answered(['raty']),
  ),
  pl(
    'd-an3-pl-rozkladac-scene',
    'answers3-instalment',
    'Leczenie wyjdzie mnie drogo. Czy można to u was rozkładać na części?',
    answered(['raty']),
  ),
  pl(
    'd-an3-pl-fotel-neg',
    'answers3-negative',
    'Czy rozkładacie fotel całkiem na płasko? Mam chory kręgosłup.',
    missed,
  ),
  pl('d-an3-pl-rozklad-neg', 'answers3-negative', 'Jaki jest rozkład jazdy autobusu pod klinikę?', missed),
  // Parking: a verb of stopping with the car said anywhere in the same breath.
  pl(
    'd-an3-pl-autem-stane',
    'answers3-parking',
    'Przyjadę autem z Pruszkowa na przegląd, tylko gdzie potem stanę?',
    answered(['parking']),
  ),
  pl(
    'd-an3-pl-stanac-neg',
    'answers3-negative',
    'Czy mogę stanąć obok fotela, kiedy mąż będzie miał zabieg?',
    missed,
  ),
  // "On his own" beside a wheelchair is getting in without help (access); alone it is a question
  // of its own.
  en(
    'd-an3-en-own-wheelchair',
    'answers3-access',
    'My mum is in a wheelchair. Can she get into the building on her own, without help?',
    answered(['wheelchair']),
  ),
  pl(
    'd-an3-pl-sam-wozek',
    'answers3-access',
    'Tata jeździ na wózku. Czy da radę sam do was wjechać?',
    answered(['wheelchair']),
  ),
  en(
    'd-an3-en-own-neg',
    'answers3-negative',
    'Can my son come to his appointment on his own? He is fourteen.',
    missed,
  ),
  // A child brought along who is to be examined too: a question about treating children.
  pl(
    'd-an3-pl-synek-zbadacie',
    'answers3-child',
    'Przyjdę z synkiem na swoją wizytę. Czy przy okazji zbadacie też jego?',
    answered(['kids']),
  ),
  en(
    'd-an3-en-daughter-check',
    'answers3-child',
    'Can I bring my daughter along? Could you check her as well? She is five.',
    answered(['kids']),
  ),
  pl(
    'd-an3-pl-corka-neg',
    'answers3-negative',
    'Czy mogę przyjść z córką? Nie mam jej z kim zostawić.',
    missed,
  ),
  // A holiday as the occasion of something else asked: not the opening hours.
  pl(
    'd-an3-pl-voucher-swieta-neg',
    'answers3-negative',
    'Chciałbym kupić żonie voucher na higienizację pod choinkę, na święta. Macie coś takiego?',
    missed,
  ),
  en(
    'd-an3-en-gift-christmas-neg',
    'answers3-negative',
    'Do you sell gift cards? It would be a Christmas present for my sister.',
    missed,
  ),
  pl('d-an3-pl-swieta-otwarte', 'answers3-hours', 'A w święta jesteście otwarci?', says(['8:00'])),
  // Coming without an appointment: a question (the clinic does not say), not a booking.
  pl(
    'd-an3-pl-z-ulicy',
    'answers3-walkin',
    'Czy da się przyjść bez wcześniejszego umawiania, tak po prostu z ulicy?',
    missed,
  ),
  en('d-an3-en-walk-in', 'answers3-walkin', 'Do you take walk-ins, or does everyone need to book?', missed),
  // A department asked for in a polite form: put through.
  ...as('answers3-transfer', [
    transfer('pl-an3-prosic-dzial', 'accounting', ['Dzień dobry, mogę prosić dział księgowości?']),
    transfer('pl-an3-zastane', 'accounting', ['Czy zastanę kogoś z księgowości? Chodzi o korektę rachunku.']),
    transfer('en-an3-have-accounts', 'accounting', ['Could I have accounts, please?']),
    // An English word of a department meets its Polish name ("surgeon" is "Chirurgia").
    transfer('en-an3-surgeon', 'surgery', ['Could you put me through to the surgeon, please?']),
    transfer('en-an3-reception', 'main', ['Can I talk to someone at reception?']),
  ]),
  // "Mogę prosić o fakturę?" asks for a thing: answered, not put through.
  pl(
    'd-an3-pl-prosic-o-neg',
    'answers3-negative',
    'Czy mogę prosić o fakturę na firmę?',
    answered(['invoice']),
  ),
  // A place of another kind: a wrong number, nothing recorded as missed.
  nothing('d-an3-pl-zoologiczny', 'pl', [
    'Dzień dobry, czy to sklep zoologiczny?',
    'Ojej, przepraszam, pomyłka.',
  ]),
  nothing('d-an3-en-bike-shop', 'en', [
    'Hello, is this the bike repair shop?',
    'Oh, sorry, wrong number. Bye.',
  ]),
  en(
    'd-an3-en-this-clinic-neg',
    'answers3-identity',
    'Is this the clinic with the free parking?',
    answered(['parking']),
  ),
  // What a visit needs or gives, asked with a booking word: a question, not a booking.
  pl(
    'd-an3-pl-trzeba-jesc',
    'answers3-needs',
    'Czy przed zabiegiem trzeba coś zjeść, czy lepiej przyjść głodnym?',
    missed,
  ),
  en(
    'd-an3-en-need-thinners',
    'answers3-needs',
    'Do I need to stop my blood thinners before the visit?',
    missed,
  ),
  en(
    'd-an3-en-get-certificate',
    'answers3-needs',
    'Could I get a certificate for my employer after the visit?',
    missed,
  ),
  nothing('d-an3-pl-trzeba-przeglad-neg', 'pl', ['Czy trzeba się zapisać na przegląd?', 'Nie, dziękuję.']),
  // A way of paying the clinic never names is not taken for a card ("Google Pay": unknown).
  pl('d-an3-pl-google-pay-neg', 'answers3-negative', 'Można u was zapłacić przez Google Pay?', missed),
  // A child brought along whose age is said is the one to be seen; on the caller's own visit, not.
  pl('d-an3-pl-coreczka-lat', 'answers3-child', 'Mogę przyjść z córeczką? Ma sześć lat.', answered(['kids'])),
  pl(
    'd-an3-pl-syn-swoja-neg',
    'answers3-negative',
    'Czy mogę przyjść z synem na swoją wizytę? Ma dziesięć lat, poczeka w poczekalni.',
    missed,
  ),
  // Booked already, asking: the booking words neither block nor drop the question.
  pl(
    'd-an3-pl-rezerwacja-parking',
    'answers3-booked',
    'Mam rezerwację na piątek i chciałem zapytać, czy da się gdzieś zaparkować.',
    answered(['parking']),
  ),
  en(
    'd-an3-en-booked-wheelchair',
    'answers3-booked',
    'My father is booked in for next Monday and he is in a wheelchair. Can he get inside?',
    answered(['wheelchair']),
  ),
];
