import {
  Alert,
  Anchor,
  Badge,
  Blockquote,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ApiError, api, unwrap } from '../../lib/api';
import type { QueryAnswer } from './types';

/** "What would the receptionist answer?": a question to the knowledge base, the answer and its sources. */
export function AskSection({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('knowledge');
  const [question, setQuestion] = useState('');
  const [empty, setEmpty] = useState(false);
  const ask = useMutation({
    mutationFn: (q: string) =>
      unwrap(
        api.POST('/tenants/{tenant_id}/knowledge/query', {
          params: { path: { tenant_id: tenantId } },
          body: { question: q, limit: 3 },
        }),
      ),
  });
  const error = ask.error as ApiError | null;
  return (
    <Stack component="section" id="ask" aria-labelledby="ask-title" gap="sm">
      <Title order={2} id="ask-title">
        {t('ask.title')}
      </Title>
      <Text size="sm">{t('ask.intro')}</Text>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const q = question.trim();
          setEmpty(!q);
          if (q) ask.mutate(q);
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('ask.question')}
            placeholder={t('ask.placeholder')}
            value={question}
            onChange={(e) => {
              setQuestion(e.currentTarget.value);
              if (empty) setEmpty(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            error={empty ? t('ask.emptyQuestion') : error?.status === 422 ? error.message : undefined}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <Group>
            <Button type="submit" loading={ask.isPending}>
              {t('ask.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {error && error.status !== 422 ? (
        <Alert color="red" role="alert" title={t('ask.failed')}>
          {error.message}
        </Alert>
      ) : null}
      <div aria-live="polite">{ask.data ? <AnswerCard answer={ask.data} /> : null}</div>
    </Stack>
  );
}

function AnswerCard({ answer }: { answer: QueryAnswer }) {
  const { t, i18n } = useTranslation('knowledge');
  const percent = (n: number) =>
    new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'pl-PL', { style: 'percent' }).format(n);
  return (
    <Card withBorder padding="md" data-testid="answer">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {t('ask.answerTitle')}
          </Title>
          <Group gap="xs">
            <Badge color={answer.found ? 'teal.9' : 'orange.9'} variant="filled">
              {answer.found ? t('ask.found') : t('ask.notFound')}
            </Badge>
            <Badge color="gray.8" variant="outline">
              {t('ask.language', { language: t(`ask.languages.${answer.language}`) })}
            </Badge>
          </Group>
        </Group>
        <Text lang={answer.language} style={{ whiteSpace: 'pre-wrap' }}>
          {answer.answer}
        </Text>
        {answer.found ? null : (
          <Text size="sm">
            {t('ask.teachBefore')}{' '}
            <Anchor component={Link} to="/knowledge#faq">
              {t('ask.teachFaq')}
            </Anchor>{' '}
            {t('ask.teachOr')}{' '}
            <Anchor component={Link} to="/knowledge#upload">
              {t('ask.teachUpload')}
            </Anchor>
          </Text>
        )}
        {answer.citations.length > 0 ? (
          <Stack gap="xs">
            <Title order={4} size="h5">
              {t('ask.sources')}
            </Title>
            {answer.citations.map((c, i) => (
              <Stack key={c.chunk_id} gap={2}>
                <Text size="sm" fw={600}>
                  {t('ask.source', { n: i + 1, title: c.title, relevance: percent(c.score) })}
                </Text>
                <Blockquote color="gray" p="xs">
                  <Text size="sm">{c.excerpt}</Text>
                </Blockquote>
              </Stack>
            ))}
          </Stack>
        ) : null}
        <Text size="xs">{t('ask.note')}</Text>
      </Stack>
    </Card>
  );
}
