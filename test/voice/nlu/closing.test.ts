import { describe, expect, it } from 'vitest';
import { confirmsWhatWasSaid } from '../../../src/modules/voice/nlu/closing.js';
import { understand } from '../../../src/modules/voice/nlu/index.js';

const ctx = { now: new Date('2026-11-23T07:00:00Z'), timezone: 'Europe/Warsaw' };
const intent = (text: string, expecting?: 'confirmation' | 'time') =>
  understand(text, { ...ctx, ...(expecting ? { expecting } : {}) }).intent;

describe('understand(): a closing said after an acknowledgement', () => {
  it.each([
    'Acha, rozumiem. Nie, dziękuję.',
    'Aha. Nie, dziękuję.',
    'Dobrze. Nie, dziękuję.',
    'aha rozumiem nie dziekuje',
    'A to szkoda. Nie trzeba, dziękuję.',
    'No to nie, dziękuję.',
    'Rozumiem, dziękuję za informację.',
    'I see. No, thanks.',
    'Okay, then no thanks.',
    "Oh well, that's a pity. No, thank you.",
    'Fair enough. Thanks anyway.',
  ])('%s (to "leave a message?") → goodbye', (text) => expect(intent(text, 'confirmation')).toBe('goodbye'));

  it.each([
    'Trudno, nic więcej.',
    'W porządku, to tyle.',
    'Jasne, dziękuję bardzo.',
    'No, that was all. Thank you!',
    "Right. No, that's everything.",
    'Got it. Nothing else, thanks.',
  ])('%s (to "anything else?") → goodbye', (text) => expect(intent(text)).toBe('goodbye'));

  it.each(['Aha. Nie.', 'Rozumiem, nie trzeba.'])('%s → deny', (text) =>
    expect(intent(text, 'confirmation')).toBe('deny'),
  );

  it.each([
    ['Dobrze, to poproszę o wiadomość.', 'confirmation', 'leave_message'],
    ['Tak, proszę.', 'confirmation', 'confirm'],
    ['Dobrze, dziękuję.', 'confirmation', 'confirm'],
    ['Okej, dziękuję.', 'time', 'confirm'],
    ['Ok, a jeszcze jedno pytanie: czy macie parking?', undefined, 'ask_question'],
    ['Rozumiem. A ile kosztuje wybielanie?', undefined, 'ask_question'],
    ['Aha, nie, dziękuję, ale czy macie parking?', undefined, 'ask_question'],
    ['Rozumiem. Nie, dziękuję, umówię się w piątek.', undefined, 'book_appointment'],
  ] as const)('%s → %s', (text, expecting, want) => expect(intent(text, expecting)).toBe(want));

  it('a question after "one more question:" is the question alone', () => {
    expect(understand('Ok, and one more question: is there parking?', ctx).slots.question).toBe(
      'is there parking',
    );
  });
});

describe('confirmsWhatWasSaid: a read-back confirmed, not a wish for more help', () => {
  it.each([
    "yes, that's right",
    'yes that s right',
    'tak, zgadza sie',
    'dokladnie',
    'perfect',
    'yes, correct',
  ])('%s', (text) => expect(confirmsWhatWasSaid(text)).toBe(true));
  it.each(['tak', 'yes', 'yes please', 'tak, mam pytanie', 'yes, one more thing'])('not %s', (text) =>
    expect(confirmsWhatWasSaid(text)).toBe(false),
  );
});

describe('understand(): a call back asked for beats a talk with a person', () => {
  it.each([
    'Chciałem się umówić, ale najpierw wolałbym porozmawiać z lekarzem. Może ktoś do mnie oddzwonić?',
    'Chciałabym porozmawiać z doktorem o wynikach, czy mógłby do mnie oddzwonić?',
    'Czy ktoś może do mnie zadzwonić? Chciałbym porozmawiać z higienistką.',
    'Wolałabym porozmawiać z kimś z recepcji, oddzwońcie do mnie proszę.',
    'I would like to speak with the dentist about my treatment plan. Can someone call me back?',
    "I'd like to speak to the manager. Could you ring me back?",
  ])('%s → request_callback', (text) => expect(intent(text)).toBe('request_callback'));

  it.each([
    'Proszę mnie połączyć z lekarzem teraz, a jak się nie da, niech oddzwoni.',
    'Put me through to the doctor right away, or have him call me back.',
    'Chcę porozmawiać z lekarzem, bo nikt do mnie nie oddzwonił.',
    'I want to speak to a person, nobody called me back.',
  ])('%s → speak_to_human', (text) => expect(intent(text)).toBe('speak_to_human'));

  it.each(['Może zadzwonię jutro.', 'Oddzwonię później.'])('%s is no call back', (text) =>
    expect(intent(text)).not.toBe('request_callback'),
  );
});
