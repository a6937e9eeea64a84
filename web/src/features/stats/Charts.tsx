/** The period's charts: calls per day, busiest hours, outcomes, and the most asked unanswered questions. */
import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/common';
import { ApiError } from '../../lib/api';
import { useDateFormat } from '../../lib/time';
import { ChartCard } from './ChartCard';
import type { CallSeries, CallStats } from './data';

// The charting library (recharts, most of this page's code) is fetched as soon as this module runs
// and drawn when it arrives; the page's figures, summaries and tables do not wait for it.
const charts = import('@mantine/charts');
const BarChart = lazy(() => charts.then((m) => ({ default: m.BarChart })));
const AreaChart = lazy(() => charts.then((m) => ({ default: m.AreaChart })));
const DonutChart = lazy(() => charts.then((m) => ({ default: m.DonutChart })));

const OUTCOME_COLORS: Record<string, string> = {
  booked: 'teal.8',
  answered_faq: 'indigo.7',
  transferred: 'cyan.8',
  callback: 'grape.7',
  hung_up: 'gray.6',
  failed: 'red.8',
  no_action: 'orange.7',
};

/** Recharts' keyboard layer is off: the table beside each chart is the accessible version. */
const quiet = { accessibilityLayer: false } as const;

export function DailyChart({ series }: { series: CallSeries }) {
  const { t } = useTranslation('stats');
  const fmt = useDateFormat();
  const data = series.buckets.map((b) => ({
    day: `${b.date.slice(8, 10)}.${b.date.slice(5, 7)}`,
    date: fmt(`${b.date}T12:00:00Z`, 'date'),
    calls: b.total_calls,
    booked: b.booked_appointments,
  }));
  const total = series.buckets.reduce((n, b) => n + b.total_calls, 0);
  const busiest = series.buckets.reduce(
    (a, b) => (b.total_calls > a.total_calls ? b : a),
    series.buckets[0]!,
  );
  const chartSeries = [
    { name: 'calls', label: t('daily.calls'), color: 'indigo.7' },
    { name: 'booked', label: t('daily.booked'), color: 'teal.8' },
  ];
  return (
    <ChartCard
      testId="chart-daily"
      title={t('daily.title')}
      summary={
        total > 0
          ? t('daily.summary', {
              total,
              day: fmt(`${busiest.date}T12:00:00Z`, 'date'),
              max: busiest.total_calls,
            })
          : t('daily.empty')
      }
      table={{
        caption: t('daily.title'),
        headers: [t('daily.day'), t('daily.calls'), t('daily.booked')],
        rows: data.map((d) => [d.date, d.calls, d.booked]),
      }}
    >
      {data.length <= 31 ? (
        <BarChart
          h={220}
          data={data}
          dataKey="day"
          series={chartSeries}
          tickLine="y"
          withLegend
          barChartProps={quiet}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
          yAxisProps={{ allowDecimals: false, width: 32 }}
        />
      ) : (
        <AreaChart
          h={220}
          data={data}
          dataKey="day"
          series={chartSeries}
          curveType="monotone"
          withDots={false}
          withLegend
          areaChartProps={quiet}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
          yAxisProps={{ allowDecimals: false, width: 32 }}
        />
      )}
    </ChartCard>
  );
}

export function HoursChart({ series }: { series: CallSeries }) {
  const { t } = useTranslation('stats');
  const withCalls = series.hours.filter((h) => h.calls > 0);
  const first = Math.min(7, ...withCalls.map((h) => h.hour));
  const last = Math.max(20, ...withCalls.map((h) => h.hour));
  const data = series.hours
    .filter((h) => h.hour >= first && h.hour <= last)
    .map((h) => ({ hour: `${String(h.hour).padStart(2, '0')}:00`, calls: h.calls }));
  const top = [...series.hours].sort((a, b) => b.calls - a.calls)[0];
  return (
    <ChartCard
      testId="chart-hours"
      title={t('hours.title')}
      summary={
        top && top.calls > 0
          ? t('hours.summary', { hour: `${String(top.hour).padStart(2, '0')}:00`, calls: top.calls })
          : t('hours.empty')
      }
      table={{
        caption: t('hours.title'),
        headers: [t('hours.hour'), t('hours.calls')],
        rows: series.hours.map((h) => [`${String(h.hour).padStart(2, '0')}:00`, h.calls]),
      }}
    >
      <BarChart
        h={220}
        data={data}
        dataKey="hour"
        series={[{ name: 'calls', label: t('hours.calls'), color: 'grape.7' }]}
        tickLine="y"
        barChartProps={quiet}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
        yAxisProps={{ allowDecimals: false, width: 32 }}
      />
    </ChartCard>
  );
}

export function OutcomesChart({ stats }: { stats: CallStats }) {
  const { t } = useTranslation('stats');
  const rows = Object.entries(stats.outcomes)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((n, [, v]) => n + v, 0);
  const label = (o: string) => t(`outcome.${o}`, { defaultValue: o });
  return (
    <ChartCard
      testId="chart-outcomes"
      chartHeight={160}
      title={t('outcomes.title')}
      summary={
        rows[0]
          ? t('outcomes.summary', { outcome: label(rows[0][0]), n: rows[0][1], total })
          : t('outcomes.empty')
      }
      table={{
        caption: t('outcomes.title'),
        headers: [t('outcomes.outcome'), t('outcomes.calls')],
        rows: rows.map(([o, n]) => [label(o), n]),
      }}
    >
      {rows.length ? (
        <Group gap="lg" wrap="wrap" justify="center">
          <DonutChart
            size={160}
            thickness={26}
            data={rows.map(([o, n]) => ({ name: label(o), value: n, color: OUTCOME_COLORS[o] ?? 'gray.6' }))}
            chartLabel={total}
            pieChartProps={quiet}
            pieProps={{ rootTabIndex: -1 }}
          />
          <Stack gap={4}>
            {rows.map(([o, n]) => (
              <Group key={o} gap={6} wrap="nowrap">
                <span
                  style={{
                    width: 12,
                    height: 12,
                    borderRadius: 3,
                    background: `var(--mantine-color-${(OUTCOME_COLORS[o] ?? 'gray.6').replace('.', '-')})`,
                  }}
                />
                <Text size="sm">
                  {label(o)}: {n}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      ) : null}
    </ChartCard>
  );
}

export function TopQuestions({
  query,
}: {
  query: UseQueryResult<{ data: { question: string; count: number }[] }, Error>;
}) {
  const { t } = useTranslation('stats');
  const id = useId();
  const gated = query.error instanceof ApiError && query.error.code === 'plan_required';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} data-testid="top-questions">
      <Stack gap="xs">
        <Title order={3} size="h4" id={id}>
          {t('questions.title')}
        </Title>
        <Text size="sm">{t('questions.hint')}</Text>
        {query.isPending ? (
          <Loading />
        ) : gated ? null : query.isError ? (
          <ErrorState error={query.error} retry={() => void query.refetch()} />
        ) : query.data.data.length === 0 ? (
          <Text size="sm">{t('questions.empty')}</Text>
        ) : (
          <List type="ordered" spacing={4} size="sm">
            {query.data.data.slice(0, 8).map((q) => (
              <List.Item key={q.question}>
                {q.question}{' '}
                <Text span fw={700} size="sm">
                  ({t('questions.times', { n: q.count })})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        <Anchor component={Link} to="/missed-questions" size="sm">
          {t('questions.link')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
