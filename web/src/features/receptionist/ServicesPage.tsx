import {
  Button,
  CloseButton,
  Group,
  NumberInput,
  Select,
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
import { fieldIssues, formError, keys, type Settings, useDepartments, useSettings, useTenantId } from './api';
import { FormError, Section } from './Section';

interface Row {
  key: number;
  name: string;
  duration: number | string;
  price: number | string;
  /** The name said to English-speaking callers ('' when none). */
  nameEn: string;
  /** Other names callers use, comma-separated in the field. */
  aliases: string;
  department: string | null;
}

const aliasList = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  ),
];

let nextKey = 1;
const toRows = (types: Settings['service_types']): Row[] =>
  Object.entries(types).map(([name, v]) => ({
    key: nextKey++,
    name,
    duration: v.duration_minutes,
    price: v.price_pln ?? '',
    nameEn: v.name_en ?? '',
    aliases: (v.aliases ?? []).join(', '),
    department: v.department ?? null,
  }));

type RowProblem = 'name' | 'duplicate' | 'duration' | 'price' | 'nameEn' | 'aliases';

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
  // An English name or an alias names one service only, and is not another service's name.
  for (const r of rows) {
    if (out[r.key]) continue;
    const own = r.name.trim().toLowerCase();
    const en = r.nameEn.trim().replace(/\s+/g, ' ').toLowerCase();
    if (en && en !== own && seen.has(en)) out[r.key] = 'nameEn';
    else if (en) seen.add(en);
  }
  for (const r of rows) {
    if (out[r.key]) continue;
    const own = aliasList(r.aliases).map((a) => a.toLowerCase());
    if (own.length > 20 || own.some((a) => a.length > 100)) out[r.key] = 'aliases';
    else if (own.some((a) => a !== r.name.trim().toLowerCase() && seen.has(a))) out[r.key] = 'aliases';
    for (const a of own) seen.add(a);
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
  const departments = useDepartments();
  const departmentOptions = (departments.data ?? []).map((d) => ({ value: d.name, label: d.name }));

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PUT('/tenants/{tenant_id}/settings', {
          params: { path: { tenant_id: tenantId } },
          body: {
            service_types: Object.fromEntries(
              rows.map((r) => [
                r.name.trim(),
                {
                  duration_minutes: Number(r.duration),
                  price_pln: r.price === '' ? null : Number(r.price),
                  name_en: r.nameEn.trim() || null,
                  aliases: aliasList(r.aliases),
                  department: r.department,
                },
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
            <Table.ScrollContainer minWidth={1100}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('services.name')}</Table.Th>
                    <Table.Th w={150}>{t('services.duration')}</Table.Th>
                    <Table.Th w={150}>{t('services.price')}</Table.Th>
                    <Table.Th>{t('services.nameEn')}</Table.Th>
                    <Table.Th>{t('services.aliases')}</Table.Th>
                    <Table.Th w={180}>{t('services.department')}</Table.Th>
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
                          <TextInput
                            aria-label={t('services.nameEnOf', { n })}
                            placeholder={t('services.nameEnPlaceholder')}
                            value={r.nameEn}
                            onChange={(e) => update(r.key, { nameEn: e.currentTarget.value })}
                            maxLength={100}
                            error={p === 'nameEn' ? t('services.problems.nameEn') : undefined}
                          />
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            aria-label={t('services.aliasesOf', { n })}
                            placeholder={t('services.aliasesPlaceholder')}
                            value={r.aliases}
                            onChange={(e) => update(r.key, { aliases: e.currentTarget.value })}
                            error={p === 'aliases' ? t('services.problems.aliases') : undefined}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Select
                            aria-label={t('services.departmentOf', { n })}
                            placeholder={t('services.noDepartment')}
                            data={
                              r.department && !departmentOptions.some((o) => o.value === r.department)
                                ? [...departmentOptions, { value: r.department, label: r.department }]
                                : departmentOptions
                            }
                            value={r.department}
                            onChange={(v) => update(r.key, { department: v })}
                            clearable
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
              onClick={() =>
                setRows((rs) => [
                  ...rs,
                  {
                    key: nextKey++,
                    name: '',
                    duration: 30,
                    price: '',
                    nameEn: '',
                    aliases: '',
                    department: null,
                  },
                ])
              }
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
