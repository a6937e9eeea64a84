import { Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
  // The position the owner switched to, held from the click until the save settles: the switch
  // is controlled, and the mutation's pending state arrives a tick after the click, so without
  // this the switch sprang back for a moment (and a click could be read as not taken).
  const [wanted, setWanted] = useState<boolean | null>(null);
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
    // After onSuccess has stored the answer (or on a failure: back to the stored value).
    onSettled: () => setWanted(null),
  });
  const checked = wanted ?? settings.call_recording;
  return (
    <Section id="recording" title={t('recording.title')} description={t('recording.description')}>
      <Stack gap="xs">
        <Switch
          label={t('recording.switch')}
          description={t('recording.notice')}
          checked={checked}
          disabled={save.isPending}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setWanted(on);
            save.mutate(on);
          }}
          data-testid="call-recording-switch"
        />
        <Text size="sm">{t('recording.retention', { count: settings.transcript_retention_days })}</Text>
        <FormError message={formError(save.error, [])} />
      </Stack>
    </Section>
  );
}
