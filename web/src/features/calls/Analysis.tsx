import { Box, Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../receptionist/api';
import type { Call } from './shared';

type Value = string | number | boolean | null;

/**
 * The call's post-call analysis (Business+): each of the tenant's fields with the value found in
 * the conversation, in the order the fields are defined; values of fields removed since come last.
 */
export function Analysis({
  call,
}: {
  call: Call & { analysis?: Record<string, Value> | null; analysis_status?: string };
}) {
  const { t, i18n } = useTranslation('calls');
  const settings = useSettings();
  const values = call.analysis;
  if (!values) return null;
  const defined = settings.data?.analysis_fields ?? [];
  const rows = [
    ...defined.filter((f) => f.name in values).map((f) => ({ name: f.name, label: f.description || f.name })),
    ...Object.keys(values)
      .filter((k) => !defined.some((f) => f.name === k))
      .map((k) => ({ name: k, label: k })),
  ];
  const show = (v: Value | undefined) => {
    if (v === null || v === undefined) return t('analysis.notStated');
    if (typeof v === 'boolean') return v ? t('analysis.yes') : t('analysis.no');
    if (typeof v === 'number') return v.toLocaleString(i18n.language);
    return v;
  };
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('analysis.title')}
      </Title>
      {call.analysis_status === 'pending' || call.analysis_status === 'failed' ? (
        <Text size="sm" mb="xs" c="dimmed" data-testid="analysis-status">
          {t(`analysis.${call.analysis_status}`)}
        </Text>
      ) : null}
      {rows.length === 0 ? (
        <Text size="sm">{t('analysis.empty')}</Text>
      ) : (
        <Box component="dl" m={0} data-testid="call-analysis">
          {rows.map((r) => (
            <Box key={r.name} mb={6} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
              <Text component="dt" size="sm" fw={600} miw={160}>
                {r.label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {show(values[r.name])}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
