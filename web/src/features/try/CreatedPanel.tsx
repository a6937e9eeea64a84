import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../lib/time';
import { actionText } from './format';
import type { CallState } from './types';

const SHOWN = new Set([
  'appointment_booked',
  'appointment_cancelled',
  'appointment_rescheduled',
  'message_taken',
]);

/** What the conversation left behind, with links to where it now lives. */
export function CreatedPanel({ call }: { call: CallState }) {
  const { t } = useTranslation('try');
  const fmt = useDateFormat();
  const actions = call.turns.flatMap((x) => x.result?.actions ?? []).filter((a) => SHOWN.has(a.kind));
  const touchedCalendar = actions.some((a) => a.kind.startsWith('appointment_'));
  const message = actions.some((a) => a.kind === 'message_taken');

  return (
    <Paper withBorder p="md" radius="md" data-testid="created">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('created.heading')}
        </Title>
        {actions.length ? (
          <List spacing={4} size="sm">
            {actions.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows, in order
              <List.Item key={i}>{actionText(a, t, (iso) => fmt(iso, 'datetime'))}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('created.empty')}</Text>
        )}
        {touchedCalendar ? (
          <Anchor component={Link} to="/appointments" size="sm">
            {t('created.calendar')}
          </Anchor>
        ) : null}
        {message ? (
          <Anchor component={Link} to="/follow-ups" size="sm">
            {t('created.followUps')}
          </Anchor>
        ) : null}
        <Anchor component={Link} to={`/calls/${call.started.call_id}`} size="sm">
          {t('created.call')}
        </Anchor>
        {!call.ended ? (
          <Text size="xs" c="dimmed">
            {t('created.callPending')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
