/** Pieces the signed-out pages share: where to go after sign-in, and the two-factor step. */
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeInput } from '../../components/CodeInput';
import { PageTitle } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { ME_KEY } from '../../lib/session';

/** Only a path inside the app is followed after sign-in (never another site). */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** Password length the service accepts (DECISIONS: 8 to 128 characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The page kept for after a round trip to Google (SignIn stores it; the callback reads it). */
export const NEXT_KEY = 'recepcja.next';

/** After a session is set: the signed-in user is read again and the page asked for opens. */
export function useFinishSignIn() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return async (next: string) => {
    // 'all': a signed-out `null` cached by an earlier page is read again too, or the guard of
    // the signed-in pages would see it and send the browser back to sign-in.
    await qc.invalidateQueries({ queryKey: ME_KEY, refetchType: 'all' });
    navigate(safeNext(next), { replace: true });
  };
}

/** The second step of a sign-in with two-factor on: the 6-digit code from the e-mail. */
export function TwoFactorForm({
  challenge,
  method = 'email',
  onDone,
}: {
  challenge: string;
  /** `totp`: the code comes from the authenticator app (nothing was e-mailed); resend e-mails one. */
  method?: 'email' | 'totp';
  onDone: () => unknown;
}) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const confirm = useMutation({
    mutationFn: () =>
      unwrap(api.POST('/auth/2fa/challenge', { body: { challenge_token: challenge, code: code.trim() } })),
    onSuccess: onDone,
  });
  const resend = useMutation({
    mutationFn: () => unwrap(api.POST('/auth/2fa/resend', { body: { challenge_token: challenge } })),
  });
  const resendError = resend.error as ApiError | null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        confirm.mutate();
      }}
    >
      <Stack>
        <PageTitle title={t('twoFactor.title')}>{t('twoFactor.title')}</PageTitle>
        <Text size="sm">{method === 'totp' ? t('twoFactor.bodyApp') : t('twoFactor.body')}</Text>
        <CodeInput
          label={method === 'totp' ? t('twoFactor.codeApp') : t('twoFactor.code')}
          value={code}
          onChange={setCode}
          error={confirm.error ? (confirm.error as ApiError).message : undefined}
        />
        <Button type="submit" loading={confirm.isPending}>
          {t('twoFactor.submit')}
        </Button>
        <Group gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => resend.mutate()}>
            {method === 'totp' ? t('twoFactor.sendByMail') : t('twoFactor.resend')}
          </Anchor>
        </Group>
        {resend.isSuccess ? (
          <Text size="sm" role="status">
            {method === 'totp' ? t('twoFactor.sentByMail') : t('twoFactor.resent')}
          </Text>
        ) : null}
        {resendError ? (
          <Text c="red.8" size="sm" role="alert">
            {resendError.message}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
