import { Button, Group, List, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { fieldError, formError, keys, type Settings, useSettings, useTenantId } from './api';
import { FormError, Section } from './Section';

/** `/settings/limits`: how often one caller may call a day, next to the plan's monthly limits. */
export default function LimitsPage() {
  const { t } = useTranslation('receptionist');
  const settings = useSettings();
  return (
    <Stack>
      <PageTitle title={t('limits.title')}>{t('limits.title')}</PageTitle>
      <QueryState query={settings}>
        {(s) => (
          <>
            <CallerCap settings={s} />
            <PlanLimits settings={s} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function CallerCap({ settings }: { settings: Settings }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [cap, setCap] = useState<number | string>(settings.caller_daily_cap);
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PUT('/tenants/{tenant_id}/settings', {
          params: { path: { tenant_id: tenantId } },
          body: { caller_daily_cap: Number(cap) },
        }),
      ),
    onSuccess: (data) => {
      qc.setQueryData(keys.settings(tenantId), data);
      notifySuccess(t('limits.saved'));
    },
  });
  const invalid = cap === '' || !Number.isInteger(Number(cap)) || Number(cap) < 1 || Number(cap) > 1000;
  return (
    <Section title={t('limits.capTitle')} description={t('limits.capDescription')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) save.mutate();
        }}
      >
        <Stack>
          <NumberInput
            label={t('limits.cap')}
            description={t('limits.capHelp')}
            min={1}
            max={1000}
            allowDecimal={false}
            value={cap}
            onChange={setCap}
            maw={280}
            error={invalid ? t('limits.capInvalid') : fieldError(save.error, 'caller_daily_cap')}
          />
          <FormError message={formError(save.error, ['caller_daily_cap'])} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={invalid}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function PlanLimits({ settings }: { settings: Settings }) {
  const { t } = useTranslation('receptionist');
  const { plan } = settings;
  const amount = (n: number | null, unit: 'minutes' | 'sms') =>
    n === null ? t('limits.unlimited') : t(`limits.${unit}`, { count: n });
  return (
    <Section title={t('limits.planTitle')} description={t('limits.planDescription')}>
      <List size="sm" spacing={4}>
        <List.Item>
          <Text span size="sm" fw={500}>
            {t('limits.minutesLabel')}
          </Text>{' '}
          {amount(plan.minutes_limit, 'minutes')}
        </List.Item>
        <List.Item>
          <Text span size="sm" fw={500}>
            {t('limits.smsLabel')}
          </Text>{' '}
          {amount(plan.sms_limit, 'sms')}
        </List.Item>
      </List>
    </Section>
  );
}
