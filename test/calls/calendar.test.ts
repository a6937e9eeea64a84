import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createTenantWithOwner } from '../helpers/fixtures.js';
import { injector } from './setup.js';

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Calendar//PL',
  'BEGIN:VEVENT',
  'UID:single@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART;TZID=Europe/Warsaw:20261123T100000',
  'DTEND;TZID=Europe/Warsaw:20261123T110000',
  'SUMMARY:Dentysta\\, kontrola',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261116T080000Z',
  'DTEND:20261116T083000Z',
  'RRULE:FREQ=WEEKLY;COUNT=10',
  'EXDATE:20261130T080000Z',
  'SUMMARY:Odprawa',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:allday@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART;VALUE=DATE:20261125',
  'DTEND;VALUE=DATE:20261126',
  'SUMMARY:Urlop',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:cancelled@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261126T120000Z',
  'DTEND:20261126T130000Z',
  'STATUS:CANCELLED',
  'SUMMARY:Odwołane',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:far@test',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20270301T120000Z',
  'DTEND:20270301T130000Z',
  'SUMMARY:Daleko',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('calendar: our appointments plus subscribed iCalendar feeds', () => {
  let t: TestApp;
  let guarded: TestApp;
  let server: Server;
  let base: string;
  let inject: ReturnType<typeof injector>;
  const clock = new ManualClock(new Date('2026-11-21T10:00:00.000Z'));

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/cal.ics') {
        res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
        res.end(ICS);
      } else if (req.url === '/broken.ics') {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        res.end('this is not a calendar');
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
    inject = injector(t);
  });
  afterAll(async () => {
    await t.close();
    await guarded?.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('merges appointments and expanded feed events; failing feeds are reported, not fatal', async () => {
    const a = await createTenantWithOwner(t);
    const b = await createTenantWithOwner(t);
    const url = `/tenants/${a.tenant.id}/calendar/subscriptions`;
    const add = await inject('POST', url, a.owner.auth, { name: 'Google', url: `${base}/cal.ics` });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ name: 'Google', url: `${base}/cal.ics` });
    expect(
      (await inject('POST', url, a.owner.auth, { name: 'Again', url: `${base}/cal.ics` })).statusCode,
    ).toBe(409);
    await inject('POST', url, a.owner.auth, { name: 'Broken', url: `${base}/broken.ics` });
    await inject('POST', url, a.owner.auth, { name: 'Missing', url: `${base}/missing.ics` });
    expect(
      (await inject('POST', url, a.owner.auth, { name: 'FTP', url: 'ftp://example.com/x.ics' })).statusCode,
    ).toBe(422);
    expect((await inject('POST', url, a.owner.auth, { name: 'x', url: 'not a url' })).statusCode).toBe(422);
    expect((await inject('GET', url, a.owner.auth)).json()).toHaveLength(3);

    await t.db.insert(appointments).values([
      {
        tenantId: a.tenant.id,
        startTime: new Date('2026-11-24T10:00:00.000Z'),
        endTime: new Date('2026-11-24T10:30:00.000Z'),
        durationMinutes: 30,
        patientName: 'Jan Kowalski',
        serviceType: 'Konsultacja',
      },
      {
        tenantId: a.tenant.id,
        startTime: new Date('2026-11-24T12:00:00.000Z'),
        endTime: new Date('2026-11-24T12:30:00.000Z'),
        durationMinutes: 30,
        patientName: 'Odwołany',
        status: 'cancelled',
      },
      {
        tenantId: b.tenant.id,
        startTime: new Date('2026-11-24T10:00:00.000Z'),
        endTime: new Date('2026-11-24T10:30:00.000Z'),
        durationMinutes: 30,
        patientName: 'Pacjent B',
      },
    ]);

    const r = await inject(
      'GET',
      `/tenants/${a.tenant.id}/calendar/appointments?from=2026-11-21T00:00:00.000Z&to=2026-12-08T00:00:00.000Z`,
      a.owner.auth,
    );
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(
      body.events.map((e: { title: string; start: string; end: string; source: string }) => [
        e.source,
        e.title,
        e.start,
        e.end,
      ]),
    ).toEqual([
      ['ical', 'Odprawa', '2026-11-23T08:00:00.000Z', '2026-11-23T08:30:00.000Z'],
      ['ical', 'Dentysta, kontrola', '2026-11-23T09:00:00.000Z', '2026-11-23T10:00:00.000Z'],
      ['recepcja', 'Konsultacja: Jan Kowalski', '2026-11-24T10:00:00.000Z', '2026-11-24T10:30:00.000Z'],
      ['ical', 'Urlop', '2026-11-24T23:00:00.000Z', '2026-11-25T23:00:00.000Z'],
      ['ical', 'Odprawa', '2026-12-07T08:00:00.000Z', '2026-12-07T08:30:00.000Z'],
    ]);
    expect(body.events.find((e: { title: string }) => e.title === 'Urlop').all_day).toBe(true);
    const bySource = Object.fromEntries(body.sources.map((s: { name: string }) => [s.name, s]));
    expect(bySource.Recepcja).toMatchObject({ status: 'ok', events: 1 });
    expect(bySource.Google).toMatchObject({ status: 'ok', events: 4, error: null });
    expect(bySource.Broken.status).toBe('error');
    expect(bySource.Missing).toMatchObject({ status: 'error', error: 'HTTP 404' });

    // Default window: today (tenant zone) + 14 days.
    const def = (await inject('GET', `/tenants/${a.tenant.id}/calendar/appointments`, a.owner.auth)).json();
    expect(def.from).toBe('2026-11-20T23:00:00.000Z');
    expect(def.to).toBe('2026-12-04T23:00:00.000Z');
    expect(
      (
        await inject(
          'GET',
          `/tenants/${a.tenant.id}/calendar/appointments?from=2026-11-21T00:00:00Z&to=2027-11-21T00:00:00Z`,
          a.owner.auth,
        )
      ).statusCode,
    ).toBe(422);

    // Cross-tenant probes: 404 on every route of the family.
    const subId = add.json().id;
    expect(
      (await inject('GET', `/tenants/${a.tenant.id}/calendar/appointments`, b.owner.auth)).statusCode,
    ).toBe(404);
    expect((await inject('GET', url, b.owner.auth)).statusCode).toBe(404);
    expect((await inject('POST', url, b.owner.auth, { name: 'x', url: `${base}/cal.ics` })).statusCode).toBe(
      404,
    );
    expect((await inject('DELETE', `${url}/${subId}`, b.owner.auth)).statusCode).toBe(404);
    expect(
      (await inject('DELETE', `/tenants/${b.tenant.id}/calendar/subscriptions/${subId}`, b.owner.auth))
        .statusCode,
    ).toBe(404);
    // B sees only its own appointment.
    const bView = (
      await inject(
        'GET',
        `/tenants/${b.tenant.id}/calendar/appointments?from=2026-11-21T00:00:00.000Z&to=2026-12-08T00:00:00.000Z`,
        b.owner.auth,
      )
    ).json();
    expect(bView.events.map((e: { title: string }) => e.title)).toEqual(['Pacjent B']);

    expect((await inject('DELETE', `${url}/${subId}`, a.owner.auth)).statusCode).toBe(204);
    expect((await inject('DELETE', `${url}/${subId}`, a.owner.auth)).statusCode).toBe(404);
    expect((await inject('GET', url, a.owner.auth)).json()).toHaveLength(2);
  });

  it('refuses private addresses without WEBHOOK_ALLOW_PRIVATE_NETWORKS (SSRF guard)', async () => {
    guarded = await createTestApp({ clock });
    const a = await createTenantWithOwner(guarded);
    const r = await injector(guarded)(
      'POST',
      `/tenants/${a.tenant.id}/calendar/subscriptions`,
      a.owner.auth,
      {
        name: 'Local',
        url: `${base}/cal.ics`,
      },
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().detail[0].loc).toEqual(['body', 'url']);
  });
});
