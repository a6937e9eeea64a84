import { Badge, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import { type AdminIncident, type IncidentStatus, STATUSES } from './incidentTypes';

/** Dark enough for white text at AA contrast. */
const IMPACT_COLOUR = { minor: '#7a4100', major: '#9a3412', critical: '#a50e0e' } as const;

/** An incident with its timeline and, while it is open, the form for the next update (or resolving it). */
export function IncidentCard({ incident }: { incident: AdminIncident }) {
  const { t } = useTranslation('admin');
  const fmt = useDateFormat();
  const qc = useQueryClient();
  const open = incident.status !== 'resolved';
  const [status, setStatus] = useState<IncidentStatus>(open ? incident.status : 'resolved');
  const [message, setMessage] = useState('');
  const update = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/admin/incidents/{incident_id}/updates', {
          params: { path: { incident_id: incident.id } },
          body: { status, message: message.trim() },
        }),
      ),
    onSuccess: async () => {
      notifySuccess(t('incidents.updated'));
      setMessage('');
      await qc.invalidateQueries({ queryKey: ['admin', 'incidents'] });
    },
  });
  const error = update.error as ApiError | null;
  const headingId = `incident-${incident.id}`;

  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id={headingId}>
            {incident.title}
          </Title>
          <Group gap="xs">
            <Badge variant="filled" color={IMPACT_COLOUR[incident.impact]}>
              {t(`impact.${incident.impact}`)}
            </Badge>
            <Badge variant="outline">{t(`status.${incident.status}`)}</Badge>
          </Group>
        </Group>
        <Text size="sm">
          {t('incidents.affects', {
            list: incident.components.map((c) => t(`components.${c}`)).join(', '),
          })}
          {' · '}
          {fmt(incident.created_at)}
          {incident.auto_opened ? ` · ${t('incidents.auto')}` : ''}
        </Text>
        <Stack gap={4} component="ol" style={{ paddingLeft: '1.2em', margin: 0 }}>
          {incident.updates.map((u) => (
            <li key={`${u.created_at}-${u.status}`}>
              <Text size="sm">
                <strong>{t(`status.${u.status}`)}</strong> · {fmt(u.created_at)} · {u.message}
              </Text>
            </li>
          ))}
        </Stack>
        {open ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              update.mutate();
            }}
          >
            <Stack gap="xs">
              <Select
                label={t('incidents.fields.newStatus')}
                value={status}
                onChange={(v) => v && setStatus(v as IncidentStatus)}
                data={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                allowDeselect={false}
                maw={320}
              />
              <Textarea
                label={t('incidents.fields.update')}
                value={message}
                onChange={(e) => setMessage(e.currentTarget.value)}
                maxLength={5000}
                autosize
                minRows={2}
                required
                error={error ? error.message : undefined}
              />
              <Button type="submit" size="xs" w="fit-content" loading={update.isPending}>
                {status === 'resolved' ? t('incidents.resolve') : t('incidents.postUpdate')}
              </Button>
            </Stack>
          </form>
        ) : (
          <Text size="sm">{t('incidents.resolvedAt', { time: fmt(incident.resolved_at) })}</Text>
        )}
      </Stack>
    </Card>
  );
}
