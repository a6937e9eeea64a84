/**
 * Development callers of issue #21 (written for tuning the rules; the held-out sets are never
 * read): each kind of miss the issue describes, in words of its own, Polish and English, against
 * the evaluation clinic (`clinic.ts`). Run by `test/voice/dev-eval.test.ts` and
 * `bench/voice-eval.ts --set dev`.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th.
 */
import { DEV_AFTBOOK } from './dev-aftbook.js';
import { DEV_ANSWERS, DEV_ANSWERS_SETTINGS } from './dev-answers.js';
import { DEV_ANSWERS2 } from './dev-answers2.js';
import { DEV_ANSWERS3 } from './dev-answers3.js';
import { DEV_ANSWERS4 } from './dev-answers4.js';
import { DEV_ANSWERS5 } from './dev-answers5.js';
import { DEV_CANCEL } from './dev-cancel.js';
import { DEV_CHANGES } from './dev-changes.js';
import { DEV_COMPOUND } from './dev-compound.js';
import { DEV_CONTEXT } from './dev-context.js';
import { DEV_FAQ } from './dev-faq.js';
import { DEV_FBOOK } from './dev-fbook.js';
import { DEV_FTALK } from './dev-ftalk.js';
import { DEV_LEMMAS } from './dev-lemmas.js';
import { DEV_MERGE } from './dev-merge.js';
import { DEV_MESSAGES } from './dev-messages.js';
import { DEV_REST } from './dev-rest.js';
import { DEV_REVIEW3 } from './dev-review3.js';
import { DEV_S16A } from './dev-s16a.js';
import { DEV_S16B } from './dev-s16b.js';
import { DEV_S17 } from './dev-s17.js';
import { DEV_S18 } from './dev-s18.js';
import { DEV_S19 } from './dev-s19.js';
import { DEV_SLOTS } from './dev-slots.js';
import { DEV_SLOTS2 } from './dev-slots2.js';
import { DEV_SLOTS3 } from './dev-slots3.js';
import { DEV_SLOTS4 } from './dev-slots4.js';
import { DEV_TALK } from './dev-talk.js';
import { DEV_TALK2 } from './dev-talk2.js';
import { DEV_TALK3 } from './dev-talk3.js';
import { DEV_TIMES } from './dev-times.js';
import { DEV_TIMES2 } from './dev-times2.js';
import { DEV_TIMES3 } from './dev-times3.js';
import type { EvalCaller } from './types.js';

const answered = (facts: string[]) => ({ outcome: 'answered_faq', facts });
const missed = { outcome: ['no_action', 'answered_faq'], missed: true };

const FIRST: EvalCaller[] = [
  // 1. Polish FAQ: inflection and synonyms
  {
    id: 'd-pl-blik',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Dzień dobry, czy mogę u was zapłacić blikiem albo kartą?', 'Nie, dziękuję.'],
    expect: answered(['cards']),
  },
  {
    id: 'd-pl-terminal',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Czy da się u państwa płacić kartą kredytową?', 'To wszystko, dziękuję.'],
    expect: answered(['cards']),
  },
  {
    id: 'd-pl-wozek',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Czy mój tata wjedzie do was wózkiem inwalidzkim?', 'Nie, dziękuję.'],
    expect: answered(['wheelchair']),
  },
  {
    id: 'd-pl-wozek2',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Poruszam się na wózku, czy dam radę do was wjechać?', 'Dziękuję, do widzenia.'],
    expect: answered(['wheelchair']),
  },
  {
    id: 'd-pl-umowa',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Czy macie umowę z NFZ?', 'Nie, dziękuję.'],
    expect: answered(['nfz']),
  },
  {
    id: 'd-pl-umowy',
    lang: 'pl',
    kind: 'faq-pl',
    lines: [
      'Chciałam zapytać, czy klinika ma podpisaną umowę z Narodowym Funduszem Zdrowia.',
      'Dziękuję, to wszystko.',
    ],
    expect: answered(['nfz']),
  },
  {
    id: 'd-pl-umowie',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Czy przyjmujecie w ramach umowy z funduszem?', 'Nie, dzięki.'],
    expect: answered(['nfz']),
  },
  {
    id: 'd-pl-raty',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Czy za leczenie można płacić w ratach?', 'Nie, dziękuję.'],
    expect: answered(['raty']),
  },
  {
    id: 'd-pl-telefon',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Można u was płacić telefonem, blikiem?', 'Nie, dziękuję.'],
    expect: answered(['cards']),
  },
  {
    id: 'd-pl-miejsca',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Czy macie miejsca parkingowe?', 'Nie, dziękuję.'],
    expect: answered(['parking']),
  },
  {
    id: 'd-pl-samochod',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Gdzie mogę zostawić samochód?', 'Nie, dziękuję.'],
    expect: answered(['parking']),
  },
  {
    id: 'd-pl-domowe',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Czy przyjeżdżacie do domu pacjenta?', 'Nie, dziękuję.'],
    expect: answered(['home_visits']),
  },
  {
    id: 'd-pl-kto',
    lang: 'pl',
    kind: 'faq-pl',
    lines: ['Kto u was pracuje?', 'Nie, dziękuję.'],
    expect: answered(['staff']),
  },
  {
    id: 'd-pl-pies',
    lang: 'pl',
    kind: 'honest',
    lines: ['Czy mogę przyjść z psem?', 'Nie, dziękuję.'],
    expect: missed,
  },
  // 2. English FAQ, and English questions answered only in Polish
  {
    id: 'd-en-park',
    lang: 'en',
    kind: 'faq-en',
    lines: ['Hi, is there somewhere to park near you?', 'No thanks, bye.'],
    expect: answered(['parking']),
  },
  {
    id: 'd-en-park2',
    lang: 'en',
    kind: 'faq-en',
    lines: ['Can I park my car at the clinic?', 'No, that is all.'],
    expect: answered(['parking']),
  },
  {
    id: 'd-en-anaesth',
    lang: 'en',
    kind: 'faq-en',
    lines: ['Is the anaesthesia included in the price?', 'No thanks.'],
    expect: answered(['anesthesia']),
  },
  {
    id: 'd-en-anesth',
    lang: 'en',
    kind: 'faq-en',
    lines: ['Do I pay extra for anesthesia?', "No, that's all, thank you."],
    expect: answered(['anesthesia']),
  },
  {
    id: 'd-en-nfz',
    lang: 'en',
    kind: 'faq-en',
    lines: ['Are you contracted with the national health fund?', 'No thank you.'],
    expect: answered(['nfz']),
  },
  {
    id: 'd-en-public',
    lang: 'en',
    kind: 'faq-en',
    lines: ['Do you take patients on public health insurance?', 'No thanks, goodbye.'],
    expect: answered(['nfz']),
  },
  {
    id: 'd-en-kids',
    lang: 'en',
    kind: 'faq-en',
    lines: ['Do you treat kids as well?', 'No thanks.'],
    expect: answered(['kids']),
  },
  {
    id: 'd-en-wheel',
    lang: 'en',
    kind: 'faq-en',
    lines: ['My mum uses a wheelchair, can she get into the clinic?', 'No thanks.'],
    expect: answered(['wheelchair']),
  },
  {
    id: 'd-en-leave-car',
    lang: 'en',
    kind: 'faq-en',
    lines: ['Where can I leave my car?', 'No thanks.'],
    expect: answered(['parking']),
  },
  {
    id: 'd-en-disabled',
    lang: 'en',
    kind: 'faq-en',
    lines: ['Is the practice accessible for disabled people?', 'No thanks.'],
    expect: answered(['wheelchair']),
  },
  {
    id: 'd-en-house-calls',
    lang: 'en',
    kind: 'faq-en',
    lines: ['Do you make house calls?', 'No thanks.'],
    expect: answered(['home_visits']),
  },
  {
    id: 'd-en-hours-before',
    lang: 'en',
    kind: 'knowledge-intent',
    lines: ['How many hours before can I cancel?', 'No thanks.'],
    expect: answered(['cancel_policy']),
  },
  {
    id: 'd-en-dog',
    lang: 'en',
    kind: 'honest',
    lines: ['Can I come with my dog?', 'No thanks.'],
    expect: missed,
  },
  // 3. Knowledge questions with booking or cancel words
  {
    id: 'd-pl-zabrac',
    lang: 'pl',
    kind: 'knowledge-intent',
    lines: ['Co powinienem zabrać ze sobą na pierwszą wizytę?', 'Nie, dziękuję.'],
    expect: answered(['first_visit']),
  },
  {
    id: 'd-pl-odwolac',
    lang: 'pl',
    kind: 'knowledge-intent',
    lines: ['Do kiedy mogę odwołać wizytę bez opłat?', 'Nie, dziękuję.'],
    expect: answered(['cancel_policy']),
  },
  {
    id: 'd-pl-odwolanie',
    lang: 'pl',
    kind: 'knowledge-intent',
    lines: ['Ile wcześniej trzeba odwołać wizytę, żeby nie płacić?', 'Dziękuję, do widzenia.'],
    expect: answered(['cancel_policy']),
  },
  {
    id: 'd-en-bring',
    lang: 'en',
    kind: 'knowledge-intent',
    lines: ['What do I need to bring to my first appointment?', 'No thanks.'],
    expect: answered(['first_visit']),
  },
  {
    id: 'd-en-cancel',
    lang: 'en',
    kind: 'knowledge-intent',
    lines: ['How late can I cancel an appointment without paying?', 'No thanks.'],
    expect: answered(['cancel_policy']),
  },
  {
    id: 'd-en-cancel2',
    lang: 'en',
    kind: 'knowledge-intent',
    lines: ['Until when can I cancel my visit free of charge?', 'No, thank you.'],
    expect: answered(['cancel_policy']),
  },
  {
    id: 'd-en-home',
    lang: 'en',
    kind: 'knowledge-intent',
    lines: ['Do you also do visits at home?', 'No thanks.'],
    expect: answered(['home_visits']),
  },
  // a real cancel request stays an action (no appointment of this caller: the cancellation is passed on)
  {
    id: 'd-pl-cancel-real',
    lang: 'pl',
    kind: 'knowledge-intent',
    lines: ['Chcę odwołać wizytę.', 'Nie, dziękuję.'],
    expect: { outcome: ['no_action', 'callback'] },
  },
  {
    id: 'd-en-cancel-real',
    lang: 'en',
    kind: 'knowledge-intent',
    lines: ['I want to cancel my appointment.', 'No thanks.'],
    expect: { outcome: ['no_action', 'callback'] },
  },
  // 4. "anything tomorrow morning?", "the first one", a bare name
  {
    id: 'd-en-morning',
    lang: 'en',
    kind: 'booking',
    lines: ['Do you have anything tomorrow morning?', 'The first one.', 'Tom Baker', 'No thanks, bye.'],
    expect: { outcome: 'booked', appointment: { at: '2026-11-24 08:00', name: 'Tom Baker' } },
  },
  {
    id: 'd-en-morning2',
    lang: 'en',
    kind: 'booking',
    lines: ['Anything free tomorrow morning?', "I'll take the first one", 'Sarah Connor', 'No, thank you.'],
    expect: { outcome: 'booked', appointment: { at: '2026-11-24 08:00', name: 'Sarah Connor' } },
  },
  {
    id: 'd-pl-rano',
    lang: 'pl',
    kind: 'booking',
    lines: ['Czy macie coś jutro rano?', 'Ta pierwsza.', 'Jan Nowak', 'Nie, dziękuję.'],
    expect: { outcome: 'booked', appointment: { at: '2026-11-24 08:00', name: 'Jan Nowak' } },
  },
  {
    id: 'd-pl-rano2',
    lang: 'pl',
    kind: 'booking',
    lines: ['Jest coś wolnego jutro przed południem?', 'Poproszę pierwszą.', 'Ewa Lis', 'Nie, dzięki.'],
    expect: { outcome: 'booked', appointment: { at: '2026-11-24 08:00', name: 'Ewa Lis' } },
  },
  // 5. Change of mind into a question mid-booking
  {
    id: 'd-en-mind-park',
    lang: 'en',
    kind: 'midbooking',
    lines: [
      'I would like to book a checkup tomorrow.',
      'Actually never mind, can you just tell me if you have parking?',
      'No thanks, bye.',
    ],
    expect: { outcome: 'answered_faq', facts: ['parking'], allow: ['checkup_price'] },
  },
  {
    id: 'd-pl-mind-park',
    lang: 'pl',
    kind: 'midbooking',
    lines: [
      'Chciałbym umówić przegląd na jutro.',
      'A właściwie nieważne, czy jest u was parking?',
      'Nie, dziękuję.',
    ],
    expect: { outcome: 'answered_faq', facts: ['parking'], allow: ['checkup_price'] },
  },
  {
    id: 'd-en-mind-card',
    lang: 'en',
    kind: 'midbooking',
    lines: [
      'Can I book an appointment for tomorrow afternoon?',
      'Hold on, first, do you take cards?',
      'No thanks, goodbye.',
    ],
    expect: { outcome: 'answered_faq', facts: ['cards'] },
  },
  // 6. Polite closings in every state
  {
    id: 'd-pl-close-open',
    lang: 'pl',
    kind: 'closing',
    lines: ['Nie, dziękuję.'],
    expect: { outcome: 'no_action' },
  },
  {
    id: 'd-en-close-open',
    lang: 'en',
    kind: 'closing',
    lines: ['Hello, sorry, wrong number.'],
    expect: { outcome: 'no_action' },
  },
  {
    id: 'd-en-close-pick',
    lang: 'en',
    kind: 'closing',
    lines: ['Can I book a visit tomorrow?', 'No thanks, I will think about it.'],
    expect: { outcome: 'no_action' },
  },
  {
    id: 'd-pl-close-pick',
    lang: 'pl',
    kind: 'closing',
    lines: ['Chciałabym się umówić na jutro.', 'Nie, dziękuję, zastanowię się.'],
    expect: { outcome: 'no_action' },
  },
  {
    id: 'd-en-close-msg',
    lang: 'en',
    kind: 'closing',
    lines: ['Do you have a sauna?', 'No thanks.'],
    expect: { outcome: ['no_action'], missed: true },
  },
  {
    id: 'd-pl-close-name',
    lang: 'pl',
    kind: 'closing',
    lines: ['Chcę się umówić jutro o 10.', 'Przepraszam, pomyłka, do widzenia.'],
    expect: { outcome: 'no_action' },
  },
  {
    id: 'd-en-nothanks-but',
    lang: 'en',
    kind: 'closing',
    lines: ['Do you issue invoices?', 'No thanks, but do you have parking?', 'No, bye.'],
    expect: answered(['invoice', 'parking']),
  },
  {
    id: 'd-en-close-thanks',
    lang: 'en',
    kind: 'closing',
    lines: ['Is there parking?', 'No, thanks.'],
    expect: answered(['parking']),
  },
  // the threshold stays honest: one shared word is not a match
  {
    id: 'd-pl-unknown-card',
    lang: 'pl',
    kind: 'honest',
    lines: ['Czy wydajecie karty podarunkowe dla bliskich?', 'Nie, dziękuję.'],
    expect: missed,
  },
  {
    id: 'd-pl-unknown-park',
    lang: 'pl',
    kind: 'honest',
    lines: ['Czy w parku obok jest plac zabaw dla psów?', 'Nie, dziękuję.'],
    expect: missed,
  },
  {
    id: 'd-en-unknown-fund',
    lang: 'en',
    kind: 'honest',
    lines: ['Do you run a fundraiser for charity?', 'No thanks.'],
    expect: missed,
  },
  {
    id: 'd-en-unknown-cancel',
    lang: 'en',
    kind: 'honest',
    lines: ['What happens if the doctor cancels on me, do I get a voucher?', 'No thanks.'],
    expect: { outcome: 'no_action' },
  }, // no cancellation policy said
  {
    id: 'd-en-unknown-bring',
    lang: 'en',
    kind: 'honest',
    lines: ['Can I bring my own music to listen to during the treatment?', 'No thanks.'],
    expect: missed,
  },
  {
    id: 'd-pl-unknown-umowa',
    lang: 'pl',
    kind: 'honest',
    lines: ['Czy podpisujecie umowę o zachowaniu poufności?', 'Nie, dziękuję.'],
    expect: missed,
  },
  // 7. Services named the way people say them (round 2)
  {
    id: 'd2-pl-czyszczenie',
    lang: 'pl',
    kind: 'services',
    lines: [
      'Chciałabym się umówić na czyszczenie zębów jutro rano.',
      'Ta pierwsza.',
      'Anna Kot',
      'Nie, dziękuję.',
    ],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Higienizacja', minutes: 60, name: 'Anna Kot' },
    },
  },
  {
    id: 'd2-en-scaling',
    lang: 'en',
    kind: 'services',
    lines: ['Could I book a scale and polish tomorrow morning?', 'The first one.', 'Mark Hill', 'No thanks.'],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Higienizacja', minutes: 60, name: 'Mark Hill' },
    },
  },
  {
    id: 'd2-pl-wyrwac',
    lang: 'pl',
    kind: 'services',
    lines: ['Muszę wyrwać ząb, macie coś jutro rano?', 'Pierwszy.', 'Piotr Wolski', 'Nie, dziękuję.'],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Ekstrakcja', minutes: 45, name: 'Piotr Wolski' },
    },
  },
  {
    id: 'd2-en-pull',
    lang: 'en',
    kind: 'services',
    lines: [
      'I need to have a tooth pulled, anything tomorrow morning?',
      'The first one.',
      'Jane Doe',
      'No thanks.',
    ],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Ekstrakcja', minutes: 45, name: 'Jane Doe' },
    },
  },
  {
    id: 'd2-pl-kanalowe',
    lang: 'pl',
    kind: 'services',
    lines: ['Chcę się zapisać na leczenie kanałowe, jutro rano.', 'Pierwsza.', 'Ewa Nowak', 'Nie, dzięki.'],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Leczenie kanałowe', minutes: 90, name: 'Ewa Nowak' },
    },
  },
  {
    id: 'd2-en-whiten',
    lang: 'en',
    kind: 'services',
    lines: [
      'I would like to get my teeth whitened tomorrow morning.',
      'The first one.',
      'Lucy Grey',
      'No thanks.',
    ],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Wybielanie', minutes: 90, name: 'Lucy Grey' },
    },
  },
  {
    id: 'd2-pl-wybielic',
    lang: 'pl',
    kind: 'services',
    lines: ['Chciałbym wybielić zęby, jest coś jutro rano?', 'Pierwsza.', 'Adam Mazur', 'Nie, dziękuję.'],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Wybielanie', minutes: 90, name: 'Adam Mazur' },
    },
  },
  {
    id: 'd2-en-checkup',
    lang: 'en',
    kind: 'services',
    lines: ['Can I come in for a check-up tomorrow morning?', 'The first one.', 'Tom Reed', 'No thanks.'],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Przegląd', minutes: 30, name: 'Tom Reed' },
    },
  },
  {
    id: 'd2-pl-oferta',
    lang: 'pl',
    kind: 'services',
    lines: ['Jakie usługi u was można zrobić?', 'Nie, dziękuję.'],
    expect: {
      outcome: ['answered_faq', 'no_action'],
      says: ['higienizac', 'ekstrakc'],
      allow: ['checkup_price', 'whitening', 'rootcanal_price'],
    },
  },
  {
    id: 'd2-en-offer',
    lang: 'en',
    kind: 'services',
    lines: ['What treatments do you offer?', 'No thanks.'],
    expect: {
      outcome: ['answered_faq', 'no_action'],
      says: ['higienizac', 'ekstrakc'],
      allow: ['checkup_price', 'whitening', 'rootcanal_price'],
    },
  },
  {
    id: 'd2-pl-ile-wybielanie',
    lang: 'pl',
    kind: 'services',
    lines: ['Ile u was kosztuje wybielanie?', 'Nie, dziękuję.'],
    expect: answered(['whitening']),
  },
  {
    id: 'd2-en-price-rootcanal',
    lang: 'en',
    kind: 'services',
    lines: ['How much do you charge for a root canal?', 'No thanks.'],
    expect: answered(['rootcanal_price']),
  },
  {
    id: 'd2-pl-ile-kontrola',
    lang: 'pl',
    kind: 'services',
    lines: ['Ile płaci się za kontrolę?', 'Nie, dziękuję.'],
    expect: answered(['checkup_price']),
  },
  // 8. Knowledge-document facts asked in many ways
  {
    id: 'd2-pl-trafic',
    lang: 'pl',
    kind: 'knowledge',
    lines: ['Jak do was trafić?', 'Nie, dziękuję.'],
    expect: { ...answered(['address']), allow: ['metro'] },
  },
  {
    id: 'd2-pl-znajdujecie',
    lang: 'pl',
    kind: 'knowledge',
    lines: ['Gdzie się znajdujecie?', 'Nie, dziękuję.'],
    expect: { ...answered(['address']), allow: ['metro'] },
  },
  {
    id: 'd2-en-where',
    lang: 'en',
    kind: 'knowledge',
    lines: ['Where are you located?', 'No thanks.'],
    expect: { ...answered(['address']), allow: ['metro'] },
  },
  {
    id: 'd2-en-metro',
    lang: 'en',
    kind: 'knowledge',
    lines: ["What's the nearest tube station?", 'No thanks.'],
    expect: { ...answered(['metro']), allow: ['address'] },
  },
  {
    id: 'd2-pl-metro',
    lang: 'pl',
    kind: 'knowledge',
    lines: ['Jak dojechać do was komunikacją miejską?', 'Nie, dziękuję.'],
    expect: { ...answered(['metro']), allow: ['address'] },
  },
  {
    id: 'd2-pl-kto-przyjmuje',
    lang: 'pl',
    kind: 'knowledge',
    lines: ['Kto u was przyjmuje?', 'Nie, dziękuję.'],
    expect: answered(['staff']),
  },
  {
    id: 'd2-en-surgeon',
    lang: 'en',
    kind: 'knowledge',
    lines: ['Who is your surgeon?', 'No thanks.'],
    expect: answered(['staff']),
  },
  {
    id: 'd2-en-documents',
    lang: 'en',
    kind: 'knowledge',
    lines: ['Which documents should I have with me for the first visit?', 'No thanks.'],
    expect: answered(['first_visit']),
  },
  {
    id: 'd2-pl-dokumenty',
    lang: 'pl',
    kind: 'knowledge',
    lines: ['Jakie dokumenty są potrzebne na pierwszą wizytę?', 'Nie, dziękuję.'],
    expect: answered(['first_visit']),
  },
  {
    id: 'd2-en-wifi',
    lang: 'en',
    kind: 'knowledge',
    lines: ['Is there wifi in the waiting room?', 'No thanks.'],
    expect: answered(['wifi']),
  },
  // 9. FAQ synonyms
  {
    id: 'd2-pl-przelew',
    lang: 'pl',
    kind: 'faq-syn',
    lines: ['Czy mogę zapłacić przelewem?', 'Nie, dziękuję.'],
    expect: missed,
  },
  {
    id: 'd2-en-blik',
    lang: 'en',
    kind: 'faq-syn',
    lines: ['Can I pay with BLIK?', 'No thanks.'],
    expect: answered(['cards']),
  },
  {
    id: 'd2-pl-czesci',
    lang: 'pl',
    kind: 'faq-syn',
    lines: ['Czy można spłacać leczenie w częściach?', 'Nie, dziękuję.'],
    expect: answered(['raty']),
  },
  {
    id: 'd2-en-instalments',
    lang: 'en',
    kind: 'faq-syn',
    lines: ['Can I pay in instalments?', 'No thanks.'],
    expect: answered(['raty']),
  },
  {
    id: 'd2-en-spread',
    lang: 'en',
    kind: 'faq-syn',
    lines: ['Is it possible to spread the cost of treatment?', 'No thanks.'],
    expect: answered(['raty']),
  },
  {
    id: 'd2-pl-niepelnosprawni',
    lang: 'pl',
    kind: 'faq-syn',
    lines: ['Czy gabinet jest przystosowany dla niepełnosprawnych?', 'Nie, dziękuję.'],
    expect: answered(['wheelchair']),
  },
  {
    id: 'd2-en-stepfree',
    lang: 'en',
    kind: 'faq-syn',
    lines: ['Is there step-free access?', 'No thanks.'],
    expect: answered(['wheelchair']),
  },
  {
    id: 'd2-pl-zaparkowac',
    lang: 'pl',
    kind: 'faq-syn',
    lines: ['Czy da się gdzieś u was zaparkować?', 'Nie, dziękuję.'],
    expect: answered(['parking']),
  },
  {
    id: 'd2-pl-auto',
    lang: 'pl',
    kind: 'faq-syn',
    lines: ['Jest miejsce dla auta pod kliniką?', 'Nie, dziękuję.'],
    expect: answered(['parking']),
  },
  // 10. English callers, facts only in Polish
  {
    id: 'd2-en-children',
    lang: 'en',
    kind: 'cross-lang',
    lines: ['From what age do you see children?', 'No thanks.'],
    expect: answered(['kids']),
  },
  {
    id: 'd2-en-instal-pl',
    lang: 'en',
    kind: 'cross-lang',
    lines: ['Do you offer payment plans?', 'No thanks.'],
    expect: answered(['raty']),
  },
  // negatives: one shared word
  {
    id: 'd2-pl-neg-raty',
    lang: 'pl',
    kind: 'honest',
    lines: ['Czy sprzedajecie szczoteczki do zębów?', 'Nie, dziękuję.'],
    expect: missed,
  },
  {
    id: 'd2-en-neg-park',
    lang: 'en',
    kind: 'honest',
    lines: ['Is there a park nearby where my kids can play?', 'No thanks.'],
    expect: missed,
  },
  {
    id: 'd2-en-neg-surgeon',
    lang: 'en',
    kind: 'honest',
    lines: ['Does the surgeon speak German?', 'No thanks.'],
    expect: missed,
  },
  {
    id: 'd2-pl-neg-dokument',
    lang: 'pl',
    kind: 'honest',
    lines: ['Czy wydajecie zaświadczenie do pracy po wizycie?', 'Nie, dziękuję.'],
    expect: missed,
  },
  {
    id: 'd2-en-neg-price',
    lang: 'en',
    kind: 'honest',
    lines: ['How much is a dental implant?', 'No thanks.'],
    expect: missed,
  },
  // 11. More of the same kinds, other words
  {
    id: 'd3-pl-kontrola',
    lang: 'pl',
    kind: 'services',
    lines: [
      'Chciałbym się zapisać na kontrolę, najlepiej jutro rano.',
      'Pierwsza.',
      'Jan Kowal',
      'Nie, dziękuję.',
    ],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Przegląd', minutes: 30, name: 'Jan Kowal' },
    },
  },
  {
    id: 'd3-en-cleaning',
    lang: 'en',
    kind: 'services',
    lines: [
      "I'd like to get my teeth cleaned, anything tomorrow morning?",
      'The first one.',
      'Amy Stone',
      'No thanks.',
    ],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Higienizacja', minutes: 60, name: 'Amy Stone' },
    },
  },
  {
    id: 'd3-pl-usunac',
    lang: 'pl',
    kind: 'services',
    lines: ['Trzeba mi usunąć ząb, macie coś jutro rano?', 'Pierwszy termin.', 'Olga Kruk', 'Nie, dziękuję.'],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Ekstrakcja', minutes: 45, name: 'Olga Kruk' },
    },
  },
  {
    id: 'd3-en-rootcanal',
    lang: 'en',
    kind: 'services',
    lines: [
      'I think I need root canal treatment, can I come tomorrow morning?',
      'The first one.',
      'Ben Fox',
      'No thanks.',
    ],
    expect: {
      outcome: 'booked',
      appointment: { at: '2026-11-24 08:00', service: 'Leczenie kanałowe', minutes: 90, name: 'Ben Fox' },
    },
  },
  {
    id: 'd3-pl-zajmujecie',
    lang: 'pl',
    kind: 'services',
    lines: ['Czym się zajmujecie w klinice?', 'Nie, dziękuję.'],
    expect: {
      outcome: ['answered_faq', 'no_action'],
      says: ['higienizac', 'ekstrakc'],
      allow: ['checkup_price', 'whitening', 'rootcanal_price'],
    },
  },
  {
    id: 'd3-en-services',
    lang: 'en',
    kind: 'services',
    lines: ['What services do you have?', 'No thanks.'],
    expect: {
      outcome: ['answered_faq', 'no_action'],
      says: ['higienizac', 'ekstrakc'],
      allow: ['checkup_price', 'whitening', 'rootcanal_price'],
    },
  },
  {
    id: 'd3-pl-ile-higienizacja',
    lang: 'pl',
    kind: 'services',
    lines: ['Ile kosztuje czyszczenie zębów?', 'Nie, dziękuję.'],
    expect: { outcome: 'answered_faq', says: ['300'] },
  },
  {
    id: 'd3-en-extraction-price',
    lang: 'en',
    kind: 'services',
    lines: ["What's the price of having a tooth out?", 'No thanks.'],
    expect: { outcome: 'answered_faq', says: ['400'] },
  },
  {
    id: 'd3-en-address',
    lang: 'en',
    kind: 'knowledge',
    lines: ["What's your address?", 'No thanks.'],
    expect: { ...answered(['address']), allow: ['metro'] },
  },
  {
    id: 'd3-pl-ulica',
    lang: 'pl',
    kind: 'knowledge',
    lines: ['Na jakiej ulicy jesteście?', 'Nie, dziękuję.'],
    expect: { ...answered(['address']), allow: ['metro'] },
  },
  {
    id: 'd3-en-metro-stop',
    lang: 'en',
    kind: 'knowledge',
    lines: ['Which metro stop is closest to you?', 'No thanks.'],
    expect: { ...answered(['metro']), allow: ['address'] },
  },
  {
    id: 'd3-pl-lekarze',
    lang: 'pl',
    kind: 'knowledge',
    lines: ['Jacy lekarze u was przyjmują?', 'Nie, dziękuję.'],
    expect: answered(['staff']),
  },
  {
    id: 'd3-en-dentists',
    lang: 'en',
    kind: 'knowledge',
    lines: ['Who are the dentists there?', 'No thanks.'],
    expect: answered(['staff']),
  },
  {
    id: 'd3-en-cancel-policy',
    lang: 'en',
    kind: 'knowledge',
    lines: ["What's your cancellation policy?", 'No thanks.'],
    expect: answered(['cancel_policy']),
  },
  {
    id: 'd3-pl-karta',
    lang: 'pl',
    kind: 'faq-syn',
    lines: ['Czy płatność kartą jest możliwa?', 'Nie, dziękuję.'],
    expect: answered(['cards']),
  },
  {
    id: 'd3-en-lift',
    lang: 'en',
    kind: 'faq-syn',
    lines: ['Is there a lift or is it all on one level?', 'No thanks.'],
    expect: answered(['wheelchair']),
  },
  {
    id: 'd3-en-monthly',
    lang: 'en',
    kind: 'cross-lang',
    lines: ['Can I pay for the treatment in monthly instalments?', 'No thanks.'],
    expect: answered(['raty']),
  },
  {
    id: 'd3-en-bring',
    lang: 'en',
    kind: 'cross-lang',
    lines: ['What should I take with me for my first visit?', 'No thanks.'],
    expect: answered(['first_visit']),
  },
  {
    id: 'd3-en-neg-transfer',
    lang: 'en',
    kind: 'honest',
    lines: ['Can I pay by bank transfer?', 'No thanks.'],
    expect: missed,
  },
  {
    id: 'd3-en-neg-gift',
    lang: 'en',
    kind: 'honest',
    lines: ['Do you sell gift cards?', 'No thanks.'],
    expect: missed,
  },
  {
    id: 'd3-pl-neg-rower',
    lang: 'pl',
    kind: 'honest',
    lines: ['Czy macie parking dla rowerów?', 'Nie, dziękuję.'],
    expect: missed,
  },
  {
    id: 'd3-pl-neg-implant',
    lang: 'pl',
    kind: 'honest',
    lines: ['Ile kosztuje implant?', 'Nie, dziękuję.'],
    expect: missed,
  },
  {
    id: 'd3-en-neg-applepay',
    lang: 'en',
    kind: 'honest',
    lines: ['Do you take Apple Pay?', 'No thanks.'],
    expect: missed,
  },
  {
    id: 'd3-pl-neg-metro',
    lang: 'pl',
    kind: 'honest',
    lines: ['Czy metro jeździ w nocy?', 'Nie, dziękuję.'],
    expect: missed,
  },
  {
    id: 'd3-pl-co-robicie',
    lang: 'pl',
    kind: 'services',
    lines: ['A co wy w ogóle robicie?', 'Nie, dziękuję.'],
    expect: {
      outcome: ['answered_faq', 'no_action'],
      says: ['higienizac', 'ekstrakc'],
      allow: ['checkup_price', 'whitening', 'rootcanal_price'],
    },
  },
  {
    id: 'd3-en-what-do',
    lang: 'en',
    kind: 'services',
    lines: ['Sorry, what do you offer there?', 'No thanks.'],
    expect: {
      outcome: ['answered_faq', 'no_action'],
      says: ['higienizac', 'ekstrakc'],
      allow: ['checkup_price', 'whitening', 'rootcanal_price'],
    },
  },
  {
    id: 'd3-pl-gotowka',
    lang: 'pl',
    kind: 'faq-syn',
    lines: ['Czy można u was płacić gotówką?', 'Nie, dziękuję.'],
    expect: answered(['cards']),
  },
  {
    id: 'd3-en-cash',
    lang: 'en',
    kind: 'faq-syn',
    lines: ['Do you take cash?', 'No thanks.'],
    expect: answered(['cards']),
  },
  {
    id: 'd3-pl-neg-prywatni',
    lang: 'pl',
    kind: 'honest',
    lines: ['Czy przyjmujecie pacjentów z prywatnym ubezpieczeniem Medicover?', 'Nie, dziękuję.'],
    expect: missed,
  },
  {
    id: 'd3-en-where-exactly',
    lang: 'en',
    kind: 'knowledge',
    lines: ['Where exactly is the clinic?', 'No thanks.'],
    expect: { ...answered(['address']), allow: ['metro'] },
  },
  {
    id: 'd3-pl-winda',
    lang: 'pl',
    kind: 'faq-syn',
    lines: ['Czy macie windę?', 'Nie, dziękuję.'],
    expect: answered(['wheelchair']),
  },
  ...DEV_SLOTS,
  ...DEV_SLOTS2,
  ...DEV_MESSAGES,
  ...DEV_REST,
];

export const DEV: EvalCaller[] = [
  ...FIRST,
  ...DEV_TALK,
  ...DEV_TALK2,
  ...DEV_LEMMAS,
  ...DEV_TIMES,
  ...DEV_TIMES2,
  ...DEV_SLOTS3,
  ...DEV_ANSWERS,
  ...DEV_ANSWERS_SETTINGS,
  ...DEV_ANSWERS2,
  ...DEV_ANSWERS3,
  ...DEV_CANCEL,
  ...DEV_CHANGES,
  ...DEV_ANSWERS4,
  ...DEV_SLOTS4,
  ...DEV_ANSWERS5,
  ...DEV_FAQ,
  ...DEV_TALK3,
  ...DEV_REVIEW3,
  ...DEV_AFTBOOK,
  ...DEV_TIMES3,
  ...DEV_COMPOUND,
  ...DEV_CONTEXT,
  ...DEV_FTALK,
  ...DEV_FBOOK,
  ...DEV_MERGE,
  ...DEV_S16A,
  ...DEV_S16B,
  ...DEV_S17,
  ...DEV_S18,
  ...DEV_S19,
];
