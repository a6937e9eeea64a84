import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import { Analysis } from './Analysis';
import { CallEdit } from './CallEdit';
import { Recording } from './Recording';
import { type Call, duration, KEYS, OutcomeBadge, PhoneLink, UrgentBadge } from './shared';
import { Transcript } from './Transcript';

function Facts({ call }: { call: Call }) {
  const { t } = useTranslation('calls');
  const fmt = useDateFormat();
  const row = (label: string, value: React.ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" fw={600} miw={110}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6}>
      {row(t('detail.caller'), <PhoneLink number={call.caller_number} />)}
      {row(t('detail.when'), fmt(call.started_at, 'datetime'))}
      {row(t('detail.duration'), duration(call.duration_seconds))}
      {row(t('detail.status'), t(`status.${call.status}`))}
      {row(t('detail.outcome'), <OutcomeBadge outcome={call.outcome} />)}
      {row(t('detail.sentiment'), call.sentiment ? t(`sentiment.${call.sentiment}`) : t('detail.unknown'))}
      {call.transfer
        ? row(
            t('detail.transfer'),
            t(`transfer.${call.transfer.status}`, {
              to: call.transfer.department ?? call.transfer.to,
              kind: call.transfer.warm ? t('transfer.warm') : t('transfer.cold'),
            }),
          )
        : null}
    </Stack>
  );
}

function Produced({ call }: { call: Call }) {
  const { t } = useTranslation('calls');
  const fmt = useDateFormat();
  const qc = useQueryClient();
  const resolve = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/calls/{id}/callback-resolved', { params: { path: { id: call.id } } })),
    onSuccess: (latest) => {
      qc.setQueryData(KEYS.call(call.id), latest);
      void qc.invalidateQueries({ queryKey: KEYS.followUps });
      notifySuccess(t('followUps.resolved'));
    },
    onError: notifyError,
  });
  if (!call.message && !call.callback_requested && call.outcome !== 'booked') return null;
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('detail.produced')}
      </Title>
      <Stack gap="sm">
        {call.outcome === 'booked' ? (
          <Text size="sm">
            {t('detail.booked')}{' '}
            <Anchor component={Link} to="/appointments">
              {t('detail.openCalendar')}
            </Anchor>
          </Text>
        ) : null}
        {call.message ? (
          <Alert color={call.message.urgent ? 'red' : 'indigo'} title={t('detail.message')}>
            <Stack gap={4}>
              {call.message.urgent ? <UrgentBadge /> : null}
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {call.message.text}
              </Text>
            </Stack>
          </Alert>
        ) : null}
        {call.callback_requested ? (
          call.callback_resolved_at ? (
            <Badge color="teal.9" variant="filled" w="fit-content">
              {t('detail.callbackDone', { date: fmt(call.callback_resolved_at, 'short') })}
            </Badge>
          ) : (
            <Group gap="sm" wrap="wrap">
              <Text size="sm">{t('detail.callbackAsked')}</Text>
              {call.caller_number ? (
                <Button component="a" href={`tel:${call.caller_number}`} size="xs" variant="light">
                  {t('followUps.call')}
                </Button>
              ) : null}
              <Button size="xs" onClick={() => resolve.mutate()} loading={resolve.isPending}>
                {t('followUps.markDone')}
              </Button>
            </Group>
          )
        ) : null}
      </Stack>
    </Card>
  );
}

export default function CallPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('calls');
  const fmt = useDateFormat();
  const call = useQuery({
    queryKey: KEYS.call(id),
    queryFn: () => unwrap(api.GET('/calls/{id}', { params: { path: { id } } })),
  });
  return (
    <QueryState query={call}>
      {(c) => (
        <Stack gap="md">
          <div>
            <Anchor component={Link} to="/calls" size="sm">
              {t('detail.back')}
            </Anchor>
            <PageTitle title={t('detail.title', { date: fmt(c.started_at, 'short') })}>
              {t('detail.title', { date: fmt(c.started_at, 'short') })}
            </PageTitle>
          </div>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="md">
              <Card withBorder>
                <Title order={2} size="h4" mb="xs">
                  {t('detail.summary')}
                </Title>
                <Text size="sm" mb="sm">
                  {c.summary ?? t('noSummary')}
                </Text>
                <Facts call={c} />
              </Card>
              <Recording callId={c.id} />
              <Produced call={c} />
              <Analysis call={c} />
              <Card withBorder>
                <Title order={2} size="h4" mb="xs">
                  {t('edit.title')}
                </Title>
                <CallEdit key={c.updated_at} call={c} />
              </Card>
            </Stack>
            <Card withBorder style={{ alignSelf: 'start' }}>
              <Title order={2} size="h4" mb="xs">
                {t('detail.transcript')}
              </Title>
              <Transcript call={c} />
            </Card>
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
