import { Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Draft } from './draft';

/** The first answers the receptionist gives: question and answer pairs (more later in the knowledge base). */
export function FaqStep({ draft, set }: { draft: Draft; set: (patch: Partial<Draft>) => void }) {
  const { t } = useTranslation('onboarding');
  const update = (i: number, patch: Partial<Draft['faq'][number]>) =>
    set({ faq: draft.faq.map((f, j) => (j === i ? { ...f, ...patch } : f)) });

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('faq.title')}
      </Title>
      <Text size="sm">{t('faq.intro')}</Text>
      {draft.faq.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pairs have no identity but their place
        <Card withBorder padding="sm" key={i}>
          <Stack gap="xs">
            <TextInput
              label={t('faq.question', { n: i + 1 })}
              placeholder={t('faq.questionExample')}
              value={f.question}
              onChange={(e) => update(i, { question: e.currentTarget.value })}
              maxLength={500}
            />
            <Textarea
              label={t('faq.answer', { n: i + 1 })}
              placeholder={t('faq.answerExample')}
              value={f.answer}
              onChange={(e) => update(i, { answer: e.currentTarget.value })}
              autosize
              minRows={2}
              maxLength={2000}
            />
            {draft.faq.length > 1 ? (
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => set({ faq: draft.faq.filter((_, j) => j !== i) })}
                >
                  {t('faq.remove', { n: i + 1 })}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Card>
      ))}
      <Button
        variant="default"
        onClick={() => set({ faq: [...draft.faq, { question: '', answer: '' }] })}
        w="fit-content"
        disabled={draft.faq.length >= 20}
      >
        {t('faq.add')}
      </Button>
    </Stack>
  );
}
