import { Alert, Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CodeInput } from '../../components/CodeInput';
import { PageTitle } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';

/**
 * After registering: the mail carries a link and a 6-digit code. The link opens
 * `/verify-email`; the code can be typed here. The mail can be sent again.
 */
export function CheckMail({ email }: { email: string }) {
  const { t, i18n } = useTranslation('auth');
  const [code, setCode] = useState('');
  const polish = i18n.language.startsWith('pl');
  const resend = useMutation({
    mutationFn: () => unwrap(api.POST('/auth/resend-verification-by-email', { body: { email } })),
  });
  const verify = useMutation({
    mutationFn: () => unwrap(api.POST('/auth/verify-email-code', { body: { email, code: code.trim() } })),
  });
  const resendError = resend.error as ApiError | null;
  const signInLink = `/sign-in?next=${encodeURIComponent('/onboarding')}&email=${encodeURIComponent(email)}`;

  if (verify.isSuccess) {
    return (
      <Stack>
        <PageTitle title={t('verify.successTitle')}>{t('verify.successTitle')}</PageTitle>
        <Alert color="teal" role="status">
          {polish ? verify.data.message_pl : verify.data.message}
        </Alert>
        <Button component={Link} to={signInLink}>
          {t('verify.signInToContinue')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack>
      <PageTitle title={t('checkMail.title')}>{t('checkMail.title')}</PageTitle>
      <Text>{t('checkMail.body', { email })}</Text>
      <Text size="sm">{t('checkMail.spam')}</Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          verify.mutate();
        }}
      >
        <Stack gap="sm">
          <CodeInput
            label={t('checkMail.code')}
            value={code}
            onChange={setCode}
            error={verify.error ? (verify.error as ApiError).message : undefined}
          />
          <Button type="submit" variant="default" loading={verify.isPending}>
            {t('checkMail.confirmCode')}
          </Button>
        </Stack>
      </form>
      <Divider />
      {resend.isSuccess ? (
        <Alert color="teal" role="status">
          {t('checkMail.resent')}
        </Alert>
      ) : null}
      {resendError ? (
        <Text c="red.8" size="sm" role="alert">
          {resendError.message}
        </Text>
      ) : null}
      <Button variant="default" onClick={() => resend.mutate()} loading={resend.isPending}>
        {t('checkMail.resend')}
      </Button>
      <Text size="sm">
        <Anchor component={Link} to={signInLink}>
          {t('checkMail.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
