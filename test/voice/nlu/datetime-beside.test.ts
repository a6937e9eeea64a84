/**
 * An hour after "godzina" in the nominative, an hour with the part of the day said right after
 * it, and a weekday said beside a day of the month (issue #21). Monday 23 November 2026, 08:00 Warsaw.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/modules/voice/nlu/index.js';

const now = new Date('2026-11-23T07:00:00Z');
const slots = (text: string, language?: 'pl' | 'en') =>
  understand(text, { now, timezone: 'Europe/Warsaw', ...(language ? { language } : {}) }).slots;

describe('an hour after "godzina"', () => {
  it.each([
    ['Trzydziestego listopada, godzina piętnasta trzydzieści.', '15:30'],
    ['W środę, godzina czternasta.', '14:00'],
    ['W srode, godzina pietnasta trzydziesci.', '15:30'],
    ['W środę, o godzinie piętnastej trzydzieści.', '15:30'],
    ['W środę, godzina 15:30.', '15:30'],
  ])('%s', (text, time) => {
    expect(slots(text, 'pl').time).toBe(time);
  });
});

describe('an hour with the part of the day said right after it', () => {
  it.each([
    ['Good afternoon... well, morning. A check-up on Monday, around 4 in the afternoon.', '16:00', 'en'],
    ['On Friday, four in the afternoon', '16:00', 'en'],
    ['On Friday, 5 in the evening', '17:00', 'en'],
    ['On Friday at 10 in the morning', '10:00', 'en'],
    ['Mornings are bad, so Friday around 3 in the afternoon', '15:00', 'en'],
    ['Rano nie mogę, w piątek o czwartej po południu', '16:00', 'pl'],
    ['W piątek, czwarta po południu', '16:00', 'pl'],
  ] as const)('%s', (text, time, language) => {
    expect(slots(text, language).time).toBe(time);
  });

  it('leaves a part of the day alone and a bare word hour as before', () => {
    const a = slots('Friday afternoon', 'en');
    expect(a.time).toBeUndefined();
    expect(a.partOfDay?.value).toBe('afternoon');
    expect(slots('Przegląd, czwarta', 'pl').time).toBeUndefined();
  });
});

describe('a weekday beside a day of the month', () => {
  it.each([
    ['Wolałbym we wtorek, pierwszego grudnia, o tej samej godzinie.', '2026-12-01'],
    ['we wtorek pierwszego o dziesiątej', '2026-12-01'],
    ['1 grudnia, we wtorek', '2026-12-01'],
    ['Could we do Tuesday, December 1st instead?', '2026-12-01'],
    ['Friday the 4th at 10', '2026-12-04'],
    ['on Monday the 30th', '2026-11-30'],
    // Pinned: the date wins over a weekday that does not match it.
    ['w czwartek, drugiego grudnia', '2026-12-02'],
  ])('%s', (text, date) => {
    expect(slots(text).date).toBe(date);
  });

  it('keeps a weekday alone and a week ahead as before', () => {
    expect(slots('Actually, Tuesday instead', 'en').date).toBe('2026-11-24');
    expect(slots('za tydzień we wtorek', 'pl').date).toBe('2026-12-01');
  });
});
