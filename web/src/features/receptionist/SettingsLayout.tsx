import { Box, Button, Group } from '@mantine/core';
import { type CSSProperties, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { Loading } from '../../components/common';

/** The sections of the receptionist's settings, in the sub-navigation's order. */
export const SECTIONS = [
  { to: '/settings/business', label: 'nav.business' },
  { to: '/settings/services', label: 'nav.services' },
  { to: '/settings/departments', label: 'nav.departments' },
  { to: '/settings/analysis', label: 'nav.analysis' },
  { to: '/settings/limits', label: 'nav.limits' },
  { to: '/settings/sms', label: 'nav.sms' },
  { to: '/settings/integrations', label: 'nav.integrations' },
] as const;

function SettingsNav() {
  const { t } = useTranslation('receptionist');
  const { pathname } = useLocation();
  return (
    <Box component="nav" mb="lg" aria-label={t('nav.label')}>
      <Group gap="xs" wrap="wrap">
        {SECTIONS.map((s) => {
          const active = pathname === s.to || pathname.startsWith(`${s.to}/`);
          return (
            <Button
              key={s.to}
              component={RouterNavLink}
              to={s.to}
              size="compact-sm"
              variant={active ? 'filled' : 'default'}
            >
              {t(s.label)}
            </Button>
          );
        })}
      </Group>
    </Box>
  );
}

/** The settings pages' frame: the sub-navigation above the page. */
export default function SettingsLayout() {
  return (
    // Refusals in red dark enough for AA contrast on white (Mantine's default error red is lighter).
    <Box style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties}>
      <SettingsNav />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

/** `/settings` alone opens the first section. */
export function SettingsIndex() {
  return <Navigate to="/settings/business" replace />;
}
