import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/common';
import { CalendarsSection } from './CalendarsSection';
import { CrmSection } from './CrmSection';
import { DataSourcesSection } from './DataSourcesSection';

/** `/settings/integrations`: data sources, the CRM connection and external calendars. */
export default function IntegrationsPage() {
  const { t } = useTranslation('receptionist');
  return (
    <Stack>
      <PageTitle title={t('integrations.title')}>{t('integrations.title')}</PageTitle>
      <DataSourcesSection />
      <CrmSection />
      <CalendarsSection />
    </Stack>
  );
}
