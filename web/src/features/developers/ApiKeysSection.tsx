import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import {
  API_SCOPES,
  type ApiScope,
  DEFAULT_SCOPES,
  isPlanRequired,
  PlanRequired,
  SecretOnce,
} from './shared';

const KEYS = ['api-keys'] as const;

type ApiKey = Awaited<ReturnType<typeof listKeys>>[number];
const listKeys = () => unwrap(api.GET('/developers/api-keys'));

/** The tenant's API keys: created with scopes, the key shown once, revoked. */
export function ApiKeysSection() {
  const { t } = useTranslation('developers');
  const fmt = useDateFormat();
  const keys = useQuery({ queryKey: KEYS, queryFn: listKeys });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  let body: React.ReactNode;
  if (keys.isPending) body = <Loading />;
  else if (keys.isError)
    body = isPlanRequired(keys.error) ? (
      <PlanRequired />
    ) : (
      <ErrorState error={keys.error} retry={() => void keys.refetch()} />
    );
  else if (keys.data.length === 0) body = <Text size="sm">{t('keys.empty')}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('keys.name')}</Table.Th>
              <Table.Th>{t('keys.prefix')}</Table.Th>
              <Table.Th>{t('keys.scopes')}</Table.Th>
              <Table.Th>{t('keys.created')}</Table.Th>
              <Table.Th>{t('keys.lastUsed')}</Table.Th>
              <Table.Th>{t('keys.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.data.map((k) => (
              <Table.Tr key={k.id} data-testid="api-key-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {k.name}
                  </Text>
                  <Badge size="sm" variant="filled" color={k.mode === 'live' ? 'indigo.8' : 'gray.7'}>
                    {t(`keys.mode.${k.mode}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {k.prefix}…
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{k.scopes.join(', ')}</Text>
                </Table.Td>
                <Table.Td>{fmt(k.created_at, 'date')}</Table.Td>
                <Table.Td>{k.last_used_at ? fmt(k.last_used_at) : t('keys.never')}</Table.Td>
                <Table.Td>
                  {k.revoked_at ? (
                    <Badge color="red.9" variant="filled">
                      {t('keys.revokedAt', { date: fmt(k.revoked_at, 'date') })}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setRevoking(k)}
                      aria-label={t('keys.revokeNamed', { name: k.name })}
                    >
                      {t('keys.revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="api-keys-heading">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="api-keys-heading">
            {t('keys.title')}
          </Title>
          {keys.isSuccess ? <Button onClick={() => setCreating(true)}>{t('keys.create')}</Button> : null}
        </Group>
        <Text size="sm">{t('keys.intro')}</Text>
        {body}
      </Stack>
      <CreateKeyModal opened={creating} onClose={() => setCreating(false)} />
      <RevokeKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />
    </Paper>
  );
}

function CreateKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('developers');
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<'live' | 'test'>('live');
  const [scopes, setScopes] = useState<ApiScope[]>(DEFAULT_SCOPES);
  const create = useMutation({
    mutationFn: () => unwrap(api.POST('/developers/api-keys', { body: { name: name.trim(), mode, scopes } })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEYS }),
  });
  const close = () => {
    onClose();
    create.reset();
    setName('');
    setMode('live');
    setScopes(DEFAULT_SCOPES);
  };
  const error = create.error as ApiError | null;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:close') }}
      opened={opened}
      onClose={close}
      title={t('keys.createTitle')}
      size="lg"
    >
      {create.data ? (
        <Stack>
          <Text size="sm" fw={600} c="red.9">
            {t('keys.shownOnce')}
          </Text>
          <SecretOnce value={create.data.key} label={t('keys.yourKey', { name: create.data.name })} />
          <Button onClick={close}>{t('keys.done')}</Button>
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
              label={t('keys.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              required
              maxLength={100}
              error={error?.info.fields.find((f) => f.field === 'name')?.message}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="key-mode-label">
                {t('keys.modeLabel')}
              </Text>
              <SegmentedControl
                aria-labelledby="key-mode-label"
                value={mode}
                onChange={(v) => setMode(v as 'live' | 'test')}
                data={[
                  { value: 'live', label: t('keys.mode.live') },
                  { value: 'test', label: t('keys.mode.test') },
                ]}
              />
              <Text size="xs">{t(`keys.modeHelp.${mode}`)}</Text>
            </Stack>
            <Checkbox.Group
              label={t('keys.scopes')}
              description={t('keys.scopesHelp')}
              value={scopes}
              onChange={(v) => setScopes(v as ApiScope[])}
              required
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                {API_SCOPES.map((s) => (
                  <Checkbox key={s} value={s} label={s} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            {error ? (
              <Text c="red.8" size="sm" role="alert">
                {error.message}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} disabled={scopes.length === 0}>
                {t('keys.createSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function RevokeKeyModal({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useTranslation('developers');
  const qc = useQueryClient();
  const revoke = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/developers/api-keys/{id}', { params: { path: { id } } })),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: KEYS });
      notifySuccess(t('keys.revoked'));
      onClose();
    },
    onError: notifyError,
  });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:close') }}
      opened={!!apiKey}
      onClose={onClose}
      title={t('keys.revokeTitle')}
    >
      <Stack>
        <Text size="sm">{t('keys.revokeBody', { name: apiKey?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={() => apiKey && revoke.mutate(apiKey.id)}>
            {t('keys.revokeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
