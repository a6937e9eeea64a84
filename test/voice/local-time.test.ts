import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { localDate, localTime } from '../../src/modules/voice/engine/step.js';

// The receptionist's wall-clock helpers take the zone's offset from `zoneOffset` instead of a
// luxon DateTime per call; they must answer exactly what luxon answers.
describe('localTime / localDate', () => {
  const zones = [
    'Europe/Warsaw',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'UTC',
  ];
  it('agree with luxon every 7 minutes through two DST changes, in six zones', () => {
    let checked = 0;
    for (const zone of zones) {
      for (const [from, to] of [
        ['2026-03-27T00:00:00Z', '2026-03-30T00:00:00Z'],
        ['2026-10-23T00:00:00Z', '2026-10-27T00:00:00Z'],
      ] as const) {
        for (let ms = Date.parse(from); ms < Date.parse(to); ms += 7 * 60_000) {
          const iso = new Date(ms).toISOString();
          const lux = DateTime.fromISO(iso, { zone });
          expect(localTime(iso, zone), `${iso} ${zone}`).toBe(lux.toFormat('HH:mm'));
          expect(localDate(iso, zone), `${iso} ${zone}`).toBe(lux.toISODate());
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(8000);
  });
  it('read an instant written with an offset, and fall back to luxon for anything else', () => {
    expect(localTime('2026-11-24T10:30:00+01:00', 'Europe/Warsaw')).toBe('10:30');
    expect(localTime('2026-11-24T23:30:00-05:00', 'Europe/Warsaw')).toBe('05:30');
    expect(localDate('2026-11-24T23:30:00-05:00', 'Europe/Warsaw')).toBe('2026-11-25');
    // A date alone is that local date's midnight (luxon's reading).
    expect(localDate('2026-11-24', 'America/New_York')).toBe('2026-11-24');
    expect(localTime('2026-11-24', 'America/New_York')).toBe('00:00');
  });
});
