import {
  Badge,
  Blockquote,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, PageTitle } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import { FeatureError, KEYS, type MissedQuestion, type Suggestion } from './shared';

/** "Add as FAQ" in one step: the question (editable) and the answer, then the button. */
function ApplyForm({ id, question, draft }: { id: string; question: string; draft: string | null }) {
  const { t } = useTranslation('calls');
  const qc = useQueryClient();
  const [q, setQ] = useState(question);
  const [answer, setAnswer] = useState(draft ?? '');
  const apply = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/missed-questions/{id}/apply-as-faq', {
          params: { path: { id } },
          body: {
            answer: answer.trim(),
            ...(q.trim() && q.trim() !== question ? { question: q.trim() } : {}),
          },
        }),
      ),
    onSuccess: (r) => {
      notifySuccess(t('missed.added', { question: r.faq_question }));
      void qc.invalidateQueries({ queryKey: KEYS.missed });
    },
  });
  const error = apply.error as ApiError | null;
  const fieldError = (name: string) => error?.info.fields.find((f) => f.field === name)?.message;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        apply.mutate();
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('missed.faqQuestion')}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          maxLength={500}
          error={fieldError('question')}
        />
        <Textarea
          label={t('missed.answer')}
          autosize
          minRows={2}
          maxLength={2000}
          required
          value={answer}
          onChange={(e) => setAnswer(e.currentTarget.value)}
          error={fieldError('answer')}
        />
        {error && !error.info.fields.length ? (
          <Text c="red.8" size="sm" role="alert">
            {error.message}
          </Text>
        ) : null}
        <Button type="submit" size="xs" w="fit-content" loading={apply.isPending} disabled={!answer.trim()}>
          {t('missed.apply')}
        </Button>
      </Stack>
    </form>
  );
}

function SuggestionCard({ s, lang }: { s: Suggestion; lang: string }) {
  const { t } = useTranslation('calls');
  const id = s.question_ids[0];
  return (
    <Card withBorder padding="sm" data-testid="suggestion">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {s.question}
          </Title>
          <Badge variant="outline" color="indigo.9">
            {t('missed.asked', { count: s.count })}
          </Badge>
        </Group>
        {s.draft_answer ? (
          <>
            <Text size="sm">{t('missed.fromSource', { title: s.source?.title ?? '' })}</Text>
            <Blockquote p="xs" color="indigo">
              <Text size="sm">{s.draft_answer}</Text>
            </Blockquote>
          </>
        ) : (
          <Text size="sm">{lang === 'en' ? s.note : s.note_pl}</Text>
        )}
        {id ? <ApplyForm id={id} question={s.question} draft={s.draft_answer} /> : null}
      </Stack>
    </Card>
  );
}

function QuestionCard({ q, draft }: { q: MissedQuestion; draft: string | null }) {
  const fmt = useDateFormat();
  return (
    <Card withBorder padding="sm" data-testid="missed-question">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {q.question}
          </Title>
          <Text size="xs" c="dimmed">
            {fmt(q.created_at, 'short')}
          </Text>
        </Group>
        <ApplyForm id={q.id} question={q.question} draft={draft} />
      </Stack>
    </Card>
  );
}

export default function MissedQuestionsPage() {
  const { t, i18n } = useTranslation('calls');
  const list = useQuery({
    queryKey: [...KEYS.missed, 'open'],
    queryFn: () =>
      unwrap(api.GET('/missed-questions', { params: { query: { status: 'open', limit: 200 } } })),
  });
  const suggestions = useQuery({
    queryKey: [...KEYS.missed, 'suggestions'],
    queryFn: () => unwrap(api.GET('/missed-questions/suggestions')),
    enabled: list.isSuccess,
  });
  const drafts = new Map<string, string>();
  for (const s of suggestions.data?.data ?? [])
    if (s.draft_answer) for (const id of s.question_ids) drafts.set(id, s.draft_answer);
  const withDrafts = (suggestions.data?.data ?? []).filter((s) => s.draft_answer);

  return (
    <Stack gap="md">
      <PageTitle title={t('missed.title')}>{t('missed.title')}</PageTitle>
      <Text size="sm">{t('missed.intro')}</Text>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <FeatureError error={list.error} retry={() => void list.refetch()} />
      ) : (
        <>
          {withDrafts.length ? (
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('missed.suggestions')}
              </Title>
              {withDrafts.map((s) => (
                <SuggestionCard key={s.question_ids.join()} s={s} lang={i18n.language} />
              ))}
            </Stack>
          ) : null}
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('missed.open', { count: list.data.open_count })}
            </Title>
            {list.data.data.length === 0 ? (
              <Text data-testid="missed-empty">{t('missed.empty')}</Text>
            ) : (
              list.data.data.map((q) => <QuestionCard key={q.id} q={q} draft={drafts.get(q.id) ?? null} />)
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
