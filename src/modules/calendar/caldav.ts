import type { CryptoBox } from '../../platform/crypto-box.js';
import type { CalDavAccount, CalDavClient } from '../../providers/calendar/caldav.js';
import type { AppointmentRow } from '../appointments/appointments.schema.js';
import { type ExternalEvent, eventsBetween } from './ics.js';
import type { CalendarReader, SubscriptionRow } from './sync.js';

/** The UID of the event an appointment becomes in the owner's calendar (and how we know it is ours). */
export const appointmentUid = (id: string) => `recepcja-${id}@recepcja`;
export const isOwnUid = (uid: string) => /^recepcja-[0-9a-f-]{36}@recepcja$/i.test(uid);

/** The GCM context a CalDAV password is sealed with: it opens in its own row only. */
export const passwordContext = (subscriptionId: string) =>
  `calendar_subscriptions:${subscriptionId}:password`;

export function caldavAccount(sub: SubscriptionRow, box: CryptoBox): CalDavAccount {
  if (!sub.passwordSealed || sub.username === null) throw new Error('the CalDAV calendar has no credentials');
  return {
    url: sub.url,
    username: sub.username,
    password: box.open(sub.passwordSealed, passwordContext(sub.id)),
  };
}

/** Reads a CalDAV calendar: a time-ranged calendar-query, each object expanded by ical.js. */
export function caldavReader(client: CalDavClient, box: CryptoBox): CalendarReader {
  const read = caldavSlotReader(client, box);
  return async (sub, { from, to, zone, timeoutMs }) => ({
    kind: 'events',
    events: await read(sub, from, to, zone, timeoutMs),
    etag: null,
    lastModified: null,
  });
}

/** The events of a CalDAV calendar in [from, to) only (a booking's slot check), within `timeoutMs`. */
export function caldavSlotReader(client: CalDavClient, box: CryptoBox) {
  return async (sub: SubscriptionRow, from: Date, to: Date, zone: string, timeoutMs?: number) => {
    const objects = await client.query(caldavAccount(sub, box), from, to, timeoutMs);
    const events: ExternalEvent[] = [];
    for (const o of objects) {
      try {
        events.push(...eventsBetween(o.data, from, to, zone));
      } catch {
        // One unreadable object does not hide the others.
      }
    }
    return events;
  };
}

const esc = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** Folds content lines at 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  while (rest.length > 75) {
    let cut = 75;
    while (cut > 0 && (rest[cut]! & 0xc0) === 0x80) cut--;
    out.push(rest.subarray(0, cut).toString('utf8'));
    rest = Buffer.concat([Buffer.from(' '), rest.subarray(cut)]);
  }
  out.push(rest.toString('utf8'));
  return out.join('\r\n');
}

/** The title and description the owner sees of an appointment in their calendar. */
export function appointmentText(a: AppointmentRow, businessName: string) {
  const title = [a.serviceType, a.patientName].filter(Boolean).join(': ');
  const description = [
    a.patientPhone ? `Tel.: ${a.patientPhone}` : null,
    a.notes ? a.notes : null,
    `Booked by Recepcja (${a.source}) for ${businessName}.`,
  ]
    .filter(Boolean)
    .join('\n');
  return { title, description };
}

/** The appointment as an iCalendar event (UTC times; the title the owner sees in their diary). */
export function appointmentIcs(a: AppointmentRow, businessName: string, now: Date): string {
  const { title, description } = appointmentText(a, businessName);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Recepcja//Appointments//PL',
    'BEGIN:VEVENT',
    `UID:${appointmentUid(a.id)}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(a.startTime)}`,
    `DTEND:${stamp(a.endTime)}`,
    `SEQUENCE:${Math.max(0, Math.floor((a.updatedAt.getTime() - a.createdAt.getTime()) / 1000))}`,
    `SUMMARY:${esc(title)}`,
    `DESCRIPTION:${esc(description)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(fold)
    .join('\r\n');
}
