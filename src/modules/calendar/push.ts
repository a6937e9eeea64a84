import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { CryptoBox } from '../../platform/crypto-box.js';
import type { Outbox, OutboxHandler } from '../../platform/outbox.js';
import { type CalDavClient, caldavPermanent } from '../../providers/calendar/caldav.js';
import { RemoteCalendarError } from '../../providers/calendar/remote.js';
import { applyCalendarChange } from '../appointments/appointments.external.js';
import { type AppointmentRow, appointments } from '../appointments/appointments.schema.js';
import { CALENDAR_PUSH_TOPIC } from '../appointments/appointments.service.js';
import { createNotification } from '../notifications/notifications.repo.js';
import { SMS_TOPIC } from '../sms/delivery.js';
import { tenants } from '../tenants/tenants.schema.js';
import {
  appointmentIcs,
  appointmentText,
  appointmentUid,
  caldavAccount,
  caldavSlotReader,
  isOwnUid,
} from './caldav.js';
import { calendarEventLinks, calendarSubscriptions } from './calendar.schema.js';
import type { ExternalEvent } from './ics.js';
import { localTime } from './inbound.js';
import { isRemoteKind, type RemoteAccess, remotePermanent } from './oauth.js';
import type { SubscriptionRow } from './sync.js';

export interface PushDeps {
  db: Db;
  clock: Clock;
  box: CryptoBox;
  client: CalDavClient;
  outbox: Outbox;
  /** Google/Microsoft calendars. */
  remote?: RemoteAccess;
}

/** The owner's busy events in the calendar overlapping the appointment (ours left out). */
async function takenBy(
  read: (sub: SubscriptionRow, from: Date, to: Date, zone: string) => Promise<ExternalEvent[]>,
  sub: SubscriptionRow,
  appt: AppointmentRow,
  zone: string,
): Promise<ExternalEvent | undefined> {
  const events = await read(sub, appt.startTime, appt.endTime, zone);
  return events.find(
    (e) =>
      !e.transparent &&
      !isOwnUid(e.uid) &&
      e.start.getTime() < appt.endTime.getTime() &&
      e.end.getTime() > appt.startTime.getTime(),
  );
}

/**
 * The `calendar.push` outbox handler: makes every CalDAV calendar of the tenant that the
 * appointment belongs in (unmapped, or mapped to its department) hold the appointment as it is
 * now: PUT when it is live, DELETE when it is cancelled or gone. It always writes the current
 * state, so retries and out-of-order messages converge. A refused password or a missing calendar
 * fails the message for good; anything else is retried by the outbox.
 *
 * Conflicts: before an appointment's time is written into a calendar for the first time (a new
 * booking, or a move made here), that calendar is asked for the slot. If the owner's own busy
 * event is there (created in the owner's calendar at the same time as the booking here, after
 * the booking's own check of the slot), the owner's calendar wins: the appointment is cancelled
 * (source `calendar`, the SMS its settings imply, webhooks), its history says which event took
 * the slot, the owner is notified, and nothing is written.
 */
export function calendarPushHandler(deps: PushDeps): OutboxHandler {
  const { db, clock, box, client, outbox, remote } = deps;
  const caldavSlot = caldavSlotReader(client, box);
  const readSlot = (sub: SubscriptionRow, from: Date, to: Date, zone: string) =>
    isRemoteKind(sub.kind) && remote ? remote.eventsIn(sub, from, to, zone) : caldavSlot(sub, from, to, zone);

  /** Writes the appointment into the calendar as it is now; answers the event's href (the id at Google/Microsoft) and ETag. */
  async function write(
    sub: SubscriptionRow,
    appt: AppointmentRow,
    link: typeof calendarEventLinks.$inferSelect | undefined,
    businessName: string,
    zone: string,
  ): Promise<{ href: string; etag: string | null }> {
    if (isRemoteKind(sub.kind) && remote) {
      const input = {
        key: appt.id,
        ...appointmentText(appt, businessName),
        start: appt.startTime,
        end: appt.endTime,
        timeZone: zone,
      };
      const w = await remote.withCalendar(sub, async (api, token, id) => {
        if (!link) return api.createEvent(token, id, input);
        try {
          return await api.updateEvent(token, id, link.href, input);
        } catch (err) {
          // The event is gone there (not the calendar: that fails the create too): written anew.
          if (err instanceof RemoteCalendarError && err.kind === 'not_found')
            return api.createEvent(token, id, input);
          throw err;
        }
      });
      return { href: w.id, etag: w.etag };
    }
    return client.put(
      caldavAccount(sub, box),
      `${appointmentUid(appt.id)}.ics`,
      appointmentIcs(appt, businessName, clock.now()),
      link?.href ?? null,
    );
  }

  async function remove(sub: SubscriptionRow, href: string) {
    if (isRemoteKind(sub.kind) && remote)
      await remote.withCalendar(sub, (api, token, id) => api.deleteEvent(token, id, href));
    else await client.remove(caldavAccount(sub, box), href);
  }

  async function loseToCalendar(
    sub: SubscriptionRow,
    appt: AppointmentRow,
    event: ExternalEvent,
    zone: string,
  ) {
    const when = `${localTime(appt.startTime, zone)}–${localTime(appt.endTime, zone).slice(11)}`;
    const theirs = `${localTime(event.start, zone)}–${localTime(event.end, zone).slice(11)}`;
    const message = `Cancelled: when this booking (${when}) was being written into the calendar "${sub.name}", the slot was already taken there by the event "${event.title}" (${theirs}), created in that calendar at the same time as the booking here. The owner's calendar wins a slot it holds before our booking reaches it.`;
    const messagePl = `Odwołana: gdy tę wizytę (${when}) zapisywano w kalendarzu „${sub.name}”, termin był tam już zajęty przez wydarzenie „${event.title}” (${theirs}), utworzone w tym kalendarzu w tym samym czasie co rezerwacja tutaj. Kalendarz właściciela wygrywa termin, który zajął, zanim dotarła do niego nasza rezerwacja.`;
    await db.transaction(async (tx) => {
      const result = await applyCalendarChange(
        { outbox, clock },
        tx,
        sub.tenantId,
        appt.id,
        { kind: 'cancel' },
        { id: sub.id, name: sub.name },
        {
          action: 'conflict',
          message,
          messagePl,
          details: {
            event: {
              uid: event.uid,
              title: event.title,
              start: event.start.toISOString(),
              end: event.end.toISOString(),
            },
          },
        },
      );
      if (result.outcome !== 'cancelled') return;
      await createNotification(tx, {
        tenantId: sub.tenantId,
        kind: 'calendar_conflict',
        title: `A booking lost its slot to "${event.title}" in "${sub.name}"`,
        message: `${appt.patientName}: ${message} / ${messagePl}`,
        actionUrl: '/calendar',
        actionLabel: 'Calendar',
        data: { appointment_id: appt.id, subscription_id: sub.id, event_uid: event.uid },
      });
    });
    outbox.wake(SMS_TOPIC);
    outbox.wake(CALENDAR_PUSH_TOPIC);
  }

  return async (msg) => {
    const { tenant_id: tenantId, appointment_id: appointmentId } = msg.payload as {
      tenant_id: string;
      appointment_id: string;
    };
    const [appt] = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, appointmentId)))
      .limit(1);
    const [tenant] = await db
      .select({ name: tenants.businessName, zone: tenants.timezone })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .limit(1);
    const zone = tenant?.zone ?? 'Europe/Warsaw';
    const subs = await db
      .select()
      .from(calendarSubscriptions)
      .where(
        and(
          eq(calendarSubscriptions.tenantId, tenantId),
          inArray(calendarSubscriptions.kind, ['caldav', 'google', 'microsoft']),
          eq(calendarSubscriptions.writable, true),
        ),
      );
    const links = await db
      .select()
      .from(calendarEventLinks)
      .where(
        and(eq(calendarEventLinks.tenantId, tenantId), eq(calendarEventLinks.appointmentId, appointmentId)),
      );
    const live = !!appt && appt.status !== 'cancelled';
    try {
      if (live) {
        // A time not yet written into a calendar: is the slot still free there?
        for (const sub of subs) {
          if (sub.departmentId !== null && sub.departmentId !== appt.departmentId) continue;
          const link = links.find((l) => l.subscriptionId === sub.id);
          const written =
            link?.startAt?.getTime() === appt.startTime.getTime() &&
            link?.endAt?.getTime() === appt.endTime.getTime();
          if (written || (link && !link.startAt)) continue;
          const event = await takenBy(readSlot, sub, appt, zone);
          if (event) return loseToCalendar(sub, appt, event, zone);
        }
      }
      for (const sub of subs) {
        const link = links.find((l) => l.subscriptionId === sub.id);
        const wanted = live && (sub.departmentId === null || sub.departmentId === appt.departmentId);
        if (!wanted) {
          if (link) {
            await remove(sub, link.href);
            await db.delete(calendarEventLinks).where(eq(calendarEventLinks.id, link.id));
          }
          continue;
        }
        const written = await write(sub, appt, link, tenant?.name ?? '', zone);
        const set = {
          href: written.href,
          etag: written.etag,
          startAt: appt.startTime,
          endAt: appt.endTime,
          updatedAt: clock.now(),
        };
        await db
          .insert(calendarEventLinks)
          .values({ tenantId, subscriptionId: sub.id, appointmentId, ...set })
          .onConflictDoUpdate({
            target: [calendarEventLinks.subscriptionId, calendarEventLinks.appointmentId],
            set,
          });
      }
    } catch (err) {
      throw remotePermanent(caldavPermanent(err));
    }
  };
}
