import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { CryptoBox } from '../../platform/crypto-box.js';
import type { Outbox } from '../../platform/outbox.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import type { CalDavClient } from '../../providers/calendar/caldav.js';
import {
  applyCalendarChange,
  type CalendarSource,
  recordAppointmentHistory,
} from '../appointments/appointments.external.js';
import { type AppointmentRow, appointments } from '../appointments/appointments.schema.js';
import { CALENDAR_PUSH_TOPIC } from '../appointments/appointments.service.js';
import { createNotification } from '../notifications/notifications.repo.js';
import { SMS_TOPIC } from '../sms/delivery.js';
import { appointmentUid, caldavAccount } from './caldav.js';
import { calendarEventLinks } from './calendar.schema.js';
import { type ExternalEvent, eventsBetween } from './ics.js';
import { type RemoteAccess, toExternal } from './oauth.js';
import type { SubscriptionRow } from './sync.js';

export interface InboundDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  client: CalDavClient;
  box: CryptoBox;
  /** Google/Microsoft calendars (an event of ours is asked for by its id there). */
  remote?: RemoteAccess;
}

/** What a read of a calendar gave, for the inbound half. */
export interface InboundRead {
  /** The live events read. */
  events: ExternalEvent[];
  /** Google/Microsoft delta: the ids of the events deleted since the last read. */
  removed: string[];
  /** Only what changed since the last read (an event not in it is unchanged). */
  delta: boolean;
}

/** What the owner did to one of our events in their calendar. */
type OwnerChange = { kind: 'cancel' } | { kind: 'move'; start: Date; end: Date };

/** A time in the tenant's zone, as the history and notifications show it. */
export const localTime = (d: Date, zone: string) =>
  DateTime.fromJSDate(d, { zone }).toFormat('yyyy-MM-dd HH:mm');

/** The CalDAV objects are searched this far around now for an event of ours read outside the sync window. */
const WIDE_PAST_MS = 400 * 86_400_000;
const WIDE_FUTURE_MS = 5 * 366 * 86_400_000;

/** Appointments with a `calendar.push` not yet delivered: their calendar events are about to be rewritten. */
async function pushesInFlight(db: Db, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const appointmentId = sql<string>`${outboxMessages.payload}->>'appointment_id'`;
  const rows = await db
    .select({ id: appointmentId })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.tenantId, tenantId),
        eq(outboxMessages.topic, CALENDAR_PUSH_TOPIC),
        inArray(outboxMessages.status, ['pending', 'processing']),
        inArray(appointmentId, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * The inbound half of the two-way sync, run after each read of a CalDAV, Google or Microsoft calendar: for each
 * upcoming live appointment whose event we wrote into this calendar (`calendar_event_links`), the
 * event as read now decides. Gone (not in the read and a GET of its href answers 404/410) or
 * cancelled (`STATUS:CANCELLED`): the appointment is cancelled. At another time than we last
 * wrote: the appointment is moved to it (its length from the event). Each with the SMS, the
 * push to the other calendars, the webhook event and a history entry (source `calendar`, the
 * calendar's name). An appointment changed here and not yet written back (a `calendar.push` in
 * the outbox) is left alone: our change is newer and is about to overwrite the event. A move
 * onto another live appointment is refused: the event is written back where the appointment
 * is, the history says why and the owner is notified.
 */
export function calendarInbound(deps: InboundDeps) {
  const { db, clock, outbox, client, box } = deps;

  async function ownerChange(
    sub: SubscriptionRow,
    link: typeof calendarEventLinks.$inferSelect,
    appt: AppointmentRow,
    read: InboundRead,
    zone: string,
  ): Promise<OwnerChange | null> {
    const uid = appointmentUid(appt.id);
    let event = read.events.find((e) => e.uid === uid);
    if (!event && sub.kind !== 'caldav') {
      // Google/Microsoft: the link's href is the event's id there.
      if (read.removed.includes(link.href)) return { kind: 'cancel' };
      if (read.delta || !deps.remote) return null;
      const found = await deps.remote.withCalendar(sub, (api, token, id) =>
        api.getEvent(token, id, link.href),
      );
      if (!found) return { kind: 'cancel' };
      event = toExternal(found, zone);
    }
    if (!event) {
      // Not in the sync window's answer: deleted, cancelled or moved far away. Ask for it.
      const obj = await client.get(caldavAccount(sub, box), link.href);
      if (!obj) return { kind: 'cancel' };
      const now = clock.now().getTime();
      try {
        event = eventsBetween(
          obj.data,
          new Date(now - WIDE_PAST_MS),
          new Date(now + WIDE_FUTURE_MS),
          zone,
        ).find((e) => e.uid === uid);
      } catch {
        return null; // unreadable: we do not cancel a booking on a guess
      }
      if (!event) return { kind: 'cancel' };
    }
    const start = link.startAt ?? appt.startTime;
    const end = link.endAt ?? appt.endTime;
    if (event.start.getTime() === start.getTime() && event.end.getTime() === end.getTime()) return null;
    if (event.end.getTime() <= event.start.getTime()) return null;
    return { kind: 'move', start: event.start, end: event.end };
  }

  async function apply(
    sub: SubscriptionRow,
    link: typeof calendarEventLinks.$inferSelect,
    appt: AppointmentRow,
    change: OwnerChange,
    zone: string,
  ): Promise<boolean> {
    const source: CalendarSource = { id: sub.id, name: sub.name };
    const when = (d: Date) => localTime(d, zone);
    return db.transaction(async (tx) => {
      const entry =
        change.kind === 'cancel'
          ? {
              action: 'cancelled' as const,
              message: `The event was deleted in the calendar "${sub.name}": the appointment was cancelled.`,
              messagePl: `Wydarzenie usunięto w kalendarzu „${sub.name}”: wizytę odwołano.`,
              details: { start_time: appt.startTime.toISOString() },
            }
          : {
              action: 'moved' as const,
              message: `The event was moved in the calendar "${sub.name}" from ${when(appt.startTime)} to ${when(change.start)}: the appointment was moved.`,
              messagePl: `Wydarzenie przeniesiono w kalendarzu „${sub.name}” z ${when(appt.startTime)} na ${when(change.start)}: wizytę przeniesiono.`,
              details: {
                from: { start_time: appt.startTime.toISOString(), end_time: appt.endTime.toISOString() },
                to: { start_time: change.start.toISOString(), end_time: change.end.toISOString() },
              },
            };
      const result = await applyCalendarChange(
        { outbox, clock },
        tx,
        sub.tenantId,
        appt.id,
        change,
        source,
        entry,
      );
      if (result.outcome === 'moved' && change.kind === 'move')
        await tx
          .update(calendarEventLinks)
          .set({ startAt: change.start, endAt: change.end, updatedAt: clock.now() })
          .where(eq(calendarEventLinks.id, link.id));
      if (result.outcome === 'clash' && change.kind === 'move') {
        const other = result.with;
        const message = `The event was moved in the calendar "${sub.name}" to ${when(change.start)}, where another appointment is (${other.patientName}, ${when(other.startTime)}): the appointment stays at ${when(appt.startTime)} and its event was put back there.`;
        const messagePl = `Wydarzenie przeniesiono w kalendarzu „${sub.name}” na ${when(change.start)}, gdzie jest już inna wizyta (${other.patientName}, ${when(other.startTime)}): wizyta zostaje ${when(appt.startTime)}, a jej wydarzenie wróciło na ten termin.`;
        await recordAppointmentHistory(tx, sub.tenantId, appt.id, clock.now(), source, {
          action: 'move_refused',
          message,
          messagePl,
          details: {
            asked: { start_time: change.start.toISOString(), end_time: change.end.toISOString() },
            clashes_with: other.id,
          },
        });
        await outbox.enqueue(tx, {
          topic: CALENDAR_PUSH_TOPIC,
          tenantId: sub.tenantId,
          payload: { tenant_id: sub.tenantId, appointment_id: appt.id },
        });
        await createNotification(tx, {
          tenantId: sub.tenantId,
          kind: 'calendar_conflict',
          title: `A move in "${sub.name}" was not applied`,
          message: `${message} / ${messagePl}`,
          actionUrl: '/calendar',
          actionLabel: 'Calendar',
          data: { appointment_id: appt.id, subscription_id: sub.id },
        });
      }
      return result.outcome !== 'unchanged';
    });
  }

  /** Applies the owner's deletions and moves read from `sub`; answers how many appointments changed. */
  return async function applyInbound(sub: SubscriptionRow, read: InboundRead, zone: string) {
    const now = clock.now();
    const rows = await db
      .select({ link: calendarEventLinks, appt: appointments })
      .from(calendarEventLinks)
      .innerJoin(appointments, eq(appointments.id, calendarEventLinks.appointmentId))
      .where(
        and(
          eq(calendarEventLinks.tenantId, sub.tenantId),
          eq(calendarEventLinks.subscriptionId, sub.id),
          eq(appointments.tenantId, sub.tenantId),
          ne(appointments.status, 'cancelled'),
          gt(appointments.endTime, now),
        ),
      );
    const busy = await pushesInFlight(
      db,
      sub.tenantId,
      rows.map((r) => r.appt.id),
    );
    let changed = 0;
    for (const { link, appt } of rows) {
      if (busy.has(appt.id)) continue;
      try {
        const change = await ownerChange(sub, link, appt, read, zone);
        if (change && (await apply(sub, link, appt, change, zone))) changed++;
      } catch {
        // One appointment that cannot be settled now is tried again on the next read.
      }
    }
    if (changed > 0) {
      outbox.wake(SMS_TOPIC);
      outbox.wake(CALENDAR_PUSH_TOPIC);
    }
    return changed;
  };
}
