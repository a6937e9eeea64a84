/**
 * Development callers of issue #21, answers part 3: questions asked with a reason said in the
 * same breath ("…bo nie noszę gotówki"), in the first person ("prowadzę firmę, dostanę
 * fakturę?"), as a statement ("I wanted to ask if…"), something against the pain asked for
 * the anaesthesia, fillers ("to znaczy", "naraz"), the length of a service named in any of its
 * names, whom the caller reached (a wrong number, or yes and the question answered) and which
 * languages are spoken. Each group has callers that must stay unanswered or untouched (nothing
 * invented). Written for these rules in words of their own, not copied from any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { answered, en, missed, pl, says } from './dev-talk.js';
import type { EvalCaller } from './types.js';

/** A call that ends with nothing done and nothing recorded as missed. */
const nothing = (id: string, lang: 'pl' | 'en', lines: string[]): EvalCaller => ({
  id,
  lang,
  kind: 'answers2-closing',
  lines,
  expect: { outcome: 'no_action' },
});

export const DEV_ANSWERS2: EvalCaller[] = [
  // A reason said after "bo" / "because" sets the scene; its words do not block the answer.
  pl(
    'd-an2-pl-bo-karta',
    'answers2-reason',
    'czy mozna placic karta bo rzadko mam przy sobie drobne',
    answered(['cards']),
  ),
  en(
    'd-an2-en-because-instal',
    'answers2-reason',
    'Can I pay in instalments because the whole treatment will cost a lot',
    answered(['raty']),
  ),
  pl(
    'd-an2-pl-bo-neg',
    'answers2-negative',
    'Czy macie klimatyzację w poczekalni, bo źle znoszę upały?',
    missed,
  ),
  // A verb in the first person says what the caller does, not the subject asked.
  pl(
    'd-an2-pl-ja-faktura',
    'answers2-first-person',
    'Prowadzę małą firmę, wystawicie mi za to fakturę?',
    answered(['invoice']),
  ),
  pl(
    'd-an2-pl-ja-neg',
    'answers2-negative',
    'Używam szczoteczki sonicznej, czy sprzedajecie do niej końcówki?',
    missed,
  ),
  // Money asked one way is answered by an entry that says it another ("dopłacić" / "w cenie").
  pl(
    'd-an2-pl-doplata-znieczulenie',
    'answers2-money',
    'Czy za znieczulenie trzeba u was osobno dopłacać?',
    answered(['anesthesia']),
  ),
  en(
    'd-an2-en-extra-anaesthetic',
    'answers2-money',
    'Do I have to pay extra for the anaesthetic?',
    answered(['anesthesia']),
  ),
  // Something against the pain is the anaesthesia; pain alone stays unknown.
  pl(
    'd-an2-pl-zeby-nie-bolalo',
    'answers2-pain',
    'Czy przy borowaniu dostanę coś, aby nie bolało?',
    answered(['anesthesia']),
  ),
  en(
    'd-an2-en-doesnt-hurt',
    'answers2-pain',
    "Will you give me something so that it doesn't hurt?",
    answered(['anesthesia']),
  ),
  pl('d-an2-pl-bol-neg', 'answers2-negative', 'Czy po wyrwaniu zęba długo będzie bolało?', missed),
  // Fillers: "to znaczy", "naraz".
  pl(
    'd-an2-pl-to-znaczy',
    'answers2-filler',
    'Ile u was kosztuje kanałowe, to znaczy leczenie kanałowe?',
    answered(['rootcanal_price']),
  ),
  pl(
    'd-an2-pl-naraz',
    'answers2-filler',
    'Muszę zapłacić całą kwotę naraz, czy można w częściach?',
    answered(['raty']),
  ),
  // A question said as a statement.
  en(
    'd-an2-en-wanted-ask',
    'answers2-statement',
    'I wanted to ask whether you take patients on the national health fund.',
    answered(['nfz']),
  ),
  en(
    'd-an2-en-wondering',
    'answers2-statement',
    'I was wondering if I could pay with my card.',
    answered(['cards']),
  ),
  // The length of a service, by any of its names, with a reason said beside it.
  pl(
    'd-an2-pl-dlugo-higienizacja',
    'answers2-duration',
    'Jak długo trwa czyszczenie zębów? Pytam, bo mam mało czasu.',
    says(['60']),
  ),
  en(
    'd-an2-en-long-checkup',
    'answers2-duration',
    'Roughly how long is a check-up? I only get a short lunch break.',
    says(['30']),
  ),
  en('d-an2-en-long-removal', 'answers2-duration', 'How long will a tooth removal take?', says(['45'])),
  pl('d-an2-pl-dlugo-neg', 'answers2-negative', 'Ile trwa dojazd do was z lotniska?', missed),
  // Whom the caller reached: another place is a wrong number (nothing recorded as missed)…
  nothing('d-an2-pl-apteka', 'pl', [
    'Dzień dobry, czy to apteka przy Puławskiej? Chciałam zapytać o lek.',
    'Aha, przepraszam bardzo. Do widzenia.',
  ]),
  nothing('d-an2-en-pharmacy', 'en', [
    'Hello, is this the pharmacy on Grove Street? I need to check on a prescription.',
    'Oh, sorry, wrong number. Bye.',
  ]),
  // …this business is a yes, and what else was asked is answered.
  pl(
    'd-an2-pl-to-klinika',
    'answers2-identity',
    'Czy to klinika Uśmiech? Bo chciałem zapytać, czy macie parking.',
    answered(['parking']),
  ),
  en(
    'd-an2-en-this-clinic',
    'answers2-identity',
    'Is this the Uśmiech clinic? Do you treat kids?',
    answered(['kids']),
  ),
  // "Czy to…" of something else is not a question of whom the caller reached.
  pl('d-an2-pl-czy-to-neg', 'answers2-negative', 'Czy to jest bolesny zabieg?', missed),
  // Which languages are spoken; the rest of the question answered.
  en(
    'd-an2-en-speak-parking',
    'answers2-language',
    'Do you speak English? Is there somewhere to park?',
    answered(['parking']),
  ),
  pl('d-an2-pl-po-angielsku', 'answers2-language', 'Czy pani mówi po angielsku?', {
    outcome: ['no_action', 'answered_faq'],
    says: ['angielsku'],
  }),
  en('d-an2-en-language-neg', 'answers2-negative', 'Do you speak English? Do you sell mouthwash?', missed),
  // Someone else's languages the receptionist does not know.
  en('d-an2-en-anyone-neg', 'answers2-negative', 'Does the dentist speak English?', missed),
  // What a doctor said ("powiedział, że…") is why the caller books, not a message to pass on.
  {
    id: 'd-an2-pl-lekarz-powiedzial',
    lang: 'pl',
    kind: 'answers2-service',
    lines: [
      'Lekarka mi powiedziała, że trzeba zrobić leczenie kanałowe. Czy jest wolne jutro o dziesiątej?',
      'Tak, pasuje.',
      'Anna Bąk',
      'Nie, dziękuję.',
    ],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 10:00', service: 'Leczenie kanałowe', minutes: 90, name: 'Anna Bąk' },
    },
  },
  {
    id: 'd-an2-pl-powiedziec-msg',
    lang: 'pl',
    kind: 'answers2-negative',
    lines: ['Proszę powiedzieć pani doktor, że spóźnię się dziesięć minut.', 'Nie, dziękuję.'],
    expect: { outcome: 'callback', message: { includes: ['spozni'] } },
  },
  // A tooth removed is an extraction; the stains removed are not.
  {
    id: 'd-an2-en-tooth-removed',
    lang: 'en',
    kind: 'answers2-service',
    lines: [
      'I need to get a tooth removed, is tomorrow at ten possible?',
      'Yes, that works.',
      'Mark Hill',
      'No thanks.',
    ],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 10:00', service: 'Ekstrakcja', minutes: 45, name: 'Mark Hill' },
    },
  },
  en(
    'd-an2-en-stains-neg',
    'answers2-negative',
    'How much does it cost to remove coffee stains from teeth?',
    missed,
  ),
  // Where the clinic is, asked in the words of a statement.
  en(
    'd-an2-en-where-you-are',
    'answers2-statement',
    "I've got a time booked already, I'm only ringing to check where you are.",
    answered(['address']),
  ),
  // A phrase across the sentences: the car in one, where to stop in the next, is parking.
  pl(
    'd-an2-pl-auto-zatrzymac',
    'answers2-reason',
    'Przyjadę autem. Gdzie mogę stanąć?',
    answered(['parking']),
  ),
  pl(
    'd-an2-pl-auto-neg',
    'answers2-negative',
    'Jadę autem z Krakowa. Gdzie w okolicy można zjeść obiad?',
    missed,
  ),
  // "Gdzie się…" asks the address only of where the clinic is, not where to do something.
  pl('d-an2-pl-gdzie-sie-neg', 'answers2-negative', 'Gdzie się mogę przebrać przed zabiegiem?', missed),
];
