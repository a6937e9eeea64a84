import { Button, Group, Progress, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { formError, keys, type Settings, useSettings, useTenantId } from './api';
import { ReminderSection } from './ReminderSection';
import { FormError, Section } from './Section';
import { VerificationSection } from './VerificationSection';

/** `/settings/sms`: confirmations to callers, appointment reminders, caller verification, SMS used. */
export default function SmsPage() {
  const { t } = useTranslation('receptionist');
  const settings = useSettings();
  return (
    <Stack>
      <PageTitle title={t('sms.title')}>{t('sms.title')}</PageTitle>
      <SmsUsage />
      <QueryState query={settings}>{(s) => <Confirmation settings={s} />}</QueryState>
      <ReminderSection />
      <VerificationSection />
    </Stack>
  );
}

function SmsUsage() {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const usage = useQuery({
    queryKey: keys.usage(tenantId),
    enabled: !!tenantId,
    queryFn: () =>
      unwrap(api.GET('/tenants/{tenant_id}/usage', { params: { path: { tenant_id: tenantId } } })),
  });
  return (
    <Section title={t('sms.usageTitle')}>
      <QueryState query={usage}>
        {(u) => (
          <Stack gap={6}>
            <Text size="sm">
              {u.sms_limit === null
                ? t('sms.usageUnlimited', { used: u.sms_used })
                : t('sms.usage', { used: u.sms_used, limit: u.sms_limit, period: u.period.label })}
            </Text>
            {u.sms_limit ? (
              <Progress
                value={Math.min(100, (u.sms_used / u.sms_limit) * 100)}
                aria-label={t('sms.usageBar')}
                color={u.sms_used >= u.sms_limit ? 'red.8' : undefined}
              />
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function Confirmation({ settings }: { settings: Settings }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [on, setOn] = useState(settings.caller_sms_confirmation);
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PUT('/tenants/{tenant_id}/settings', {
          params: { path: { tenant_id: tenantId } },
          body: { caller_sms_confirmation: on },
        }),
      ),
    onSuccess: (data) => {
      qc.setQueryData(keys.settings(tenantId), data);
      notifySuccess(t('sms.confirmationSaved'));
    },
  });
  return (
    <Section title={t('sms.confirmationTitle')} description={t('sms.confirmationDescription')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack>
          <Switch
            label={t('sms.confirmation')}
            checked={on}
            onChange={(e) => setOn(e.currentTarget.checked)}
          />
          <FormError message={formError(save.error, [])} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
