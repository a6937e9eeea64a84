import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { missedQuestions } from '../../src/modules/missed-questions/missed-questions.schema.js';
import { providerEvents } from '../../src/modules/status/status.schema.js';
import { deterministicBrain } from '../../src/modules/voice/engine/index.js';
import { MAX_HISTORY } from '../../src/modules/voice/engine/llm.js';
import { voiceSessions } from '../../src/modules/voice/voice.schema.js';
import { createVoiceService } from '../../src/modules/voice/voice.service.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { caller, callRow, eventsOf, NOW, randomMobile, voiceTenant } from './setup.js';

/* ---------------- a local server speaking the chat-completions protocol ---------------- */

const API_KEY = 'test-llm-key-0123';
const MODEL = 'test-model';
const TOOL_NAMES = [
  'check_availability',
  'book_appointment',
  'answer_question',
  'take_message',
  'transfer_call',
  'end_call',
];

type Msg = {
  role: string;
  content?: string | null;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
};
interface JsonSchema {
  type?: string;
  properties: Record<string, unknown>;
  required?: string[];
}
interface ChatBody {
  model: string;
  messages: Msg[];
  tools: { type: string; function: { name: string; description: string; parameters: JsonSchema } }[];
  tool_choice: string;
}
type ModelAnswer =
  | { content: string; calls?: undefined }
  | { content?: string | null; calls: { name: string; args: unknown }[] };
type Failure = { status: number } | { hangMs: number };

let callSeq = 0;
const say = (content: string): ModelAnswer => ({ content });
const use = (name: string, args: unknown): ModelAnswer => ({ calls: [{ name, args }] });

/** Problems with a request that a real endpoint would refuse (asserted empty by every test). */
function checkRequest(req: http.IncomingMessage, body: ChatBody | undefined): string[] {
  const p: string[] = [];
  if (req.method !== 'POST') p.push(`method ${req.method}`);
  if (req.headers.authorization !== `Bearer ${API_KEY}`) p.push(`authorization ${req.headers.authorization}`);
  if (!req.headers['content-type']?.startsWith('application/json')) p.push('content-type');
  if (!body) return [...p, 'body is not JSON'];
  if (body.model !== MODEL) p.push(`model ${body.model}`);
  if (!Array.isArray(body.messages) || body.messages[0]?.role !== 'system') p.push('no system message first');
  const ids = new Set<string>();
  for (const m of body.messages ?? []) {
    if (!['system', 'user', 'assistant', 'tool'].includes(m.role)) p.push(`role ${m.role}`);
    if (m.role === 'assistant')
      for (const c of m.tool_calls ?? []) {
        if (c.type !== 'function' || typeof c.function.arguments !== 'string') p.push('bad tool call');
        ids.add(c.id);
      }
    if (m.role === 'tool' && !ids.has(m.tool_call_id ?? ''))
      p.push(`tool result ${m.tool_call_id} without call`);
    if ((m.role === 'user' || m.role === 'system') && typeof m.content !== 'string') p.push('content');
  }
  const names = (body.tools ?? []).map((t) => t.function?.name);
  if (JSON.stringify(names) !== JSON.stringify(TOOL_NAMES)) p.push(`tools ${names}`);
  for (const t of body.tools ?? []) {
    const s = t.function.parameters;
    if (
      t.type !== 'function' ||
      !t.function.description ||
      s?.type !== 'object' ||
      typeof s.properties !== 'object'
    )
      p.push(`tool schema ${t.function.name}`);
  }
  if (!['auto', 'none'].includes(body.tool_choice)) p.push(`tool_choice ${body.tool_choice}`);
  return p;
}

async function startModel(script: (body: ChatBody) => ModelAnswer) {
  const requests: ChatBody[] = [];
  const problems: string[] = [];
  /** Answers of the next requests: a failure, or null for the script's answer. */
  const failNext: (Failure | null)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.url !== '/v1/chat/completions')
        return send(404, { error: { message: 'not found', type: 'invalid_request_error' } });
      let body: ChatBody | undefined;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const wrong = checkRequest(req, body);
      if (wrong.length) {
        problems.push(...wrong);
        return send(400, { error: { message: wrong.join('; '), type: 'invalid_request_error' } });
      }
      requests.push(body!);
      const failure = failNext.shift();
      if (failure && 'status' in failure)
        return send(failure.status, { error: { message: 'The server had an error', type: 'server_error' } });
      const answer = script(body!);
      const toolCalls = answer.calls?.map((c) => ({
        id: `call_${++callSeq}`,
        type: 'function',
        function: { name: c.name, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args) },
      }));
      const completion = {
        id: `chatcmpl-${callSeq}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: MODEL,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: answer.content ?? null,
              ...(toolCalls ? { tool_calls: toolCalls } : {}),
            },
            finish_reason: toolCalls ? 'tool_calls' : 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      };
      if (failure) setTimeout(() => send(200, completion), failure.hangMs);
      else send(200, completion);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    problems,
    failNext,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/* ---------------- the scripted model ---------------- */

const lastOf = (b: ChatBody) => b.messages[b.messages.length - 1]!;
const results = (b: ChatBody) => b.messages.filter((m) => m.role === 'tool').map((m) => String(m.content));
/** Tool results since the caller's last message. */
function sinceUser(b: ChatBody) {
  const i = b.messages.map((m) => m.role).lastIndexOf('user');
  return b.messages.slice(i + 1).filter((m) => m.role === 'tool');
}
function lastToolCall(b: ChatBody) {
  const last = lastOf(b);
  for (const m of b.messages)
    for (const c of m.tool_calls ?? [])
      if (c.id === last.tool_call_id)
        return { name: c.function.name, result: JSON.parse(String(last.content)) };
  throw new Error('tool result without its call');
}
/** A slot start (as check_availability or a refused booking returned it) at a local time. */
function slotAt(b: ChatBody, hhmm: string): string {
  for (const r of results(b).reverse()) {
    const found = (r.match(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[^"]*"/g) ?? [])
      .map((s) => JSON.parse(s) as string)
      .find((s) => s.slice(11, 16) === hhmm);
    if (found) return found;
  }
  throw new Error(`no slot at ${hhmm}`);
}
const hhmm = (slots: string[]) => slots.map((s) => s.slice(11, 16)).join(', ');

function receptionist(b: ChatBody): ModelAnswer {
  const last = lastOf(b);
  const userText = String(b.messages.filter((m) => m.role === 'user').pop()?.content);
  if (/piątek/.test(userText)) {
    // Wrong calls, round after round: each comes back as an error; the last round may not call tools.
    if (b.tool_choice === 'none') return say('Przepraszam, na który dzień dokładnie?');
    const tries: [string, unknown][] = [
      ['check_availability', '{"date": "2026-11-27"'],
      ['check_availability', { date: 'piątek' }],
      ['check_availability', { date: '2026-11-20' }],
      ['fly_away', {}],
    ];
    const [name, args] = tries[Math.min(sinceUser(b).length, tries.length - 1)]!;
    return use(name, args);
  }
  if (last.role === 'tool') {
    const { name, result } = lastToolCall(b);
    if (result.error) return say('Przepraszam, na który dzień?');
    switch (name) {
      case 'check_availability':
        return result.slots.some((s: string) => s.slice(11, 16) === '10:00')
          ? say('Jutro o 10:00 jest wolny termin. Na jakie imię i nazwisko zapisać wizytę?')
          : say(`Mogę zaproponować ${hhmm(result.slots.slice(0, 3))}.`);
      case 'book_appointment':
        if (result.booked)
          return say(
            `Zarezerwowałam wizytę na ${result.start.slice(11, 16)}. Czy mogę jeszcze w czymś pomóc?`,
          );
        return say(
          `Niestety ten termin został przed chwilą zajęty. Mogę zaproponować ${hhmm(result.other_slots)}.`,
        );
      case 'answer_question':
        return result.found
          ? say(`${result.answer} Is there anything else I can help with?`)
          : say('Niestety nie mam tej informacji. Przekażę pytanie. Czy zostawić wiadomość?');
      default:
        return say('Dobrze.');
    }
  }
  const text = String(last.content);
  if (/umówić.*jutro o 10/i.test(text)) return use('check_availability', { date: '2026-11-24' });
  if (/^Jan Kowalski/.test(text))
    return use('book_appointment', { start: slotAt(b, '10:00'), name: 'Jan Kowalski' });
  if (/^To 10:30/.test(text))
    return use('book_appointment', { start: slotAt(b, '10:30'), name: 'Jan Kowalski' });
  if (/card payments|zwierzęta/.test(text)) return use('answer_question', { question: text });
  const message = /^Tak, proszę przekazać: (.*)$/.exec(text);
  if (message)
    return {
      calls: [
        { name: 'take_message', args: { text: message[1], urgent: false, callback: true } },
        { name: 'end_call', args: {} },
      ],
    };
  if (/księgowo/i.test(text)) return use('transfer_call', { department: 'Księgowość' });
  if (/do widzenia|goodbye/i.test(text))
    return {
      content: /goodbye/i.test(text) ? 'Thank you for calling, goodbye.' : null,
      calls: [{ name: 'end_call', args: {} }],
    };
  return say('Przepraszam, w czym mogę pomóc?');
}

/* ---------------- the tests ---------------- */

describe('the LLM brain (VOICE_BRAIN=llm) against an OpenAI-compatible endpoint', () => {
  let model: Awaited<ReturnType<typeof startModel>>;
  let t: TestApp;
  const clock = new ManualClock(NOW);
  let c: ReturnType<typeof caller>;

  beforeAll(async () => {
    model = await startModel(receptionist);
    t = await createTestApp({
      clock,
      env: {
        VOICE_BRAIN: 'llm',
        LLM_BASE_URL: model.base,
        LLM_API_KEY: API_KEY,
        LLM_MODEL: MODEL,
        LLM_TIMEOUT_MS: '1500',
      },
    });
    c = caller(t, clock);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });
  beforeEach(() => {
    clock.set(NOW);
    model.failNext.length = 0;
  });

  const sessionRow = async (id: string) =>
    (await t.db.select().from(voiceSessions).where(eq(voiceSessions.id, id)))[0]!;

  it('books in Polish through the same service: a slot taken meanwhile comes back as slot_unavailable', async () => {
    const x = await voiceTenant(t);
    const from = randomMobile();
    const before = model.requests.length;
    const started = await c.start(x.number, from);
    expect(started.body.reply).toContain('Przychodnia Zdrówko');
    const s = started.body.session_id as string;
    expect((await sessionRow(s)).state).toMatchObject({ brain: 'llm' });

    const offer = await c.say(s, 'Dzień dobry, chciałbym się umówić jutro o 10');
    expect(offer.body).toMatchObject({ ended: false, language: 'pl' });
    expect(offer.body.reply).toBe(
      'Jutro o 10:00 jest wolny termin. Na jakie imię i nazwisko zapisać wizytę?',
    );
    // The model was given the business, today's date, the hours, the language rule and the caller's words.
    const first = model.requests[before]!;
    const system = String(first.messages[0]!.content);
    expect(system).toContain('"Przychodnia Zdrówko"');
    expect(system).toContain('Monday, 2026-11-23');
    expect(system).toContain('Europe/Warsaw');
    expect(system).toMatch(/Opening hours: Monday–Friday 8:00–16:00/);
    expect(system).toContain('reply in Polish');
    expect(first.messages.slice(1).map((m) => m.role)).toEqual(['assistant', 'user']);
    expect(first.tool_choice).toBe('auto');
    const book = first.tools.find((x) => x.function.name === 'book_appointment')!.function.parameters;
    expect(book.required).toEqual(['start', 'name']);
    const transfer = first.tools.find((x) => x.function.name === 'transfer_call')!.function.parameters;
    expect(JSON.stringify(transfer.properties.department)).toContain('Księgowość');
    const slots = JSON.parse(String(lastOf(model.requests[before + 1]!).content));
    expect(slots.date).toBe('2026-11-24');
    expect(slots.slots).toContain('2026-11-24T10:00+01:00');

    // Meanwhile another caller (on the built-in brain) books 10:00.
    const svc = createVoiceService(t.platform, deterministicBrain);
    const d = await svc.start({ to: x.number, from: randomMobile() });
    for (const line of ['Chciałabym umówić wizytę jutro o 10', 'Tak', 'Anna Nowak'])
      await svc.turn(d.session_id!, { text: line });

    const refused = await c.say(s, 'Jan Kowalski');
    expect(refused.body.reply).toBe(
      'Niestety ten termin został przed chwilą zajęty. Mogę zaproponować 09:00, 09:30, 10:30.',
    );
    const refusal = model.requests
      .map((r) => lastOf(r))
      .find((m) => String(m.content).includes('slot_unavailable'))!;
    expect(JSON.parse(String(refusal.content))).toEqual({
      booked: false,
      reason: 'slot_unavailable',
      other_slots: ['2026-11-24T09:00+01:00', '2026-11-24T09:30+01:00', '2026-11-24T10:30+01:00'],
    });
    const booked = await c.say(s, 'To 10:30 proszę');
    expect(booked.body.reply).toBe('Zarezerwowałam wizytę na 10:30. Czy mogę jeszcze w czymś pomóc?');
    const end = await c.say(s, 'Nie, dziękuję, do widzenia');
    expect(end.body).toMatchObject({ ended: true, outcome: 'booked', language: 'pl' });
    expect(end.body.reply).toBe('Dziękuję za telefon, do widzenia.');

    const rows = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    const mine = rows.find((r) => r.patientName === 'Jan Kowalski')!;
    expect(mine.startTime.toISOString()).toBe('2026-11-24T09:30:00.000Z');
    expect(mine.patientPhone).toBe(from);
    expect(rows.find((r) => r.patientName === 'Anna Nowak')!.startTime.toISOString()).toBe(
      '2026-11-24T09:00:00.000Z',
    );
    const call = await callRow(t, started.body.call_id);
    expect(call).toMatchObject({ status: 'completed', outcome: 'booked', durationSeconds: 20 });
    expect(call.summary).toMatch(/^Umówiono wizytę: .*24 listopada o 10:30, Jan Kowalski\./);
    expect(call.sentiment).toBe('positive');
    expect(call.transcript!.map((x) => x.role)).toEqual([
      'assistant',
      'caller',
      'assistant',
      'caller',
      'assistant',
      'caller',
      'assistant',
      'caller',
      'assistant',
    ]);
    expect(call.transcript![3]).toMatchObject({ role: 'caller', text: 'Jan Kowalski' });
    expect(await eventsOf(t, x.tenant.id, 'appointment.created')).toHaveLength(2);
    expect(model.problems).toEqual([]);
  });

  it('answers in English only from the FAQ, through answer_question (outcome answered_faq)', async () => {
    const x = await voiceTenant(t);
    const before = model.requests.length;
    const r = await c.converse(x.number, randomMobile(), [
      'Hello, do you accept card payments?',
      "No, that's all, goodbye",
    ]);
    expect(r.turns[0]!.body).toMatchObject({ language: 'en', ended: false });
    expect(r.turns[0]!.body.reply).toBe(
      'Yes, we accept cards and BLIK. Is there anything else I can help with?',
    );
    expect(String(model.requests[before]!.messages[0]!.content)).toContain('reply in English');
    expect(JSON.parse(String(lastOf(model.requests[before + 1]!).content))).toEqual({
      found: true,
      answer: 'Yes, we accept cards and BLIK.',
    });
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'answered_faq', language: 'en' });
    expect(r.last.body.reply).toBe('Thank you for calling, goodbye.');
    const call = await callRow(t, r.callId);
    expect(call.outcome).toBe('answered_faq');
    expect(call.summary).toBe('Odpowiedziano na pytania: Hello, do you accept card payments?.');
    expect(model.problems).toEqual([]);
  });

  it('an unanswerable question becomes a missed question; the message taken raises message.left', async () => {
    const x = await voiceTenant(t);
    const from = randomMobile();
    const r = await c.converse(x.number, from, [
      'Czy przyjmujecie zwierzęta w poczekalni?',
      'Tak, proszę przekazać: proszę o telefon w sprawie psa',
    ]);
    expect(r.turns[0]!.body.reply).toBe(
      'Niestety nie mam tej informacji. Przekażę pytanie. Czy zostawić wiadomość?',
    );
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'callback' });
    expect(r.last.body.reply).toBe(
      'Przekażę wiadomość: „proszę o telefon w sprawie psa”. Dziękuję za telefon, do widzenia.',
    );
    const missed = await t.db.select().from(missedQuestions).where(eq(missedQuestions.tenantId, x.tenant.id));
    expect(missed.map((m) => m.question)).toEqual(['Czy przyjmujecie zwierzęta w poczekalni?']);
    expect(missed[0]!.callId).toBe(r.callId);
    const left = await eventsOf(t, x.tenant.id, 'message.left');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      call_id: r.callId,
      caller_number: from,
      message: 'proszę o telefon w sprawie psa',
      urgent: false,
      callback_requested: true,
    });
    expect(await callRow(t, r.callId)).toMatchObject({ outcome: 'callback', callbackRequested: true });
    expect(model.problems).toEqual([]);
  });

  it("transfers to the department's number chosen by name", async () => {
    const x = await voiceTenant(t);
    const r = await c.converse(x.number, randomMobile(), ['Proszę mnie połączyć z księgowością']);
    expect(r.last.body).toMatchObject({
      ended: true,
      outcome: 'transferred',
      transfer_to: x.accountingNumber,
      reply: 'Łączę z działem: Księgowość. Proszę chwilę poczekać.',
    });
    const call = await callRow(t, r.callId);
    expect(call.outcome).toBe('transferred');
    expect(call.summary).toBe(`Przełączono połączenie do działu Księgowość (${x.accountingNumber}).`);
    expect(model.problems).toEqual([]);
  });

  it('bad tool arguments go back to the model as errors, and a turn has at most 5 model requests', async () => {
    const x = await voiceTenant(t);
    const before = model.requests.length;
    const r = await c.converse(x.number, randomMobile(), ['Czy jest coś wolnego w piątek?']);
    expect(r.last.body).toMatchObject({ ended: false, reply: 'Przepraszam, na który dzień dokładnie?' });
    const turn = model.requests.slice(before);
    expect(turn).toHaveLength(5);
    expect(turn.map((b) => b.tool_choice)).toEqual(['auto', 'auto', 'auto', 'auto', 'none']);
    const errors = sinceUser(turn[4]!).map((m) => JSON.parse(String(m.content)).error as string);
    expect(errors).toEqual([
      'arguments are not valid JSON',
      expect.stringMatching(/^invalid arguments at \/date: /),
      '2026-11-20 is in the past; today is 2026-11-23',
      'unknown function fly_away',
    ]);
    expect(model.problems).toEqual([]);
  });

  it('the endpoint failing right after a booking: the booking is kept and confirmed, the call goes on', async () => {
    const x = await voiceTenant(t);
    const s = (await c.start(x.number, randomMobile())).body.session_id as string;
    await c.say(s, 'Dzień dobry, chciałbym się umówić jutro o 10');
    model.failNext.push(null, { status: 502 });
    const booked = await c.say(s, 'Jan Kowalski');
    expect(booked.body.reply).toMatch(
      /^Zarezerwowałam wizytę jutro, we wtorek 24 listopada o 10:00 na nazwisko Jan Kowalski\. Czy mogę jeszcze w czymś pomóc\?$/,
    );
    const rows = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    expect(rows.map((r) => r.startTime.toISOString())).toEqual(['2026-11-24T09:00:00.000Z']);
    const end = await c.say(s, 'Nie, dziękuję');
    expect(end.body).toMatchObject({
      ended: true,
      outcome: 'booked',
      reply: 'Dziękuję za telefon, do widzenia.',
    });
  });

  it('keeps the chat history in the session, bounded, starting at a caller message', async () => {
    const x = await voiceTenant(t);
    const s = (await c.start(x.number, randomMobile())).body.session_id as string;
    for (let i = 0; i < 25; i++) await c.say(s, `Halo ${i}`);
    const state = (await sessionRow(s)).state as {
      dialogue: { llm: { messages: { role: string; content: string }[] } };
    };
    const messages = state.dialogue.llm.messages;
    expect(messages.length).toBeLessThanOrEqual(MAX_HISTORY);
    expect(messages[0]).toEqual({ role: 'user', content: 'Halo 5' });
    expect(messages[messages.length - 1]).toEqual({
      role: 'assistant',
      content: 'Przepraszam, w czym mogę pomóc?',
    });
  });

  it('a session started on the built-in brain stays on it when another instance runs the LLM brain', async () => {
    const x = await voiceTenant(t);
    // Another instance on the same database, configured with the default brain.
    const plain = await createTestApp({ clock, database: t.database, env: { LLM_BASE_URL: model.base } });
    try {
      const started = await caller(plain, clock).start(x.number, randomMobile());
      const s = started.body.session_id as string;
      expect((await sessionRow(s)).state).toMatchObject({ brain: 'deterministic' });
      const before = model.requests.length;
      const turn = await c.say(s, 'Chciałbym umówić wizytę jutro o 10');
      expect(turn.body.reply).toMatch(/jutro.*10:00\. Czy ten termin pasuje/);
      expect(model.requests.length).toBe(before);
    } finally {
      await plain.app.close();
    }
  });
  // The three tests below run in this order: two failures, then the third opens the breaker.
  it('a 500 from the endpoint hands the call to the built-in brain, recorded as a provider fallback', async () => {
    const x = await voiceTenant(t);
    model.failNext.push({ status: 500 });
    const before = model.requests.length;
    const r = await c.converse(x.number, randomMobile(), [
      'Chciałbym umówić wizytę jutro o 10',
      'Tak',
      'Jan Kowalski',
      'Nie, dziękuję',
    ]);
    expect(r.turns[0]!.body.reply).toMatch(/jutro.*10:00\. Czy ten termin pasuje/);
    expect(r.turns[2]!.body.reply).toMatch(/Zarezerwowałam wizytę .*10:00 na nazwisko Jan Kowalski/);
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'booked' });
    // One failed request; the rest of the call never asked the model again.
    expect(model.requests.length - before).toBe(1);
    const state = (await sessionRow(r.sessionId)).state as {
      brain: string;
      dialogue: { llm: { fallback: boolean } };
    };
    expect(state.brain).toBe('llm');
    expect(state.dialogue.llm.fallback).toBe(true);
    const events = await t.db.select().from(providerEvents).where(eq(providerEvents.provider, 'llm'));
    expect(
      events.some(
        (e) => e.kind === 'fallback' && /answered 500: The server had an error/.test(e.detail ?? ''),
      ),
    ).toBe(true);
    expect((await callRow(t, r.callId)).outcome).toBe('booked');
  });

  it('an endpoint hanging past LLM_TIMEOUT_MS: the caller is answered by the built-in brain', async () => {
    const x = await voiceTenant(t);
    model.failNext.push({ hangMs: 10_000 });
    const started = performance.now();
    const r = await c.converse(x.number, randomMobile(), ['Czy macie parking?', 'Do widzenia']);
    expect(performance.now() - started).toBeLessThan(8_000);
    expect(r.turns[0]!.body.reply).toMatch(/^Tak, bezpłatny parking dla pacjentów jest za budynkiem\./);
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'answered_faq' });
    const events = await t.db.select().from(providerEvents).where(eq(providerEvents.provider, 'llm'));
    expect(events.some((e) => /did not answer within 1500 ms/.test(e.detail ?? ''))).toBe(true);
  });

  it('after 3 failures in a row the endpoint is skipped for a while: calls go straight to the built-in brain', async () => {
    const x = await voiceTenant(t);
    model.failNext.push({ status: 503 });
    const third = await c.converse(x.number, randomMobile(), ['Czy macie parking?']);
    expect(third.last.body.reply).toMatch(/^Tak, bezpłatny parking/);
    const before = model.requests.length;
    const started = performance.now();
    const next = await c.converse(x.number, randomMobile(), ['Czy macie parking?']);
    expect(next.last.body.reply).toMatch(/^Tak, bezpłatny parking/);
    expect(model.requests.length).toBe(before);
    expect(performance.now() - started).toBeLessThan(1_500);
    const events = await t.db.select().from(providerEvents).where(eq(providerEvents.provider, 'llm'));
    expect(events.some((e) => /skipped for 30 s after 3 failures in a row/.test(e.detail ?? ''))).toBe(true);
  });
});
