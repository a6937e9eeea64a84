import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle, QueryState } from '../../components/common';
import { useMe } from '../../lib/session';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** The signed-in user's own settings: profile, picture, e-mail, password, 2FA, sessions, deletion. */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const me = useMe();
  const { hash } = useLocation();
  const ready = me.isSuccess;
  // A deep link (e.g. `#email` from a mail) scrolls to its section once the page is drawn.
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
  return (
    <Stack gap="lg">
      <PageTitle title={t('title')}>{t('title')}</PageTitle>
      <QueryState query={me}>
        {(user) =>
          user ? (
            <Stack gap="lg">
              <ProfileSection me={user} />
              <EmailSection me={user} />
              <PasswordSection me={user} />
              <TwoFactorSection me={user} />
              <SessionsSection />
              <DeleteAccountSection me={user} />
            </Stack>
          ) : null
        }
      </QueryState>
    </Stack>
  );
}
