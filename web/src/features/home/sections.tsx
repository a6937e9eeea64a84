import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { useDateFormat, useTenantTimeZone } from '../../lib/time';
import { FollowUpCard, useFollowUps } from '../calls/FollowUpsPage';
import { FeatureError, KEYS, OutcomeBadge, PhoneLink, UrgentBadge } from '../calls/shared';
import { zonedDayStart, zonedYmd } from '../calls/zone';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Card withBorder component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function Appointments({ tenantId, now }: { tenantId: string; now: Date }) {
  const { t } = useTranslation('home');
  const tz = useTenantTimeZone();
  const fmt = useDateFormat();
  const today = zonedYmd(now, tz);
  const from = zonedDayStart(today, tz);
  const tomorrow = zonedDayStart(today, tz, 1);
  const to = zonedDayStart(today, tz, 2);
  const q = useQuery({
    queryKey: [...KEYS.appointments, tenantId, from.toISOString()],
    queryFn: () =>
      unwrap(
        api.GET('/tenants/{tenant_id}/calendar/appointments', {
          params: {
            path: { tenant_id: tenantId },
            query: { from: from.toISOString(), to: to.toISOString() },
          },
        }),
      ),
  });
  const days = [
    { label: t('appointments.today'), start: from, end: tomorrow, id: 'today' },
    { label: t('appointments.tomorrow'), start: tomorrow, end: to, id: 'tomorrow' },
  ];
  return (
    <Section title={t('appointments.title')} testId="home-appointments">
      <QueryState query={q}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {days.map((d) => {
              const events = data.events.filter(
                (e) => Date.parse(e.start) < d.end.getTime() && Date.parse(e.end) > d.start.getTime(),
              );
              return (
                <Stack gap={6} key={d.id} data-testid={`appointments-${d.id}`}>
                  <Title order={3} size="h5">
                    {d.label} · {fmt(d.start, 'weekday')}
                  </Title>
                  {events.length === 0 ? (
                    <Text size="sm">{t('appointments.none')}</Text>
                  ) : (
                    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                      {events.map((e) => (
                        <Group key={`${e.source}-${e.id}-${e.start}`} component="li" gap="xs" wrap="nowrap">
                          <Text size="sm" fw={600} miw={48}>
                            {e.all_day ? t('appointments.allDay') : fmt(e.start, 'time')}
                          </Text>
                          <Text size="sm">{e.title || t('appointments.untitled')}</Text>
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>
      <Anchor component={Link} to="/appointments" size="sm" mt="sm" display="inline-block">
        {t('appointments.all')}
      </Anchor>
    </Section>
  );
}

export function FollowUps() {
  const { t } = useTranslation('home');
  const q = useFollowUps('open');
  return (
    <Section title={t('followUps.title')} testId="home-follow-ups">
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <FeatureError error={q.error} retry={() => void q.refetch()} />
      ) : q.data.data.length === 0 ? (
        <Text size="sm">{t('followUps.none')}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('followUps.count', { count: q.data.count })}</Text>
          {q.data.data.slice(0, 5).map((f) => (
            <FollowUpCard key={f.id} item={f} headingLevel={3} />
          ))}
          <Anchor component={Link} to="/follow-ups" size="sm">
            {t('followUps.all')}
          </Anchor>
        </Stack>
      )}
    </Section>
  );
}

export function RecentCalls({ since, sinceVisit }: { since: string; sinceVisit: boolean }) {
  const { t } = useTranslation('home');
  const fmt = useDateFormat();
  const q = useQuery({
    queryKey: [...KEYS.calls, 'since', since],
    queryFn: () => unwrap(api.GET('/calls', { params: { query: { created_after: since, limit: 100 } } })),
  });
  return (
    <Section title={t('recent.title')} testId="home-recent">
      <QueryState query={q}>
        {(data) => (
          <Stack gap="xs">
            <Text size="sm" data-testid="recent-count">
              {t(sinceVisit ? 'recent.sinceVisit' : 'recent.sinceToday', {
                count: data.data.length,
                more: data.pagination.has_more ? '+' : '',
                date: fmt(since, 'short'),
              })}
            </Text>
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.data.slice(0, 5).map((c) => (
                <Group key={c.id} component="li" gap="xs" wrap="wrap" data-testid="recent-call">
                  <Anchor component={Link} to={`/calls/${c.id}`} size="sm" miw={90}>
                    {fmt(c.started_at, 'short')}
                  </Anchor>
                  <Text size="sm" component="span">
                    <PhoneLink number={c.caller_number} />
                  </Text>
                  <OutcomeBadge outcome={c.outcome} />
                  {c.message?.urgent ? <UrgentBadge /> : null}
                </Group>
              ))}
            </Stack>
            <Anchor component={Link} to="/calls" size="sm">
              {t('recent.all')}
            </Anchor>
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{label}</Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {note ? <Text size="xs">{note}</Text> : null}
    </Stack>
  );
}

export function Month() {
  const { t, i18n } = useTranslation('home');
  const q = useQuery({
    queryKey: KEYS.monthly,
    queryFn: () => unwrap(api.GET('/calls/stats/monthly')),
  });
  const num = (n: number) => new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'pl-PL').format(n);
  return (
    <Section title={t('month.title')} testId="home-month">
      <QueryState query={q}>
        {(m) => {
          const pct = m.comparison_last_month_percent;
          const change =
            pct === null
              ? t('month.noPrevious')
              : t(pct >= 0 ? 'month.up' : 'month.down', {
                  percent: num(Math.abs(pct)),
                  last: m.last_month_total_calls,
                });
          return (
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Figure label={t('month.calls')} value={num(m.total_calls)} note={change} />
              <Figure label={t('month.minutes')} value={num(m.total_minutes)} />
              <Figure label={t('month.pending')} value={num(m.callbacks_pending)} />
              <Figure label={t('month.resolved')} value={num(m.callbacks_resolved)} />
            </SimpleGrid>
          );
        }}
      </QueryState>
    </Section>
  );
}
