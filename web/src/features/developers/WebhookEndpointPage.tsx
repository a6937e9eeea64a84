import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { serverNow } from '../../lib/clock';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useMe } from '../../lib/session';
import { useDateFormat } from '../../lib/time';
import { DeliveryLog } from './DeliveryLog';
import { SecretOnce } from './shared';
import { deliveriesKey, endpointKey, endpointsKey, getEndpoint, type WebhookEndpoint } from './webhooks';

/** One webhook endpoint: its settings, a test send, secret rotation and the delivery log. */
export default function WebhookEndpointPage() {
  const { id = '' } = useParams();
  const tenantId = useMe().data?.tenant_id ?? '';
  const endpoint = useQuery({
    queryKey: endpointKey(tenantId, id),
    enabled: !!tenantId,
    queryFn: () => getEndpoint(tenantId, id),
  });
  return <QueryState query={endpoint}>{(e) => <EndpointView tenantId={tenantId} endpoint={e} />}</QueryState>;
}

function EndpointView({ tenantId, endpoint: e }: { tenantId: string; endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('developers');
  const fmt = useDateFormat();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [rotating, setRotating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const path = { tenant_id: tenantId, id: e.id };
  const refresh = () => qc.invalidateQueries({ queryKey: endpointKey(tenantId, e.id) });

  const test = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/tenants/{tenant_id}/webhook-endpoints/{id}/test', { params: { path } })),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: deliveriesKey(tenantId, e.id) });
      if (r.succeeded) notifySuccess(t('endpoint.testOk', { status: r.status_code ?? '' }));
    },
    onError: notifyError,
  });
  const toggle = useMutation({
    mutationFn: () =>
      unwrap(
        api.PATCH('/tenants/{tenant_id}/webhook-endpoints/{id}', {
          params: { path },
          body: { status: e.status === 'enabled' ? 'disabled' : 'enabled' },
        }),
      ),
    onSuccess: async () => {
      await refresh();
      await qc.invalidateQueries({ queryKey: endpointsKey(tenantId) });
    },
    onError: notifyError,
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/tenants/{tenant_id}/webhook-endpoints/{id}', { params: { path } })),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: endpointsKey(tenantId) });
      notifySuccess(t('endpoint.deleted'));
      navigate('/developers');
    },
    onError: notifyError,
  });

  const overlapUntil = e.previous_secret_expires_at;
  const overlapLive = overlapUntil && new Date(overlapUntil) > serverNow();
  const testResult = test.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/developers" size="sm">
        {t('endpoint.back')}
      </Anchor>
      <PageTitle title={t('endpoint.title')}>{t('endpoint.title')}</PageTitle>
      <Paper withBorder p="md" component="section" aria-labelledby="endpoint-heading">
        <Stack>
          <Title order={2} size="h3" id="endpoint-heading" style={{ wordBreak: 'break-all' }}>
            {e.url}
          </Title>
          <Group gap="xs">
            <Badge variant="filled" color={e.status === 'enabled' ? 'teal.9' : 'gray.7'}>
              {t(`webhooks.state.${e.status}`)}
            </Badge>
            {e.disabled_reason ? <Text size="sm">{e.disabled_reason}</Text> : null}
          </Group>
          {e.description ? <Text size="sm">{e.description}</Text> : null}
          <Text size="sm">
            {t('webhooks.events')}:{' '}
            {e.enabled_events.includes('*') ? t('webhooks.allEvents') : e.enabled_events.join(', ')}
          </Text>
          <Text size="sm">{t('endpoint.created', { date: fmt(e.created_at) })}</Text>
          {overlapLive ? (
            <Alert color="indigo" title={t('endpoint.overlapTitle')} data-testid="overlap">
              <Text size="sm">{t('endpoint.overlapBody', { date: fmt(overlapUntil) })}</Text>
            </Alert>
          ) : null}
          <Group wrap="wrap">
            <Button onClick={() => test.mutate()} loading={test.isPending} disabled={e.status !== 'enabled'}>
              {t('endpoint.test')}
            </Button>
            <Button variant="default" onClick={() => setRotating(true)}>
              {t('endpoint.rotate')}
            </Button>
            <Button variant="default" onClick={() => toggle.mutate()} loading={toggle.isPending}>
              {e.status === 'enabled' ? t('endpoint.disable') : t('endpoint.enable')}
            </Button>
            <Button variant="light" color="red" onClick={() => setDeleting(true)}>
              {t('endpoint.delete')}
            </Button>
          </Group>
          {testResult ? (
            <Alert
              color={testResult.succeeded ? 'indigo' : 'red.9'}
              variant={testResult.succeeded ? 'light' : 'filled'}
              title={testResult.succeeded ? t('endpoint.testSucceeded') : t('endpoint.testFailed')}
              role="status"
            >
              <Text size="sm">
                {t('endpoint.testResult', {
                  status: testResult.status_code ?? '—',
                  ms: testResult.duration_ms,
                })}
                {testResult.error ? ` · ${testResult.error}` : ''}
              </Text>
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      <DeliveryLog tenantId={tenantId} endpointId={e.id} />
      <RotateModal tenantId={tenantId} endpoint={e} opened={rotating} onClose={() => setRotating(false)} />
      <Modal
        closeButtonProps={{ 'aria-label': t('common:close') }}
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('endpoint.deleteTitle')}
      >
        <Stack>
          <Text size="sm">{t('endpoint.deleteBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              {t('common:cancel')}
            </Button>
            <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
              {t('endpoint.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

const OVERLAPS = ['0', '3600', '86400'];

function RotateModal({
  tenantId,
  endpoint,
  opened,
  onClose,
}: {
  tenantId: string;
  endpoint: WebhookEndpoint;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('developers');
  const fmt = useDateFormat();
  const qc = useQueryClient();
  const [overlap, setOverlap] = useState('86400');
  const rotate = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/tenants/{tenant_id}/webhook-endpoints/{id}/rotate-secret', {
          params: { path: { tenant_id: tenantId, id: endpoint.id } },
          body: { expire_previous_in_seconds: Number(overlap) },
        }),
      ),
    onSuccess: () => void qc.invalidateQueries({ queryKey: endpointKey(tenantId, endpoint.id) }),
    onError: notifyError,
  });
  const close = () => {
    onClose();
    rotate.reset();
  };
  const until = rotate.data?.previous_secret_expires_at;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:close') }}
      opened={opened}
      onClose={close}
      title={t('endpoint.rotateTitle')}
      size="lg"
    >
      {rotate.data ? (
        <Stack>
          <Text size="sm" fw={600} c="red.9">
            {t('webhooks.secretOnce')}
          </Text>
          <SecretOnce value={rotate.data.secret} label={t('endpoint.newSecret')} />
          <Text size="sm" data-testid="rotation-overlap">
            {until ? t('endpoint.overlapBody', { date: fmt(until) }) : t('endpoint.overlapNone')}
          </Text>
          <Button onClick={close}>{t('keys.done')}</Button>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">{t('endpoint.rotateBody')}</Text>
          <Select
            label={t('endpoint.overlap')}
            value={overlap}
            onChange={(v) => setOverlap(v ?? '86400')}
            allowDeselect={false}
            data={OVERLAPS.map((v) => ({ value: v, label: t(`endpoint.overlapOption.${v}`) }))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button onClick={() => rotate.mutate()} loading={rotate.isPending}>
              {t('endpoint.rotateConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
