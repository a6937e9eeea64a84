import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiBaseUrl } from '../../lib/api';

/** The MCP endpoint's address and a client configuration to copy (the key goes in the header). */
export function McpSection() {
  const { t } = useTranslation('developers');
  const url = `${apiBaseUrl().replace(/\/+$/, '')}/v2/mcp`;
  const config = JSON.stringify(
    {
      mcpServers: {
        recepcja: {
          type: 'http',
          url,
          headers: { Authorization: `Bearer ${t('mcp.keyPlaceholder')}` },
        },
      },
    },
    null,
    2,
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="mcp-heading">
      <Stack>
        <Title order={2} size="h3" id="mcp-heading">
          {t('mcp.title')}
        </Title>
        <Text size="sm">{t('mcp.intro')}</Text>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('mcp.address')}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Code data-testid="mcp-url" style={{ wordBreak: 'break-all' }}>
              {url}
            </Code>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} aria-label={t('mcp.copyAddress')}>
                  {copied ? t('common:copied') : t('common:copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('mcp.config')}
          </Text>
          <Code block data-testid="mcp-config">
            {config}
          </Code>
          <Group>
            <CopyButton value={config}>
              {({ copied, copy }) => (
                <Button size="xs" onClick={copy}>
                  {copied ? t('common:copied') : t('mcp.copyConfig')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs">{t('mcp.configHelp')}</Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
