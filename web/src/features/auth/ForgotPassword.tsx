import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';

/** `/forgot-password`: a reset link by mail (the answer is the same whether or not the address has an account). */
export default function ForgotPassword() {
  const { t, i18n } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const ask = useMutation({
    mutationFn: () => unwrap(api.POST('/auth/forgot-password', { body: { email: email.trim() } })),
  });
  const polish = i18n.language.startsWith('pl');

  return (
    <Stack>
      <PageTitle title={t('forgot.title')}>{t('forgot.title')}</PageTitle>
      {ask.isSuccess ? (
        <>
          <Alert color="teal" role="status">
            <Text fw={700} size="sm" mb={4}>
              {t('forgot.sentTitle')}
            </Text>
            <Text size="sm">{polish ? ask.data.message_pl : ask.data.message}</Text>
          </Alert>
          <Text size="sm">{t('forgot.sentHint', { email: email.trim() })}</Text>
        </>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            ask.mutate();
          }}
        >
          <Stack>
            <Text size="sm">{t('forgot.intro')}</Text>
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              required
              error={ask.error ? (ask.error as ApiError).message : undefined}
            />
            <Button type="submit" loading={ask.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm">
        <Anchor component={Link} to="/sign-in">
          {t('forgot.back')}
        </Anchor>
      </Text>
    </Stack>
  );
}
