import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarSubscriptions } from '../../src/modules/calendar/calendar.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { SsrfError } from '../../src/platform/ssrf.js';
import { CalDavError, createCalDavClient } from '../../src/providers/calendar/caldav.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey, createTenantWithOwner } from '../helpers/fixtures.js';
import { drainOutbox } from '../helpers/outbox.js';
import { ownerEvent, type Radicale, startRadicale } from '../helpers/radicale.js';
import { injector, WEEKDAY_HOURS } from './setup.js';

/** A real CalDAV server (Debian's radicale), htpasswd auth, in a temporary folder. */
describe('calendar truth: CalDAV (radicale) read and written two ways', () => {
  let t: TestApp;
  let inject: ReturnType<typeof injector>;
  let radicale: Radicale;
  let dav: string;
  const clock = new ManualClock(new Date('2026-11-21T10:00:00.000Z'));
  const davFetch = (method: string, url: string, body?: string, headers: Record<string, string> = {}) =>
    radicale.fetch(method, url, body, headers);

  /** The events in the collection: UID → DTSTART line. */
  async function eventsIn(collection: string) {
    const r = await davFetch(
      'REPORT',
      collection,
      '<?xml version="1.0"?><c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"/></c:filter></c:calendar-query>',
      { depth: '1', 'content-type': 'application/xml' },
    );
    const text = await r.text();
    const out: Record<string, string> = {};
    for (const block of text.split('BEGIN:VEVENT').slice(1)) {
      const uid = /UID:(.*)/.exec(block)?.[1]?.trim();
      const start = /DTSTART[^:]*:(.*)/.exec(block)?.[1]?.trim();
      if (uid && start) out[uid] = start;
    }
    return out;
  }

  beforeAll(async () => {
    radicale = await startRadicale();
    dav = radicale.url;
    t = await createTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
    inject = injector(t);
  });
  afterAll(async () => {
    await t?.close();
    await radicale?.stop();
  });

  it('reads busy times by REPORT, writes bookings as events through the outbox, mirrors moves and cancellations', async () => {
    const a = await createTenantWithOwner(t);
    const b = await createTenantWithOwner(t);
    await t.db
      .update(tenants)
      .set({ openingHours: WEEKDAY_HOURS, slotMinutes: 30 })
      .where(eq(tenants.id, a.tenant.id));
    const key = await createApiKey(t, a.tenant.id, { scopes: ['appointments:read', 'appointments:write'] });
    const collection = `${dav}/alice/gabinet/`;
    expect((await davFetch('MKCALENDAR', collection)).status).toBe(201);
    // The owner's own event, Monday 23 Nov 10:00–11:00 Warsaw, and a weekly one (Tuesdays 12:00).
    const putEvent = (name: string, lines: string[]) =>
      davFetch('PUT', `${collection}${name}.ics`, ownerEvent(name, lines), {
        'content-type': 'text/calendar',
      });
    expect(
      (
        await putEvent('owner-1', [
          'DTSTART;TZID=Europe/Warsaw:20261123T100000',
          'DTEND;TZID=Europe/Warsaw:20261123T110000',
          'SUMMARY:Prywatne',
        ])
      ).status,
    ).toBe(201);
    expect(
      (
        await putEvent('owner-2', [
          'DTSTART:20261117T110000Z',
          'DTEND:20261117T120000Z',
          'RRULE:FREQ=WEEKLY',
          'SUMMARY:Co tydzień',
        ])
      ).status,
    ).toBe(201);

    const url = `/tenants/${a.tenant.id}/calendar/caldav`;
    const body = { name: 'Nextcloud', url: collection, username: 'alice', password: 's3cret-pass' };
    expect((await inject('POST', url, b.owner.auth, body)).statusCode).toBe(404); // another tenant's path
    const add = await inject('POST', url, a.owner.auth, body);
    expect(add.statusCode).toBe(201);
    const sub = add.json();
    expect(sub).toMatchObject({ kind: 'caldav', url: collection, sync: { status: 'ok', busy_times: 53 } }); // one event + a year of the weekly one
    expect(JSON.stringify(sub)).not.toContain('s3cret');
    const [row] = await t.db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.id, sub.id));
    expect(row!.passwordSealed).toMatch(/^v1:/);
    expect(row!.passwordSealed).not.toContain('s3cret');
    expect((await inject('POST', url, a.owner.auth, body)).statusCode).toBe(409);

    // Busy times from CalDAV are not offered, and booking on them is a 409.
    const slots = async (date: string) =>
      (
        (await inject('GET', `/v2/availability?date=${date}`, key.auth)).json().slots as { start: string }[]
      ).map((s) => s.start);
    const monday = await slots('2026-11-23');
    expect(monday).not.toContain('2026-11-23T09:00:00.000Z');
    expect(monday).not.toContain('2026-11-23T09:30:00.000Z');
    expect(monday).toContain('2026-11-23T10:00:00.000Z');
    expect(await slots('2026-11-24')).not.toContain('2026-11-24T11:00:00.000Z');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...key.auth, 'idempotency-key': 'caldav-busy' },
      payload: { start_time: '2026-11-23T09:30:00Z', patient_name: 'Jan' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('slot_unavailable');

    // A booking lands in the owner's calendar through the outbox.
    const booked = await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...key.auth, 'idempotency-key': 'caldav-ok' },
      payload: { start_time: '2026-11-23T12:00:00Z', patient_name: 'Anna Nowak', service_type: 'Kontrola' },
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id as string;
    const uid = `recepcja-${id}@recepcja`;
    expect(
      await t.db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.topic, 'calendar.push'), eq(outboxMessages.tenantId, a.tenant.id))),
    ).toHaveLength(1);
    await drainOutbox(t);
    expect((await eventsIn(collection))[uid]).toBe('20261123T120000Z');

    // Read back, our own event is not a busy time: moving the appointment by 30 minutes (overlapping
    // its old time) is allowed, and the event moves.
    await inject('POST', `/tenants/${a.tenant.id}/calendar/subscriptions/${sub.id}/sync`, a.owner.auth);
    const moved = await inject('PATCH', `/tenants/${a.tenant.id}/calendar/appointments/${id}`, a.owner.auth, {
      start_time: '2026-11-23T12:30:00Z',
    });
    expect(moved.statusCode).toBe(200);
    await drainOutbox(t);
    expect((await eventsIn(collection))[uid]).toBe('20261123T123000Z');

    // Cancelled: the event is deleted; the owner's own events stay.
    expect(
      (await inject('POST', `/tenants/${a.tenant.id}/calendar/appointments/${id}/cancel`, a.owner.auth))
        .statusCode,
    ).toBe(200);
    await drainOutbox(t);
    const left = await eventsIn(collection);
    expect(left[uid]).toBeUndefined();
    expect(Object.keys(left).sort()).toEqual(['owner-1', 'owner-2']);

    // A wrong password: the read fails with a clear error; a push fails for good (not retried forever).
    const bad = await inject('POST', url, a.owner.auth, {
      name: 'Bad',
      url: `${dav}/alice/other/`,
      username: 'alice',
      password: 'wrong',
    });
    expect(bad.statusCode).toBe(201);
    expect(bad.json().sync).toMatchObject({ status: 'error', consecutive_failures: 1 });
    expect(bad.json().sync.last_error).toContain('refused the credentials');
    const again = await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...key.auth, 'idempotency-key': 'caldav-bad' },
      payload: { start_time: '2026-11-23T14:00:00Z', patient_name: 'Ewa' },
    });
    expect(again.statusCode).toBe(201);
    await drainOutbox(t);
    const [failed] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.topic, 'calendar.push'), eq(outboxMessages.status, 'failed')));
    expect(failed?.lastError).toContain('refused the credentials');

    // New credentials are stored sealed and used at once (this collection does not exist: a 404 now).
    const badId = bad.json().id as string;
    const fixed = await inject(
      'PATCH',
      `/tenants/${a.tenant.id}/calendar/subscriptions/${badId}`,
      a.owner.auth,
      {
        password: 's3cret-pass',
      },
    );
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().sync.last_error).toContain('HTTP 404');
    expect(
      (
        await inject('PATCH', `/tenants/${b.tenant.id}/calendar/subscriptions/${badId}`, b.owner.auth, {
          password: 'x',
        })
      ).statusCode,
    ).toBe(404);
  }, 60_000);

  it('speaks CalDAV through tsdav only over the SSRF guard: a private address is refused unless allowed', async () => {
    const collection = `${dav}/alice/guarded/`;
    expect((await davFetch('MKCALENDAR', collection)).status).toBe(201);
    const account = { url: collection, username: 'alice', password: 's3cret-pass' };
    const ics = ownerEvent('guard-1', [
      'DTSTART:20261124T090000Z',
      'DTEND:20261124T100000Z',
      'SUMMARY:Guard',
    ]);
    const from = new Date('2026-11-23T00:00:00Z');
    const to = new Date('2026-11-30T00:00:00Z');

    // Private networks not allowed: every call is refused before a request leaves (radicale is on 127.0.0.1).
    const guarded = createCalDavClient({ allowPrivate: false, protocols: ['http:', 'https:'] });
    const refused = async (p: Promise<unknown>) => {
      const err = await p.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(SsrfError);
      expect((err as SsrfError).reason).toBe('blocked_address');
    };
    await refused(guarded.put(account, 'guard-1.ics', ics, null));
    await refused(guarded.query(account, from, to));
    await refused(guarded.get(account, '/alice/guarded/guard-1.ics'));
    await refused(guarded.remove(account, '/alice/guarded/guard-1.ics'));
    expect(await eventsIn(collection)).toEqual({});

    // Allowed: create (If-None-Match), the ETag comes through, a second create replaces (412), read, delete.
    const client = createCalDavClient({ allowPrivate: true, protocols: ['http:', 'https:'] });
    const put = await client.put(account, 'guard-1.ics', ics, null);
    expect(put.href).toBe('/alice/guarded/guard-1.ics');
    expect(put.etag).toMatch(/^".+"$/);
    const moved = ics.replace('20261124T090000Z', '20261124T093000Z');
    const again = await client.put(account, 'guard-1.ics', moved, null);
    expect(again.etag).not.toBe(put.etag);
    expect((await eventsIn(collection))['guard-1']).toBe('20261124T093000Z');
    const found = await client.query(account, from, to);
    expect(found.map((o) => [o.href, o.etag])).toEqual([[put.href, again.etag]]);
    expect(found[0]!.data).toContain('UID:guard-1');
    expect(
      await client.query(account, new Date('2026-12-01T00:00:00Z'), new Date('2026-12-08T00:00:00Z')),
    ).toEqual([]);
    const got = await client.get(account, put.href);
    expect(got).toMatchObject({ href: put.href, etag: again.etag });
    expect(got!.data).toContain('DTSTART:20261124T093000Z');
    await client.remove(account, put.href);
    expect(await client.get(account, put.href)).toBeNull();
    await client.remove(account, put.href); // already gone: removed
    expect(await eventsIn(collection)).toEqual({});

    // A wrong password and a missing collection are CalDavErrors (permanent), as before.
    const wrong = await client.query({ ...account, password: 'nope' }, from, to).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(CalDavError);
    expect((wrong as CalDavError).status).toBe(401);
    const missing = await client
      .query({ ...account, url: `${dav}/alice/none/` }, from, to)
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(CalDavError);
    expect((missing as CalDavError).status).toBe(404);
  }, 30_000);
});
