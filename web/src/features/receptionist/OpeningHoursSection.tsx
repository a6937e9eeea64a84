import { Box, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { fieldIssues, formError, keys, type Tenant, useTenantId } from './api';
import { HoursExceptions } from './HoursExceptions';
import {
  type DayState,
  dayProblems,
  type ExceptionState,
  exceptionProblems,
  toExceptionStates,
  toExceptions,
  toOpeningHours,
  toWeekState,
  WEEKDAYS,
  type Weekday,
  type WeekState,
  weekProblems,
} from './hours';
import { IntervalsEditor } from './IntervalsEditor';
import { FormError, Section } from './Section';

/**
 * The weekly opening hours: several intervals a day (a break is two), a closed switch per day;
 * below them the holidays and short days, saved with the week in one request.
 */
export function OpeningHoursSection({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [week, setWeek] = useState<WeekState>(() => toWeekState(tenant.opening_hours));
  const [exceptions, setExceptions] = useState<ExceptionState[]>(() =>
    toExceptionStates(tenant.opening_hours_exceptions),
  );
  const [checked, setChecked] = useState(false);

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PATCH('/tenants/{tenant_id}', {
          params: { path: { tenant_id: tenantId } },
          body: { opening_hours: toOpeningHours(week), opening_hours_exceptions: toExceptions(exceptions) },
        }),
      ),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: keys.tenant(tenantId) });
      notifySuccess(t('hours.saved'));
    },
  });

  const setDay = (day: Weekday, next: DayState) => setWeek((w) => ({ ...w, [day]: next }));
  const issues = fieldIssues(save.error);
  const serverIssues = issues.filter((f) => f.field.startsWith('opening_hours'));
  const exceptionErrors: Record<number, string> = {};
  for (const f of issues) {
    const [head, index] = f.field.split('.');
    if (head === 'opening_hours_exceptions' && index !== undefined && /^\d+$/.test(index))
      exceptionErrors[Number(index)] ??= f.message;
  }
  const listError = issues.find((f) => f.field === 'opening_hours_exceptions')?.message;
  const exProblems = exceptionProblems(exceptions);
  const invalid = Object.keys(weekProblems(week)).length > 0 || Object.keys(exProblems).length > 0;

  return (
    <Section id="opening-hours" title={t('hours.title')} description={t('hours.description')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setChecked(true);
          if (invalid) return;
          save.mutate();
        }}
      >
        <Stack gap="xs">
          {WEEKDAYS.map((day) => (
            <DayRow
              key={day}
              day={day}
              state={week[day]}
              onChange={(next) => setDay(day, next)}
              showProblems={checked}
              serverError={serverIssues.find((f) => f.field.split('.')[1] === day)?.message}
            />
          ))}
          <HoursExceptions
            list={exceptions}
            onChange={setExceptions}
            problems={exProblems}
            showProblems={checked}
            serverErrors={exceptionErrors}
          />
          {listError ? (
            <Text c="red.8" size="sm" role="alert">
              {listError}
            </Text>
          ) : null}
          {checked && invalid ? (
            <Text c="red.8" size="sm" role="alert">
              {Object.keys(weekProblems(week)).length ? t('hours.fixProblems') : t('exceptions.fixProblems')}
            </Text>
          ) : null}
          <FormError message={serverIssues.length ? undefined : formError(save.error, [])} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('hours.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function DayRow({
  day,
  state,
  onChange,
  showProblems,
  serverError,
}: {
  day: Weekday;
  state: DayState;
  onChange: (next: DayState) => void;
  showProblems: boolean;
  serverError: string | undefined;
}) {
  const { t } = useTranslation('receptionist');
  const name = t(`days.${day}`);
  const problems = showProblems ? dayProblems(state) : {};

  return (
    <Box py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} data-testid={`day-${day}`}>
      <Group align="flex-start" wrap="wrap" gap="md">
        <Box w={170} pt={6}>
          <Switch
            label={name}
            checked={state.open}
            onChange={(e) => onChange({ ...state, open: e.currentTarget.checked })}
          />
          <Text size="xs" c="dimmed" ml={46}>
            {state.open ? t('hours.open') : t('hours.closed')}
          </Text>
        </Box>
        {state.open ? (
          <IntervalsEditor
            name={name}
            intervals={state.intervals}
            onChange={(intervals) => onChange({ ...state, intervals })}
            problemAt={(i) => problems[i]}
            style={{ flex: 1, minWidth: 240 }}
          >
            {serverError ? (
              <Text c="red.8" size="sm" role="alert">
                {serverError}
              </Text>
            ) : null}
          </IntervalsEditor>
        ) : null}
      </Group>
    </Box>
  );
}
