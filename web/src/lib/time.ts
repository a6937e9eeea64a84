/**
 * Dates and times are shown in the tenant's time zone (`GET /tenants/{id}`), not the browser's, in
 * the interface language.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from './api';
import { useMe } from './session';

export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

/** `GET /tenants/{id}` as a query (key `['tenant', id]`), shared by the pages and the start-up prefetch. */
export const tenantQuery = (tenantId: string | null) =>
  queryOptions({
    queryKey: ['tenant', tenantId],
    enabled: !!tenantId,
    staleTime: 5 * 60_000,
    queryFn: () =>
      unwrap(api.GET('/tenants/{tenant_id}', { params: { path: { tenant_id: tenantId ?? '' } } })),
  });

/** The tenant's time zone (`settings.timezone`), Europe/Warsaw until it is known. */
export function useTenantTimeZone(): string {
  const me = useMe();
  const q = useQuery(tenantQuery(me.data?.tenant_id ?? null));
  const tz = q.data?.timezone;
  return typeof tz === 'string' && tz ? tz : DEFAULT_TIME_ZONE;
}

export type DateStyle = 'date' | 'time' | 'datetime' | 'weekday' | 'short';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
  short: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
};

export function formatIn(
  value: string | number | Date,
  style: DateStyle,
  timeZone: string,
  language: string,
) {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'pl-PL', {
    ...OPTIONS[style],
    timeZone,
  }).format(d);
}

/** `fmt(iso, 'datetime')` in the tenant's zone and the current language. */
export function useDateFormat() {
  const tz = useTenantTimeZone();
  const { i18n } = useTranslation();
  return (value: string | number | Date | null | undefined, style: DateStyle = 'datetime') =>
    value == null ? '' : formatIn(value, style, tz, i18n.language);
}

export function formatMoney(amountMinor: number, currency: string, language: string) {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'pl-PL', { style: 'currency', currency }).format(
    amountMinor / 100,
  );
}
