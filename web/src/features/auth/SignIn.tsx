import { Anchor, Button, Checkbox, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { NEXT_KEY, safeNext, TwoFactorForm, useFinishSignIn } from './shared';

export { safeNext } from './shared';

export default function SignIn() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const finish = useFinishSignIn();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [challenge, setChallenge] = useState<{ token: string; method: 'email' | 'totp' } | null>(null);
  const next = safeNext(params.get('next'));

  const signIn = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/auth/login', { body: { username: email.trim(), password, remember } })),
    onSuccess: async (data) => {
      const d = data as {
        two_factor_required?: boolean;
        challenge_token?: string;
        two_factor_method?: 'email' | 'totp';
      };
      if (d.two_factor_required && d.challenge_token)
        setChallenge({ token: d.challenge_token, method: d.two_factor_method ?? 'email' });
      else await finish(next);
    },
  });
  const google = useMutation({
    mutationFn: () =>
      unwrap(
        api.GET('/auth/oauth/google/url', {
          params: { query: { redirect_uri: `${window.location.origin}/app/auth/google`, remember } },
        }),
      ),
    onSuccess: (data) => {
      sessionStorage.setItem(NEXT_KEY, next);
      window.location.assign(data.authorization_url);
    },
  });

  const error = (signIn.error ?? google.error) as ApiError | null;

  if (challenge)
    return (
      <TwoFactorForm challenge={challenge.token} method={challenge.method} onDone={() => finish(next)} />
    );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        signIn.mutate();
      }}
    >
      <Stack>
        <PageTitle title={t('signIn.title')}>{t('signIn.title')}</PageTitle>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
        />
        <Checkbox
          label={t('signIn.remember')}
          description={t('signIn.rememberHint')}
          checked={remember}
          onChange={(e) => setRemember(e.currentTarget.checked)}
        />
        {error ? (
          <Text c="red.8" size="sm" role="alert">
            {error.message}
          </Text>
        ) : null}
        <Button type="submit" loading={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
        <Divider label={t('signIn.or')} labelPosition="center" />
        <Button variant="default" onClick={() => google.mutate()} loading={google.isPending}>
          {t('signIn.google')}
        </Button>
        <Text size="sm">
          <Anchor component={Link} to="/forgot-password">
            {t('signIn.forgot')}
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/register">
            {t('signIn.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
