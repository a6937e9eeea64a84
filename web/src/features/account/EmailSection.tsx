import { Badge, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { ME_KEY, type Me } from '../../lib/session';
import { Section } from './Section';

/** The sign-in address and its change: password, then a code sent to the new address. */
export function EmailSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const qc = useQueryClient();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/auth/change-email', { body: { new_email: newEmail.trim(), password } })),
    onSuccess: () => {
      setPending(newEmail.trim());
      setPassword('');
    },
  });
  const confirm = useMutation({
    mutationFn: () => unwrap(api.POST('/auth/confirm-email-change', { body: { code: code.trim() } })),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ME_KEY });
      notifySuccess(t('email.changed'));
      setPending(null);
      setNewEmail('');
      setCode('');
    },
  });
  const startError = start.error as ApiError | null;
  const confirmError = confirm.error as ApiError | null;
  return (
    <Section id="email" title={t('email.title')}>
      <Group gap="xs">
        <Text size="sm">{t('email.current', { email: me.email })}</Text>
        <Badge variant="filled" color={me.email_verified ? 'teal.9' : 'red.9'}>
          {me.email_verified ? t('email.verified') : t('email.unverified')}
        </Badge>
      </Group>
      {pending ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            confirm.mutate();
          }}
        >
          <Stack>
            <Text size="sm">{t('email.codeSent', { email: pending })}</Text>
            <CodeInput
              label={t('email.code')}
              value={code}
              onChange={setCode}
              error={confirmError?.message}
            />
            <Group>
              <Button type="submit" loading={confirm.isPending}>
                {t('email.confirm')}
              </Button>
              <Button variant="subtle" onClick={() => setPending(null)}>
                {t('common:cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            start.mutate();
          }}
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('email.new')}
                type="email"
                autoComplete="email"
                value={newEmail}
                onChange={(e) => setNewEmail(e.currentTarget.value)}
                required
              />
              <PasswordInput
                label={t('email.password')}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                required
              />
            </SimpleGrid>
            {!me.has_password ? <Text size="sm">{t('email.needsPassword')}</Text> : null}
            {startError ? (
              <Text c="red.8" size="sm" role="alert">
                {startError.message}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={start.isPending} disabled={!me.has_password}>
                {t('email.start')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Section>
  );
}
