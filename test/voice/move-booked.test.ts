/**
 * The built-in brain with in-memory tools: a change of mind about the time of the appointment
 * booked in the call moves that appointment (its own time free to it), and a booking wish said
 * beside an hours question goes on when only a day or a time follows the answer.
 */
import { describe, expect, it } from 'vitest';
import type { TenantSnapshot, Tools } from '../../src/modules/voice/engine/index.js';
import { at, NOW, talk, weekdayClinic } from './brain-kit.js';

const tenant = weekdayClinic('0190a000-0000-7000-8000-000000000001');
const HALVES = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '17:00', '17:30'];

/** A calendar of hour-long visits: a time is free when no appointment but the one ignored covers it. */
function calendar() {
  const appts = new Map<string, string>();
  const ignored: (string | undefined)[] = [];
  const moved: { id: string; start: string }[] = [];
  const busy = (start: string, ignore?: string) =>
    [...appts].some(([id, s]) => id !== ignore && Math.abs(Date.parse(s) - Date.parse(start)) < 60 * 60_000);
  const tools: Tools = {
    now: () => NOW,
    async availability(date, _service, ignore) {
      ignored.push(ignore);
      return HALVES.map((t) => at(date, t)).filter((s) => !busy(s, ignore));
    },
    async book(input) {
      if (busy(input.start)) return { ok: false, reason: 'slot_unavailable' };
      const id = `appt-${appts.size + 1}`;
      appts.set(id, input.start);
      return { ok: true, id, start: input.start };
    },
    async answer() {
      return null;
    },
    async cancelAppointment(id) {
      appts.delete(id);
      return { ok: true, start: '' };
    },
    async moveAppointment(id, start) {
      if (busy(start, id)) return { ok: false, reason: 'slot_unavailable' };
      appts.set(id, start);
      moved.push({ id, start });
      return { ok: true, start };
    },
  };
  return { tools, appts, ignored, moved };
}

const run = (lines: string[], tools: Tools) => talk(tenant, lines, tools);

describe('a change of mind after the booking', () => {
  it('moves the appointment over its own time, with its id left out of the search', async () => {
    const cal = calendar();
    const { replies } = await run(
      [
        'Poproszę wizytę w poniedziałek 30 listopada o 9:00.',
        'Jan Lis',
        'A jednak o 9:30, ten sam dzień.',
        'Tak',
      ],
      cal.tools,
    );
    expect(replies[2]).toMatch(/o 9:30\. Czy ten termin pasuje/);
    expect(cal.ignored).toContain('appt-1');
    expect(cal.moved).toEqual([{ id: 'appt-1', start: at('2026-11-30', '09:30') }]);
    expect([...cal.appts.values()]).toEqual([at('2026-11-30', '09:30')]);
    expect(replies[3]).toMatch(/^Zmieniłam termin\. Wizyta jest teraz .*9:30 na nazwisko Jan Lis\./);
  });

  it('takes the booked day ruled out, and another proposed, as a move', async () => {
    const cal = calendar();
    const { replies } = await run(
      [
        'Wizyta w środę o dziesiątej.',
        'Ewa Lis',
        'Tak',
        'Przypomniało mi się, że w środę mam wyjazd. To może w czwartek o jedenastej?',
        'Tak',
      ],
      cal.tools,
    );
    expect(replies[3]).toMatch(/czwartek 26 listopada o 11:00/);
    expect([...cal.appts.values()]).toEqual([at('2026-11-26', '11:00')]);
  });
});

describe('a wish said beside an hours question', () => {
  it('goes on with the day said earlier when only the time follows', async () => {
    const cal = calendar();
    const t = { ...tenant, services: [{ name: 'Przegląd', aliases: ['check-up'] }] } as TenantSnapshot;
    const { state, replies } = await talk(
      t,
      [
        'Do you do evening appointments, like 7 pm? I need a check-up on Wednesday.',
        'Ah, okay then, half five.',
      ],
      cal.tools,
      'en',
    );
    expect(replies[0]).toMatch(/8:00–18:00/);
    // The time said is free: it is taken, and the name asked for.
    expect(replies[1]).toMatch(/What name should I book it under/);
    expect(state.booking?.chosen).toBe(at('2026-11-25', '17:30'));
    expect(state.booking?.service).toBe('Przegląd');
  });
});
