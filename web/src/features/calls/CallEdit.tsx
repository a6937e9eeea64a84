/** The owner's note and outcome correction of one call. */
import { Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { type Call, KEYS, OUTCOMES, type Outcome } from './shared';

export function CallEdit({ call }: { call: Call }) {
  const { t } = useTranslation('calls');
  const qc = useQueryClient();
  const [note, setNote] = useState(call.team_note ?? '');
  const [outcome, setOutcome] = useState<string | null>(call.outcome);

  const save = useMutation({
    mutationFn: async () => {
      let latest = call;
      if (outcome && outcome !== call.outcome)
        latest = await unwrap(
          api.PATCH('/calls/{id}', {
            params: { path: { id: call.id } },
            body: { outcome: outcome as Outcome },
          }),
        );
      if (note.trim() !== (call.team_note ?? ''))
        latest = await unwrap(
          api.PATCH('/calls/{id}/note', {
            params: { path: { id: call.id } },
            body: { note: note.trim() ? note.trim() : null },
          }),
        );
      return latest;
    },
    onSuccess: (latest) => {
      qc.setQueryData(KEYS.call(call.id), latest);
      void qc.invalidateQueries({ queryKey: KEYS.calls, refetchType: 'none' });
      notifySuccess(t('edit.saved'));
    },
  });
  const error = save.error as ApiError | null;
  const fieldError = (name: string) => error?.info.fields.find((f) => f.field === name)?.message;
  const changed = (outcome ?? null) !== call.outcome || note.trim() !== (call.team_note ?? '');

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm">
        <Select
          label={t('edit.outcome')}
          data={OUTCOMES.map((o) => ({ value: o, label: t(`outcome.${o}`) }))}
          value={outcome}
          onChange={setOutcome}
          allowDeselect={false}
          error={fieldError('outcome')}
        />
        <Textarea
          label={t('edit.note')}
          description={t('edit.noteHint')}
          autosize
          minRows={3}
          maxLength={4000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={fieldError('note')}
        />
        {error && !error.info.fields.length ? (
          <Text c="red.8" size="sm" role="alert">
            {error.message}
          </Text>
        ) : null}
        <Button type="submit" loading={save.isPending} disabled={!changed} w="fit-content">
          {t('edit.save')}
        </Button>
      </Stack>
    </form>
  );
}
