import { Button, Checkbox, Group, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { fieldError, formError, keys, useTenantId } from './api';
import { FormError, Section } from './Section';

const load = (tenant_id: string) =>
  unwrap(api.GET('/tenants/{tenant_id}/verification-config', { params: { path: { tenant_id } } }));
type Verification = Awaited<ReturnType<typeof load>>;
type Method = Verification['method'];

/** Checking the caller's identity before changing appointments (`/tenants/{id}/verification-config`). */
export function VerificationSection() {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const q = useQuery({
    queryKey: keys.verification(tenantId),
    enabled: !!tenantId,
    queryFn: () => load(tenantId),
  });
  return (
    <Section title={t('verification.title')} description={t('verification.description')}>
      <QueryState query={q}>{(v) => <VerificationForm initial={v} />}</QueryState>
    </Section>
  );
}

function VerificationForm({ initial }: { initial: Verification }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [method, setMethod] = useState<Method>(initial.method);
  const [booking, setBooking] = useState(initial.required_for_booking);
  const [cancellation, setCancellation] = useState(initial.required_for_cancellation);
  const [rescheduling, setRescheduling] = useState(initial.required_for_rescheduling);
  const [attempts, setAttempts] = useState<number | string>(initial.max_attempts);

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PATCH('/tenants/{tenant_id}/verification-config', {
          params: { path: { tenant_id: tenantId } },
          body: {
            enabled,
            method,
            required_for_booking: booking,
            required_for_cancellation: cancellation,
            required_for_rescheduling: rescheduling,
            max_attempts: Number(attempts),
          },
        }),
      ),
    onSuccess: (data) => {
      qc.setQueryData(keys.verification(tenantId), data);
      notifySuccess(t('verification.saved'));
    },
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack>
        <Switch
          label={t('verification.enabled')}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        <Select
          label={t('verification.method')}
          data={(['sms_code', 'date_of_birth', 'pin'] as const).map((m) => ({
            value: m,
            label: t(`verification.methods.${m}`),
          }))}
          value={method}
          onChange={(v) => v && setMethod(v as Method)}
          allowDeselect={false}
          disabled={!enabled}
          maw={320}
        />
        <Stack gap="xs">
          <Checkbox
            label={t('verification.booking')}
            checked={booking}
            disabled={!enabled}
            onChange={(e) => setBooking(e.currentTarget.checked)}
          />
          <Checkbox
            label={t('verification.cancellation')}
            checked={cancellation}
            disabled={!enabled}
            onChange={(e) => setCancellation(e.currentTarget.checked)}
          />
          <Checkbox
            label={t('verification.rescheduling')}
            checked={rescheduling}
            disabled={!enabled}
            onChange={(e) => setRescheduling(e.currentTarget.checked)}
          />
        </Stack>
        <NumberInput
          label={t('verification.attempts')}
          min={1}
          max={10}
          allowDecimal={false}
          value={attempts}
          onChange={setAttempts}
          disabled={!enabled}
          maw={200}
          error={fieldError(save.error, 'max_attempts')}
        />
        <FormError message={formError(save.error, ['max_attempts'])} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
