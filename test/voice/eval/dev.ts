/**
 * Development callers of issue #21 (written for tuning the rules; the held-out sets are never
 * read): each kind of miss the issue describes, in words of its own, Polish and English, against
 * the evaluation clinic (`clinic.ts`). Run by `test/voice/dev-eval.test.ts` and
 * `bench/voice-eval.ts --set dev`.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th.
 */
import type { EvalCaller } from './types.js';

const answered = (facts: string[]) => ({ outcome: 'answered_faq', facts });
const missed = { outcome: ['no_action', 'answered_faq'], missed: true };

export const DEV: EvalCaller[] = [
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
];
