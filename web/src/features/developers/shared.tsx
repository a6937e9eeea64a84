/** Pieces the Developers pages share: the scope and event lists, a copyable secret, the plan notice. */
import { Alert, Anchor, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { components } from '@recepcja/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';

export type ApiScope = NonNullable<components['schemas']['CreateApiKeyRequest']['scopes']>[number];

export const API_SCOPES: ApiScope[] = [
  'calls:read',
  'calls:transcript',
  'calls:recording',
  'appointments:read',
  'appointments:write',
  'analytics:read',
  'faq:read',
  'faq:write',
  'voice_config:read',
  'voice_config:write',
  'knowledge:read',
  'knowledge:write',
  'tenant:read',
  'billing:read',
  'webhooks:manage',
];

/** The scopes a key gets when none are chosen (every `:read`). */
export const DEFAULT_SCOPES = API_SCOPES.filter((s) => s.endsWith(':read'));

export const WEBHOOK_EVENTS = [
  'call.completed',
  'call.analyzed',
  'message.left',
  'notification.broadcast',
  'knowledge.milestone_reached',
  'appointment.created',
  'appointment.updated',
  'appointment.cancelled',
] as const;

export const isPlanRequired = (e: unknown) => e instanceof ApiError && e.code === 'plan_required';

/** The developer tools need the Business plan: said plainly, with the way to upgrade. */
export function PlanRequired() {
  const { t } = useTranslation('developers');
  return (
    <Alert color="indigo" title={t('plan.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('plan.body')}</Text>
        <Anchor component={Link} to="/billing" size="sm" c="inherit" underline="always" fw={600}>
          {t('plan.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** A secret shown once: the value and a copy button whose label says when it was copied. */
export function SecretOnce({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Code block data-testid="secret-value" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {value}
      </Code>
      <Group>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="xs" onClick={copy}>
              {copied ? t('copied') : t('copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
