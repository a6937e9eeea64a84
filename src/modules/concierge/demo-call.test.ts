import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { uniqueEmail } from '../../../test/helpers/fixtures.js';
import { caller, randomMobile, voiceTenant } from '../../../test/voice/setup.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import { appointments } from '../appointments/appointments.schema.js';
import { calls } from '../calls/calls.schema.js';
import { phoneNumbers, tenants } from '../tenants/tenants.schema.js';
import { voiceSessions } from '../voice/voice.schema.js';
import { DEMO_CALL } from './concierge.routes.js';
import { conciergeDemoCalls, conciergeDemoTenant, conciergeLeads } from './concierge.schema.js';
import { DEMO_TENANT_NUMBER } from './demo-tenant.js';

const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! || 1}`;

/** Monday 23 November 2026, 08:00 in Warsaw. */
const NOW = new Date('2026-11-23T07:00:00.000Z');

describe('the anonymous demo call through the receptionist', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const solved = async () => {
    const challenge = (await t.app.inject({ url: '/concierge/challenge', remoteAddress: randomIp() })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const start = async (ip = randomIp(), extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/preview/demo-call',
      remoteAddress: ip,
      payload: { email: uniqueEmail('lead'), business_name: 'Gabinet Ewa', altcha: await solved(), ...extra },
    });
  const say = (sessionId: string, text: string, ip = randomIp()) => {
    clock.advance(5_000);
    return t.app.inject({
      method: 'POST',
      url: `/preview/demo-call/${sessionId}/turns`,
      remoteAddress: ip,
      payload: { text },
    });
  };
  const demoTenantId = async () => (await t.db.select().from(conciergeDemoTenant))[0]!.tenantId;

  it('creates exactly one demo tenant when first uses race, isolated and clearly a demo', async () => {
    clock.set(NOW);
    const results = await Promise.all([start(), start(), start()]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const markers = await t.db.select().from(conciergeDemoTenant);
    expect(markers).toHaveLength(1);
    const numbers = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.number, DEMO_TENANT_NUMBER));
    expect(numbers).toHaveLength(1);
    expect(numbers[0]!.tenantId).toBe(markers[0]!.tenantId);
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, markers[0]!.tenantId));
    expect(tenant).toMatchObject({
      businessName: 'Recepcja Demo, gabinet stomatologiczny',
      ownerUserId: null,
      ownerPhone: null,
      isLive: true,
      tier: 'enterprise',
      customMinutesLimit: null,
    });
    expect(tenant!.settings).toMatchObject({ demo: true, caller_sms_confirmation: false });
    expect(tenant!.reminderConfig).toMatchObject({ enabled: false, confirm_on_booking: false });
    // Every session runs on the demo tenant, and each is a call record of the demo tenant only.
    for (const r of results) {
      const [s] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, r.json().session_id));
      expect(s!.tenantId).toBe(tenant!.id);
      const [c] = await t.db.select().from(calls).where(eq(calls.id, s!.callId));
      expect(c).toMatchObject({ tenantId: tenant!.id, callerNumber: null, status: 'in_progress' });
    }
  });

  it('books a slot and answers an FAQ in Polish, with no SMS sent, and keeps the lead', async () => {
    clock.set(NOW);
    const res = await start(randomIp(), { language: 'pl', name: 'Ewa Nowak' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'recorded',
      language: 'pl',
      demo_business: 'Recepcja Demo, gabinet stomatologiczny',
      max_turns: DEMO_CALL.maxTurns,
      max_text_length: DEMO_CALL.maxTextLength,
      expires_at: new Date(NOW.getTime() + DEMO_CALL.lifetimeMinutes * 60_000).toISOString(),
    });
    expect(body.greeting).toBe(
      'Dzień dobry, Recepcja Demo, gabinet stomatologiczny, w czym mogę pomóc? You can also speak English.',
    );
    expect(body.transcript).toEqual([{ role: 'assistant', text: body.greeting }]);
    const [lead] = await t.db.select().from(conciergeLeads).where(eq(conciergeLeads.id, body.lead_id));
    expect(lead).toMatchObject({ kind: 'demo_call', businessName: 'Gabinet Ewa', name: 'Ewa Nowak' });
    const [link] = await t.db
      .select()
      .from(conciergeDemoCalls)
      .where(eq(conciergeDemoCalls.sessionId, body.session_id));
    expect(link!.leadId).toBe(body.lead_id);

    const sid = body.session_id as string;
    const r1 = await say(sid, 'Dzień dobry, chciałbym umówić wizytę jutro o 10');
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ ended: false, language: 'pl', turns_used: 1, turns_left: 19 });
    expect(r1.json().reply).toMatch(/jutro.*10:00/);
    const r2 = await say(sid, 'Tak');
    expect(r2.json().reply).toMatch(/nazwisko/);
    const r3 = await say(sid, 'Ile kosztuje przegląd zębów?');
    expect(r3.json().reply).toMatch(/^Przegląd zębów z konsultacją kosztuje 150 zł/);
    const r4 = await say(sid, 'Jan Kowalski');
    expect(r4.json().reply).toMatch(/Zarezerwowałam wizytę .*10:00 na nazwisko Jan Kowalski/);
    const r5 = await say(sid, 'Nie, dziękuję, do widzenia');
    expect(r5.json()).toMatchObject({ ended: true, outcome: 'booked', turns_used: 5 });

    const tenantId = await demoTenantId();
    const booked = await t.db.select().from(appointments).where(eq(appointments.tenantId, tenantId));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ patientName: 'Jan Kowalski', patientPhone: null });
    expect(booked[0]!.startTime.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    const [session] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, sid));
    const [call] = await t.db.select().from(calls).where(eq(calls.id, session!.callId));
    expect(call).toMatchObject({ tenantId, status: 'completed', outcome: 'booked' });
    expect(call!.summary).toMatch(/Umówiono wizytę/);
    // The demo tenant sends no SMS and no e-mail to anyone.
    const sent = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, tenantId)));
    expect(sent.filter((m) => m.topic === 'sms' || m.topic === 'email')).toEqual([]);

    // The conversation has ended: another turn is a 409.
    const after = await say(sid, 'Halo?');
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('session_ended');
  });

  it("refuses a real customer's session with 404 and leaves it untouched", async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const c = caller(t, clock);
    const s = await c.start(x.number, randomMobile());
    expect(s.status).toBe(201);
    const res = await say(s.body.session_id, 'Chciałbym umówić wizytę jutro o 10');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const hangup = await t.app.inject({
      method: 'POST',
      url: `/preview/demo-call/${s.body.session_id}/hangup`,
      remoteAddress: randomIp(),
    });
    expect(hangup.statusCode).toBe(404);
    const [row] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, s.body.session_id));
    expect(row).toMatchObject({ ended: false, version: 0 });
    // Unknown and malformed ids too.
    expect((await say('0190a8f0-0000-7000-8000-000000000000', 'x')).statusCode).toBe(404);
    expect((await say('not-a-uuid', 'x')).statusCode).toBe(404);
  });

  it('enforces the text length, the turn limit, the lifetime and the per-IP rate limit', async () => {
    clock.set(NOW);
    const { session_id: sid } = (await start()).json();
    const ip = randomIp();
    const tooLong = await say(sid, 'a'.repeat(DEMO_CALL.maxTextLength + 1), ip);
    expect(tooLong.statusCode).toBe(422);
    expect((await say(sid, '', ip)).statusCode).toBe(422);
    const extra = await t.app.inject({
      method: 'POST',
      url: `/preview/demo-call/${sid}/turns`,
      remoteAddress: ip,
      payload: { text: 'x', tenant_id: 'abc' },
    });
    expect(extra.statusCode).toBe(422);

    // Questions answered one after another, up to the limit.
    for (let i = 1; i <= DEMO_CALL.maxTurns; i++) {
      const r = await say(sid, i % 2 ? 'Czy macie parking?' : 'Czy przyjmujecie dzieci?', ip);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ ended: false, turns_used: i, turns_left: DEMO_CALL.maxTurns - i });
    }
    const over = await say(sid, 'Czy macie parking?', ip);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('demo_call_turn_limit');
    expect(over.json().message_pl).toMatch(/limit 20 wypowiedzi/);
    const [ended] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, sid));
    expect(ended!.ended).toBe(true);
    const [call] = await t.db.select().from(calls).where(eq(calls.id, ended!.callId));
    expect(call).toMatchObject({ status: 'completed', outcome: 'answered_faq' });

    // 30 turn requests per minute per IP: 24 so far from this IP.
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await say(sid, 'x', ip)).statusCode);
    expect(codes).toEqual([409, 409, 409, 409, 409, 409, 429]);

    // Lifetime: after it, the conversation is ended and refused.
    clock.set(NOW);
    const { session_id: late } = (await start()).json();
    expect((await say(late, 'Czy macie parking?')).statusCode).toBe(200);
    clock.advance(DEMO_CALL.lifetimeMinutes * 60_000);
    const expired = await say(late, 'Czy przyjmujecie dzieci?');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('demo_call_expired');
    const [lateRow] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, late));
    expect(lateRow!.ended).toBe(true);

    // Hanging up ends a demo call; twice is a 409.
    clock.set(NOW);
    const { session_id: bye } = (await start()).json();
    const hang = () =>
      t.app.inject({ method: 'POST', url: `/preview/demo-call/${bye}/hangup`, remoteAddress: randomIp() });
    const h1 = await hang();
    expect(h1.statusCode).toBe(200);
    expect(h1.json()).toMatchObject({ ended: true, outcome: 'hung_up', turns_used: 0 });
    const h2 = await hang();
    expect(h2.statusCode).toBe(409);
    expect(h2.json().code).toBe('session_ended');
  });
});
