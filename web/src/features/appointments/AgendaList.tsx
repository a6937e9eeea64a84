/** The day as a list (phones): every event of the day in time order, each opening its details. */
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useTenantTimeZone } from '../../lib/time';
import type { CalendarEvent } from './data';
import { SmsBadge, sourceColor, tileStyle } from './ui';
import { addDays, zonedInstant } from './zone';

export function AgendaList({
  date,
  events,
  feedIds,
  onOpen,
}: {
  date: string;
  events: CalendarEvent[];
  feedIds: string[];
  onOpen: (e: CalendarEvent) => void;
}) {
  const { t } = useTranslation('appointments');
  const fmt = useDateFormat();
  const tz = useTenantTimeZone();
  const from = zonedInstant(date, '00:00', tz).getTime();
  const to = zonedInstant(addDays(date, 1), '00:00', tz).getTime();
  const list = events.filter((e) => Date.parse(e.start) < to && Date.parse(e.end) > from);
  if (list.length === 0)
    return (
      <Paper withBorder p="md" data-testid="agenda">
        <Text>{t('agenda.empty')}</Text>
      </Paper>
    );
  return (
    <Stack gap="xs" data-testid="agenda" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {list.map((e) => (
        <li key={`${e.source_id}-${e.id}-${e.start}`}>
          <UnstyledButton
            onClick={() => onOpen(e)}
            w="100%"
            p="sm"
            style={{ ...tileStyle(sourceColor(e, feedIds)), borderRadius: 8 }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={700} size="sm" inherit>
                  {e.all_day ? t('grid.allDay') : `${fmt(e.start, 'time')}–${fmt(e.end, 'time')}`}
                </Text>
                <Text size="sm" inherit>
                  {e.title}
                </Text>
                <Text size="xs" inherit>
                  {e.source_name}
                </Text>
              </div>
              {e.confirmation_sms ? <SmsBadge status={e.confirmation_sms} /> : null}
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
