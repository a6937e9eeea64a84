import { Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api';
import type { Lang } from './types';

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
  const numberError = error?.info.fields.find((f) => f.field === 'caller_number')?.message;

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
