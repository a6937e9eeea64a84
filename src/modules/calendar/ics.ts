import ICAL from 'ical.js';
import { DateTime } from 'luxon';

export interface ExternalEvent {
  uid: string;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  status: string | null;
  /** `TRANSP:TRANSPARENT`: shown, but the owner is not busy then. */
  transparent: boolean;
}

type IcalTime = InstanceType<typeof ICAL.Time>;

/** Occurrences kept per recurring event at most (a runaway RRULE cannot blow up an answer). */
export const MAX_OCCURRENCES_PER_EVENT = 1000;
/** Occurrences walked per recurring event at most, from its DTSTART (a daily event of years ago). */
export const MAX_ITERATIONS_PER_EVENT = 20_000;

/**
 * The instant of an iCalendar time. `Z` times are UTC; a `TZID` naming an IANA zone is read in
 * that zone; floating times, unknown `TZID`s and all-day dates are read in the tenant's zone.
 * Zones are resolved here with the runtime's tz database rather than registered in ical.js's
 * process-wide timezone service, so one calendar's VTIMEZONE cannot affect another's.
 */
function instant(t: IcalTime, tzid: string | null, fallbackZone: string): Date {
  const parts = {
    year: t.year,
    month: t.month,
    day: t.day,
    hour: t.hour,
    minute: t.minute,
    second: t.second,
  };
  if (t.isDate)
    return DateTime.fromObject(
      { ...parts, hour: 0, minute: 0, second: 0 },
      { zone: fallbackZone },
    ).toJSDate();
  if (t.zone?.tzid === 'UTC') return DateTime.fromObject(parts, { zone: 'UTC' }).toJSDate();
  const zone = tzid && DateTime.now().setZone(tzid).isValid ? tzid : fallbackZone;
  return DateTime.fromObject(parts, { zone }).toJSDate();
}

/**
 * Parses an .ics text with ical.js and returns the VEVENTs overlapping [from, to), recurring
 * ones expanded (RRULE, RDATE, EXDATE and overridden instances, by ical.js). Throws on text
 * that is not iCalendar.
 */
export function eventsBetween(text: string, from: Date, to: Date, zone: string): ExternalEvent[] {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  if (root.name !== 'vcalendar') throw new Error('not a VCALENDAR');
  const out: ExternalEvent[] = [];
  const masters = root.getAllSubcomponents('vevent').filter((v) => !v.hasProperty('recurrence-id'));
  for (const vevent of masters) {
    const event = new ICAL.Event(vevent, { strictExceptions: false });
    for (const ex of root.getAllSubcomponents('vevent')) {
      if (ex.hasProperty('recurrence-id') && ex.getFirstPropertyValue('uid') === event.uid)
        event.relateException(ex);
    }
    const startTz = (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null;
    const endTz = (vevent.getFirstProperty('dtend')?.getParameter('tzid') as string | undefined) ?? startTz;
    let kept = 0;
    const push = (s: IcalTime, e: IcalTime | null, item: InstanceType<typeof ICAL.Event>) => {
      const start = instant(s, startTz, zone);
      let end = e ? instant(e, endTz, zone) : start;
      if (s.isDate && (!e || end.getTime() <= start.getTime()))
        end = new Date(start.getTime() + 24 * 3600_000);
      if (start.getTime() < to.getTime() && end.getTime() > from.getTime()) {
        const status = item.component.getFirstPropertyValue('status');
        const transp = item.component.getFirstPropertyValue('transp');
        kept++;
        out.push({
          uid: String(item.uid ?? ''),
          title: String(item.summary ?? ''),
          start,
          end,
          allDay: s.isDate,
          status: status ? String(status).toLowerCase() : null,
          transparent: String(transp ?? '').toUpperCase() === 'TRANSPARENT',
        });
      }
      return start;
    };
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      push(event.startDate, event.endDate ?? null, event);
      continue;
    }
    const it = event.iterator();
    for (let i = 0; i < MAX_ITERATIONS_PER_EVENT && kept < MAX_OCCURRENCES_PER_EVENT; i++) {
      const next = it.next();
      if (!next) break;
      const d = event.getOccurrenceDetails(next);
      const start = push(d.startDate, d.endDate, d.item);
      if (start.getTime() >= to.getTime()) break;
    }
  }
  return out.filter((e) => e.status !== 'cancelled').sort((a, b) => a.start.getTime() - b.start.getTime());
}
