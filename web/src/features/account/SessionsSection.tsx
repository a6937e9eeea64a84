import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import { Section } from './Section';

const SESSIONS_KEY = ['auth-sessions'] as const;
const listSessions = () => unwrap(api.GET('/auth/sessions'));
type UserSession = Awaited<ReturnType<typeof listSessions>>[number];

/**
 * Where the account is signed in: each session with its device, address and times (in the
 * tenant's time zone), "this device" marked; any other one can be signed out, or all of them
 * at once ("sign out everywhere": this device gets a fresh session).
 */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const qc = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: listSessions });
  const [confirming, setConfirming] = useState(false);
  const [revoking, setRevoking] = useState<UserSession | null>(null);
  const logoutAll = useMutation({
    mutationFn: () => unwrap(api.POST('/auth/logout-all')),
    onSuccess: () => {
      setConfirming(false);
      notifySuccess(t('sessions.done'));
      void qc.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: notifyError,
  });

  let list: React.ReactNode;
  if (sessions.isPending) list = <Loading />;
  else if (sessions.isError)
    list = <ErrorState error={sessions.error} retry={() => void sessions.refetch()} />;
  else
    list = (
      <>
        <Stack
          component="ul"
          gap="xs"
          aria-label={t('sessions.listLabel')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {sessions.data.map((s) => (
            <SessionItem key={s.id} session={s} onRevoke={() => setRevoking(s)} />
          ))}
        </Stack>
        {sessions.data.some((s) => s.current) ? null : <Text size="sm">{t('sessions.untracked')}</Text>}
      </>
    );

  return (
    <Section id="sessions" title={t('sessions.title')}>
      <Text size="sm">{t('sessions.intro')}</Text>
      {list}
      <Text size="sm">{t('sessions.help')}</Text>
      <Group>
        <Button variant="default" onClick={() => setConfirming(true)}>
          {t('sessions.logoutAll')}
        </Button>
      </Group>
      <Modal
        closeButtonProps={{ 'aria-label': t('common:close') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('sessions.confirmTitle')}
      >
        <Stack>
          <Text size="sm">{t('sessions.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common:cancel')}
            </Button>
            <Button onClick={() => logoutAll.mutate()} loading={logoutAll.isPending}>
              {t('sessions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <RevokeSessionModal session={revoking} onClose={() => setRevoking(null)} />
    </Section>
  );
}

function useDeviceName() {
  const { t } = useTranslation('account');
  return (s: UserSession) => s.device ?? t('sessions.unknownDevice');
}

function SessionItem({ session: s, onRevoke }: { session: UserSession; onRevoke: () => void }) {
  const { t } = useTranslation('account');
  const fmt = useDateFormat();
  const device = useDeviceName()(s);
  return (
    <Paper component="li" withBorder p="sm" data-testid="session-row" data-current={s.current}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text size="sm" fw={600} title={s.user_agent ?? undefined}>
              {device}
            </Text>
            {s.current ? (
              <Badge size="sm" variant="filled" color="teal.9">
                {t('sessions.thisDevice')}
              </Badge>
            ) : null}
          </Group>
          {s.ip ? <Text size="xs">{t('sessions.ip', { ip: s.ip })}</Text> : null}
          <Text size="xs">{t('sessions.signedIn', { date: fmt(s.created_at) })}</Text>
          <Text size="xs">{t('sessions.lastActive', { date: fmt(s.last_seen_at) })}</Text>
        </Stack>
        {s.current ? null : (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={onRevoke}
            aria-label={t('sessions.revokeNamed', { device, date: fmt(s.created_at) })}
          >
            {t('sessions.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function RevokeSessionModal({ session, onClose }: { session: UserSession | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const fmt = useDateFormat();
  const deviceName = useDeviceName();
  const qc = useQueryClient();
  const revoke = useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/auth/sessions/{session_id}', { params: { path: { session_id: id } } })),
    onSuccess: () => {
      onClose();
      notifySuccess(t('sessions.revoked'));
    },
    onError: notifyError,
    // Refreshed either way: a session that ended meanwhile answers 404 and leaves the list.
    onSettled: () => void qc.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:close') }}
      opened={session !== null}
      onClose={onClose}
      title={t('sessions.revokeTitle')}
    >
      {session ? (
        <Stack>
          <Text size="sm">
            {t('sessions.revokeBody', { device: deviceName(session), date: fmt(session.created_at) })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button color="red" onClick={() => revoke.mutate(session.id)} loading={revoke.isPending}>
              {t('sessions.revokeConfirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
