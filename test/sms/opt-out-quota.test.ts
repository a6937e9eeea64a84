import { createHmac } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxHandlers } from '../../src/app.js';
import { notifications } from '../../src/modules/notifications/notifications.schema.js';
import { classify } from '../../src/modules/sms/inbound.js';
import { smsMessages, smsOptOuts } from '../../src/modules/sms/sms.schema.js';
import { phoneNumbers, tenants, usageCounters } from '../../src/modules/tenants/tenants.schema.js';
import { OutboxWorker } from '../../src/platform/outbox.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { bookableTenant, idem } from '../devapi/setup.js';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { createApiKey, createUser } from '../helpers/fixtures.js';
import { drainOutbox } from '../helpers/outbox.js';
import { startSmsapi, startTwilio } from './operators.js';

const SID = `AC${'c3'.repeat(16)}`;
const TOKEN = 'twilio-token-for-inbound';
const PUBLIC = 'https://recepcja.example';
const internal = { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY };
const PATIENT = '+48601234567';

let n = 0;
const bookableTenantKey = (t: TestApp, tenantId: string) =>
  createApiKey(t, tenantId, { scopes: ['appointments:write', 'appointments:read'] });
async function tenantWithNumber(t: TestApp) {
  const b = await bookableTenant(t);
  const number = `+4822${String(1_000_000 + (process.pid % 1000) * 1000 + n++).slice(-7)}`;
  await t.db.insert(phoneNumbers).values({ tenantId: b.tenant.id, number, kind: 'assigned' });
  await t.db
    .update(tenants)
    .set({ reminderConfig: { enabled: false } })
    .where(eq(tenants.id, b.tenant.id));
  return { ...b, number };
}

const start = (days: number) =>
  DateTime.now()
    .setZone('Europe/Warsaw')
    .plus({ days })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 });

async function book(t: TestApp, auth: Record<string, string>, days: number, phone = PATIENT) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/v2/appointments',
    headers: { ...auth, ...idem() },
    payload: { start_time: start(days).toISO(), patient_name: 'Jan Kowalski', patient_phone: phone },
  });
  expect(r.statusCode).toBe(201);
  return r.json().id as string;
}

const rows = (t: TestApp, tenantId: string) =>
  t.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.tenantId, tenantId))
    .orderBy(asc(smsMessages.createdAt));
const used = async (t: TestApp, tenantId: string) =>
  (await t.db.select().from(usageCounters).where(eq(usageCounters.tenantId, tenantId))).reduce(
    (s, r) => s + r.smsUsed,
    0,
  );

/** Signed independently of the service's code, as Twilio documents it. */
function twilioSign(url: string, params: Record<string, string>) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url);
  return createHmac('sha1', TOKEN).update(data).digest('base64');
}

describe('keywords', () => {
  it('STOP and the Polish opt-outs, START to re-subscribe; NIE and chatter are ignored', () => {
    for (const s of [
      'STOP',
      ' stop! ',
      'Stop sms',
      'REZYGNUJĘ',
      'rezygnuje.',
      'wypisz mnie',
      'STOPALL',
      'Nie wysyłaj',
    ])
      expect(classify(s), s).toBe('opt_out');
    for (const s of ['START', 'start', 'Wznów', 'UNSTOP']) expect(classify(s), s).toBe('opt_in');
    for (const s of ['NIE', 'nie przyjdę', 'stop, I will come', 'TAK', ''])
      expect(classify(s), s).toBe('ignored');
  });
});

describe('Twilio: sending, retries, STOP through the signed webhook', () => {
  let t: TestApp;
  let twilio: Awaited<ReturnType<typeof startTwilio>>;
  beforeAll(async () => {
    twilio = await startTwilio(SID, TOKEN);
    t = await createTestApp({
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: '+48221112233',
        TWILIO_API_BASE: twilio.base,
        PUBLIC_BASE_URL: PUBLIC,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await twilio?.close();
  });

  it('sends a booking confirmation through Twilio; a 503 is retried without counting twice', async () => {
    const { tenant, live } = await tenantWithNumber(t);
    twilio.failNext.push({ status: 503, json: { code: 20500, message: 'Service unavailable' } });
    const before = twilio.received.length;
    await book(t, live.auth, 3);
    await drainOutbox(t); // the test worker retries at once (no back-off)
    const r = await rows(t, tenant.id);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({
      status: 'sent',
      provider: 'twilio',
      kind: 'booking_confirmation',
      to: PATIENT,
      error: null,
    });
    expect(r[0]!.providerRef).toMatch(/^SM\d{32}$/);
    expect(twilio.received.length - before).toBe(2);
    expect(twilio.received.at(-1)!.form).toMatchObject({ To: PATIENT, From: '+48221112233' });
    expect(await used(t, tenant.id)).toBe(1);
  });

  it('a failed confirmation is not retried once its appointment is cancelled', async () => {
    const { tenant, live } = await tenantWithNumber(t);
    twilio.failNext.push({ status: 500, json: { code: 20500, message: 'Internal error' } });
    const before = twilio.received.length;
    const worker = new OutboxWorker({
      db: t.db,
      waker: t.platform.outbox.waker,
      log: t.app.log,
      handlers: outboxHandlers(t.platform),
      backoffMs: () => 300,
      clock: t.platform.clock,
    });
    const id = await book(t, live.auth, 6);
    await worker.drain();
    expect(await rows(t, tenant.id)).toMatchObject([{ status: 'failed' }]);
    const c = await t.app.inject({
      method: 'POST',
      url: `/v2/appointments/${id}/cancel`,
      headers: { ...live.auth, ...idem() },
    });
    expect(c.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    await worker.drain();
    expect(twilio.received.length - before).toBe(1);
    const sms = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, tenant.id), eq(outboxMessages.topic, 'sms')));
    expect(sms.map((m) => [m.status, m.attempts])).toEqual([['done', 2]]);
    const [row] = await rows(t, tenant.id);
    expect(row).toMatchObject({
      status: 'failed',
      error: 'not sent: the appointment changed or was cancelled before a retry',
    });
    expect(await used(t, tenant.id)).toBe(1);
  });

  it('a STOP reply opts the number out for that tenant only; START re-subscribes', async () => {
    const a = await tenantWithNumber(t);
    const b = await tenantWithNumber(t);
    const url = `${PUBLIC}/sms/inbound/twilio`;
    const params = {
      From: PATIENT,
      To: a.number,
      Body: 'STOP',
      MessageSid: `SM${'1'.repeat(32)}`,
      AccountSid: SID,
    };
    const inbound = (p: Record<string, string>, sig: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sms/inbound/twilio',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sig },
        payload: new URLSearchParams(p).toString(),
      });

    const forged = await inbound(params, twilioSign(url, { ...params, Body: 'hello' }));
    expect(forged.statusCode).toBe(403);
    expect(await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.tenantId, a.tenant.id))).toHaveLength(0);

    const ok = await inbound(params, twilioSign(url, params));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/xml');
    expect(ok.body).toContain('<Response>');
    const [opt] = await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.tenantId, a.tenant.id));
    expect(opt).toMatchObject({ phone: PATIENT, source: 'twilio', keyword: 'STOP' });

    const before = twilio.received.length;
    await book(t, a.live.auth, 4);
    await book(t, b.live.auth, 4);
    await drainOutbox(t);
    expect(await rows(t, a.tenant.id)).toMatchObject([
      { status: 'skipped_opt_out', kind: 'booking_confirmation' },
    ]);
    expect(await used(t, a.tenant.id)).toBe(0);
    expect(await rows(t, b.tenant.id)).toMatchObject([{ status: 'sent' }]);
    expect(twilio.received.length - before).toBe(1);

    const again = { ...params, Body: 'start' };
    expect((await inbound(again, twilioSign(url, again))).statusCode).toBe(200);
    await book(t, a.live.auth, 5);
    await drainOutbox(t);
    expect((await rows(t, a.tenant.id)).map((r) => r.status)).toEqual(['skipped_opt_out', 'sent']);
    expect(await used(t, a.tenant.id)).toBe(1);
  });

  it('SMSAPI callbacks are not configured here (404)', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/sms/inbound/smsapi?secret=x', payload: {} });
    expect(r.statusCode).toBe(404);
  });
});

describe('SMSAPI: quota and callbacks', () => {
  let t: TestApp;
  let smsapi: Awaited<ReturnType<typeof startSmsapi>>;
  const SECRET = 'callback-secret-0123456789';
  beforeAll(async () => {
    smsapi = await startSmsapi('smsapi-token');
    t = await createTestApp({
      env: {
        SMS_PROVIDER: 'smsapi',
        SMSAPI_TOKEN: 'smsapi-token',
        SMSAPI_FROM: 'Gabinet',
        SMSAPI_API_BASE: smsapi.base,
        SMSAPI_CALLBACK_SECRET: SECRET,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smsapi?.close();
  });

  it('counts every SMS; past the plan limit nothing reaches SMSAPI and the owner is told once', async () => {
    const { tenant, live } = await tenantWithNumber(t);
    const period = DateTime.now().setZone('Europe/Warsaw').toFormat('yyyy-MM');
    await t.db.insert(usageCounters).values({ tenantId: tenant.id, period, smsUsed: 599 }); // Business: 600
    const before = smsapi.received.length;
    await book(t, live.auth, 3);
    await book(t, live.auth, 4);
    await book(t, live.auth, 5);
    await drainOutbox(t);
    expect((await rows(t, tenant.id)).map((r) => r.status)).toEqual([
      'sent',
      'skipped_quota',
      'skipped_quota',
    ]);
    expect(smsapi.received.length - before).toBe(1);
    expect(smsapi.received.at(-1)!.form).toMatchObject({
      to: '48601234567',
      from: 'Gabinet',
      format: 'json',
    });
    expect(await used(t, tenant.id)).toBe(600);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, tenant.id), eq(notifications.kind, 'sms_quota_exhausted')));
    expect(told).toHaveLength(1);
  });

  it('a refused message (SMSAPI error) fails permanently, once, and is not retried', async () => {
    const { tenant, live } = await tenantWithNumber(t);
    smsapi.failNext.push({ status: 200, json: { error: 14, message: 'Invalid sender field' } });
    await book(t, live.auth, 3);
    await drainOutbox(t);
    await drainOutbox(t);
    const r = await rows(t, tenant.id);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ status: 'failed', error: 'SMSAPI refused: error 14: Invalid sender field' });
  });

  it('the callback needs its secret; STOP opts out, START opts in', async () => {
    const { tenant, number } = await tenantWithNumber(t);
    const form = (text: string) =>
      new URLSearchParams({
        sms_from: PATIENT.slice(1),
        sms_to: number.slice(1),
        sms_text: text,
        sms_date: '1700000000',
        username: 'konto',
        MsgId: 'abc',
      }).toString();
    const post = (secret: string, text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sms/inbound/smsapi?secret=${secret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(text),
      });
    expect((await post('wrong', 'STOP')).statusCode).toBe(403);
    const ok = await post(SECRET, 'Rezygnuję');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('OK');
    expect(await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.tenantId, tenant.id))).toMatchObject([
      { phone: PATIENT, source: 'smsapi' },
    ]);
    await post(SECRET, 'START');
    expect(await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.tenantId, tenant.id))).toHaveLength(0);
  });
});

describe('sandbox inbound', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('needs the internal key; reports what it did; unknown numbers are ignored', async () => {
    const { tenant, number } = await tenantWithNumber(t);
    const post = (body: object, headers: Record<string, string> = internal) =>
      t.app.inject({ method: 'POST', url: '/sms/inbound/sandbox', headers, payload: body });
    expect((await post({ from: PATIENT, to: number, body: 'STOP' }, {})).statusCode).toBe(401);
    const r = await post({ from: '601 234 567', to: number, body: 'STOP' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ action: 'opt_out', tenant_id: tenant.id });
    expect((await post({ from: PATIENT, to: '+48229999999', body: 'STOP' })).json()).toEqual({
      action: 'ignored',
      tenant_id: null,
    });
    expect((await post({ from: PATIENT, to: number, body: 'Dziękuję' })).json()).toEqual({
      action: 'ignored',
      tenant_id: tenant.id,
    });
    expect((await post({ from: PATIENT, to: number, body: 'x', extra: 1 })).statusCode).toBe(422);

    // The owner sees the opt-out and, after a booking, the skipped SMS; another business sees neither.
    const owner = await createUser(t, { tenantId: tenant.id });
    const other = await tenantWithNumber(t);
    const stranger = await createUser(t, { tenantId: other.tenant.id });
    const list = (auth: Record<string, string>, url: string) =>
      t.app.inject({ method: 'GET', url, headers: auth });
    expect((await list(owner.auth, '/sms/opt-outs')).json().data).toMatchObject([
      { phone: PATIENT, source: 'sandbox', keyword: 'STOP' },
    ]);
    expect((await list(stranger.auth, '/sms/opt-outs')).json().data).toEqual([]);
    await book(t, (await bookableTenantKey(t, tenant.id)).auth, 3);
    await drainOutbox(t);
    const log = (await list(owner.auth, '/sms/messages?status=skipped_opt_out')).json().data;
    expect(log).toMatchObject([
      { to: PATIENT, kind: 'booking_confirmation', status: 'skipped_opt_out', provider: 'sandbox' },
    ]);
    expect((await list(owner.auth, '/sms/messages?status=sent')).json().data).toEqual([]);
    expect((await list(stranger.auth, '/sms/messages')).json().data).toEqual([]);
    expect((await list({}, '/sms/messages')).statusCode).toBe(401);

    // Twilio without an auth token is not configured in the sandbox app.
    expect((await t.app.inject({ method: 'POST', url: '/sms/inbound/twilio', payload: {} })).statusCode).toBe(
      404,
    );
  });
});
