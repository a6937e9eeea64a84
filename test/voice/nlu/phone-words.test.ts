import { describe, expect, it } from 'vitest';
import { callbackNumber, splitOffNumbers } from '../../../src/modules/voice/nlu/phone-words.js';

describe('phone numbers as callers correct them', () => {
  it('takes the end of the number corrected after it, in words or digits', () => {
    expect(
      callbackNumber(
        'Sarah Reed, five three three, one two four, five six eight. Sorry, five six seven at the end.',
      ),
    ).toBe('+48533124567');
    expect(
      splitOffNumbers(
        'Zbigniew Nowak, numer siedemset osiemdziesiąt cztery, trzysta dwadzieścia jeden, sześćset czterdzieści trzy... nie, na końcu sześćset czterdzieści cztery.',
      ).phone,
    ).toBe('+48784321644');
    expect(callbackNumber('601 345 791, sorry, the last three digits are 790')).toBe('+48601345790');
  });

  it('leaves a number without such a correction as said', () => {
    expect(callbackNumber('502 111 222, I will be there at the end of the month around 10')).toBe(
      '+48502111222',
    );
    expect(splitOffNumbers('Mój numer 501 234 567, na końcu 567').phone).toBe('+48501234567');
    expect(callbackNumber('501 234 567, nie, przepraszam, 502 234 567')).toBe('+48502234567');
  });
});
