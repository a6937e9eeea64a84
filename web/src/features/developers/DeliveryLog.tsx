import { Accordion, Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import { deliveriesKey, listDeliveries, type WebhookDelivery } from './webhooks';

const STATUS_COLOR = { pending: 'indigo.8', succeeded: 'teal.9', failed: 'red.9' } as const;

/** The body as sent, indented when it is JSON. */
function pretty(body: string) {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** An endpoint's deliveries, newest first: the request sent, each attempt's response, re-send. */
export function DeliveryLog({ tenantId, endpointId }: { tenantId: string; endpointId: string }) {
  const { t } = useTranslation('developers');
  const fmt = useDateFormat();
  const log = useQuery({
    queryKey: deliveriesKey(tenantId, endpointId),
    queryFn: () => listDeliveries(tenantId, endpointId),
    // Pending deliveries change on their own: look again while there are any.
    refetchInterval: (q) => (q.state.data?.data.some((d) => d.status === 'pending') ? 2000 : false),
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="log-heading">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3" id="log-heading">
            {t('log.title')}
          </Title>
          <Button variant="default" size="xs" onClick={() => void log.refetch()} loading={log.isFetching}>
            {t('log.refresh')}
          </Button>
        </Group>
        {log.isPending ? (
          <Loading />
        ) : log.isError ? (
          <ErrorState error={log.error} retry={() => void log.refetch()} />
        ) : log.data.data.length === 0 ? (
          <Text size="sm">{t('log.empty')}</Text>
        ) : (
          <Accordion variant="separated" chevronPosition="left">
            {log.data.data.map((d) => (
              <Accordion.Item key={d.id} value={d.id} data-testid="delivery">
                <Accordion.Control>
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="filled" color={STATUS_COLOR[d.status]}>
                      {t(`log.status.${d.status}`)}
                    </Badge>
                    <Text size="sm" fw={600}>
                      {d.event_type}
                    </Text>
                    <Text size="sm">{fmt(d.created_at)}</Text>
                    {d.last_status_code ? (
                      <Text size="sm">{t('log.http', { code: d.last_status_code })}</Text>
                    ) : null}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <DeliveryDetail tenantId={tenantId} endpointId={endpointId} delivery={d} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Paper>
  );
}

function DeliveryDetail({
  tenantId,
  endpointId,
  delivery: d,
}: {
  tenantId: string;
  endpointId: string;
  delivery: WebhookDelivery;
}) {
  const { t } = useTranslation('developers');
  const qc = useQueryClient();
  const resend = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/tenants/{tenant_id}/webhook-endpoints/{id}/deliveries/{delivery_id}/resend', {
          params: { path: { tenant_id: tenantId, id: endpointId, delivery_id: d.id } },
        }),
      ),
    onSuccess: async () => {
      notifySuccess(t('log.resent'));
      await qc.invalidateQueries({ queryKey: deliveriesKey(tenantId, endpointId) });
    },
    onError: notifyError,
  });
  const headers = Object.entries(d.request.headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return (
    <Stack gap="sm">
      <Text size="xs">{t('log.deliveryId', { id: d.id })}</Text>
      <Title order={3} size="h5">
        {t('log.request')}
      </Title>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="request">
        {`${d.request.method} ${d.request.url}\n${headers}\n\n${pretty(d.request.body)}`}
      </Code>
      <Text size="xs">{t('log.signatureNote')}</Text>
      <Title order={3} size="h5">
        {t('log.responses')}
      </Title>
      {d.attempts.length === 0 ? (
        <Text size="sm">{t('log.noAttempts')}</Text>
      ) : (
        d.attempts.map((a) => <AttemptResponse key={`${a.attempt}-${a.created_at}`} attempt={a} />)
      )}
      <Text size="xs">{t('log.bodyKept')}</Text>
      <Group>
        <Button
          size="xs"
          variant="light"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
          disabled={d.status === 'pending'}
        >
          {t('log.resend')}
        </Button>
      </Group>
    </Stack>
  );
}

type Attempt = WebhookDelivery['attempts'][number];

/** One attempt: when, how long, and the response as received (status, headers kept, the body's first 4 KB). */
function AttemptResponse({ attempt: a }: { attempt: Attempt }) {
  const { t, i18n } = useTranslation('developers');
  const fmt = useDateFormat();
  const size =
    a.response_body_bytes === null
      ? ''
      : t('log.bytes', { n: new Intl.NumberFormat(i18n.language).format(a.response_body_bytes) });
  const headers = Object.entries(a.response_headers).map(([k, v]) => `${k}: ${v}`);
  const body =
    a.response_body === null ? '' : a.response_body === '' ? t('log.bodyEmpty') : pretty(a.response_body);
  const note =
    a.status_code === null
      ? null
      : a.response_body_binary
        ? t('log.bodyBinary', { size })
        : a.response_body_truncated
          ? t('log.bodyTruncated', { size })
          : a.response_body === null
            ? t('log.bodyNotRecorded')
            : null;
  return (
    <Paper withBorder p="sm" data-testid="attempt">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Title order={4} size="h6">
            {t('log.attemptN', { n: a.attempt })}
          </Title>
          <Text size="sm">{fmt(a.created_at)}</Text>
          <Text size="sm">{t('log.ms', { ms: a.duration_ms })}</Text>
        </Group>
        {a.status_code === null ? (
          <Text size="sm" data-testid="response">
            {t('log.noResponse', { error: a.error ?? '—' })}
          </Text>
        ) : (
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="response">
            {[t('log.http', { code: a.status_code }), ...headers].join('\n') + (body ? `\n\n${body}` : '')}
          </Code>
        )}
        {note ? (
          <Text size="xs" data-testid="response-note">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
