import { DateTime } from 'luxon';

/**
 * The team's demo calendar: working hours in Europe/Warsaw minus the slots already requested
 * and minus the team's busy times from the calendar provider (`src/providers/calendar`).
 */

export const DEMO_TIMEZONE = 'Europe/Warsaw';
export const DEMO_SLOT_MINUTES = 30;
/** Mon–Fri (1–5), 09:00–17:00 local time. */
export const DEMO_WORKING_DAYS = [1, 2, 3, 4, 5];
export const DEMO_DAY_START = { h: 9, m: 0 };
export const DEMO_DAY_END = { h: 17, m: 0 };
/** Slots start at least 2 hours from now and at most 14 days ahead. */
export const DEMO_LEAD_MINUTES = 120;
export const DEMO_HORIZON_DAYS = 14;

/** Local wall time in Europe/Warsaw → the instant (luxon resolves DST gaps and overlaps). */
export function warsawToUtc(y: number, mo: number, d: number, h: number, mi: number): Date {
  return DateTime.fromObject(
    { year: y, month: mo, day: d, hour: h, minute: mi },
    { zone: DEMO_TIMEZONE },
  ).toJSDate();
}

export interface Slot {
  start: Date;
  end: Date;
}

/** Every working-hours slot from now + lead time to the horizon, before removing taken ones. */
export function workingSlots(now: Date): Slot[] {
  const today = DateTime.fromJSDate(now, { zone: DEMO_TIMEZONE });
  const earliest = now.getTime() + DEMO_LEAD_MINUTES * 60_000;
  const out: Slot[] = [];
  for (let i = 0; i <= DEMO_HORIZON_DAYS; i++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    if (!DEMO_WORKING_DAYS.includes(day.getUTCDay())) continue;
    const y = day.getUTCFullYear();
    const mo = day.getUTCMonth() + 1;
    const d = day.getUTCDate();
    const startMin = DEMO_DAY_START.h * 60 + DEMO_DAY_START.m;
    const endMin = DEMO_DAY_END.h * 60 + DEMO_DAY_END.m;
    for (let m = startMin; m + DEMO_SLOT_MINUTES <= endMin; m += DEMO_SLOT_MINUTES) {
      const start = warsawToUtc(y, mo, d, Math.floor(m / 60), m % 60);
      if (start.getTime() < earliest) continue;
      if (start.getTime() > now.getTime() + DEMO_HORIZON_DAYS * 86_400_000) continue;
      out.push({ start, end: new Date(start.getTime() + DEMO_SLOT_MINUTES * 60_000) });
    }
  }
  return out;
}

/** Whether a slot overlaps any of the busy ranges (touching ends do not overlap). */
export function overlapsBusy(slot: Slot, busy: Slot[]): boolean {
  return busy.some((b) => b.start.getTime() < slot.end.getTime() && b.end.getTime() > slot.start.getTime());
}

/** Working-hours slots minus the requested starts and minus the team's busy ranges. */
export function openSlots(now: Date, taken: Date[], busy: Slot[] = []): Slot[] {
  const requested = new Set(taken.map((d) => d.getTime()));
  return workingSlots(now).filter((s) => !requested.has(s.start.getTime()) && !overlapsBusy(s, busy));
}
