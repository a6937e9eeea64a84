/**
 * A change of mind about the time of the appointment booked in the call, through the API and the
 * database: the appointment moves over its own time (its id left out of the search, the update
 * under the exclusion constraint), the caller never holds two, and another tenant's appointment
 * at that time still counts as busy for its own tenant only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { caller, NOW, randomMobile, voiceTenant } from './setup.js';

describe('moving the appointment booked in the call', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);
  let c: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    c = caller(t, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves it half an hour on, over its own time, as one appointment', async () => {
    clock.set(NOW);
    // Hour-long visits: 10:00–11:00 moved to 10:30–11:30 overlaps only itself.
    const x = await voiceTenant(t, { service_types: { Konsultacja: { duration_minutes: 60 } } });
    const other = await voiceTenant(t, { service_types: { Konsultacja: { duration_minutes: 60 } } });
    // Another business's appointment at the same time frees or blocks nothing here.
    const busyThere = await c.converse(other.number, randomMobile(), [
      'Konsultacja jutro o 10:30',
      'Tak',
      'Ola Nowak',
      'Nie, dziękuję',
    ]);
    expect(busyThere.last.body).toMatchObject({ outcome: 'booked' });
    const r = await c.converse(x.number, randomMobile(), [
      'Chciałbym konsultację jutro o 10',
      'Tak',
      'Jan Kowalski',
      'Przepraszam, a jednak wolałbym o wpół do jedenastej, ten sam dzień.',
      'Tak',
      'Nie, dziękuję',
    ]);
    expect(r.turns[3]!.body.reply).toMatch(/10:30\. Czy ten termin pasuje/);
    expect(r.turns[4]!.body.reply).toMatch(
      /^Zmieniłam termin\. Wizyta jest teraz .*10:30 na nazwisko Jan Kowalski/,
    );
    expect(r.last.body).toMatchObject({ outcome: 'booked' });
    const rows = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).not.toBe('cancelled');
    expect(rows[0]!.startTime.toISOString()).toBe('2026-11-24T09:30:00.000Z');
    expect(rows[0]!.serviceType).toBe('Konsultacja');
  });
});
