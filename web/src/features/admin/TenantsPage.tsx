import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { useDateFormat } from '../../lib/time';

export const PAGE_SIZE = 50;

/**
 * Every tenant, oldest first, a page of 50 at a time (`GET /tenants?skip&limit`). The API has no
 * search, so the search box filters the page shown (name, id, tier, status).
 */
export default function TenantsPage() {
  const { t } = useTranslation('admin');
  const fmt = useDateFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? '0') || 0);
  const [search, setSearch] = useState('');
  const query = useQuery({
    queryKey: ['admin', 'tenants', page],
    placeholderData: keepPreviousData,
    queryFn: () =>
      unwrap(api.GET('/tenants', { params: { query: { skip: page * PAGE_SIZE, limit: PAGE_SIZE } } })),
  });
  const go = (p: number) => setParams(p > 0 ? { page: String(p) } : {});

  return (
    <Stack>
      <PageTitle title={t('tenants.title')}>{t('tenants.title')}</PageTitle>
      <TextInput
        label={t('tenants.search')}
        description={t('tenants.searchHint')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      <QueryState query={query}>
        {(rows) => {
          const needle = search.trim().toLowerCase();
          const shown = needle
            ? rows.filter((r) =>
                [r.business_name, r.id, r.tier, r.subscription_status].some((v) =>
                  v.toLowerCase().includes(needle),
                ),
              )
            : rows;
          return (
            <Stack>
              {shown.length === 0 ? (
                <Text>{t('tenants.empty')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={640}>
                  <Table striped highlightOnHover>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('tenants.name')}</Table.Th>
                        <Table.Th>{t('tenants.tier')}</Table.Th>
                        <Table.Th>{t('tenants.subscription')}</Table.Th>
                        <Table.Th>{t('tenants.live')}</Table.Th>
                        <Table.Th>{t('tenants.created')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {shown.map((r) => (
                        <Table.Tr key={r.id}>
                          <Table.Td>
                            <Anchor component={Link} to={`/admin/tenants/${r.id}`}>
                              {r.business_name}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>{r.tier}</Table.Td>
                          <Table.Td>{r.subscription_status}</Table.Td>
                          <Table.Td>
                            <Badge color={r.is_live ? 'teal.9' : 'gray.7'} variant="filled">
                              {r.is_live ? t('tenants.isLive') : t('tenants.notLive')}
                            </Badge>
                          </Table.Td>
                          <Table.Td>{fmt(r.created_at, 'date')}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              <Group justify="space-between" wrap="wrap">
                <Text size="sm">{t('tenants.pageOf', { page: page + 1, n: rows.length })}</Text>
                <Group gap="xs">
                  <Button variant="default" size="xs" disabled={page === 0} onClick={() => go(page - 1)}>
                    {t('tenants.previous')}
                  </Button>
                  <Button
                    variant="default"
                    size="xs"
                    disabled={rows.length < PAGE_SIZE}
                    onClick={() => go(page + 1)}
                  >
                    {t('tenants.next')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
