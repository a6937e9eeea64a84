import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { fieldError, formError, keys, useTenantId } from './api';
import { ConfirmButton } from './ConfirmButton';
import { FormError, Section } from './Section';

/** External calendars (iCalendar feeds) merged into the appointments view. */
export function CalendarsSection() {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: keys.calendars(tenantId),
    enabled: !!tenantId,
    queryFn: () =>
      unwrap(
        api.GET('/tenants/{tenant_id}/calendar/subscriptions', { params: { path: { tenant_id: tenantId } } }),
      ),
  });
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const done = () => qc.invalidateQueries({ queryKey: keys.calendars(tenantId) });
  const add = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/tenants/{tenant_id}/calendar/subscriptions', {
          params: { path: { tenant_id: tenantId } },
          body: { name: name.trim(), url: url.trim() },
        }),
      ),
    onSuccess: async () => {
      await done();
      setName('');
      setUrl('');
      notifySuccess(t('calendars.added'));
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.DELETE('/tenants/{tenant_id}/calendar/subscriptions/{subscription_id}', {
          params: { path: { tenant_id: tenantId, subscription_id: id } },
        }),
      ),
    onSuccess: async () => {
      await done();
      notifySuccess(t('calendars.deleted'));
    },
    onError: notifyError,
  });

  return (
    <Section title={t('calendars.title')} description={t('calendars.description')}>
      <QueryState query={q}>
        {(list) =>
          list.length ? (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('calendars.name')}</Table.Th>
                    <Table.Th>{t('calendars.url')}</Table.Th>
                    <Table.Th>{t('sources.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>{c.name}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{c.url}</Table.Td>
                      <Table.Td>
                        <ConfirmButton
                          label={t('actions.delete')}
                          question={t('calendars.confirmDelete')}
                          loading={remove.isPending && remove.variables === c.id}
                          onConfirm={() => remove.mutate(c.id)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text size="sm">{t('calendars.empty')}</Text>
          )
        }
      </QueryState>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <Stack gap="sm">
          <Group align="flex-start" wrap="wrap" grow>
            <TextInput
              label={t('calendars.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              required
              maxLength={100}
              miw={200}
              error={fieldError(add.error, 'name')}
            />
            <TextInput
              label={t('calendars.url')}
              description={t('calendars.urlHelp')}
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              required
              maxLength={2000}
              miw={260}
              error={fieldError(add.error, 'url')}
            />
          </Group>
          <FormError message={formError(add.error, ['name', 'url'])} />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('calendars.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
