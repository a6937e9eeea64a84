/**
 * Development callers: the address asked by the way there ("pod jakim adresem…", "whereabouts"),
 * parking and the team asked in other words ("sorry, is there somewhere to leave the car?",
 * "jak się nazywają dentyści…"); "it" priced as the service of the booking under way, and holding
 * off after the price; the length and the price of one service asked together; "not booking yet,
 * just wondering how long…" as a question; a call back asked for with a number and nothing of what
 * about, from the doctor: what about is asked. Negatives: a branch, a doctor's speciality, a toilet, a treatment
 * the clinic does not list stay not known; a call back that says what about is taken at once.
 * In words of their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw: Thursday is the 26th, Friday the 27th.
 */
import { as, faq, info, make, message, missed, PRICES } from './script.js';
import type { EvalCaller } from './types.js';

const NIE = 'Nie, dziękuję';
const NO = 'No, thanks';

export const DEV_S16B: EvalCaller[] = [
  ...as('s16b-address', [
    faq('pl-s16b-adres-trafie', ['address'], ['Pod jakim adresem was szukać?', NIE]),
    faq(
      'pl-s16b-adres-znajde-gabinet',
      ['address'],
      ['Przepraszam, jaki macie adres, gdzie was znajdę?', NIE],
    ),
    faq('en-s16b-whereabouts', ['address'], ['Whereabouts is your clinic?', NO]),
    faq('en-s16b-whereabouts-street', ['address'], ['Whereabouts are you? Which street?', NO]),
    // Negative: another branch is not the address known.
    missed('pl-s16b-adres-filia', ['Pod jakim adresem jest wasza filia w Krakowie?', NIE]),
  ]),
  ...as('s16b-parking', [
    faq('en-s16b-sorry-parking', ['parking'], ['Sorry, is there some place to park my car?', NO]),
    faq('en-s16b-pardon-parking', ['parking'], ['Pardon me, you have parking for patients?', NO]),
    faq('pl-s16b-przepraszam-parking', ['parking'], ['Przepraszam, czy mogę gdzieś u was zaparkować?', NIE]),
    // Negative: an apology before a question the clinic cannot answer.
    missed('en-s16b-sorry-toilet', ['Sorry, do you have a baby changing table?', NO]),
  ]),
  ...as('s16b-staff', [
    faq('pl-s16b-nazwiska-dentystow', ['staff'], ['Jak się nazywają dentyści, którzy u was pracują?', NIE]),
    faq('pl-s16b-lekarze-ktorzy-lecza', ['staff'], ['A lekarze, którzy u was leczą, to kto?', NIE]),
    faq('en-s16b-names-of-dentists', ['staff'], ['What are the names of the dentists there?', NO]),
    faq(
      'en-s16b-doctors-who-work',
      ['staff'],
      ['The doctors who work at your place, what are they called?', NO],
    ),
    // Negative: a speciality of the team the clinic does not state.
    missed('pl-s16b-lekarze-ortodonta', ['Czy lekarze, którzy u was pracują, są ortodontami?', NIE]),
  ]),
  ...as('s16b-price-of-booking', [
    make('pl-s16b-wybielanie-ile-to-wlasciwie', { outcome: 'no_action', allow: PRICES }, [
      'Poproszę wybielanie w piątek o dziesiątej.',
      'A ile to właściwie wychodzi?',
      'Hmm, muszę się jeszcze zastanowić, na razie się nie umawiam.',
      NIE,
    ]),
    make('en-s16b-whitening-how-much-actually', { outcome: 'no_action', allow: PRICES }, [
      "I'd like whitening on Friday at ten.",
      'How much does it actually cost?',
      "That's a lot. I'll think it over, not booking for now.",
      NO,
    ]),
  ]),
  ...as('s16b-length-and-price', [
    info(
      'pl-s16b-higienizacja-trwa-kosztuje',
      ['Higienizacja u was jak długo trwa i ile kosztuje?', NIE],
      ['60', '300'],
      PRICES,
    ),
    info(
      'en-s16b-extraction-long-much',
      ['An extraction, how long does it take and how much is it?', NO],
      ['45', '400'],
      PRICES,
    ),
    // Negative: a treatment not on the list is neither timed nor priced.
    missed('pl-s16b-licowki-trwa-kosztuje', ['Licówki u was ile trwają i ile kosztują?', NIE]),
  ]),
  ...as('s16b-not-booking-yet', [
    info(
      'en-s16b-not-booking-how-long',
      ["I'm not booking yet, I just want to know how long a cleaning takes.", NO],
      ['60'],
    ),
    info(
      'pl-s16b-nie-zapisuje-ile-trwa',
      ['Na razie się nie zapisuję, chciałam tylko zapytać, ile trwa wybielanie.', NIE],
      ['90'],
    ),
    // Negative: put off with a question of something not known.
    missed('en-s16b-not-booking-braces', [
      "I'm not booking yet, I'm just wondering how long braces take.",
      NO,
    ]),
  ]),
  ...as('s16b-message-what-about', [
    message('pl-s16b-oddzwonic-w-sprawie', { includes: ['protez'], callback: '605118229' }, [
      'Dzień dobry, proszę, żeby lekarz do mnie oddzwonił na numer 605 118 229.',
      'Chodzi o protezę, którą zamawiałam.',
      NIE,
    ]),
    message('en-s16b-ring-me-back-about', { includes: ['invoice'], callback: '605118229' }, [
      'Could the dentist ring me back at 605 118 229, please?',
      "It's about the invoice from my last visit.",
      NO,
    ]),
    // Negatives: anyone asked to call back (whoever calls asks what about), or what about said
    // with the request: taken at once.
    message('pl-s16b-ktos-oddzwoni', { callback: '605118229' }, [
      'Proszę, żeby ktoś do mnie oddzwonił, numer 605 118 229.',
    ]),
    message('pl-s16b-oddzwonic-z-powodem', { includes: ['korony'], callback: '605118229' }, [
      'Proszę o telefon zwrotny w sprawie korony, numer 605 118 229.',
      NIE,
    ]),
  ]),
];
