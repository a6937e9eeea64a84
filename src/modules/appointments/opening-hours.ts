import type { DateTime } from 'luxon';
import type { HoursException, OpeningHours, Weekday } from '../tenants/tenants.schema.js';
import { localToInstant, zoneOffset } from './zone-offset.js';

const WEEKDAYS: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function minutesOf(hhmm: unknown): number | null {
  if (typeof hhmm !== 'string') return null;
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return null;
  return h * 60 + min;
}

export interface Interval {
  start: DateTime;
  end: DateTime;
}

export type HoursExceptions = readonly HoursException[] | null | undefined;

/** The exception for a local date (`YYYY-MM-DD`), if any. */
export function exceptionOn(exceptions: HoursExceptions, date: string): HoursException | undefined {
  return Array.isArray(exceptions) ? exceptions.find((e) => e?.date === date) : undefined;
}

/**
 * The opening intervals of a local date (`YYYY-MM-DD`, `weekday` 1 = Monday … 7 = Sunday) as
 * minutes of the day, open before close: the date's exception's (none when closed), else the
 * weekday's; malformed or empty pairs are left out.
 */
function openMinutes(
  hours: OpeningHours | null | undefined,
  exceptions: HoursExceptions,
  date: string,
  weekday: number,
): [number, number][] {
  const ex = exceptionOn(exceptions, date);
  const list: unknown = ex
    ? ex.closed
      ? []
      : (ex.hours ?? []).map((h) => [h?.open, h?.close])
    : hours?.[WEEKDAYS[weekday - 1]!];
  if (!Array.isArray(list)) return [];
  const out: [number, number][] = [];
  for (const pair of list) {
    if (!Array.isArray(pair)) continue;
    const open = minutesOf(pair[0]);
    const close = minutesOf(pair[1]);
    if (open !== null && close !== null && open < close) out.push([open, close]);
  }
  return out;
}

/**
 * The opening intervals of a local calendar date (`YYYY-MM-DD`) as minutes of the day, open
 * before close: the date's exception's (none when closed), else its weekday's; malformed pairs
 * are left out. What the receptionist reads to say whether a day or an hour is open.
 */
export function openMinutesOn(
  hours: OpeningHours | null | undefined,
  date: string,
  exceptions?: HoursExceptions,
): [number, number][] {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return [];
  return openMinutes(hours, exceptions, date, ((day.getUTCDay() + 6) % 7) + 1);
}

/** Minutes of the day of a local time `H:MM` or `HH:MM` (24:00 is 1440), or null when malformed. */
export const minutesOfDay = (hhmm: string): number | null => minutesOf(hhmm);

/**
 * The opening intervals of one local day (`day` is the start of that day in the tenant's zone);
 * a dated exception replaces the weekday's intervals.
 */
export function openIntervals(
  hours: OpeningHours | null | undefined,
  day: DateTime,
  exceptions?: HoursExceptions,
): Interval[] {
  const at = (m: number) =>
    m === 1440 ? day.plus({ days: 1 }) : day.set({ hour: Math.floor(m / 60), minute: m % 60 });
  return openMinutes(hours, exceptions, day.toISODate() ?? '', day.weekday)
    .map(([open, close]) => ({ start: at(open), end: at(close) }))
    .sort((a, b) => a.start.toMillis() - b.start.toMillis());
}

const DAY = 86_400_000;

/**
 * True when [start, end) lies inside one opening interval of the start's local day (the
 * date's exception's intervals, else the weekday's). The same answers as building the day's
 * intervals with luxon (`openIntervals` of the start's `DateTime#startOf('day')`), daylight
 * saving changes included, computed on epoch milliseconds with the zone's offsets remembered
 * per hour (`zoneOffset`): every booking asks, and luxon's per-call zone lookups were 7 % of a
 * booking's CPU (issue #25). test/devapi/opening-hours.test.ts compares both over DST changes.
 */
export function withinOpeningHours(
  hours: OpeningHours | null | undefined,
  timezone: string,
  start: Date,
  end: Date,
  exceptions?: HoursExceptions,
): boolean {
  const from = start.getTime();
  const to = end.getTime();
  // luxon: fromJSDate(start, zone) then startOf('day'): the local midnight placed with the
  // start's offset as the first guess; the day's own offset is then the zone's at that instant.
  const o = zoneOffset(timezone, from);
  const midnight = Math.floor((from + o * 60_000) / DAY) * DAY;
  const [dayStart] = localToInstant(timezone, midnight, o);
  const dayOffset = zoneOffset(timezone, dayStart);
  const date = new Date(midnight);
  // luxon: day.set({ hour, minute }), and day.plus({ days: 1 }) for 24:00, which adds the day
  // to the day's first local time (01:00 where midnight was skipped, as availability has it).
  const at = (m: number) =>
    m === 1440
      ? localToInstant(timezone, dayStart + dayOffset * 60_000 + DAY, dayOffset)[0]
      : localToInstant(timezone, midnight + m * 60_000, dayOffset)[0];
  const weekday = ((date.getUTCDay() + 6) % 7) + 1;
  for (const [open, close] of openMinutes(hours, exceptions, date.toISOString().slice(0, 10), weekday))
    if (at(open) <= from && to <= at(close)) return true;
  return false;
}

/**
 * Bookable slots of one local date: candidates start at each opening time and every
 * `stepMinutes`, last `durationMinutes`, end by closing time, start no earlier than
 * `notBefore`, and overlap none of `busy`.
 */
export function freeSlots(opts: {
  hours: OpeningHours | null | undefined;
  /** Dated exceptions; one for `day` replaces the weekday's hours. */
  exceptions?: HoursExceptions;
  day: DateTime;
  durationMinutes: number;
  stepMinutes: number;
  busy: { start: Date; end: Date }[];
  notBefore: Date;
}): { start: Date; end: Date }[] {
  const slots: { start: Date; end: Date }[] = [];
  const step = Math.max(5, opts.stepMinutes) * 60_000;
  const length = opts.durationMinutes * 60_000;
  const notBefore = opts.notBefore.getTime();
  const busy = opts.busy.map((b) => [b.start.getTime(), b.end.getTime()] as const);
  // Minutes added to a luxon DateTime are absolute time (`plus({ minutes })` adds milliseconds,
  // whatever the offset does meanwhile), so the candidates are plain arithmetic on the
  // interval's instants: a luxon `plus` per candidate asked Intl for the zone's offset each
  // time (issue #21's profile of the receptionist's turns). test/devapi/opening-hours.test.ts
  // compares it with the luxon loop over daylight saving changes.
  for (const interval of openIntervals(opts.hours, opts.day, opts.exceptions)) {
    const close = interval.end.toMillis();
    for (let s = interval.start.toMillis(); s + length <= close; s += step) {
      const e = s + length;
      if (s < notBefore) continue;
      if (busy.some(([bs, be]) => bs < e && s < be)) continue;
      slots.push({ start: new Date(s), end: new Date(e) });
    }
  }
  return slots;
}
