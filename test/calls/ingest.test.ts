import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/modules/accounts/accounts.schema.js';
import { callerHash } from '../../src/modules/calls/caller-hash.js';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { followUps } from '../../src/modules/follow-ups/follow-ups.schema.js';
import { missedQuestions } from '../../src/modules/missed-questions/missed-questions.schema.js';
import { notifications } from '../../src/modules/notifications/notifications.schema.js';
import { smsOutboxHandler } from '../../src/modules/sms/delivery.js';
import { smsMessages } from '../../src/modules/sms/sms.schema.js';
import { tenantsServiceFor } from '../../src/modules/tenants/tenants.routes.js';
import { tenants, usageCounters } from '../../src/modules/tenants/tenants.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import type { SmsProvider } from '../../src/providers/sms/index.js';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { SmtpSink } from '../helpers/mail.js';
import { drainOutbox } from '../helpers/outbox.js';
import { injector, internal, makeCall, randomMobile, receptionTenant } from './setup.js';

const NOW = new Date('2026-11-21T09:00:00.000Z');

describe('call records in (voice engine)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  const clock = new ManualClock(NOW);
  let inject: ReturnType<typeof injector>;

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    t = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
    inject = injector(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const outboxOf = (tenantId: string, topic: string) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.topic, topic)));

  it('opens a call by the called number and stores the caller in E.164 with its salted hash', async () => {
    const x = await receptionTenant(t);
    const national = '601 234 567';
    const r = await inject('POST', '/internal/calls', internal, {
      to: x.number,
      from: national,
      started_at: '2026-11-21T08:59:00.000Z',
    });
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body).toMatchObject({
      tenant_id: x.tenant.id,
      status: 'in_progress',
      caller_number: '+48601234567',
      called_number: x.number,
      direction: 'inbound',
      started_at: '2026-11-21T08:59:00.000Z',
    });
    expect(body.caller_hash).toBe(callerHash(TEST_SECRETS.JWT_SECRET, '+48601234567'));
    expect(body.caller_hash).not.toContain('601234567');
    // The same hash is what the quota check's per-caller cap counts.
    const q = await inject('GET', `/tenants/${x.tenant.id}/quota?caller_hash=${body.caller_hash}`, internal);
    expect(q.json()).toMatchObject({ allowed: true, caller_calls_today: 1 });
    // By tenant id, caller withheld.
    const byId = await inject('POST', '/internal/calls', internal, { tenant_id: x.tenant.id, from: null });
    expect(byId.statusCode).toBe(201);
    expect(byId.json()).toMatchObject({
      caller_number: null,
      caller_hash: null,
      started_at: NOW.toISOString(),
    });
  });

  it('an outbound call is resolved by the number it is made from', async () => {
    const x = await receptionTenant(t);
    const to = randomMobile();
    const r = await inject('POST', '/internal/calls', internal, {
      direction: 'outbound',
      from: x.number,
      to,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ tenant_id: x.tenant.id, direction: 'outbound', called_number: to });
    expect(
      (await inject('POST', '/internal/calls', internal, { direction: 'outbound', to: x.number })).statusCode,
    ).toBe(422);
  });

  it('refuses unknown numbers and tenants with 404, bad input with 422, a missing key with 401', async () => {
    const x = await receptionTenant(t);
    expect(
      (await inject('POST', '/internal/calls', internal, { to: '+48229999999', from: randomMobile() }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await inject('POST', '/internal/calls', internal, {
          tenant_id: '0190a0b0-0000-7000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await inject('POST', '/internal/calls', internal, { tenant_id: 'nope' })).statusCode).toBe(404);
    const bad = await inject('POST', '/internal/calls', internal, { to: x.number, from: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'from']);
    expect((await inject('POST', '/internal/calls', internal, { from: randomMobile() })).statusCode).toBe(
      422,
    );
    expect(
      (await inject('POST', '/internal/calls', internal, { to: x.number, direction: 'sideways' })).statusCode,
    ).toBe(422);
    expect((await inject('POST', '/internal/calls', {}, { to: x.number })).statusCode).toBe(401);
    expect((await inject('POST', '/internal/calls', x.owner.auth, { to: x.number })).statusCode).toBe(401);
    const opened = await inject('POST', '/internal/calls', internal, { to: x.number });
    const id = opened.json().id;
    expect(
      (
        await inject('POST', `/internal/calls/${id}/complete`, internal, {
          duration_seconds: 10,
          outcome: 'maybe',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await inject('POST', `/internal/calls/${id}/complete`, internal, {
          duration_seconds: -1,
          outcome: 'booked',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await inject('POST', `/internal/calls/${id}/complete`, internal, {
          duration_seconds: 1,
          outcome: 'booked',
          ended_at: '2020-01-01T00:00:00Z',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await inject('POST', '/internal/calls/0190a0b0-0000-7000-8000-000000000000/complete', internal, {
          duration_seconds: 1,
          outcome: 'booked',
        })
      ).statusCode,
    ).toBe(404);
    // The failed attempts changed nothing: the call can still be completed.
    expect(
      (
        await inject('POST', `/internal/calls/${id}/complete`, internal, {
          duration_seconds: 1,
          outcome: 'booked',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('completes a call with a message: events, SMS, notification, e-mail, follow-up, missed questions, minutes', async () => {
    const x = await receptionTenant(t);
    const from = randomMobile();
    const { id, body } = await makeCall(
      t,
      x,
      {
        duration_seconds: 125,
        outcome: 'callback',
        summary: 'Klient prosi o oddzwonienie w sprawie wyceny',
        callback_requested: true,
        message: { text: 'Proszę o pilny kontakt w sprawie wyceny', urgent: true },
        unanswered_questions: ['Czy macie parking?', '  czy macie   parking? ', 'Ile kosztuje wycena?', ' '],
      },
      { from },
    );
    expect(body.call).toMatchObject({
      id,
      status: 'completed',
      outcome: 'callback',
      duration_seconds: 125,
      callback_requested: true,
      message: { text: 'Proszę o pilny kontakt w sprawie wyceny', urgent: true },
      ended_at: NOW.toISOString(),
    });
    expect(body.call.transcript).toHaveLength(2);
    expect(body.side_effects).toMatchObject({
      minutes_counted: 3,
      events: ['call.completed', 'message.left'],
      sms: ['caller_confirmation', 'owner_urgent_message'],
      owner_emailed: true,
    });

    // Webhook events: outbox rows with the spec's payload fields.
    const events = (await outboxOf(x.tenant.id, 'event')).map((r) => r.payload as Record<string, unknown>);
    const completed = events.find((e) => e.event === 'call.completed')!;
    expect(completed).toEqual({
      event: 'call.completed',
      call_id: id,
      tenant_id: x.tenant.id,
      timestamp: NOW.toISOString(),
      from,
      to: x.number,
      duration_seconds: 125,
      outcome: 'callback',
      callback_requested: true,
      summary: 'Klient prosi o oddzwonienie w sprawie wyceny',
    });
    const left = events.find((e) => e.event === 'message.left')!;
    expect(left).toMatchObject({
      event: 'message.left',
      call_id: id,
      tenant_id: x.tenant.id,
      caller_number: from,
      message: 'Proszę o pilny kontakt w sprawie wyceny',
      callback_requested: true,
      created_at: NOW.toISOString(),
    });

    // Follow-up and missed questions (de-duplicated, blanks dropped).
    const [f] = await t.db.select().from(followUps).where(eq(followUps.callId, id));
    expect(f).toMatchObject({ tenantId: x.tenant.id, status: 'open', urgent: true, callerNumber: from });
    const mq = await t.db.select().from(missedQuestions).where(eq(missedQuestions.callId, id));
    expect(mq.map((q) => q.question).sort()).toEqual(['Czy macie parking?', 'Ile kosztuje wycena?']);

    // In-app notification for the owner.
    const [n] = await t.db.select().from(notifications).where(eq(notifications.tenantId, x.tenant.id));
    expect(n).toMatchObject({ kind: 'message_left', message: 'Proszę o pilny kontakt w sprawie wyceny' });

    // Usage: the completed call's minutes count (125 s → 3 min).
    const usage = await inject('GET', `/tenants/${x.tenant.id}/usage`, internal);
    expect(usage.json()).toMatchObject({ minutes_used: 3, calls_total: 1, sms_used: 0 });

    // Deliver: the owner's e-mail arrives at the SMTP server, SMS go through the sandbox and count.
    await drainOutbox(t);
    const mail = smtp.last(x.owner.user.email!);
    expect(mail.subject).toContain('PILNE');
    expect(mail.subject).toContain(from);
    expect(mail.text).toContain('Proszę o pilny kontakt w sprawie wyceny');
    expect(mail.text).toContain(`/calls/${id}`);
    const sms = await t.db.select().from(smsMessages).where(eq(smsMessages.tenantId, x.tenant.id));
    expect(sms.map((s) => [s.kind, s.to, s.status, s.provider]).sort()).toEqual(
      [
        ['caller_confirmation', from, 'sent', 'sandbox'],
        ['owner_urgent_message', x.ownerPhone, 'sent', 'sandbox'],
      ].sort(),
    );
    expect(sms.find((s) => s.kind === 'owner_urgent_message')!.body).toContain('Proszę o pilny kontakt');
    expect((await inject('GET', `/tenants/${x.tenant.id}/usage`, internal)).json().sms_used).toBe(2);
    // A second drain sends nothing again.
    await drainOutbox(t);
    expect(await t.db.select().from(smsMessages).where(eq(smsMessages.tenantId, x.tenant.id))).toHaveLength(
      2,
    );
  });

  it('a completed call cannot be completed again (409)', async () => {
    const x = await receptionTenant(t);
    const { id } = await makeCall(t, x);
    const again = await inject('POST', `/internal/calls/${id}/complete`, internal, {
      duration_seconds: 999,
      outcome: 'booked',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('call_already_completed');
    const [row] = await t.db.select().from(calls).where(eq(calls.id, id));
    expect(row).toMatchObject({ durationSeconds: 75, outcome: 'answered_faq' });
    expect(await outboxOf(x.tenant.id, 'event')).toHaveLength(1);
  });

  it('concurrent completions: exactly one wins, one event, one follow-up', async () => {
    const x = await receptionTenant(t);
    const opened = await inject('POST', '/internal/calls', internal, { to: x.number, from: randomMobile() });
    const id = opened.json().id;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        inject('POST', `/internal/calls/${id}/complete`, internal, {
          duration_seconds: 60 + i,
          outcome: 'callback',
          callback_requested: true,
          message: { text: `wiadomość ${i}` },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const events = await outboxOf(x.tenant.id, 'event');
    expect(events.filter((e) => (e.payload as { event: string }).event === 'call.completed')).toHaveLength(1);
    expect(events.filter((e) => (e.payload as { event: string }).event === 'message.left')).toHaveLength(1);
    expect(await t.db.select().from(followUps).where(eq(followUps.callId, id))).toHaveLength(1);
    expect(await outboxOf(x.tenant.id, 'email')).toHaveLength(1);
  });

  it('no caller SMS when the tenant switched the confirmation off; no message, no message side effects', async () => {
    const x = await receptionTenant(t);
    const put = await inject('PUT', `/tenants/${x.tenant.id}/settings`, x.owner.auth, {
      caller_sms_confirmation: false,
    });
    expect(put.statusCode).toBe(200);
    const { body } = await makeCall(t, x, {
      message: { text: 'Proszę oddzwonić' },
      callback_requested: true,
    });
    expect(body.side_effects.sms).toEqual([]);
    expect(body.side_effects.owner_emailed).toBe(true);
    expect(await outboxOf(x.tenant.id, 'sms')).toHaveLength(0);
    expect(await outboxOf(x.tenant.id, 'email')).toHaveLength(1);

    const y = await receptionTenant(t);
    const plain = await makeCall(t, y);
    expect(plain.body.side_effects).toMatchObject({
      events: ['call.completed'],
      sms: [],
      owner_emailed: false,
      notification_id: null,
      follow_up_id: null,
      missed_question_ids: [],
    });
    expect(await outboxOf(y.tenant.id, 'email')).toHaveLength(0);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.tenantId, y.tenant.id)),
    ).toHaveLength(0);
  });

  it('SMS over the plan quota are not sent: skipped_quota, and the owner is told once per period', async () => {
    const x = await receptionTenant(t, 'solo'); // 50 SMS a month
    await t.db.insert(usageCounters).values({ tenantId: x.tenant.id, period: '2026-11', smsUsed: 49 });
    await makeCall(t, x, { message: { text: 'Pierwsza' } });
    await makeCall(t, x, { message: { text: 'Druga' } });
    await makeCall(t, x, { message: { text: 'Trzecia' } });
    await drainOutbox(t);
    const sms = await t.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.tenantId, x.tenant.id))
      .orderBy(smsMessages.createdAt);
    expect(sms.map((s) => s.status).sort()).toEqual(['sent', 'skipped_quota', 'skipped_quota']);
    expect(sms.filter((s) => s.status === 'skipped_quota').every((s) => s.providerRef === null)).toBe(true);
    const [counter] = await t.db.select().from(usageCounters).where(eq(usageCounters.tenantId, x.tenant.id));
    expect(counter!.smsUsed).toBe(50);
    const quotaNotes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, x.tenant.id), eq(notifications.kind, 'sms_quota_exhausted')));
    expect(quotaNotes).toHaveLength(1);
    // Next month (tenant zone) the quota is fresh again.
    clock.set(new Date('2026-12-01T08:00:00.000Z'));
    try {
      await makeCall(t, x, { message: { text: 'Grudzień' } });
      await drainOutbox(t);
      const dec = await t.db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.tenantId, x.tenant.id), eq(smsMessages.period, '2026-12')));
      expect(dec.map((s) => s.status)).toEqual(['sent']);
    } finally {
      clock.set(NOW);
    }
  });

  it('the owner e-mail goes to the billing e-mail when the owner account has no address', async () => {
    const x = await receptionTenant(t);
    await t.db.update(tenants).set({ ownerUserId: null }).where(eq(tenants.id, x.tenant.id));
    await inject('PUT', `/tenants/${x.tenant.id}/settings`, x.owner.auth, {
      billing_email: 'biuro@example.test',
    });
    await makeCall(t, x, { message: { text: 'Wiadomość dla biura' } });
    await drainOutbox(t);
    expect(smtp.last('biuro@example.test').text).toContain('Wiadomość dla biura');
  });

  it('the urgent SMS goes to the owner account’s SMS phone when set', async () => {
    const x = await receptionTenant(t);
    await t.db.update(users).set({ smsPhone: '+48600100200' }).where(eq(users.id, x.owner.user.id));
    await makeCall(t, x, { message: { text: 'Pilne', urgent: true } });
    const sms = (await outboxOf(x.tenant.id, 'sms')).map((m) => m.payload as { to: string; kind: string });
    expect(sms.find((m) => m.kind === 'owner_urgent_message')!.to).toBe('+48600100200');
  });

  it('a provider failure is retried without counting the SMS twice', async () => {
    const x = await receptionTenant(t);
    await makeCall(t, x, { message: { text: 'Wiadomość' } });
    let calls = 0;
    // The SMS operator is the third party here: it fails once, then accepts.
    const flaky: SmsProvider = {
      name: 'flaky',
      async send() {
        calls += 1;
        if (calls === 1) throw new Error('operator timeout');
        return { providerRef: 'ref-2' };
      },
    };
    const handler = smsOutboxHandler({
      db: t.db,
      provider: flaky,
      tenants: tenantsServiceFor(t.platform),
      appUrl: t.config.appUrl,
      clock,
    });
    const [msg] = await outboxOf(x.tenant.id, 'sms');
    const asMessage = {
      id: msg!.id,
      tenantId: msg!.tenantId,
      topic: msg!.topic,
      payload: msg!.payload as Record<string, unknown>,
      attempts: 1,
      maxAttempts: 8,
      lockToken: 'x',
      createdAt: msg!.createdAt,
    };
    await expect(handler(asMessage)).rejects.toThrow('operator timeout');
    const [failed] = await t.db.select().from(smsMessages).where(eq(smsMessages.outboxMessageId, msg!.id));
    expect(failed).toMatchObject({ status: 'failed', error: 'operator timeout' });
    await handler({ ...asMessage, attempts: 2 });
    const [sent] = await t.db.select().from(smsMessages).where(eq(smsMessages.outboxMessageId, msg!.id));
    expect(sent).toMatchObject({ status: 'sent', providerRef: 'ref-2', provider: 'flaky' });
    const [counter] = await t.db.select().from(usageCounters).where(eq(usageCounters.tenantId, x.tenant.id));
    expect(counter!.smsUsed).toBe(1);
  });
});
