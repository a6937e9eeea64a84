import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { deterministicBrain } from '../../src/modules/voice/engine/index.js';
import { createVoiceService } from '../../src/modules/voice/voice.service.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { createApiKey } from '../helpers/fixtures.js';
import { type ChatAnswer, type ChatCompletionBody, startChatServer } from '../helpers/llm-server.js';
import { outboxWorker } from '../helpers/outbox.js';
import { type Receiver, startReceiver } from '../helpers/receiver.js';
import { caller, internal, NOW, randomMobile, voiceTenant } from '../voice/setup.js';

/** Post-call analysis by the LLM brain through a structured output (issue #23, item 4). */

const API_KEY = 'test-llm-key-analysis';
const MODEL = 'test-model';

const FIELDS = [
  {
    name: 'insurance_provider',
    type: 'enum',
    description: 'Ubezpieczyciel',
    values: ['NFZ', 'Medicover', 'Luxmed'],
  },
  { name: 'new_patient', type: 'boolean', description: 'Nowy pacjent?' },
  { name: 'caller_phone', type: 'string', description: 'Numer telefonu dzwoniącego' },
  { name: 'visits_per_year', type: 'number', description: 'Ile wizyt rocznie' },
];
const SAID = 'Dzień dobry, jestem nowym pacjentem, mam ubezpieczenie w Luxmed. Chodzę dwa razy w roku.';

let t: TestApp;
let rx: Receiver;
let llm: Awaited<ReturnType<typeof startChatServer>>;
const clock = new ManualClock(NOW);
/** The answers of the next analysis requests (then `analysisDefault`). */
const analysisNext: ChatAnswer[] = [];
let analysisDefault: ChatAnswer;
const json = (v: unknown): ChatAnswer => ({ content: JSON.stringify(v) });

const isAnalysis = (b: ChatCompletionBody) => b.response_format !== undefined;
const analysisRequests = () => llm.requests.filter(isAnalysis);

beforeAll(async () => {
  llm = await startChatServer(API_KEY, (body) => {
    if (!isAnalysis(body)) return { content: 'Dobrze, zanotowałam. Czy mogę w czymś jeszcze pomóc?' };
    return analysisNext.shift() ?? analysisDefault;
  });
  rx = await startReceiver();
  t = await createTestApp({
    clock,
    env: {
      VOICE_BRAIN: 'llm',
      LLM_BASE_URL: llm.base,
      LLM_API_KEY: API_KEY,
      LLM_MODEL: MODEL,
      LLM_TIMEOUT_MS: '3000',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await rx?.close();
  await llm?.close();
});
beforeEach(() => {
  clock.set(NOW);
  analysisNext.length = 0;
  analysisDefault = json({
    insurance_provider: 'Luxmed',
    new_patient: true,
    caller_phone: '+48600000000',
    visits_per_year: 2,
  });
});

/** A Business tenant with the fields (or none), a webhook endpoint at the receiver. */
async function tenant(fields: object[] = FIELDS) {
  const x = await voiceTenant(t);
  const put = await t.app.inject({
    method: 'PUT',
    url: `/tenants/${x.tenant.id}/settings`,
    headers: x.owner.auth,
    payload: { analysis_fields: fields },
  });
  expect(put.statusCode, put.body).toBe(200);
  const key = await createApiKey(t, x.tenant.id, { scopes: ['webhooks:manage', 'calls:read'] });
  const path = `/hook-${x.tenant.id}`;
  const hook = await t.app.inject({
    method: 'POST',
    url: '/v2/webhook-endpoints',
    headers: { ...key.auth, 'idempotency-key': randomUUID() },
    payload: { url: rx.url(path) },
  });
  expect(hook.statusCode, hook.body).toBe(201);
  return {
    ...x,
    key,
    delivered: (event: string) =>
      rx.received
        .filter((q) => q.url === path)
        .map((q) => JSON.parse(q.rawBody) as Record<string, unknown>)
        .filter((p) => p.event === event),
  };
}

/** A call on the session's brain: the caller says `SAID`, then hangs up. */
async function callOf(x: { number: string }, from = randomMobile()) {
  const c = caller(t, clock);
  const started = await c.start(x.number, from);
  expect(started.status).toBe(201);
  const turn = await c.say(started.body.session_id, SAID);
  expect(turn.status).toBe(200);
  const hung = await t.app.inject({
    method: 'POST',
    url: `/internal/voice/sessions/${started.body.session_id}/hangup`,
    headers: internal,
    payload: {},
  });
  expect(hung.statusCode, hung.body).toBe(200);
  return { callId: started.body.call_id as string, from };
}

const record = async (id: string) => (await t.db.select().from(calls).where(eq(calls.id, id)))[0]!;
const analyzeMessages = (tenantId: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.topic, 'call.analyze')));
const drain = () => outboxWorker(t).drain();

describe('post-call analysis by the LLM brain (structured output)', () => {
  it('fills the fields through a json_schema request; facts kept, a wrong-typed value null; dashboard, v2 and call.analyzed', async () => {
    const x = await tenant();
    const before = analysisRequests().length;
    const { callId, from } = await callOf(x);

    // At completion: the built-in values, pending, and call.completed says so.
    const builtIn = {
      insurance_provider: 'Luxmed',
      new_patient: null,
      caller_phone: from,
      visits_per_year: null,
    };
    expect(await record(callId)).toMatchObject({ analysis: builtIn, analysisStatus: 'pending' });
    expect(await analyzeMessages(x.tenant.id)).toHaveLength(1);
    expect(analysisRequests().length).toBe(before);

    analysisDefault = json({
      insurance_provider: 'Luxmed',
      new_patient: true,
      caller_phone: '+48600000000',
      visits_per_year: 'dwa',
    });
    await drain();

    const reqs = analysisRequests().slice(before);
    expect(reqs).toHaveLength(1);
    const req = reqs[0]!;
    expect(req.model).toBe(MODEL);
    expect(req.tools).toBeUndefined();
    expect(req.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'call_analysis', strict: true },
    });
    const schema = req.response_format!.json_schema!.schema;
    expect(schema).toMatchObject({
      type: 'object',
      required: FIELDS.map((f) => f.name),
      additionalProperties: false,
    });
    expect(schema.properties).toEqual({
      insurance_provider: {
        type: ['string', 'null'],
        description: 'Ubezpieczyciel',
        enum: ['NFZ', 'Medicover', 'Luxmed', null],
      },
      new_patient: { type: ['boolean', 'null'], description: 'Nowy pacjent?' },
      caller_phone: { type: ['string', 'null'], description: 'Numer telefonu dzwoniącego' },
      visits_per_year: { type: ['number', 'null'], description: 'Ile wizyt rocznie' },
    });
    expect(req.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(req.messages[0]!.content).toMatch(/null/);
    expect(req.messages[0]!.content).toMatch(/never guess/);
    expect(req.messages[1]!.content).toContain(`Caller: ${SAID}`);
    expect(req.messages[1]!.content).toContain('Receptionist: Dobrze, zanotowałam.');

    // The phone number is a fact of the call (kept); the number answered as text becomes null.
    const expected = {
      insurance_provider: 'Luxmed',
      new_patient: true,
      caller_phone: from,
      visits_per_year: null,
    };
    expect(await record(callId)).toMatchObject({ analysis: expected, analysisStatus: 'done' });

    const detail = await t.app.inject({ method: 'GET', url: `/calls/${callId}`, headers: x.owner.auth });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ analysis: expected, analysis_status: 'done' });
    const v2 = await t.app.inject({ method: 'GET', url: `/v2/calls/${callId}`, headers: x.key.auth });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json()).toMatchObject({ analysis: expected, analysis_status: 'done' });

    expect(x.delivered('call.completed')[0]).toMatchObject({
      call_id: callId,
      analysis: builtIn,
      analysis_status: 'pending',
    });
    const analyzed = x.delivered('call.analyzed');
    expect(analyzed).toHaveLength(1);
    expect(analyzed[0]).toMatchObject({
      event: 'call.analyzed',
      call_id: callId,
      tenant_id: x.tenant.id,
      analysis_status: 'done',
      analysis: expected,
      invalid_values: 1,
    });

    // Another tenant sees neither the call nor its analysis.
    const other = await tenant();
    expect(
      (await t.app.inject({ method: 'GET', url: `/calls/${callId}`, headers: other.owner.auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v2/calls/${callId}`, headers: other.key.auth })).statusCode,
    ).toBe(404);
  });

  it('a value outside an enum is null; the LLM server failing (500, then 200) is retried', async () => {
    const x = await tenant();
    const before = analysisRequests().length;
    const { callId, from } = await callOf(x);
    analysisNext.push({ status: 500 }, { status: 503 });
    analysisDefault = json({
      insurance_provider: 'PZU',
      new_patient: false,
      caller_phone: null,
      visits_per_year: 2,
    });
    await drain();
    expect(analysisRequests().length - before).toBe(3);
    // PZU is not a listed value: null, so the value the caller said (built-in) stays.
    const expected = {
      insurance_provider: 'Luxmed',
      new_patient: false,
      caller_phone: from,
      visits_per_year: 2,
    };
    expect(await record(callId)).toMatchObject({ analysis: expected, analysisStatus: 'done' });
    const [msg] = await analyzeMessages(x.tenant.id);
    expect(msg).toMatchObject({ status: 'done', attempts: 3 });
    expect(x.delivered('call.analyzed')).toEqual([
      expect.objectContaining({ analysis_status: 'done', analysis: expected, invalid_values: 1 }),
    ]);
  });

  it('content that is not JSON fails after the bounded tries: the built-in values are kept', async () => {
    const x = await tenant();
    const before = analysisRequests().length;
    const { callId, from } = await callOf(x);
    analysisDefault = { content: '{"insurance_provider": "Luxmed", ' };
    await drain();
    expect(analysisRequests().length - before).toBe(4);
    const builtIn = {
      insurance_provider: 'Luxmed',
      new_patient: null,
      caller_phone: from,
      visits_per_year: null,
    };
    expect(await record(callId)).toMatchObject({ analysis: builtIn, analysisStatus: 'failed' });
    const [msg] = await analyzeMessages(x.tenant.id);
    expect(msg).toMatchObject({ status: 'failed', attempts: 4 });
    expect(msg!.lastError).toMatch(/not JSON/);
    const v2 = await t.app.inject({ method: 'GET', url: `/v2/calls/${callId}`, headers: x.key.auth });
    expect(v2.json()).toMatchObject({ analysis: builtIn, analysis_status: 'failed' });
    expect(x.delivered('call.analyzed')).toEqual([
      expect.objectContaining({ call_id: callId, analysis_status: 'failed', analysis: builtIn }),
    ]);
  });

  it('a refusal is not retried: failed at once, built-in values kept', async () => {
    const x = await tenant();
    const before = analysisRequests().length;
    const { callId } = await callOf(x);
    analysisDefault = { content: null, refusal: 'I cannot help with that.' };
    await drain();
    expect(analysisRequests().length - before).toBe(1);
    expect(await record(callId)).toMatchObject({ analysisStatus: 'failed' });
    const [msg] = await analyzeMessages(x.tenant.id);
    expect(msg).toMatchObject({ status: 'failed', attempts: 1 });
    expect(msg!.lastError).toMatch(/refused/);
  });

  it('no LLM request for a tenant without fields, nor for a call on the built-in brain', async () => {
    const before = analysisRequests().length;
    const none = await tenant([]);
    const { callId } = await callOf(none);
    expect(await record(callId)).toMatchObject({ analysis: null, analysisStatus: null });
    const detail = await t.app.inject({ method: 'GET', url: `/calls/${callId}`, headers: none.owner.auth });
    expect(detail.json()).toMatchObject({ analysis: null, analysis_status: 'none' });

    const x = await tenant();
    const svc = createVoiceService(t.platform, deterministicBrain);
    const from = randomMobile();
    const started = await svc.start({ to: x.number, from });
    await svc.turn(started.session_id!, { text: SAID });
    await svc.hangup(started.session_id!);
    const builtIn = await record(started.call_id!);
    expect(builtIn).toMatchObject({ analysisStatus: null });
    expect(builtIn.analysis).toMatchObject({ insurance_provider: 'Luxmed', caller_phone: from });
    const v2 = await t.app.inject({
      method: 'GET',
      url: `/v2/calls/${started.call_id}`,
      headers: x.key.auth,
    });
    expect(v2.json()).toMatchObject({ analysis_status: 'done' });

    await drain();
    expect(await analyzeMessages(none.tenant.id)).toHaveLength(0);
    expect(await analyzeMessages(x.tenant.id)).toHaveLength(0);
    expect(analysisRequests().length).toBe(before);
    expect(x.delivered('call.analyzed')).toHaveLength(0);
  });
});
