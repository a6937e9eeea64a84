import { Button, CloseButton, Group, Stack, type StackProps, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type IntervalProblem, nextInterval, type Slot } from './hours';

/**
 * The from–to intervals of one day (a weekday or a dated exception): a time pair per interval,
 * each removable while more than one is left, and "add" up to six. `problemAt(i)` marks the
 * pair and says why under its end; `children` stand between the intervals and "add".
 */
export function IntervalsEditor({
  name,
  intervals,
  onChange,
  problemAt,
  children,
  ...stack
}: {
  /** The day's name in the fields' labels ("Monday", "Exception 2"). */
  name: string;
  intervals: Slot[];
  onChange: (next: Slot[]) => void;
  problemAt: (i: number) => IntervalProblem | undefined;
  children?: ReactNode;
} & Omit<StackProps, 'onChange' | 'children'>) {
  const { t } = useTranslation('receptionist');
  const setSlot = (id: number, patch: Partial<Slot>) =>
    onChange(intervals.map((s) => (s.id === id ? { ...s, ...patch } : s)));
  return (
    <Stack gap="xs" {...stack}>
      {intervals.map(({ id, from, to }, i) => {
        const problem = problemAt(i);
        return (
          <Group key={id} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              type="time"
              aria-label={t('hours.from', { day: name, n: i + 1 })}
              value={from}
              onChange={(e) => setSlot(id, { from: e.currentTarget.value })}
              w={120}
              error={problem ? true : undefined}
            />
            <Text pt={6} aria-hidden>
              –
            </Text>
            <TextInput
              type="time"
              aria-label={t('hours.to', { day: name, n: i + 1 })}
              value={to}
              onChange={(e) => setSlot(id, { to: e.currentTarget.value })}
              w={120}
              error={problem ? t(`hours.problems.${problem}`) : undefined}
            />
            {intervals.length > 1 ? (
              <CloseButton
                mt={4}
                aria-label={t('hours.remove', { day: name, n: i + 1 })}
                onClick={() => onChange(intervals.filter((s) => s.id !== id))}
              />
            ) : null}
          </Group>
        );
      })}
      {children}
      {intervals.length < 6 ? (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          aria-label={t('hours.addFor', { day: name })}
          onClick={() => onChange([...intervals, nextInterval({ open: true, intervals })])}
        >
          {t('hours.add')}
        </Button>
      ) : null}
    </Stack>
  );
}
