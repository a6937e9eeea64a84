/** The transcript as a conversation: the caller on the left, the receptionist on the right. */
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/time';
import type { Call } from './shared';

export function Transcript({ call }: { call: Call }) {
  const { t } = useTranslation('calls');
  const fmt = useDateFormat();
  if (call.transcript === null)
    return <Text>{t('detail.transcriptPurged', { date: fmt(call.transcript_purged_at, 'date') })}</Text>;
  if (call.transcript.length === 0) return <Text>{t('detail.noTranscript')}</Text>;
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="transcript">
      {call.transcript.map((turn, i) => {
        const caller = turn.role === 'caller';
        return (
          <Box
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: turns have no id and never reorder
            key={i}
            style={{ display: 'flex', justifyContent: caller ? 'flex-start' : 'flex-end' }}
          >
            <Paper
              p="xs"
              px="sm"
              radius="lg"
              maw="85%"
              withBorder={caller}
              bg={caller ? 'white' : 'indigo.0'}
              data-role={turn.role}
            >
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="xs" fw={700}>
                  {caller ? t('detail.caller') : t('detail.assistant')}
                </Text>
                <Text size="xs" c="dimmed">
                  {fmt(turn.at, 'time')}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {turn.text}
              </Text>
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}
