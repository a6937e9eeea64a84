/** Calendar arithmetic in a tenant's IANA time zone, with Intl only (no tz database in SQL needed). */

/** The canonical spelling of an IANA zone (`europe/warsaw` → `Europe/Warsaw`), or null when unknown. */
export function canonicalTimeZone(tz: string): string | null {
  if (!tz || tz.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function isValidTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string) {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

export function zonedParts(d: Date, tz: string): Parts {
  const out: Record<string, number> = {};
  for (const p of formatter(tz).formatToParts(d)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour! % 24,
    minute: out.minute!,
    second: out.second!,
  };
}

/** Offset of the zone from UTC at an instant, in ms. */
function offsetMs(d: Date, tz: string): number {
  const p = zonedParts(d, tz);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(d.getTime() / 1000) * 1000;
}

/** The instant at which the local wall time y-m-d 00:00 begins in the zone. */
export function zonedMidnight(year: number, month: number, day: number, tz: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  let t = guess - offsetMs(new Date(guess), tz);
  t = guess - offsetMs(new Date(t), tz);
  return new Date(t);
}

export function startOfZonedDay(d: Date, tz: string): Date {
  const p = zonedParts(d, tz);
  return zonedMidnight(p.year, p.month, p.day, tz);
}

/** The calendar month (in the zone) containing `d`: `[start, end)` and its `YYYY-MM` label. */
export function zonedMonth(d: Date, tz: string): { start: Date; end: Date; label: string } {
  const p = zonedParts(d, tz);
  const start = zonedMidnight(p.year, p.month, 1, tz);
  const end =
    p.month === 12 ? zonedMidnight(p.year + 1, 1, 1, tz) : zonedMidnight(p.year, p.month + 1, 1, tz);
  return { start, end, label: `${p.year}-${String(p.month).padStart(2, '0')}` };
}
