/**
 * Changes of mind and corrections (issue #21): what is said after a self-correction, a number
 * corrected in the same breath, a Polish word hour said as what suits.
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { describe, expect, it } from 'vitest';
import { saidAfterCorrection } from '../../../src/modules/voice/nlu/correction.js';
import { understand } from '../../../src/modules/voice/nlu/index.js';
import { withoutNumberCorrection } from '../../../src/modules/voice/nlu/offer-answer.js';

const now = new Date('2026-11-23T07:00:00Z');
const time = (text: string) =>
  understand(text, { now, timezone: 'Europe/Warsaw', language: 'pl', expecting: 'time' }).slots.time;

describe('saidAfterCorrection', () => {
  it('gives what follows the last change of mind', () => {
    expect(saidAfterCorrection('Przegląd w środę. Albo nie, jednak wybielanie.')).toMatch(
      /^\W*jednak wybielanie\.$/,
    );
    expect(saidAfterCorrection('A check-up. No wait, I meant a cleaning')).toMatch(/a cleaning$/);
  });
  it('gives null with no correction', () => {
    expect(saidAfterCorrection('Poproszę przegląd w środę o dziesiątej')).toBeNull();
  });
});

describe('withoutNumberCorrection', () => {
  it('drops what lies between a number and its correction', () => {
    const rest = withoutNumberCorrection(
      "Grace Hill, 601 234 567. Sorry, no, that's wrong, it's 601 234 576.",
    );
    expect(rest).toContain('Grace Hill');
    expect(rest).toContain('601 234 576');
    expect(rest).not.toMatch(/\bno\b|wrong/);
  });
  it('is null with one number', () => {
    expect(withoutNumberCorrection('Jan Kot, 601 234 567. Nie, ten termin mi nie pasuje.')).toBeNull();
  });
});

describe('a Polish word hour said as what suits', () => {
  it('reads the hour and minutes', () => {
    expect(time('czternasta trzydzieści by mi pasowała')).toBe('14:30');
    expect(time('w czwartek, jedenasta trzydzieści')).toBe('11:30');
    expect(time('szesnasta będzie dobra')).toBe('16:00');
  });
  it('leaves "pierwsza mi pasuje" (the first time offered) alone', () => {
    expect(time('pierwsza mi pasuje')).toBeUndefined();
    expect(time('druga mi odpowiada')).toBeUndefined();
  });
});
