/** One appointment: what was booked, its SMS, and the two changes an owner makes: move and cancel. */
import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/common';
import { ApiError } from '../../lib/api';
import { serverNow } from '../../lib/clock';
import { notifySuccess } from '../../lib/notify';
import { useDateFormat, useTenantTimeZone } from '../../lib/time';
import {
  type Appointment,
  alternativesOf,
  type Slot,
  useAppointment,
  useCancelAppointment,
  useMoveAppointment,
} from './data';
import { SmsBadge, StatusBadge } from './ui';
import { localParts, zonedInstant } from './zone';

type HeadingOrder = 2 | 3;

export function AppointmentDetails({
  id,
  headingOrder = 3,
  showPageLink = false,
}: {
  id: string;
  headingOrder?: HeadingOrder;
  showPageLink?: boolean;
}) {
  const { t } = useTranslation('appointments');
  const q = useAppointment(id);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} retry={() => void q.refetch()} />;
  const a = q.data;
  return (
    <Stack gap="md" data-testid="appointment-details">
      <Facts a={a} />
      {showPageLink ? (
        <Anchor component={Link} to={`/appointments/${a.id}`} size="sm">
          {t('details.openPage')}
        </Anchor>
      ) : null}
      <Title order={headingOrder} size="h4">
        {t('sms.title')}
      </Title>
      <SmsList a={a} />
      {a.status !== 'cancelled' && Date.parse(a.start_time) > serverNow().getTime() ? (
        <>
          <Title order={headingOrder} size="h4">
            {t('move.title')}
          </Title>
          <MoveForm a={a} />
          <Title order={headingOrder} size="h4">
            {t('cancel.title')}
          </Title>
          <CancelBox a={a} />
        </>
      ) : null}
    </Stack>
  );
}

function Facts({ a }: { a: Appointment }) {
  const { t } = useTranslation('appointments');
  const fmt = useDateFormat();
  const rows: [string, React.ReactNode][] = [
    [t('fields.when'), `${fmt(a.start_time, 'datetime')}–${fmt(a.end_time, 'time')}`],
    [t('fields.duration'), t('details.minutes', { count: a.duration_minutes })],
    [t('fields.status'), <StatusBadge key="s" status={a.status} />],
    [t('fields.patientName'), a.patient_name],
    [t('fields.patientPhone'), a.patient_phone ?? t('details.none')],
    [t('fields.service'), a.service_type ?? t('details.none')],
    [t('fields.notes'), a.notes ?? t('details.none')],
    [t('fields.bookedVia'), t(`bookedVia.${a.booked_via}`, { defaultValue: a.booked_via })],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([k, v]) => (
          <Table.Tr key={k}>
            <Table.Th w={140}>{k}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{v}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SmsList({ a }: { a: Appointment }) {
  const { t } = useTranslation('appointments');
  const fmt = useDateFormat();
  if (a.sms.length === 0)
    return <Text size="sm">{a.patient_phone ? t('sms.noneYet') : t('sms.noPhone')}</Text>;
  return (
    <Stack gap={6} data-testid="appointment-sms">
      {a.sms.map((s) => (
        <Group key={`${s.kind}-${s.at}`} gap="xs" wrap="wrap">
          <SmsBadge status={s.status} />
          <Text size="sm">
            {t(`sms.kind.${s.kind}`, { defaultValue: s.kind })} · {fmt(s.at, 'datetime')}
          </Text>
          {s.error ? (
            <Text size="xs" c="red.9">
              {s.error}
            </Text>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}

/** A refused write in words; a taken slot also offers the nearest free times. */
export function WriteError({
  error,
  onPick,
  onClose,
}: {
  error: unknown;
  onPick?: (s: Slot) => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation('appointments');
  const fmt = useDateFormat();
  if (!error) return null;
  const message = error instanceof ApiError ? error.message : t('errors.unknown');
  const taken = error instanceof ApiError && error.status === 409 && error.code === 'slot_unavailable';
  const alternatives = alternativesOf(error);
  return (
    <Alert
      color="red"
      title={taken ? t('errors.slotTaken') : t('errors.refused')}
      role="alert"
      withCloseButton={!!onClose}
      onClose={onClose}
      closeButtonLabel={t('errors.close')}
    >
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {taken ? <Text size="sm">{t('errors.unchanged')}</Text> : null}
        {alternatives.length > 0 && onPick ? (
          <>
            <Text size="sm">{t('errors.alternatives')}</Text>
            <Group gap="xs">
              {alternatives.map((s) => (
                <Button key={s.start} size="xs" variant="white" color="red.9" onClick={() => onPick(s)}>
                  {fmt(s.start, 'time')}
                </Button>
              ))}
            </Group>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}

function MoveForm({ a }: { a: Appointment }) {
  const { t, i18n } = useTranslation('appointments');
  const tz = useTenantTimeZone();
  const start = localParts(new Date(a.start_time), tz);
  const [date, setDate] = useState<string | null>(start.date);
  const [time, setTime] = useState(start.time);
  const move = useMoveAppointment();
  const submit = (d: string, tm: string) =>
    move.mutate(
      { id: a.id, start_time: zonedInstant(d, tm, tz).toISOString() },
      { onSuccess: () => notifySuccess(t('move.done')) },
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (date) submit(date, time);
      }}
    >
      <Stack gap="sm">
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
            step={300}
            required
            miw={120}
          />
        </Group>
        <WriteError
          error={move.error}
          onPick={(s) => {
            const p = localParts(new Date(s.start), tz);
            setDate(p.date);
            setTime(p.time);
            submit(p.date, p.time);
          }}
        />
        <Button type="submit" loading={move.isPending} w="fit-content">
          {t('move.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function CancelBox({ a }: { a: Appointment }) {
  const { t } = useTranslation('appointments');
  const [asking, setAsking] = useState(false);
  const cancel = useCancelAppointment();
  if (!asking)
    return (
      <Button color="red.8" variant="outline" onClick={() => setAsking(true)} w="fit-content">
        {t('cancel.open')}
      </Button>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">{t('cancel.confirmText', { name: a.patient_name })}</Text>
      <WriteError error={cancel.error} />
      <Group gap="xs">
        <Button
          color="red.8"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(a.id, {
              onSuccess: () => {
                notifySuccess(t('cancel.done'));
                setAsking(false);
              },
            })
          }
        >
          {t('cancel.confirm')}
        </Button>
        <Button variant="default" onClick={() => setAsking(false)}>
          {t('cancel.keep')}
        </Button>
      </Group>
    </Stack>
  );
}
