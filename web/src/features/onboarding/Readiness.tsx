import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading, PageTitle, QueryState } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { useMe } from '../../lib/session';
import { useDateFormat } from '../../lib/time';
import { toAppPath } from './links';
import { Notice } from './ui';

interface Item {
  key: string;
  label: string;
  label_pl: string;
  done: boolean;
  required: boolean;
  deep_link: string;
}

/** A checklist item's link: in the app when the address is the app's, else the address itself. */
function StepLink({ item, children }: { item: Item; children: string }) {
  const path = toAppPath(item.deep_link);
  return path ? (
    <Anchor component={Link} to={path}>
      {children}
    </Anchor>
  ) : (
    <Anchor href={item.deep_link}>{children}</Anchor>
  );
}

function ItemState({ item }: { item: Item }) {
  const { t } = useTranslation('onboarding');
  if (item.done)
    return (
      <Badge color="teal.9" variant="filled" tt="none" style={{ overflow: 'visible' }}>
        {t('readiness.done')}
      </Badge>
    );
  return item.required ? (
    <Badge color="red.9" variant="filled" tt="none" style={{ overflow: 'visible' }}>
      {t('readiness.todo')}
    </Badge>
  ) : (
    <Badge color="gray.7" variant="filled" tt="none" style={{ overflow: 'visible' }}>
      {t('readiness.recommended')}
    </Badge>
  );
}

function Checklist({ tenantId }: { tenantId: string }) {
  const { t, i18n } = useTranslation('onboarding');
  const qc = useQueryClient();
  const fmt = useDateFormat();
  const polish = i18n.language.startsWith('pl');
  const labelOf = (i: Item) => (polish ? i.label_pl : i.label);
  const readiness = useQuery({
    queryKey: ['readiness', tenantId],
    queryFn: () =>
      unwrap(api.GET('/tenants/{tenant_id}/readiness', { params: { path: { tenant_id: tenantId } } })),
  });
  const goLive = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/tenants/{tenant_id}/go-live', { params: { path: { tenant_id: tenantId } } })),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['readiness', tenantId] });
      await qc.invalidateQueries({ queryKey: ['tenant', tenantId] });
    },
    onError: () => void qc.invalidateQueries({ queryKey: ['readiness', tenantId] }),
  });
  const error = goLive.error as ApiError | null;
  const refused = ((error?.info.body as { missing?: Item[] } | null)?.missing ?? []).filter((m) => m.key);

  return (
    <QueryState query={readiness}>
      {(r) => (
        <Stack>
          <Group gap="sm" wrap="nowrap">
            <Progress
              value={(r.done_count / Math.max(r.total_count, 1)) * 100}
              style={{ flex: 1 }}
              aria-label={t('readiness.progress', { done: r.done_count, total: r.total_count })}
            />
            <Text size="sm">{t('readiness.progress', { done: r.done_count, total: r.total_count })}</Text>
          </Group>
          <Table.ScrollContainer minWidth={340}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('readiness.step')}</Table.Th>
                  <Table.Th>{t('readiness.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.items.map((i) => (
                  <Table.Tr key={i.key} data-testid={`readiness-${i.key}`}>
                    <Table.Td>{i.done ? labelOf(i) : <StepLink item={i}>{labelOf(i)}</StepLink>}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <ItemState item={i} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
            <Stack>
              <Title order={2} size="h3">
                {t('readiness.goLiveTitle')}
              </Title>
              {r.is_live ? (
                <Notice color="teal" role="status" title={t('readiness.liveTitle')}>
                  {goLive.data
                    ? t('readiness.liveSince', { at: fmt(goLive.data.went_live_at, 'datetime') })
                    : t('readiness.liveBody')}
                </Notice>
              ) : (
                <>
                  <Text size="sm">{r.ready ? t('readiness.readyBody') : t('readiness.notReadyBody')}</Text>
                  {error ? (
                    <Notice color="red" role="alert" title={t('readiness.refused')}>
                      {refused.length ? (
                        <List size="sm">
                          {refused.map((m) => (
                            <List.Item key={m.key}>
                              <StepLink item={m}>{labelOf(m)}</StepLink>
                            </List.Item>
                          ))}
                        </List>
                      ) : (
                        <Text size="sm">{error.message}</Text>
                      )}
                    </Notice>
                  ) : null}
                  <Button onClick={() => goLive.mutate()} loading={goLive.isPending} w="fit-content">
                    {t('readiness.goLive')}
                  </Button>
                </>
              )}
            </Stack>
          </Paper>
        </Stack>
      )}
    </QueryState>
  );
}

/** `/readiness`: what is done, what is left (each with its page), and going live. */
export default function Readiness() {
  const { t } = useTranslation('onboarding');
  const tenantId = useMe().data?.tenant_id;
  return (
    <Stack maw={860}>
      <PageTitle title={t('readiness.title')}>{t('readiness.title')}</PageTitle>
      <Text>{t('readiness.intro')}</Text>
      {tenantId ? <Checklist tenantId={tenantId} /> : <Loading />}
    </Stack>
  );
}
