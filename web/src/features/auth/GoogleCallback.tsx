import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading, PageTitle } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { NEXT_KEY, TwoFactorForm, useFinishSignIn } from './shared';

/** Where the page to open after sign-in was kept over the round trip to Google (read once). */
function takeNext(): string {
  const next = sessionStorage.getItem(NEXT_KEY) ?? '/';
  sessionStorage.removeItem(NEXT_KEY);
  return next;
}

/**
 * `/auth/google?code=&state=`: Google (or the development sandbox) sends the browser back here;
 * the code and the signed state go to the service, which sets the session (or asks for the
 * second factor).
 */
export default function GoogleCallback() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const finish = useFinishSignIn();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const iss = params.get('iss');
  const next = useRef<string | null>(null);
  const exchange = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/auth/oauth/google', { body: { code, state, ...(iss ? { iss } : {}) } })),
    onSuccess: async (data) => {
      const d = data as { two_factor_required?: boolean };
      if (!d.two_factor_required) await finish(next.current ?? '/');
    },
  });
  const started = useRef(false);
  useEffect(() => {
    // The code works once: one exchange per visit.
    if (started.current) return;
    started.current = true;
    next.current = takeNext();
    if (code && state) exchange.mutate();
  }, [code, state, exchange]);

  const answer = exchange.data as
    | { challenge_token?: string; two_factor_method?: 'email' | 'totp' }
    | undefined;
  const challenge = answer?.challenge_token;
  if (challenge)
    return (
      <TwoFactorForm
        challenge={challenge}
        method={answer?.two_factor_method}
        onDone={() => finish(next.current ?? '/')}
      />
    );

  const failure =
    !code || !state ? t('google.refused') : exchange.isError ? (exchange.error as ApiError).message : null;
  if (failure) {
    return (
      <Stack>
        <PageTitle title={t('google.failedTitle')}>{t('google.failedTitle')}</PageTitle>
        <Alert color="red" role="alert">
          {failure}
        </Alert>
        <Button component={Link} to="/sign-in">
          {t('google.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <PageTitle title={t('google.title')}>{t('google.title')}</PageTitle>
      <Loading />
    </Stack>
  );
}
