import '@mantine/dates/styles.css';
import 'dayjs/locale/pl';
import {
  Box,
  Button,
  CloseButton,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { type ExceptionProblems, type ExceptionState, MAX_EXCEPTIONS, MAX_NOTE, newException } from './hours';
import { IntervalsEditor } from './IntervalsEditor';

/**
 * Holidays and other dated exceptions to the week: each replaces that date's weekly hours,
 * closed all day or open only in its own intervals, with an optional note the receptionist says.
 */
export function HoursExceptions({
  list,
  onChange,
  problems,
  showProblems,
  serverErrors,
}: {
  list: ExceptionState[];
  onChange: (next: ExceptionState[]) => void;
  problems: Record<number, ExceptionProblems>;
  showProblems: boolean;
  /** The service's messages by the entry's index in `list`. */
  serverErrors: Record<number, string>;
}) {
  const { t } = useTranslation('receptionist');
  const set = (id: number, patch: Partial<ExceptionState>) =>
    onChange(list.map((e) => (e.id === id ? { ...e, ...patch } : e)));

  return (
    <Stack gap="xs" mt="md" data-testid="hours-exceptions">
      <Title order={3} size="h5">
        {t('exceptions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('exceptions.description')}
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('exceptions.empty')}
        </Text>
      ) : null}
      {list.map((e, i) => (
        <ExceptionRow
          key={e.id}
          n={i + 1}
          state={e}
          onChange={(patch) => set(e.id, patch)}
          onRemove={() => onChange(list.filter((x) => x.id !== e.id))}
          problems={showProblems ? problems[e.id] : undefined}
          serverError={serverErrors[i]}
        />
      ))}
      {list.length < MAX_EXCEPTIONS ? (
        <Button variant="light" w="fit-content" onClick={() => onChange([...list, newException()])}>
          {t('exceptions.add')}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t('exceptions.limit', { max: MAX_EXCEPTIONS })}
        </Text>
      )}
    </Stack>
  );
}

function ExceptionRow({
  n,
  state,
  onChange,
  onRemove,
  problems,
  serverError,
}: {
  n: number;
  state: ExceptionState;
  onChange: (patch: Partial<ExceptionState>) => void;
  onRemove: () => void;
  problems: ExceptionProblems | undefined;
  serverError: string | undefined;
}) {
  const { t, i18n } = useTranslation('receptionist');
  const name = t('exceptions.entry', { n });

  return (
    <Box
      p="sm"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}
      data-testid={`exception-${n}`}
    >
      <Group align="flex-start" wrap="wrap" gap="md">
        <DatePickerInput
          label={t('exceptions.date', { n })}
          placeholder={t('exceptions.pickDate')}
          value={state.date}
          onChange={(v) => onChange({ date: v ? String(v).slice(0, 10) : null })}
          locale={i18n.language}
          firstDayOfWeek={1}
          valueFormat="DD.MM.YYYY"
          ariaLabels={{
            nextMonth: t('exceptions.nextMonth'),
            previousMonth: t('exceptions.previousMonth'),
            nextYear: t('exceptions.nextYear'),
            previousYear: t('exceptions.previousYear'),
            nextDecade: t('exceptions.nextDecade'),
            previousDecade: t('exceptions.previousDecade'),
            monthLevelControl: t('exceptions.monthLevel'),
            yearLevelControl: t('exceptions.yearLevel'),
          }}
          error={problems?.date ? t(`exceptions.problems.${problems.date}`) : undefined}
          required
          w={170}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`exception-kind-${state.id}`}>
            {t('exceptions.kind', { n })}
          </Text>
          <SegmentedControl
            aria-labelledby={`exception-kind-${state.id}`}
            value={state.closed ? 'closed' : 'hours'}
            onChange={(v) => onChange({ closed: v === 'closed' })}
            data={[
              { value: 'closed', label: t('exceptions.closed') },
              { value: 'hours', label: t('exceptions.special') },
            ]}
          />
        </Stack>
        <TextInput
          label={t('exceptions.note', { n })}
          placeholder={t('exceptions.notePlaceholder')}
          value={state.note}
          maxLength={MAX_NOTE}
          onChange={(e) => onChange({ note: e.currentTarget.value })}
          style={{ flex: 1, minWidth: 200 }}
        />
        <CloseButton mt={26} aria-label={t('exceptions.remove', { n })} onClick={onRemove} />
      </Group>
      {state.closed ? null : (
        <IntervalsEditor
          name={name}
          intervals={state.intervals}
          onChange={(intervals) => onChange({ intervals })}
          problemAt={(i) => problems?.intervals[i]}
          mt="xs"
        />
      )}
      {serverError ? (
        <Text c="red.8" size="sm" role="alert" mt="xs">
          {serverError}
        </Text>
      ) : null}
    </Box>
  );
}
