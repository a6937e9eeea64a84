import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/modules/voice/engine/texts.js';
import { languageAskedFor } from '../../../src/modules/voice/nlu/index.js';

const asked = (text: string) => languageAskedFor(fold(text));

describe('the language a caller asks for', () => {
  it('is the one named in a request or a question, whatever else the turn is in', () => {
    expect(asked('Dzień dobry... sorry, do you speak English?')).toBe('en');
    expect(asked('Możemy rozmawiać po angielsku?')).toBe('en');
    expect(asked('Hello, czy mówi pani po polsku?')).toBe('pl');
    expect(asked('Can we do this in Polish?')).toBe('pl');
    expect(asked('Speak English please')).toBe('en');
  });
  it('is nothing when a question asks about the other language (answered in the caller’s)', () => {
    expect(asked('Czy pani mówi po angielsku?')).toBeUndefined();
    expect(asked('Pani rozumie po angielsku?')).toBeUndefined();
    expect(asked('Do you speak Polish as well?')).toBeUndefined();
  });
  it('is the other one when the caller says which they do not speak', () => {
    expect(asked("Hi, I don't speak Polish, can we talk in English?")).toBe('en');
    expect(asked('I don’t speak Polish.')).toBe('en');
    expect(asked('Nie mówię po angielsku.')).toBe('pl');
    expect(asked('Nie za bardzo rozumiem po polsku')).toBe('en');
  });
  it('is nothing when someone else’s languages are told, or none is asked for', () => {
    expect(asked('Mój syn mówi po angielsku, ale ja nie.')).toBeUndefined();
    expect(asked('My son can speak English but I want to book.')).toBeUndefined();
    expect(asked('Chciałabym się umówić na przegląd.')).toBeUndefined();
    expect(asked('Is there someone who speaks Ukrainian?')).toBeUndefined();
  });
});
