import { AppShell, Burger, Button, Container, Group, NavLink, Paper, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { ErrorState, Loading } from '../components/common';
import { NotificationBell } from '../features/account/NotificationBell';
import { useMe, useSignOut } from '../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV } from './nav';

/** Pages for signed-out visitors: a centred card with the language switch. */
export function PublicLayout() {
  return (
    <Container size={480} py="xl">
      <Group justify="space-between" mb="lg">
        <Text fw={700} size="lg" component={Link} to="/sign-in">
          Recepcja
        </Text>
        <LanguageSwitch />
      </Group>
      <Paper withBorder p="lg" radius="md" component="main">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Paper>
    </Container>
  );
}

/** Everything behind sign-in: navigation, header, and the page. */
export function AppLayout() {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { t } = useTranslation('common');
  const [opened, { toggle, close }] = useDisclosure();

  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorState error={me.error} retry={() => void me.refetch()} />;
  if (!me.data) {
    const next = encodeURIComponent(location.pathname + location.search + location.hash);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  const user = me.data;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <Text fw={700} component={Link} to="/">
              Recepcja
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user.tenant_id ? <NotificationBell /> : null}
            <LanguageSwitch />
            <Button
              variant="subtle"
              size="xs"
              onClick={async () => {
                await signOut();
                navigate('/sign-in');
              }}
            >
              {t('signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.label')}>
        <ScrollArea>
          {NAV.filter((n) => !n.adminOnly || user.is_admin).map((n) => (
            <NavLink
              key={n.to}
              component={RouterNavLink}
              to={n.to}
              end={n.to === '/'}
              label={t(n.label)}
              onClick={close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
