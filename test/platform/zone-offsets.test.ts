import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { cacheZoneOffsets, uncachedOffset } from '../../src/platform/zone-offsets.js';

cacheZoneOffsets();

// Zones with every kind of transition: a whole hour (Warsaw, New York), half an hour (Lord Howe),
// offsets of 45 minutes (Chatham, Kathmandu), southern summers (Santiago), none (Kolkata).
const ZONES = [
  'Europe/Warsaw',
  'America/New_York',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'America/Santiago',
  'Asia/Kolkata',
];

describe('luxon zone offsets remembered per quarter of an hour', () => {
  it('answers exactly what luxon computes, minute by minute across each transition of 2026', () => {
    let transitions = 0;
    for (const name of ZONES) {
      const zone = IANAZone.create(name);
      const from = Date.UTC(2026, 0, 1);
      const to = Date.UTC(2027, 0, 1);
      // Walk the year by three hours; where the offset changed, check every minute of the hours before.
      let before = uncachedOffset(zone, from);
      for (let t = from; t < to; t += 3 * 3_600_000) {
        const now = uncachedOffset(zone, t);
        expect(zone.offset(t)).toBe(now);
        if (now !== before) {
          transitions += 1;
          for (let m = t - 4 * 3_600_000; m <= t + 3_600_000; m += 60_000)
            for (const s of [0, 1, 59_999]) expect(zone.offset(m + s)).toBe(uncachedOffset(zone, m + s));
        }
        before = now;
      }
    }
    // Warsaw, New York, Lord Howe, Chatham and Santiago change their clocks twice a year.
    expect(transitions).toBe(10);
  });

  it('answers exactly inside a quarter that holds a transition (Monrovia, 7 January 1972, 00:44:30 UTC)', () => {
    // Liberia went from -0:44:30 to UTC: the change falls inside the quarter 00:30–00:45.
    const zone = IANAZone.create('Africa/Monrovia');
    const quarter = Date.UTC(1972, 0, 7, 0, 30);
    expect(uncachedOffset(zone, quarter)).toBe(-44.5);
    expect(uncachedOffset(zone, quarter + 15 * 60_000 - 1)).toBe(0);
    for (let t = quarter; t < quarter + 15 * 60_000; t += 15_000)
      expect(zone.offset(t)).toBe(uncachedOffset(zone, t));
  });

  it('gives the same wall-clock arithmetic on the day the clocks go back in Warsaw', () => {
    // 25 October 2026, 03:00 CEST becomes 02:00 CET.
    const day = DateTime.fromISO('2026-10-25T00:00', { zone: 'Europe/Warsaw' });
    expect(day.plus({ hours: 1 }).toISO()).toBe('2026-10-25T01:00:00.000+02:00');
    expect(day.plus({ hours: 3 }).toISO()).toBe('2026-10-25T02:00:00.000+01:00');
    expect(day.set({ hour: 12 }).toISO()).toBe('2026-10-25T12:00:00.000+01:00');
    expect(day.plus({ days: 1 }).toISO()).toBe('2026-10-26T00:00:00.000+01:00');
  });
});
