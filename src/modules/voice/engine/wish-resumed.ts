/**
 * A booking wish said beside a question ("Are you open on Sunday? I need a check-up.", "Do you do
 * evening appointments? I'd need a check-up on Wednesday."), the question answered, then only the
 * day or the time said ("Fine, then Monday the 30th at 8:30.", "Ah, okay then, half five."): the
 * wish goes on with them, as a receptionist who heard both would book it.
 */
import { DateTime } from 'luxon';
import { type NluResult, understand } from '../nlu/index.js';
import { serviceWanted } from './service-said.js';
import type { Ctx } from './step.js';

/** What a turn that only names when may be read as (not a question, a request of its own, a no). */
const WHEN_ONLY = new Set(['confirm', 'provide_info', 'unknown']);

/**
 * The turn's reading with the day of the earlier wish when it names only a time; null when the
 * turn is no day or time for a wish said earlier in the call (nothing booked here yet).
 */
export function wishResumed(c: Ctx): NluResult | null {
  const { state, nlu } = c;
  if (state.stage !== 'open' && state.stage !== 'anything_else') return null;
  if (state.booking?.appointmentId || state.manage || (state.bookedHere?.length ?? 0) > 0) return null;
  if (!WHEN_ONLY.has(nlu.intent) || c.text.includes('?')) return null;
  const s = nlu.slots;
  if (!(s.date || s.datetime || s.time)) return null;
  const wish = earlierWish(c);
  if (!wish) return null;
  const slots = { ...s };
  if (!slots.service && wish.service) slots.service = wish.service;
  if (!slots.date && !slots.datetime && wish.date) {
    slots.date = wish.date;
    if (slots.time) {
      const [h, m] = slots.time.split(':').map(Number) as [number, number];
      const dt = DateTime.fromISO(wish.date, { zone: c.tenant.timezone }).set({ hour: h, minute: m });
      if (dt.isValid) slots.datetime = dt.toISO({ suppressMilliseconds: true })!;
    }
  }
  return { ...nlu, intent: 'book_appointment', slots };
}

/**
 * The last earlier turn of the caller that asked for a visit (a booking wanted, or a service
 * named): its day; the service the call named (`serviceSaid`) goes with it. Null when none did.
 */
function earlierWish(c: Ctx): { service?: string; date?: string } | null {
  const service = c.state.serviceSaid;
  const turns = c.state.transcript.filter((t) => t.role === 'caller').slice(0, -1);
  for (const t of turns.reverse()) {
    const r = understand(t.text, { now: c.tools.now(), timezone: c.tenant.timezone });
    const named = r.slots.service || serviceWanted(c.tenant.services ?? [], t.text);
    if (r.intent !== 'book_appointment' && !named) continue;
    return { ...(service ? { service } : {}), ...(r.slots.date ? { date: r.slots.date } : {}) };
  }
  return service ? { service } : null;
}
