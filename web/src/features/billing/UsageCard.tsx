import { Alert, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/common';
import { useMe } from '../../lib/session';
import { getUsage, WARN_AT_PERCENT } from './queries';

/** Minutes (and SMS) of the current month against the plan, with a warning near the limit. */
export function UsageCard() {
  const { t } = useTranslation('billing');
  const tenantId = useMe().data?.tenant_id ?? '';
  const usage = useQuery({
    queryKey: ['usage', tenantId],
    enabled: !!tenantId,
    queryFn: () => getUsage(tenantId),
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="usage-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="usage-heading">
          {t('usage.title')}
        </Title>
        <QueryState query={usage}>
          {(u) => {
            const percent =
              u.minutes_percent ?? (u.minutes_limit ? (100 * u.minutes_used) / u.minutes_limit : null);
            const near = percent !== null && percent >= WARN_AT_PERCENT;
            return (
              <Stack gap="sm">
                <Text size="sm">{t('usage.period', { period: u.period.label })}</Text>
                <Text size="sm" fw={600} data-testid="minutes-used">
                  {u.minutes_limit === null
                    ? t('usage.minutesUnlimited', { used: u.minutes_used })
                    : t('usage.minutes', { used: u.minutes_used, limit: u.minutes_limit })}
                </Text>
                {percent !== null ? (
                  <Progress
                    value={Math.min(100, percent)}
                    color={percent >= 100 ? 'red' : near ? 'orange' : 'indigo'}
                    aria-label={t('usage.minutesBar')}
                  />
                ) : null}
                {near ? (
                  <Alert color="red.9" variant="filled" title={t('usage.warnTitle')} role="status">
                    {percent >= 100
                      ? t('usage.exhausted')
                      : t('usage.warn', { percent: Math.floor(percent) })}
                  </Alert>
                ) : null}
                <Text size="sm">
                  {u.sms_limit === null
                    ? t('usage.smsUnlimited', { used: u.sms_used })
                    : t('usage.sms', { used: u.sms_used, limit: u.sms_limit })}
                </Text>
                <Text size="sm">{t('usage.calls', { calls: u.calls_total })}</Text>
                <Text size="sm" data-testid="concurrent-calls">
                  {t('usage.concurrent', {
                    active: u.concurrent_calls_active,
                    limit: u.concurrent_calls_limit,
                  })}
                </Text>
                {u.overflow_calls > 0 ? (
                  <Text size="sm" data-testid="overflow-calls">
                    {t('usage.overflow', { count: u.overflow_calls })}
                  </Text>
                ) : null}
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Paper>
  );
}
