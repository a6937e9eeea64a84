import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/common';
import { ApiKeysSection } from './ApiKeysSection';
import { McpSection } from './McpSection';
import { WebhooksSection } from './WebhooksSection';

/** API keys, webhook endpoints and the MCP endpoint of the signed-in tenant. */
export default function DevelopersPage() {
  const { t } = useTranslation('developers');
  return (
    <Stack gap="xl">
      <PageTitle title={t('title')}>{t('title')}</PageTitle>
      <ApiKeysSection />
      <WebhooksSection />
      <McpSection />
    </Stack>
  );
}
