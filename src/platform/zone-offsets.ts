/**
 * Luxon's offsets of IANA zones, remembered per quarter of an hour.
 *
 * Every luxon `DateTime` in a named zone (the tenant's: "Europe/Warsaw") asks the zone for its
 * offset at an instant, and `plus`/`set`/`startOf` ask twice; luxon answers each time through
 * `Intl.DateTimeFormat#formatToParts` (10–50 µs). A receptionist's turn builds some fifty such
 * values (the caller's "jutro o dziesiątej", the days searched, the times said back), so the
 * look-ups were about a seventh of a turn's CPU.
 *
 * The offset is remembered for the quarter of an hour (aligned to the epoch) holding the instant,
 * and only when the zone's offset is the same at both ends of that quarter: a quarter with a
 * transition in it (the hour the clocks change) is answered exactly, every time, as before. Two
 * transitions of one zone within fifteen minutes, the only case that could deceive the check,
 * do not occur in the time zone database. The answers are therefore luxon's own.
 */
import { IANAZone } from 'luxon';

const QUARTER = 15 * 60_000;
/** Quarters remembered per zone (some 100 days' worth); the map starts over when full. */
const MAX_QUARTERS = 10_000;

const uncached = IANAZone.prototype.offset;
const byZone = new WeakMap<IANAZone, Map<number, number>>();
let installed = false;

/** The zone's offset (minutes) at `ts`, from the quarter's memory when the quarter has one offset. */
function cachedOffset(this: IANAZone, ts: number): number {
  if (!Number.isFinite(ts)) return uncached.call(this, ts);
  let quarters = byZone.get(this);
  if (!quarters) {
    quarters = new Map();
    byZone.set(this, quarters);
  }
  const q = Math.floor(ts / QUARTER);
  const known = quarters.get(q);
  if (known !== undefined) return known;
  const start = uncached.call(this, q * QUARTER);
  const end = uncached.call(this, q * QUARTER + QUARTER - 1);
  // A transition inside this quarter: the instant's own offset, not remembered.
  if (start !== end || Number.isNaN(start)) return uncached.call(this, ts);
  if (quarters.size >= MAX_QUARTERS) quarters.clear();
  quarters.set(q, start);
  return start;
}

/** Makes every IANA zone of luxon answer offsets from the per-quarter memory (once per process). */
export function cacheZoneOffsets(): void {
  if (installed) return;
  installed = true;
  IANAZone.prototype.offset = cachedOffset;
}

/** Luxon's own look-up, for the test that compares the two. */
export const uncachedOffset = (zone: IANAZone, ts: number): number => uncached.call(zone, ts);
