import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/modules/voice/nlu/index.js';
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

  it('takes no 6–8 digit run for a Polish number: a verification code is not where to call back', () => {
    // libphonenumber's bundled metadata calls +48246278 and +48645699 valid; CI once stored a
    // wrong code said a turn earlier as the message's callback number.
    for (const code of ['246278', '645 699', '6724701', '20186912']) {
      expect(callbackNumber(`Kod to ${code}`)).toBeUndefined();
      expect(splitOffNumbers(`Kod to ${code}, proszę o telefon`).phone).toBeUndefined();
      expect(
        understand(`kod to ${code}`, { now: new Date('2026-11-20T10:00:00Z'), timezone: 'Europe/Warsaw' })
          .slots.phone,
      ).toBeUndefined();
    }
    // Nine digits, and numbers abroad, still are.
    expect(callbackNumber('Kod to 246 278 111')).toBe('+48246278111');
    expect(callbackNumber('my number is +44 20 7946 0958')).toBe('+442079460958');
  });
});
