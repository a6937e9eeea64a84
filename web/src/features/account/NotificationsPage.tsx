import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle, QueryState } from '../../components/common';
import { api, apiBaseUrl, unwrap } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import { listNotifications, NOTIFICATIONS_KEY, type Notification } from './notifications';

/** The app's own addresses open in the app; anything else as a plain link. */
function appPath(url: string): string | null {
  try {
    const u = new URL(url, window.location.origin);
    const base = new URL(apiBaseUrl(), window.location.origin);
    if (u.origin !== window.location.origin && u.origin !== base.origin) return null;
    return u.pathname.startsWith('/app/') ? `${u.pathname.slice(4)}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

/** The business's notifications, newest first, each markable as read. */
export default function NotificationsPage() {
  const { t } = useTranslation('account');
  const list = useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: listNotifications });
  return (
    <Stack gap="lg">
      <PageTitle title={t('notifications.title')}>{t('notifications.title')}</PageTitle>
      <QueryState query={list}>
        {(n) => (
          <Stack>
            <Text size="sm" data-testid="unread-count">
              {t('notifications.unread', { unread: n.unread_count })}
            </Text>
            {n.data.length === 0 ? (
              <Text size="sm">{t('notifications.empty')}</Text>
            ) : (
              n.data.map((item) => <NotificationItem key={item.id} item={item} />)
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function NotificationItem({ item }: { item: Notification }) {
  const { t } = useTranslation('account');
  const fmt = useDateFormat();
  const qc = useQueryClient();
  const read = useMutation({
    mutationFn: () => unwrap(api.POST('/notifications/{id}/read', { params: { path: { id: item.id } } })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    onError: notifyError,
  });
  const path = item.action_url ? appPath(item.action_url) : null;
  return (
    <Paper
      withBorder
      p="md"
      component="article"
      data-testid="notification"
      style={item.read ? undefined : { borderLeft: '4px solid var(--mantine-color-indigo-8)' }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h5">
            {item.title}
          </Title>
          <Group gap="xs">
            {item.read ? null : (
              <Badge variant="filled" color="indigo.8">
                {t('notifications.new')}
              </Badge>
            )}
            <Text size="xs">{fmt(item.created_at)}</Text>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.message}
        </Text>
        <Group gap="sm" wrap="wrap">
          {item.action_url ? (
            path ? (
              <Anchor component={Link} to={path} size="sm" onClick={() => !item.read && read.mutate()}>
                {item.action_label ?? t('notifications.open')}
              </Anchor>
            ) : (
              <Anchor href={item.action_url} size="sm" target="_blank" rel="noopener noreferrer">
                {item.action_label ?? t('notifications.open')}
              </Anchor>
            )
          ) : null}
          {item.read ? (
            <Text size="xs">{t('notifications.readAt', { date: fmt(item.read_at) })}</Text>
          ) : (
            <Button size="xs" variant="light" onClick={() => read.mutate()} loading={read.isPending}>
              {t('notifications.markRead')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
