import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { useDateFormat } from '../../lib/time';
import { IncidentCard } from './IncidentCard';
import { IncidentCreateForm } from './IncidentCreateForm';

/** Incidents by hand: open one, post updates, resolve; the last provider outages for context. */
export default function IncidentsPage() {
  const { t } = useTranslation('admin');
  const fmt = useDateFormat();
  const query = useQuery({
    queryKey: ['admin', 'incidents'],
    queryFn: () => unwrap(api.GET('/admin/incidents')),
  });
  return (
    <Stack>
      <PageTitle title={t('incidents.title')}>{t('incidents.title')}</PageTitle>
      <Text size="sm">
        {t('incidents.intro')}{' '}
        <Anchor href="/status" target="_blank" rel="noopener">
          {t('incidents.publicPage')}
        </Anchor>
      </Text>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('incidents.new')}
        </Title>
        <IncidentCreateForm />
      </Card>
      <QueryState query={query}>
        {(data) => {
          const open = data.incidents.filter((i) => i.status !== 'resolved');
          const closed = data.incidents.filter((i) => i.status === 'resolved');
          return (
            <Stack>
              <Title order={2} size="h4">
                {t('incidents.open')}
              </Title>
              {open.length === 0 ? <Text size="sm">{t('incidents.noneOpen')}</Text> : null}
              {open.map((i) => (
                <IncidentCard key={i.id} incident={i} />
              ))}
              <Title order={2} size="h4">
                {t('incidents.recent')}
              </Title>
              {closed.length === 0 ? <Text size="sm">{t('incidents.noneRecent')}</Text> : null}
              {closed.map((i) => (
                <IncidentCard key={i.id} incident={i} />
              ))}
              <Title order={2} size="h4">
                {t('incidents.providerEvents')}
              </Title>
              {data.provider_events.length === 0 ? (
                <Text size="sm">{t('incidents.noProviderEvents')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={520}>
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('incidents.when')}</Table.Th>
                        <Table.Th>{t('incidents.provider')}</Table.Th>
                        <Table.Th>{t('incidents.kind')}</Table.Th>
                        <Table.Th>{t('incidents.detail')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.provider_events.map((e) => (
                        <Table.Tr key={e.id}>
                          <Table.Td>{fmt(e.created_at)}</Table.Td>
                          <Table.Td>{e.provider}</Table.Td>
                          <Table.Td>{t(`providerKind.${e.kind}`)}</Table.Td>
                          <Table.Td>{e.detail ?? '—'}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
