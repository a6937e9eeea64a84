/**
 * The built-in brain's unit tests over in-memory tools: a clinic open 8:00–18:00 on weekdays, the
 * evaluation's Monday 23 November 2026, 08:00 Warsaw, and a call played line by line.
 */
import {
  type DialogueState,
  deterministicBrain,
  newState,
  type TenantSnapshot,
  type Tools,
} from '../../src/modules/voice/engine/index.js';

export const NOW = new Date('2026-11-23T07:00:00.000Z');

/** A clinic open 8:00–18:00, Monday to Friday, with nothing else set but `extra`. */
export const weekdayClinic = (id: string, extra: Partial<TenantSnapshot> = {}): TenantSnapshot => ({
  id,
  businessName: 'Gabinet Pod Lipą',
  timezone: 'Europe/Warsaw',
  openingHours: {
    mon: [['08:00', '18:00']],
    tue: [['08:00', '18:00']],
    wed: [['08:00', '18:00']],
    thu: [['08:00', '18:00']],
    fri: [['08:00', '18:00']],
  },
  faq: {},
  transferNumbers: [],
  departments: [],
  ...extra,
});

/** An instant at a Warsaw wall-clock time of a winter day. */
export const at = (date: string, hm: string) => new Date(`${date}T${hm}:00+01:00`).toISOString();

/** A call from +48601234567: the greeting, then each line in turn (an ended call is not stopped). */
export async function talk(
  tenant: TenantSnapshot,
  lines: string[],
  tools: Tools,
  language: 'pl' | 'en' = 'pl',
) {
  let state: DialogueState = newState('+48601234567', NOW, language);
  deterministicBrain.greet(tenant, state);
  const replies: string[] = [];
  for (const line of lines) {
    const r = await deterministicBrain.nextTurn(tenant, state, line, tools);
    state = r.state;
    replies.push(r.reply);
  }
  return { state, replies };
}

/**
 * In-memory tools over `weekdayClinic`'s hours: slots every half hour from 8:00 in which a visit
 * of `minutes(service)` ends by 18:00, without the times booked (kept in `booked`); no answers.
 */
export function halfHourCalendar(minutes: (service: string | undefined) => number = () => 30) {
  const booked: string[] = [];
  const tools: Tools = {
    now: () => NOW,
    async availability(date, service) {
      const length = minutes(service);
      const out: string[] = [];
      for (let m = 8 * 60; m + length <= 18 * 60; m += 30)
        out.push(at(date, `${String(Math.floor(m / 60)).padStart(2, '0')}:${m % 60 === 0 ? '00' : '30'}`));
      return out.filter((s) => !booked.includes(s));
    },
    async book(input) {
      booked.push(input.start);
      return { ok: true, id: `appt-${booked.length}`, start: input.start };
    },
    async answer() {
      return null;
    },
  };
  return { tools, booked };
}
