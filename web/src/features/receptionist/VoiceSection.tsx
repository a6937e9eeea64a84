import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { fieldError, formError, useTenantId } from './api';
import { FormError, Section } from './Section';

type VoiceConfig = Awaited<ReturnType<typeof loadVoice>>;
const loadVoice = (tenant_id: string) =>
  unwrap(api.GET('/tenants/{tenant_id}/voice-config', { params: { path: { tenant_id } } }));
const voiceKey = (id: string) => ['tenant', id, 'voice-config'] as const;

/** The greeting and how the receptionist speaks (`/tenants/{id}/voice-config`). */
export function VoiceSection() {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const q = useQuery({
    queryKey: voiceKey(tenantId),
    enabled: !!tenantId,
    queryFn: () => loadVoice(tenantId),
  });
  return (
    <Section id="greeting" title={t('voice.title')} description={t('voice.description')}>
      <QueryState query={q}>{(data) => <VoiceForm initial={data} />}</QueryState>
    </Section>
  );
}

function VoiceForm({ initial }: { initial: VoiceConfig }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [greeting, setGreeting] = useState(initial.greeting ?? '');
  const [language, setLanguage] = useState<'pl' | 'en'>(initial.language);
  const [rate, setRate] = useState(initial.speaking_rate);
  const [maxMinutes, setMaxMinutes] = useState<number | string>(initial.max_call_minutes);
  const [record, setRecord] = useState(initial.record_calls);

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PATCH('/tenants/{tenant_id}/voice-config', {
          params: { path: { tenant_id: tenantId } },
          body: {
            greeting: greeting.trim() ? greeting.trim() : null,
            language,
            speaking_rate: rate,
            max_call_minutes: Number(maxMinutes),
            record_calls: record,
          },
        }),
      ),
    onSuccess: (data) => {
      qc.setQueryData(voiceKey(tenantId), data);
      notifySuccess(t('voice.saved'));
    },
  });
  const fields = ['greeting', 'language', 'speaking_rate', 'max_call_minutes', 'record_calls'];

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack>
        <Textarea
          label={t('voice.greeting')}
          description={t('voice.greetingHelp')}
          placeholder={t('voice.greetingPlaceholder')}
          value={greeting}
          onChange={(e) => setGreeting(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
          error={fieldError(save.error, 'greeting')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="voice-language-label">
            {t('voice.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="voice-language-label"
            value={language}
            onChange={(v) => setLanguage(v as 'pl' | 'en')}
            data={[
              { value: 'pl', label: t('voice.languages.pl') },
              { value: 'en', label: t('voice.languages.en') },
            ]}
            w="fit-content"
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="voice-rate-label">
            {t('voice.rate', { rate: rate.toFixed(1) })}
          </Text>
          <Slider
            aria-labelledby="voice-rate-label"
            thumbLabel={t('voice.rateThumb')}
            min={0.5}
            max={2}
            step={0.1}
            value={rate}
            onChange={setRate}
            label={(v) => v.toFixed(1)}
            marks={[
              { value: 0.5, label: '0.5' },
              { value: 1, label: '1.0' },
              { value: 2, label: '2.0' },
            ]}
            mb="md"
          />
        </Stack>
        <NumberInput
          label={t('voice.maxMinutes')}
          description={t('voice.maxMinutesHelp')}
          min={1}
          max={60}
          allowDecimal={false}
          value={maxMinutes}
          onChange={setMaxMinutes}
          maw={240}
          error={fieldError(save.error, 'max_call_minutes')}
        />
        <Switch
          label={t('voice.record')}
          description={t('voice.recordHelp')}
          checked={record}
          onChange={(e) => setRecord(e.currentTarget.checked)}
        />
        <FormError message={formError(save.error, fields)} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
