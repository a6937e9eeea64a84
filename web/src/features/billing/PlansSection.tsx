import { Button, Card, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import type { Plan, Subscription } from './queries';

type Cycle = 'monthly' | 'annual';
type Tier = 'solo' | 'starter' | 'business';
const SELF_SERVE: string[] = ['solo', 'starter', 'business'];

/** The plans to subscribe to: checkout with the payments provider, which comes back to /billing. */
export function PlansSection({
  subscription: s,
  plans,
}: {
  subscription: Subscription;
  plans: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: Plan[] | undefined;
    refetch: () => unknown;
  };
}) {
  const { t, i18n } = useTranslation('billing');
  const [cycle, setCycle] = useState<Cycle>('monthly');
  const checkout = useMutation({
    mutationFn: (plan: Tier) =>
      unwrap(api.POST('/billing/checkout/subscribe', { body: { plan, billing_cycle: cycle } })),
    onSuccess: (r) => window.location.assign(r.checkout_url),
  });
  const subscribed = s.status === 'active' || s.status === 'past_due';
  const money = (pln: number, currency: string) =>
    new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'pl-PL', { style: 'currency', currency }).format(
      pln,
    );
  const error = checkout.error as ApiError | null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="plans-heading">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="plans-heading">
            {subscribed ? t('plans.titleSubscribed') : t('plans.title')}
          </Title>
          {subscribed ? null : (
            <SegmentedControl
              aria-label={t('plans.cycle')}
              value={cycle}
              onChange={(v) => setCycle(v as Cycle)}
              data={[
                { value: 'monthly', label: t('plans.monthly') },
                { value: 'annual', label: t('plans.annual') },
              ]}
            />
          )}
        </Group>
        {subscribed ? (
          <Text size="sm">{t('plans.changeViaSupport')}</Text>
        ) : (
          <Text size="sm">{cycle === 'annual' ? t('plans.annualHelp') : t('plans.monthlyHelp')}</Text>
        )}
        {plans.isPending ? (
          <Loading />
        ) : plans.isError ? (
          <ErrorState error={plans.error} retry={() => void plans.refetch()} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {(plans.data ?? [])
              .filter((p) => p.tier !== 'trial')
              .map((p) => {
                const price = cycle === 'annual' ? p.annual_monthly_price : p.monthly_price;
                const current = p.tier === s.tier && s.status !== 'trialing' && s.status !== 'cancelled';
                return (
                  <Card key={p.tier} withBorder padding="md" data-testid={`plan-${p.tier}`}>
                    <Stack gap={6}>
                      <Title order={3} size="h4">
                        {p.name}
                      </Title>
                      <Text size="sm" fw={600}>
                        {price === null
                          ? t('plans.byContract')
                          : t('plans.price', { price: money(price, p.currency) })}
                      </Text>
                      <Text size="sm">
                        {p.minutes === null
                          ? t('plans.minutesUnlimited')
                          : t('plans.minutes', { minutes: p.minutes })}
                      </Text>
                      <Text size="sm">
                        {p.sms === null ? t('plans.smsUnlimited') : t('plans.sms', { sms: p.sms })}
                      </Text>
                      {current ? (
                        <Text size="sm" fw={600}>
                          {t('plans.current')}
                        </Text>
                      ) : !subscribed && SELF_SERVE.includes(p.tier) ? (
                        <Button
                          mt="xs"
                          onClick={() => checkout.mutate(p.tier as Tier)}
                          loading={checkout.isPending && checkout.variables === p.tier}
                          aria-label={t('plans.chooseNamed', { plan: p.name })}
                        >
                          {t('plans.choose')}
                        </Button>
                      ) : null}
                    </Stack>
                  </Card>
                );
              })}
          </SimpleGrid>
        )}
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error.message}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
