import { ActionIcon, Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listNotifications, NOTIFICATIONS_KEY } from './notifications';

/**
 * A bell with the unread count, linking to /notifications, in the app's header (for a user with
 * a business: the notifications are the business's). Its name says the count (`common`, the
 * header's catalogue, so the shell loads no other); the badge is only its picture. Polls once a minute.
 */
export function NotificationBell() {
  const { t } = useTranslation('common');
  const q = useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: listNotifications, refetchInterval: 60_000 });
  const unread = q.data?.unread_count ?? 0;
  return (
    <Indicator
      label={
        <span aria-hidden="true" data-testid="unread-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      }
      size={16}
      disabled={unread === 0}
      color="red.8"
    >
      <ActionIcon
        data-testid="notification-bell"
        component={Link}
        to="/notifications"
        variant="subtle"
        size="lg"
        aria-label={t('notificationBell', { unread })}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
      </ActionIcon>
    </Indicator>
  );
}
