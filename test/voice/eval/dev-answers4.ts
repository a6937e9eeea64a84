/**
 * Development callers of issue #21, answers part 5: questions misread, and questions that mention
 * booking without being one. A question announced after a remark ("…wyszło drogo i chciałam
 * zapytać, czy…"), an invoice asked with a conditional verb or "doable", a price or the hours
 * asked with booking put off ("zapiszę się później", "not booking yet"), a question of a caller
 * booked already, a visit asked for beside what the caller's working week is, and a broken tooth
 * to be seen at a time the caller names (a booking, while bleeding, swelling or unbearable pain
 * stay emergencies). Each group has callers that must not be touched by the rule. Written in
 * words of their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { answered, en, missed, pl, says } from './dev-talk.js';
import { as, book, transfer } from './script.js';
import type { EvalCaller } from './types.js';

export const DEV_ANSWERS4: EvalCaller[] = [
  // A remark, then "chciałam zapytać, czy…": the remark sets the scene, the question is asked.
  pl(
    'd-an4-pl-raty-announced',
    'answers4-announced',
    'Rachunek za implanty wyszedł wysoki i chciałam zapytać, czy mogę go płacić w ratach.',
    answered(['raty']),
  ),
  pl(
    'd-an4-pl-parking-announced',
    'answers4-announced',
    'Będę jechał z daleka samochodem i chciałem spytać, czy macie parking.',
    answered(['parking']),
  ),
  pl(
    'd-an4-pl-announced-neg',
    'answers4-negative',
    'Leczenie wyszło mi drogo i chciałam zapytać, czy dostanę jakiś zwrot z ubezpieczenia.',
    missed,
  ),
  // An invoice asked with a conditional ("potrzebowałbym") or "is that doable?".
  pl(
    'd-an4-pl-faktura-cond',
    'answers4-invoice',
    'Mam firmę i przydałaby mi się faktura. Dałoby się?',
    answered(['invoice']),
  ),
  pl(
    'd-an4-pl-faktura-potrzebowalbym',
    'answers4-invoice',
    'Potrzebowałbym rachunku wystawionego na działalność. Da się?',
    answered(['invoice']),
  ),
  en(
    'd-an4-en-invoice-doable',
    'answers4-invoice',
    'Could you put the bill on my business as a VAT invoice? Is that doable?',
    answered(['invoice']),
  ),
  pl(
    'd-an4-pl-zaswiadczenie-neg',
    'answers4-negative',
    'Potrzebowałabym zaświadczenia do pracy o wizycie. Wystawicie?',
    missed,
  ),
  en(
    'd-an4-en-doable-neg',
    'answers4-negative',
    'Would a home visit be doable for my grandmother?',
    answered(['home_visits']),
  ),
  // A price or the hours asked, booking put off: the question is answered, nothing offered.
  pl(
    'd-an4-pl-cena-pozniej',
    'answers4-later',
    'Ile u was wychodzi leczenie kanałowe? Zapiszę się potem, jak dostanę wypłatę.',
    answered(['rootcanal_price']),
  ),
  en(
    'd-an4-en-price-later',
    'answers4-later',
    "What does a check-up cost with you? I'll book later once I've looked at my diary.",
    answered(['checkup_price']),
  ),
  pl(
    'd-an4-pl-sobota-nie-teraz',
    'answers4-later',
    'A w soboty do której jesteście? Na razie nie chcę się umawiać.',
    says(['13']),
  ),
  en(
    'd-an4-en-hours-not-yet',
    'answers4-later',
    "Are you open on Saturdays, and till what time? I don't want to book just yet.",
    says(['13']),
  ),
  ...as('answers4-negative', [
    // A day refused, another asked for: still a booking.
    book('pl-an4-nie-na-piatek', { at: '2026-11-28 10:00', service: 'Przegląd' }, [
      'Na przegląd, tylko nie chcę się umawiać na piątek, wolę sobotę o dziesiątej.',
      'Tomasz Rybak',
      'Tak',
      'Nie, dziękuję',
    ]),
  ]),
  // Booked already, a question about the visit: answered, not a new booking.
  pl(
    'd-an4-pl-umowiony-dokumenty',
    'answers4-booked',
    'Mam już umówioną wizytę na wtorek i chciałbym wiedzieć, jakie dokumenty zabrać, bo jestem u was pierwszy raz.',
    answered(['first_visit']),
  ),
  en(
    'd-an4-en-booked-bring',
    'answers4-booked',
    "I'm already booked in for Friday, what should I have with me the first time?",
    answered(['first_visit']),
  ),
  // A visit asked for, with why that day: a booking; the hours asked with it: the hours.
  ...as('answers4-visit', [
    book('pl-an4-praca-sobota', { at: '2026-11-28 10:00', service: 'Higienizacja' }, [
      'Pracuję w tygodniu na zmiany, dlatego chciałabym na higienizację w sobotę o dziesiątej.',
      'Ewa Malinowska',
      'Tak',
      'Nie, dziękuję',
    ]),
    book('en-an4-work-saturday', { at: '2026-11-28 10:00', service: 'Przegląd' }, [
      "I work all week, so I'd like a check-up on Saturday at 10.",
      'Sam Harper',
      'Yes',
      'No, thanks',
    ]),
  ]),
  pl(
    'd-an4-pl-przeglad-godziny-neg',
    'answers4-negative',
    'Chciałbym przyjść na przegląd w sobotę, do której pracujecie?',
    says(['13']),
  ),
  // A broken tooth to be seen at a time named: a booking. Bleeding, swelling, unbearable pain or
  // the damage just now: the emergency still.
  ...as('answers4-broken', [
    book('pl-an4-ukruszony-usunac', { at: '2026-11-26 09:00', service: 'Ekstrakcja' }, [
      'Ukruszył mi się ząb i trzeba go usunąć. Czy jest wolne w czwartek o dziewiątej?',
      'Adam Nowicki',
      'Tak',
      'Nie, dziękuję',
    ]),
    book('en-an4-cracked-extraction', { at: '2026-11-26 14:00', service: 'Ekstrakcja' }, [
      'I need an extraction of a cracked molar. Thursday at 2pm, have you got that?',
      'Lucy Grant',
      'Yes',
      'No, thanks',
    ]),
  ]),
  ...as('answers4-emergency', [
    transfer('pl-an4-zlamany-krwawi', 'main', [
      'Złamałem ząb i bardzo krwawi, czy mogę przyjść o dziesiątej?',
    ]),
    transfer('pl-an4-zlamany-bol', 'main', [
      'Mam złamany ząb i ból nie do wytrzymania, jest coś jutro rano?',
    ]),
    transfer('en-an4-cracked-swollen', 'main', [
      'I cracked a tooth and my cheek is swollen, is 2pm free tomorrow?',
    ]),
    transfer('en-an4-broken-just-now', 'main', [
      'My boy has a broken tooth, he came off the swing just now. Can you see him at noon?',
    ]),
  ]),
];
