/** The stats page's requests; `days` is the period of `GET /calls/tenant/{id}/stats` (1–365). */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { useMe } from '../../lib/session';

export const PERIODS = [7, 30, 90, 365] as const;

function useTenantId() {
  return useMe().data?.tenant_id ?? '';
}

export function useCallStats(days: number) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: ['stats', tenantId, days],
    enabled: !!tenantId,
    queryFn: () =>
      unwrap(
        api.GET('/calls/tenant/{tenant_id}/stats', {
          params: { path: { tenant_id: tenantId }, query: { days } },
        }),
      ),
  });
}

export function useCallSeries(days: number) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: ['stats-series', tenantId, days],
    enabled: !!tenantId,
    queryFn: () =>
      unwrap(
        api.GET('/calls/tenant/{tenant_id}/stats/timeseries', {
          params: { path: { tenant_id: tenantId }, query: { days } },
        }),
      ),
  });
}

export function useMonthly(month: string | null) {
  return useQuery({
    queryKey: ['stats-monthly', month ?? ''],
    queryFn: () => unwrap(api.GET('/calls/stats/monthly', { params: { query: month ? { month } : {} } })),
  });
}

export function useUsage() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: ['usage', tenantId],
    enabled: !!tenantId,
    queryFn: () =>
      unwrap(api.GET('/tenants/{tenant_id}/usage', { params: { path: { tenant_id: tenantId } } })),
  });
}

export function useTopQuestions(enabled: boolean) {
  return useQuery({
    queryKey: ['missed-questions-suggestions'],
    enabled,
    queryFn: () => unwrap(api.GET('/missed-questions/suggestions')),
  });
}

export type CallStats = NonNullable<ReturnType<typeof useCallStats>['data']>;
export type CallSeries = NonNullable<ReturnType<typeof useCallSeries>['data']>;
export type Monthly = NonNullable<ReturnType<typeof useMonthly>['data']>;
export type Usage = NonNullable<ReturnType<typeof useUsage>['data']>;

/** `part / whole` as a percentage with one decimal, 0 when there is nothing to divide. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
