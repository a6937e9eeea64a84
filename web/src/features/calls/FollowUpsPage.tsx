import { Anchor, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading, PageTitle } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import { useLiveUpdates } from './live';
import { FeatureError, type FollowUp, KEYS, PhoneLink, UrgentBadge } from './shared';

type Status = 'open' | 'done';

export function useFollowUps(status: Status = 'open') {
  return useQuery({
    queryKey: [...KEYS.followUps, status],
    queryFn: () => unwrap(api.GET('/follow-ups', { params: { query: { status, limit: 200 } } })),
  });
}

export function useResolveCallback() {
  const qc = useQueryClient();
  const { t } = useTranslation('calls');
  return useMutation({
    mutationFn: (callId: string) =>
      unwrap(api.POST('/calls/{id}/callback-resolved', { params: { path: { id: callId } } })),
    onSuccess: (call) => {
      qc.setQueryData(KEYS.call(call.id), call);
      void qc.invalidateQueries({ queryKey: KEYS.followUps });
      void qc.invalidateQueries({ queryKey: KEYS.monthly });
      notifySuccess(t('followUps.resolved'));
    },
    onError: notifyError,
  });
}

/** One callback task: who, why, click to call, mark done. */
export function FollowUpCard({ item, headingLevel = 2 }: { item: FollowUp; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('calls');
  const fmt = useDateFormat();
  const resolve = useResolveCallback();
  return (
    <Card withBorder padding="sm" data-testid="follow-up">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            {item.urgent ? <UrgentBadge /> : null}
            <Title order={headingLevel} size="h5">
              <PhoneLink number={item.caller_number} />
            </Title>
          </Group>
          <Text size="xs" c="dimmed">
            {fmt(item.call_started_at, 'short')}
          </Text>
        </Group>
        {item.reason ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.reason}
          </Text>
        ) : null}
        {item.call_summary && item.call_summary !== item.reason ? (
          <Text size="sm" c="dimmed">
            {item.call_summary}
          </Text>
        ) : null}
        <Group gap="sm" wrap="wrap">
          {item.status === 'open' ? (
            <>
              {item.caller_number ? (
                <Button component="a" href={`tel:${item.caller_number}`} size="xs" variant="light">
                  {t('followUps.call')}
                </Button>
              ) : null}
              <Button
                size="xs"
                onClick={() => resolve.mutate(item.call_id)}
                loading={resolve.isPending}
                aria-label={t('followUps.markDoneFor', { who: item.caller_number ?? t('withheld') })}
              >
                {t('followUps.markDone')}
              </Button>
            </>
          ) : (
            <Text size="sm">{t('followUps.doneAt', { date: fmt(item.resolved_at, 'short') })}</Text>
          )}
          <Anchor component={Link} to={`/calls/${item.call_id}`} size="sm">
            {t('followUps.openCall')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

export default function FollowUpsPage() {
  const { t } = useTranslation('calls');
  const [status, setStatus] = useState<Status>('open');
  useLiveUpdates();
  const list = useFollowUps(status);
  return (
    <Stack gap="sm">
      <PageTitle title={t('followUps.title')}>{t('followUps.title')}</PageTitle>
      <Text size="sm">{t('followUps.intro')}</Text>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(v) => setStatus(v as Status)}
        aria-label={t('followUps.show')}
        data={[
          { value: 'open', label: t('followUps.open') },
          { value: 'done', label: t('followUps.done') },
        ]}
      />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <FeatureError error={list.error} retry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Text data-testid="follow-ups-empty">
          {status === 'open' ? t('followUps.emptyOpen') : t('followUps.emptyDone')}
        </Text>
      ) : (
        <Stack gap="sm">
          {list.data.data.map((f) => (
            <FollowUpCard key={f.id} item={f} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
