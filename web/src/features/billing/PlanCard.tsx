import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, api, unwrap } from '../../lib/api';
import { serverNow } from '../../lib/clock';
import { notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import { daysUntil, type Plan, SUBSCRIPTION_KEY, type Subscription } from './queries';

const STATUS_COLOR: Record<string, string> = {
  trialing: 'indigo.8',
  active: 'teal.9',
  past_due: 'red.9',
  cancelled: 'gray.7',
};

/** The current plan, its status, the trial's days left, the paid period, and cancelling. */
export function PlanCard({ subscription: s, plans }: { subscription: Subscription; plans: Plan[] }) {
  const { t } = useTranslation('billing');
  const fmt = useDateFormat();
  const [cancelling, setCancelling] = useState(false);
  const planName =
    plans.find((p) => p.tier === s.tier)?.name ?? t(`tier.${s.tier}`, { defaultValue: s.tier });
  const trialDays =
    s.status === 'trialing' && s.trial_ends_at ? daysUntil(s.trial_ends_at, serverNow()) : null;
  const canCancel = s.status !== 'cancelled' && !s.cancel_at_period_end;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="plan-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="plan-heading">
          {t('plan.title')}
        </Title>
        <Group gap="xs">
          <Text size="xl" fw={700} data-testid="plan-name">
            {planName}
          </Text>
          <Badge variant="filled" color={STATUS_COLOR[s.status] ?? 'gray.7'}>
            {t(`status.${s.status}`, { defaultValue: s.status })}
          </Badge>
        </Group>
        {trialDays !== null ? (
          <Text size="sm" fw={600} data-testid="trial-days">
            {t('plan.trialDays', { days: trialDays, date: fmt(s.trial_ends_at, 'date') })}
          </Text>
        ) : null}
        {s.status !== 'trialing' ? (
          <Text size="sm">{t(`plan.cycle.${s.billing_cycle}`, { defaultValue: s.billing_cycle })}</Text>
        ) : null}
        {s.current_period_end && s.status !== 'trialing' ? (
          <Text size="sm">
            {s.cancel_at_period_end
              ? t('plan.endsAt', { date: fmt(s.current_period_end, 'date') })
              : t('plan.renewsAt', { date: fmt(s.current_period_end, 'date') })}
          </Text>
        ) : null}
        {s.commitment_type === 'annual' && s.commitment_end ? (
          <Text size="sm">{t('plan.commitment', { date: fmt(s.commitment_end, 'date') })}</Text>
        ) : null}
        {s.status === 'past_due' ? (
          <Text size="sm" c="red.9" fw={600}>
            {t('plan.pastDue')}
          </Text>
        ) : null}
        {canCancel ? (
          <Group>
            <Button variant="light" color="red" onClick={() => setCancelling(true)}>
              {t('cancel.open')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <CancelModal subscription={s} opened={cancelling} onClose={() => setCancelling(false)} />
    </Paper>
  );
}

function CancelModal({
  subscription: s,
  opened,
  onClose,
}: {
  subscription: Subscription;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const qc = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => unwrap(api.POST('/billing/subscription/cancel')),
    onSuccess: async (r) => {
      qc.setQueryData(SUBSCRIPTION_KEY, r);
      notifySuccess(r.cancel_at_period_end ? t('cancel.scheduled') : t('cancel.done'));
      close();
    },
  });
  const close = () => {
    onClose();
    cancel.reset();
  };
  const error = cancel.error as ApiError | null;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:close') }}
      opened={opened}
      onClose={close}
      title={t('cancel.title')}
    >
      <Stack>
        <Text size="sm">{s.status === 'trialing' ? t('cancel.bodyTrial') : t('cancel.bodyPaid')}</Text>
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error.message}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel.keep')}
          </Button>
          <Button color="red" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
