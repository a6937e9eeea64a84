import { DateTime } from 'luxon';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import { CALENDAR_STALE_SECONDS } from './appointments.input.js';
import { blockingCalendars, busyRanges, externalBusyRanges } from './appointments.repo.js';
import { freeSlots } from './opening-hours.js';
import { loadTenantProfile, serviceDuration } from './tenant-profile.js';

export interface AvailabilityInput {
  date: string;
  serviceType?: string;
  departmentId?: string;
  /**
   * An appointment of this tenant whose own time counts as free (a move of it to a time that
   * overlaps where it is now); its tenant is checked by the query, so another tenant's id frees nothing.
   */
  excludeAppointmentId?: string;
}

/** Open slots of one local date in the tenant's zone (the appointments service's `availability`). */
export async function availability(
  { db, clock }: { db: Db; clock: Clock },
  ctx: ServiceContext,
  input: AvailabilityInput,
) {
  const profile = await loadTenantProfile(db, ctx.tenantId);
  const day = DateTime.fromISO(input.date, { zone: profile.timezone });
  if (!day.isValid || !/^\d{4}-\d{2}-\d{2}$/.test(input.date)) {
    throw errors.invalid(
      ['query', 'date'],
      'must be a date YYYY-MM-DD',
      'musi być datą RRRR-MM-DD',
      'format',
    );
  }
  const start = day.startOf('day');
  const duration = serviceDuration(profile, input.serviceType);
  const dayStart = start.toJSDate();
  const dayEnd = start.plus({ days: 1 }).toJSDate();
  const departmentId = input.departmentId ?? null;
  const [ours, external, calendars] = await Promise.all([
    busyRanges(db, ctx.tenantId, departmentId, dayStart, dayEnd, input.excludeAppointmentId),
    externalBusyRanges(db, ctx.tenantId, departmentId, dayStart, dayEnd),
    blockingCalendars(db, ctx.tenantId, departmentId),
  ]);
  const busy = [...ours, ...external.map((e) => ({ start: e.start, end: e.end }))];
  const now = clock.now();
  const slots = freeSlots({
    hours: profile.openingHours,
    exceptions: profile.hoursExceptions,
    day: start,
    durationMinutes: duration,
    stepMinutes: profile.slotMinutes > 0 ? profile.slotMinutes : 30,
    busy,
    notBefore: clock.now(),
  });
  return {
    date: input.date,
    timezone: profile.timezone,
    duration_minutes: duration,
    slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
    external_calendars: calendars.map((c) => {
      const age = c.lastSyncedAt
        ? Math.max(0, Math.floor((now.getTime() - c.lastSyncedAt.getTime()) / 1000))
        : null;
      return {
        id: c.id,
        name: c.name,
        synced_at: c.lastSyncedAt?.toISOString() ?? null,
        age_seconds: age,
        stale: age === null || age > CALENDAR_STALE_SECONDS || c.consecutiveFailures > 0,
      };
    }),
    livemode: ctx.mode === 'live',
  };
}
