/**
 * Development callers of the eighteenth round: an hour said after a word of preference
 * ("najchętniej czternasta", "ideally eleven") or after a day of the month and a comma ("środa
 * drugiego, dziesiąta trzydzieści"); a time taken from an offer in colloquial words ("to poproszę
 * dziewiątą", "I'll take nine then"); an hour after closing answered with the day's last times,
 * then one of them said alone; a correction in the same breath in English ("sorry, I mean ten");
 * holding off after a price asked beside the booking ("please don't book anything", "to jednak nie
 * zapisujmy"); FAQ in other words (cash or card "czy raczej", a referral from the public fund,
 * paying in a few parts); a time said as a speaker of another language may ("hour two and half");
 * closings (giving up, "na razie", the answer found on the website). Negatives: what must stay as
 * it was. In words of their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th, Saturday the 28th.
 */
import { as, book, faq, make, missed, NIE, NO, nothing, PRICES } from './script.js';
import type { EvalCaller } from './types.js';

export const DEV_S18: EvalCaller[] = [
  ...as('s18-hour-qualified', [
    book('pl-s18-najchetniej-czternasta', { at: '2026-11-27 14:00', service: 'Higienizacja' }, [
      'Chciałabym na higienizację w piątek. Najchętniej czternasta.',
      'Tak. Marta Sroka.',
      NIE,
    ]),
    book('pl-s18-sroda-drugiego', { at: '2026-12-02 10:30', service: 'Przegląd' }, [
      'Na przegląd poproszę, środa drugiego, dziesiąta trzydzieści?',
      'Tak. Kamil Rak.',
      NIE,
    ]),
    book('en-s18-ideally-eleven', { at: '2026-11-26 11:00', service: 'Higienizacja' }, [
      'A cleaning on Thursday, ideally eleven.',
      'Yes. Nora Bell.',
      NO,
    ]),
    // Negatives: "najlepiej" before a day is no hour; "najlepiej pierwsza" at an offer is the first time.
    book('pl-s18-najlepiej-w-czwartek', { at: '2026-11-26 10:00', service: 'Przegląd' }, [
      'Najlepiej w czwartek, na przegląd.',
      'O dziesiątej.',
      'Tak. Olga Kos.',
      NIE,
    ]),
    book('pl-s18-najlepiej-pierwsza', { at: '2026-11-25 08:00', service: 'Przegląd' }, [
      'Przegląd w środę, proszę.',
      'Najlepiej pierwsza.',
      'Piotr Gaj',
      NIE,
    ]),
  ]),
  ...as('s18-pick-colloquial', [
    book('pl-s18-poprosze-dziewiata', { at: '2026-11-24 09:00', service: 'Przegląd' }, [
      'Jutro rano na przegląd, da się?',
      'Dobra, to poproszę dziewiątą.',
      'Ewa Lis',
      NIE,
    ]),
    book('en-s18-take-nine', { at: '2026-11-27 09:00', service: 'Przegląd' }, [
      'A check-up on Friday, please.',
      "OK, I'll take nine then.",
      'Ben Cole',
      NO,
    ]),
  ]),
  ...as('s18-after-closing', [
    book('pl-s18-dwudziesta-higienizacja', { at: '2026-11-26 17:00', service: 'Higienizacja' }, [
      'Czy w czwartek o dwudziestej da się zrobić higienizację?',
      'Aha, to poproszę siedemnastą.',
      'Zofia Mak',
      NIE,
    ]),
    book('en-s18-whitening-8pm', { at: '2026-11-24 16:30', service: 'Wybielanie' }, [
      'Could I have a whitening on Tuesday at 8 pm?',
      'Half past four then.',
      'Kate Moss',
      NO,
    ]),
  ]),
  ...as('s18-correction-en', [
    book('en-s18-sorry-i-mean-ten', { at: '2026-11-30 10:00', service: 'Przegląd' }, [
      'Check-up on Monday at nine, sorry, I mean ten.',
      'Yes. Max Ford.',
      NO,
    ]),
    // Negative: "sorry" that corrects nothing.
    book('en-s18-sorry-is-it-free', { at: '2026-11-30 09:00', service: 'Przegląd' }, [
      'Check-up on Monday at nine, sorry, is that free?',
      'Yes. Liam Roe.',
      NO,
    ]),
  ]),
  ...as('s18-price-then-hold-off', [
    make('en-s18-dont-book-anything', { outcome: 'no_action', allow: PRICES }, [
      "Can I book a whitening for Wednesday at 2? What's the price, by the way?",
      "Oh, okay. Please don't book anything then.",
      NO,
    ]),
    make('pl-s18-nie-zapisujmy', { outcome: 'no_action', allow: PRICES }, [
      'Chciałbym się zapisać na leczenie kanałowe w czwartek o dziesiątej. Ile to kosztuje?',
      'Oj, to jednak nie zapisujmy.',
      NIE,
    ]),
  ]),
  ...as('s18-faq-words', [
    faq('pl-s18-gotowka-czy-raczej-karta', ['cards'], ['Można u was płacić gotówką, czy raczej kartą?', NIE]),
    faq('pl-s18-skierowanie-nfz', ['nfz'], ['Czy przyjmujecie ze skierowaniem z NFZ?', NIE]),
    faq('pl-s18-kilka-czesci', ['raty'], ['Czy da się rozłożyć opłatę za leczenie na parę części?', NIE]),
    // Negative: a referral alone is not known.
    missed('pl-s18-skierowanie-samo', ['Czy potrzebne jest skierowanie do chirurga?', NIE]),
  ]),
  ...as('s18-non-native', [
    book('en-s18-hour-two-and-half', { at: '2026-11-27 14:30', service: 'Higienizacja' }, [
      'I want visit for cleaning on Friday, hour two and half.',
      'Yes. Olga Bondar.',
      NO,
    ]),
    book('en-s18-ten-and-half', { at: '2026-11-24 10:30', service: 'Przegląd' }, [
      'Tuesday at ten and half, check the teeth please.',
      'Yes. Ivo Kral.',
      NO,
    ]),
  ]),
  ...as('s18-closings', [
    nothing('pl-s18-a-niewazne', ['Dzień dobry… a, nieważne.', 'Na razie.']),
    nothing('pl-s18-znalazlam-na-stronie', [
      'Chciałam o coś zapytać, ale już znalazłam na stronie, dziękuję.',
      NIE,
    ]),
    nothing('en-s18-never-mind', ['Oh, never mind, thanks.', 'Bye.']),
    nothing('en-s18-found-on-website', [
      'I wanted to ask about something, but I found it on the website already. Thanks!',
      'Bye.',
    ]),
    // Negative: giving up one thing and asking another.
    faq('pl-s18-niewazne-parking', ['parking'], ['Nieważne, a macie parking?', NIE]),
  ]),
];
