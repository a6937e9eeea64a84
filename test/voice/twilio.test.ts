import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { missedQuestions } from '../../src/modules/missed-questions/missed-questions.schema.js';
import { smsMessages } from '../../src/modules/sms/sms.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { voiceSessions } from '../../src/modules/voice/voice.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey } from '../helpers/fixtures.js';
import { drainOutbox } from '../helpers/outbox.js';
import { type Receiver, startReceiver } from '../helpers/receiver.js';
import {
  callRow,
  internal,
  NOW,
  randomMobile,
  setVoiceConfig,
  spokenNational,
  voiceTenant,
} from './setup.js';

const TOKEN = 'twilio-test-auth-token-0123456789';
const BASE = 'https://recepcja.example.test';

/**
 * Twilio's signature, written here from Twilio's documentation and independent of the
 * service: base64 HMAC-SHA1 (key: the auth token) of the full URL followed by each POST
 * parameter name and value, the names in alphabetical order.
 */
function twilioSign(url: string, params: Record<string, string>, token = TOKEN) {
  let data = url;
  for (const k of Object.keys(params).sort()) data += k + params[k];
  return createHmac('sha1', token).update(data, 'utf8').digest('base64');
}

const callSid = () => `CA${randomBytes(16).toString('hex')}`;

interface VerbNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: VerbNode[];
}

/** Parses TwiML with a real XML parser (a badly escaped document fails the test). */
function parseTwiml(xml: string): VerbNode[] {
  const problems: string[] = [];
  const doc = new DOMParser({
    errorHandler: {
      warning: (m) => problems.push(m),
      error: (m) => problems.push(m),
      fatalError: (m) => problems.push(m),
    },
  }).parseFromString(xml, 'text/xml');
  expect(problems, xml).toEqual([]);
  const root = doc.documentElement;
  expect(root.nodeName).toBe('Response');
  const walk = (el: Element): VerbNode => {
    const attrs: Record<string, string> = {};
    for (let i = 0; i < el.attributes.length; i++) attrs[el.attributes[i]!.name] = el.attributes[i]!.value;
    const children: VerbNode[] = [];
    for (let i = 0; i < el.childNodes.length; i++) {
      const c = el.childNodes[i]!;
      if (c.nodeType === 1) children.push(walk(c as Element));
    }
    return { name: el.nodeName, attrs, text: el.textContent ?? '', children };
  };
  const out: VerbNode[] = [];
  for (let i = 0; i < root.childNodes.length; i++) {
    const c = root.childNodes[i]!;
    if (c.nodeType === 1) out.push(walk(c as Element));
  }
  return out;
}

/** What the caller heard and what Twilio is told to do next. */
interface Heard {
  status: number;
  verbs: VerbNode[];
  /** Every `<Say>` text (inside `<Gather>` too), joined. */
  said: string;
  says: VerbNode[];
  gather?: VerbNode;
  dial?: VerbNode;
  hangup: boolean;
}

function heard(r: { statusCode: number; body: string; headers: Record<string, unknown> }): Heard {
  expect(r.statusCode, r.body).toBe(200);
  expect(String(r.headers['content-type'])).toMatch(/^text\/xml/);
  const verbs = parseTwiml(r.body);
  const says = verbs.flatMap((v) => (v.name === 'Say' ? [v] : v.children.filter((c) => c.name === 'Say')));
  return {
    status: r.statusCode,
    verbs,
    said: says.map((s) => s.text).join(' '),
    says,
    gather: verbs.find((v) => v.name === 'Gather'),
    dial: verbs.find((v) => v.name === 'Dial'),
    hangup: verbs.some((v) => v.name === 'Hangup'),
  };
}

describe('Twilio Programmable Voice webhooks', () => {
  let t: TestApp;
  let rx: Receiver;
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: { TWILIO_AUTH_TOKEN: TOKEN, PUBLIC_BASE_URL: BASE, WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' },
    });
    rx = await startReceiver();
  });
  afterAll(async () => {
    await rx?.close();
    await t?.close();
  });

  /** Posts a form exactly as Twilio does: form-encoded, signed over PUBLIC_BASE_URL + path and query. */
  function post(path: string, params: Record<string, string>, signature?: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    const sig = signature === undefined ? twilioSign(`${BASE}${path}`, params) : signature;
    if (sig !== null) headers['x-twilio-signature'] = sig;
    return t.app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: new URLSearchParams(params).toString(),
    });
  }
  /** Follows a `<Gather action=…>`: the path (and query) Twilio would post to. */
  const actionPath = (g: VerbNode) => {
    expect(g.attrs.action!.startsWith(`${BASE}/`)).toBe(true);
    return g.attrs.action!.slice(BASE.length);
  };

  /** A phone caller: Twilio's incoming-call webhook, then each line as recognised speech. */
  async function phone(to: string, from: string, lines: string[], sid = callSid()) {
    const common = {
      AccountSid: `AC${'0'.repeat(32)}`,
      CallSid: sid,
      From: from,
      To: to,
      ApiVersion: '2010-04-01',
    };
    const greeting = heard(
      await post('/telephony/twilio/voice', { ...common, CallStatus: 'ringing', Direction: 'inbound' }),
    );
    const turns: Heard[] = [];
    let next = greeting;
    for (const line of lines) {
      expect(next.gather, `no <Gather> before "${line}"`).toBeDefined();
      clock.advance(5_000);
      next = heard(
        await post(actionPath(next.gather!), {
          ...common,
          CallStatus: 'in-progress',
          SpeechResult: line,
          Confidence: '0.91',
        }),
      );
      turns.push(next);
      if (!next.gather) break;
    }
    const [session] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.providerCallId, sid));
    return {
      sid,
      greeting,
      turns,
      last: turns[turns.length - 1]!,
      session: session!,
      callId: session!.callId,
    };
  }

  const status = (
    sid: string,
    to: string,
    from: string,
    callStatus: string,
    extra: Record<string, string> = {},
  ) =>
    post('/telephony/twilio/status', { CallSid: sid, To: to, From: from, CallStatus: callStatus, ...extra });

  const events = async (tenantId: string) =>
    (
      await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.topic, 'event')))
    ).map((m) => m.payload as Record<string, unknown>);

  /** A voice tenant with a webhook endpoint at the local receiver (its own path). */
  async function tenantWithHook(settings: Record<string, unknown> = {}) {
    const x = await voiceTenant(t, settings);
    const key = await createApiKey(t, x.tenant.id, { scopes: ['webhooks:manage'] });
    const path = `/hook-${x.tenant.id}`;
    const r = await t.app.inject({
      method: 'POST',
      url: '/v2/webhook-endpoints',
      headers: { ...key.auth, 'idempotency-key': randomUUID() },
      payload: { url: rx.url(path) },
    });
    expect(r.statusCode, r.body).toBe(201);
    return {
      ...x,
      delivered: () => rx.received.filter((q) => q.url === path).map((q) => JSON.parse(q.rawBody)),
    };
  }

  const smsOf = (tenantId: string) =>
    t.db.select().from(smsMessages).where(eq(smsMessages.tenantId, tenantId));

  it('greets in a speech <Gather> with each sentence in its language; a Twilio retry opens no second call', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await t.db
      .update(tenants)
      .set({ businessName: 'Kowalski & Syn <Stomatologia>' })
      .where(eq(tenants.id, x.tenant.id));
    const sid = callSid();
    const from = randomMobile();
    const params = { CallSid: sid, From: from, To: x.number, CallStatus: 'ringing', Direction: 'inbound' };
    const first = heard(await post('/telephony/twilio/voice', params));
    expect(first.gather!.attrs).toMatchObject({
      input: 'speech',
      action: `${BASE}/telephony/twilio/gather`,
      method: 'POST',
      language: 'pl-PL',
      speechTimeout: 'auto',
    });
    expect(first.says.map((s) => [s.attrs.language, s.text])).toEqual([
      ['pl-PL', 'Dzień dobry, Kowalski & Syn <Stomatologia>, w czym mogę pomóc?'],
      ['en-US', 'You can also speak English.'],
    ]);
    const again = heard(await post('/telephony/twilio/voice', params));
    expect(again.said).toBe(first.said);
    const rows = await t.db.select().from(calls).where(eq(calls.tenantId, x.tenant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'in_progress', callerNumber: from, calledNumber: x.number });
    const sessions = await t.db.select().from(voiceSessions).where(eq(voiceSessions.tenantId, x.tenant.id));
    expect(sessions.map((s) => s.providerCallId)).toEqual([sid]);
    // Two retries racing: both hear the greeting, one call record.
    const racing = { ...params, CallSid: callSid() };
    const both = await Promise.all([0, 1].map(() => post('/telephony/twilio/voice', racing)));
    for (const r of both) expect(heard(r).gather).toBeDefined();
    expect(await t.db.select().from(calls).where(eq(calls.tenantId, x.tenant.id))).toHaveLength(2);
    expect(
      await t.db.select().from(voiceSessions).where(eq(voiceSessions.providerCallId, racing.CallSid)),
    ).toHaveLength(1);

    // A withheld caller id is a call without a number; a number nobody answers is not a 500.
    const anon = heard(
      await post('/telephony/twilio/voice', { ...params, CallSid: callSid(), From: 'anonymous' }),
    );
    expect(anon.gather).toBeDefined();
    const nobody = heard(
      await post('/telephony/twilio/voice', { ...params, CallSid: callSid(), To: '+48221111111' }),
    );
    expect(nobody.gather).toBeUndefined();
    expect(nobody.hangup).toBe(true);
    expect(nobody.said).toMatch(/ten numer nie jest obecnie obsługiwany.*this number is not in service/);
  });

  it('a tenant whose voice config is English: its greeting, and the first Gather listens in English', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    await setVoiceConfig(t, x.tenant.id, { language: 'en', greeting: 'Welcome to Zdrówko, how may I help?' });
    const params = { CallSid: callSid(), From: randomMobile(), To: x.number, CallStatus: 'ringing' };
    const first = heard(await post('/telephony/twilio/voice', params));
    expect(first.gather!.attrs.language).toBe('en-US');
    expect(first.says.map((s) => [s.attrs.language, s.text])).toEqual([
      ['en-US', 'Welcome to Zdrówko, how may I help?'],
      ['pl-PL', 'Można też mówić po polsku.'],
    ]);
  });

  it('books in Polish: appointment at the right time, booking SMS, call.completed delivered, minutes counted', async () => {
    clock.set(NOW);
    const x = await tenantWithHook();
    const from = randomMobile();
    const r = await phone(x.number, from, [
      'Dzień dobry, chciałbym umówić wizytę jutro o 10',
      'Tak',
      'Jan Kowalski',
      'Nie, dziękuję',
    ]);
    expect(r.turns[0]!.said).toMatch(/jutro.*10:00/);
    expect(r.turns[0]!.gather!.attrs.language).toBe('pl-PL');
    expect(r.turns[0]!.says[0]!.attrs.language).toBe('pl-PL');
    expect(r.turns[2]!.said).toMatch(/Zarezerwowałam wizytę .*10:00 na nazwisko Jan Kowalski/);
    expect(r.last.gather).toBeUndefined();
    expect(r.last.hangup).toBe(true);

    const [appt] = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    expect(appt).toMatchObject({ patientName: 'Jan Kowalski', patientPhone: from });
    expect(appt!.startTime.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    const call = await callRow(t, r.callId);
    expect(call).toMatchObject({
      status: 'completed',
      outcome: 'booked',
      durationSeconds: 20,
      callerNumber: from,
    });
    expect(r.session.ended).toBe(true);

    await drainOutbox(t);
    const sms = await smsOf(x.tenant.id);
    const confirmation = sms.find((s) => s.kind === 'booking_confirmation');
    expect(confirmation).toMatchObject({ to: from, status: 'sent', provider: 'sandbox' });
    const delivered = x.delivered();
    expect(delivered.find((e) => e.event === 'call.completed')).toMatchObject({
      call_id: r.callId,
      outcome: 'booked',
      from,
      to: x.number,
      duration_seconds: 20,
    });
    expect(delivered.find((e) => e.event === 'appointment.created')).toBeDefined();
    const usage = await t.app.inject({
      method: 'GET',
      url: `/tenants/${x.tenant.id}/usage`,
      headers: internal,
    });
    expect(usage.json()).toMatchObject({ minutes_used: 1, calls_total: 1 });

    // Twilio's status callback after the hang-up changes nothing (the call already ended).
    const late = await status(r.sid, x.number, from, 'completed', { CallDuration: '31' });
    expect(late.statusCode).toBe(204);
    expect((await callRow(t, r.callId)).durationSeconds).toBe(20);
    expect((await events(x.tenant.id)).filter((e) => e.event === 'call.completed')).toHaveLength(1);
  });

  it('books in English: the Gather and Say follow the caller’s language', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const from = randomMobile();
    const r = await phone(x.number, from, [
      "Hello, I'd like to book an appointment next Tuesday afternoon",
      'The second one, please',
      'My name is John Smith',
      'No, thanks, bye',
    ]);
    expect(r.turns[0]!.said).toMatch(/^I can offer .*1 December.*12:00.*12:30.*13:00/);
    expect(r.turns[0]!.gather!.attrs.language).toBe('en-US');
    expect(r.turns[0]!.says.map((s) => s.attrs.language)).toEqual(['en-US']);
    expect(r.turns[2]!.said).toMatch(/booked .*12:30 under the name John Smith/);
    expect(r.last.hangup).toBe(true);
    expect(r.last.says[0]!.attrs.language).toBe('en-US');
    const [appt] = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    expect(appt!.startTime.toISOString()).toBe('2026-12-01T11:30:00.000Z');
    expect((await callRow(t, r.callId)).outcome).toBe('booked');
    await drainOutbox(t);
    expect((await smsOf(x.tenant.id)).map((s) => [s.kind, s.to])).toContainEqual([
      'booking_confirmation',
      from,
    ]);
  });

  it('answers from the FAQ in Polish and English (outcome answered_faq)', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const pl = await phone(x.number, randomMobile(), ['Czy macie parking?', 'Nie, dziękuję']);
    expect(pl.turns[0]!.said).toMatch(/^Tak, bezpłatny parking dla pacjentów jest za budynkiem\. Czy mogę/);
    expect(pl.turns[0]!.gather).toBeDefined();
    expect(pl.last.hangup).toBe(true);
    expect((await callRow(t, pl.callId)).outcome).toBe('answered_faq');
    const en = await phone(x.number, randomMobile(), ['Do you take card payments?', 'No, thanks, bye']);
    expect(en.turns[0]!.said).toMatch(/^Yes, we accept cards and BLIK\./);
    expect(en.turns[0]!.gather!.attrs.language).toBe('en-US');
    expect((await callRow(t, en.callId)).outcome).toBe('answered_faq');
  });

  it('an unanswerable question becomes a missed question (PL and EN)', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const pl = await phone(x.number, randomMobile(), [
      'Czy przyjmujecie zwierzęta w poczekalni?',
      'Nie',
      'Do widzenia',
    ]);
    expect(pl.turns[0]!.said).toMatch(/^Niestety nie mam tej informacji/);
    expect(pl.last.hangup).toBe(true);
    expect((await callRow(t, pl.callId)).outcome).toBe('no_action');
    const en = await phone(x.number, randomMobile(), ['Do you have a children’s play area?', 'No', 'Bye']);
    expect(en.turns[0]!.said).toMatch(/^I'm sorry, I don't have that information/);
    expect(en.last.hangup).toBe(true);
    const missed = await t.db.select().from(missedQuestions).where(eq(missedQuestions.tenantId, x.tenant.id));
    expect(missed.map((m) => [m.question, m.callId]).sort()).toEqual(
      [
        ['Czy przyjmujecie zwierzęta w poczekalni?', pl.callId],
        ['Do you have a children’s play area?', en.callId],
      ].sort(),
    );
  });

  it('takes a message: message.left delivered to the webhook, caller SMS sent (PL and EN)', async () => {
    clock.set(NOW);
    const x = await tenantWithHook();
    const from = randomMobile();
    const pl = await phone(x.number, from, [
      'Chciałbym zostawić wiadomość',
      'Proszę o pilny kontakt w sprawie wyników badań',
      // The name and number are asked once before a message is confirmed (none was said).
      'Jan Nowak, na ten numer.',
    ]);
    expect(pl.turns[0]!.said).toMatch(/Co mam przekazać/);
    expect(pl.last.hangup).toBe(true);
    expect(await callRow(t, pl.callId)).toMatchObject({
      outcome: 'callback',
      callbackRequested: true,
      messageUrgent: true,
    });
    const enFrom = randomMobile();
    const en = await phone(x.number, enFrom, [
      'Please tell the doctor that I will be 10 minutes late',
      'Anna Smith, this number.',
    ]);
    expect(en.last.said).toMatch(/I will pass on your message/);
    expect(en.last.says[0]!.attrs.language).toBe('en-US');
    expect(en.last.hangup).toBe(true);

    await drainOutbox(t);
    const left = x.delivered().filter((e) => e.event === 'message.left');
    expect(left).toHaveLength(2);
    expect(left.find((e) => e.call_id === pl.callId)).toMatchObject({
      caller_number: from,
      // The calling number is noted as the one to call back (none was said).
      message: `Proszę o pilny kontakt w sprawie wyników badań. Od: Jan Nowak. Numer do kontaktu: ${spokenNational(from)}.`,
      urgent: true,
      callback_requested: true,
    });
    expect(left.find((e) => e.call_id === en.callId)).toMatchObject({
      caller_number: enFrom,
      callback_requested: true,
    });
    const sms = await smsOf(x.tenant.id);
    expect(
      sms
        .filter((s) => s.kind === 'caller_confirmation')
        .map((s) => [s.to, s.status])
        .sort(),
    ).toEqual(
      [
        [from, 'sent'],
        [enFrom, 'sent'],
      ].sort(),
    );
  });

  it('urgent requests are transferred with <Dial> to the right department (PL and EN)', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const pl = await phone(x.number, randomMobile(), ['Muszę pilnie porozmawiać z księgowością']);
    expect(pl.last.said).toMatch(/Łączę z działem: Księgowość/);
    expect(pl.last.dial!.text).toBe(x.accountingNumber);
    expect(pl.last.hangup).toBe(false);
    expect(pl.last.gather).toBeUndefined();
    expect(pl.last.verbs.map((v) => v.name)).toEqual(['Say', 'Dial']);
    expect(await callRow(t, pl.callId)).toMatchObject({ status: 'completed', outcome: 'transferred' });
    const en = await phone(x.number, randomMobile(), ['Can I speak to someone in accounting, it is urgent']);
    expect(en.last.dial!.text).toBe(x.accountingNumber);
    expect(en.last.says[0]!.attrs.language).toBe('en-US');
    expect((await callRow(t, en.callId)).outcome).toBe('transferred');
    const human = await phone(x.number, randomMobile(), ['Proszę mnie połączyć z człowiekiem']);
    expect(human.last.dial!.text).toBe(x.mainTransfer);
  });

  it('over quota: a polite rejection and <Hangup/>, no call record and no session', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const quota = await t.app.inject({
      method: 'GET',
      url: `/tenants/${x.tenant.id}/quota`,
      headers: internal,
    });
    const limit = quota.json().minutes_limit as number;
    await t.db.insert(calls).values({
      tenantId: x.tenant.id,
      startedAt: new Date(NOW.getTime() - 86_400_000),
      status: 'completed',
      durationSeconds: limit * 60,
    });
    const sid = callSid();
    const r = heard(
      await post('/telephony/twilio/voice', { CallSid: sid, From: randomMobile(), To: x.number }),
    );
    expect(r.gather).toBeUndefined();
    expect(r.verbs[r.verbs.length - 1]!.name).toBe('Hangup');
    expect(r.says.map((s) => s.attrs.language)).toEqual(['pl-PL', 'en-US']);
    expect(r.said).toMatch(/przepraszamy.*Please try again later/);
    expect(await t.db.select().from(calls).where(eq(calls.tenantId, x.tenant.id))).toHaveLength(1);
    expect(
      await t.db.select().from(voiceSessions).where(eq(voiceSessions.tenantId, x.tenant.id)),
    ).toHaveLength(0);
    // Its status callback names no session: 204, nothing changes.
    expect((await status(sid, x.number, '+48601000000', 'completed', { CallDuration: '9' })).statusCode).toBe(
      204,
    );
    expect(await t.db.select().from(calls).where(eq(calls.tenantId, x.tenant.id))).toHaveLength(1);
  });

  it('the caller hangs up: the status callback completes the call with Twilio’s duration, once', async () => {
    clock.set(NOW);
    const x = await tenantWithHook();
    const from = randomMobile();
    // Mid-conversation after an answer: the outcome reached is kept.
    const a = await phone(x.number, from, ['Czy macie parking?']);
    expect(a.last.gather).toBeDefined();
    const inProgress = await status(a.sid, x.number, from, 'in-progress');
    expect(inProgress.statusCode).toBe(204);
    expect((await callRow(t, a.callId)).status).toBe('in_progress');
    const done = await status(a.sid, x.number, from, 'completed', { CallDuration: '75' });
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe('');
    expect(await callRow(t, a.callId)).toMatchObject({
      status: 'completed',
      outcome: 'answered_faq',
      durationSeconds: 75,
    });
    // Right after the greeting: hung_up.
    const b = await phone(x.number, randomMobile(), []);
    expect((await status(b.sid, x.number, from, 'completed', { CallDuration: '4' })).statusCode).toBe(204);
    expect(await callRow(t, b.callId)).toMatchObject({
      status: 'completed',
      outcome: 'hung_up',
      durationSeconds: 4,
    });
    // A repeated callback changes nothing.
    expect((await status(b.sid, x.number, from, 'completed', { CallDuration: '400' })).statusCode).toBe(204);
    expect((await callRow(t, b.callId)).durationSeconds).toBe(4);
    // A gather after the hang-up is answered politely with <Hangup/>.
    const after = heard(await post('/telephony/twilio/gather', { CallSid: b.sid, SpeechResult: 'Halo?' }));
    expect(after.hangup).toBe(true);

    await drainOutbox(t);
    const completed = x.delivered().filter((e) => e.event === 'call.completed');
    expect(completed.map((e) => [e.call_id, e.outcome, e.duration_seconds]).sort()).toEqual(
      [
        [a.callId, 'answered_faq', 75],
        [b.callId, 'hung_up', 4],
      ].sort(),
    );
    const usage = await t.app.inject({
      method: 'GET',
      url: `/tenants/${x.tenant.id}/usage`,
      headers: internal,
    });
    expect(usage.json()).toMatchObject({ minutes_used: 3, calls_total: 2 });
  });

  it('silence: a reprompt, then after two silent gathers a polite goodbye and the call completed', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const r = await phone(x.number, randomMobile(), ['Do you take card payments?']);
    const first = heard(await post(actionPath(r.last.gather!), { CallSid: r.sid, To: x.number }));
    expect(first.gather!.attrs.action).toBe(`${BASE}/telephony/twilio/gather?silence=1`);
    expect(first.gather!.attrs.language).toBe('en-US');
    expect(first.said).toMatch(/^Sorry, I didn't hear anything\. Yes, we accept cards and BLIK\./);
    expect((await callRow(t, r.callId)).status).toBe('in_progress');
    const second = heard(
      await post(actionPath(first.gather!), { CallSid: r.sid, To: x.number, SpeechResult: '' }),
    );
    expect(second.gather).toBeUndefined();
    expect(second.hangup).toBe(true);
    expect(second.said).toMatch(/I will end the call now/);
    expect(await callRow(t, r.callId)).toMatchObject({ status: 'completed', outcome: 'answered_faq' });
    // Speech after one silent gather resets the count.
    const pl = await phone(x.number, randomMobile(), []);
    const quiet = heard(await post(actionPath(pl.greeting.gather!), { CallSid: pl.sid }));
    expect(quiet.said).toMatch(/^Przepraszam, nic nie usłyszałam\. Dzień dobry/);
    const spoke = heard(
      await post(actionPath(quiet.gather!), { CallSid: pl.sid, SpeechResult: 'Czy macie parking?' }),
    );
    expect(spoke.gather!.attrs.action).toBe(`${BASE}/telephony/twilio/gather`);
    const quietAgain = heard(await post(actionPath(spoke.gather!), { CallSid: pl.sid }));
    expect(quietAgain.gather).toBeDefined();
    expect((await callRow(t, pl.callId)).status).toBe('in_progress');
  });

  it('signatures: missing or wrong → 403 and nothing created; unknown CallSid → polite hang-up', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const params = { CallSid: callSid(), From: randomMobile(), To: x.number };
    const path = '/telephony/twilio/voice';
    const attempts = [
      null,
      '',
      twilioSign(`${BASE}${path}`, params, 'another-token'),
      twilioSign(`http://localhost${path}`, params),
      twilioSign(`${BASE}${path}`, { ...params, From: '+48601000000' }),
    ];
    for (const sig of attempts) {
      const r = await post(path, params, sig);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect(await t.db.select().from(calls).where(eq(calls.tenantId, x.tenant.id))).toHaveLength(0);
    // The same on the gather and status webhooks, and the query is part of what is signed.
    const live = await phone(x.number, randomMobile(), []);
    const g = { CallSid: live.sid, SpeechResult: 'Chcę zostawić wiadomość' };
    expect((await post('/telephony/twilio/gather', g, 'bm90IGEgc2lnbmF0dXJl')).statusCode).toBe(403);
    const signedWithoutQuery = twilioSign(`${BASE}/telephony/twilio/gather`, { CallSid: live.sid });
    expect(
      (await post('/telephony/twilio/gather?silence=1', { CallSid: live.sid }, signedWithoutQuery))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/telephony/twilio/status', { CallSid: live.sid, CallStatus: 'completed' }, null))
        .statusCode,
    ).toBe(403);
    const [session] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, live.session.id));
    expect(session).toMatchObject({ ended: false, version: 0 });
    // Bad input that is signed: a clear 422, not a 500.
    expect((await post('/telephony/twilio/voice', { CallSid: 'nope', To: x.number })).statusCode).toBe(422);
    expect((await post('/telephony/twilio/status', { CallSid: live.sid })).statusCode).toBe(422);
    // Another tenant's number with this call's CallSid names no session: nothing changes.
    const y = await voiceTenant(t);
    const foreign = heard(
      await post('/telephony/twilio/gather', {
        CallSid: live.sid,
        To: y.number,
        SpeechResult: 'Czy macie parking?',
      }),
    );
    expect(foreign.hangup).toBe(true);
    expect(
      (await post('/telephony/twilio/status', { CallSid: live.sid, To: y.number, CallStatus: 'completed' }))
        .statusCode,
    ).toBe(204);
    const [untouched] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, live.session.id));
    expect(untouched).toMatchObject({ ended: false, version: 0 });
    expect((await callRow(t, live.callId)).status).toBe('in_progress');
    // An unknown CallSid on gather: a polite message and <Hangup/>.
    const unknown = heard(
      await post('/telephony/twilio/gather', { CallSid: callSid(), SpeechResult: 'Halo' }),
    );
    expect(unknown.hangup).toBe(true);
    expect(unknown.said).toMatch(/ta rozmowa nie jest już aktywna.*this call is no longer active/);
  });
});

describe('Twilio voice webhooks without TWILIO_AUTH_TOKEN', () => {
  it('answer 404 and create nothing', async () => {
    const t = await createTestApp({ env: { PUBLIC_BASE_URL: BASE } });
    try {
      const x = await voiceTenant(t);
      for (const path of [
        '/telephony/twilio/voice',
        '/telephony/twilio/gather',
        '/telephony/twilio/status',
      ]) {
        const params = { CallSid: callSid(), To: x.number, From: randomMobile(), CallStatus: 'completed' };
        const r = await t.app.inject({
          method: 'POST',
          url: path,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': twilioSign(`${BASE}${path}`, params),
          },
          payload: new URLSearchParams(params).toString(),
        });
        expect(r.statusCode).toBe(404);
      }
      expect(await t.db.select().from(calls).where(eq(calls.tenantId, x.tenant.id))).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
