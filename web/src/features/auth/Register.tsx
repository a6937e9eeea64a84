import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { CheckMail } from './CheckMail';
import { PASSWORD_MAX, PASSWORD_MIN } from './shared';

/** `/register`: a new account (no business yet), then "check your mail". */
export default function Register() {
  const { t } = useTranslation('auth');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const register = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/auth/register', {
          body: { email: email.trim(), password, ...(name.trim() ? { full_name: name.trim() } : {}) },
        }),
      ),
  });

  if (register.isSuccess) return <CheckMail email={email.trim()} />;

  const error = register.error as ApiError | null;
  const fieldError = (field: string) => error?.info.fields.find((f) => f.field === field)?.message;
  const passwordError = tooShort ? t('register.passwordLength') : fieldError('password');
  const emailError = fieldError('email') ?? (error?.code === 'email_taken' ? error.message : undefined);
  const general = error && !emailError && !passwordError ? error.message : undefined;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const bad = password.length < PASSWORD_MIN || password.length > PASSWORD_MAX;
        setTooShort(bad);
        if (!bad) register.mutate();
      }}
    >
      <Stack>
        <PageTitle title={t('register.title')}>{t('register.title')}</PageTitle>
        <Text size="sm">{t('register.intro')}</Text>
        <TextInput
          label={t('fields.fullName')}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={200}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
          error={emailError}
        />
        <PasswordInput
          label={t('fields.password')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
          maxLength={PASSWORD_MAX}
          error={passwordError}
        />
        {general ? (
          <Text c="red.8" size="sm" role="alert">
            {general}
          </Text>
        ) : null}
        {error?.code === 'email_taken' ? (
          <Text size="sm">
            <Anchor component={Link} to={`/sign-in?email=${encodeURIComponent(email.trim())}`}>
              {t('register.signInInstead')}
            </Anchor>
            {' · '}
            <Anchor component={Link} to="/forgot-password">
              {t('signIn.forgot')}
            </Anchor>
          </Text>
        ) : null}
        <Button type="submit" loading={register.isPending}>
          {t('register.submit')}
        </Button>
        <Text size="sm">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/sign-in">
            {t('signIn.title')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
