import {
  Anchor,
  Card,
  Group,
  List,
  Progress,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { type KnowledgeScore, keys } from './types';

/** The spec's milestones of the answer count. */
export const MILESTONES = [25, 50, 100] as const;

/**
 * A deep link of the service (`{APP_URL}/knowledge#faq`) as a path inside the app
 * (`/knowledge#faq`): the origin and the app's `/app` base are dropped.
 */
export function inAppPath(link: string): string {
  let path = link;
  try {
    const u = new URL(link, window.location.origin);
    path = `${u.pathname}${u.search}${u.hash}`;
  } catch {
    // Not an address: used as it is.
  }
  if (/^\/app(?=$|[/?#])/.test(path)) path = path.slice(4);
  if (!path.startsWith('/')) path = `/${path}`;
  return path;
}

export function ScoreSection({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('knowledge');
  const query = useQuery({
    queryKey: keys.score(tenantId),
    queryFn: () =>
      unwrap(api.GET('/tenants/{tenant_id}/knowledge-score', { params: { path: { tenant_id: tenantId } } })),
  });
  return (
    <Stack component="section" id="score" aria-labelledby="score-title" gap="sm">
      <Title order={2} id="score-title">
        {t('score.title')}
      </Title>
      <QueryState query={query}>{(s) => <ScoreCards score={s} />}</QueryState>
    </Stack>
  );
}

function ScoreCards({ score: s }: { score: KnowledgeScore }) {
  const { t, i18n } = useTranslation('knowledge');
  const polish = i18n.language.startsWith('pl');
  const next = s.next_milestone;
  const previous = [...MILESTONES].reverse().find((m) => s.answers_known >= m) ?? 0;
  const toNext = next === null ? 100 : Math.round(((s.answers_known - previous) / (next - previous)) * 100);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder padding="md" data-testid="knowledge-score">
        <Group wrap="nowrap" align="center" gap="md">
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            aria-hidden
            sections={[
              { value: s.score, color: s.score >= 70 ? 'teal.8' : s.score >= 40 ? 'indigo.8' : 'orange.8' },
            ]}
            label={
              <Text ta="center" fw={700} size="xl">
                {s.score}
              </Text>
            }
          />
          <Stack gap={4}>
            <Text fw={700}>{t('score.value', { score: s.score })}</Text>
            <Text size="sm">{t('score.answers', { n: s.answers_known })}</Text>
            <Text size="sm">{t('score.breakdown', { faq: s.faq_entries, docs: s.document_topics })}</Text>
          </Stack>
        </Group>
        <Title order={3} size="h5" mt="md" mb="xs">
          {t('score.milestones')}
        </Title>
        <List spacing={4} size="sm" data-testid="milestones">
          {MILESTONES.map((m) => (
            <List.Item key={m}>
              {s.answers_known >= m
                ? t('score.milestoneReached', { m })
                : t('score.milestoneLeft', { m, left: m - s.answers_known })}
            </List.Item>
          ))}
        </List>
        {next !== null ? (
          <Stack gap={4} mt="sm">
            <Text size="sm">{t('score.toNext', { m: next, n: s.answers_known })}</Text>
            <Progress value={toNext} aria-label={t('score.toNextLabel', { m: next })} />
          </Stack>
        ) : (
          <Text size="sm" mt="sm">
            {t('score.allReached')}
          </Text>
        )}
      </Card>
      <Card withBorder padding="md">
        <Title order={3} size="h5" mb="xs">
          {t('score.actions')}
        </Title>
        {s.next_best_actions.length === 0 ? (
          <Text size="sm">{t('score.noActions')}</Text>
        ) : (
          <List spacing="xs" size="sm" data-testid="next-actions">
            {s.next_best_actions.map((a) => (
              <List.Item key={a.key}>
                <Anchor component={Link} to={inAppPath(a.deep_link)}>
                  {polish ? a.label_pl : a.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </SimpleGrid>
  );
}
