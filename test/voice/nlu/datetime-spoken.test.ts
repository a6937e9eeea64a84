/**
 * Times and dates as people say them (issue #21): word hours with a part of the day or am/pm,
 * ordinal dates in words, an hour that wins over a part of the day or a limit it does not fall
 * in, and a caller correcting the day or time in the same breath.
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/modules/voice/nlu/index.js';
import { detailsBesideYes } from '../../../src/modules/voice/nlu/yes-and-name.js';

const now = new Date('2026-11-23T07:00:00Z');
const slots = (text: string, language?: 'pl' | 'en') =>
  understand(text, { now, timezone: 'Europe/Warsaw', ...(language ? { language } : {}) }).slots;

describe('times and dates said in words', () => {
  it.each([
    ['Could I come on Friday, ten in the morning?', '2026-11-27', '10:00'],
    ['Wednesday, two in the afternoon, please', '2026-11-25', '14:00'],
    ['Tomorrow, nine thirty a.m.', '2026-11-24', '09:30'],
    ['Is the second of December at nine free?', '2026-12-02', '09:00'],
    ['December the third at three p.m.', '2026-12-03', '15:00'],
    ['Pasowałby mi drugi grudnia o trzynastej', '2026-12-02', '13:00'],
    ['Dwudziesty ósmy listopada o dziesiątej', '2026-11-28', '10:00'],
    ['Anything this afternoon at four?', '2026-11-23', '16:00'],
    ['A check-up tomorrow. Eleven would be ideal.', '2026-11-24', '11:00'],
  ])('%s', (text, date, time) => {
    const s = slots(text);
    expect(s.date).toBe(date);
    expect(s.time).toBe(time);
  });

  it('keeps a part of the day the hour falls in ("7 rano")', () => {
    expect(slots('7 rano', 'pl').partOfDay?.value).toBe('morning');
  });

  it('lets the hour win over a part of the day or a limit said as a reason', () => {
    const a = slots('W czwartek o wpół do pierwszej, bo rano mam rehabilitację.', 'pl');
    expect(a.time).toBe('12:30');
    expect(a.partOfDay).toBeUndefined();
    const b = slots('Pracuję do piątej, więc w czwartek na wpół do szóstej.', 'pl');
    expect(b.time).toBe('17:30');
    expect(b.notAfter).toBeUndefined();
  });

  it('keeps a limit the hour falls in', () => {
    const s = slots('Po szesnastej, najlepiej o siedemnastej', 'pl');
    expect(s.time).toBe('17:00');
    expect(s.notBefore).toBe('16:00');
  });
});

describe('a correction in the same breath', () => {
  it.each([
    [
      'Przegląd w środę o jedenastej. A nie, przepraszam, w czwartek, w środę pracuję.',
      '2026-11-26',
      '11:00',
    ],
    [
      'Thursday at 11. Oh wait, Thursday is no good, can we do Friday instead, same time?',
      '2026-11-27',
      '11:00',
    ],
    ['Przegląd w środę o dziesiątej... albo nie, lepiej o godzinę później', '2026-11-25', '11:00'],
    ['Jutro o czternastej, albo nie, pół godziny wcześniej', '2026-11-24', '13:30'],
    ['Thursday at two. Actually, anything earlier that day? Eleven would be ideal', '2026-11-26', '11:00'],
    ['Jutro o dziewiątej. A nie, rano mam spotkanie. To może o szesnastej?', '2026-11-24', '16:00'],
  ])('%s', (text, date, time) => {
    const s = slots(text);
    expect(s.date).toBe(date);
    expect(s.time).toBe(time);
  });

  it('a "sorry" with nothing new keeps what was said', () => {
    const s = slots('Jutro o dziesiątej, przepraszam, że tak późno dzwonię', 'pl');
    expect(s.date).toBe('2026-11-24');
    expect(s.time).toBe('10:00');
  });

  it('a day ruled out alone is still that day', () => {
    expect(slots('W środę nie mogę', 'pl').date).toBe('2026-11-25');
  });
});

describe('a yes with the name', () => {
  it.each([
    ['Eleven, yes. Priya Patel', 'Priya Patel'],
    ['Spoko, pasuje. Kamil Adamski.', 'Kamil Adamski'],
    ['Tak, na dziesiątą. Paweł Sikora.', 'Paweł Sikora'],
    ['Great, book me in. Hannah Reid.', 'Hannah Reid'],
  ])('%s', (text, name) => {
    expect(detailsBesideYes(text)?.name).toBe(name);
  });

  it('not a name after a question', () => {
    expect(detailsBesideYes('Is there nothing on Thursday? Maria Dunn')).toBeUndefined();
  });
});
