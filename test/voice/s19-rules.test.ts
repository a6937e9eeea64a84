/**
 * The nineteenth round's small rules: a day refused at an offer and another said beside its day
 * of the month ("…o tej samej godzinie"), never the day refused; giving up with "rezygnuję"; a
 * call back asked as a noun ("prośbę o kontakt"); the keys of FAQ questions in other words (not
 * coming to a visit, "idzie" for "można", "cash money"); an hour before a part of the day said
 * bare ("Thursday 9 morning"); and, with the built-in brain over an in-memory calendar, the new
 * day booked at the same time; "Tuesday the first" in English words is 1 December. Monday 23
 * November 2026, 08:00 Warsaw.
 */
import { describe, expect, it } from 'vitest';
import { keysOf } from '../../src/modules/voice/engine/match.js';
import { understand } from '../../src/modules/voice/nlu/index.js';
import { holdsOff } from '../../src/modules/voice/nlu/offer-answer.js';
import type { Expectation } from '../../src/modules/voice/nlu/types.js';
import { at, halfHourCalendar, NOW, talk, weekdayClinic } from './brain-kit.js';

const nlu = (text: string, expecting?: Expectation) =>
  understand(text, { now: NOW, timezone: 'Europe/Warsaw', ...(expecting ? { expecting } : {}) });
const keys = (text: string) => [...keysOf(text).keys()];

describe('a day refused and another said beside its day of the month', () => {
  it.each([
    [
      'Ojej, w poniedziałek jednak nie mogę. A we wtorek pierwszego grudnia, o tej samej godzinie?',
      '2026-12-01',
    ],
    ['W środę jednak nie dam rady. A w czwartek trzeciego, o tej samej porze?', '2026-12-03'],
    ["Monday doesn't work for me. How about Tuesday the 1st, same time?", '2026-12-01'],
  ])('%s', (text, date) => {
    expect(nlu(text, 'confirmation').slots.date).toBe(date);
  });

  it('keeps a day refused alone, and a weekday refused beside another', () => {
    expect(nlu('W poniedziałek 30 listopada nie mogę.', 'confirmation').slots.date).toBe('2026-11-30');
    expect(nlu('W poniedziałek nie mogę, może we wtorek?', 'confirmation').slots.date).toBe('2026-11-24');
  });
});

describe('an English ordinal in words right after a weekday', () => {
  it.each([
    ['Tuesday the first at 3 pm', '2026-12-01', '15:00'],
    ["Monday doesn't work. How about Tuesday the first, same time?", '2026-12-01', undefined],
    ['Could I come on Wednesday the second?', '2026-12-02', undefined],
    ['Friday the fourth at ten, please.', '2026-12-04', '10:00'],
    ['Monday the thirtieth at 9', '2026-11-30', '09:00'],
  ])('%s is that day of the month', (text, date, time) => {
    const s = nlu(text).slots;
    expect(s.date).toBe(date);
    expect(s.time).toBe(time);
  });

  it.each([
    ['Tuesday, the first one please', '2026-11-24'],
    ['Thursday the first time I came it was fine', '2026-11-26'],
    ['Tuesday the first available', '2026-11-24'],
  ])('%s is no day of the month', (text, date) => {
    expect(nlu(text).slots.date).toBe(date);
  });
});

describe('giving up at an offer', () => {
  it.each([
    ['Nie, to jednak dla mnie za drogo, rezygnuję.', true],
    ['Aha, to chyba zrezygnuję.', true],
    ['Dziękuję, nie skorzystam.', true],
    ['Rezygnuję z tego terminu, wolę w piątek.', false],
    ['Rezygnuję z poniedziałku.', false],
  ])('%s', (text, held) => {
    expect(holdsOff(text)).toBe(held);
  });
});

describe('a call back asked as a noun, the number said first', () => {
  it('is a call back with the number', () => {
    const r = nlu('Zostawiam numer, 512 300 411, z prośbą o kontakt w sprawie rachunku.');
    expect(r.intent).toBe('request_callback');
    expect(r.slots.phone).toBe('+48512300411');
  });
});

describe('keys of FAQ questions in other words', () => {
  it('reads not coming and signing off a visit as its cancellation', () => {
    expect(keys('Co jeśli ktoś nie może przyjść?')).toContain('cancel');
    expect(keys('Ile wcześniej trzeba się wypisać z wizyty?')).toContain('cancel');
    // Writing out a prescription is no cancellation.
    expect(keys('Czy lekarz może wypisać receptę z wizyty?')).not.toContain('cancel');
  });

  it('reads "idzie" after a verb as "można", and "cash money" as the cash', () => {
    expect(keys('A zaparkować to gdzieś u was idzie?')).toEqual(['parking']);
    expect(keys('I can pay with card or only cash money?').sort()).toEqual(['card', 'cash', 'pay']);
  });
});

describe('an hour before a part of the day said bare', () => {
  it.each([
    ['is possible Thursday 9 morning?', '2026-11-26', '09:00'],
    ['Tuesday 11 in morning?', '2026-11-24', '11:00'],
    ['Friday 3 afternoon, please', '2026-11-27', '15:00'],
  ])('%s', (text, date, time) => {
    const s = nlu(text).slots;
    expect(s.date).toBe(date);
    expect(s.time).toBe(time);
  });

  it('leaves a part of the day that qualifies a noun', () => {
    expect(nlu('Do you have 2 morning slots on Friday?').slots.time).toBeUndefined();
  });
});

const tenant = weekdayClinic('0190a000-0000-7000-8000-000000000019', {
  services: [
    { name: 'Higienizacja', aliases: ['cleaning'], durationMinutes: 60, pricePln: 300, department: null },
  ],
});

/** Slots in which an hour's visit ends by 18:00. */
const calendar = () => halfHourCalendar(() => 60);

describe('the built-in brain', () => {
  it('offers the new day at the same time and never books the day refused', async () => {
    const cal = calendar();
    const { replies } = await talk(
      tenant,
      [
        'Chciałabym zapisać się na higienizację w poniedziałek trzydziestego o piętnastej.',
        'Ojej, w poniedziałek jednak nie mogę. A we wtorek pierwszego grudnia, o tej samej godzinie?',
        'Tak.',
        'Natalia Górecka',
      ],
      cal.tools,
    );
    expect(replies[1]).toMatch(/1 grudnia o 15:00/);
    expect(cal.booked).toEqual([at('2026-12-01', '15:00')]);
  });
});
