/** Calendar days of the tenant's time zone as instants (for date filters and "today"). */

function parts(ms: number, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return {
    y: Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    min: Number(p.minute),
    s: Number(p.second),
  };
}

/** The zone's offset from UTC at `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string) {
  const p = parts(ms, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(ms / 1000) * 1000;
}

/** `YYYY-MM-DD` of `date` in the zone. */
export function zonedYmd(date: Date, timeZone: string): string {
  const p = parts(date.getTime(), timeZone);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** The instant the day `YYYY-MM-DD` starts in the zone (`plusDays` later, when given). */
export function zonedDayStart(ymd: string, timeZone: string, plusDays = 0): Date {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d + plusDays);
  let at = guess - offsetAt(guess, timeZone);
  // Once more, for a day whose offset differs from the guess's (daylight saving changes).
  at = guess - offsetAt(at, timeZone);
  return new Date(at);
}
