import { Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { formError, keys, type Settings, useTenantId } from './api';
import { FormError, Section } from './Section';

/** Call recording (`call_recording` of `PUT /tenants/{id}/settings`), saved when switched. */
export function RecordingSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (on: boolean) =>
      unwrap(
        api.PUT('/tenants/{tenant_id}/settings', {
          params: { path: { tenant_id: tenantId } },
          body: { call_recording: on },
        }),
      ),
    onSuccess: (data) => {
      qc.setQueryData(keys.settings(tenantId), data);
      notifySuccess(t(data.call_recording ? 'recording.savedOn' : 'recording.savedOff'));
    },
  });
  const checked = save.isPending ? (save.variables ?? settings.call_recording) : settings.call_recording;
  return (
    <Section id="recording" title={t('recording.title')} description={t('recording.description')}>
      <Stack gap="xs">
        <Switch
          label={t('recording.switch')}
          description={t('recording.notice')}
          checked={checked}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.currentTarget.checked)}
          data-testid="call-recording-switch"
        />
        <Text size="sm">{t('recording.retention', { count: settings.transcript_retention_days })}</Text>
        <FormError message={formError(save.error, [])} />
      </Stack>
    </Section>
  );
}
