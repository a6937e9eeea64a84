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

describe('a correction, a time ruled out, a time said about something else (one breath)', () => {
  const slots = (text: string) => understand(text, { now, timezone: 'Europe/Warsaw' }).slots;
  it('takes what the correction says again and keeps the rest', () => {
    expect(slots('Przegląd w środę o dziewiątej... nie, o dziesiątej.')).toMatchObject({
      date: '2026-11-25',
      time: '10:00',
    });
    expect(
      slots('Na dwudziestego piątego listopada o piętnastej, nie, przepraszam, dwudziestego ósmego'),
    ).toMatchObject({ date: '2026-11-28', time: '15:00' });
    expect(slots('Tuesday at 2, no, 4 please')).toMatchObject({ date: '2026-11-24', time: '16:00' });
    expect(slots('Thursday at 9 — or rather Friday')).toMatchObject({ date: '2026-11-27', time: '09:00' });
  });
  it('never takes a time the caller rules out', () => {
    expect(slots('Jutro o dziesiątej... albo nie, na dziesiątą nie zdążę.').time).toBeUndefined();
    expect(slots('jutro o dziesiątej, albo nie, jednak o jedenastej, bo na dziesiątą nie zdążę').time).toBe(
      '11:00',
    );
    expect(slots("I can't make 10 on Friday, could I come at 12 instead?").time).toBe('12:00');
  });
  it('keeps negatives and a refusal said alone', () => {
    expect(slots('not Monday, Tuesday at 10')).toMatchObject({ date: '2026-11-24', time: '10:00' });
    expect(slots('nie w poniedziałek, tylko we wtorek o 10').date).toBe('2026-11-24');
    expect(slots('Jutro o dziesiątej nie mogę').time).toBe('10:00');
    expect(slots('W piątek o 10, nie w czwartek')).toMatchObject({ date: '2026-11-27', time: '10:00' });
  });
  it('does not take a time said about something else', () => {
    expect(slots('Jutro kończę pracę o piętnastej, więc mogę być o szesnastej trzydzieści').time).toBe(
      '16:30',
    );
    expect(slots('I finish work at 3, so could I come at 4 tomorrow?').time).toBe('16:00');
    const alone = slots('Kończę pracę o piętnastej, macie coś jutro?');
    expect(alone.time).toBeUndefined();
    expect(alone.notBefore).toBe('15:00');
  });
});
