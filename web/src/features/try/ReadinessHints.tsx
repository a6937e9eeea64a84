import { Alert, Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, unwrap } from '../../lib/api';

/** The app path of a readiness deep link (`{APP_URL}/settings/business#…` → `/settings/business#…`). */
function appPath(link: string): string {
  try {
    const u = new URL(link, window.location.origin);
    return `${u.pathname.replace(/^\/app(?=\/|$)/, '') || '/'}${u.hash}`;
  } catch {
    return '/readiness';
  }
}

/** What would make a test call disappointing (no hours: no bookings; no knowledge: no answers). */
export function ReadinessHints({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('try');
  const q = useQuery({
    queryKey: ['readiness', tenantId],
    queryFn: () =>
      unwrap(api.GET('/tenants/{tenant_id}/readiness', { params: { path: { tenant_id: tenantId } } })),
  });
  if (!q.data) return null;
  const missing = q.data.items.filter((i) => !i.done && (i.key === 'opening_hours' || i.key === 'knowledge'));
  const notes = missing.map((i) => ({
    key: i.key,
    text: t(i.key === 'opening_hours' ? 'hints.openingHours' : 'hints.knowledge'),
    to: appPath(i.deep_link),
  }));
  if (!notes.length && q.data.is_live) return null;
  return (
    <Alert color="yellow" variant="light">
      <Text size="sm" fw={700} mb={4}>
        {t('hints.title')}
      </Text>
      <List size="sm" spacing={4}>
        {notes.map((n) => (
          <List.Item key={n.key}>
            <Text size="sm" span>
              {n.text}{' '}
            </Text>
            <Anchor component={Link} to={n.to} size="sm">
              {t('hints.fix')}
            </Anchor>
          </List.Item>
        ))}
        {!q.data.is_live ? (
          <List.Item>
            <Text size="sm" span>
              {t('hints.notLive')}
            </Text>
          </List.Item>
        ) : null}
      </List>
    </Alert>
  );
}
