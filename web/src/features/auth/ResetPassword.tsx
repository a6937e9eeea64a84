import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { PASSWORD_MAX, PASSWORD_MIN } from './shared';

/** `/reset-password?token=`: the link from the reset mail; a new password, typed twice. */
export default function ResetPassword() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState(false);
  const reset = useMutation({
    mutationFn: () => unwrap(api.POST('/auth/reset-password', { body: { token, new_password: password } })),
  });
  const polish = i18n.language.startsWith('pl');
  const lengthBad = password.length < PASSWORD_MIN || password.length > PASSWORD_MAX;
  const mismatch = password !== repeat;
  const error = reset.error as ApiError | null;

  if (reset.isSuccess) {
    return (
      <Stack>
        <PageTitle title={t('reset.doneTitle')}>{t('reset.doneTitle')}</PageTitle>
        <Alert color="teal" role="status">
          {polish ? reset.data.message_pl : reset.data.message}
        </Alert>
        <Button component={Link} to="/sign-in">
          {t('reset.signIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack>
      <PageTitle title={t('reset.title')}>{t('reset.title')}</PageTitle>
      {!token ? (
        <Alert color="red" role="alert">
          {t('reset.noToken')}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setChecked(true);
            if (!lengthBad && !mismatch) reset.mutate();
          }}
        >
          <Stack>
            <PasswordInput
              label={t('reset.newPassword')}
              description={t('register.passwordHint')}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              required
              maxLength={PASSWORD_MAX}
              error={checked && lengthBad ? t('register.passwordLength') : undefined}
            />
            <PasswordInput
              label={t('reset.repeat')}
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.currentTarget.value)}
              required
              maxLength={PASSWORD_MAX}
              error={checked && !lengthBad && mismatch ? t('reset.mismatch') : undefined}
            />
            {error ? (
              <Alert color="red" role="alert">
                {error.message}
              </Alert>
            ) : null}
            <Button type="submit" loading={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm">
        <Anchor component={Link} to="/forgot-password">
          {t('reset.newLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
