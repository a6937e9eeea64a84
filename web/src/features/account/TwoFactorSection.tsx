import {
  Button,
  Code,
  Divider,
  Group,
  Image,
  PasswordInput,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { ME_KEY, type Me } from '../../lib/session';
import { Section } from './Section';

/**
 * Two-step sign-in: a 6-digit code by e-mail at each sign-in (a switch), and an authenticator
 * app (TOTP) set up with a QR code; with the app on, sign-in asks for its code instead.
 */
export function TwoFactorSection({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const qc = useQueryClient();
  const toggle = useMutation({
    mutationFn: (on: boolean) => unwrap(api.PATCH('/auth/me', { body: { two_factor_enabled: on } })),
    onSuccess: (u) => {
      qc.setQueryData(ME_KEY, u);
      notifySuccess(u.two_factor_enabled ? t('twoFactor.on') : t('twoFactor.off'));
    },
  });
  const error = toggle.error as ApiError | null;
  return (
    <Section id="two-factor" title={t('twoFactor.title')}>
      <Text size="sm">{t('twoFactor.help', { email: me.email })}</Text>
      <Switch
        label={t('twoFactor.label')}
        checked={me.two_factor_enabled}
        disabled={toggle.isPending || (me.is_admin && me.two_factor_enabled)}
        onChange={(e) => toggle.mutate(e.currentTarget.checked)}
      />
      {me.is_admin ? <Text size="sm">{t('twoFactor.admin')}</Text> : null}
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error.message}
        </Text>
      ) : null}
      <Divider />
      <AuthenticatorApp me={me} />
    </Section>
  );
}

/** The authenticator app: set up (QR code and the secret for typing in), confirm, turn off. */
function AuthenticatorApp({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const qc = useQueryClient();
  const [pending, setPending] = useState<{ secret: string; otpauth_url: string } | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    let live = true;
    setQr(null);
    if (pending)
      toDataURL(pending.otpauth_url, { margin: 2, width: 200, errorCorrectionLevel: 'M' })
        .then((url) => {
          if (live) setQr(url);
        })
        .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pending]);

  const setup = useMutation({
    mutationFn: () => unwrap(api.POST('/auth/2fa/totp/setup')),
    onSuccess: (data) => {
      confirm.reset();
      setCode('');
      setPending(data);
    },
  });
  const confirm = useMutation({
    mutationFn: () => unwrap(api.POST('/auth/2fa/totp/confirm', { body: { code: code.trim() } })),
    onSuccess: (u) => {
      qc.setQueryData(ME_KEY, u);
      setPending(null);
      setCode('');
      notifySuccess(t('totp.enabled'));
    },
  });
  const disable = useMutation({
    mutationFn: () =>
      unwrap(
        api.DELETE('/auth/2fa/totp', {
          body: me.has_password ? { password } : { code: code.trim() },
        }),
      ),
    onSuccess: (u) => {
      qc.setQueryData(ME_KEY, u);
      setPassword('');
      setCode('');
      notifySuccess(t('totp.disabled'));
    },
  });
  const error = (setup.error ?? confirm.error ?? disable.error) as ApiError | null;
  const errorText = error ? (
    <Text c="red.8" size="sm" role="alert">
      {error.message}
    </Text>
  ) : null;

  const heading = (
    <Title order={3} size="h4">
      {t('totp.title')}
    </Title>
  );

  if (me.totp_enabled) {
    return (
      <Stack>
        {heading}
        <Text size="sm">{t('totp.onHelp')}</Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            disable.mutate();
          }}
        >
          <Stack>
            {me.has_password ? (
              <PasswordInput
                label={t('totp.password')}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                required
              />
            ) : (
              <CodeInput label={t('totp.code')} value={code} onChange={setCode} />
            )}
            {errorText}
            <Group>
              <Button type="submit" color="red" variant="outline" loading={disable.isPending}>
                {t('totp.disable')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    );
  }

  if (!pending) {
    return (
      <Stack>
        {heading}
        <Text size="sm">{t('totp.offHelp')}</Text>
        {errorText}
        <Group>
          <Button variant="default" onClick={() => setup.mutate()} loading={setup.isPending}>
            {t('totp.setup')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack>
      {heading}
      <Text size="sm">{t('totp.scan')}</Text>
      {qr ? (
        <Image src={qr} alt={t('totp.qrAlt')} w={200} h={200} fit="contain" />
      ) : (
        <Text size="sm" role="status">
          {t('totp.qrLoading')}
        </Text>
      )}
      <Text size="sm">
        {t('totp.manual')} <Code data-testid="totp-secret">{pending.secret}</Code>
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          confirm.mutate();
        }}
      >
        <Stack>
          <CodeInput
            label={t('totp.code')}
            description={t('totp.codeHelp')}
            value={code}
            onChange={setCode}
          />
          {errorText}
          <Group>
            <Button type="submit" loading={confirm.isPending}>
              {t('totp.confirm')}
            </Button>
            <Button variant="subtle" onClick={() => setPending(null)}>
              {t('totp.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
