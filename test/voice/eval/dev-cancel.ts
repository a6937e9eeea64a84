/**
 * Development callers for a cancellation or a move when nothing is booked on the calling number
 * (issue #21): the request is offered as a message for the staff, and the name and number said
 * next (or "this number", or a plain yes, then the details) leave it; a no, a new booking or a
 * goodbye leave nothing. Questions about the cancellation rules are questions, answered from the
 * clinic's knowledge, not cancellations. Written in our own words.
 */
import { as, end, faq, make, message, nothing } from './script.js';
import type { EvalCaller } from './types.js';

const PASSED_ON = as('cancel-message', [
  message('pl-odw-nazwisko-i-numer', { includes: ['kaczmarek', 'odwol'], callback: '604115226' }, [
    'Chciałabym odwołać wizytę w środę, bo mam gorączkę.',
    'Monika Kaczmarek, telefon 604 115 226.',
    end('pl'),
  ]),
  message('pl-odw-bez-polskich-znakow', { includes: ['lis', 'odwol'], callback: 'caller' }, [
    'dzien dobry, musze odwolac wizyte na piatek, wypadlo mi cos w pracy',
    'Tomasz Lis, mozna dzwonic na ten numer',
    end('pl'),
  ]),
  message('pl-przel-tak-potem-dane', { includes: ['sadowsk', 'przeloz'], callback: '517880441' }, [
    'Mam u was termin w przyszłym tygodniu i muszę go przełożyć.',
    'Tak, poproszę.',
    'Beata Sadowska, 517 880 441.',
    end('pl'),
  ]),
  message('pl-przel-prosba-o-telefon', { includes: ['witkowsk'], callback: 'caller' }, [
    'Muszę przesunąć swoją wizytę na inny dzień, niech ktoś do mnie zadzwoni, to ustalimy.',
    'Jolanta Witkowska, na numer, z którego dzwonię.',
    end('pl'),
  ]),
  message('en-cancel-name-number', { includes: ['harris', 'cancel'], callback: '729330118' }, [
    "Hello, I won't be able to make my appointment on Friday, I'd like to cancel it.",
    "It's Laura Harris, my number is 729 330 118.",
    end('en'),
  ]),
  message('en-move-this-number', { includes: ['cooper'], callback: 'caller' }, [
    'Hi, I need to move my appointment to another day.',
    'Sam Cooper, you can call me on this number.',
    end('en'),
  ]),
]);

const NOT_PASSED_ON = as('cancel-message', [
  // A no to the offer: nothing is left.
  nothing('pl-odw-nie-dziekuje', ['Chcę odwołać wizytę.', 'Nie, dziękuję, to ja sprawdzę.', end('pl')]),
  nothing('en-cancel-no-thanks', [
    'I want to cancel my appointment, please.',
    'No, I will check first.',
    end('en'),
  ]),
  // A new booking after the offer books (the offer is dropped).
  make(
    'pl-przel-a-wiec-nowa',
    {
      outcome: 'booked',
      appointment: { at: '2026-11-27 12:00', service: 'Przegląd', name: 'Roman Kalita' },
    },
    [
      'Chciałem przełożyć wizytę z czwartku.',
      'W takim razie proszę mnie zapisać na przegląd w piątek o dwunastej.',
      'Tak. Roman Kalita.',
      end('pl'),
    ],
  ),
  // A cancellation stated, with a question about the rules in the same breath: it stays a
  // cancellation (nothing booked here: passed on or nothing), the rule may be said.
  make('pl-odw-z-pytaniem-o-zasady', { outcome: ['no_action', 'callback'], allow: ['cancel_policy'] }, [
    'Odwołuję wizytę na jutro, a do kiedy w ogóle można to robić bez opłat?',
    end('pl'),
  ]),
]);

const POLICY = as('cancel-policy', [
  faq(
    'pl-zasady-odwolywania',
    ['cancel_policy'],
    ['Jakie są u państwa zasady odwoływania wizyt?', end('pl')],
  ),
  faq(
    'pl-zasady-dwa-pytania',
    ['cancel_policy'],
    [
      'Jak to u was jest z odwoływaniem terminów? Ile wcześniej trzeba to zgłosić, żeby nie płacić?',
      end('pl'),
    ],
  ),
  faq('pl-oplata-za-odwolanie', ['cancel_policy'], ['Czy pobieracie opłatę za odwołanie wizyty?', end('pl')]),
  faq('en-cancellation-policy', ['cancel_policy'], ["What's your policy on cancellations?", end('en')]),
  faq('en-fee-for-cancelling', ['cancel_policy'], ['Would I pay a fee for cancelling a visit?', end('en')]),
]);

export const DEV_CANCEL: EvalCaller[] = [...PASSED_ON, ...NOT_PASSED_ON, ...POLICY];
