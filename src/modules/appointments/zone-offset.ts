import { IANAZone } from 'luxon';

const HOUR = 3_600_000;
/** Per zone, at most this many remembered hours; the map starts afresh past it. */
const MAX_HOURS = 10_000;
/** Per zone: UTC hour number → the zone's offset (minutes) all through that hour, or NaN: it changes inside. */
const hours = new Map<string, Map<number, number>>();

/**
 * The offset of `zone` (minutes east of UTC) at the instant `ms`: luxon's own answer
 * (`IANAZone#offset`, one `Intl.DateTimeFormat#formatToParts` call), remembered per zone and
 * UTC hour when the offset is the same at both ends of that hour. A booking asks for a few
 * offsets of the same hours again and again, and asking Intl each time was 7 % of a booking's
 * CPU (issue #25's profile). An hour whose ends differ (a change of offset inside it) is
 * answered from Intl every time. Assumes no zone changes its offset twice within one hour and
 * back, which no zone of the time zone database does.
 */
export function zoneOffset(zone: string, ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let byHour = hours.get(zone);
  if (!byHour) {
    byHour = new Map();
    hours.set(zone, byHour);
  }
  let offset = byHour.get(hour);
  if (offset === undefined) {
    const zoneObj = IANAZone.create(zone);
    const first = zoneObj.offset(hour * HOUR);
    offset = first === zoneObj.offset(hour * HOUR + HOUR - 1) ? first : Number.NaN;
    if (byHour.size >= MAX_HOURS) byHour.clear();
    byHour.set(hour, offset);
  }
  return Number.isNaN(offset) ? IANAZone.create(zone).offset(ms) : offset;
}

/**
 * The instant of the local wall-clock time `localTs` (that wall time written as if it were UTC)
 * in `zone`, starting from the guess that its offset is `o`: luxon's `fixOffset`, step for step,
 * so that a time that does not exist (skipped forward in spring) or exists twice (autumn) lands
 * where luxon's `DateTime#set` puts it. Answers the instant and its offset.
 */
export function localToInstant(zone: string, localTs: number, o: number): [number, number] {
  let guess = localTs - o * 60_000;
  const o2 = zoneOffset(zone, guess);
  if (o === o2) return [guess, o];
  guess -= (o2 - o) * 60_000;
  const o3 = zoneOffset(zone, guess);
  if (o2 === o3) return [guess, o2];
  return [localTs - Math.min(o2, o3) * 60_000, Math.max(o2, o3)];
}
