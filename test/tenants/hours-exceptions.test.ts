import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { WEEK_HOURS } from '../devapi/setup.js';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';

/** Holidays and short days (`opening_hours_exceptions`) on PATCH /tenants/{id}, availability and booking. */
describe('opening hours exceptions', () => {
  let t: TestApp;
  // The service clock; every date below is relative to it, never to the real date.
  const clock = new ManualClock(new Date());
  const internal = { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY };
  let a: Awaited<ReturnType<typeof createTenantWithOwner>>;
  let b: Awaited<ReturnType<typeof createTenantWithOwner>>;
  let keyA: Awaited<ReturnType<typeof createApiKey>>;
  let keyB: Awaited<ReturnType<typeof createApiKey>>;

  const local = (days: number) => DateTime.fromJSDate(clock.now(), { zone: 'Europe/Warsaw' }).plus({ days });
  const date = (days: number) => local(days).toISODate()!;
  const at = (days: number, hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    return local(days)
      .set({ hour: h, minute: m, second: 0, millisecond: 0 })
      .toISO({ suppressMilliseconds: true })!;
  };
  const HOLIDAY = 10;
  const SHORT = 11;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    a = await createTenantWithOwner(t, { tier: 'business' });
    b = await createTenantWithOwner(t, { tier: 'business' });
    for (const x of [a, b])
      await t.db
        .update(tenants)
        .set({ openingHours: WEEK_HOURS, slotMinutes: 30 })
        .where(eq(tenants.id, x.tenant.id));
    keyA = await createApiKey(t, a.tenant.id, {
      scopes: ['appointments:read', 'appointments:write'],
    });
    keyB = await createApiKey(t, b.tenant.id, {
      scopes: ['appointments:read', 'appointments:write'],
    });
  });
  afterAll(async () => t?.close());

  const inject = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const patch = (payload: unknown, who = a) =>
    inject('PATCH', `/tenants/${who.tenant.id}`, who.owner.auth, payload);
  const localTimes = (starts: string[]) =>
    starts.map((s) => DateTime.fromISO(s, { zone: 'Europe/Warsaw' }).toFormat('HH:mm'));

  it('stores the exceptions normalised and sorted, answers them on GET /tenants/{id}, replaces the list', async () => {
    const r = await patch({
      opening_hours_exceptions: [
        {
          date: date(SHORT),
          hours: [
            { open: '12:00', close: '13:00' },
            { open: '10:00', close: '11:00' },
          ],
          note: '  Sylwester ',
        },
        { date: date(HOLIDAY), closed: true, note: 'Wigilia' },
        { date: date(-400), closed: true },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const cfg = (await inject('GET', `/tenants/${a.tenant.id}`, a.owner.auth)).json();
    expect(cfg.opening_hours_exceptions).toEqual([
      { date: date(-400), closed: true, hours: [], note: null },
      { date: date(HOLIDAY), closed: true, hours: [], note: 'Wigilia' },
      {
        date: date(SHORT),
        closed: false,
        hours: [
          { open: '10:00', close: '11:00' },
          { open: '12:00', close: '13:00' },
        ],
        note: 'Sylwester',
      },
    ]);
    // The weekly hours are untouched; a new list replaces the old one.
    expect(cfg.opening_hours).toEqual(WEEK_HOURS);
    expect((await patch({ opening_hours_exceptions: [] })).statusCode).toBe(200);
    expect(
      (await inject('GET', `/tenants/${a.tenant.id}`, a.owner.auth)).json().opening_hours_exceptions,
    ).toEqual([]);
  });

  it('refuses bad exceptions with 422, naming the entry, in English and Polish', async () => {
    const d = date(HOLIDAY);
    const cases: [unknown, (string | number)[]][] = [
      [[{ date: '2027-02-30', closed: true }], ['body', 'opening_hours_exceptions', 0, 'date']],
      [[{ date: '24.12.2027', closed: true }], ['body', 'opening_hours_exceptions', 0, 'date']],
      [
        [
          { date: d, closed: true },
          { date: d, hours: [{ open: '10:00', close: '12:00' }] },
        ],
        ['body', 'opening_hours_exceptions', 1, 'date'],
      ],
      [[{ date: d }], ['body', 'opening_hours_exceptions', 0, 'hours']],
      [[{ date: d, closed: false, hours: [] }], ['body', 'opening_hours_exceptions', 0, 'hours']],
      [
        [{ date: d, closed: true, hours: [{ open: '10:00', close: '12:00' }] }],
        ['body', 'opening_hours_exceptions', 0, 'hours'],
      ],
      [
        [{ date: d, hours: [{ open: '13:00', close: '10:00' }] }],
        ['body', 'opening_hours_exceptions', 0, 'hours', 0],
      ],
      [
        [
          {
            date: d,
            hours: [
              { open: '09:00', close: '12:00' },
              { open: '11:00', close: '14:00' },
            ],
          },
        ],
        ['body', 'opening_hours_exceptions', 0, 'hours', 1],
      ],
      [
        [{ date: d, hours: [{ open: '9:00', close: '12:00' }] }],
        ['body', 'opening_hours_exceptions', 0, 'hours', 0, 'open'],
      ],
      [[{ date: d, closed: true, note: 'x'.repeat(201) }], ['body', 'opening_hours_exceptions', 0, 'note']],
      [[{ date: d, closed: true, extra: 1 }], ['body', 'opening_hours_exceptions', 0, 'extra']],
      [
        Array.from({ length: 101 }, (_, i) => ({ date: date(i), closed: true })),
        ['body', 'opening_hours_exceptions'],
      ],
    ];
    for (const [list, loc] of cases) {
      const r = await patch({ opening_hours_exceptions: list });
      expect(r.statusCode, JSON.stringify(list).slice(0, 200)).toBe(422);
      const body = r.json();
      expect(body.detail[0].loc, JSON.stringify(list).slice(0, 200)).toEqual(loc);
      // The dashboard's 422: `{detail: [{loc, msg, type, msg_pl}]}`.
      expect(body.detail[0].msg).toMatch(/\S/);
      expect(body.detail[0].msg_pl).toMatch(/\S/);
    }
    // The service's own checks speak Polish.
    const dup = (
      await patch({
        opening_hours_exceptions: [
          { date: d, closed: true },
          { date: d, closed: true },
        ],
      })
    ).json();
    expect(dup.detail[0]).toMatchObject({
      msg: 'This date already has an exception.',
      msg_pl: 'Ta data ma już wyjątek.',
      type: 'value_error.duplicate',
    });
    // 100 entries are fine; nothing of the refused writes was stored.
    expect(
      (await inject('GET', `/tenants/${a.tenant.id}`, a.owner.auth)).json().opening_hours_exceptions,
    ).toEqual([]);
    const hundred = Array.from({ length: 100 }, (_, i) => ({ date: date(200 + i), closed: true }));
    expect((await patch({ opening_hours_exceptions: hundred })).statusCode).toBe(200);
  });

  it('a closed date has no slot and refuses a booking; a short day offers only its hours', async () => {
    await patch({
      opening_hours_exceptions: [
        { date: date(HOLIDAY), closed: true, note: 'Wigilia' },
        { date: date(SHORT), hours: [{ open: '10:00', close: '12:00' }] },
      ],
    });
    const dash = (d: string, who = a) =>
      inject('GET', `/tenants/${who.tenant.id}/calendar/availability?date=${d}`, who.owner.auth);
    const v2 = (d: string, key = keyA) => inject('GET', `/v2/availability?date=${d}`, key.auth);
    const tool = (d: string, tenantId = a.tenant.id) =>
      inject('POST', '/internal/tools/calendar.availability', internal, { tenant_id: tenantId, date: d });

    // Closed: no slot on any surface (the weekday is open 08:00–20:00).
    for (const r of [await dash(date(HOLIDAY)), await v2(date(HOLIDAY)), await tool(date(HOLIDAY))]) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().slots).toEqual([]);
    }
    // Short day: only 10:00–12:00.
    const want = ['10:00', '10:30', '11:00', '11:30'];
    expect(localTimes((await dash(date(SHORT))).json().slots.map((s: { start: string }) => s.start))).toEqual(
      want,
    );
    expect(localTimes((await v2(date(SHORT))).json().slots.map((s: { start: string }) => s.start))).toEqual(
      want,
    );
    expect(localTimes((await tool(date(SHORT))).json().slots)).toEqual(want);
    // The day after is the ordinary week again.
    expect((await dash(date(SHORT + 1))).json().slots).toHaveLength(24);

    // Booking on the closed date: refused as outside the opening hours, on every surface.
    const appt = (start: string) => ({
      start_time: start,
      patient_name: 'Anna Nowak',
      patient_phone: '601234567',
    });
    const d1 = await inject(
      'POST',
      `/tenants/${a.tenant.id}/calendar/appointments`,
      a.owner.auth,
      appt(at(HOLIDAY, '10:00')),
    );
    expect(d1.statusCode, d1.body).toBe(422);
    expect(d1.json()).toMatchObject({ code: 'outside_opening_hours' });
    expect(d1.json().message_pl).toContain('nieczynna (Wigilia)');
    const v1 = await inject(
      'POST',
      '/v2/appointments',
      { ...keyA.auth, 'idempotency-key': `holiday-${Date.now()}` },
      appt(at(HOLIDAY, '10:00')),
    );
    expect(v1.statusCode, v1.body).toBe(422);
    // The v2 envelope, with the Polish message.
    expect(v1.json().error).toMatchObject({ code: 'outside_opening_hours', field: 'start_time' });
    expect(v1.json().error.message_pl).toContain('nieczynna (Wigilia)');
    const tb = await inject('POST', '/internal/tools/calendar.book', internal, {
      tenant_id: a.tenant.id,
      start: new Date(at(HOLIDAY, '10:00')).toISOString(),
      name: 'Anna Nowak',
    });
    expect(tb.json()).toEqual({ ok: false, reason: 'outside_opening_hours' });

    // Short day: inside its hours books, outside them (though inside the weekly hours) does not.
    const late = await inject(
      'POST',
      `/tenants/${a.tenant.id}/calendar/appointments`,
      a.owner.auth,
      appt(at(SHORT, '15:00')),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('outside_opening_hours');
    const ok = await inject(
      'POST',
      `/tenants/${a.tenant.id}/calendar/appointments`,
      a.owner.auth,
      appt(at(SHORT, '11:00')),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('keeps tenants apart: another tenant is a 404 and its calendar ignores these exceptions', async () => {
    const other = await patch({ opening_hours_exceptions: [{ date: date(HOLIDAY), closed: true }] }, b);
    expect(other.statusCode).toBe(200);
    await patch({ opening_hours_exceptions: [] }, b);
    // Tenant A's owner cannot write or read tenant B.
    const cross = await inject('PATCH', `/tenants/${b.tenant.id}`, a.owner.auth, {
      opening_hours_exceptions: [{ date: date(SHORT), closed: true }],
    });
    expect(cross.statusCode).toBe(404);
    expect((await inject('GET', `/tenants/${b.tenant.id}`, a.owner.auth)).statusCode).toBe(404);
    const cfgB = (await inject('GET', `/tenants/${b.tenant.id}`, b.owner.auth)).json();
    expect(cfgB.opening_hours_exceptions).toEqual([]);
    // A is closed on the holiday; B is open as every day.
    const slotsB = (await inject('GET', `/v2/availability?date=${date(HOLIDAY)}`, keyB.auth)).json().slots;
    expect(slotsB).toHaveLength(24);
    const slotsA = (await inject('GET', `/v2/availability?date=${date(HOLIDAY)}`, keyA.auth)).json().slots;
    expect(slotsA).toEqual([]);
  });
});
