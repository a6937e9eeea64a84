import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { Section } from './Section';

/** "Sign out everywhere": every other device's session ends; this one gets a fresh one. */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const logoutAll = useMutation({
    mutationFn: () => unwrap(api.POST('/auth/logout-all')),
    onSuccess: () => {
      setConfirming(false);
      notifySuccess(t('sessions.done'));
    },
    onError: notifyError,
  });
  return (
    <Section id="sessions" title={t('sessions.title')}>
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
    </Section>
  );
}
