import { Alert, Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useTenantTimeZone } from '../../lib/time';
import { actionText, intentLabel, slotList } from './format';
import type { CallState, TurnResult } from './types';

function Bubble({ who, text, mine }: { who: string; text: string; mine: boolean }) {
  return (
    <Paper
      p="sm"
      radius="md"
      bg={mine ? 'indigo.0' : 'gray.1'}
      maw="85%"
      ml={mine ? 'auto' : 0}
      data-role={mine ? 'caller' : 'assistant'}
    >
      <Text size="xs" fw={700}>
        {who}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Paper>
  );
}

/** Under the owner's line: the intent and details the receptionist read from it, and what it waits for next. */
function UnderstoodNote({ result }: { result: TurnResult }) {
  const { t, i18n } = useTranslation('try');
  const tz = useTenantTimeZone();
  const u = result.understood;
  const details = u ? slotList(u, t, i18n.language, tz) : [];
  return (
    <Box ml="auto" maw="85%" ta="right" data-testid="understood">
      <Text size="xs" c="dimmed">
        {t('understood.label')}
        {': '}
        {u ? t('understood.intent', { intent: intentLabel(u.intent, t) }) : t('understood.none')}
        {details.length ? ` · ${details.join(' · ')}` : ''}
      </Text>
      {!result.ended ? (
        <Text size="xs" c="dimmed">
          {t('understood.waiting', { stage: t(`stages.${result.stage}`, { defaultValue: result.stage }) })}
        </Text>
      ) : null}
    </Box>
  );
}

/** The conversation as a chat: an ARIA live log, so a screen reader hears each reply. */
export function Transcript({ call }: { call: CallState }) {
  const { t } = useTranslation('try');
  const fmt = useDateFormat();
  const end = useRef<HTMLDivElement>(null);
  const count = call.turns.length + call.turns.filter((x) => x.result || x.error).length;

  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  const receptionist = t('conversation.receptionist');
  return (
    <Stack
      gap="xs"
      role="log"
      aria-live="polite"
      aria-label={t('conversation.log')}
      mah={520}
      style={{ overflowY: 'auto' }}
      p="xs"
      tabIndex={0}
    >
      <Bubble who={receptionist} text={call.started.greeting} mine={false} />
      {call.turns.map((turn) => (
        <Stack key={turn.id} gap={4}>
          <Bubble who={t('conversation.you')} text={turn.line} mine />
          {turn.result ? (
            <>
              <UnderstoodNote result={turn.result} />
              <Bubble who={receptionist} text={turn.result.reply} mine={false} />
              {turn.result.actions.map((a) => (
                <Alert
                  key={`${a.kind}-${a.appointment_id ?? a.question ?? a.text ?? ''}`}
                  color={a.kind === 'question_unanswered' ? 'orange' : 'teal'}
                  variant="light"
                  p="xs"
                >
                  <Text size="sm">{actionText(a, t, (iso) => fmt(iso, 'datetime'))}</Text>
                </Alert>
              ))}
            </>
          ) : turn.error ? (
            <Text size="sm" c="red.8" role="alert">
              {t('conversation.failed', { message: turn.error })}
            </Text>
          ) : (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('conversation.sending')}</Text>
            </Group>
          )}
        </Stack>
      ))}
      <div ref={end} />
    </Stack>
  );
}
