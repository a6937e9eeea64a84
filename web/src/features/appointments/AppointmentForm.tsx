/** Booking from the dashboard: patient, service, date and time (with the day's open slots), length. */
import { Button, Chip, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { useDateFormat, useTenantTimeZone } from '../../lib/time';
import { WriteError } from './AppointmentDetails';
import { useAvailability, useCreateAppointment } from './data';
import { localParts, zonedInstant } from './zone';

export interface FormStart {
  date: string;
  time: string;
}

export function AppointmentForm({
  opened,
  start,
  onClose,
  onCreated,
}: {
  opened: boolean;
  start: FormStart;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('appointments');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('create.close') }}
    >
      {opened ? <FormBody start={start} onClose={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function FormBody({
  start,
  onClose,
  onCreated,
}: {
  start: FormStart;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('appointments');
  const tz = useTenantTimeZone();
  const fmt = useDateFormat();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [service, setService] = useState('');
  const [date, setDate] = useState<string | null>(start.date);
  const [time, setTime] = useState(start.time);
  const [duration, setDuration] = useState<number | string>(30);
  const [notes, setNotes] = useState('');
  const create = useCreateAppointment();
  const free = useAvailability(date);
  useEffect(() => {
    setDate(start.date);
    setTime(start.time);
  }, [start]);

  const fieldError = (field: string) =>
    create.error instanceof ApiError
      ? create.error.info.fields.find((f) => f.field === field)?.message
      : undefined;

  const submit = (d: string | null, tm: string) => {
    if (!d || !tm) return;
    create.mutate(
      {
        start_time: zonedInstant(d, tm, tz).toISOString(),
        patient_name: name.trim(),
        ...(phone.trim() ? { patient_phone: phone.trim() } : {}),
        ...(service.trim() ? { service_type: service.trim() } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(typeof duration === 'number' ? { duration_minutes: duration } : {}),
      },
      {
        onSuccess: (a) => {
          notifySuccess(t('create.done'));
          onCreated(a.id);
        },
      },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit(date, time);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('fields.patientName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          maxLength={200}
          error={fieldError('patient_name')}
          data-autofocus
        />
        <TextInput
          label={t('fields.patientPhone')}
          description={t('create.phoneHint')}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          maxLength={32}
          error={fieldError('patient_phone')}
        />
        <TextInput
          label={t('fields.service')}
          value={service}
          onChange={(e) => setService(e.currentTarget.value)}
          maxLength={100}
          error={fieldError('service_type')}
        />
        <Group grow wrap="wrap" align="flex-start">
          <DatePickerInput
            label={t('fields.date')}
            value={date}
            onChange={(v) => setDate(v ? String(v).slice(0, 10) : null)}
            locale={i18n.language}
            firstDayOfWeek={1}
            valueFormat="DD.MM.YYYY"
            required
            miw={150}
          />
          <TimeInput
            label={t('fields.time')}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            required
            miw={110}
            error={fieldError('start_time')}
          />
          <NumberInput
            label={t('fields.durationMinutes')}
            value={duration}
            onChange={setDuration}
            min={5}
            max={480}
            step={5}
            miw={110}
            error={fieldError('duration_minutes')}
          />
        </Group>
        {free.data ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="free-slots-label">
              {t('create.freeSlots')}
            </Text>
            {free.data.slots.length === 0 ? (
              <Text size="sm">{t('create.noFreeSlots')}</Text>
            ) : (
              <Chip.Group value={time} onChange={(v) => setTime(typeof v === 'string' ? v : (v[0] ?? time))}>
                <Group gap={6} role="group" aria-labelledby="free-slots-label">
                  {free.data.slots.slice(0, 24).map((s) => {
                    const local = localParts(new Date(s.start), tz).time;
                    return (
                      <Chip key={s.start} value={local} size="xs" variant="outline">
                        {fmt(s.start, 'time')}
                      </Chip>
                    );
                  })}
                </Group>
              </Chip.Group>
            )}
          </Stack>
        ) : null}
        <Textarea
          label={t('fields.notes')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={2}
        />
        <WriteError
          error={create.error}
          onPick={(s) => {
            const p = localParts(new Date(s.start), tz);
            setDate(p.date);
            setTime(p.time);
            submit(p.date, p.time);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('create.close')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
