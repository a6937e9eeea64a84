import { Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DAYS, type Day, type DayHours, type Draft } from './draft';

export type HoursErrors = Partial<Record<Day | 'owner_phone', string>>;

/** The business phone (the number callers use today) and the weekly opening hours. */
export function HoursStep({
  draft,
  set,
  errors,
}: {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  errors: HoursErrors;
}) {
  const { t } = useTranslation('onboarding');
  const setDay = (day: Day, patch: Partial<DayHours>) =>
    set({ hours: { ...draft.hours, [day]: { ...draft.hours[day], ...patch } } });

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('hours.title')}
      </Title>
      <TextInput
        label={t('hours.ownerPhone')}
        description={t('hours.ownerPhoneHint')}
        type="tel"
        autoComplete="tel"
        value={draft.owner_phone}
        onChange={(e) => set({ owner_phone: e.currentTarget.value })}
        required
        maxLength={32}
        error={errors.owner_phone}
      />
      <Text size="sm" fw={500}>
        {t('hours.weekly')}
      </Text>
      <Text size="sm">{t('hours.weeklyHint')}</Text>
      <Stack gap="xs">
        {DAYS.map((day) => {
          const h = draft.hours[day];
          const name = t(`days.${day}`);
          return (
            <Group key={day} gap="sm" align="flex-start" wrap="wrap">
              <Checkbox
                label={name}
                checked={h.open}
                onChange={(e) => setDay(day, { open: e.currentTarget.checked })}
                w={150}
                mt={8}
              />
              {h.open ? (
                <>
                  <TextInput
                    type="time"
                    aria-label={t('hours.from', { day: name })}
                    value={h.from}
                    onChange={(e) => setDay(day, { from: e.currentTarget.value })}
                    w={120}
                    error={errors[day]}
                  />
                  <Text mt={8} aria-hidden>
                    –
                  </Text>
                  <TextInput
                    type="time"
                    aria-label={t('hours.to', { day: name })}
                    value={h.to}
                    onChange={(e) => setDay(day, { to: e.currentTarget.value })}
                    w={120}
                  />
                </>
              ) : (
                <Text size="sm" mt={8}>
                  {t('hours.closed')}
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
