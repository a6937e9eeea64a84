import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorState, Loading, PageTitle } from '../../components/common';
import { AnsweringSection } from './AnsweringSection';
import { useSettings, useTenant } from './api';
import { BusinessSection } from './BusinessSection';
import { OpeningHoursSection } from './OpeningHoursSection';
import { RecordingSection } from './RecordingSection';
import { VoiceSection } from './VoiceSection';

/** `/settings/business`: name and zone (`#name`), greeting and voice, answering, recording (`#recording`), hours (`#opening-hours`). */
export default function BusinessPage() {
  const { t } = useTranslation('receptionist');
  const tenant = useTenant();
  const settings = useSettings();
  const { hash } = useLocation();
  const ready = !!tenant.data && !!settings.data;

  useEffect(() => {
    if (!ready || !hash) return;
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (el) {
      el.scrollIntoView({ block: 'start' });
      el.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
    }
  }, [ready, hash]);

  const failed = tenant.error ?? settings.error;
  return (
    <Stack>
      <PageTitle title={t('business.pageTitle')}>{t('business.pageTitle')}</PageTitle>
      {failed ? (
        <ErrorState error={failed} retry={() => void Promise.all([tenant.refetch(), settings.refetch()])} />
      ) : !tenant.data || !settings.data ? (
        <Loading />
      ) : (
        <>
          <BusinessSection tenant={tenant.data} />
          <VoiceSection />
          <AnsweringSection settings={settings.data} />
          <RecordingSection settings={settings.data} />
          <OpeningHoursSection tenant={tenant.data} />
        </>
      )}
    </Stack>
  );
}
