import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../../src/modules/notifications/notifications.repo.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createUser } from '../helpers/fixtures.js';
import { injector, makeCall, receptionTenant } from './setup.js';

describe('notifications routes', () => {
  let t: TestApp;
  let inject: ReturnType<typeof injector>;
  const clock = new ManualClock(new Date('2026-11-21T12:00:00.000Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
    inject = injector(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the tenant’s notifications newest first with the unread count; read is idempotent and tenant-scoped', async () => {
    const a = await receptionTenant(t);
    const b = await receptionTenant(t);
    await makeCall(t, a, { message: { text: 'Pierwsza wiadomość' } });
    clock.advance(60_000);
    await makeCall(t, a, { message: { text: 'Druga wiadomość', urgent: true } });
    const colleague = await createUser(t, { tenantId: a.tenant.id });
    await createNotification(t.db, {
      tenantId: a.tenant.id,
      userId: colleague.user.id,
      kind: 'personal',
      title: 'Tylko dla kolegi',
      message: 'x',
    });

    const r = await inject('GET', '/notifications', a.owner.auth);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.unread_count).toBe(2);
    expect(body.data.map((n: { message: string }) => n.message)).toEqual([
      'Druga wiadomość',
      'Pierwsza wiadomość',
    ]);
    expect(body.data[0]).toMatchObject({ kind: 'message_left', read: false, read_at: null });
    expect(body.data[0].title).toContain('URGENT');
    expect((await inject('GET', '/notifications', colleague.auth)).json().unread_count).toBe(3);
    expect((await inject('GET', '/notifications', b.owner.auth)).json()).toEqual({
      data: [],
      unread_count: 0,
    });

    const id = body.data[1].id;
    expect((await inject('POST', `/notifications/${id}/read`, b.owner.auth)).statusCode).toBe(404);
    expect((await inject('POST', '/notifications/nope/read', a.owner.auth)).statusCode).toBe(404);
    const personal = (await inject('GET', '/notifications', colleague.auth))
      .json()
      .data.find((n: { kind: string }) => n.kind === 'personal');
    expect((await inject('POST', `/notifications/${personal.id}/read`, a.owner.auth)).statusCode).toBe(404);

    const read = await inject('POST', `/notifications/${id}/read`, a.owner.auth);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, read: true, read_at: clock.now().toISOString() });
    clock.advance(60_000);
    expect((await inject('POST', `/notifications/${id}/read`, a.owner.auth)).json().read_at).toBe(
      read.json().read_at,
    );
    const after = (await inject('GET', '/notifications?unread_only=true', a.owner.auth)).json();
    expect(after.unread_count).toBe(1);
    expect(after.data.map((n: { message: string }) => n.message)).toEqual(['Druga wiadomość']);
    expect((await inject('GET', '/notifications', {})).statusCode).toBe(401);
  });
});
