import {
  Alert,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/common';
import { ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import {
  check,
  type Draft,
  emptyDraft,
  type Field,
  hasProblems,
  type Problems,
  problemsFrom,
  sameContent,
  toDrafts,
  toEntries,
} from './faq-model';
import { type FaqEntry, keys } from './types';

/** The FAQ: questions and answers in Polish and in English, edited together and saved at once. */
export function FaqSection({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('knowledge');
  const query = useQuery({
    queryKey: keys.faq(tenantId),
    queryFn: () => unwrap(api.GET('/tenants/{tenant_id}/faq', { params: { path: { tenant_id: tenantId } } })),
    refetchOnWindowFocus: false,
  });
  return (
    <Stack component="section" id="faq" aria-labelledby="faq-title" gap="sm">
      <Title order={2} id="faq-title">
        {t('faq.title')}
      </Title>
      <Text size="sm">{t('faq.intro')}</Text>
      <QueryState query={query}>
        {(data) => <FaqEditor tenantId={tenantId} initial={data.entries} />}
      </QueryState>
    </Stack>
  );
}

function FaqEditor({ tenantId, initial }: { tenantId: string; initial: FaqEntry[] }) {
  const { t, i18n } = useTranslation('knowledge');
  const qc = useQueryClient();
  const [saved, setSaved] = useState<Draft[]>(() => toDrafts(initial));
  const [drafts, setDrafts] = useState<Draft[]>(saved);
  const [problems, setProblems] = useState<Problems>({});
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const dirty = !sameContent(drafts, saved);

  const save = useMutation({
    mutationFn: (entries: FaqEntry[]) =>
      unwrap(
        api.PUT('/tenants/{tenant_id}/faq', { params: { path: { tenant_id: tenantId } }, body: { entries } }),
      ),
    onSuccess: (data) => {
      const next = toDrafts(data.entries);
      setSaved(next);
      setDrafts(next);
      setProblems({});
      qc.setQueryData(keys.faq(tenantId), data);
      void qc.invalidateQueries({ queryKey: keys.score(tenantId) });
      void qc.invalidateQueries({ queryKey: ['tenant', tenantId] });
      notifySuccess(t('faq.saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422)
        setProblems(problemsFrom(error, i18n.language.startsWith('pl')));
    },
  });

  const update = (key: number, field: Field, value: string) => {
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, [field]: value } : d)));
    const i = drafts.findIndex((d) => d.key === key);
    if (problems[i]?.[field]) {
      const { [field]: _gone, ...rest } = problems[i] ?? {};
      setProblems({ ...problems, [i]: rest });
    }
  };
  const add = () => {
    const d = emptyDraft();
    setDrafts((list) => [...list, d]);
    setFocusKey(d.key);
  };
  const remove = (key: number) => {
    setDrafts((list) => list.filter((d) => d.key !== key));
    setProblems({});
  };
  const submit = () => {
    const found = check(drafts);
    setProblems(found);
    if (hasProblems(found)) return;
    save.mutate(toEntries(drafts));
  };

  const otherError =
    save.error instanceof ApiError && !(save.error.status === 422 && hasProblems(problems))
      ? save.error
      : null;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {drafts.length === 0 ? <Text>{t('faq.empty')}</Text> : null}
        {drafts.map((d, i) => (
          <FaqEntryFields
            key={d.key}
            n={i + 1}
            draft={d}
            problems={problems[i] ?? {}}
            autoFocus={focusKey === d.key}
            onChange={(field, value) => update(d.key, field, value)}
            onRemove={() => remove(d.key)}
          />
        ))}
        {hasProblems(problems) ? (
          <Text c="red.8" size="sm" role="alert">
            {t('faq.fixProblems')}
          </Text>
        ) : null}
        {otherError ? (
          <Alert color="red" role="alert" title={t('faq.saveFailed')}>
            {otherError.message}
          </Alert>
        ) : null}
        <Group justify="space-between" wrap="wrap">
          <Button variant="default" onClick={add}>
            {t('faq.add')}
          </Button>
          <Group gap="sm" wrap="wrap">
            {dirty ? (
              <Text size="sm" role="status">
                {t('faq.unsaved')}
              </Text>
            ) : null}
            {dirty ? (
              <Button
                variant="subtle"
                onClick={() => {
                  setDrafts(saved);
                  setProblems({});
                  save.reset();
                }}
              >
                {t('faq.discard')}
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              {t('faq.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

function FaqEntryFields({
  n,
  draft,
  problems,
  autoFocus,
  onChange,
  onRemove,
}: {
  n: number;
  draft: Draft;
  problems: Problems[number];
  autoFocus: boolean;
  onChange: (field: Field, value: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('knowledge');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) first.current?.focus();
  }, [autoFocus]);
  const error = (f: Field) => {
    const p = problems[f];
    return p ? (p.key ? t(p.key) : p.text) : undefined;
  };
  const column = (lang: 'pl' | 'en') => (
    <Stack gap="xs">
      <TextInput
        ref={lang === 'pl' ? first : undefined}
        label={t(`faq.question_${lang}`)}
        value={draft[`question_${lang}`]}
        onChange={(e) => onChange(`question_${lang}`, e.currentTarget.value)}
        error={error(`question_${lang}`)}
        maxLength={500}
        lang={lang}
      />
      <Textarea
        label={t(`faq.answer_${lang}`)}
        value={draft[`answer_${lang}`]}
        onChange={(e) => onChange(`answer_${lang}`, e.currentTarget.value)}
        error={error(`answer_${lang}`)}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={5000}
        lang={lang}
      />
    </Stack>
  );
  return (
    <Fieldset legend={t('faq.entry', { n })} data-testid="faq-entry">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {column('pl')}
        {column('en')}
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button
          variant="subtle"
          color="red"
          size="xs"
          onClick={onRemove}
          aria-label={t('faq.removeEntry', { n })}
        >
          {t('faq.remove')}
        </Button>
      </Group>
    </Fieldset>
  );
}
