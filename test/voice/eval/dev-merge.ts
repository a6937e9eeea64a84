/**
 * Development callers for what the merge of this session's rounds mended: a statement beside a
 * question is no second question ("Macie karty podarunkowe? Chcę zrobić prezent siostrze."); a
 * turn that names a language keeps its rules ("I don't speak Polish, is English okay? I'd like
 * a check-up…"); who treats teeth "normally" is still the team; a call back on "this number"
 * with no name said asks the name only. Negatives: two questions put as questions are both
 * answered; a number dictated with the request is not asked again.
 * In words of their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: Thursday is the 26th, Friday the 27th.
 */
import { as, book, faq, message, missed } from './script.js';
import type { EvalCaller } from './types.js';

export const DEV_MERGE: EvalCaller[] = [
  ...as('merge-statement', [
    missed('pl-mg-bon-prezent', [
      'Dzień dobry, czy macie karty podarunkowe na higienizację? Chcę zrobić prezent siostrze na urodziny.',
      'Nie, dziękuję',
    ]),
    // Negative: both put as questions, both answered.
    faq(
      'pl-mg-dwa-pytania',
      ['parking', 'cards'],
      ['Czy macie parking? I czy da się zapłacić kartą?', 'Nie, dziękuję'],
    ),
  ]),
  ...as('merge-language', [
    book('en-mg-english-ok', { at: '2026-11-27 10:00', name: 'Tom Reed', service: 'Przegląd' }, [
      "Hello, I don't speak Polish, is English fine? I'd like a check-up on Friday at 10.",
      'Tom Reed',
      'No, thanks',
    ]),
    book('en-mg-english-please', { at: '2026-11-26 12:00', name: 'Ann Lowe' }, [
      'Sorry, my Polish is bad, can we speak English? Thursday at noon would be good for me.',
      'Ann Lowe',
      'No, thanks',
    ]),
  ]),
  ...as('merge-who', [
    faq(
      'pl-mg-kto-leczy-zwyczajnie',
      ['staff'],
      ['Który dentysta zajmuje się u was zwykłym leczeniem zębów, takim zachowawczym?', 'Nie, dziękuję'],
    ),
  ]),
  ...as('merge-message-name', [
    message('pl-mg-ten-numer-imie', { includes: ['faktur', 'lis'], callback: 'caller' }, [
      'Dzień dobry, mam pytanie w sprawie faktury za leczenie. Czy ktoś może oddzwonić na ten numer?',
      'Barbara Lis',
      'Nie, dziękuję',
    ]),
    message('en-mg-this-number-name', { includes: ['invoice', 'grant'], callback: 'caller' }, [
      'Hi, could someone call me back on this number about my invoice?',
      'Helen Grant',
      'No, thanks',
    ]),
    // Negative: the number dictated with the request is not asked again.
    message('pl-mg-numer-podany', { includes: ['faktur'], callback: '601555777' }, [
      'Proszę o telefon w sprawie faktury, numer 601 555 777.',
      'Nie, dziękuję',
    ]),
  ]),
];
