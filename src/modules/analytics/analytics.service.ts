import { DateTime } from 'luxon';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { loadTenantProfile } from '../appointments/tenant-profile.js';
import { type CallStats, callStats, dailyCallStats, outcomeCounts } from '../calls/calls.repo.js';
import { CALL_OUTCOMES } from '../calls/calls.schema.js';

export interface AnalyticsServiceDeps {
  db: Db;
  clock: Clock;
}

/**
 * Call metrics over a window of `days` calendar days in the tenant's time zone: from the
 * start of the local day `days - 1` days ago up to now (so `days=1` is "today").
 */
export function createAnalyticsService({ db, clock }: AnalyticsServiceDeps) {
  async function window(ctx: ServiceContext, days: number) {
    const profile = await loadTenantProfile(db, ctx.tenantId);
    const now = DateTime.fromJSDate(clock.now(), { zone: profile.timezone });
    const from = now.startOf('day').minus({ days: days - 1 });
    return { timezone: profile.timezone, from, to: now };
  }

  const metrics = (s: CallStats) => ({
    total_calls: s.totalCalls,
    completed_calls: s.completedCalls,
    missed_calls: s.missedCalls,
    failed_calls: s.failedCalls,
    booked_appointments: s.bookedCalls,
    transferred_calls: s.transferredCalls,
    callbacks_requested: s.callbackCalls,
    calls_with_errors: s.errorCalls,
    avg_duration_seconds: s.avgDurationSeconds,
    total_minutes: Math.round((s.totalDurationSeconds / 60) * 10) / 10,
  });

  return {
    async summary(ctx: ServiceContext, days: number) {
      const w = await window(ctx, days);
      const [stats, outcomes] = await Promise.all([
        callStats(db, ctx.tenantId, w.from.toJSDate(), w.to.toJSDate()),
        outcomeCounts(db, ctx.tenantId, w.from.toJSDate(), w.to.toJSDate()),
      ]);
      const byOutcome = Object.fromEntries(CALL_OUTCOMES.map((o) => [o, 0])) as Record<string, number>;
      for (const o of outcomes) if (o.outcome) byOutcome[o.outcome] = o.count;
      return {
        days,
        timezone: w.timezone,
        from: w.from.toUTC().toISO()!,
        to: w.to.toUTC().toISO()!,
        ...metrics(stats),
        outcomes: byOutcome,
      };
    },

    /** One bucket per local calendar day, oldest first, days without calls included as zeros. */
    async timeseries(ctx: ServiceContext, days: number) {
      const w = await window(ctx, days);
      const rows = await dailyCallStats(db, ctx.tenantId, w.timezone, w.from.toJSDate(), w.to.toJSDate());
      const byDay = new Map(rows.map((r) => [r.day, r]));
      const empty: CallStats = {
        totalCalls: 0,
        completedCalls: 0,
        missedCalls: 0,
        failedCalls: 0,
        bookedCalls: 0,
        transferredCalls: 0,
        callbackCalls: 0,
        errorCalls: 0,
        avgDurationSeconds: 0,
        totalDurationSeconds: 0,
      };
      const buckets = [];
      for (let d = w.from; d <= w.to; d = d.plus({ days: 1 })) {
        const day = d.toISODate()!;
        buckets.push({ date: day, start: d.toUTC().toISO()!, ...metrics(byDay.get(day) ?? empty) });
      }
      return {
        days,
        timezone: w.timezone,
        from: w.from.toUTC().toISO()!,
        to: w.to.toUTC().toISO()!,
        buckets,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
