/**
 * A booking wish said beside a question ("Are you open on Sunday? I need a check-up.", "Do you do
 * evening appointments? I'd need a check-up on Wednesday."), the question answered, then only the
 * day or the time said ("Fine, then Monday the 30th at 8:30.", "Ah, okay then, half five."): the
 * wish goes on with them, as a receptionist who heard both would book it. So does a wish said
 * only after the answer, with a time but no day ("Do you do evening appointments? Like seven on
 * Friday?" … "Right, then half five, for a check-up"): the day asked about carries.
 */
import { DateTime } from 'luxon';
import type { Intent, NluResult } from '../nlu/index.js';
import type { Ctx } from './step.js';
import type { DialogueState } from './types.js';

/** What a turn that only names when may be read as (not a question, a request of its own, a no). */
const WHEN_ONLY = new Set(['confirm', 'provide_info', 'unknown']);

/**
 * The turn's reading with the day of the earlier wish (or of the question just before) when it
 * names only a time; null when the turn is no day or time for a wish said earlier in the call, nor
 * a wish of its own (nothing booked here yet).
 */
export function wishResumed(c: Ctx): NluResult | null {
  const { state, nlu } = c;
  if (state.stage !== 'open' && state.stage !== 'anything_else') return null;
  if (state.booking?.appointmentId || state.manage || (state.bookedHere?.length ?? 0) > 0) return null;
  const s = nlu.slots;
  if (c.text.includes('?') || !(s.date || s.datetime || s.time)) return null;
  const dayBefore = state.earlier?.dayBefore;
  // A visit asked for now with a time but no day, after a question of a day ("…, na przegląd"): a
  // wish of its own, on that day.
  const ownWish =
    (nlu.intent === 'book_appointment' || (WHEN_ONLY.has(nlu.intent) && !!s.service)) &&
    !!s.time &&
    !s.date &&
    !s.datetime &&
    !!dayBefore;
  if (!WHEN_ONLY.has(nlu.intent) && !ownWish) return null;
  const wish = earlierWish(c);
  if (!wish && !ownWish) return null;
  const slots = { ...s };
  if (!slots.service && wish?.service) slots.service = wish.service;
  // The day said last: the question just before, else the wish.
  const date = dayBefore ?? wish?.date;
  if (!slots.date && !slots.datetime && date) {
    slots.date = date;
    if (slots.time) {
      const [h, m] = slots.time.split(':').map(Number) as [number, number];
      const dt = DateTime.fromISO(date, { zone: c.tenant.timezone }).set({ hour: h, minute: m });
      if (dt.isValid) slots.datetime = dt.toISO({ suppressMilliseconds: true })!;
    }
  }
  return { ...nlu, intent: 'book_appointment', slots };
}

/**
 * The last earlier turn of the caller that asked for a visit (a booking wanted, or a service
 * named): its day; the service the call named (`serviceSaid`) goes with it. Null when none did.
 * Read from what each turn understood (`noteTurn`), never by understanding the turns again.
 */
function earlierWish(c: Ctx): { service?: string; date?: string } | null {
  const service = c.state.serviceSaid;
  const wish = c.state.earlier?.wish;
  if (wish) return { ...(service ? { service } : {}), ...(wish.date ? { date: wish.date } : {}) };
  return service ? { service } : null;
}

/**
 * Keeps what a caller's turn said of a visit for the turns after it (`DialogueState.earlier`):
 * its intent and day as the turn understood them, `named` whether it named a service (a
 * tenant's, or any said after "na …" / "for a …").
 */
export function noteTurn(
  state: DialogueState,
  intent: Intent,
  date: string | undefined,
  named: boolean,
): void {
  const wish = intent === 'book_appointment' || named ? { ...(date ? { date } : {}) } : state.earlier?.wish;
  const earlier = { ...(wish ? { wish } : {}), ...(date ? { dayBefore: date } : {}) };
  if (Object.keys(earlier).length > 0) state.earlier = earlier;
  else delete state.earlier;
}
