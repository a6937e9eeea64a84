/**
 * The day and week views: a time axis in the tenant's zone, one column per day, events placed
 * by their local times. Our appointments can be dragged onto a free half-hour (HTML5 drag and
 * drop); the keyboard way is the move form in the details. An empty slot opens the booking form.
 */
import { Box, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useTenantTimeZone } from '../../lib/time';
import type { CalendarEvent } from './data';
import { SmsBadge, sourceColor, tileStyle, useDayLabel } from './ui';
import { addDays, localParts, minutesToTime, zonedInstant } from './zone';

export const SLOT_MINUTES = 30;
const SLOT_HEIGHT = 28;
const AXIS_WIDTH = 56;

export interface Segment {
  event: CalendarEvent;
  top: number;
  bottom: number;
  lane: number;
  lanes: number;
}

/** The parts of the timed events that fall on `date`, with side-by-side lanes for overlaps. */
export function daySegments(events: CalendarEvent[], date: string, tz: string): Segment[] {
  const dayStart = zonedInstant(date, '00:00', tz).getTime();
  const dayEnd = zonedInstant(addDays(date, 1), '00:00', tz).getTime();
  const segs: Segment[] = [];
  for (const event of events) {
    if (event.all_day) continue;
    const s = Math.max(Date.parse(event.start), dayStart);
    const e = Math.min(Date.parse(event.end), dayEnd);
    if (e <= s) continue;
    const top = localParts(new Date(s), tz).minutes;
    const bottom = e >= dayEnd ? 24 * 60 : localParts(new Date(e), tz).minutes;
    segs.push({ event, top, bottom: Math.max(bottom, top + 10), lane: 0, lanes: 1 });
  }
  segs.sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  let cluster: Segment[] = [];
  let clusterEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((c) => c.lane + 1));
    for (const c of cluster) c.lanes = lanes;
    cluster = [];
  };
  for (const seg of segs) {
    if (seg.top >= clusterEnd) {
      close();
      clusterEnd = -1;
    }
    const taken = new Set(cluster.filter((c) => c.bottom > seg.top).map((c) => c.lane));
    let lane = 0;
    while (taken.has(lane)) lane++;
    seg.lane = lane;
    cluster.push(seg);
    clusterEnd = Math.max(clusterEnd, seg.bottom);
  }
  close();
  return segs;
}

export function CalendarGrid({
  days,
  events,
  feedIds,
  range,
  today,
  nowMs,
  onOpen,
  onCreateAt,
  onMove,
}: {
  days: string[];
  events: CalendarEvent[];
  feedIds: string[];
  range: { start: number; end: number };
  today: string;
  nowMs: number;
  onOpen: (e: CalendarEvent) => void;
  onCreateAt: (date: string, time: string) => void;
  onMove: (e: CalendarEvent, date: string, time: string) => void;
}) {
  const { t } = useTranslation('appointments');
  const tz = useTenantTimeZone();
  const fmt = useDateFormat();
  const dayLabel = useDayLabel();
  const [dragging, setDragging] = useState<CalendarEvent | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const slots: number[] = [];
  for (let m = range.start; m < range.end; m += SLOT_MINUTES) slots.push(m);
  const height = slots.length * SLOT_HEIGHT;
  const allDay = events.filter((e) => e.all_day);
  const columns = `${AXIS_WIDTH}px repeat(${days.length}, minmax(${days.length > 1 ? 112 : 200}px, 1fr))`;

  return (
    <Box style={{ overflowX: 'auto' }} data-testid="calendar-grid">
      <Box style={{ display: 'grid', gridTemplateColumns: columns, minWidth: 'fit-content' }}>
        <div />
        {days.map((d) => (
          <Box
            key={d}
            py={6}
            px={4}
            ta="center"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-4)' }}
            bg={d === today ? 'indigo.0' : undefined}
          >
            <Text size="sm" fw={d === today ? 700 : 500}>
              {dayLabel(d)}
            </Text>
          </Box>
        ))}
        {allDay.length > 0 ? (
          <>
            <Text size="xs" pt={4}>
              {t('grid.allDay')}
            </Text>
            {days.map((d) => (
              <Box key={d} p={2} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
                {allDay
                  .filter((e) => localParts(new Date(e.start), tz).date <= d && d < endDate(e, tz))
                  .map((e) => (
                    <UnstyledButton
                      key={`${e.source_id}-${e.id}-${e.start}`}
                      onClick={() => onOpen(e)}
                      w="100%"
                      px={4}
                      mb={2}
                      style={{ ...tileStyle(sourceColor(e, feedIds)), borderRadius: 4, fontSize: 12 }}
                    >
                      {e.title}
                    </UnstyledButton>
                  ))}
              </Box>
            ))}
          </>
        ) : null}
        <Box style={{ position: 'relative', height }}>
          {slots
            .filter((m) => m % 60 === 0)
            .map((m) => (
              <Text
                key={m}
                size="xs"
                style={{
                  position: 'absolute',
                  top: ((m - range.start) / SLOT_MINUTES) * SLOT_HEIGHT - 1,
                  right: 6,
                }}
              >
                {minutesToTime(m)}
              </Text>
            ))}
        </Box>
        {days.map((d) => {
          const segs = daySegments(events, d, tz).filter((s) => s.bottom > range.start && s.top < range.end);
          return (
            <Box
              key={d}
              style={{
                position: 'relative',
                height,
                borderLeft: '1px solid var(--mantine-color-gray-3)',
              }}
            >
              {slots.map((m) => {
                const time = minutesToTime(m);
                const key = `${d}T${time}`;
                const past = zonedInstant(d, time, tz).getTime() < nowMs;
                return (
                  // Pointer and drop target only; the keyboard path is the "new appointment" button and the move form.
                  // biome-ignore lint/a11y/noStaticElementInteractions: see above
                  // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                  <div
                    key={m}
                    data-testid={`slot-${key}`}
                    onClick={past ? undefined : () => onCreateAt(d, time)}
                    onDragOver={(ev) => {
                      if (!dragging || past) return;
                      ev.preventDefault();
                      ev.dataTransfer.dropEffect = 'move';
                      if (over !== key) setOver(key);
                    }}
                    onDragLeave={() => setOver((o) => (o === key ? null : o))}
                    onDrop={(ev) => {
                      ev.preventDefault();
                      setOver(null);
                      const moving = dragging;
                      setDragging(null);
                      if (moving && !past) onMove(moving, d, time);
                    }}
                    style={{
                      position: 'absolute',
                      top: ((m - range.start) / SLOT_MINUTES) * SLOT_HEIGHT,
                      left: 0,
                      right: 0,
                      height: SLOT_HEIGHT,
                      borderTop: `1px ${m % 60 === 0 ? 'solid' : 'dashed'} var(--mantine-color-gray-3)`,
                      background:
                        over === key
                          ? 'var(--mantine-color-indigo-1)'
                          : past
                            ? 'var(--mantine-color-gray-1)'
                            : undefined,
                      cursor: past ? 'default' : 'pointer',
                    }}
                  />
                );
              })}
              {segs.map((s) => (
                <EventTile
                  key={`${s.event.source_id}-${s.event.id}-${s.event.start}`}
                  seg={s}
                  range={range}
                  color={sourceColor(s.event, feedIds)}
                  movable={s.event.source === 'recepcja' && Date.parse(s.event.start) > nowMs}
                  label={`${fmt(s.event.start, 'time')}–${fmt(s.event.end, 'time')} ${s.event.title}`}
                  onOpen={() => onOpen(s.event)}
                  // After the browser has taken its drag image: changing the tiles in dragstart would cancel the drag.
                  onDragStart={() => setTimeout(() => setDragging(s.event), 0)}
                  passThrough={!!dragging}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                />
              ))}
            </Box>
          );
        })}
      </Box>
      {dragging ? (
        <Text size="sm" mt="xs" role="status">
          {t('grid.dropHint')}
        </Text>
      ) : null}
    </Box>
  );
}

/** The local date an all-day event ends on (exclusive). */
function endDate(e: CalendarEvent, tz: string) {
  return localParts(new Date(e.end), tz).date;
}

function EventTile({
  seg,
  range,
  color,
  movable,
  label,
  onOpen,
  onDragStart,
  onDragEnd,
  passThrough,
}: {
  seg: Segment;
  passThrough: boolean;
  range: { start: number; end: number };
  color: string;
  movable: boolean;
  label: string;
  onOpen: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const top = Math.max(seg.top, range.start);
  const bottom = Math.min(seg.bottom, range.end);
  const e = seg.event;
  return (
    <UnstyledButton
      data-testid={`event-${e.id}`}
      draggable={movable}
      onDragStart={(ev) => {
        ev.dataTransfer.effectAllowed = 'move';
        ev.dataTransfer.setData('text/plain', e.id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onClick={onOpen}
      aria-label={label}
      style={{
        position: 'absolute',
        top: ((top - range.start) / SLOT_MINUTES) * SLOT_HEIGHT + 1,
        height: Math.max(((bottom - top) / SLOT_MINUTES) * SLOT_HEIGHT - 2, 18),
        left: `calc(${(seg.lane / seg.lanes) * 100}% + 2px)`,
        width: `calc(${100 / seg.lanes}% - 4px)`,
        ...tileStyle(color),
        borderRadius: 4,
        padding: '1px 4px',
        overflow: 'hidden',
        fontSize: 12,
        lineHeight: 1.25,
        cursor: movable ? 'grab' : 'pointer',
        zIndex: 1,
        // While dragging, the tiles let the drop reach the time slots under them.
        pointerEvents: passThrough ? 'none' : undefined,
      }}
    >
      <Text span size="xs" fw={700} inherit>
        {e.title}
      </Text>
      {e.confirmation_sms ? (
        <Box component="span" display="block">
          <SmsBadge status={e.confirmation_sms} />
        </Box>
      ) : null}
    </UnstyledButton>
  );
}
