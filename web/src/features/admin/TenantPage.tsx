import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, Loading, PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { useDateFormat } from '../../lib/time';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** One tenant for support: its configuration, this month's usage and its webhook endpoints. */
export default function TenantPage() {
  const { t } = useTranslation('admin');
  const fmt = useDateFormat();
  const id = useParams().id ?? '';
  const path = { tenant_id: id };
  const tenant = useQuery({
    queryKey: ['admin', 'tenant', id],
    queryFn: () => unwrap(api.GET('/tenants/{tenant_id}', { params: { path } })),
  });
  const usage = useQuery({
    queryKey: ['admin', 'tenant', id, 'usage'],
    enabled: tenant.isSuccess,
    queryFn: () => unwrap(api.GET('/tenants/{tenant_id}/usage', { params: { path } })),
  });
  const hooks = useQuery({
    queryKey: ['admin', 'tenant', id, 'webhooks'],
    enabled: tenant.isSuccess,
    queryFn: () => unwrap(api.GET('/admin/tenants/{tenant_id}/webhook-endpoints', { params: { path } })),
  });

  if (tenant.isPending) return <Loading />;
  if (tenant.isError) return <ErrorState error={tenant.error} retry={() => void tenant.refetch()} />;
  const d = tenant.data;
  const none = t('tenant.none');
  return (
    <Stack>
      <Anchor component={Link} to="/admin/tenants" size="sm">
        {t('tenant.back')}
      </Anchor>
      <PageTitle title={d.business_name}>{d.business_name}</PageTitle>
      <Group gap="xs">
        <Badge variant="filled" color={d.is_live ? 'teal.9' : 'gray.7'}>
          {d.is_live ? t('tenants.isLive') : t('tenants.notLive')}
        </Badge>
        <Badge variant="outline">{d.tier}</Badge>
        <Badge variant="outline">{d.subscription_status}</Badge>
      </Group>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('tenant.profile')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label={t('tenant.id')} value={d.id} />
          <Field label={t('tenant.timezone')} value={d.timezone} />
          <Field label={t('tenant.ownerPhone')} value={d.owner_phone ?? none} />
          <Field
            label={t('tenant.trialEnds')}
            value={d.trial_ends_at ? fmt(d.trial_ends_at, 'date') : none}
          />
          <Field
            label={t('tenant.numbers')}
            value={d.phone_numbers.map((n) => n.number).join(', ') || none}
          />
          <Field label={t('tenant.departments')} value={String(d.departments.length)} />
          <Field label={t('tenant.faq')} value={String(Object.keys(d.faq).length)} />
          <Field label={t('tenant.features')} value={d.features.join(', ') || none} />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('tenant.usage')}
        </Title>
        <QueryState query={usage}>
          {(u) => (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Field label={t('tenant.period')} value={u.period.label} />
              <Field label={t('tenant.minutes')} value={`${u.minutes_used} / ${u.minutes_limit ?? '∞'}`} />
              <Field label={t('tenant.sms')} value={`${u.sms_used} / ${u.sms_limit ?? '∞'}`} />
              <Field label={t('tenant.calls')} value={String(u.calls_total)} />
            </SimpleGrid>
          )}
        </QueryState>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('tenant.webhooks')}
        </Title>
        <QueryState query={hooks}>
          {(h) =>
            h.data.length === 0 ? (
              <Text size="sm">{t('tenant.noWebhooks')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('tenant.url')}</Table.Th>
                      <Table.Th>{t('tenant.status')}</Table.Th>
                      <Table.Th>{t('tenant.events')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {h.data.map((w) => (
                      <Table.Tr key={w.id}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{w.url}</Table.Td>
                        <Table.Td>
                          {w.status === 'enabled' ? t('tenant.enabled') : t('tenant.disabled')}
                        </Table.Td>
                        <Table.Td>{w.enabled_events.join(', ')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Card>
    </Stack>
  );
}
