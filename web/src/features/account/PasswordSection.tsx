import { Button, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { ME_KEY, type Me } from '../../lib/session';
import { Section } from './Section';

/** Change the password (other sessions end), or set a first one for a Google account. */
export function PasswordSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const qc = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useMutation({
    mutationFn: () =>
      me.has_password
        ? unwrap(
            api.POST('/auth/change-password', { body: { current_password: current, new_password: next } }),
          )
        : unwrap(api.POST('/auth/set-password', { body: { new_password: next } })),
    onSuccess: async () => {
      setCurrent('');
      setNext('');
      await qc.invalidateQueries({ queryKey: ME_KEY });
      notifySuccess(me.has_password ? t('password.changed') : t('password.set'));
    },
  });
  const error = change.error as ApiError | null;
  return (
    <Section id="password" title={me.has_password ? t('password.title') : t('password.setTitle')}>
      <Text size="sm">{me.has_password ? t('password.help') : t('password.setHelp')}</Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          change.mutate();
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {me.has_password ? (
              <PasswordInput
                label={t('password.current')}
                autoComplete="current-password"
                value={current}
                onChange={(e) => setCurrent(e.currentTarget.value)}
                required
              />
            ) : null}
            <PasswordInput
              label={t('password.new')}
              description={t('password.rules')}
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.currentTarget.value)}
              minLength={8}
              maxLength={128}
              required
            />
          </SimpleGrid>
          {error ? (
            <Text c="red.8" size="sm" role="alert">
              {error.message}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={change.isPending}>
              {me.has_password ? t('password.submit') : t('password.setSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
