import '@mantine/dropzone/styles.css';
import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { keys } from './types';
import { uploadDocument } from './upload';

/** The service's limit (`KNOWLEDGE_MAX_BYTES`, in the upload route's description). */
export const MAX_BYTES = 10 * 1024 * 1024;

const ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
};

type State =
  | { phase: 'idle' }
  | { phase: 'sending'; name: string; percent: number }
  | { phase: 'processing'; name: string }
  | { phase: 'done'; name: string }
  | { phase: 'refused'; name: string; message: string };

/** Drop or pick one PDF, DOCX or TXT file; shows the upload's progress, then the reading, then the outcome. */
export function UploadBox({ tenantId }: { tenantId: string }) {
  const { t, i18n } = useTranslation('knowledge');
  const qc = useQueryClient();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const busy = state.phase === 'sending' || state.phase === 'processing';

  const send = async (file: File) => {
    abort.current = new AbortController();
    setState({ phase: 'sending', name: file.name, percent: 0 });
    try {
      await uploadDocument(
        tenantId,
        file,
        ({ loaded, total }) => {
          const size = total || file.size || 1;
          if (loaded >= size) setState({ phase: 'processing', name: file.name });
          else setState({ phase: 'sending', name: file.name, percent: Math.round((loaded / size) * 100) });
        },
        abort.current.signal,
      );
      setState({ phase: 'done', name: file.name });
      notifySuccess(t('upload.done', { name: file.name }));
      void qc.invalidateQueries({ queryKey: keys.documents(tenantId) });
      void qc.invalidateQueries({ queryKey: keys.score(tenantId) });
    } catch (e) {
      const message = e instanceof ApiError ? refusal(e) : t('upload.failed');
      setState({ phase: 'refused', name: file.name, message });
    }
  };

  /** The service's words, with what to do about it where the code says more. */
  const refusal = (e: ApiError) => {
    const key = `upload.hints.${e.code ?? ''}`;
    const hint = e.code && i18n.exists(key, { ns: 'knowledge' }) ? t(key) : '';
    if (e.status === 503 && e.info.retryAfter)
      return `${e.message} ${t('upload.retryAfter', { seconds: e.info.retryAfter })}`;
    return hint ? `${e.message} ${hint}` : e.message;
  };

  const rejected = (list: FileRejection[]) => {
    const r = list[0];
    if (!r) return;
    const code = r.errors[0]?.code;
    const message =
      code === 'file-too-large'
        ? t('upload.tooLarge', { mb: MAX_BYTES / 1024 / 1024 })
        : code === 'too-many-files'
          ? t('upload.oneAtATime')
          : t('upload.wrongType');
    setState({ phase: 'refused', name: r.file.name, message });
  };

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => {
          const f = files[0];
          if (f) void send(f);
        }}
        onReject={rejected}
        accept={ACCEPT}
        maxSize={MAX_BYTES}
        multiple={false}
        disabled={busy}
        aria-label={t('upload.dropzone')}
        inputProps={{ 'aria-label': t('upload.input') }}
      >
        <Stack align="center" gap={4} py="lg" style={{ pointerEvents: 'none' }}>
          <Text fw={600} ta="center">
            {t('upload.drop')}
          </Text>
          <Text size="sm" ta="center">
            {t('upload.types', { mb: MAX_BYTES / 1024 / 1024 })}
          </Text>
        </Stack>
      </Dropzone>
      <div aria-live="polite">
        {state.phase === 'sending' ? (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {t('upload.sending', { name: state.name })}
              </Text>
              <Text size="sm">{`${state.percent}%`}</Text>
            </Group>
            <Progress value={state.percent} aria-label={t('upload.progress')} size="lg" />
          </Stack>
        ) : null}
        {state.phase === 'processing' ? (
          <Stack gap={4}>
            <Text size="sm">{t('upload.processing', { name: state.name })}</Text>
            <Progress value={100} animated striped aria-label={t('upload.progress')} size="lg" />
          </Stack>
        ) : null}
        {state.phase === 'done' ? (
          <Text size="sm" c="teal.9">
            {t('upload.done', { name: state.name })}
          </Text>
        ) : null}
        {state.phase === 'refused' ? (
          <Alert color="red" title={t('upload.refused', { name: state.name })} role="alert">
            {state.message}
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
