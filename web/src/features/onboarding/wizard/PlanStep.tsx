import {
  Badge,
  Card,
  Checkbox,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/common';
import { api, unwrap } from '../../../lib/api';
import { type Cycle, type Draft, isPaid, type Tier } from './draft';

/** The plan: the free trial, or a paid plan (monthly or with the annual commitment). */
export function PlanStep({ draft, set }: { draft: Draft; set: (patch: Partial<Draft>) => void }) {
  const { t, i18n } = useTranslation('onboarding');
  const plans = useQuery({
    queryKey: ['plans'],
    queryFn: () => unwrap(api.GET('/plans')),
    staleTime: 3_600_000,
  });
  const money = (n: number) =>
    new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'pl-PL', {
      style: 'currency',
      currency: 'PLN',
      maximumFractionDigits: 0,
    }).format(n);

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('plan.title')}
      </Title>
      <Text size="sm">{t('plan.intro')}</Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={500} id="cycle-label">
          {t('plan.cycle')}
        </Text>
        <SegmentedControl
          aria-labelledby="cycle-label"
          value={draft.billing_cycle}
          onChange={(v) => set({ billing_cycle: v as Cycle })}
          data={[
            { value: 'monthly', label: t('plan.monthly') },
            { value: 'annual', label: t('plan.annual') },
          ]}
        />
      </Group>
      <QueryState query={plans}>
        {(list) => (
          <Radio.Group
            value={draft.plan}
            onChange={(v) => set({ plan: v as Tier })}
            label={t('plan.choose')}
            required
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              <Card withBorder padding="md">
                <Radio value="trial" label={t('plan.trial')} />
                <Text size="sm" mt="xs">
                  {t('plan.trialHint')}
                </Text>
              </Card>
              {list
                .filter((p) => p.monthly_price !== null)
                .map((p) => {
                  const price = draft.billing_cycle === 'annual' ? p.annual_monthly_price : p.monthly_price;
                  return (
                    <Card withBorder padding="md" key={p.tier}>
                      <Radio value={p.tier} label={p.name} />
                      <Text size="sm" mt="xs">
                        {t('plan.price', { price: price === null ? '' : money(price) })}
                      </Text>
                      <Text size="sm">{t('plan.quota', { minutes: p.minutes ?? 0, sms: p.sms ?? 0 })}</Text>
                      {p.features.length ? (
                        <Group gap={4} mt="xs">
                          {p.features.map((f) => (
                            <Badge key={f} variant="light" size="sm">
                              {t(`features.${f}`, { defaultValue: f })}
                            </Badge>
                          ))}
                        </Group>
                      ) : null}
                    </Card>
                  );
                })}
            </SimpleGrid>
          </Radio.Group>
        )}
      </QueryState>
      <Text size="sm">{t('plan.enterprise')}</Text>
      {isPaid(draft) ? (
        <Checkbox
          label={t('plan.payNow')}
          description={t('plan.payNowHint')}
          checked={draft.pay_now}
          onChange={(e) => set({ pay_now: e.currentTarget.checked })}
        />
      ) : null}
      {draft.billing_cycle === 'annual' && isPaid(draft) ? (
        <Text size="sm">{t('plan.annualHint')}</Text>
      ) : null}
    </Stack>
  );
}
