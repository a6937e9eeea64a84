import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, PageTitle } from '../../components/common';
import { serverNow } from '../../lib/clock';
import { useMe } from '../../lib/session';
import { useDateFormat, useTenantTimeZone } from '../../lib/time';
import { useLiveUpdates } from '../calls/live';
import { zonedDayStart, zonedYmd } from '../calls/zone';
import { useLastVisit } from './lastVisit';
import { Appointments, FollowUps, Month, RecentCalls } from './sections';

function Today({ tenantId, userId }: { tenantId: string; userId: string }) {
  const { t } = useTranslation('home');
  const fmt = useDateFormat();
  const tz = useTenantTimeZone();
  useLiveUpdates();
  const [now] = useState(() => serverNow());
  const lastVisit = useLastVisit(userId);
  const since = lastVisit ?? zonedDayStart(zonedYmd(now, tz), tz).toISOString();
  return (
    <Stack gap="md">
      <div>
        <PageTitle title={t('title')}>{t('title')}</PageTitle>
        <Text size="sm" mt={-8}>
          {fmt(now, 'weekday')}
        </Text>
      </div>
      <FollowUps />
      <RecentCalls since={since} sinceVisit={lastVisit !== null} />
      <Appointments tenantId={tenantId} now={now} />
      <Month />
    </Stack>
  );
}

export default function HomePage() {
  const me = useMe();
  // A user without a business never gets here (`RequireTenant` on the route sends them to the wizard).
  if (!me.data?.tenant_id) return <Loading />;
  return <Today tenantId={me.data.tenant_id} userId={me.data.id} />;
}
