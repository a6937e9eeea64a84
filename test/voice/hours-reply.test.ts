import { describe, expect, it } from 'vitest';
import { hoursReply, weekdaysNamed } from '../../src/modules/voice/engine/hours-reply.js';
import { fold } from '../../src/modules/voice/engine/texts.js';

const HOURS = {
  mon: [['08:00', '18:00']],
  tue: [['08:00', '18:00']],
  wed: [['08:00', '18:00']],
  thu: [['08:00', '18:00']],
  fri: [['08:00', '18:00']],
  sat: [['09:00', '13:00']],
} as Parameters<typeof hoursReply>[0];
const NOW = new Date('2026-11-23T07:00:00Z');

describe('weekdaysNamed(): the days of the week a question names, singular or plural', () => {
  it.each([
    ['are you open on sundays', [6]],
    ['do you work saturdays and sundays', [5, 6]],
    ['czy pracujecie w soboty', [5]],
    ['do ktorej jestescie w czwartki', [3]],
    ['jak pracujecie w weekendy', [5, 6]],
    ['are you open at the weekend', [5, 6]],
    ['w srode', [2]],
  ])('%s → %j', (text, days) => expect(weekdaysNamed(text)).toEqual(days));

  it.each(['o czwartej', 'w srodku dnia', 'do ktorej jestescie otwarci', 'what are your hours'])(
    '%s names no day',
    (text) => expect(weekdaysNamed(text)).toEqual([]),
  );
});

describe('hoursReply(): the day asked first, then the week', () => {
  it('a closed day in the plural is said closed', () =>
    expect(
      hoursReply(HOURS, [], undefined, 'en', 'Europe/Warsaw', NOW, fold('Are you open on Sundays?')),
    ).toMatch(/^On Sundays we are closed\. Our hours are/));
  it('an open day in the plural is said with its hours', () =>
    expect(
      hoursReply(HOURS, [], undefined, 'pl', 'Europe/Warsaw', NOW, fold('Czy pracujecie w soboty?')),
    ).toMatch(/^W soboty jesteśmy otwarci 9:00–13:00\. Pracujemy:/));
  it('no day named: the week', () =>
    expect(hoursReply(HOURS, [], undefined, 'en', 'Europe/Warsaw', NOW, 'what are your hours')).toMatch(
      /^We are open /,
    ));
});
