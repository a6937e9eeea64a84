/**
 * Warm transfers (tenant setting `warm_transfer`): the member of staff hears a whisper and
 * accepts (1) or declines; declined or not answered, the caller is offered to leave a message.
 * Through Twilio's signed webhooks and through the dashboard's test calls.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { transferWhisper } from '../../src/modules/voice/engine/texts.js';
import { voiceSessions } from '../../src/modules/voice/voice.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey } from '../helpers/fixtures.js';
import {
  callRow,
  eventsOf,
  NOW,
  randomMobile,
  setVoiceConfig,
  spokenNational,
  voiceTenant,
} from '../voice/setup.js';

const TOKEN = 'twilio-test-auth-token-0123456789';
const BASE = 'https://recepcja.example.test';

/** Twilio's signature, from Twilio's documentation (independent of the service). */
function twilioSign(url: string, params: Record<string, string>) {
  let data = url;
  for (const k of Object.keys(params).sort()) data += k + params[k];
  return createHmac('sha1', TOKEN).update(data, 'utf8').digest('base64');
}
const callSid = () => `CA${randomBytes(16).toString('hex')}`;

interface Node {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: Node[];
}

/** TwiML read with a real XML parser: the verbs under `<Response>`. */
function parse(xml: string): Node[] {
  const problems: string[] = [];
  const doc = new DOMParser({
    errorHandler: { warning: (m) => problems.push(m), error: (m) => problems.push(m) },
  }).parseFromString(xml, 'text/xml');
  expect(problems, xml).toEqual([]);
  const walk = (el: Element): Node => {
    const attrs: Record<string, string> = {};
    for (let i = 0; i < el.attributes.length; i++) attrs[el.attributes[i]!.name] = el.attributes[i]!.value;
    const children: Node[] = [];
    for (let i = 0; i < el.childNodes.length; i++)
      if (el.childNodes[i]!.nodeType === 1) children.push(walk(el.childNodes[i] as Element));
    return { name: el.nodeName, attrs, text: el.textContent ?? '', children };
  };
  expect(doc.documentElement.nodeName).toBe('Response');
  return walk(doc.documentElement).children;
}

// biome-ignore lint/suspicious/noExplicitAny: answers read in tests
type Json = Record<string, any>;

describe('warm transfer', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: { TWILIO_AUTH_TOKEN: TOKEN, PUBLIC_BASE_URL: BASE },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A form posted as Twilio posts it, signed over PUBLIC_BASE_URL + path and query. */
  async function post(path: string, params: Record<string, string>, signature?: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    const sig = signature === undefined ? twilioSign(`${BASE}${path}`, params) : signature;
    if (sig !== null) headers['x-twilio-signature'] = sig;
    clock.advance(3_000);
    return t.app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: new URLSearchParams(params).toString(),
    });
  }
  async function twiml(path: string, params: Record<string, string>) {
    const r = await post(path, params);
    expect(r.statusCode, r.body).toBe(200);
    expect(String(r.headers['content-type'])).toMatch(/^text\/xml/);
    return parse(r.body);
  }
  const rel = (url: string) => {
    expect(url.startsWith(`${BASE}/`), url).toBe(true);
    return url.slice(BASE.length);
  };
  const sayings = (verbs: Node[]) =>
    verbs.flatMap((v) => (v.name === 'Say' ? [v] : v.children.filter((c) => c.name === 'Say')));

  /** A caller on the phone who asks to be put through: the answer to the incoming call and to the line. */
  async function callAndAsk(x: { number: string }, line: string, from = randomMobile()) {
    const sid = callSid();
    const common = { CallSid: sid, From: from, To: x.number };
    const greeting = await twiml('/telephony/twilio/voice', { ...common, CallStatus: 'ringing' });
    const gather = greeting.find((v) => v.name === 'Gather')!;
    const answer = await twiml(rel(gather.attrs.action!), {
      ...common,
      SpeechResult: line,
      Confidence: '0.9',
    });
    const [session] = await t.db.select().from(voiceSessions).where(eq(voiceSessions.providerCallId, sid));
    return { sid, from, common, answer, callId: session!.callId };
  }

  /** The member of staff's leg: Twilio fetches the `<Number url>` with the child call's fields. */
  const callee = (parent: string, to: string, from: string) => ({
    CallSid: callSid(),
    ParentCallSid: parent,
    To: to,
    From: from,
    Direction: 'outbound-dial',
    CallStatus: 'in-progress',
  });

  async function warmTenant(settings: Record<string, unknown> = { warm_transfer: true }) {
    return voiceTenant(t, settings);
  }

  it('the setting: off by default, turned on through the settings route', async () => {
    const x = await voiceTenant(t);
    const url = `/tenants/${x.tenant.id}/settings`;
    const before = await t.app.inject({ method: 'GET', url, headers: x.owner.auth });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().warm_transfer).toBe(false);
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: x.owner.auth,
      payload: { warm_transfer: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().warm_transfer).toBe(true);
  });

  it('accepted: Dial with a whisper URL, the whisper names caller and reason in Polish, 1 bridges, the call is transferred', async () => {
    clock.set(NOW);
    const x = await warmTenant();
    const c = await callAndAsk(x, 'Muszę pilnie porozmawiać z księgowością w sprawie faktury');
    expect(c.answer.map((v) => v.name)).toEqual(['Say', 'Dial']);
    expect(c.answer[0]!.text).toMatch(/Łączę z działem: Księgowość/);
    const dial = c.answer[1]!;
    expect(dial.attrs).toMatchObject({ timeout: '20', answerOnBridge: 'true', method: 'POST' });
    expect(rel(dial.attrs.action!)).toBe(`/telephony/twilio/transfer-result?call=${c.callId}`);
    const number = dial.children[0]!;
    expect(number.name).toBe('Number');
    expect(number.text).toBe(x.accountingNumber);
    expect(rel(number.attrs.url!)).toBe(`/telephony/twilio/whisper?call=${c.callId}`);
    // Not completed while the member of staff decides.
    expect(await callRow(t, c.callId)).toMatchObject({
      status: 'in_progress',
      transfer: { to: x.accountingNumber, department: 'Księgowość', warm: true, status: 'pending' },
    });

    const leg = callee(c.sid, x.accountingNumber, c.from);
    const whisper = await twiml(rel(number.attrs.url!), leg);
    expect(whisper.map((v) => v.name)).toEqual(['Gather', 'Hangup']);
    const g = whisper[0]!;
    expect(g.attrs).toMatchObject({ input: 'dtmf', numDigits: '1' });
    const said = sayings(whisper)[0]!;
    expect(said.attrs.language).toBe('pl-PL');
    const national = c.from.replace('+48', '').replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');
    expect(said.text).toContain(`z numeru ${national}`);
    expect(said.text).toContain('do działu Księgowość');
    expect(said.text).toContain('Pilne.');
    expect(said.text).toContain('w sprawie faktury');
    expect(said.text).toMatch(/Naciśnij 1, aby odebrać, lub 2, aby odrzucić/);

    const accepted = await twiml(rel(g.attrs.action!), { ...leg, Digits: '1' });
    expect(accepted).toEqual([]); // empty <Response/>: Twilio bridges the caller
    const row = await callRow(t, c.callId);
    expect(row).toMatchObject({
      status: 'completed',
      outcome: 'transferred',
      transfer: { to: x.accountingNumber, warm: true, status: 'accepted' },
    });
    const completed = (await eventsOf(t, x.tenant.id, 'call.completed')).find((e) => e.call_id === c.callId);
    expect(completed).toMatchObject({ outcome: 'transferred', transfer: { status: 'accepted', warm: true } });

    // The bridged conversation ends: the dial's action hears completed; the call is already done.
    const end = await twiml(rel(dial.attrs.action!), { ...c.common, DialCallStatus: 'completed' });
    expect(end.map((v) => v.name)).toEqual(['Hangup']);
    expect((await callRow(t, c.callId)).transfer).toMatchObject({ status: 'accepted' });

    // The dashboard's call detail and v2 show the transfer; v1 does not.
    const detail = await t.app.inject({ method: 'GET', url: `/calls/${c.callId}`, headers: x.owner.auth });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().transfer).toMatchObject({ status: 'accepted', department: 'Księgowość' });
    const key = await createApiKey(t, x.tenant.id, { scopes: ['calls:read'] });
    const v2 = await t.app.inject({ method: 'GET', url: `/v2/calls/${c.callId}`, headers: key.auth });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json().transfer).toMatchObject({ status: 'accepted', warm: true, to: x.accountingNumber });
  });

  it('an English tenant’s whisper is in English; an English caller hears the refusal in English', async () => {
    clock.set(NOW);
    const x = await warmTenant();
    await setVoiceConfig(t, x.tenant.id, { language: 'en' });
    const c = await callAndAsk(x, 'Can I speak to someone in accounting please');
    const dial = c.answer.find((v) => v.name === 'Dial')!;
    const leg = callee(c.sid, x.accountingNumber, c.from);
    const whisper = await twiml(rel(dial.children[0]!.attrs.url!), leg);
    const said = sayings(whisper)[0]!;
    expect(said.attrs.language).toBe('en-US');
    expect(said.text).toMatch(/^Reception: a call for Księgowość from /);
    expect(said.text).toContain('About: "Can I speak to someone in accounting please"');
    expect(said.text).toContain('Press 1 to take the call, or 2 to decline.');
    const declined = await twiml(rel(whisper[0]!.attrs.action!), { ...leg, Digits: '2' });
    expect(declined.map((v) => v.name)).toEqual(['Hangup']);
    const told = await twiml(rel(dial.attrs.action!), { ...c.common, DialCallStatus: 'completed' });
    const g = told.find((v) => v.name === 'Gather')!;
    expect(g.attrs.language).toBe('en-US');
    expect(sayings(told)[0]!.text).toMatch(/nobody can take your call right now/);
    expect((await callRow(t, c.callId)).transfer).toMatchObject({ status: 'declined' });
  });

  it('the whisper names the caller when the business knows them, and a withheld number as such', () => {
    expect(
      transferWhisper('pl', {
        callerName: 'Anna Nowak',
        callerNumber: '+48601234567',
        reason: 'wyniki',
        urgent: false,
      }),
    ).toBe(
      'Recepcja: połączenie od Anna Nowak, numer 601 234 567. Sprawa: „wyniki”. Naciśnij 1, aby odebrać, lub 2, aby odrzucić.',
    );
    expect(transferWhisper('en', { callerNumber: null })).toBe(
      'Reception: a call from a withheld number. Press 1 to take the call, or 2 to decline.',
    );
  });

  it('declined (2): the caller is told and offered a message; the message ends the call as callback', async () => {
    clock.set(NOW);
    const x = await warmTenant();
    const c = await callAndAsk(x, 'Proszę mnie połączyć z księgowością');
    const dial = c.answer.find((v) => v.name === 'Dial')!;
    const leg = callee(c.sid, x.accountingNumber, c.from);
    const whisper = await twiml(rel(dial.children[0]!.attrs.url!), leg);
    const declined = await twiml(rel(whisper[0]!.attrs.action!), { ...leg, Digits: '2' });
    expect(declined.map((v) => v.name)).toEqual(['Hangup']);
    expect(await callRow(t, c.callId)).toMatchObject({
      status: 'in_progress',
      transfer: { status: 'declined' },
    });
    // A second key press (or a replay) finds no transfer waiting: hang-up, nothing changes.
    expect((await twiml(rel(whisper[0]!.attrs.action!), { ...leg, Digits: '1' })).map((v) => v.name)).toEqual(
      ['Hangup'],
    );

    // Twilio reports the callee's leg as no-answer or completed: declined stays declined.
    const told = await twiml(rel(dial.attrs.action!), { ...c.common, DialCallStatus: 'no-answer' });
    const g = told.find((v) => v.name === 'Gather')!;
    expect(g).toBeDefined();
    expect(g.attrs).toMatchObject({ input: 'speech', language: 'pl-PL' });
    expect(rel(g.attrs.action!)).toBe('/telephony/twilio/gather');
    expect(sayings(told)[0]!.text).toMatch(/nikt nie może teraz odebrać.*przyjmę wiadomość/);

    // The message; no name said, so the name is asked for once before it is confirmed.
    const asked = await twiml('/telephony/twilio/gather', {
      ...c.common,
      SpeechResult: 'Proszę o kontakt w sprawie korekty faktury',
      Confidence: '0.9',
    });
    expect(asked.find((v) => v.name === 'Gather')).toBeDefined();
    expect(sayings(asked)[0]!.text).toMatch(/imię i nazwisko/);
    const bye = await twiml('/telephony/twilio/gather', {
      ...c.common,
      SpeechResult: 'Anna Nowak',
      Confidence: '0.9',
    });
    expect(bye.map((v) => v.name)).toEqual(['Say', 'Hangup']);
    const row = await callRow(t, c.callId);
    expect(row).toMatchObject({
      status: 'completed',
      outcome: 'callback',
      callbackRequested: true,
      // The calling number is noted as the one to call back (none was said).
      messageText: `Proszę o kontakt w sprawie korekty faktury. Od: Anna Nowak. Numer do kontaktu: ${spokenNational(c.from)}.`,
      transfer: { status: 'declined', warm: true, to: x.accountingNumber },
    });
    expect(row.summary).toMatch(/Próba przełączenia do działu Księgowość .* nieudana: odrzucono/);
    const completed = (await eventsOf(t, x.tenant.id, 'call.completed')).find((e) => e.call_id === c.callId);
    expect(completed).toMatchObject({ outcome: 'callback', transfer: { status: 'declined' } });
    expect((await eventsOf(t, x.tenant.id, 'message.left')).some((e) => e.call_id === c.callId)).toBe(true);
  });

  it('not answered, busy, no key pressed: recorded as such, the caller is offered a message', async () => {
    clock.set(NOW);
    const x = await warmTenant();
    for (const [dialStatus, status] of [
      ['no-answer', 'no_answer'],
      ['busy', 'busy'],
      ['completed', 'no_answer'],
      ['failed', 'failed'],
    ] as const) {
      const c = await callAndAsk(x, 'Proszę mnie połączyć z księgowością');
      const dial = c.answer.find((v) => v.name === 'Dial')!;
      const told = await twiml(rel(dial.attrs.action!), { ...c.common, DialCallStatus: dialStatus });
      expect(
        told.find((v) => v.name === 'Gather'),
        dialStatus,
      ).toBeDefined();
      expect((await callRow(t, c.callId)).transfer).toMatchObject({ status });
      await twiml('/telephony/twilio/gather', {
        ...c.common,
        SpeechResult: 'Proszę oddzwonić',
        Confidence: '0.9',
      });
      // The name, asked once before the message is confirmed.
      await twiml('/telephony/twilio/gather', { ...c.common, SpeechResult: 'Anna Nowak', Confidence: '0.9' });
      expect(await callRow(t, c.callId)).toMatchObject({ outcome: 'callback', transfer: { status } });
    }
  });

  it('the caller hangs up while it rings: canceled, the call completed as a hang-up', async () => {
    clock.set(NOW);
    const x = await warmTenant();
    const c = await callAndAsk(x, 'Proszę mnie połączyć z księgowością');
    const r = await post('/telephony/twilio/status', {
      ...c.common,
      CallStatus: 'completed',
      CallDuration: '30',
    });
    expect(r.statusCode, r.body).toBe(204);
    expect(await callRow(t, c.callId)).toMatchObject({
      status: 'completed',
      outcome: 'hung_up',
      transfer: { status: 'canceled', warm: true },
    });
  });

  it('an emergency is put straight through (no whisper); warm transfers off: as before', async () => {
    clock.set(NOW);
    const x = await warmTenant();
    const c = await callAndAsk(x, 'Mój syn miał wypadek, bardzo krwawi, proszę z lekarzem');
    const dial = c.answer.find((v) => v.name === 'Dial')!;
    expect(dial.attrs.action).toBeUndefined();
    expect(dial.children).toEqual([]);
    expect(await callRow(t, c.callId)).toMatchObject({
      status: 'completed',
      outcome: 'transferred',
      transfer: { warm: false, status: 'dialed' },
    });
    const off = await warmTenant({});
    const cold = await callAndAsk(off, 'Proszę mnie połączyć z księgowością');
    const d = cold.answer.find((v) => v.name === 'Dial')!;
    expect(d.text).toBe(off.accountingNumber);
    expect(d.children).toEqual([]);
    expect(await callRow(t, cold.callId)).toMatchObject({
      outcome: 'transferred',
      transfer: { warm: false, status: 'dialed', to: off.accountingNumber },
    });
  });

  it('unsigned or wrongly signed callbacks are refused; another tenant’s call is never touched', async () => {
    clock.set(NOW);
    const a = await warmTenant();
    const b = await warmTenant();
    const ca = await callAndAsk(a, 'Proszę mnie połączyć z księgowością');
    const cb = await callAndAsk(b, 'Proszę mnie połączyć z księgowością');
    const leg = callee(ca.sid, a.accountingNumber, ca.from);
    for (const path of [
      `/telephony/twilio/whisper?call=${ca.callId}`,
      `/telephony/twilio/whisper-answer?call=${ca.callId}`,
      `/telephony/twilio/transfer-result?call=${ca.callId}`,
    ]) {
      const params = path.includes('transfer-result')
        ? { ...ca.common, DialCallStatus: 'busy' }
        : { ...leg, Digits: '1' };
      expect((await post(path, params, null)).statusCode).toBe(403);
      expect((await post(path, params, 'bm90IGEgc2lnbmF0dXJl')).statusCode).toBe(403);
      // Signed for another address (the query changed): refused too.
      expect((await post(path, params, twilioSign(`${BASE}${path}x`, params))).statusCode).toBe(403);
    }
    // Tenant A's leg naming tenant B's call: nothing said, nothing changed.
    const w = await twiml(`/telephony/twilio/whisper?call=${cb.callId}`, leg);
    expect(w.map((v) => v.name)).toEqual(['Hangup']);
    const ans = await twiml(`/telephony/twilio/whisper-answer?call=${cb.callId}`, { ...leg, Digits: '1' });
    expect(ans.map((v) => v.name)).toEqual(['Hangup']);
    // B's own leg with A's number dialed: refused too.
    const wrongTo = await twiml(
      `/telephony/twilio/whisper?call=${cb.callId}`,
      callee(cb.sid, a.accountingNumber, cb.from),
    );
    expect(wrongTo.map((v) => v.name)).toEqual(['Hangup']);
    const res = await twiml(`/telephony/twilio/transfer-result?call=${cb.callId}`, {
      ...ca.common,
      DialCallStatus: 'busy',
    });
    expect(res.map((v) => v.name)).toEqual(['Say', 'Say', 'Hangup']);
    expect((await callRow(t, cb.callId)).transfer).toMatchObject({ status: 'pending' });
    expect((await callRow(t, ca.callId)).transfer).toMatchObject({ status: 'pending' });
    // An unknown call id: the same polite hang-up.
    expect((await twiml(`/telephony/twilio/whisper?call=${randomUUID()}`, leg)).map((v) => v.name)).toEqual([
      'Hangup',
    ]);
    // The dashboard and v2 of tenant A cannot read B's call.
    expect(
      (await t.app.inject({ method: 'GET', url: `/calls/${cb.callId}`, headers: a.owner.auth })).statusCode,
    ).toBe(404);
  });

  describe('the text channel (test calls)', () => {
    async function testCall(settings: Record<string, unknown> = { warm_transfer: true }) {
      const x = await voiceTenant(t, settings);
      await t.db.update(tenants).set({ isLive: false }).where(eq(tenants.id, x.tenant.id));
      const base = `/tenants/${x.tenant.id}/test-calls`;
      const start = await t.app.inject({ method: 'POST', url: base, headers: x.owner.auth, payload: {} });
      expect(start.statusCode, start.body).toBe(201);
      const s = start.json() as Json;
      const say = async (text: string) => {
        clock.advance(3_000);
        const r = await t.app.inject({
          method: 'POST',
          url: `${base}/${s.session_id}/turns`,
          headers: x.owner.auth,
          payload: { text },
        });
        return { status: r.statusCode, body: r.json() as Json };
      };
      const answer = async (a: string, auth = x.owner.auth, session = s.session_id as string) => {
        const r = await t.app.inject({
          method: 'POST',
          url: `${base}/${session}/transfer-answer`,
          headers: auth,
          payload: { answer: a },
        });
        return { status: r.statusCode, body: r.json() as Json };
      };
      return { ...x, base, session: s.session_id as string, callId: s.call_id as string, say, answer };
    }

    it('shows the whisper, waits for the simulated answer; declined: a message ends it as callback', async () => {
      clock.set(NOW);
      const x = await testCall();
      const asked = await x.say('Proszę mnie połączyć z księgowością, chodzi o fakturę');
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      expect(asked.body).toMatchObject({ ended: false, outcome: null, stage: 'transfer_pending' });
      const whisper = asked.body.actions.find((a: Json) => a.kind === 'transfer_whisper');
      expect(whisper).toMatchObject({ to: x.accountingNumber, department: 'Księgowość', language: 'pl' });
      expect(whisper.text).toMatch(/^Recepcja: połączenie do działu Księgowość z numeru zastrzeżonego\./);
      expect(whisper.text).toContain('chodzi o fakturę');
      // Meanwhile the caller cannot talk to the receptionist.
      const meanwhile = await x.say('Halo?');
      expect(meanwhile.status).toBe(409);
      expect(meanwhile.body.code ?? meanwhile.body.error?.code).toBe('transfer_pending');

      const declined = await x.answer('decline');
      expect(declined.status, JSON.stringify(declined.body)).toBe(200);
      expect(declined.body).toMatchObject({
        ended: false,
        stage: 'message',
        actions: [{ kind: 'transfer_result', status: 'declined', to: x.accountingNumber }],
      });
      expect(declined.body.reply).toMatch(/nikt nie może teraz odebrać/);
      expect((await x.answer('accept')).status).toBe(409); // nothing waits any more
      const nameAsked = await x.say('Proszę o kontakt w sprawie faktury numer 12');
      expect(nameAsked.body).toMatchObject({ ended: false });
      expect(nameAsked.body.reply).toMatch(/imię i nazwisko/);
      const msg = await x.say('Anna Nowak');
      expect(msg.body).toMatchObject({ ended: true, outcome: 'callback' });
      expect(await callRow(t, x.callId)).toMatchObject({
        outcome: 'callback',
        messageText: 'Proszę o kontakt w sprawie faktury numer 12. Od: Anna Nowak.',
        transfer: { status: 'declined', warm: true },
      });
    });

    it('accepted: the call is transferred; no answer: recorded; another tenant’s session is a 404', async () => {
      clock.set(NOW);
      const x = await testCall();
      await x.say('Proszę mnie połączyć z księgowością');
      const ok = await x.answer('accept');
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body).toMatchObject({
        ended: true,
        outcome: 'transferred',
        actions: [{ kind: 'transfer_result', status: 'accepted' }],
      });
      expect(await callRow(t, x.callId)).toMatchObject({
        outcome: 'transferred',
        transfer: { status: 'accepted' },
      });

      const y = await testCall();
      await y.say('Proszę mnie połączyć z księgowością');
      expect((await y.answer('accept', x.owner.auth)).status).toBe(404);
      expect((await x.answer('accept', x.owner.auth, y.session)).status).toBe(404);
      const none = await y.answer('no_answer');
      expect(none.body).toMatchObject({ stage: 'message', actions: [{ status: 'no_answer' }] });
      expect((await callRow(t, y.callId)).transfer).toMatchObject({ status: 'no_answer' });

      // Warm transfers off: the test call is transferred at once, as before.
      const z = await testCall({});
      const cold = await z.say('Proszę mnie połączyć z księgowością');
      expect(cold.body).toMatchObject({ ended: true, outcome: 'transferred' });
      expect(cold.body.actions.map((a: Json) => a.kind)).toEqual(['transferred']);
      expect((await z.answer('accept')).status).toBe(409);
    });
  });
});
