import { and, asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { smsMessages } from '../../src/modules/sms/sms.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { bookableTenant, idem } from '../devapi/setup.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { drainOutbox } from '../helpers/outbox.js';

const ZONE = 'Europe/Warsaw';
/** 08:00 in Warsaw, two days from the real today: the service clock starts there. */
const day0 = DateTime.now()
  .setZone(ZONE)
  .plus({ days: 2 })
  .set({ hour: 8, minute: 0, second: 0, millisecond: 0 });
const at = (days: number, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return day0.plus({ days }).set({ hour: h, minute: m });
};

let t: TestApp;
const clock = new ManualClock(day0.toJSDate());
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t?.close());

async function tenantWithReminders(hours: number[], extra: Record<string, unknown> = {}) {
  const b = await bookableTenant(t);
  await t.db
    .update(tenants)
    .set({ businessName: 'Gabinet Uśmiech', reminderConfig: { hours_before: hours, ...extra } })
    .where(eq(tenants.id, b.tenant.id));
  return b;
}

const smsOutbox = (tenantId: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.topic, 'sms')))
    .orderBy(asc(outboxMessages.runAt));
const sent = (tenantId: string) =>
  t.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.tenantId, tenantId))
    .orderBy(asc(smsMessages.createdAt));

async function book(auth: Record<string, string>, start: DateTime, phone = '601 234 567') {
  const r = await t.app.inject({
    method: 'POST',
    url: '/v2/appointments',
    headers: { ...auth, ...idem() },
    payload: { start_time: start.toISO(), patient_name: 'Anna Nowak', patient_phone: phone },
  });
  expect(r.statusCode).toBe(201);
  return r.json();
}

async function runAt(when: DateTime) {
  clock.set(when.toJSDate());
  return drainOutbox(t);
}

describe('booking confirmations and reminders', () => {
  it('a live booking enqueues, in its transaction, a confirmation and one reminder per configured offset', async () => {
    clock.set(day0.toJSDate());
    const { tenant, live } = await tenantWithReminders([24, 2]);
    const start = at(2, '10:00');
    const a = await book(live.auth, start);
    const queued = await smsOutbox(tenant.id);
    expect(queued.map((m) => [m.payload.kind, m.runAt.toISOString()])).toEqual([
      ['booking_confirmation', day0.toJSDate().toISOString()],
      ['appointment_reminder', start.minus({ hours: 24 }).toJSDate().toISOString()],
      ['appointment_reminder', start.minus({ hours: 2 }).toJSDate().toISOString()],
    ]);
    expect(queued.every((m) => m.payload.to === '+48601234567' && m.payload.appointment_id === a.id)).toBe(
      true,
    );

    await drainOutbox(t);
    let rows = await sent(tenant.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'booking_confirmation',
      status: 'sent',
      to: '+48601234567',
      provider: 'sandbox',
    });
    expect(rows[0]!.body).toBe(
      `Gabinet Uśmiech: potwierdzamy wizytę ${start.toFormat('dd.MM.yyyy')} o godz. 10:00. Rezygnacja z SMS: odpisz STOP.`,
    );

    // Nothing else is due until 24 h before.
    await runAt(start.minus({ hours: 24, minutes: 1 }));
    expect(await sent(tenant.id)).toHaveLength(1);
    await runAt(start.minus({ hours: 24 }));
    rows = await sent(tenant.id);
    expect(rows.map((r) => r.kind)).toEqual(['booking_confirmation', 'appointment_reminder']);
    expect(rows[1]!.body).toContain('przypominamy o wizycie');
    expect(rows[1]!.body).toContain('10:00');
    await runAt(start.minus({ hours: 2 }));
    expect((await sent(tenant.id)).map((r) => r.kind)).toEqual([
      'booking_confirmation',
      'appointment_reminder',
      'appointment_reminder',
    ]);
  });

  it('writes date and time in the tenant zone', async () => {
    clock.set(day0.toJSDate());
    const { tenant, live } = await tenantWithReminders([24]);
    await t.db.update(tenants).set({ timezone: 'Europe/London' }).where(eq(tenants.id, tenant.id));
    const start = at(2, '12:00'); // 11:00 in London
    await book(live.auth, start);
    const [confirmation] = (await smsOutbox(tenant.id)).filter(
      (m) => m.payload.kind === 'booking_confirmation',
    );
    expect(confirmation!.payload.body).toContain(
      `${start.setZone('Europe/London').toFormat('dd.MM.yyyy')} o godz. 11:00`,
    );
  });

  it('skips offsets already past and uses the tenant template', async () => {
    clock.set(day0.toJSDate());
    const { tenant, live } = await tenantWithReminders([48, 3], {
      template: '{business_name}: {patient_name}, jutro {date} o {time}.',
    });
    const start = at(1, '09:00'); // 25 h ahead: the 48 h reminder is already past
    await book(live.auth, start);
    const reminders = (await smsOutbox(tenant.id)).filter((m) => m.payload.kind === 'appointment_reminder');
    expect(reminders.map((m) => m.runAt.toISOString())).toEqual([
      start.minus({ hours: 3 }).toJSDate().toISOString(),
    ]);
    expect(reminders[0]!.payload.body).toBe(
      `Gabinet Uśmiech: Anna Nowak, jutro ${start.toFormat('dd.MM.yyyy')} o 09:00.`,
    );
  });

  it('moving an appointment replaces its reminders: the old times never fire, the new ones do', async () => {
    clock.set(day0.toJSDate());
    const { tenant, live } = await tenantWithReminders([24]);
    const oldStart = at(3, '10:00');
    const newStart = at(4, '15:30');
    const a = await book(live.auth, oldStart);
    await drainOutbox(t); // confirmation
    const r = await t.app.inject({
      method: 'PATCH',
      url: `/v2/appointments/${a.id}`,
      headers: { ...live.auth, ...idem() },
      payload: { start_time: newStart.toISO() },
    });
    expect(r.statusCode).toBe(200);
    const pending = (await smsOutbox(tenant.id)).filter((m) => m.status === 'pending');
    expect(pending.map((m) => [m.payload.kind, m.runAt.toISOString()])).toEqual([
      ['booking_rescheduled', day0.toJSDate().toISOString()],
      ['appointment_reminder', newStart.minus({ hours: 24 }).toJSDate().toISOString()],
    ]);
    await drainOutbox(t);
    await runAt(oldStart.minus({ hours: 23 }));
    expect((await sent(tenant.id)).map((s) => s.kind)).toEqual([
      'booking_confirmation',
      'booking_rescheduled',
    ]);
    expect((await sent(tenant.id))[1]!.body).toContain('przeniesiona');
    await runAt(newStart.minus({ hours: 24 }));
    const rows = await sent(tenant.id);
    expect(rows.map((s) => s.kind)).toEqual([
      'booking_confirmation',
      'booking_rescheduled',
      'appointment_reminder',
    ]);
    expect(rows[2]!.body).toContain('15:30');
  });

  it('cancelling drops the reminders', async () => {
    clock.set(day0.toJSDate());
    const { tenant, live } = await tenantWithReminders([24, 2]);
    const start = at(2, '11:00');
    const a = await book(live.auth, start);
    await drainOutbox(t);
    const c = await t.app.inject({
      method: 'POST',
      url: `/v2/appointments/${a.id}/cancel`,
      headers: { ...live.auth, ...idem() },
    });
    expect(c.statusCode).toBe(200);
    expect((await smsOutbox(tenant.id)).filter((m) => m.status === 'pending')).toHaveLength(0);
    await runAt(start.minus({ hours: 1 }));
    expect((await sent(tenant.id)).map((s) => s.kind)).toEqual(['booking_confirmation']);
  });

  it('a reminder whose appointment moved after it was enqueued (a race with a worker) is dropped at delivery', async () => {
    clock.set(day0.toJSDate());
    const { tenant, live } = await tenantWithReminders([24]);
    const start = at(2, '12:00');
    const a = await book(live.auth, start);
    await drainOutbox(t);
    // Another writer moved it without going through the service's rescheduling.
    await t.db
      .update(appointments)
      .set({ startTime: start.plus({ hours: 1 }).toJSDate(), endTime: start.plus({ hours: 2 }).toJSDate() })
      .where(eq(appointments.id, a.id));
    expect(await runAt(start.minus({ hours: 24 }))).toBe(1);
    expect((await sent(tenant.id)).map((s) => s.kind)).toEqual(['booking_confirmation']);
  });

  it('test keys never send: no SMS in the outbox and none recorded', async () => {
    clock.set(day0.toJSDate());
    const { tenant, test } = await tenantWithReminders([24, 2]);
    const a = await book(test.auth, at(2, '10:00'));
    expect(a.livemode).toBe(false);
    expect(await smsOutbox(tenant.id)).toHaveLength(0);
    await runAt(at(2, '09:00'));
    expect(await sent(tenant.id)).toHaveLength(0);
  });

  it('no SMS without a phone, with reminders off or with the e-mail channel', async () => {
    clock.set(day0.toJSDate());
    const noPhone = await tenantWithReminders([24]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...noPhone.live.auth, ...idem() },
      payload: { start_time: at(2, '10:00').toISO(), patient_name: 'Bez Telefonu' },
    });
    expect(r.statusCode).toBe(201);
    expect(await smsOutbox(noPhone.tenant.id)).toHaveLength(0);
    const off = await tenantWithReminders([24], { enabled: false });
    await book(off.live.auth, at(2, '10:00'));
    expect((await smsOutbox(off.tenant.id)).map((m) => m.payload.kind)).toEqual(['booking_confirmation']);
    const mail = await tenantWithReminders([24], { channel: 'email' });
    await book(mail.live.auth, at(2, '10:00'));
    expect(await smsOutbox(mail.tenant.id)).toHaveLength(0);
  });
});
