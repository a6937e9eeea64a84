import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import {
  COMPONENT_IDS,
  type ComponentId,
  IMPACTS,
  type Impact,
  type IncidentStatus,
  STATUSES,
} from './incidentTypes';

/** Opens a manual incident (`POST /admin/incidents`); it shows on the public status page at once. */
export function IncidentCreateForm() {
  const { t } = useTranslation('admin');
  const qc = useQueryClient();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [components, setComponents] = useState<ComponentId[]>([]);
  const [impact, setImpact] = useState<Impact>('major');
  const [status, setStatus] = useState<IncidentStatus>('investigating');
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/admin/incidents', {
          body: { title: title.trim(), message: message.trim(), components, impact, status },
        }),
      ),
    onSuccess: async () => {
      notifySuccess(t('incidents.created'));
      setTitle('');
      setMessage('');
      setComponents([]);
      await qc.invalidateQueries({ queryKey: ['admin', 'incidents'] });
    },
  });
  const error = create.error as ApiError | null;
  const fieldError = (name: string) => error?.info.fields.find((f) => f.field === name)?.message;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate();
      }}
    >
      <Stack>
        <TextInput
          label={t('incidents.fields.title')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={200}
          required
          error={fieldError('title')}
        />
        <Textarea
          label={t('incidents.fields.message')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={5000}
          autosize
          minRows={3}
          required
          error={fieldError('message')}
        />
        <Checkbox.Group
          label={t('incidents.fields.components')}
          value={components}
          onChange={(v) => setComponents(v as ComponentId[])}
          required
          error={fieldError('components')}
        >
          <Group mt="xs" wrap="wrap">
            {COMPONENT_IDS.map((c) => (
              <Checkbox key={c} value={c} label={t(`components.${c}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('incidents.fields.impact')}
            value={impact}
            onChange={(v) => v && setImpact(v as Impact)}
            data={IMPACTS.map((i) => ({ value: i, label: t(`impact.${i}`) }))}
            allowDeselect={false}
          />
          <Select
            label={t('incidents.fields.status')}
            value={status}
            onChange={(v) => v && setStatus(v as IncidentStatus)}
            data={STATUSES.filter((s) => s !== 'resolved').map((s) => ({
              value: s,
              label: t(`status.${s}`),
            }))}
            allowDeselect={false}
          />
        </SimpleGrid>
        {error && !error.info.fields.length ? (
          <Text c="red.8" size="sm" role="alert">
            {error.message}
          </Text>
        ) : null}
        <Button type="submit" loading={create.isPending} w="fit-content" disabled={components.length === 0}>
          {t('incidents.create')}
        </Button>
      </Stack>
    </form>
  );
}
