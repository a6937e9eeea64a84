import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, unwrap } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import { fieldError, formError, keys, useTenantId } from './api';
import { ConfirmButton } from './ConfirmButton';
import { PlanGate } from './PlanGate';
import { FormError, Section } from './Section';

const load = (tenant_id: string) =>
  unwrap(
    api.GET('/tenants/{tenant_id}/data-sources', { params: { path: { tenant_id }, query: { limit: 100 } } }),
  );
type Source = Awaited<ReturnType<typeof load>>['data'][number];

/** Price lists and other sheets the receptionist answers from: connect by address, refresh, delete. */
export function DataSourcesSection() {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const q = useQuery({
    queryKey: keys.dataSources(tenantId),
    enabled: !!tenantId,
    queryFn: () => load(tenantId),
  });
  return (
    <Section title={t('sources.title')} description={t('sources.description')}>
      <PlanGate query={q}>
        {(page) => (
          <Stack>
            <SourceList list={page.data} />
            <AddSource />
          </Stack>
        )}
      </PlanGate>
    </Section>
  );
}

function SourceList({ list }: { list: Source[] }) {
  const { t } = useTranslation('receptionist');
  const fmt = useDateFormat();
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: keys.dataSources(tenantId) });
  const params = (source_id: string) => ({ params: { path: { tenant_id: tenantId, source_id } } });
  const refresh = useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/tenants/{tenant_id}/data-sources/{source_id}/refresh', params(id))),
    onSuccess: async () => {
      await done();
      notifySuccess(t('sources.refreshed'));
    },
    onError: async (e) => {
      await done();
      notifyError(e);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/tenants/{tenant_id}/data-sources/{source_id}', params(id))),
    onSuccess: async () => {
      await done();
      notifySuccess(t('sources.deleted'));
    },
    onError: notifyError,
  });

  if (!list.length) return <Text size="sm">{t('sources.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sources.name')}</Table.Th>
            <Table.Th>{t('sources.rows')}</Table.Th>
            <Table.Th>{t('sources.checked')}</Table.Th>
            <Table.Th>{t('sources.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {s.name}
                </Text>
                {s.url ? (
                  <Anchor
                    href={s.url}
                    target="_blank"
                    rel="noreferrer"
                    size="xs"
                    style={{ wordBreak: 'break-all' }}
                  >
                    {s.url}
                  </Anchor>
                ) : (
                  <Text size="xs">{s.file_name}</Text>
                )}
                {s.last_error ? (
                  <Text size="xs" c="red.8">
                    {t('sources.lastError', { error: s.last_error })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{s.row_count}</Table.Td>
              <Table.Td>{fmt(s.checked_at ?? s.fetched_at ?? s.updated_at, 'short')}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {s.origin === 'url' ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      loading={refresh.isPending && refresh.variables === s.id}
                      onClick={() => refresh.mutate(s.id)}
                      aria-label={t('sources.refreshOf', { name: s.name })}
                    >
                      {t('sources.refresh')}
                    </Button>
                  ) : null}
                  <ConfirmButton
                    label={t('actions.delete')}
                    question={t('sources.confirmDelete')}
                    loading={remove.isPending && remove.variables === s.id}
                    onConfirm={() => remove.mutate(s.id)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AddSource() {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/tenants/{tenant_id}/data-sources/url', {
          params: { path: { tenant_id: tenantId } },
          body: { url: url.trim(), ...(name.trim() ? { name: name.trim() } : {}) },
        }),
      ),
    onSuccess: async (s) => {
      await qc.invalidateQueries({ queryKey: keys.dataSources(tenantId) });
      setUrl('');
      setName('');
      notifySuccess(t('sources.added', { name: s.name, count: s.row_count }));
    },
  });
  // Refusals of what was found at the address belong to the address field.
  const atAddress =
    add.error instanceof ApiError &&
    (['source_unreachable', 'spreadsheet_invalid', 'unsupported_spreadsheet'].includes(
      add.error.code ?? '',
    ) ||
      add.error.status === 413);
  const urlError = fieldError(add.error, 'url') ?? (atAddress ? (add.error as ApiError).message : undefined);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <Stack gap="sm">
        <Text fw={600} size="sm" component="h3">
          {t('sources.addTitle')}
        </Text>
        <Group align="flex-start" wrap="wrap" grow>
          <TextInput
            label={t('sources.url')}
            description={t('sources.urlHelp')}
            type="url"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            required
            maxLength={2048}
            miw={260}
            error={urlError}
          />
          <TextInput
            label={t('sources.sourceName')}
            description={t('sources.sourceNameHelp')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
            miw={200}
            error={fieldError(add.error, 'name')}
          />
        </Group>
        <FormError message={atAddress ? undefined : formError(add.error, ['url', 'name'])} />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('sources.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
