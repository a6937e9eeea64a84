/**
 * Slot filling in one breath (issue #21): the name and number in an answer that corrects or
 * explains itself, a word hour right after the day, and a time proposed after one that only set
 * the scene. Monday 23 November 2026, 08:00 Warsaw.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/modules/voice/nlu/index.js';
import { detailsInAnswer } from '../../../src/modules/voice/nlu/yes-and-name.js';

const now = new Date('2026-11-23T07:00:00Z');
const slots = (text: string, language?: 'pl' | 'en') =>
  understand(text, { now, timezone: 'Europe/Warsaw', ...(language ? { language } : {}) }).slots;

describe('the details in an answer that corrects itself', () => {
  it.each([
    [
      'Ola Wrona, 600 111 222… nie, przepraszam, nie 222 tylko 223. 600 111 223.',
      'Ola Wrona',
      '+48600111223',
    ],
    ["My number is 733 100 200. No wait, it's 201 at the end. 733 100 201.", undefined, '+48733100201'],
    ['Jan Kos… a nie, to dla córki. Zuzanna Kos.', 'Zuzanna Kos', undefined],
    ["Kate Moss, that's M-O-S-S.", 'Kate Moss', undefined],
    ['Hannah Fox, F O X', 'Hannah Fox', undefined],
  ])('%s', (text, name, phone) => {
    const d = detailsInAnswer(text);
    expect(d.name).toBe(name);
    expect(d.phone).toBe(phone);
  });
  it('finds nothing in a yes, a greeting, a sentence or a question', () => {
    for (const t of [
      'Tak, dziękuję',
      'Dzień Dobry',
      'wizyta jest dla syna',
      'Anna Nowak? A ile to kosztuje?',
      'Na przegląd.',
    ])
      expect(detailsInAnswer(t), t).toEqual({});
  });
});

describe('times said around other times', () => {
  it.each([
    ['Przegląd w środę. Kończę o wpół do trzeciej, więc może o trzeciej?', '2026-11-25', '15:00'],
    ['Thursday please. I finish at four, so maybe half past four?', '2026-11-26', '16:30'],
    ['Przegląd jutro o dziewiątej, to może być?', '2026-11-24', '09:00'],
    ['On Friday, eight thirty if you have it', '2026-11-27', '08:30'],
    ['Tomorrow two thirty please', '2026-11-24', '14:30'],
  ])('%s', (text, date, time) => {
    const s = slots(text);
    expect(s.date).toBe(date);
    expect(s.time).toBe(time);
  });
  it('keeps the part of the day with an hour at its edge', () => {
    const s = slots('W piątek o piątej po południu');
    expect(s.time).toBe('17:00');
  });
});
