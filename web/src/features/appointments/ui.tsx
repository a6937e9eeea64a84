/** Small pieces of the calendar: colours by source, SMS and status badges, day labels. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenantTimeZone } from '../../lib/time';
import type { CalendarEvent } from './data';
import { zonedInstant } from './zone';

/** Our bookings are indigo; each subscribed calendar gets the next colour of this list. */
const FEED_COLORS = ['teal', 'grape', 'cyan', 'pink', 'violet', 'green', 'blue'];

export function sourceColor(e: Pick<CalendarEvent, 'source' | 'source_id'>, feedIds: string[]): string {
  if (e.source === 'recepcja') return 'indigo';
  const i = Math.max(0, feedIds.indexOf(e.source_id ?? ''));
  return FEED_COLORS[i % FEED_COLORS.length] ?? 'teal';
}

/** Colours for tinted tiles: a pale background, dark text, a strong edge (AA contrast). */
export function tileStyle(color: string) {
  return {
    background: `var(--mantine-color-${color}-0)`,
    color: `var(--mantine-color-${color}-9)`,
    borderLeft: `4px solid var(--mantine-color-${color}-7)`,
  };
}

const SMS_COLORS: Record<string, string> = {
  scheduled: 'gray.7',
  queued: 'blue.9',
  sent: 'teal.9',
  failed: 'red.9',
  skipped_quota: 'grape.9',
  skipped_opt_out: 'grape.9',
};

export function SmsBadge({ status }: { status: string }) {
  const { t } = useTranslation('appointments');
  return (
    <Badge color={SMS_COLORS[status] ?? 'gray.7'} variant="filled" size="sm" radius="sm">
      {t(`sms.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

const STATUS_COLORS: Record<string, string> = {
  scheduled: 'indigo.8',
  confirmed: 'teal.9',
  cancelled: 'red.9',
  completed: 'gray.7',
  no_show: 'grape.9',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('appointments');
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray.7'} variant="filled" size="sm" radius="sm">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** "pon. 23.11" style labels of local dates, in the interface language. */
export function useDayLabel() {
  const tz = useTenantTimeZone();
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'pl-PL';
  return (date: string, style: 'short' | 'long' = 'short') =>
    new Intl.DateTimeFormat(
      locale,
      style === 'short'
        ? { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: tz }
        : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: tz },
    ).format(zonedInstant(date, '12:00', tz));
}
