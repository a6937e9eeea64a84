import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { useDateFormat } from '../../lib/time';

/** The last 50 support tickets filed through the concierge, newest first. */
export default function SupportPage() {
  const { t } = useTranslation('admin');
  const fmt = useDateFormat();
  const query = useQuery({
    queryKey: ['admin', 'support-tickets'],
    queryFn: () => unwrap(api.GET('/admin/support-tickets')),
  });
  return (
    <Stack>
      <PageTitle title={t('support.title')}>{t('support.title')}</PageTitle>
      <QueryState query={query}>
        {(tickets) =>
          tickets.length === 0 ? (
            <Text>{t('support.empty')}</Text>
          ) : (
            <Stack>
              {tickets.map((k) => (
                <Card key={k.id} withBorder component="article" aria-labelledby={`ticket-${k.id}`}>
                  <Group justify="space-between" wrap="wrap" mb="xs">
                    <Title order={2} size="h5" id={`ticket-${k.id}`}>
                      {k.subject ?? t('support.noSubject')}
                    </Title>
                    <Group gap="xs">
                      <Badge variant="outline">{k.status}</Badge>
                      <Badge variant="outline">{k.language.toUpperCase()}</Badge>
                    </Group>
                  </Group>
                  <Text size="sm">
                    {k.name ? `${k.name} · ` : ''}
                    <Anchor href={`mailto:${k.email}`}>{k.email}</Anchor>
                    {' · '}
                    {fmt(k.created_at)}
                  </Text>
                  <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
                    {k.message}
                  </Text>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
