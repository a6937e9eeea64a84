/** `/stats`: call figures over a chosen period (Business+), plus the month and the plan's usage. */
import '@mantine/charts/styles.css';
import { Alert, Anchor, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, Loading, PageTitle } from '../../components/common';
import { ApiError } from '../../lib/api';
import { StatCard } from './ChartCard';
import { DailyChart, HoursChart, OutcomesChart, TopQuestions } from './Charts';
import { PERIODS, percent, useCallSeries, useCallStats, useTopQuestions } from './data';
import { MonthSection } from './MonthSection';

export default function StatsPage() {
  const { t, i18n } = useTranslation('stats');
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
  const stats = useCallStats(days);
  const series = useCallSeries(days);
  const gated = stats.error instanceof ApiError && stats.error.code === 'plan_required';
  // Asked alongside the figures (a plan without it answers 403, shown as nothing).
  const questions = useTopQuestions(true);
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'pl-PL', {
    maximumFractionDigits: 1,
  });

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')}>{t('title')}</PageTitle>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {t('period.heading', { days })}
        </Title>
        <SegmentedControl
          aria-label={t('period.label')}
          value={String(days)}
          onChange={(v) => {
            const p = new URLSearchParams(params);
            p.set('days', v);
            setParams(p, { replace: true });
          }}
          data={PERIODS.map((d) => ({ value: String(d), label: t(`period.days${d}`) }))}
        />
      </Group>
      {gated ? (
        <Alert color="indigo" title={t('gated.title')}>
          <Stack gap="xs">
            <Text size="sm">{(stats.error as ApiError).message}</Text>
            <Anchor component={Link} to="/billing" size="sm" c="indigo.9" fw={600}>
              {t('gated.link')}
            </Anchor>
          </Stack>
        </Alert>
      ) : stats.isPending ? (
        <Loading />
      ) : stats.isError ? (
        <ErrorState error={stats.error} retry={() => void stats.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="stats-summary">
            <StatCard label={t('summary.calls')} value={number.format(stats.data.total_calls)} />
            <StatCard
              label={t('summary.answerRate')}
              value={`${number.format(percent(stats.data.completed_calls, stats.data.total_calls))}%`}
              hint={t('summary.answered', { n: stats.data.completed_calls })}
            />
            <StatCard
              label={t('summary.bookingRate')}
              value={`${number.format(percent(stats.data.booked_appointments, stats.data.total_calls))}%`}
              hint={t('summary.booked', { n: stats.data.booked_appointments })}
            />
            <StatCard
              label={t('summary.avgDuration')}
              value={t('summary.seconds', { value: number.format(stats.data.avg_duration_seconds) })}
            />
            <StatCard label={t('summary.minutes')} value={number.format(stats.data.total_minutes)} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {series.data ? (
              <>
                <DailyChart series={series.data} />
                <HoursChart series={series.data} />
              </>
            ) : series.isError ? (
              <ErrorState error={series.error} retry={() => void series.refetch()} />
            ) : (
              <Loading />
            )}
            <OutcomesChart stats={stats.data} />
            <TopQuestions query={questions} />
          </SimpleGrid>
        </>
      )}
      <MonthSection />
    </Stack>
  );
}
