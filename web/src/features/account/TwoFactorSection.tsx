import { Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { ME_KEY, type Me } from '../../lib/session';
import { Section } from './Section';

/**
 * Two-step sign-in. The service sends a 6-digit code by e-mail at each sign-in; it has no
 * authenticator-app (TOTP) setup, so there is no QR code to show.
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
    </Section>
  );
}
