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

/* ---------------- dated exceptions (holidays, short days) ---------------- */

export const MAX_EXCEPTIONS = 100;
export const MAX_NOTE = 200;

/** The service's shape of one exception (`opening_hours_exceptions[]`). */
export interface HoursException {
  date: string;
  closed: boolean;
  hours: { open: string; close: string }[];
  note?: string | null;
}

/** One exception in the editor: a date (none yet when just added), closed or its own intervals, a note. */
export interface ExceptionState {
  id: number;
  date: string | null;
  closed: boolean;
  intervals: Slot[];
  note: string;
}

let exceptionIds = 0;
export function newException(): ExceptionState {
  return { id: ++exceptionIds, date: null, closed: true, intervals: [slot('10:00', '13:00')], note: '' };
}

export function toExceptionStates(list: HoursException[] | null | undefined): ExceptionState[] {
  return (list ?? []).map((e) => ({
    id: ++exceptionIds,
    date: e.date,
    closed: e.closed,
    intervals:
      e.closed || e.hours.length === 0 ? [slot('10:00', '13:00')] : e.hours.map((h) => slot(h.open, h.close)),
    note: e.note ?? '',
  }));
}

export function toExceptions(list: ExceptionState[]): HoursException[] {
  return list.map((e) => ({
    date: e.date ?? '',
    closed: e.closed,
    hours: e.closed
      ? []
      : e.intervals.map((s) => ({ open: s.from, close: s.to })).sort((a, b) => a.open.localeCompare(b.open)),
    note: e.note.trim() || null,
  }));
}

export type DateProblem = 'missing' | 'duplicate';
export interface ExceptionProblems {
  date?: DateProblem;
  intervals: Record<number, IntervalProblem>;
}

/** Problems of each exception, by its id: no date, a date given twice, bad intervals. */
export function exceptionProblems(list: ExceptionState[]): Record<number, ExceptionProblems> {
  const out: Record<number, ExceptionProblems> = {};
  const seen = new Set<string>();
  for (const e of list) {
    const p: ExceptionProblems = { intervals: dayProblems({ open: !e.closed, intervals: e.intervals }) };
    if (!e.date) p.date = 'missing';
    else if (seen.has(e.date)) p.date = 'duplicate';
    if (e.date) seen.add(e.date);
    if (p.date || Object.keys(p.intervals).length) out[e.id] = p;
  }
  return out;
}
