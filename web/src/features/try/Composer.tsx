import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRecognise, useSpeechRecognition } from './speech';
import type { Lang } from './types';

function MicIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </svg>
  );
}

/** The owner's line: typed, or spoken where the browser recognises speech (then sent when heard). */
export function Composer({
  lang,
  disabled,
  sending,
  onSend,
}: {
  lang: Lang;
  disabled: boolean;
  sending: boolean;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation('try');
  const [text, setText] = useState('');
  const micAvailable = canRecognise();
  const send = (line: string) => {
    const v = line.trim();
    if (!v || disabled || sending) return;
    onSend(v);
    setText('');
  };
  const mic = useSpeechRecognition({ lang, onText: setText, onFinal: send });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        send(text);
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('conversation.input')}
          placeholder={t('conversation.placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          disabled={disabled}
          maxLength={1000}
          autoComplete="off"
          style={{ flex: 1 }}
          data-autofocus
        />
        {micAvailable ? (
          <ActionIcon
            size={36}
            variant={mic.listening ? 'filled' : 'default'}
            color={mic.listening ? 'red.8' : undefined}
            aria-label={mic.listening ? t('mic.stop') : t('mic.start')}
            aria-pressed={mic.listening}
            onClick={() => (mic.listening ? mic.stop() : mic.start())}
            disabled={disabled || sending}
          >
            <MicIcon />
          </ActionIcon>
        ) : null}
        <Button type="submit" disabled={disabled || !text.trim()} loading={sending}>
          {t('conversation.send')}
        </Button>
      </Group>
      {mic.listening ? (
        <Text size="sm" mt={4} role="status">
          {t('mic.listening')}
        </Text>
      ) : null}
      {mic.error ? (
        <Text size="sm" mt={4} c="red.8" role="alert">
          {t('mic.error', { code: mic.error })}
        </Text>
      ) : null}
      {!micAvailable ? (
        <Text size="sm" mt={4} c="dimmed">
          {t('mic.unsupported')}
        </Text>
      ) : null}
    </form>
  );
}
