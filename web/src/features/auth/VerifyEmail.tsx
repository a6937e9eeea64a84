import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading, PageTitle } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { ME_KEY, useMe } from '../../lib/session';

/** A new verification mail for an address (signed out); the answer is the same for any address. */
function ResendVerification() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const resend = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/auth/resend-verification-by-email', { body: { email: email.trim() } })),
  });
  if (resend.isSuccess) {
    return (
      <Alert color="teal" role="status">
        {t('checkMail.resent')}
      </Alert>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        resend.mutate();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
          error={resend.error ? (resend.error as ApiError).message : undefined}
        />
        <Button type="submit" variant="default" loading={resend.isPending}>
          {t('checkMail.resend')}
        </Button>
      </Stack>
    </form>
  );
}

/** `/verify-email?token=`: the link from the registration mail; verifies on opening. */
export default function VerifyEmail() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const me = useMe();
  const qc = useQueryClient();
  const verify = useMutation({
    mutationFn: () => unwrap(api.POST('/auth/verify-email', { body: { token } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ME_KEY }),
  });
  const started = useRef(false);
  useEffect(() => {
    // One attempt per opening: the token is single-use.
    if (token && !started.current) {
      started.current = true;
      verify.mutate();
    }
  }, [token, verify]);

  if (!token) {
    return (
      <Stack>
        <PageTitle title={t('verify.failedTitle')}>{t('verify.failedTitle')}</PageTitle>
        <Alert color="red" role="alert">
          {t('verify.noToken')}
        </Alert>
        <Text size="sm">{t('verify.askAgain')}</Text>
        <ResendVerification />
      </Stack>
    );
  }
  if (verify.isIdle || verify.isPending) {
    return (
      <Stack>
        <PageTitle title={t('verify.checking')}>{t('verify.checking')}</PageTitle>
        <Loading />
      </Stack>
    );
  }
  if (verify.isError) {
    return (
      <Stack>
        <PageTitle title={t('verify.failedTitle')}>{t('verify.failedTitle')}</PageTitle>
        <Alert color="red" role="alert">
          {(verify.error as ApiError).message}
        </Alert>
        <Text size="sm">{t('verify.askAgain')}</Text>
        <ResendVerification />
        <Text size="sm">
          <Anchor component={Link} to="/sign-in">
            {t('signIn.title')}
          </Anchor>
        </Text>
      </Stack>
    );
  }
  const polish = i18n.language.startsWith('pl');
  const signedIn = !!me.data;
  const hasTenant = !!me.data?.tenant_id;
  return (
    <Stack>
      <PageTitle title={t('verify.successTitle')}>{t('verify.successTitle')}</PageTitle>
      <Alert color="teal" role="status">
        {polish ? verify.data.message_pl : verify.data.message}
      </Alert>
      {signedIn ? (
        <Button component={Link} to={hasTenant ? '/readiness' : '/onboarding'}>
          {t('verify.continue')}
        </Button>
      ) : (
        <Button component={Link} to={`/sign-in?next=${encodeURIComponent('/onboarding')}`}>
          {t('verify.signInToContinue')}
        </Button>
      )}
    </Stack>
  );
}
