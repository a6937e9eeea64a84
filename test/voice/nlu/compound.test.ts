/**
 * A turn that says two things (`nlu/compound.ts`): its parts, a question said as a condition, the
 * announcement of questions, the turn without the words that ask for a booking, and holding off
 * a booking offered ("to jeszcze poczekamy").
 */
import { describe, expect, it } from 'vitest';
import {
  announcesQuestions,
  conditionalQuestion,
  leansOnBefore,
  turnParts,
  withoutBookingRequest,
} from '../../../src/modules/voice/nlu/compound.js';
import { holdsOff } from '../../../src/modules/voice/nlu/offer-answer.js';

describe('the parts of a turn', () => {
  it.each([
    [
      'Ile kosztuje higienizacja? A zapisałabym się na czwartek.',
      ['Ile kosztuje higienizacja?', 'A zapisałabym się na czwartek.'],
    ],
    [
      'mam dwa pytania: czy jest winda i czy macie wifi?',
      ['mam dwa pytania', 'czy jest winda?', 'i czy macie wifi?'],
    ],
    ['Do you take cards? And also, is there parking?', ['Do you take cards?', 'is there parking?']],
    // A question word inside the first part: the mark of the second closes it too.
    ['Higienizacja u was ile trwa i ile kosztuje?', ['Higienizacja u was ile trwa?', 'i ile kosztuje?']],
    [
      'Is the clinic accessible, and do you have wifi?',
      ['Is the clinic accessible?', 'and do you have wifi?'],
    ],
    [
      'Chcę zapisać syna, ma trzy lata, czy to już można?',
      ['Chcę zapisać syna, ma trzy lata', 'czy to już można?'],
    ],
    ['Jeśli się spóźnię, czy wizyta przepada?', ['Jeśli się spóźnię, czy wizyta przepada?']],
  ])('%s', (text, parts) => expect(turnParts(text)).toEqual(parts));

  it.each([
    // A choice or a condition asked as one question stays whole.
    'Czy to jest na NFZ, czy prywatnie?',
    'What happens if the doctor is ill, do I get another date?',
    // A full stop that closes no sentence ("a.m.").
    'Is there anything at ten a.m. for a check-up?',
  ])('one part: %s', (text) => expect(turnParts(text)).toHaveLength(1));
});

describe('a question said as a condition', () => {
  it.each([
    'jak odwołam dzień wcześniej, to coś płacę?',
    'Gdybym nie przyszedł, czy jest kara?',
    'jezeli sie spoznie, to czy mnie przyjmiecie?',
    'If I cancel the day before, do I pay anything?',
    'When I cancel late, is there a fee?',
  ])('asks: %s', (s) => expect(conditionalQuestion(s)).toBe(true));
  it.each([
    'Jak mogę odwołać wizytę?',
    'Jak dojechać do was?',
    'If possible on Friday.',
    'When are you open?',
  ])('does not: %s', (s) => expect(conditionalQuestion(s)).toBe(false));
});

describe('questions announced, the booking words left out, a question leaning on another', () => {
  it.each([
    'Dzień dobry, mam dwa pytania',
    "I've got a couple of questions",
    'i chciałam zapytać',
    'Mam wizytę we wtorek i chciałem spytać',
  ])('announces: %s', (s) => expect(announcesQuestions(s)).toBe(true));
  it.each(['czy macie dwa gabinety?', 'mam pytanie, czy jest parking?'])('does not: %s', (s) =>
    expect(announcesQuestions(s)).toBe(false),
  );
  it('leaves out the request and the visit it is for', () => {
    expect(
      withoutBookingRequest('Chciałabym zapisać córkę na pierwszą wizytę, ma dwa lata, czy można?'),
    ).toBe('córkę, ma dwa lata, czy można?');
    expect(
      withoutBookingRequest("I'd like to book my son in for a first visit, he's two, can he come?"),
    ).toBe("my son in, he's two, can he come?");
  });
  it('leans on what was said before', () => {
    expect(leansOnBefore('Could you check her as well?')).toBe(true);
    expect(leansOnBefore('czy przyjmujecie na NFZ?')).toBe(false);
  });
});

describe('holding off a booking offered', () => {
  it.each([
    'Aha, to jeszcze poczekamy. Dziękuję.',
    'To na razie się nie zapisuję, zadzwonię, jak będę znał grafik.',
    'Odezwę się, jak będę wiedział, kiedy mam wolne.',
    "OK, we'll wait a bit then.",
    "I'll call you when I know my shifts.",
  ])('holds off: %s', (s) => expect(holdsOff(s)).toBe(true));
  it.each(['Poczekam chwilę, sprawdzę kalendarz.', 'Tak, w czwartek o dziesiątej.', 'Proszę poczekać.'])(
    'does not: %s',
    (s) => expect(holdsOff(s)).toBe(false),
  );
});
