import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  freeSlots,
  openIntervals,
  withinOpeningHours,
} from '../../src/modules/appointments/opening-hours.js';

const day = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).startOf('day');
const past = new Date(0);

describe('opening hours in the tenant zone', () => {
  it('follows the zone across the spring DST change (Warsaw, 2027-03-28)', () => {
    const d = day('2027-03-28', 'Europe/Warsaw');
    const slots = freeSlots({
      hours: { sun: [['01:00', '04:00']] },
      day: d,
      durationMinutes: 30,
      stepMinutes: 30,
      busy: [],
      notBefore: past,
    });
    // 01:00 CET is 00:00Z; 04:00 CEST is 02:00Z: two real hours, four slots.
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      '2027-03-28T00:00:00.000Z',
      '2027-03-28T00:30:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T01:30:00.000Z',
    ]);
  });

  it('reads the weekday and times in the given zone, 24:00 included', () => {
    // 2027-01-04 is a Monday.
    const hours = {
      mon: [['09:00', '17:00'] as [string, string]],
      tue: [['20:00', '24:00'] as [string, string]],
    };
    const at = (iso: string) => new Date(iso);
    expect(
      withinOpeningHours(hours, 'America/New_York', at('2027-01-04T14:00:00Z'), at('2027-01-04T14:30:00Z')),
    ).toBe(true);
    // 13:30Z is 08:30 in New York: before opening.
    expect(
      withinOpeningHours(hours, 'America/New_York', at('2027-01-04T13:30:00Z'), at('2027-01-04T14:00:00Z')),
    ).toBe(false);
    // Ends after closing.
    expect(
      withinOpeningHours(hours, 'America/New_York', at('2027-01-04T21:45:00Z'), at('2027-01-04T22:15:00Z')),
    ).toBe(false);
    // Tuesday 23:30–24:00 in Warsaw is 22:30Z–23:00Z.
    expect(
      withinOpeningHours(hours, 'Europe/Warsaw', at('2027-01-05T22:30:00Z'), at('2027-01-05T23:00:00Z')),
    ).toBe(true);
    expect(openIntervals(hours, day('2027-01-06', 'Europe/Warsaw'))).toEqual([]);
  });

  it('ignores malformed intervals and leaves out busy and past slots', () => {
    const d = day('2027-01-04', 'UTC');
    const hours = {
      mon: [['09:00', '11:00'], ['12:00', '11:00'], ['25:00', '26:00'], 'x'] as unknown as [string, string][],
    };
    expect(openIntervals(hours, d)).toHaveLength(1);
    const slots = freeSlots({
      hours,
      day: d,
      durationMinutes: 45,
      stepMinutes: 15,
      busy: [{ start: new Date('2027-01-04T10:00:00Z'), end: new Date('2027-01-04T10:30:00Z') }],
      notBefore: new Date('2027-01-04T09:10:00Z'),
    });
    expect(slots.map((s) => s.start.toISOString().slice(11, 16))).toEqual(['09:15']);
  });

  it('a dated exception replaces the weekday on its local date: closed, or only its hours', () => {
    // 2027-12-24 is a Friday; every Friday is open 08:00–20:00.
    const hours = { fri: [['08:00', '20:00'] as [string, string]] };
    const exceptions = [
      { date: '2027-12-24', closed: true, hours: [], note: 'Wigilia' },
      { date: '2027-12-31', closed: false, hours: [{ open: '10:00', close: '13:00' }], note: null },
    ];
    const zone = 'Europe/Warsaw';
    expect(openIntervals(hours, day('2027-12-24', zone), exceptions)).toEqual([]);
    expect(openIntervals(hours, day('2027-12-24', zone))).toHaveLength(1);
    const short = openIntervals(hours, day('2027-12-31', zone), exceptions);
    expect(short.map((i) => [i.start.toFormat('HH:mm'), i.end.toFormat('HH:mm')])).toEqual([
      ['10:00', '13:00'],
    ]);
    // 23:30–24:00 on the 23rd in Warsaw (22:30Z–23:00Z) belongs to the 23rd's hours, not to the holiday.
    expect(
      withinOpeningHours(
        { thu: [['08:00', '24:00']] },
        zone,
        new Date('2027-12-23T22:30:00Z'),
        new Date('2027-12-23T23:00:00Z'),
        exceptions,
      ),
    ).toBe(true);
    expect(
      withinOpeningHours(
        hours,
        zone,
        new Date('2027-12-31T12:30:00Z'),
        new Date('2027-12-31T13:00:00Z'),
        exceptions,
      ),
    ).toBe(false);
    expect(
      freeSlots({
        hours,
        exceptions,
        day: day('2027-12-31', zone),
        durationMinutes: 60,
        stepMinutes: 30,
        busy: [],
        notBefore: past,
      }).map((s) => s.start.toISOString()),
    ).toEqual([
      '2027-12-31T09:00:00.000Z',
      '2027-12-31T09:30:00.000Z',
      '2027-12-31T10:00:00.000Z',
      '2027-12-31T10:30:00.000Z',
      '2027-12-31T11:00:00.000Z',
    ]);
  });
});
