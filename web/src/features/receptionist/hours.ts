/** The weekly opening hours as the editor holds them, and their checks (as the service checks them). */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type Interval = [string, string];
/** The service's shape: `{"mon":[["09:00","17:00"]],…}`; a missing or empty day is closed. */
export type OpeningHours = Partial<Record<Weekday, Interval[]>>;

/** One interval in the editor, with a stable id for the list. */
export interface Slot {
  id: number;
  from: string;
  to: string;
}
export interface DayState {
  open: boolean;
  intervals: Slot[];
}

let slotIds = 0;
export const slot = (from: string, to: string): Slot => ({ id: ++slotIds, from, to });
export type WeekState = Record<Weekday, DayState>;

const DEFAULT_INTERVAL: Interval = ['09:00', '17:00'];

export function toWeekState(hours: Partial<Record<Weekday, string[][]>> | null | undefined): WeekState {
  const out = {} as WeekState;
  for (const day of WEEKDAYS) {
    const list = hours?.[day] ?? [];
    out[day] = list.length
      ? { open: true, intervals: list.map(([a, b]) => slot(a ?? '', b ?? '')) }
      : { open: false, intervals: [slot(...DEFAULT_INTERVAL)] };
  }
  return out;
}

export function toOpeningHours(week: WeekState): OpeningHours {
  const out: OpeningHours = {};
  for (const day of WEEKDAYS) {
    const d = week[day];
    out[day] = d.open
      ? d.intervals.map((s): Interval => [s.from, s.to]).sort((a, b) => a[0].localeCompare(b[0]))
      : [];
  }
  return out;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export type IntervalProblem = 'missing' | 'order' | 'overlap';

/** Problems of one day's intervals, by the interval's index in the editor. */
export function dayProblems(day: DayState): Record<number, IntervalProblem> {
  const problems: Record<number, IntervalProblem> = {};
  if (!day.open) return problems;
  day.intervals.forEach(({ from, to }, i) => {
    if (!TIME.test(from) || !TIME.test(to)) problems[i] = 'missing';
    else if (from >= to) problems[i] = 'order';
  });
  const sorted = day.intervals
    .map((s, i) => ({ iv: [s.from, s.to] as Interval, i }))
    .filter(({ i }) => problems[i] === undefined)
    .sort((a, b) => a.iv[0].localeCompare(b.iv[0]));
  for (let k = 1; k < sorted.length; k++) {
    const prev = sorted[k - 1]!;
    const cur = sorted[k]!;
    if (prev.iv[1] > cur.iv[0]) problems[cur.i] = 'overlap';
  }
  return problems;
}

export function weekProblems(week: WeekState): Partial<Record<Weekday, Record<number, IntervalProblem>>> {
  const out: Partial<Record<Weekday, Record<number, IntervalProblem>>> = {};
  for (const day of WEEKDAYS) {
    const p = dayProblems(week[day]);
    if (Object.keys(p).length) out[day] = p;
  }
  return out;
}

/** The next interval to offer after the day's last one (an hour later, an hour long). */
export function nextInterval(day: DayState): Slot {
  const last = day.intervals[day.intervals.length - 1];
  if (!last || !TIME.test(last.to)) return slot(...DEFAULT_INTERVAL);
  const [h, m] = last.to.split(':').map(Number) as [number, number];
  const start = Math.min(h + 1, 22);
  const pad = (n: number) => String(n).padStart(2, '0');
  return slot(`${pad(start)}:${pad(m)}`, `${pad(start + 1)}:${pad(m)}`);
}
