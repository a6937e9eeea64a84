import { Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { ME_KEY, type Me } from '../../lib/session';
import { Section } from './Section';

/** Deleting the account, with the service's rules said before anything is asked. */
export function DeleteAccountSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/auth/me', { body: { password } })),
    onSuccess: () => {
      notifySuccess(t('delete.done'));
      qc.clear();
      qc.setQueryData(ME_KEY, null);
      navigate('/sign-in', { replace: true });
    },
  });
  const close = () => {
    setOpened(false);
    setPassword('');
    remove.reset();
  };
  const error = remove.error as ApiError | null;
  return (
    <Section id="delete" title={t('delete.title')}>
      <Text size="sm">{t('delete.intro')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('delete.rules.personal')}</List.Item>
        <List.Item>{t('delete.rules.sessions')}</List.Item>
        <List.Item>{t('delete.rules.owner')}</List.Item>
        <List.Item>{t('delete.rules.invoices')}</List.Item>
        <List.Item>{t('delete.rules.password')}</List.Item>
      </List>
      <Group>
        <Button color="red" variant="light" onClick={() => setOpened(true)} disabled={!me.has_password}>
          {t('delete.open')}
        </Button>
      </Group>
      {!me.has_password ? <Text size="sm">{t('delete.needsPassword')}</Text> : null}
      <Modal
        closeButtonProps={{ 'aria-label': t('common:close') }}
        opened={opened}
        onClose={close}
        title={t('delete.confirmTitle')}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            remove.mutate();
          }}
        >
          <Stack>
            <Text size="sm">{t('delete.confirmBody')}</Text>
            <PasswordInput
              label={t('delete.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              required
            />
            {error ? (
              <Text c="red.8" size="sm" role="alert" data-testid="delete-error">
                {error.message}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" color="red" loading={remove.isPending}>
                {t('delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Section>
  );
}
