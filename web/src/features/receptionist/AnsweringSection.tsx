import { Button, Group, Radio, Select, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { fieldError, formError, keys, type Settings, useTenantId } from './api';
import { FormError, Section } from './Section';

type Mode = Settings['answering_mode'];

/** When the receptionist answers and the backup greeting (`PUT /tenants/{id}/settings`). */
export function AnsweringSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [mode, setMode] = useState<Mode>(settings.answering_mode);
  const [rings, setRings] = useState(String(settings.forwarding_rings));
  const [backup, setBackup] = useState(settings.backup_greeting ?? '');

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PUT('/tenants/{tenant_id}/settings', {
          params: { path: { tenant_id: tenantId } },
          body: {
            answering_mode: mode,
            forwarding_rings: Number(rings) as 3 | 5 | 7,
            backup_greeting: backup.trim() ? backup.trim() : null,
          },
        }),
      ),
    onSuccess: (data) => {
      qc.setQueryData(keys.settings(tenantId), data);
      notifySuccess(t('answering.saved'));
    },
  });

  return (
    <Section title={t('answering.title')} description={t('answering.description')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack>
          <Radio.Group
            label={t('answering.mode')}
            value={mode}
            onChange={(v) => setMode(v as Mode)}
            error={fieldError(save.error, 'answering_mode')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="when_unanswered" label={t('answering.modes.when_unanswered')} />
              <Radio value="always" label={t('answering.modes.always')} />
            </Stack>
          </Radio.Group>
          <Select
            label={t('answering.rings')}
            description={t('answering.ringsHelp')}
            data={['3', '5', '7'].map((v) => ({
              value: v,
              label: t('answering.ringsValue', { count: Number(v) }),
            }))}
            value={rings}
            onChange={(v) => v && setRings(v)}
            allowDeselect={false}
            disabled={mode === 'always'}
            maw={240}
          />
          <Textarea
            label={t('answering.backup')}
            description={t('answering.backupHelp')}
            value={backup}
            onChange={(e) => setBackup(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={1000}
            error={fieldError(save.error, 'backup_greeting')}
          />
          <FormError message={formError(save.error, ['answering_mode', 'backup_greeting'])} />
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
