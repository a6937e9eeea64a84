/**
 * Calendar arithmetic in the tenant's time zone (not the browser's), with Intl only: local
 * dates are `YYYY-MM-DD` strings, local times `HH:mm`, instants `Date`s.
 */

export interface LocalParts {
  date: string;
  time: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string) {
  let f = partFormatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partFormatters.set(tz, f);
  }
  return f;
}

function rawParts(d: Date, tz: string) {
  const p = Object.fromEntries(
    formatter(tz)
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return {
    y: Number(p.year),
    mo: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    mi: Number(p.minute),
    s: Number(p.second),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date, time and weekday of an instant in `tz`. */
export function localParts(d: Date, tz: string): LocalParts {
  const p = rawParts(d, tz);
  const date = `${p.y}-${pad(p.mo)}-${pad(p.d)}`;
  return {
    date,
    time: `${pad(p.h)}:${pad(p.mi)}`,
    minutes: p.h * 60 + p.mi,
    weekday: (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7,
  };
}

function offsetMs(d: Date, tz: string) {
  const p = rawParts(d, tz);
  return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - Math.floor(d.getTime() / 1000) * 1000;
}

/** The instant of local `date` `time` in `tz` (the earlier one when a DST change repeats it). */
export function zonedInstant(date: string, time: string, tz: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const first = guess - offsetMs(new Date(guess), tz);
  const second = guess - offsetMs(new Date(first), tz);
  return new Date(Math.min(first, second));
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week of `date`. */
export function weekStart(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

export const isDate = (s: string | null | undefined): s is string =>
  !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

export const minutesToTime = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

/** `HH:mm` → minutes since midnight. */
export const timeToMinutes = (t: string) => {
  const [h, m] = t.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
