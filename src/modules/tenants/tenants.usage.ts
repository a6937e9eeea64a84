import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { calls } from '../calls/calls.schema.js';
import { effectivePlan } from '../plans/plans.js';
import { activeCalls } from './concurrency.js';
import { usageCounters } from './tenants.schema.js';
import { type GetTenant, iso, settingsOf, type TenantRow, type TenantsDeps } from './tenants.shared.js';
import { startOfZonedDay, zonedMonth, zonedParts } from './zone.js';

/** Quota and usage: minutes and SMS used this month (tenant zone), the caller's daily cap, the SMS counter. */
export function createTenantUsage(deps: TenantsDeps, getTenant: GetTenant) {
  const { db, clock } = deps;

  async function minutesUsed(tx: DbOrTx, tenantId: string, start: Date, end: Date): Promise<number> {
    const [r] = await tx
      .select({
        m: sql<number>`coalesce(sum(ceil(coalesce(${calls.durationSeconds}, 0) / 60.0)), 0)::int`,
      })
      .from(calls)
      .where(and(eq(calls.tenantId, tenantId), gte(calls.startedAt, start), lt(calls.startedAt, end)));
    return Number(r?.m ?? 0);
  }

  /** The calls of one caller (by hash) since the start of the tenant's day. */
  async function callsToday(t: TenantRow, callerHash: string, now: Date): Promise<number> {
    const [r] = await db
      .select({ n: count() })
      .from(calls)
      .where(
        and(
          eq(calls.tenantId, t.id),
          eq(calls.callerHash, callerHash),
          gte(calls.startedAt, startOfZonedDay(now, t.timezone)),
        ),
      );
    return Number(r?.n ?? 0);
  }

  async function smsUsed(tx: DbOrTx, tenantId: string, period: string): Promise<number> {
    const [r] = await tx
      .select({ n: usageCounters.smsUsed })
      .from(usageCounters)
      .where(and(eq(usageCounters.tenantId, tenantId), eq(usageCounters.period, period)));
    return r?.n ?? 0;
  }

  /**
   * The quota status; with `callerHash`, also the caller's calls today against the daily cap.
   * `row`: the tenant's row when the caller has just read it (a call's start), not read again.
   */
  async function quota(tenantId: string, callerHash?: string, row?: TenantRow) {
    const t = row?.id === tenantId ? row : await getTenant(tenantId);
    const now = clock.now();
    const plan = effectivePlan(t, now);
    const month = zonedMonth(now, t.timezone);
    const [mUsed, sUsed, callerToday] = await Promise.all([
      minutesUsed(db, t.id, month.start, month.end),
      smsUsed(db, t.id, month.label),
      callerHash ? callsToday(t, callerHash, now) : undefined,
    ]);
    const settings = settingsOf(t);
    type Reason =
      | null
      | 'minutes_exhausted'
      | 'trial_expired'
      | 'caller_daily_cap'
      | 'tenant_not_live'
      | 'subscription_inactive';
    let reason: Reason = null;
    if (t.subscriptionStatus === 'cancelled') reason = 'subscription_inactive';
    else if (plan.trialExpired) reason = 'trial_expired';
    else if (!t.isLive) reason = 'tenant_not_live';
    else if (plan.minutesLimit !== null && mUsed >= plan.minutesLimit) reason = 'minutes_exhausted';
    else if (callerToday !== undefined && callerToday >= settings.caller_daily_cap)
      reason = 'caller_daily_cap';
    return {
      allowed: reason === null,
      reason,
      minutes_used: mUsed,
      minutes_limit: plan.minutesLimit,
      sms_used: sUsed,
      sms_limit: plan.smsLimit,
      ...(callerToday !== undefined
        ? { caller_calls_today: callerToday, caller_daily_cap: settings.caller_daily_cap }
        : {}),
    };
  }

  async function usage(tenantId: string) {
    const t = await getTenant(tenantId);
    const now = clock.now();
    const plan = effectivePlan(t, now);
    const month = zonedMonth(now, t.timezone);
    const rows = await db
      .select({
        startedAt: calls.startedAt,
        durationSeconds: calls.durationSeconds,
        outcome: calls.outcome,
        direction: calls.direction,
        overflow: calls.overflow,
      })
      .from(calls)
      .where(
        and(eq(calls.tenantId, t.id), gte(calls.startedAt, month.start), lt(calls.startedAt, month.end)),
      );
    const byOutcome: Record<string, number> = {};
    const byDirection: Record<string, number> = {};
    const daily = new Map<string, { calls: number; minutes: number }>();
    let minutes = 0;
    let overflowCalls = 0;
    for (const r of rows) {
      if (r.overflow) overflowCalls += 1;
      const m = Math.ceil((r.durationSeconds ?? 0) / 60);
      minutes += m;
      const o = r.outcome ?? 'none';
      byOutcome[o] = (byOutcome[o] ?? 0) + 1;
      byDirection[r.direction] = (byDirection[r.direction] ?? 0) + 1;
      const p = zonedParts(r.startedAt, t.timezone);
      const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
      const d = daily.get(day) ?? { calls: 0, minutes: 0 };
      d.calls += 1;
      d.minutes += m;
      daily.set(day, d);
    }
    const [sms, active] = await Promise.all([smsUsed(db, t.id, month.label), activeCalls(db, t.id, now)]);
    return {
      tenant_id: t.id,
      period: {
        label: month.label,
        start: month.start.toISOString(),
        end: month.end.toISOString(),
        timezone: t.timezone,
      },
      tier: t.tier,
      subscription_status: t.subscriptionStatus,
      trial_ends_at: iso(t.trialEndsAt),
      minutes_used: minutes,
      minutes_limit: plan.minutesLimit,
      minutes_remaining: plan.minutesLimit === null ? null : Math.max(0, plan.minutesLimit - minutes),
      minutes_percent: plan.minutesLimit ? Math.round((minutes / plan.minutesLimit) * 1000) / 10 : null,
      sms_used: sms,
      sms_limit: plan.smsLimit,
      sms_remaining: plan.smsLimit === null ? null : Math.max(0, plan.smsLimit - sms),
      calls_total: rows.length,
      calls_by_outcome: byOutcome,
      calls_by_direction: byDirection,
      concurrent_calls_limit: plan.concurrentCallsLimit,
      concurrent_calls_active: active,
      overflow_calls: overflowCalls,
      daily: [...daily.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, v]) => ({ date, ...v })),
    };
  }

  /**
   * Adds `n` SMS to the current month's counter (tenant zone). With `withinLimit`, the
   * increment only happens while it keeps the counter within the plan's SMS limit (one
   * conditional upsert, so concurrent senders cannot overshoot); `counted` says whether it did.
   * `tx` joins the caller's transaction.
   */
  async function incrementSms(
    tenantId: string,
    n: number,
    opts: { tx?: DbOrTx; withinLimit?: boolean } = {},
  ) {
    const tx = opts.tx ?? db;
    const t = await getTenant(tenantId, tx);
    const now = clock.now();
    const month = zonedMonth(now, t.timezone);
    const plan = effectivePlan(t, now);
    const limit = opts.withinLimit ? plan.smsLimit : null;
    const result = (smsUsed: number, counted: boolean) => ({
      ok: true as const,
      period: month.label,
      sms_used: smsUsed,
      sms_limit: plan.smsLimit,
      counted,
    });
    if (limit !== null && n > limit) return result(await smsUsed(tx, t.id, month.label), false);
    const [row] = await tx
      .insert(usageCounters)
      .values({ tenantId: t.id, period: month.label, smsUsed: n })
      .onConflictDoUpdate({
        target: [usageCounters.tenantId, usageCounters.period],
        set: { smsUsed: sql`${usageCounters.smsUsed} + ${n}`, updatedAt: now },
        ...(limit !== null ? { setWhere: sql`${usageCounters.smsUsed} + ${n} <= ${limit}` } : {}),
      })
      .returning({ smsUsed: usageCounters.smsUsed });
    if (!row) return result(await smsUsed(tx, t.id, month.label), false);
    return result(row.smsUsed, true);
  }

  return { quota, usage, incrementSms };
}
export type TenantUsage = ReturnType<typeof createTenantUsage>;
