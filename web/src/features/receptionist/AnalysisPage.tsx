import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle, QueryState } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { fieldIssues, formError, keys, type Settings, useSettings, useTenantId } from './api';
import { needsPlan } from './PlanGate';
import { FormError, Section } from './Section';

type Field = Settings['analysis_fields'][number];
type FieldType = Field['type'];
const TYPES: FieldType[] = ['string', 'number', 'boolean', 'enum'];
/** The service keeps at most this many fields (`analysis_fields`). */
const MAX_FIELDS = 10;

interface Row {
  key: number;
  name: string;
  type: FieldType;
  description: string;
  /** An enum's values, comma-separated in the field. */
  values: string;
}

let nextKey = 1;
const toRows = (fields: Settings['analysis_fields']): Row[] =>
  fields.map((f) => ({
    key: nextKey++,
    name: f.name,
    type: f.type,
    description: f.description ?? '',
    values: (f.values ?? []).join(', '),
  }));
const valueList = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** `/settings/analysis`: the post-call analysis fields (`settings.analysis_fields`, Business+). */
export default function AnalysisPage() {
  const { t } = useTranslation('receptionist');
  const settings = useSettings();
  return (
    <Stack>
      <PageTitle title={t('analysis.title')}>{t('analysis.title')}</PageTitle>
      <QueryState query={settings}>{(s) => <AnalysisEditor settings={s} />}</QueryState>
    </Stack>
  );
}

function PlanAlert({ message }: { message?: string }) {
  const { t } = useTranslation('receptionist');
  return (
    <Alert color="indigo" title={t('integrations.planTitle')}>
      <Text size="sm">
        {message ?? t('analysis.planNeeded')}{' '}
        <Anchor component={Link} to="/billing" c="inherit" underline="always" fw={600}>
          {t('integrations.planLink')}
        </Anchor>
      </Text>
    </Alert>
  );
}

function AnalysisEditor({ settings }: { settings: Settings }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => toRows(settings.analysis_fields));
  const allowed = settings.plan.features.includes('call_analysis');

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PUT('/tenants/{tenant_id}/settings', {
          params: { path: { tenant_id: tenantId } },
          body: {
            analysis_fields: rows.map((r) => ({
              name: r.name,
              type: r.type,
              description: r.description.trim() ? r.description.trim() : null,
              ...(r.type === 'enum' ? { values: valueList(r.values) } : {}),
            })),
          },
        }),
      ),
    onSuccess: (data) => {
      qc.setQueryData(keys.settings(tenantId), data);
      setRows(toRows(data.analysis_fields));
      notifySuccess(t('analysis.saved'));
    },
  });
  const update = (key: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const server = fieldIssues(save.error);
  const at = (i: number, part: string) =>
    server.find((f) => f.field === `analysis_fields.${i}.${part}`)?.message;
  const shown = server.some((f) => /^analysis_fields\.\d+\.(name|type|description|values)/.test(f.field));

  if (!allowed && rows.length === 0) return <PlanAlert />;
  return (
    <Section title={t('analysis.listTitle')} description={t('analysis.description')}>
      {!allowed ? <PlanAlert /> : null}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack>
          {rows.length === 0 ? <Text size="sm">{t('analysis.empty')}</Text> : null}
          {rows.map((r, i) => {
            const n = i + 1;
            return (
              <Paper key={r.key} withBorder p="sm" component="fieldset" m={0} data-testid="analysis-field">
                <Text component="legend" size="sm" fw={600} px={4}>
                  {t('analysis.fieldN', { n })}
                </Text>
                <Stack gap="xs">
                  <Group align="flex-start" wrap="wrap" gap="sm">
                    <TextInput
                      label={t('analysis.name')}
                      description={t('analysis.nameHelp')}
                      value={r.name}
                      onChange={(e) => update(r.key, { name: e.currentTarget.value })}
                      maxLength={64}
                      required
                      error={at(i, 'name')}
                      style={{ flex: '1 1 220px' }}
                    />
                    <Select
                      label={t('analysis.type')}
                      data={TYPES.map((v) => ({ value: v, label: t(`analysis.types.${v}`) }))}
                      value={r.type}
                      onChange={(v) => v && update(r.key, { type: v as FieldType })}
                      allowDeselect={false}
                      error={at(i, 'type')}
                      w={200}
                    />
                    <CloseButton
                      mt={28}
                      aria-label={t('analysis.remove', { name: r.name || n })}
                      onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                    />
                  </Group>
                  <TextInput
                    label={t('analysis.fieldDescription')}
                    description={t('analysis.fieldDescriptionHelp')}
                    value={r.description}
                    onChange={(e) => update(r.key, { description: e.currentTarget.value })}
                    maxLength={500}
                    error={at(i, 'description')}
                  />
                  {r.type === 'enum' ? (
                    <TextInput
                      label={t('analysis.values')}
                      description={t('analysis.valuesHelp')}
                      placeholder={t('analysis.valuesPlaceholder')}
                      value={r.values}
                      onChange={(e) => update(r.key, { values: e.currentTarget.value })}
                      error={at(i, 'values')}
                    />
                  ) : null}
                </Stack>
              </Paper>
            );
          })}
          {needsPlan(save.error) ? (
            <PlanAlert message={(save.error as ApiError).message} />
          ) : (
            <FormError message={shown ? undefined : formError(save.error, [])} />
          )}
          <Group justify="space-between" wrap="wrap">
            <Button
              variant="default"
              onClick={() =>
                setRows((rs) => [
                  ...rs,
                  { key: nextKey++, name: '', type: 'string', description: '', values: '' },
                ])
              }
              disabled={rows.length >= MAX_FIELDS}
            >
              {t('analysis.add')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('analysis.save')}
            </Button>
          </Group>
          {rows.length >= MAX_FIELDS ? <Text size="sm">{t('analysis.max', { max: MAX_FIELDS })}</Text> : null}
        </Stack>
      </form>
    </Section>
  );
}
