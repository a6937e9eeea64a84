import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRETS, type TestApp } from '../../../test/helpers/app.js';
import { createUser, uniqueEmail } from '../../../test/helpers/fixtures.js';
import { users } from '../../modules/accounts/accounts.schema.js';
import { tenants } from '../../modules/tenants/tenants.schema.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import { CANARY_EMAIL } from './canary.js';
import { recordProviderEvent } from './provider-events.js';
import { deployEvents, statusIncidents, statusSubscriptions } from './status.schema.js';

const CI = { authorization: `Bearer ${TEST_SECRETS.CI_STATUS_TOKEN}` };
const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! || 1}`;

describe('status page, incidents and subscriptions', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let user: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { isAdmin: true });
    user = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const mailsTo = async (to: string) =>
    (
      await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.topic, 'email'), sql`${outboxMessages.payload}->>'to' = ${to}`))
        .orderBy(outboxMessages.createdAt, outboxMessages.id)
    ).map((m) => m.payload as { to: string; subject: string; text: string });

  const linkIn = (text: string, path: string) => {
    const m = new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?token=([^\\s]+)`).exec(text);
    if (!m) throw new Error(`no ${path} link in: ${text}`);
    return decodeURIComponent(m[1]!);
  };

  const subscribe = (email: string, components?: string[], ip = randomIp(), language?: 'pl' | 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/status/subscribe',
      remoteAddress: ip,
      payload: { email, ...(components ? { components } : {}), ...(language ? { language } : {}) },
    });

  /** Subscribes and follows the e-mailed link; returns the address. */
  const confirmedSubscriber = async (components?: string[]) => {
    const email = uniqueEmail('sub');
    expect((await subscribe(email, components)).statusCode).toBe(202);
    const [mail] = await mailsTo(email);
    const res = await t.app.inject({
      remoteAddress: randomIp(),
      url: `/status/confirm?token=${encodeURIComponent(linkIn(mail!.text, '/status/confirm'))}`,
    });
    expect(res.statusCode).toBe(200);
    return email;
  };

  const createIncident = (body: Record<string, unknown>, auth = admin.auth) =>
    t.app.inject({ method: 'POST', url: '/admin/incidents', headers: auth, payload: body });

  it('shows every component operational when nothing is open', async () => {
    const res = await t.app.inject({ url: '/status' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('operational');
    expect(body.components.map((c: { id: string }) => c.id)).toEqual([
      'api',
      'voice',
      'sms',
      'dashboard',
      'webhooks',
    ]);
    expect(body.components.every((c: { status: string }) => c.status === 'operational')).toBe(true);
    expect(body.open_incidents).toEqual([]);
  });

  it('admin incident routes need an admin', async () => {
    const body = { title: 'x', message: 'y', components: ['api'], impact: 'minor' };
    expect((await createIncident(body, {} as never)).statusCode).toBe(401);
    const res = await createIncident(body, user.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('admin_required');
    expect((await t.app.inject({ url: '/admin/incidents', headers: user.auth })).statusCode).toBe(403);
    // The CI token is not an admin credential.
    expect((await createIncident(body, CI)).statusCode).toBe(401);
  });

  it('a manual incident moves component status, keeps a timeline and lands in history when resolved', async () => {
    const created = await createIncident({
      title: 'SMS delays',
      message: 'SMS confirmations are delayed.',
      components: ['sms', 'voice'],
      impact: 'major',
    });
    expect(created.statusCode).toBe(201);
    const inc = created.json();
    expect(inc).toMatchObject({
      title: 'SMS delays',
      status: 'investigating',
      impact: 'major',
      components: ['voice', 'sms'],
      auto_opened: false,
      resolved_at: null,
    });
    expect(inc.updates).toEqual([
      { status: 'investigating', message: 'SMS confirmations are delayed.', created_at: inc.created_at },
    ]);

    const critical = (
      await createIncident({
        title: 'Voice down',
        message: 'No calls.',
        components: ['voice'],
        impact: 'critical',
      })
    ).json();

    let page = (await t.app.inject({ url: '/status' })).json();
    const statusOf = (id: string) => page.components.find((c: { id: string }) => c.id === id).status;
    expect(statusOf('sms')).toBe('partial_outage');
    expect(statusOf('voice')).toBe('major_outage');
    expect(statusOf('api')).toBe('operational');
    expect(page.status).toBe('major_outage');
    expect(page.open_incidents.map((i: { id: string }) => i.id)).toEqual([critical.id, inc.id]);

    const upd = await t.app.inject({
      method: 'POST',
      url: `/admin/incidents/${inc.id}/updates`,
      headers: admin.auth,
      payload: { status: 'identified', message: 'Provider queue is stuck.' },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().updates.map((u: { status: string }) => u.status)).toEqual([
      'investigating',
      'identified',
    ]);

    const resolved = await t.app.inject({
      method: 'POST',
      url: `/admin/incidents/${inc.id}/updates`,
      headers: admin.auth,
      payload: { status: 'resolved', message: 'All SMS delivered.' },
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().status).toBe('resolved');
    expect(resolved.json().resolved_at).not.toBeNull();

    const reopen = await t.app.inject({
      method: 'POST',
      url: `/admin/incidents/${inc.id}/updates`,
      headers: admin.auth,
      payload: { status: 'investigating', message: 'again' },
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().code).toBe('incident_resolved');

    const one = await t.app.inject({ url: `/status/incidents/${inc.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().updates.map((u: { message: string }) => u.message)).toEqual([
      'SMS confirmations are delayed.',
      'Provider queue is stuck.',
      'All SMS delivered.',
    ]);

    page = (await t.app.inject({ url: '/status' })).json();
    expect(statusOf('sms')).toBe('operational');
    expect(statusOf('voice')).toBe('major_outage');
    expect(page.recent_incidents.map((i: { id: string }) => i.id)).toContain(inc.id);
    expect(page.open_incidents.map((i: { id: string }) => i.id)).not.toContain(inc.id);

    await t.app.inject({
      method: 'POST',
      url: `/admin/incidents/${critical.id}/updates`,
      headers: admin.auth,
      payload: { status: 'resolved', message: 'ok' },
    });
  });

  it('keeps 90 days of resolved incidents in the history', async () => {
    const old = (
      await createIncident({ title: 'Old', message: 'm', components: ['api'], impact: 'minor' })
    ).json();
    const recent = (
      await createIncident({ title: 'Recent', message: 'm', components: ['api'], impact: 'minor' })
    ).json();
    for (const id of [old.id, recent.id]) {
      await t.app.inject({
        method: 'POST',
        url: `/admin/incidents/${id}/updates`,
        headers: admin.auth,
        payload: { status: 'resolved', message: 'done' },
      });
    }
    await t.db
      .update(statusIncidents)
      .set({ createdAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(statusIncidents.id, old.id));
    const page = (await t.app.inject({ url: '/status' })).json();
    const ids = page.recent_incidents.map((i: { id: string }) => i.id);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(old.id);
    // Still reachable by id.
    expect((await t.app.inject({ url: `/status/incidents/${old.id}` })).statusCode).toBe(200);
  });

  it('answers 404 for unknown and malformed incident ids, and 422 for bad bodies', async () => {
    for (const id of ['0190a3c4-0000-7000-8000-000000000000', 'not-a-uuid', "1'; drop table x;--"]) {
      expect((await t.app.inject({ url: `/status/incidents/${encodeURIComponent(id)}` })).statusCode).toBe(
        404,
      );
      const upd = await t.app.inject({
        method: 'POST',
        url: `/admin/incidents/${encodeURIComponent(id)}/updates`,
        headers: admin.auth,
        payload: { status: 'resolved', message: 'x' },
      });
      expect(upd.statusCode).toBe(404);
    }
    for (const bad of [
      { title: 'x', message: 'y', components: ['kitchen'], impact: 'minor' },
      { title: 'x', message: 'y', components: [], impact: 'minor' },
      { title: 'x', message: 'y', components: ['api'], impact: 'huge' },
      { title: 'x', message: 'y', components: ['api'], impact: 'minor', extra: 1 },
    ]) {
      expect((await createIncident(bad)).statusCode).toBe(422);
    }
  });

  it('lists the last 10 provider downtime and fallback events for admins', async () => {
    for (let i = 0; i < 12; i++) {
      await recordProviderEvent(t.db, {
        provider: 'smsapi',
        kind: i % 2 ? 'downtime' : 'fallback',
        detail: `e${i}`,
      });
    }
    await recordProviderEvent(t.db, { provider: 'smsapi', kind: 'recovered', detail: 'back' });
    const res = await t.app.inject({ url: '/admin/incidents', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const events = res.json().provider_events;
    expect(events).toHaveLength(10);
    expect(events[0]).toMatchObject({ provider: 'smsapi', kind: 'downtime', detail: 'e11' });
    expect(events.map((e: { kind: string }) => e.kind)).not.toContain('recovered');
    expect(res.json().incidents.length).toBeGreaterThan(0);
  });

  describe('subscriptions (double opt-in)', () => {
    it('e-mails a signed confirmation link, confirms with it and refuses altered tokens', async () => {
      const email = uniqueEmail('dbl');
      const res = await subscribe(email, ['api'], randomIp(), 'en');
      expect(res.statusCode).toBe(202);
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/Confirm/);
      expect(mails[0]!.text).toMatch(/Potwierdź subskrypcję/);
      const token = linkIn(mails[0]!.text, '/status/confirm');

      // Still pending: not e-mailed about incidents yet.
      const [row] = await t.db.select().from(statusSubscriptions).where(eq(statusSubscriptions.email, email));
      expect(row!.status).toBe('pending');

      const tampered = `${token.slice(0, -3)}${token.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
      for (const bad of [tampered, 'garbage', token.replace(/^[^.]+/, 'eyJhbGciOiJub25lIn0')]) {
        const r = await t.app.inject({
          remoteAddress: randomIp(),
          url: `/status/confirm?token=${encodeURIComponent(bad)}`,
        });
        expect(r.statusCode).toBe(400);
        expect(r.json().code).toBe('invalid_subscription_token');
      }
      // A token signed for another purpose (a session token) is refused too.
      const r = await t.app.inject({
        remoteAddress: randomIp(),
        url: `/status/confirm?token=${encodeURIComponent(user.token)}`,
      });
      expect(r.statusCode).toBe(400);
      expect((await t.app.inject({ remoteAddress: randomIp(), url: '/status/confirm' })).statusCode).toBe(
        422,
      );

      const ok = await t.app.inject({
        remoteAddress: randomIp(),
        url: `/status/confirm?token=${encodeURIComponent(token)}`,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'confirmed', email, components: ['api'] });
      const again = await t.app.inject({
        remoteAddress: randomIp(),
        url: `/status/confirm?token=${encodeURIComponent(token)}`,
      });
      expect(again.json().status).toBe('already_confirmed');
    });

    it('answers the same for new, pending and confirmed addresses; only the newest link confirms', async () => {
      const confirmed = await confirmedSubscriber(['sms']);
      const fresh = uniqueEmail('new');
      const a = await subscribe(fresh);
      const b = await subscribe(confirmed, ['api']);
      expect(a.statusCode).toBe(b.statusCode);
      expect(a.json()).toEqual(b.json());

      // The confirmed subscription does not change until the new link is followed.
      let [row] = await t.db
        .select()
        .from(statusSubscriptions)
        .where(eq(statusSubscriptions.email, confirmed));
      expect(row!.components).toEqual(['sms']);
      expect(row!.status).toBe('confirmed');

      // Two links for one pending address: the first is superseded.
      await subscribe(fresh, ['voice']);
      const mails = await mailsTo(fresh);
      expect(mails).toHaveLength(2);
      const old = await t.app.inject({
        remoteAddress: randomIp(),
        url: `/status/confirm?token=${encodeURIComponent(linkIn(mails[0]!.text, '/status/confirm'))}`,
      });
      expect(old.statusCode).toBe(400);
      expect(old.json().code).toBe('subscription_token_superseded');
      const latest = await t.app.inject({
        remoteAddress: randomIp(),
        url: `/status/confirm?token=${encodeURIComponent(linkIn(mails[1]!.text, '/status/confirm'))}`,
      });
      expect(latest.json()).toMatchObject({ status: 'confirmed', components: ['voice'] });

      const changed = (await mailsTo(confirmed)).at(-1)!;
      await t.app.inject({
        remoteAddress: randomIp(),
        url: `/status/confirm?token=${encodeURIComponent(linkIn(changed.text, '/status/confirm'))}`,
      });
      [row] = await t.db.select().from(statusSubscriptions).where(eq(statusSubscriptions.email, confirmed));
      expect(row!.components).toEqual(['api']);
    });

    it('keeps one subscription per address under concurrent subscribes (any letter case)', async () => {
      const email = uniqueEmail('conc');
      const results = await Promise.all([subscribe(email), subscribe(email.toUpperCase()), subscribe(email)]);
      expect(results.map((r) => r.statusCode)).toEqual([202, 202, 202]);
      const rows = await t.db.select().from(statusSubscriptions).where(eq(statusSubscriptions.email, email));
      expect(rows).toHaveLength(1);
    });

    it('forgets addresses that never confirmed once their links expired', async () => {
      const stale = uniqueEmail('stale');
      const kept = await confirmedSubscriber();
      await subscribe(stale);
      const old = new Date(Date.now() - 4 * 86_400_000);
      await t.db
        .update(statusSubscriptions)
        .set({ updatedAt: old })
        .where(eq(statusSubscriptions.email, stale));
      await t.db
        .update(statusSubscriptions)
        .set({ updatedAt: old })
        .where(eq(statusSubscriptions.email, kept));
      await subscribe(uniqueEmail('trigger'));
      expect(
        await t.db.select().from(statusSubscriptions).where(eq(statusSubscriptions.email, stale)),
      ).toHaveLength(0);
      expect(
        await t.db.select().from(statusSubscriptions).where(eq(statusSubscriptions.email, kept)),
      ).toHaveLength(1);
    });

    it('answers browsers following the links with a bilingual HTML page', async () => {
      const email = uniqueEmail('html');
      await subscribe(email);
      const token = linkIn((await mailsTo(email))[0]!.text, '/status/confirm');
      const html = { accept: 'text/html,application/xhtml+xml' };
      const bad = await t.app.inject({ url: '/status/confirm?token=x<script>', headers: html });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toMatch(/text\/html/);
      expect(bad.body).toContain('Link jest nieprawidłowy');
      expect(bad.body).not.toContain('<script>');
      const ok = await t.app.inject({
        remoteAddress: randomIp(),
        url: `/status/confirm?token=${encodeURIComponent(token)}`,
        headers: html,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toMatch(/text\/html/);
      expect(ok.body).toContain('Będziesz otrzymywać wiadomości o incydentach.');
      expect(ok.body).toContain('You will receive e-mails about incidents.');
    });

    it('limits confirmation e-mails per address (no spam) with 429 and Retry-After', async () => {
      const email = uniqueEmail('spam');
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await subscribe(email, undefined, randomIp())).statusCode);
      expect(codes).toEqual([202, 202, 202, 429, 429]);
      expect(await mailsTo(email)).toHaveLength(3);
      const r = await subscribe(email);
      expect(r.headers['retry-after']).toBeDefined();
      // Malformed addresses are a validation error.
      expect((await subscribe('not-an-address')).statusCode).toBe(422);
      expect((await subscribe(uniqueEmail(), ['kitchen'])).statusCode).toBe(422);
    });

    it('limits link follows per client IP', async () => {
      const ip = randomIp();
      const codes: number[] = [];
      for (let i = 0; i < 31; i++) {
        codes.push(
          (await t.app.inject({ remoteAddress: ip, url: '/status/unsubscribe?token=x' })).statusCode,
        );
      }
      expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
      expect(codes[30]).toBe(429);
    });

    it('limits subscribe requests per client IP', async () => {
      const ip = randomIp();
      const codes = [];
      for (let i = 0; i < 11; i++) codes.push((await subscribe(uniqueEmail('ip'), undefined, ip)).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
      expect(codes[10]).toBe(429);
    });

    it('e-mails confirmed subscribers of affected components on incident create and update, with unsubscribe', async () => {
      const all = await confirmedSubscriber();
      const apiOnly = await confirmedSubscriber(['api']);
      const smsOnly = await confirmedSubscriber(['sms']);
      const pending = uniqueEmail('pending');
      await subscribe(pending);
      const before = {
        all: (await mailsTo(all)).length,
        apiOnly: (await mailsTo(apiOnly)).length,
        smsOnly: (await mailsTo(smsOnly)).length,
        pending: (await mailsTo(pending)).length,
      };

      const inc = (
        await createIncident({
          title: 'API errors',
          message: 'Elevated 5xx.',
          components: ['api'],
          impact: 'minor',
        })
      ).json();
      await t.app.inject({
        method: 'POST',
        url: `/admin/incidents/${inc.id}/updates`,
        headers: admin.auth,
        payload: { status: 'resolved', message: 'Fixed.' },
      });

      expect((await mailsTo(all)).length).toBe(before.all + 2);
      expect((await mailsTo(apiOnly)).length).toBe(before.apiOnly + 2);
      expect((await mailsTo(smsOnly)).length).toBe(before.smsOnly);
      expect((await mailsTo(pending)).length).toBe(before.pending);

      const last = (await mailsTo(apiOnly)).at(-1)!;
      expect(last.subject).toContain('API errors');
      expect(last.text).toContain('Fixed.');
      expect(last.text).toMatch(/Rezygnacja z powiadomień/);
      expect(last.text).toMatch(/Unsubscribe/);
      expect(last.text).toContain(`/status/incidents/${inc.id}`);

      const unsub = linkIn(last.text, '/status/unsubscribe');
      const [sid] = unsub.split('.');
      for (const bad of [
        `${sid}.AAAAAAAAAAAAAAAAAAAAAA`,
        `${sid}`,
        'x.y',
        `not-a-uuid.${unsub.split('.')[1]}`,
      ]) {
        const r = await t.app.inject({
          remoteAddress: randomIp(),
          url: `/status/unsubscribe?token=${encodeURIComponent(bad)}`,
        });
        expect(r.statusCode).toBe(400);
      }
      const ok = await t.app.inject({
        remoteAddress: randomIp(),
        url: `/status/unsubscribe?token=${encodeURIComponent(unsub)}`,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'unsubscribed', removed: true });
      expect(
        (
          await t.app.inject({
            remoteAddress: randomIp(),
            url: `/status/unsubscribe?token=${encodeURIComponent(unsub)}`,
          })
        ).json().removed,
      ).toBe(false);
      const n = (await mailsTo(apiOnly)).length;
      await createIncident({ title: 'API again', message: 'm', components: ['api'], impact: 'minor' });
      expect((await mailsTo(apiOnly)).length).toBe(n);
    });
  });

  describe('CI routes', () => {
    const ciOpen = (body: Record<string, unknown>, headers: Record<string, string> = CI) =>
      t.app.inject({ method: 'POST', url: '/internal/status/incidents', headers, payload: body });
    const ciResolve = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/internal/status/incidents/auto-resolve',
        headers: CI,
        payload: body,
      });

    it('needs the CI token', async () => {
      const body = { components: ['api'], title: 't', message: 'm' };
      expect((await ciOpen(body, {})).statusCode).toBe(401);
      expect((await ciOpen(body, { authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(401);
      expect((await ciOpen(body, admin.auth)).statusCode).toBe(401);
      expect((await ciOpen(body, { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY })).statusCode).toBe(401);
      for (const url of [
        '/internal/status/incidents/auto-resolve',
        '/internal/status/deploy-event',
        '/internal/canary/ensure-chat-fixture',
      ]) {
        expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
      }
    });

    it('opens an auto incident, appends to it instead of opening another, and auto-resolves it', async () => {
      const first = await ciOpen({
        components: ['webhooks'],
        title: 'Post-deploy check failed',
        message: 'webhooks 500',
      });
      expect(first.statusCode).toBe(201);
      const inc = first.json();
      expect(inc).toMatchObject({
        auto_opened: true,
        status: 'investigating',
        impact: 'major',
        components: ['webhooks'],
      });

      const second = await ciOpen({
        components: ['webhooks', 'dashboard'],
        title: 'Another title',
        message: 'still failing',
        impact: 'critical',
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().id).toBe(inc.id);
      expect(second.json().title).toBe('Post-deploy check failed');
      expect(second.json().impact).toBe('critical');
      expect(second.json().components).toEqual(['dashboard', 'webhooks']);
      expect(second.json().updates.map((u: { message: string }) => u.message)).toEqual([
        'webhooks 500',
        'still failing',
      ]);
      const open = await t.db
        .select()
        .from(statusIncidents)
        .where(
          sql`${statusIncidents.resolvedAt} is null and ${statusIncidents.autoOpened} and 'webhooks' = any(${statusIncidents.components})`,
        );
      expect(open).toHaveLength(1);

      // Partial recovery keeps it open (monitoring); full recovery resolves it.
      const partial = await ciResolve({ components: ['webhooks'], message: 'webhooks recovered' });
      expect(partial.statusCode).toBe(200);
      expect(partial.json().resolved).toEqual([]);
      expect(partial.json().updated[0]).toMatchObject({ id: inc.id, status: 'monitoring' });
      const full = await ciResolve({ components: ['webhooks', 'dashboard'], message: 'all green' });
      expect(full.json().resolved[0]).toMatchObject({ id: inc.id, status: 'resolved' });
      expect(full.json().resolved[0].resolved_at).not.toBeNull();

      // Resolved: the next failure opens a new incident.
      const next = await ciOpen({ components: ['webhooks'], title: 'Fails again', message: 'x' });
      expect(next.statusCode).toBe(201);
      expect(next.json().id).not.toBe(inc.id);
      await ciResolve({ components: ['webhooks'], message: 'ok' });
    });

    it('never appends to or resolves manual incidents', async () => {
      const manual = (
        await createIncident({ title: 'Manual SMS', message: 'manual', components: ['sms'], impact: 'minor' })
      ).json();
      const auto = await ciOpen({ components: ['sms'], title: 'CI sms', message: 'ci' });
      expect(auto.statusCode).toBe(201);
      expect(auto.json().id).not.toBe(manual.id);
      const res = await ciResolve({ components: ['sms'], message: 'recovered' });
      expect(res.json().resolved.map((i: { id: string }) => i.id)).toEqual([auto.json().id]);
      const after = (await t.app.inject({ url: `/status/incidents/${manual.id}` })).json();
      expect(after.status).toBe('investigating');
      expect(after.resolved_at).toBeNull();
      expect(after.updates).toHaveLength(1);
      // Nothing open: auto-resolve answers empty lists.
      const none = await ciResolve({ components: ['sms'], message: 'recovered' });
      expect(none.json()).toEqual({ resolved: [], updated: [] });
    });

    it('makes one incident from simultaneous opens for one component', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          ciOpen({ components: ['dashboard'], title: `Race ${i}`, message: `failure ${i}` }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      const ids = new Set(results.map((r) => r.json().id));
      expect(ids.size).toBe(1);
      const inc = (await t.app.inject({ url: `/status/incidents/${[...ids][0]}` })).json();
      expect(inc.updates).toHaveLength(8);
      await ciResolve({ components: ['dashboard'], message: 'ok' });
    });

    it('logs deploy events without opening incidents', async () => {
      const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(statusIncidents))[0]!.n;
      const res = await t.app.inject({
        method: 'POST',
        url: '/internal/status/deploy-event',
        headers: CI,
        payload: { version: '1.4.2', environment: 'production', status: 'failed' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ version: '1.4.2', environment: 'production', status: 'failed' });
      const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(statusIncidents))[0]!.n;
      expect(after).toBe(before);
      const rows = await t.db.select().from(deployEvents).where(eq(deployEvents.id, res.json().id));
      expect(rows).toHaveLength(1);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/internal/status/deploy-event',
        headers: CI,
        payload: { version: '1.4.2' },
      });
      expect(bad.statusCode).toBe(422);
      const list = await t.app.inject({ url: '/internal/status/deploy-events', headers: CI });
      expect(list.json()[0].id).toBe(res.json().id);
    });

    it('prepares the canary fixture idempotently, also under concurrency', async () => {
      const call = () =>
        t.app.inject({ method: 'POST', url: '/internal/canary/ensure-chat-fixture', headers: CI });
      const [a, b, c] = await Promise.all([call(), call(), call()]);
      for (const r of [a, b, c]) expect(r!.statusCode).toBe(200);
      expect(new Set([a, b, c].map((r) => r!.json().tenant_id)).size).toBe(1);
      expect([a, b, c].filter((r) => r!.json().created)).toHaveLength(1);
      const first = a!.json();

      // Drift is reset to the known state on the next call.
      await t.db.update(tenants).set({ isLive: false, faq: {} }).where(eq(tenants.id, first.tenant_id));
      const again = (await call()).json();
      expect(again).toMatchObject({ user_id: first.user_id, tenant_id: first.tenant_id, created: false });
      const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, first.tenant_id));
      expect(tenant!.isLive).toBe(true);
      expect(Object.keys(tenant!.faq).length).toBe(3);
      expect(await t.db.select().from(users).where(eq(users.email, CANARY_EMAIL))).toHaveLength(1);
      expect(
        await t.db.select().from(tenants).where(sql`${tenants.settings}->>'canary' = 'true'`),
      ).toHaveLength(1);

      // The session token works for the canary user.
      const me = await t.app.authenticator.authenticateUser(again.access_token);
      expect(me).toMatchObject({
        kind: 'user',
        userId: first.user_id,
        tenantId: first.tenant_id,
        isAdmin: false,
      });
    });
  });
});
