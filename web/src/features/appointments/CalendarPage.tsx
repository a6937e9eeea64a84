/** `/appointments`: the calendar of every source, by week or day; on a phone, the day as a list. */
import '@mantine/dates/styles.css';
import 'dayjs/locale/pl';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle, QueryState } from '../../components/common';
import { serverNow } from '../../lib/clock';
import { notifySuccess } from '../../lib/notify';
import { useDateFormat, useTenantTimeZone } from '../../lib/time';
import { AgendaList } from './AgendaList';
import { AppointmentDetails, WriteError } from './AppointmentDetails';
import { AppointmentForm, type FormStart } from './AppointmentForm';
import { CalendarGrid, daySegments } from './CalendarGrid';
import { type CalendarEvent, useCalendar, useMoveAppointment, useOpeningHours } from './data';
import { sourceColor, useDayLabel } from './ui';
import { addDays, isDate, localParts, timeToMinutes, weekStart, zonedInstant } from './zone';

type View = 'week' | 'day';

/** The hours shown: the opening hours of the shown days, widened to every event, 08–18 at least. */
function timeRange(
  days: string[],
  hours: Record<string, [string, string][]> | null,
  events: CalendarEvent[],
  tz: string,
) {
  let start = 8 * 60;
  let end = 18 * 60;
  const keys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  for (const d of days) {
    const wd = localParts(zonedInstant(d, '12:00', tz), tz).weekday;
    for (const [a, b] of hours?.[keys[wd] ?? ''] ?? []) {
      start = Math.min(start, timeToMinutes(a));
      end = Math.max(end, timeToMinutes(b));
    }
    for (const s of daySegments(events, d, tz)) {
      start = Math.min(start, s.top);
      end = Math.max(end, s.bottom);
    }
  }
  return { start: Math.floor(start / 60) * 60, end: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

export default function CalendarPage() {
  const { t } = useTranslation('appointments');
  const tz = useTenantTimeZone();
  const fmt = useDateFormat();
  const dayLabel = useDayLabel();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const now = serverNow();
  const today = localParts(now, tz).date;
  const date = isDate(params.get('date')) ? (params.get('date') as string) : today;
  const view: View = phone || params.get('view') === 'day' ? 'day' : 'week';
  const days = useMemo(() => {
    if (view === 'day') return [date];
    const first = weekStart(date);
    return Array.from({ length: 7 }, (_, i) => addDays(first, i));
  }, [view, date]);
  const from = zonedInstant(days[0] ?? date, '00:00', tz);
  const to = zonedInstant(addDays(days.at(-1) ?? date, 1), '00:00', tz);
  const calendar = useCalendar(from, to);
  const hours = useOpeningHours();
  const move = useMoveAppointment();
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const [form, setForm] = useState<FormStart | null>(null);
  const [moveError, setMoveError] = useState<unknown>(null);

  const go = (next: Partial<{ date: string; view: View }>) => {
    setMoveError(null);
    const p = new URLSearchParams(params);
    if (next.date) p.set('date', next.date);
    if (next.view) p.set('view', next.view);
    setParams(p, { replace: true });
  };
  const step = view === 'week' ? 7 : 1;
  const title =
    view === 'week'
      ? t('page.weekOf', {
          from: dayLabel(days[0] ?? date, 'long'),
          to: dayLabel(days.at(-1) ?? date, 'long'),
        })
      : dayLabel(date, 'long');

  const onMove = (e: CalendarEvent, d: string, time: string) => {
    const start = zonedInstant(d, time, tz);
    if (start.getTime() === Date.parse(e.start)) return;
    move.mutate(
      { id: e.id, start_time: start.toISOString() },
      {
        onSuccess: () => {
          setMoveError(null);
          notifySuccess(t('move.doneAt', { when: fmt(start, 'datetime') }));
        },
        onError: (err) => setMoveError(err),
      },
    );
  };

  const nextFree = () => {
    const n = serverNow();
    const local = localParts(n, tz);
    const m = Math.ceil((local.minutes + 1) / 30) * 30;
    const d = view === 'day' || date > today ? date : today;
    return d === today && m < 24 * 60
      ? { date: d, time: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}` }
      : { date: d, time: '09:00' };
  };

  return (
    <Stack gap="md">
      <PageTitle title={t('page.title')}>{t('page.title')}</PageTitle>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(view === 'week' ? 'nav.prevWeek' : 'nav.prevDay')}
            onClick={() => go({ date: addDays(date, -step) })}
          >
            <span aria-hidden="true">‹</span>
          </ActionIcon>
          <Button variant="default" onClick={() => go({ date: today })}>
            {t('nav.today')}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(view === 'week' ? 'nav.nextWeek' : 'nav.nextDay')}
            onClick={() => go({ date: addDays(date, step) })}
          >
            <span aria-hidden="true">›</span>
          </ActionIcon>
        </Group>
        <Group gap="sm" wrap="wrap">
          {phone ? null : (
            <SegmentedControl
              aria-label={t('nav.view')}
              value={view}
              onChange={(v) => go({ view: v as View })}
              data={[
                { value: 'week', label: t('nav.week') },
                { value: 'day', label: t('nav.day') },
              ]}
            />
          )}
          <Button onClick={() => setForm(nextFree())}>{t('create.open')}</Button>
        </Group>
      </Group>
      <Text fw={600} component="h2" size="lg" m={0} aria-live="polite">
        {title}
      </Text>
      <QueryState query={calendar}>
        {(data) => {
          const feedIds = data.sources.filter((s) => s.source === 'ical').map((s) => s.id ?? '');
          return (
            <Stack gap="sm">
              <Group gap="xs" wrap="wrap" aria-label={t('sources.label')} role="group">
                {data.sources.map((s) => (
                  <Badge
                    key={s.id ?? 'recepcja'}
                    variant="filled"
                    color={
                      s.status === 'error'
                        ? 'red.9'
                        : `${sourceColor({ source: s.source, source_id: s.id }, feedIds)}.9`
                    }
                    radius="sm"
                  >
                    {s.source === 'recepcja' ? t('sources.ours') : s.name} · {s.events}
                  </Badge>
                ))}
              </Group>
              {data.sources
                .filter((s) => s.status === 'error')
                .map((s) => (
                  <Alert key={s.id} color="orange" title={t('sources.errorTitle', { name: s.name })}>
                    <Text size="sm">{s.error}</Text>
                  </Alert>
                ))}
              <WriteError error={moveError} onClose={() => setMoveError(null)} />
              {view === 'day' && phone ? (
                <AgendaList date={date} events={data.events} feedIds={feedIds} onOpen={setOpen} />
              ) : (
                <CalendarGrid
                  days={days}
                  events={data.events}
                  feedIds={feedIds}
                  range={timeRange(days, hours, data.events, tz)}
                  today={today}
                  nowMs={now.getTime()}
                  onOpen={setOpen}
                  onCreateAt={(d, time) => setForm({ date: d, time })}
                  onMove={onMove}
                />
              )}
            </Stack>
          );
        }}
      </QueryState>
      <Drawer
        opened={!!open}
        onClose={() => setOpen(null)}
        position="right"
        size="md"
        title={open?.title ?? ''}
        closeButtonProps={{ 'aria-label': t('create.close') }}
      >
        {open?.source === 'recepcja' ? (
          <AppointmentDetails id={open.id} showPageLink />
        ) : open ? (
          <Stack gap="xs" data-testid="external-event">
            <Text size="sm">{t('external.from', { name: open.source_name })}</Text>
            <Text size="sm">
              {open.all_day ? t('grid.allDay') : `${fmt(open.start, 'datetime')}–${fmt(open.end, 'time')}`}
            </Text>
            <Text size="sm">{t('external.readOnly')}</Text>
          </Stack>
        ) : null}
      </Drawer>
      <AppointmentForm
        opened={!!form}
        start={form ?? { date, time: '09:00' }}
        onClose={() => setForm(null)}
        onCreated={() => setForm(null)}
      />
    </Stack>
  );
}
