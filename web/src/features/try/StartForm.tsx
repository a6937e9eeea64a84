import { Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api';
import type { Lang } from './types';

/**
 * A 422's message for one body field, in the interface language (the dashboard's 422 items carry
 * `msg` and `msg_pl`; the shared reader keeps only `msg`).
 */
function fieldMessage(error: ApiError | null, field: string, language: string): string | undefined {
  const detail = (error?.info.body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return undefined;
  const item = detail.find(
    (d): d is { loc: unknown[]; msg?: string; msg_pl?: string } =>
      !!d &&
      typeof d === 'object' &&
      Array.isArray((d as { loc?: unknown }).loc) &&
      (d as { loc: unknown[] }).loc.at(-1) === field,
  );
  if (!item) return undefined;
  return (language.startsWith('pl') && item.msg_pl) || item.msg;
}

/** Language and the optional caller number, then the start button. */
export function StartForm({
  onStart,
  pending,
  error,
}: {
  onStart: (body: { language: Lang; caller_number?: string }) => void;
  pending: boolean;
  error: ApiError | null;
}) {
  const { t, i18n } = useTranslation('try');
  // The interface language until the owner picks another one.
  const [picked, setLanguage] = useState<Lang | null>(null);
  const language: Lang = picked ?? (i18n.language?.startsWith('en') ? 'en' : 'pl');
  const [number, setNumber] = useState('');
  const numberError = fieldMessage(error, 'caller_number', i18n.language);

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onStart({ language, ...(number.trim() ? { caller_number: number.trim() } : {}) });
        }}
      >
        <Stack>
          <Title order={2} size="h3">
            {t('start.heading')}
          </Title>
          <Radio.Group label={t('start.language')} value={language} onChange={(v) => setLanguage(v as Lang)}>
            <Group mt="xs">
              <Radio value="pl" label={t('start.pl')} />
              <Radio value="en" label={t('start.en')} />
            </Group>
          </Radio.Group>
          <TextInput
            label={t('start.callerNumber')}
            description={t('start.callerNumberHelp')}
            type="tel"
            autoComplete="tel"
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            error={numberError}
            maw={420}
            // Mantine's error red is below AA contrast on white: a darker shade for this field.
            style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties}
          />
          {error && !numberError ? (
            <Text c="red.8" size="sm" role="alert">
              {error.message}
            </Text>
          ) : null}
          <Button type="submit" loading={pending} w="fit-content">
            {t('start.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
