import { Alert, Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, Loading, PageTitle } from '../../components/common';
import { api, apiBaseUrl, unwrap } from '../../lib/api';
import { useMe } from '../../lib/session';
import { useDateFormat, useTenantTimeZone } from '../../lib/time';
import { CallFilters, type Filters, queryString, readFilters, toQuery, writeFilters } from './filters';
import { useLiveUpdates } from './live';
import { type Call, duration, KEYS, OutcomeBadge, PhoneLink, UrgentBadge } from './shared';

const PAGE = 25;
const EXPORT_TIERS = ['business', 'enterprise'];

function CallRow({ call }: { call: Call }) {
  const { t } = useTranslation('calls');
  const fmt = useDateFormat();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/calls/${call.id}`}>
          {fmt(call.started_at, 'short')}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <PhoneLink number={call.caller_number} />
      </Table.Td>
      <Table.Td>
        <OutcomeBadge outcome={call.outcome} />
      </Table.Td>
      <Table.Td maw={420}>
        <Text size="sm" lineClamp={2}>
          {call.summary ?? t('noSummary')}
        </Text>
        {call.message ? (
          <Group gap={6} mt={4} wrap="nowrap">
            {call.message.urgent ? <UrgentBadge /> : null}
            <Text size="sm" fs="italic" lineClamp={1}>
              {t('list.message', { text: call.message.text })}
            </Text>
          </Group>
        ) : null}
      </Table.Td>
      <Table.Td>{duration(call.duration_seconds)}</Table.Td>
    </Table.Tr>
  );
}

function ExportLink({ query }: { query: string }) {
  const { t } = useTranslation('calls');
  const tier = useMe().data?.subscription_tier ?? '';
  if (!EXPORT_TIERS.includes(tier))
    return (
      <Alert color="yellow" p="xs" data-testid="export-upgrade">
        <Text size="sm">
          {t('export.upgrade')}{' '}
          <Anchor component={Link} to="/billing">
            {t('plan.upgrade')}
          </Anchor>
        </Text>
      </Alert>
    );
  return (
    <Button
      component="a"
      variant="default"
      size="sm"
      href={`${apiBaseUrl()}/calls/export.csv${query ? `?${query}` : ''}`}
      download="calls.csv"
    >
      {t('export.button')}
    </Button>
  );
}

export default function CallsPage() {
  const { t } = useTranslation('calls');
  const [params, setParams] = useSearchParams();
  const tz = useTenantTimeZone();
  useLiveUpdates();
  // The filters live in the page and are written to the address. Read back from the address, a
  // second change made before the first one's navigation landed would start from the stale
  // filters and drop the first (an outcome chosen, then "urgent only" ticked at once).
  const address = params.toString();
  const [filters, setFilters] = useState<Filters>(() => readFilters(params));
  const written = useRef(address);
  useEffect(() => {
    // The address changed from outside (back, forward, a link): the page follows it.
    if (address === written.current) return;
    written.current = address;
    setFilters(readFilters(new URLSearchParams(address)));
  }, [address]);
  const changeFilters = (f: Filters) => {
    setFilters(f);
    const next = writeFilters(f);
    written.current = next.toString();
    setParams(next, { replace: true });
  };
  const query = toQuery(filters, tz);
  const list = useInfiniteQuery({
    queryKey: [...KEYS.calls, 'list', query],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/calls', { params: { query: { ...query, limit: PAGE, cursor: pageParam } } })),
    getNextPageParam: (last) =>
      last.pagination.has_more ? (last.pagination.next_cursor ?? undefined) : undefined,
  });
  const calls = list.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle title={t('list.title')}>{t('list.title')}</PageTitle>
        <ExportLink query={queryString(query)} />
      </Group>
      <CallFilters value={filters} onChange={changeFilters} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} retry={() => void list.refetch()} />
      ) : calls.length === 0 ? (
        <Text data-testid="calls-empty">{t('list.empty')}</Text>
      ) : (
        <>
          <Text size="sm" aria-live="polite">
            {t('list.shown', { count: calls.length })}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="calls-table">
              <Table.Caption>{t('list.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('list.when')}</Table.Th>
                  <Table.Th scope="col">{t('list.caller')}</Table.Th>
                  <Table.Th scope="col">{t('list.outcome')}</Table.Th>
                  <Table.Th scope="col">{t('list.summary')}</Table.Th>
                  <Table.Th scope="col">{t('list.duration')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {calls.map((c) => (
                  <CallRow key={c.id} call={c} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.hasNextPage ? (
            <Button
              variant="light"
              w="fit-content"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              {t('list.more')}
            </Button>
          ) : null}
        </>
      )}
    </Stack>
  );
}
