import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  freeSlots,
  openIntervals,
  withinOpeningHours,
} from '../../src/modules/appointments/opening-hours.js';

const day = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).startOf('day');
const past = new Date(0);
/** The same intervals on every weekday. */
const every = (pairs: [string, string][]) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, pairs]));

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

  it('answers as luxon’s day intervals do, across DST changes in zones with odd offsets and midnight changes', () => {
    // The reference: the day's intervals built with luxon (`openIntervals` of the start's local
    // day), as withinOpeningHours did before it computed on epoch milliseconds.
    const reference = (
      hours: Parameters<typeof openIntervals>[0],
      zone: string,
      start: Date,
      end: Date,
      exceptions?: Parameters<typeof openIntervals>[2],
    ) =>
      openIntervals(hours, DateTime.fromJSDate(start, { zone }).startOf('day'), exceptions).some(
        (i) => i.start.toMillis() <= start.getTime() && end.getTime() <= i.end.toMillis(),
      );
    const shapes = [
      every([['00:00', '24:00']]),
      every([
        ['01:00', '04:00'],
        ['23:00', '24:00'],
      ]),
      every([
        ['00:30', '03:30'],
        ['08:00', '12:00'],
        ['13:00', '20:00'],
      ]),
      every([['02:00', '02:30']]),
    ];
    const exceptions = [
      { date: '2027-03-28', closed: false, hours: [{ open: '00:00', close: '03:00' }], note: null },
      { date: '2027-10-31', closed: true, hours: [], note: null },
    ];
    // Spring and autumn changes: Warsaw, New York, Santiago (at midnight), Lord Howe (30 min),
    // Chatham (+12:45/+13:45), Havana (at midnight); no DST: Kathmandu (+5:45), UTC.
    const zones = [
      'Europe/Warsaw',
      'America/New_York',
      'America/Santiago',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/Havana',
      'Asia/Kathmandu',
      'UTC',
    ];
    const changes = [
      '2027-03-14',
      '2027-03-28',
      '2027-04-04',
      '2027-09-05',
      '2027-09-26',
      '2027-10-03',
      '2027-10-31',
      '2027-11-07',
    ];
    let compared = 0;
    let open = 0;
    for (const zone of zones)
      for (const date of changes) {
        const from = DateTime.fromISO(date, { zone: 'UTC' }).minus({ hours: 30 }).toMillis();
        for (let t = from; t < from + 60 * 3_600_000; t += 20 * 60_000)
          for (const minutes of [30, 90])
            for (const [k, hours] of shapes.entries()) {
              const start = new Date(t);
              const end = new Date(t + minutes * 60_000);
              const ex = k === 2 ? exceptions : undefined;
              const expected = reference(hours, zone, start, end, ex);
              expect(
                withinOpeningHours(hours, zone, start, end, ex),
                `${zone} ${start.toISOString()} +${minutes}`,
              ).toBe(expected);
              compared++;
              if (expected) open++;
            }
      }
    expect(compared).toBe(8 * 8 * 180 * 2 * 4);
    // Both answers occur often: the comparison is not all "closed".
    expect(open).toBeGreaterThan(compared / 4);
    expect(compared - open).toBeGreaterThan(compared / 4);
  });

  it('offers the slots the luxon loop offered, across DST changes, for odd steps and lengths, with busy and past times', () => {
    // The reference: freeSlots as it was written with luxon, a `plus({ minutes })` per candidate.
    const reference = (opts: Parameters<typeof freeSlots>[0]) => {
      const slots: { start: Date; end: Date }[] = [];
      const step = Math.max(5, opts.stepMinutes);
      for (const interval of openIntervals(opts.hours, opts.day, opts.exceptions))
        for (let s = interval.start; ; s = s.plus({ minutes: step })) {
          const e = s.plus({ minutes: opts.durationMinutes });
          if (e > interval.end) break;
          const start = s.toJSDate();
          const end = e.toJSDate();
          if (start < opts.notBefore) continue;
          if (opts.busy.some((b) => b.start < end && start < b.end)) continue;
          slots.push({ start, end });
        }
      return slots;
    };
    const shapes = [
      every([['00:00', '24:00']]),
      every([
        ['01:00', '04:00'],
        ['08:00', '18:00'],
      ]),
      every([['02:00', '03:30']]),
    ];
    let slots = 0;
    for (const zone of [
      'Europe/Warsaw',
      'America/New_York',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/Santiago',
    ])
      for (const date of ['2027-03-14', '2027-03-28', '2027-04-04', '2027-09-26', '2027-10-31', '2027-11-07'])
        for (const hours of shapes)
          for (const [stepMinutes, durationMinutes] of [
            [30, 30],
            [15, 45],
            [20, 90],
          ] as const) {
            const d = day(date, zone);
            const opts = {
              hours,
              day: d,
              durationMinutes,
              stepMinutes,
              busy: [
                {
                  start: d.plus({ hours: 9 }).toJSDate(),
                  end: d.plus({ hours: 10, minutes: 10 }).toJSDate(),
                },
              ],
              notBefore: d.plus({ hours: 1, minutes: 20 }).toJSDate(),
            };
            const expected = reference(opts);
            expect(freeSlots(opts), `${zone} ${date} ${stepMinutes}/${durationMinutes}`).toEqual(expected);
            slots += expected.length;
          }
    expect(slots).toBeGreaterThan(2000);
  });
});
