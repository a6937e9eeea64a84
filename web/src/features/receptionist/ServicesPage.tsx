import {
  Button,
  CloseButton,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { fieldIssues, formError, keys, type Settings, useSettings, useTenantId } from './api';
import { FormError, Section } from './Section';

interface Row {
  key: number;
  name: string;
  duration: number | string;
  price: number | string;
}

let nextKey = 1;
const toRows = (types: Settings['service_types']): Row[] =>
  Object.entries(types).map(([name, v]) => ({
    key: nextKey++,
    name,
    duration: v.duration_minutes,
    price: v.price_pln ?? '',
  }));

type RowProblem = 'name' | 'duplicate' | 'duration' | 'price';

function rowProblems(rows: Row[]): Record<number, RowProblem> {
  const out: Record<number, RowProblem> = {};
  const seen = new Set<string>();
  for (const r of rows) {
    const name = r.name.trim().toLowerCase();
    const d = Number(r.duration);
    if (!name) out[r.key] = 'name';
    else if (seen.has(name)) out[r.key] = 'duplicate';
    else if (r.duration === '' || !Number.isInteger(d) || d < 5 || d > 480) out[r.key] = 'duration';
    else if (r.price !== '' && (Number(r.price) < 0 || Number(r.price) > 1_000_000)) out[r.key] = 'price';
    seen.add(name);
  }
  return out;
}

/** `/settings/services`: the services offered, with their durations and prices (`settings.service_types`). */
export default function ServicesPage() {
  const { t } = useTranslation('receptionist');
  const settings = useSettings();
  return (
    <Stack>
      <PageTitle title={t('services.title')}>{t('services.title')}</PageTitle>
      <QueryState query={settings}>{(s) => <ServicesEditor settings={s} />}</QueryState>
    </Stack>
  );
}

function ServicesEditor({ settings }: { settings: Settings }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => toRows(settings.service_types));
  const [checked, setChecked] = useState(false);
  const problems = checked ? rowProblems(rows) : {};

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PUT('/tenants/{tenant_id}/settings', {
          params: { path: { tenant_id: tenantId } },
          body: {
            service_types: Object.fromEntries(
              rows.map((r) => [
                r.name.trim(),
                { duration_minutes: Number(r.duration), price_pln: r.price === '' ? null : Number(r.price) },
              ]),
            ),
          },
        }),
      ),
    onSuccess: (data) => {
      qc.setQueryData(keys.settings(tenantId), data);
      setRows(toRows(data.service_types));
      setChecked(false);
      notifySuccess(t('services.saved'));
    },
  });
  const update = (key: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const server = fieldIssues(save.error);

  return (
    <Section title={t('services.listTitle')} description={t('services.description')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setChecked(true);
          if (Object.keys(rowProblems(rows)).length) return;
          save.mutate();
        }}
      >
        <Stack>
          {rows.length === 0 ? (
            <Text size="sm">{t('services.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('services.name')}</Table.Th>
                    <Table.Th w={150}>{t('services.duration')}</Table.Th>
                    <Table.Th w={150}>{t('services.price')}</Table.Th>
                    <Table.Th w={48}>
                      <VisuallyHidden>{t('services.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r, i) => {
                    const p = problems[r.key];
                    const serverMsg = server.find((f) => f.field === `service_types.${r.name}`)?.message;
                    const n = i + 1;
                    return (
                      <Table.Tr key={r.key}>
                        <Table.Td>
                          <TextInput
                            aria-label={t('services.nameOf', { n })}
                            value={r.name}
                            onChange={(e) => update(r.key, { name: e.currentTarget.value })}
                            maxLength={100}
                            error={
                              p === 'name' || p === 'duplicate' ? t(`services.problems.${p}`) : serverMsg
                            }
                          />
                        </Table.Td>
                        <Table.Td>
                          <NumberInput
                            aria-label={t('services.durationOf', { n })}
                            value={r.duration}
                            onChange={(v) => update(r.key, { duration: v })}
                            min={5}
                            max={480}
                            step={5}
                            allowDecimal={false}
                            error={p === 'duration' ? t('services.problems.duration') : undefined}
                          />
                        </Table.Td>
                        <Table.Td>
                          <NumberInput
                            aria-label={t('services.priceOf', { n })}
                            value={r.price}
                            onChange={(v) => update(r.key, { price: v })}
                            min={0}
                            decimalScale={2}
                            fixedDecimalScale
                            decimalSeparator=","
                            thousandSeparator=" "
                            error={p === 'price' ? t('services.problems.price') : undefined}
                          />
                        </Table.Td>
                        <Table.Td>
                          <CloseButton
                            aria-label={t('services.remove', { name: r.name || n })}
                            onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <FormError message={server.length ? undefined : formError(save.error, [])} />
          <Group justify="space-between" wrap="wrap">
            <Button
              variant="default"
              onClick={() => setRows((rs) => [...rs, { key: nextKey++, name: '', duration: 30, price: '' }])}
              disabled={rows.length >= 100}
            >
              {t('services.add')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('services.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
