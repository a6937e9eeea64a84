/**
 * Development callers of issue #21 for the context of a turn: the reason of a call back said
 * with the request (before, with or after the number, and a number dictated with a correction
 * adds no words to the message); a follow-up asked of what was just answered ("a od ilu
 * złotych?", "and how long does it take?", "a w sobotę też?"), answered only when that answer
 * holds it; who does a treatment (the team's sentence, never the treatment's price). Negatives:
 * a request without a reason is still asked what to pass on; a follow-up the answer does not
 * hold, or with nothing answered before it, is not known; a treatment the clinic never mentions.
 * In words of their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: Friday is the 27th, Saturday the 28th.
 */
import { as, end, faq, info, make, message, missed } from './script.js';
import type { EvalCaller } from './types.js';

/** Answered first, then a follow-up nobody can answer: the first fact, a missed question. */
const thenMissed = (id: string, facts: string[], lines: string[]) =>
  make(id, { outcome: ['answered_faq', 'no_action'], facts, missed: true }, lines);

export const DEV_CONTEXT: EvalCaller[] = [
  ...as('context-message-reason', [
    // The reason said with the request, the number given (with a correction) when asked.
    message('pl-ctx-powod-przed-numerem', { includes: ['spuchl'], callback: '501202304' }, [
      'Dzień dobry, proszę o oddzwonienie od doktora, po wczorajszym leczeniu kanałowym spuchł mi policzek.',
      'Numer pięćset jeden, dwieście dwa, trzysta trzy... nie, przepraszam, na końcu trzysta cztery. Czyli 501 202 304.',
      end('pl'),
    ]),
    message('en-ctx-reason-before-number', { includes: ['hurts', 'filling'], callback: '731345912' }, [
      'Please have the doctor call me back, my tooth still hurts after the filling.',
      'My number is 731 345 911, sorry, 912 at the end. So that is 731 345 912.',
      end('en'),
    ]),
    message('pl-ctx-powod-z-numerem', { includes: ['plomba'], callback: '602111222' }, [
      'Proszę o telefon zwrotny na numer 602 111 222, wypadła mi wczoraj plomba.',
      end('pl'),
    ]),
    // The reason said after the question what to pass on, with the number.
    message('pl-ctx-powod-po-numerze', { includes: ['zaswiadcz'], callback: '602111223' }, [
      'Czy ktoś może do mnie oddzwonić?',
      'Sześćset dwa, sto jedenaście, dwieście dwadzieścia trzy, chodzi o zaświadczenie dla pracodawcy.',
      end('pl'),
    ]),
    message('en-ctx-reason-after-number', { includes: ['bridge'], callback: '731345913' }, [
      'Could someone give me a call back?',
      '731 345 913, it is about the bridge that came loose.',
      end('en'),
    ]),
    message('en-ctx-reason-first-then-request', { includes: ['crown'], callback: '731345915' }, [
      'My crown came off this morning. Can the dentist ring me back?',
      'Sure, Ann Lee, 731 345 915.',
      end('en'),
    ]),
    // Negatives: no reason said with the request (a name, a time to call): what to pass on is asked.
    message('pl-ctx-bez-powodu-pytanie', { includes: ['przeswietl', 'wrona'], callback: 'caller' }, [
      'Dzień dobry, czy pan doktor mógłby do mnie oddzwonić, najlepiej jutro rano?',
      'Chodzi o wyniki prześwietlenia.',
      'Jan Wrona, na ten numer.',
      end('pl'),
    ]),
    message('en-ctx-name-only-asked', { includes: ['invoice', 'reed'], callback: '731345914' }, [
      'Hi, this is Tom Reed, could someone call me back?',
      'It is about my invoice from last month, on 731 345 914.',
      end('en'),
    ]),
  ]),
  ...as('context-follow-up', [
    faq(
      'pl-ctx-raty-od-ilu-zlotych',
      ['raty'],
      ['Czy da się u was płacić za leczenie w ratach?', 'A od ilu złotych?', end('pl')],
    ),
    faq(
      'en-ctx-instalments-what-amount',
      ['raty'],
      ['Can I spread the cost of my treatment into instalments?', 'And from what amount?', end('en')],
    ),
    faq('pl-ctx-dzieci-od-ilu-lat', ['kids'], ['Czy przyjmujecie dzieci?', 'A od ilu lat?', end('pl')]),
    make('en-ctx-whitening-how-long', { outcome: 'answered_faq', facts: ['whitening'], says: ['90'] }, [
      'Do you do teeth whitening?',
      'And how long does it take?',
      end('en'),
    ]),
    faq(
      'pl-ctx-kanalowe-ile-kosztuje',
      ['rootcanal_price'],
      ['Czy robicie u was leczenie kanałowe?', 'A ile to kosztuje?', end('pl')],
    ),
    faq(
      'pl-ctx-parking-gdzie',
      ['parking'],
      ['Macie parking dla pacjentów?', 'A gdzie dokładnie?', end('pl')],
    ),
    info(
      'pl-ctx-godziny-a-w-sobote',
      ['Do której jesteście otwarci w piątek?', 'A w sobotę też?', end('pl')],
      ['18:00', '13:00'],
    ),
    info(
      'en-ctx-hours-and-saturday',
      ['What time do you close on Wednesday?', 'And on Saturday?', end('en')],
      ['18:00', '13:00'],
    ),
    make('pl-ctx-higienizacja-ile-trwa', { outcome: 'answered_faq', facts: [], says: ['60 minut'] }, [
      'Robicie higienizację?',
      'A ile to trwa?',
      end('pl'),
    ]),
    // Negatives: the answer before does not hold what is asked; nothing answered before.
    thenMissed(
      'pl-ctx-raty-ile-kosztuje',
      ['raty'],
      ['Czy można u was rozłożyć płatność na raty?', 'A ile to kosztuje?', end('pl')],
    ),
    thenMissed(
      'en-ctx-parking-how-long',
      ['parking'],
      ['Is there parking at the clinic?', 'And how long does it take?', end('en')],
    ),
    thenMissed(
      'pl-ctx-znieczulenie-ile',
      ['anesthesia'],
      ['Czy znieczulenie jest u was w cenie?', 'A ile kosztuje?', end('pl')],
    ),
    missed('pl-ctx-od-jakiej-kwoty-bez-kontekstu', ['A od jakiej kwoty?', end('pl')]),
  ]),
  ...as('context-who-does', [
    faq('pl-ctx-kto-wyrywa-zeby', ['staff'], ['Kto u was wyrywa zęby?', end('pl')]),
    faq('en-ctx-who-does-root-canals', ['staff'], ['Who does root canals at your clinic?', end('en')]),
    faq(
      'pl-ctx-jak-sie-nazywa-implanty',
      ['staff'],
      ['Jak się nazywa lekarz, który zakłada implanty?', end('pl')],
    ),
    faq(
      'en-ctx-which-dentist-wisdom',
      ['staff'],
      ['Which of your dentists takes out wisdom teeth?', end('en')],
    ),
    // Negatives: a treatment the clinic never mentions is not known, whoever does it.
    missed('en-ctx-who-does-braces', ['Who does braces at your clinic?', end('en')]),
    missed('pl-ctx-kto-robi-protezy', ['Kto u was robi protezy?', end('pl')]),
  ]),
];
