/** The calls list's filters, kept in the address (so the page and the CSV export share them). */
import { Button, Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallQuery, Outcome } from './shared';
import { OUTCOMES } from './shared';
import { zonedDayStart } from './zone';

export interface Filters {
  q: string;
  caller: string;
  outcome: string;
  message: string;
  urgent: boolean;
  from: string;
  to: string;
}

const FIELDS = ['q', 'caller', 'outcome', 'message', 'from', 'to'] as const;

export function readFilters(params: URLSearchParams): Filters {
  const f = Object.fromEntries(FIELDS.map((k) => [k, params.get(k) ?? ''])) as Omit<Filters, 'urgent'>;
  return { ...f, urgent: params.get('urgent') === '1' };
}

export function writeFilters(f: Filters): URLSearchParams {
  const out = new URLSearchParams();
  for (const k of FIELDS) if (f[k].trim()) out.set(k, f[k].trim());
  if (f.urgent) out.set('urgent', '1');
  return out;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as `GET /calls` query parameters (days in the tenant's zone; `to` inclusive). */
export function toQuery(f: Filters, timeZone: string): CallQuery {
  const q: CallQuery = {};
  if (f.q.trim()) q.q = f.q.trim();
  if (/\d/.test(f.caller)) q.caller = f.caller.trim();
  if ((OUTCOMES as string[]).includes(f.outcome)) q.outcome = f.outcome as Outcome;
  if (f.message === 'yes') q.has_message = true;
  if (f.message === 'no') q.has_message = false;
  if (f.urgent) q.urgent = true;
  if (YMD.test(f.from)) q.created_after = zonedDayStart(f.from, timeZone).toISOString();
  if (YMD.test(f.to)) q.created_before = zonedDayStart(f.to, timeZone, 1).toISOString();
  return q;
}

/** The same parameters as a query string (the CSV link). */
export function queryString(q: CallQuery): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    if (v !== undefined && k !== 'limit' && k !== 'cursor') out.set(k, String(v));
  return out.toString();
}

export function CallFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const { t } = useTranslation('calls');
  const [q, setQ] = useState(value.q);
  const [caller, setCaller] = useState(value.caller);
  const pushText = useDebouncedCallback((next: Partial<Filters>) => onChange({ ...value, ...next }), 400);
  useEffect(() => setQ(value.q), [value.q]);
  useEffect(() => setCaller(value.caller), [value.caller]);
  const empty = !writeFilters(value).toString();

  return (
    <form
      aria-label={t('filters.label')}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...value, q, caller });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" mb="sm">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchHint')}
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            pushText({ q: e.currentTarget.value, caller });
          }}
        />
        <TextInput
          label={t('filters.caller')}
          placeholder={t('filters.callerHint')}
          inputMode="tel"
          value={caller}
          onChange={(e) => {
            setCaller(e.currentTarget.value);
            pushText({ q, caller: e.currentTarget.value });
          }}
        />
        <Select
          label={t('filters.outcome')}
          placeholder={t('filters.any')}
          clearable
          data={OUTCOMES.map((o) => ({ value: o, label: t(`outcome.${o}`) }))}
          value={value.outcome || null}
          onChange={(v) => onChange({ ...value, q, caller, outcome: v ?? '' })}
        />
        <Select
          label={t('filters.message')}
          placeholder={t('filters.any')}
          clearable
          data={[
            { value: 'yes', label: t('filters.withMessage') },
            { value: 'no', label: t('filters.withoutMessage') },
          ]}
          value={value.message || null}
          onChange={(v) => onChange({ ...value, q, caller, message: v ?? '' })}
        />
        <TextInput
          label={t('filters.from')}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ ...value, q, caller, from: e.currentTarget.value })}
        />
        <TextInput
          label={t('filters.to')}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => onChange({ ...value, q, caller, to: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Group gap="md" mb="md" wrap="wrap">
        <Checkbox
          label={t('filters.urgent')}
          checked={value.urgent}
          onChange={(e) => onChange({ ...value, q, caller, urgent: e.currentTarget.checked })}
        />
        <Button type="submit" variant="light" size="xs">
          {t('filters.apply')}
        </Button>
        {!empty ? (
          <Button
            variant="subtle"
            size="xs"
            onClick={() =>
              onChange({ q: '', caller: '', outcome: '', message: '', urgent: false, from: '', to: '' })
            }
          >
            {t('filters.clear')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
