/** One calendar month (`GET /calls/stats/monthly?month=`) and the current period's usage of the plan. */
import { Group, Paper, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, QueryState } from '../../components/common';
import { ApiError } from '../../lib/api';
import { serverNow } from '../../lib/clock';
import { useTenantTimeZone } from '../../lib/time';
import { StatCard } from './ChartCard';
import { useMonthly, useUsage } from './data';

/** The last 12 months (`YYYY-MM`) in the tenant's zone, newest first. */
function lastMonths(tz: string): string[] {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: tz, year: 'numeric', month: '2-digit' })
      .formatToParts(serverNow())
      .map((p) => [p.type, p.value]),
  );
  let y = Number(parts.year);
  let m = Number(parts.month);
  const out: string[] = [];
  for (let i = 0; i < 12; i++) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

export function MonthSection() {
  const { t, i18n } = useTranslation('stats');
  const tz = useTenantTimeZone();
  const months = lastMonths(tz);
  const [month, setMonth] = useState<string>(months[0] ?? '');
  const monthly = useMonthly(month || null);
  const usage = useUsage();
  const locale = i18n.language === 'en' ? 'en-GB' : 'pl-PL';
  const monthName = (m: string) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${m}-15T12:00:00Z`),
    );
  const outcome = (o: string) => t(`outcome.${o}`, { defaultValue: o });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
        <Title order={2} size="h3">
          {t('month.heading')}
        </Title>
        <Select
          label={t('month.label')}
          data={months.map((m) => ({ value: m, label: monthName(m) }))}
          value={month}
          onChange={(v) => v && setMonth(v)}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <QueryState query={monthly}>
        {(m) => (
          <Stack gap="sm" data-testid="stats-month">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <StatCard label={t('month.calls')} value={String(m.total_calls)} />
              <StatCard label={t('month.minutes')} value={String(m.total_minutes)} />
              <StatCard
                label={t('month.vsLast')}
                value={
                  m.comparison_last_month_percent === null
                    ? '—'
                    : `${m.comparison_last_month_percent > 0 ? '+' : ''}${m.comparison_last_month_percent}%`
                }
                hint={t('month.lastMonth', { n: m.last_month_total_calls })}
              />
              <StatCard
                label={t('month.callbacks')}
                value={String(m.callbacks_pending)}
                hint={t('month.callbacksResolved', { n: m.callbacks_resolved })}
              />
            </SimpleGrid>
            {m.top_outcomes.length ? (
              <Text size="sm">
                {t('month.topOutcomes')}{' '}
                {m.top_outcomes.map((o) => `${outcome(o.outcome)} (${o.count})`).join(', ')}
              </Text>
            ) : null}
          </Stack>
        )}
      </QueryState>
      <Title order={2} size="h3">
        {t('usage.heading')}
      </Title>
      {usage.isError && usage.error instanceof ApiError && usage.error.status === 403 ? (
        <Text size="sm">{t('usage.ownerOnly')}</Text>
      ) : usage.isError ? (
        <ErrorState error={usage.error} retry={() => void usage.refetch()} />
      ) : usage.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="stats-usage">
          <UsageBar
            label={t('usage.minutes')}
            used={usage.data.minutes_used}
            limit={usage.data.minutes_limit}
            unlimited={t('usage.unlimited')}
          />
          <UsageBar
            label={t('usage.sms')}
            used={usage.data.sms_used}
            limit={usage.data.sms_limit}
            unlimited={t('usage.unlimited')}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

function UsageBar({
  label,
  used,
  limit,
  unlimited,
}: {
  label: string;
  used: number;
  limit: number | null;
  unlimited: string;
}) {
  const value = limit ? Math.min(100, (used / limit) * 100) : 0;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm">{limit === null ? `${used} · ${unlimited}` : `${used} / ${limit}`}</Text>
      </Group>
      <Progress value={value} color={value >= 90 ? 'red.8' : 'indigo.8'} aria-label={label} />
    </Paper>
  );
}
