import { Button, Checkbox, Group, Select, Stack, Switch, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { fieldError, formError, keys, useTenantId } from './api';
import { FormError, Section } from './Section';

const load = (tenant_id: string) =>
  unwrap(api.GET('/tenants/{tenant_id}/reminder-config', { params: { path: { tenant_id } } }));
type Reminder = Awaited<ReturnType<typeof load>>;
type Channel = Reminder['channel'];
const HOURS = [1, 2, 3, 6, 12, 24, 48, 72, 168];

/** Appointment reminders and the confirmation at booking (`/tenants/{id}/reminder-config`). */
export function ReminderSection() {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const q = useQuery({
    queryKey: keys.reminder(tenantId),
    enabled: !!tenantId,
    queryFn: () => load(tenantId),
  });
  return (
    <Section title={t('reminders.title')} description={t('reminders.description')}>
      <QueryState query={q}>{(r) => <ReminderForm initial={r} />}</QueryState>
    </Section>
  );
}

function ReminderForm({ initial }: { initial: Reminder }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [channel, setChannel] = useState<Channel>(initial.channel);
  const [hours, setHours] = useState<number[]>(initial.hours_before);
  const [confirm, setConfirm] = useState(initial.confirm_on_booking);
  const [template, setTemplate] = useState(initial.template ?? '');
  const options = [...new Set([...HOURS, ...initial.hours_before])].sort((a, b) => a - b);

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PATCH('/tenants/{tenant_id}/reminder-config', {
          params: { path: { tenant_id: tenantId } },
          body: {
            enabled,
            channel,
            hours_before: hours,
            confirm_on_booking: confirm,
            template: template.trim() || null,
          },
        }),
      ),
    onSuccess: (data) => {
      qc.setQueryData(keys.reminder(tenantId), data);
      notifySuccess(t('reminders.saved'));
    },
  });
  const noHours = hours.length === 0;
  const tooMany = hours.length > 5;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!noHours && !tooMany) save.mutate();
      }}
    >
      <Stack>
        <Switch
          label={t('reminders.enabled')}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        <Select
          label={t('reminders.channel')}
          data={(['sms', 'email', 'sms_and_email'] as const).map((c) => ({
            value: c,
            label: t(`reminders.channels.${c}`),
          }))}
          value={channel}
          onChange={(v) => v && setChannel(v as Channel)}
          allowDeselect={false}
          disabled={!enabled}
          maw={320}
        />
        <Checkbox.Group
          label={t('reminders.hours')}
          description={t('reminders.hoursHelp')}
          value={hours.map(String)}
          onChange={(v) => setHours(v.map(Number).sort((a, b) => b - a))}
          error={
            noHours
              ? t('reminders.hoursNone')
              : tooMany
                ? t('reminders.hoursTooMany')
                : fieldError(save.error, 'hours_before')
          }
        >
          <Group gap="md" mt="xs">
            {options.map((h) => (
              <Checkbox
                key={h}
                value={String(h)}
                label={t('reminders.hoursValue', { count: h })}
                disabled={!enabled}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Switch
          label={t('reminders.confirm')}
          checked={confirm}
          onChange={(e) => setConfirm(e.currentTarget.checked)}
        />
        <Textarea
          label={t('reminders.template')}
          description={t('reminders.templateHelp')}
          value={template}
          onChange={(e) => setTemplate(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={480}
          error={fieldError(save.error, 'template')}
        />
        <FormError message={formError(save.error, ['hours_before', 'template'])} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={noHours || tooMany}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
