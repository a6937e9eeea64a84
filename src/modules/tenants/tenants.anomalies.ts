import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.js';
import { calls } from '../calls/calls.schema.js';
import type { GetTenant, TenantsDeps } from './tenants.shared.js';

/** Anomalies over the last 24 hours of calls, by the rules below. */
export function createTenantAnomalies(deps: TenantsDeps, getTenant: GetTenant) {
  const { db, clock } = deps;

  async function anomalies(ctx: ServiceContext) {
    await getTenant(ctx.tenantId);
    const end = clock.now();
    const start = new Date(end.getTime() - 24 * 3600_000);
    const weekStart = new Date(start.getTime() - 7 * 24 * 3600_000);
    const rows = await db
      .select({
        status: calls.status,
        outcome: calls.outcome,
        sentiment: calls.sentiment,
        hadError: calls.hadError,
        callerHash: calls.callerHash,
        callbackRequested: calls.callbackRequested,
        callbackResolvedAt: calls.callbackResolvedAt,
        startedAt: calls.startedAt,
      })
      .from(calls)
      .where(and(eq(calls.tenantId, ctx.tenantId), gte(calls.startedAt, start), lt(calls.startedAt, end)));
    const [prior] = await db
      .select({ n: count() })
      .from(calls)
      .where(
        and(eq(calls.tenantId, ctx.tenantId), gte(calls.startedAt, weekStart), lt(calls.startedAt, start)),
      );
    return detectAnomalies(rows, Number(prior?.n ?? 0), start, end);
  }

  return { anomalies };
}

/* ---------------- anomaly rules (published in the route description) ---------------- */

export const ANOMALY_RULES = `Rules, evaluated over the calls that started in the last 24 hours (at most 5 entries, most severe first):
1. \`error_rate\` (high): at least 3 calls with \`had_error\` and at least 20% of the calls.
2. \`missed_calls\` (high): at least 3 calls with status \`missed\` or \`failed\`.
3. \`negative_sentiment\` (medium): at least 3 calls with negative sentiment and at least 30% of the calls with a sentiment.
4. \`call_spike\` (medium): at least 10 calls and at least 3 times the daily average of the 7 days before.
5. \`hang_ups\` (low): at least 5 calls with outcome \`hung_up\` and at least 40% of the calls.
6. \`repeated_caller\` (low): one caller (by \`caller_hash\`) called at least 5 times.
7. \`callbacks_pending\` (medium): at least 3 callback requests not yet resolved.`;

interface AnomalyCall {
  status: string;
  outcome: string | null;
  sentiment: string | null;
  hadError: boolean;
  callerHash: string | null;
  callbackRequested: boolean;
  callbackResolvedAt: Date | null;
}

export function detectAnomalies(rows: AnomalyCall[], priorWeekCalls: number, start: Date, end: Date) {
  const total = rows.length;
  const out: {
    type: string;
    severity: 'high' | 'medium' | 'low';
    title: string;
    title_pl: string;
    message: string;
    message_pl: string;
    count: number;
    window_start: string;
    window_end: string;
  }[] = [];
  const add = (
    type: string,
    severity: 'high' | 'medium' | 'low',
    n: number,
    title: string,
    titlePl: string,
    message: string,
    messagePl: string,
  ) =>
    out.push({
      type,
      severity,
      title,
      title_pl: titlePl,
      message,
      message_pl: messagePl,
      count: n,
      window_start: start.toISOString(),
      window_end: end.toISOString(),
    });
  const errorsN = rows.filter((r) => r.hadError).length;
  if (errorsN >= 3 && errorsN / total >= 0.2)
    add(
      'error_rate',
      'high',
      errorsN,
      'Calls with errors',
      'Rozmowy z błędami',
      `${errorsN} of ${total} calls had an error in the last 24 hours.`,
      `${errorsN} z ${total} rozmów zakończyło się błędem w ostatnich 24 godzinach.`,
    );
  const missed = rows.filter((r) => r.status === 'missed' || r.status === 'failed').length;
  if (missed >= 3)
    add(
      'missed_calls',
      'high',
      missed,
      'Missed calls',
      'Nieodebrane rozmowy',
      `${missed} calls were missed or failed in the last 24 hours.`,
      `${missed} rozmów nie odebrano lub nie powiodło się w ostatnich 24 godzinach.`,
    );
  const withSentiment = rows.filter((r) => r.sentiment !== null).length;
  const negative = rows.filter((r) => r.sentiment === 'negative').length;
  if (negative >= 3 && negative / withSentiment >= 0.3)
    add(
      'negative_sentiment',
      'medium',
      negative,
      'Unhappy callers',
      'Niezadowoleni dzwoniący',
      `${negative} calls ended with negative sentiment.`,
      `${negative} rozmów zakończyło się negatywnym nastawieniem.`,
    );
  const callbacks = rows.filter((r) => r.callbackRequested && r.callbackResolvedAt === null).length;
  if (callbacks >= 3)
    add(
      'callbacks_pending',
      'medium',
      callbacks,
      'Callbacks waiting',
      'Oczekujące oddzwonienia',
      `${callbacks} callers are waiting for a callback.`,
      `${callbacks} dzwoniących czeka na oddzwonienie.`,
    );
  const dailyAvg = priorWeekCalls / 7;
  if (total >= 10 && total >= 3 * dailyAvg)
    add(
      'call_spike',
      'medium',
      total,
      'Unusual call volume',
      'Nietypowa liczba rozmów',
      `${total} calls in 24 hours against a daily average of ${dailyAvg.toFixed(1)}.`,
      `${total} rozmów w 24 godziny przy średniej dziennej ${dailyAvg.toFixed(1)}.`,
    );
  const hangUps = rows.filter((r) => r.outcome === 'hung_up').length;
  if (hangUps >= 5 && hangUps / total >= 0.4)
    add(
      'hang_ups',
      'low',
      hangUps,
      'Callers hanging up',
      'Dzwoniący się rozłączają',
      `${hangUps} of ${total} callers hung up.`,
      `${hangUps} z ${total} dzwoniących się rozłączyło.`,
    );
  const perCaller = new Map<string, number>();
  for (const r of rows) if (r.callerHash) perCaller.set(r.callerHash, (perCaller.get(r.callerHash) ?? 0) + 1);
  const top = Math.max(0, ...perCaller.values());
  if (top >= 5)
    add(
      'repeated_caller',
      'low',
      top,
      'Repeated caller',
      'Powtarzające się połączenia',
      `One caller called ${top} times in 24 hours.`,
      `Jeden rozmówca dzwonił ${top} razy w ciągu 24 godzin.`,
    );
  const rank = { high: 0, medium: 1, low: 2 };
  return out.sort((a, b) => rank[a.severity] - rank[b.severity]).slice(0, 5);
}
