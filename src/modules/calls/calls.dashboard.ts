import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import type { CursorCodec } from '../../platform/pagination.js';
import type { AnalyticsService } from '../analytics/analytics.service.js';
import { followUps } from '../follow-ups/follow-ups.schema.js';
import { requireFeature } from '../plans/plans.js';
import { tenants } from '../tenants/tenants.schema.js';
import { zonedMidnight, zonedMonth } from '../tenants/zone.js';
import { type CallFilters, type CallRow, listCallsForExport, monthAggregates } from './calls.repo.js';
import { type CallOutcome, calls, type SENTIMENTS } from './calls.schema.js';
import { type CallsService, isUuid } from './calls.service.js';

export const EXPORT_MAX_ROWS = 10_000;

export interface CallsDashboardDeps {
  db: Db;
  clock: Clock;
  cursors: CursorCodec;
  calls: CallsService;
  analytics: AnalyticsService;
}

const notFound = () =>
  new AppError(404, 'not_found', { message: 'Call not found.', messagePl: 'Nie znaleziono połączenia.' });

/** Dashboard side of call records: edits, callbacks, stats and export. Reads reuse the calls service. */
export function createCallsDashboard(deps: CallsDashboardDeps) {
  const { db, clock } = deps;

  async function update(ctx: ServiceContext, id: string, patch: Partial<typeof calls.$inferInsert>) {
    if (!isUuid(id)) throw notFound();
    const [row] = await db
      .update(calls)
      .set({ ...patch, updatedAt: clock.now() })
      .where(and(eq(calls.tenantId, ctx.tenantId), eq(calls.id, id)))
      .returning();
    if (!row) throw notFound();
    return row;
  }

  async function timezoneOf(tenantId: string) {
    const [t] = await db.select({ tz: tenants.timezone }).from(tenants).where(eq(tenants.id, tenantId));
    if (!t) throw new AppError(404, 'not_found');
    return t.tz;
  }

  return {
    list(ctx: ServiceContext, input: { limit: number; cursor?: string; filters: CallFilters }) {
      return deps.calls.list(ctx, { ...input, sort: 'desc' });
    },

    get: (ctx: ServiceContext, id: string) => deps.calls.get(ctx, id),

    patch(
      ctx: ServiceContext,
      id: string,
      body: {
        outcome?: CallOutcome;
        sentiment?: (typeof SENTIMENTS)[number] | null;
        summary?: string | null;
      },
    ) {
      const patch: Partial<typeof calls.$inferInsert> = {};
      if (body.outcome !== undefined) patch.outcome = body.outcome;
      if (body.sentiment !== undefined) patch.sentiment = body.sentiment;
      if (body.summary !== undefined) patch.summary = body.summary === null ? null : body.summary.trim();
      if (Object.keys(patch).length === 0)
        throw new ValidationError([
          {
            loc: ['body'],
            msg: 'Send at least one of outcome, sentiment, summary.',
            msgPl: 'Podaj co najmniej jedno z pól: outcome, sentiment, summary.',
            type: 'value_error.missing',
          },
        ]);
      return update(ctx, id, patch);
    },

    note(ctx: ServiceContext, id: string, note: string | null) {
      const text = note?.trim() ? note.trim() : null;
      return update(ctx, id, { teamNote: text });
    },

    /** Marks the callback resolved (idempotent) and closes the call's follow-up, in one transaction. */
    async callbackResolved(ctx: ServiceContext, id: string): Promise<CallRow> {
      if (!isUuid(id)) throw notFound();
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(calls)
          .where(and(eq(calls.tenantId, ctx.tenantId), eq(calls.id, id)))
          .for('update');
        if (!row) throw notFound();
        if (!row.callbackRequested)
          throw new AppError(409, 'no_callback_requested', {
            message: 'The caller did not ask for a callback on this call.',
            messagePl: 'Dzwoniący nie prosił o oddzwonienie w tej rozmowie.',
          });
        await tx
          .update(followUps)
          .set({
            status: 'done',
            resolvedAt: now,
            resolvedByUserId: ctx.actor.kind === 'user' ? ctx.actor.id : null,
            updatedAt: now,
          })
          .where(
            and(eq(followUps.tenantId, ctx.tenantId), eq(followUps.callId, id), eq(followUps.status, 'open')),
          );
        if (row.callbackResolvedAt) return row;
        const [u] = await tx
          .update(calls)
          .set({ callbackResolvedAt: now, updatedAt: now })
          .where(and(eq(calls.tenantId, ctx.tenantId), eq(calls.id, id)))
          .returning();
        return u!;
      });
    },

    /** Monthly call stats of a calendar month in the tenant's zone (default: the current one). */
    async monthly(ctx: ServiceContext, month?: string) {
      const tz = await timezoneOf(ctx.tenantId);
      let current = zonedMonth(clock.now(), tz);
      if (month) {
        const [y, m] = month.split('-').map(Number) as [number, number];
        current = zonedMonth(zonedMidnight(y, m, 15, tz), tz);
      }
      const [y, m] = current.label.split('-').map(Number) as [number, number];
      const previous = zonedMonth(zonedMidnight(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1, 15, tz), tz);
      const [now, before] = await Promise.all([
        monthAggregates(db, ctx.tenantId, current.start, current.end),
        monthAggregates(db, ctx.tenantId, previous.start, previous.end),
      ]);
      return {
        month: current.label,
        timezone: tz,
        period_start: current.start.toISOString(),
        period_end: current.end.toISOString(),
        total_calls: now.totalCalls,
        total_minutes: now.totalMinutes,
        top_outcomes: now.outcomes.slice(0, 5),
        callbacks_pending: now.callbacksPending,
        callbacks_resolved: now.callbacksResolved,
        last_month_total_calls: before.totalCalls,
        comparison_last_month_percent:
          before.totalCalls === 0
            ? null
            : Math.round(((now.totalCalls - before.totalCalls) / before.totalCalls) * 1000) / 10,
      };
    },

    async tenantStats(ctx: ServiceContext, days: number) {
      await requireFeature(db, ctx.tenantId, 'call_stats', clock.now());
      return deps.analytics.summary(ctx, days);
    },

    async exportRows(ctx: ServiceContext, filters: CallFilters) {
      await requireFeature(db, ctx.tenantId, 'csv_export', clock.now());
      return listCallsForExport(db, ctx.tenantId, filters, EXPORT_MAX_ROWS);
    },
  };
}

export type CallsDashboard = ReturnType<typeof createCallsDashboard>;
