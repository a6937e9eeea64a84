/**
 * Runs held-out evaluation callers against a real app (through `app.inject`) and judges each
 * call by what came out of it through the API: the appointment (local time, service, length,
 * name, phone) from `GET /v2/appointments`, the call record (outcome, message) from
 * `GET /calls/{id}`, missed questions from `GET /missed-questions`, the transfer number, and
 * every reply checked for facts the caller did not ask about (an invented answer).
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { phoneNumbers, tenants } from '../../../src/modules/tenants/tenants.schema.js';
import type { TestApp } from '../../helpers/app.js';
import type { ManualClock } from '../../helpers/clock.js';
import { createApiKey, createTenantWithOwner } from '../../helpers/fixtures.js';
import {
  CLINIC,
  DEPARTMENTS,
  EVAL_NOW,
  FACTS,
  FAQ_ENTRIES,
  KNOWLEDGE_DOC,
  SERVICE_PRICE_FACT,
  SERVICE_TYPES,
} from './clinic.js';
import type { EvalCaller } from './types.js';

const INTERNAL = { 'x-internal-key': 'test-internal-key-0123456789' };

/** Lower case without diacritics (ł → l); punctuation kept. */
export const foldText = (s: string) =>
  s
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export interface Clinic {
  tenantId: string;
  number: string;
  auth: Record<string, string>;
  keyAuth: Record<string, string>;
  transfer: Record<'main' | 'accounting' | 'surgery', string>;
  /** What the settings route refused of the full service configuration (null: all accepted). */
  servicesDegraded: string | null;
}

async function call(
  t: TestApp,
  method: string,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const r = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: r.statusCode, body: r.body ? (r.json() as Record<string, unknown>) : {} };
}

async function must(
  t: TestApp,
  method: string,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const r = await call(t, method, url, headers, payload);
  if (r.status >= 300) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/**
 * A random number of the clinic's or the caller's, without the digits of a price fact (150,
 * 900, 1200, 2000): a reply that reads a number back in groups ("+48 22 150 …") must not count
 * as an invented price, or the verdict would depend on the draw.
 */
const phone = (): string => {
  const n = `+4822${randomInt(1_000_000, 9_999_999)}`;
  return /150|900|1200|2000/.test(n) ? phone() : n;
};

/** A fresh dental clinic configured through the owner's routes and an API key. */
export async function setUpClinic(t: TestApp): Promise<Clinic> {
  const { tenant, owner } = await createTenantWithOwner(t, { tier: 'business' });
  // Going live and the assigned number are the operator's side (as the tests' fixtures do).
  await t.db.update(tenants).set({ isLive: true }).where(eq(tenants.id, tenant.id));
  // A number no other clinic of this database holds: with 750+ clinics a run, a random draw of 9
  // million collided about once in thirty runs (CI saw the unique constraint once).
  let number = phone();
  while (
    (
      await t.db
        .insert(phoneNumbers)
        .values({ tenantId: tenant.id, number, kind: 'assigned' })
        .onConflictDoNothing()
        .returning({ id: phoneNumbers.id })
    ).length === 0
  )
    number = phone();
  const auth = owner.auth;
  const id = tenant.id;
  const transfer = { main: phone(), accounting: phone(), surgery: phone() };
  await must(t, 'PATCH', `/tenants/${id}`, auth, { ...CLINIC, transfer_numbers: [transfer.main] });
  await must(t, 'PUT', `/tenants/${id}/faq`, auth, { entries: FAQ_ENTRIES });
  for (const d of DEPARTMENTS)
    await must(t, 'POST', `/tenants/${id}/departments`, auth, {
      name: d.name,
      keywords: [...d.keywords],
      transfer_number: transfer[d.key],
    });
  let servicesDegraded: string | null = null;
  const full = await call(t, 'PUT', `/tenants/${id}/settings`, auth, { service_types: SERVICE_TYPES });
  if (full.status !== 200) {
    servicesDegraded = `${full.status}`;
    const plain = Object.fromEntries(
      Object.entries(SERVICE_TYPES).map(([k, v]) => [
        k,
        { duration_minutes: v.duration_minutes, price_pln: v.price_pln },
      ]),
    );
    await must(t, 'PUT', `/tenants/${id}/settings`, auth, { service_types: plain });
  }
  const key = await createApiKey(t, id, {
    scopes: ['appointments:read', 'calls:read', 'knowledge:write'],
  });
  await must(
    t,
    'POST',
    '/v2/knowledge',
    { ...key.auth, 'idempotency-key': crypto.randomUUID() },
    KNOWLEDGE_DOC,
  );
  return { tenantId: id, number, auth, keyAuth: key.auth, transfer, servicesDegraded };
}

export interface CallerResult {
  id: string;
  kind: string;
  lang: 'pl' | 'en';
  ok: boolean;
  problems: string[];
  turnMs: number[];
  /** CPU time of this process per turn (without the PostgreSQL server's): less sensitive to a busy machine. */
  cpuMs: number[];
  transcript: { caller: string; reply: string }[];
}

/** The caller's own mobile number, without a price fact's digits either (see `phone`). */
const mobile = (): string => {
  const n = `+48${['509', '512', '533', '668', '784'][randomInt(5)]}${randomInt(100_000, 999_999)}`;
  return /150|900|1200|2000/.test(n) ? mobile() : n;
};

/** One caller through the internal voice routes, then judged through the API. */
export async function runCaller(
  t: TestApp,
  clock: ManualClock,
  c: Clinic,
  caller: EvalCaller,
  opts: {
    resetClock?: boolean;
    /**
     * Awaited between the conversation and its judging through the API: callers run together
     * (`--concurrency`) are judged only once all of them have finished talking, so that their
     * turn latencies are those of callers talking at once, not of the harness's own reads.
     */
    beforeJudging?: () => Promise<void>;
  } = {},
): Promise<CallerResult> {
  if (opts.resetClock !== false) clock.set(EVAL_NOW);
  const problems: string[] = [];
  const turnMs: number[] = [];
  const cpuMs: number[] = [];
  const transcript: CallerResult['transcript'] = [];
  const from = mobile();
  const started = await must(t, 'POST', '/internal/voice/sessions', INTERNAL, { to: c.number, from });
  const sessionId = started.session_id as string;
  const callId = started.call_id as string;
  let ended = false;
  let outcome: string | null = null;
  let transferTo: string | null = null;
  const replies: string[] = [];
  for (const line of caller.lines) {
    clock.advance(5_000);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const r = await call(t, 'POST', `/internal/voice/sessions/${sessionId}/turns`, INTERNAL, { text: line });
    turnMs.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    cpuMs.push((cpu.user + cpu.system) / 1000);
    if (r.status !== 200) {
      problems.push(`turn "${line}": ${r.status}`);
      break;
    }
    const reply = String(r.body.reply ?? '');
    replies.push(reply);
    transcript.push({ caller: line, reply });
    if (r.body.language !== caller.lang) problems.push(`reply language ${r.body.language} to "${line}"`);
    if (r.body.ended) {
      ended = true;
      outcome = r.body.outcome as string;
      transferTo = (r.body.transfer_to as string | null) ?? null;
      break;
    }
  }
  if (!ended) {
    problems.push('call not ended by the script');
    const h = await call(t, 'POST', `/internal/voice/sessions/${sessionId}/hangup`, INTERNAL, {});
    outcome = (h.body.outcome as string | undefined) ?? null;
  }
  await opts.beforeJudging?.();
  const e = caller.expect;
  const outcomes = Array.isArray(e.outcome) ? e.outcome : [e.outcome];
  if (!outcomes.includes(outcome ?? '')) problems.push(`outcome ${outcome}, expected ${outcomes.join('|')}`);

  // Transfer
  if (e.transfer && transferTo !== c.transfer[e.transfer])
    problems.push(`transferred to ${transferTo}, expected ${e.transfer} ${c.transfer[e.transfer]}`);

  // Appointment
  const list = await must(t, 'GET', '/v2/appointments?limit=50', c.keyAuth);
  const appts = (list.data as Record<string, unknown>[]).filter((a) => a.status !== 'cancelled');
  if (e.appointment) {
    const want = e.appointment;
    const local = (iso: unknown) =>
      DateTime.fromISO(String(iso)).setZone(CLINIC.timezone).toFormat('yyyy-MM-dd HH:mm');
    const a = appts.find((x) => local(x.start_time) === want.at);
    if (!a)
      problems.push(
        `no appointment at ${want.at} (have: ${appts.map((x) => `${local(x.start_time)} ${x.service_type}`).join(', ') || 'none'})`,
      );
    else {
      if (appts.length > 1) problems.push(`${appts.length} appointments`);
      if (want.service && a.service_type !== want.service)
        problems.push(`service ${JSON.stringify(a.service_type)}, expected ${want.service}`);
      if (want.minutes) {
        const m = (Date.parse(String(a.end_time)) - Date.parse(String(a.start_time))) / 60_000;
        if (m !== want.minutes) problems.push(`${m} minutes, expected ${want.minutes}`);
      }
      if (want.name && foldText(String(a.patient_name)) !== foldText(want.name))
        problems.push(`name ${JSON.stringify(a.patient_name)}, expected ${want.name}`);
      if (want.phone && a.patient_phone !== want.phone)
        problems.push(`phone ${a.patient_phone}, expected ${want.phone}`);
    }
  } else if (appts.length > 0)
    problems.push(`unexpected appointment ${appts.map((x) => x.start_time).join(', ')}`);

  // Message and callback number
  const detail = await must(t, 'GET', `/calls/${callId}`, c.auth);
  const msg = detail.message as { text: string } | null;
  if (e.message) {
    if (!msg) problems.push('no message stored');
    else {
      const text = foldText(msg.text);
      const digits = msg.text.replace(/\D/g, '');
      for (const w of e.message.includes ?? [])
        if (!text.includes(w)) problems.push(`message lacks "${w}": ${msg.text}`);
      const callback = e.message.callback === 'caller' ? from.slice(3) : e.message.callback;
      if (callback && !digits.includes(callback))
        problems.push(`callback ${e.message.callback} ${callback} not in message: ${msg.text}`);
      if (e.message.notCallback && digits.includes(e.message.notCallback))
        problems.push(`corrected number ${e.message.notCallback} still in message: ${msg.text}`);
    }
  }

  // Missed questions
  const mq = await must(t, 'GET', '/missed-questions?status=all&limit=200', c.auth);
  const mine = (mq.data as { call_id: string | null; question: string }[]).filter(
    (q) => q.call_id === callId,
  );
  if (e.missed && mine.length === 0) problems.push('no missed question recorded');
  if (!e.missed && mine.length > 0)
    problems.push(`missed question recorded: ${mine.map((q) => q.question).join('; ')}`);

  // Facts: the expected ones said, no others (an invented answer)
  const allowed = new Set([...(e.facts ?? []), ...(e.allow ?? [])]);
  const service = e.appointment?.service;
  if (service && SERVICE_PRICE_FACT[service]) allowed.add(SERVICE_PRICE_FACT[service]!);
  const said = replies.map(foldText);
  for (const f of e.facts ?? [])
    if (!said.some((r) => FACTS[f]!.test(r))) problems.push(`fact "${f}" not said`);
  for (const [f, re] of Object.entries(FACTS))
    if (!allowed.has(f)) {
      const r = said.find((x) => re.test(x));
      if (r) problems.push(`invented "${f}": ${r.slice(0, 160)}`);
    }
  for (const w of e.says ?? []) if (!said.some((r) => r.includes(w))) problems.push(`never said "${w}"`);

  return {
    id: caller.id,
    kind: caller.kind,
    lang: caller.lang,
    ok: problems.length === 0,
    problems,
    turnMs,
    cpuMs,
    transcript,
  };
}
