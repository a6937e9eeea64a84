import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { useMe } from '../../lib/session';
import { isPlanRequired, PlanRequired, SecretOnce, WEBHOOK_EVENTS } from './shared';
import { endpointsKey, listEndpoints } from './webhooks';

/** The tenant's webhook endpoints: the list, and a new one with its secret shown once. */
export function WebhooksSection() {
  const { t } = useTranslation('developers');
  const tenantId = useMe().data?.tenant_id ?? '';
  const endpoints = useQuery({
    queryKey: endpointsKey(tenantId),
    enabled: !!tenantId,
    queryFn: () => listEndpoints(tenantId),
  });
  const [creating, setCreating] = useState(false);

  let body: React.ReactNode;
  if (endpoints.isPending) body = <Loading />;
  else if (endpoints.isError)
    body = isPlanRequired(endpoints.error) ? (
      <PlanRequired />
    ) : (
      <ErrorState error={endpoints.error} retry={() => void endpoints.refetch()} />
    );
  else if (endpoints.data.data.length === 0) body = <Text size="sm">{t('webhooks.empty')}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhooks.url')}</Table.Th>
              <Table.Th>{t('webhooks.events')}</Table.Th>
              <Table.Th>{t('webhooks.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {endpoints.data.data.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/developers/webhooks/${e.id}`}
                    style={{ wordBreak: 'break-all' }}
                  >
                    {e.url}
                  </Anchor>
                  {e.description ? <Text size="xs">{e.description}</Text> : null}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {e.enabled_events.includes('*') ? t('webhooks.allEvents') : e.enabled_events.join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="filled" color={e.status === 'enabled' ? 'teal.9' : 'gray.7'}>
                    {t(`webhooks.state.${e.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="webhooks-heading">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="webhooks-heading">
            {t('webhooks.title')}
          </Title>
          {endpoints.isSuccess ? (
            <Button onClick={() => setCreating(true)}>{t('webhooks.add')}</Button>
          ) : null}
        </Group>
        <Text size="sm">{t('webhooks.intro')}</Text>
        {body}
      </Stack>
      <CreateEndpointModal tenantId={tenantId} opened={creating} onClose={() => setCreating(false)} />
    </Paper>
  );
}

function CreateEndpointModal({
  tenantId,
  opened,
  onClose,
}: {
  tenantId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('developers');
  const qc = useQueryClient();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [all, setAll] = useState(true);
  const [events, setEvents] = useState<string[]>([]);
  const [transcript, setTranscript] = useState(false);
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/tenants/{tenant_id}/webhook-endpoints', {
          params: { path: { tenant_id: tenantId } },
          body: {
            url: url.trim(),
            description: description.trim() || null,
            enabled_events: (all ? ['*'] : events) as ['*'],
            include_transcript: transcript,
          },
        }),
      ),
    onSuccess: () => void qc.invalidateQueries({ queryKey: endpointsKey(tenantId) }),
  });
  const close = () => {
    onClose();
    create.reset();
    setUrl('');
    setDescription('');
    setAll(true);
    setEvents([]);
    setTranscript(false);
  };
  const error = create.error as ApiError | null;
  const fieldError = (f: string) => error?.info.fields.find((x) => x.field === f)?.message;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:close') }}
      opened={opened}
      onClose={close}
      title={t('webhooks.addTitle')}
      size="lg"
    >
      {create.data ? (
        <Stack>
          <Text size="sm" fw={600} c="red.9">
            {t('webhooks.secretOnce')}
          </Text>
          <SecretOnce value={create.data.secret} label={t('webhooks.secret')} />
          <Group justify="flex-end">
            <Button component={Link} to={`/developers/webhooks/${create.data.id}`} variant="default">
              {t('webhooks.open')}
            </Button>
            <Button onClick={close}>{t('keys.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <Stack>
            <TextInput
              label={t('webhooks.url')}
              description={t('webhooks.urlHelp')}
              type="url"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              required
              error={fieldError('url')}
            />
            <TextInput
              label={t('webhooks.description')}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              maxLength={500}
            />
            <Switch
              label={t('webhooks.allEvents')}
              checked={all}
              onChange={(e) => setAll(e.currentTarget.checked)}
            />
            {all ? null : (
              <Checkbox.Group label={t('webhooks.events')} value={events} onChange={setEvents} required>
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                  {WEBHOOK_EVENTS.map((ev) => (
                    <Checkbox key={ev} value={ev} label={ev} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
            <Switch
              label={t('webhooks.includeTranscript')}
              description={t('webhooks.includeTranscriptHelp')}
              checked={transcript}
              onChange={(e) => setTranscript(e.currentTarget.checked)}
            />
            {error ? (
              <Text c="red.8" size="sm" role="alert">
                {error.message}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!all && events.length === 0}>
                {t('webhooks.addSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
