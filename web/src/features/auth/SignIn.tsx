import { Anchor, Button, Checkbox, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { ME_KEY } from '../../lib/session';

/** Only a path inside the app is followed after sign-in (never another site). */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export default function SignIn() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const next = safeNext(params.get('next'));

  const done = async () => {
    await qc.invalidateQueries({ queryKey: ME_KEY });
    navigate(next, { replace: true });
  };

  const signIn = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/auth/login', { body: { username: email.trim(), password, remember } })),
    onSuccess: async (data) => {
      const d = data as { two_factor_required?: boolean; challenge_token?: string };
      if (d.two_factor_required && d.challenge_token) setChallenge(d.challenge_token);
      else await done();
    },
  });
  const confirm = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/auth/2fa/challenge', { body: { challenge_token: challenge ?? '', code: code.trim() } }),
      ),
    onSuccess: done,
  });
  const google = useMutation({
    mutationFn: () =>
      unwrap(
        api.GET('/auth/oauth/google/url', {
          params: { query: { redirect_uri: `${window.location.origin}/app/auth/google`, remember } },
        }),
      ),
    onSuccess: (data) => {
      sessionStorage.setItem('recepcja.next', next);
      window.location.assign(data.authorization_url);
    },
  });

  const error = (signIn.error ?? confirm.error ?? google.error) as ApiError | null;

  if (challenge) {
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          confirm.mutate();
        }}
      >
        <Stack>
          <PageTitle title={t('twoFactor.title')}>{t('twoFactor.title')}</PageTitle>
          <Text size="sm">{t('twoFactor.body')}</Text>
          <TextInput
            label={t('twoFactor.code')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={confirm.error ? (confirm.error as ApiError).message : undefined}
          />
          <Button type="submit" loading={confirm.isPending}>
            {t('twoFactor.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

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
