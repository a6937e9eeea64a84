/**
 * Times said without "o"/"at" (a nominative Polish hour with its minutes, an hour right after a
 * date, "o clock" as a transcript spells it, the British "half four"), and a name said again after
 * "to znaczy" / "I mean". Monday 23 November 2026, 08:00 Warsaw.
 */
import { describe, expect, it } from 'vitest';
import { spokenName, understand } from '../../../src/modules/voice/nlu/index.js';

const now = new Date('2026-11-23T07:00:00Z');
const slots = (text: string) => understand(text, { now, timezone: 'Europe/Warsaw' }).slots;

describe('a time said without "o" or "at"', () => {
  it.each([
    ['Higienizacja na drugiego grudnia, dziesiąta trzydzieści, czy to możliwe?', '2026-12-02', '10:30'],
    ['Przegląd, pierwszego grudnia, piętnasta, jeśli można.', '2026-12-01', '15:00'],
    ['Wybielanie czwartego grudnia, szesnasta piętnaście', '2026-12-04', '16:15'],
    ['A cleaning on Friday please, ten o clock if possible.', '2026-11-27', '10:00'],
    ['The check-up, Thursday in two o clock.', '2026-11-26', '14:00'],
    ['Check-up on Tuesday, half four if you can.', '2026-11-24', '16:30'],
  ])('%s', (text, date, time) => {
    const s = slots(text);
    expect(s.date).toBe(date);
    expect(s.time).toBe(time);
  });

  it('leaves a count of minutes or a second visit alone', () => {
    expect(slots('Druga wizyta trzeciego grudnia').time).toBeUndefined();
    expect(slots('Pierwsza dziesięć minut spóźnienia').time).toBeUndefined();
  });
});

describe('a name said again', () => {
  it.each([
    ['Nowak Barbara, to znaczy Barbara Nowak.', 'Barbara Nowak'],
    ['Kos Roman… znaczy Roman Kos', 'Roman Kos'],
    ['Lis Ewa znaczy Ewa Lis', 'Ewa Lis'],
    ['Smith Jane, I mean Jane Smith.', 'Jane Smith'],
    ['Jon Hart, I mean John Hart', 'John Hart'],
  ])('%s', (text, name) => {
    expect(spokenName(text)).toBe(name);
  });
});
