/**
 * Development callers of issue #21, answers part 6 (file 5): a day's hours asked ("w sobotę też
 * pracujecie?", answered with that day first, a closed day said closed), a question put before a
 * booking ("najpierw chciałbym spytać…"), a cancellation asked about as a rule ("if I can't come,
 * how early must I say?"), a wheelchair user "jeździ na wózku", and a filler beside the staff's
 * work ("tak zwyczajnie"), while "normalnie" of what may be done after a treatment is no filler. Each group has callers the rule must not touch: a visit asked at a time on
 * a day is still a booking, a cancellation said is still one. In words of their own, not copied
 * from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { answered, en, missed, pl, says } from './dev-talk.js';
import { as, book, make, nothing } from './script.js';
import type { EvalCaller } from './types.js';

export const DEV_ANSWERS5: EvalCaller[] = [
  // A day named, then working on it: that day's hours (Saturday 9–13), a closed day said closed.
  pl('d-an5-pl-sobota-pracujecie', 'answers5-day', 'A w sobotę wy też pracujecie?', says(['13'])),
  pl('d-an5-pl-sobota-przyjmujecie', 'answers5-day', 'Czy w soboty przyjmujecie?', says(['13'])),
  pl('d-an5-pl-niedziela-czynne', 'answers5-day', 'W niedzielę jest u was czynne?', says(['niedziel'])),
  pl('d-an5-pl-niedziela-pracujecie', 'answers5-day', 'Czy w niedzielę pracujecie?', says(['nieczynne'])),
  en('d-an5-en-saturday-work', 'answers5-day', 'Do you work on Saturdays at all?', says(['13'])),
  en('d-an5-en-sunday-open', 'answers5-day', 'Is the clinic open on Sunday?', says(['closed'])),
  ...as('answers5-negative', [
    // A visit at a time on that day: a booking, not the hours.
    book('pl-an5-sobota-przeglad-o-10', { at: '2026-11-28 10:00', service: 'Przegląd' }, [
      'Czy w sobotę da się przyjść na przegląd na dziesiątą?',
      'Jan Wróbel',
      'Tak',
      'Nie, dziękuję',
    ]),
    book('pl-an5-przyjmujecie-na-przeglad', { at: '2026-11-28 11:00', service: 'Przegląd' }, [
      'W sobotę przyjmujecie na przegląd o jedenastej?',
      'Maria Sowa',
      'Tak',
      'Nie, dziękuję',
    ]),
  ]),
  // A question put before the booking: the question first.
  pl(
    'd-an5-pl-najpierw-cena-wybielania',
    'answers5-first',
    'Chyba się umówię na wybielanie, tylko najpierw chciałabym się dowiedzieć, ile to u was kosztuje.',
    answered(['whitening']),
  ),
  pl(
    'd-an5-pl-zanim-parking',
    'answers5-first',
    'Zanim się zapiszę na higienizację, powiedzcie mi, czy da się gdzieś zaparkować.',
    answered(['parking']),
  ),
  en(
    'd-an5-en-first-price',
    'answers5-first',
    'I might book a root canal, but first I wanted to ask what it costs.',
    answered(['rootcanal_price']),
  ),
  ...as('answers5-negative', [
    // "Najpierw" of the order of visits, not of a question: a booking.
    book('pl-an5-najpierw-przeglad', { at: '2026-11-25 09:00', service: 'Przegląd' }, [
      'Najpierw chciałbym się zapisać na przegląd, w środę o dziewiątej.',
      'Piotr Lis',
      'Tak',
      'Nie, dziękuję',
    ]),
  ]),
  // A cancellation asked about as a rule: the policy, not a cancellation.
  en(
    'd-an5-en-cant-come-notice',
    'answers5-policy',
    "Say I book something and later I can't come, how much notice should I give you?",
    answered(['cancel_policy']),
  ),
  pl(
    'd-an5-pl-nie-dam-rady-wczesniej',
    'answers5-policy',
    'Gdybym nie dał rady przyjść na umówioną wizytę, to ile wcześniej muszę ją odwołać?',
    answered(['cancel_policy']),
  ),
  ...as('answers5-negative', [
    // A cancellation said: still one (no appointment under this number: nothing or passed on).
    make('pl-an5-odwolac-piatek', { outcome: ['no_action', 'callback'] }, [
      'Muszę odwołać swoją wizytę w piątek.',
      'Nie, dziękuję',
    ]),
    nothing('en-an5-cant-make-friday', [
      "I can't make my appointment on Friday, please cancel it.",
      'No, thanks',
    ]),
    // Asked for outright, with its fee asked beside it: still a cancellation (review).
    make('en-an5-cancel-then-fee', { outcome: ['no_action', 'callback'] }, [
      "I'd like to cancel my appointment. If I cancel today, is there a fee?",
      'No, thanks',
    ]),
    make('pl-an5-odwolac-jesli-oplata', { outcome: ['no_action', 'callback'] }, [
      'Chciałabym odwołać wizytę w czwartek. Jeśli odwołuję dzisiaj, to czy jest jakaś opłata?',
      'Nie, dziękuję',
    ]),
  ]),
  // Getting about in a wheelchair: access.
  pl(
    'd-an5-pl-babcia-jezdzi-wozek',
    'answers5-access',
    'Babcia jeździ na wózku inwalidzkim, wjedzie do gabinetu bez problemu?',
    answered(['wheelchair']),
  ),
  en(
    'd-an5-en-uses-wheelchair',
    'answers5-access',
    'My husband uses a wheelchair, can he get into the building?',
    answered(['wheelchair']),
  ),
  // "Normalnie" of what may be done after a treatment is asked, not a filler: not known, said so.
  pl(
    'd-an5-pl-normalnie-jesc-neg',
    'answers5-negative',
    'Czy po higienizacji mogę od razu normalnie jeść?',
    missed,
  ),
  // A filler ("tak zwyczajnie") beside the work of the staff: the team.
  pl(
    'd-an5-pl-kto-zachowawcze',
    'answers5-staff',
    'Który z waszych dentystów zajmuje się, tak zwyczajnie, leczeniem zachowawczym?',
    answered(['staff']),
  ),
];
