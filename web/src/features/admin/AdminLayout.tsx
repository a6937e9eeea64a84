import { Button, Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Loading, NotFound } from '../../components/common';
import { useMe } from '../../lib/session';

export const SECTIONS = [
  { to: '/admin/tenants', key: 'tenants' },
  { to: '/admin/incidents', key: 'incidents' },
  { to: '/admin/broadcast', key: 'broadcast' },
  { to: '/admin/number-requests', key: 'numberRequests' },
  { to: '/admin/support', key: 'support' },
] as const;

/** Administrators only: anyone else gets the not-found page, never a hint of what is here. */
export default function AdminLayout() {
  const me = useMe();
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  if (me.isPending) return <Loading />;
  if (!me.data?.is_admin) return <NotFound />;
  return (
    <>
      <Group component="nav" aria-label={t('nav.label')} gap="xs" wrap="wrap" mb="lg">
        {SECTIONS.map((s) => (
          <Button
            key={s.to}
            component={Link}
            to={s.to}
            size="xs"
            variant={pathname.startsWith(s.to) ? 'filled' : 'default'}
            aria-current={pathname.startsWith(s.to) ? 'page' : undefined}
          >
            {t(`nav.${s.key}`)}
          </Button>
        ))}
      </Group>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
