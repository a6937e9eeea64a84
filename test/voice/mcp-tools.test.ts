import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.js';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { smsMessages, smsOptOuts } from '../../src/modules/sms/sms.schema.js';
import { mcpToolClientFor, toolServerCommand } from '../../src/modules/voice/tools/mcp-client.js';
import { createTestApp, LogCapture, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { ManualClock } from '../helpers/clock.js';
import { drainOutbox } from '../helpers/outbox.js';
import { caller, NOW, randomMobile, voiceTenant } from './setup.js';

const TOOL_NAMES = [
  'calendar.availability',
  'calendar.book',
  'crm.find_contact',
  'crm.log_call',
  'sms.send',
  'sources.lookup',
];

const baseUrl = (s: { server: Server } | Server) => {
  const a = ('server' in s ? s.server : s).address() as AddressInfo;
  return `http://127.0.0.1:${a.port}`;
};

/** A client of our own tool server program, spawned the way the service spawns it, calling back `api`. */
async function spawnToolServer(api: string, timeoutMs = 5000) {
  const { command, args, cwd } = toolServerCommand();
  const transport = new StdioClientTransport({
    command,
    args,
    cwd,
    env: {
      RECEPCJA_TOOLS_API: api,
      RECEPCJA_INTERNAL_KEY: TEST_SECRETS.INTERNAL_API_KEY,
      RECEPCJA_TOOLS_TIMEOUT_MS: String(timeoutMs),
    },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'mcp-tools-test', version: '1.0.0' });
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown>) => {
    const r = await client.callTool({ name, arguments: args });
    const text = (r.content as { type: string; text: string }[]).map((c) => c.text).join('\n');
    return { isError: r.isError === true, text, data: r.structuredContent as Record<string, unknown> };
  };
  return { client, transport, call };
}

interface Recorded {
  path: string;
  key: string | undefined;
  body: Record<string, unknown>;
}

const readJson = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
};

/**
 * The other end of the tool API for the CRM and data-source tools (another module's routes, not on
 * this branch): answers `crm.*` and `sources.lookup` from a small table and records every request;
 * other tools are passed on to `upstream` when set, else 404 like an unknown route.
 */
async function toolApiPeer(opts: { upstream?: () => string; slowPhone?: string } = {}) {
  const seen: Recorded[] = [];
  const state = { failCalendar: false };
  const known = new Map<string, string>();
  const server = createServer(async (req, res) => {
    const path = req.url ?? '';
    const body = await readJson(req);
    const key = req.headers['x-internal-key'] as string | undefined;
    seen.push({ path, key, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (key !== TEST_SECRETS.INTERNAL_API_KEY) return send(401, { detail: 'bad key' });
    switch (path) {
      case '/internal/tools/crm.find_contact': {
        if (body.phone === opts.slowPhone) await new Promise((r) => setTimeout(r, 4000));
        const name = known.get(String(body.phone));
        return send(200, {
          contact: name ? { id: 'c-1', name, phone: body.phone, email: null, source: 'sheet' } : null,
        });
      }
      case '/internal/tools/crm.log_call':
        return send(200, { logged: true, contact_id: known.has(String(body.phone)) ? 'c-1' : null });
      case '/internal/tools/sources.lookup':
        return /wybielani/i.test(String(body.query))
          ? send(200, {
              answer: 'Wybielanie zębów kosztuje 800 zł.',
              rows: [{ usługa: 'Wybielanie', cena: '800 zł' }],
            })
          : send(200, { answer: null, rows: [] });
      default: {
        if (state.failCalendar && path.startsWith('/internal/tools/calendar.'))
          return send(503, { detail: 'Service unavailable', code: 'service_unavailable' });
        const up = opts.upstream?.();
        if (!up) return send(404, { detail: 'Not Found', code: 'not_found' });
        const r = await fetch(`${up}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-internal-key': key },
          body: JSON.stringify(body),
        });
        res.writeHead(r.status, { 'content-type': 'application/json' });
        return res.end(await r.text());
      }
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    server,
    seen,
    known,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('the receptionist tools over MCP (stdio)', () => {
  let t: TestApp;
  const clock = new ManualClock(NOW);
  const logs = new LogCapture();
  let c: ReturnType<typeof caller>;
  let api: string;

  beforeAll(async () => {
    t = await createTestApp({ clock, logStream: logs, env: { VOICE_TOOLS: 'mcp' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    api = baseUrl(t.app);
    c = caller(t, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  const toolRequests = (tool: string) =>
    logs.lines.filter(
      (l) => l.msg === 'request completed' && (l.req as { url?: string })?.url === `/internal/tools/${tool}`,
    ).length;

  it('the tool server program starts over stdio, lists its tools and books through the calendar tools', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const s = await spawnToolServer(api);
    try {
      expect(s.client.getServerVersion()?.name).toBe('recepcja-tools');
      const { tools } = await s.client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(TOOL_NAMES);
      const book = tools.find((tool) => tool.name === 'calendar.book')!;
      expect(book.inputSchema.required).toEqual(expect.arrayContaining(['tenant_id', 'start', 'name']));

      const avail = await s.call('calendar.availability', { tenant_id: x.tenant.id, date: '2026-11-24' });
      expect(avail.isError).toBe(false);
      const slots = avail.data.slots as string[];
      expect(slots[0]).toBe('2026-11-24T07:00:00.000Z');
      expect(slots).toHaveLength(16);

      const booked = await s.call('calendar.book', {
        tenant_id: x.tenant.id,
        start: '2026-11-24T09:00:00.000Z',
        name: 'Ewa Lis',
        phone: '601 234 567',
      });
      expect(booked.data).toMatchObject({ ok: true, start: '2026-11-24T09:00:00.000Z' });
      const [row] = await t.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, String(booked.data.id)));
      expect(row).toMatchObject({
        tenantId: x.tenant.id,
        patientName: 'Ewa Lis',
        patientPhone: '+48601234567',
      });

      const again = await s.call('calendar.book', {
        tenant_id: x.tenant.id,
        start: '2026-11-24T09:00:00.000Z',
        name: 'Adam Nowak',
      });
      expect(again.data).toEqual({ ok: false, reason: 'slot_unavailable' });
      const closed = await s.call('calendar.book', {
        tenant_id: x.tenant.id,
        start: '2026-11-24T18:00:00.000Z',
        name: 'Adam Nowak',
      });
      expect(closed.data).toEqual({ ok: false, reason: 'outside_opening_hours' });
      const after = await s.call('calendar.availability', { tenant_id: x.tenant.id, date: '2026-11-24' });
      expect(after.data.slots).not.toContain('2026-11-24T09:00:00.000Z');

      // Bad arguments are refused by the tool's schema; a tenant that does not exist is a tool error.
      const bad = await s.call('calendar.availability', { tenant_id: x.tenant.id, date: 'jutro' });
      expect(bad.isError).toBe(true);
      const unknown = await s.call('calendar.availability', {
        tenant_id: '01900000-0000-7000-8000-000000000000',
        date: '2026-11-24',
      });
      expect(unknown.isError).toBe(true);
      expect(unknown.text).toMatch(/HTTP 404/);
    } finally {
      await s.client.close();
    }
  });

  it('sms.send goes through the SMS delivery: recorded by the sandbox provider, opt-outs respected', async () => {
    const x = await voiceTenant(t);
    const s = await spawnToolServer(api);
    try {
      const to = randomMobile();
      const sent = await s.call('sms.send', {
        tenant_id: x.tenant.id,
        to,
        text: 'Cennik: wybielanie 800 zł.',
      });
      expect(sent.data).toMatchObject({ status: 'queued' });
      await drainOutbox(t);
      const [row] = await t.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.outboxMessageId, String(sent.data.id)));
      expect(row).toMatchObject({
        tenantId: x.tenant.id,
        to,
        body: 'Cennik: wybielanie 800 zł.',
        kind: 'receptionist_tool',
        provider: 'sandbox',
        status: 'sent',
      });

      const stopped = randomMobile();
      await t.db.insert(smsOptOuts).values({
        tenantId: x.tenant.id,
        phone: stopped,
        source: 'sandbox',
        keyword: 'STOP',
        optedOutAt: NOW,
      });
      const skipped = await s.call('sms.send', { tenant_id: x.tenant.id, to: stopped, text: 'Hej' });
      expect(skipped.data).toMatchObject({ status: 'skipped_opt_out' });
      await drainOutbox(t);
      const [skippedRow] = await t.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.outboxMessageId, String(skipped.data.id)));
      expect(skippedRow?.status).toBe('skipped_opt_out');

      const badNumber = await s.call('sms.send', { tenant_id: x.tenant.id, to: '12345', text: 'Hej' });
      expect(badNumber.isError).toBe(true);
      expect(badNumber.text).toMatch(/HTTP 422/);
    } finally {
      await s.client.close();
    }
  });

  it('a scripted call with VOICE_TOOLS=mcp books through the calendar tools of the child process', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const from = randomMobile();
    const before = {
      availability: toolRequests('calendar.availability'),
      book: toolRequests('calendar.book'),
    };
    const r = await c.converse(x.number, from, [
      'Dzień dobry, chciałbym umówić wizytę jutro o 10',
      'Tak',
      'Jan Kowalski',
      'Nie, dziękuję',
    ]);
    // The caller is not in the tenant's CRM: greeted without a name.
    expect(r.greeting).toBe(
      'Dzień dobry, Przychodnia Zdrówko, w czym mogę pomóc? You can also speak English.',
    );
    expect(r.turns[2]!.body.reply).toMatch(/Zarezerwowałam wizytę .*10:00 na nazwisko Jan Kowalski/);
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'booked' });
    const rows = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ patientName: 'Jan Kowalski', patientPhone: from });
    expect(rows[0]!.startTime.toISOString()).toBe('2026-11-24T09:00:00.000Z');

    // The engine's calendar calls really went through the child to the tool API.
    expect(toolRequests('calendar.availability')).toBeGreaterThan(before.availability);
    expect(toolRequests('calendar.book')).toBe(before.book + 1);
    expect(logs.text).not.toMatch(/using the in-process calendar|booking in process/);
    const client = mcpToolClientFor(t.platform)!;
    expect(client.pid).toBeGreaterThan(0);
    const [call] = await t.db.select().from(calls).where(eq(calls.id, r.callId));
    expect(call).toMatchObject({ status: 'completed', outcome: 'booked' });
  });

  it('a killed tool server is restarted by the next tool call of a session', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const client = mcpToolClientFor(t.platform)!;
    const started = await c.start(x.number, randomMobile());
    expect(started.status).toBe(201);
    const first = await c.say(started.body.session_id, 'Chciałbym umówić wizytę jutro o 10');
    expect(first.body.reply).toMatch(/10:00/);
    const pid = client.pid!;
    const starts = client.starts;
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 100 && client.pid === pid; i++) await new Promise((r) => setTimeout(r, 20));
    expect(client.pid).toBeNull();

    const next = await c.say(started.body.session_id, 'A może w środę o 11?');
    expect(next.status).toBe(200);
    expect(next.body.reply).toMatch(/11:00/);
    expect(client.starts).toBe(starts + 1);
    expect(client.pid).not.toBe(pid);
    expect(logs.text).toMatch(/tool server child exited/);
    expect(logs.text).not.toMatch(/using the in-process calendar/);
  });

  it('CRM and data-source tool calls are forwarded as they are; an HTTP 404 becomes a tool error', async () => {
    const peer = await toolApiPeer();
    const s = await spawnToolServer(baseUrl(peer));
    try {
      const tenantId = '01900000-0000-7000-8000-0000000000aa';
      peer.known.set('+48601000111', 'Anna Nowak');
      const contact = await s.call('crm.find_contact', { tenant_id: tenantId, phone: '+48601000111' });
      expect(contact.data).toEqual({
        contact: { id: 'c-1', name: 'Anna Nowak', phone: '+48601000111', email: null, source: 'sheet' },
      });
      const lookup = await s.call('sources.lookup', {
        tenant_id: tenantId,
        query: 'ile kosztuje wybielanie?',
        language: 'pl',
      });
      expect(lookup.data).toMatchObject({ answer: 'Wybielanie zębów kosztuje 800 zł.' });
      const logBody = {
        tenant_id: tenantId,
        phone: '+48601000111',
        call_id: '01900000-0000-7000-8000-0000000000bb',
        outcome: 'booked',
        summary: 'Umówiono wizytę.',
        started_at: '2026-11-23T07:00:00.000Z',
        duration_seconds: 42,
      };
      const logged = await s.call('crm.log_call', logBody);
      expect(logged.data).toEqual({ logged: true, contact_id: 'c-1' });
      expect(peer.seen).toEqual([
        {
          path: '/internal/tools/crm.find_contact',
          key: TEST_SECRETS.INTERNAL_API_KEY,
          body: { tenant_id: tenantId, phone: '+48601000111' },
        },
        {
          path: '/internal/tools/sources.lookup',
          key: TEST_SECRETS.INTERNAL_API_KEY,
          body: { tenant_id: tenantId, query: 'ile kosztuje wybielanie?', language: 'pl' },
        },
        { path: '/internal/tools/crm.log_call', key: TEST_SECRETS.INTERNAL_API_KEY, body: logBody },
      ]);

      // The peer has no calendar route: a 404 is a tool error with the message, and the server lives on.
      const missing = await s.call('calendar.availability', { tenant_id: tenantId, date: '2026-11-24' });
      expect(missing.isError).toBe(true);
      expect(missing.text).toMatch(/calendar\.availability: HTTP 404 not_found: Not Found/);
      const stillThere = await s.call('crm.find_contact', { tenant_id: tenantId, phone: '+48601999999' });
      expect(stillThere.data).toEqual({ contact: null });
      // Invalid arguments never reach the API.
      const invalid = await s.call('crm.log_call', { tenant_id: tenantId, phone: '+48601000111' });
      expect(invalid.isError).toBe(true);
      expect(peer.seen).toHaveLength(5);
    } finally {
      await s.client.close();
      await peer.close();
    }
  });
});

describe('the receptionist with the CRM and data sources over MCP', () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof toolApiPeer>>;
  const clock = new ManualClock(NOW);
  const logs = new LogCapture();
  let c: ReturnType<typeof caller>;
  const slowPhone = '+48601555444';

  beforeAll(async () => {
    // The peer plays the data-sources module (crm.*, sources.lookup) and passes the calendar and
    // SMS tools on to this app, the way one tool API would serve them all.
    let appUrl = '';
    peer = await toolApiPeer({ upstream: () => appUrl, slowPhone });
    t = await createTestApp({
      clock,
      logStream: logs,
      env: { VOICE_TOOLS: 'mcp', VOICE_TOOLS_API_URL: baseUrl(peer), VOICE_TOOLS_TIMEOUT_MS: '2000' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    appUrl = baseUrl(t.app);
    c = caller(t, clock);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('greets a known caller by name, answers from a price list and logs the call to the CRM', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const from = randomMobile();
    peer.known.set(from, 'Anna Nowak');
    const r = await c.converse(x.number, from, [
      'Dzień dobry',
      'Ile kosztuje wybielanie?',
      'Chciałabym umówić wizytę jutro o 10',
      'Tak',
      'Anna Nowak',
      'Nie, dziękuję',
    ]);
    expect(r.greeting).toBe(
      'Dzień dobry, Przychodnia Zdrówko, witamy ponownie, Anna Nowak! W czym mogę pomóc? Hello Anna Nowak, you can also speak English.',
    );
    expect(r.turns[0]!.body.reply).toBe('Dzień dobry, Anna Nowak, w czym mogę pomóc?');
    expect(r.turns[1]!.body.reply).toContain('Wybielanie zębów kosztuje 800 zł.');
    expect(r.last.body).toMatchObject({ ended: true, outcome: 'booked' });
    const rows = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, x.tenant.id), eq(appointments.patientPhone, from)));
    expect(rows).toHaveLength(1);

    const lookups = peer.seen.filter((s) => s.path === '/internal/tools/sources.lookup');
    expect(lookups.at(-1)!.body).toEqual({
      tenant_id: x.tenant.id,
      query: 'ile kosztuje wybielanie',
      language: 'pl',
    });
    const [call] = await t.db.select().from(calls).where(eq(calls.id, r.callId));
    const logged = peer.seen.filter((s) => s.path === '/internal/tools/crm.log_call');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.body).toEqual({
      tenant_id: x.tenant.id,
      phone: from,
      call_id: r.callId,
      outcome: 'booked',
      summary: call!.summary,
      started_at: NOW.toISOString(),
      duration_seconds: call!.durationSeconds,
    });
    expect(peer.seen.filter((s) => s.path === '/internal/tools/calendar.book')).toHaveLength(1);
  });

  it('a failing calendar tool never breaks a call: the booking is made in process, logged', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const from = randomMobile();
    peer.state.failCalendar = true;
    try {
      const r = await c.converse(x.number, from, [
        'Chciałbym umówić wizytę jutro o 10',
        'Tak',
        'Piotr Zieliński',
        'Nie, dziękuję',
      ]);
      expect(r.turns[2]!.body.reply).toMatch(/Zarezerwowałam wizytę .*10:00 na nazwisko Piotr Zieliński/);
      expect(r.last.body).toMatchObject({ ended: true, outcome: 'booked' });
    } finally {
      peer.state.failCalendar = false;
    }
    const rows = await t.db.select().from(appointments).where(eq(appointments.tenantId, x.tenant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ patientName: 'Piotr Zieliński', patientPhone: from });
    expect(logs.text).toMatch(/calendar tool failed; using the in-process calendar/);
    expect(logs.text).toMatch(/calendar tool unreachable; booking in process/);
  });

  it('a CRM that does not answer in time: the call goes on without the name', async () => {
    clock.set(NOW);
    const x = await voiceTenant(t);
    const started = await c.start(x.number, slowPhone);
    expect(started.status).toBe(201);
    expect(started.body.reply).toBe(
      'Dzień dobry, Przychodnia Zdrówko, w czym mogę pomóc? You can also speak English.',
    );
    expect(logs.text).toMatch(/crm\.find_contact failed; the call goes on without it/);
    const turn = await c.say(started.body.session_id, 'Czy macie parking?');
    expect(turn.body.reply).toMatch(/parking/);
  });
});

describe('VOICE_TOOLS configuration', () => {
  it('is mcp by default and in_process under NODE_ENV=test; bad values stop the start naming the variable', () => {
    expect(parseConfig({}).voiceTools).toEqual({ mode: 'mcp', apiUrl: undefined, timeoutMs: 5000 });
    expect(parseConfig({ NODE_ENV: 'test' }).voiceTools.mode).toBe('in_process');
    expect(
      parseConfig({
        VOICE_TOOLS: 'in_process',
        VOICE_TOOLS_API_URL: 'http://10.0.0.5:8080/',
        VOICE_TOOLS_TIMEOUT_MS: '800',
      }).voiceTools,
    ).toEqual({ mode: 'in_process', apiUrl: 'http://10.0.0.5:8080', timeoutMs: 800 });
    expect(() => parseConfig({ VOICE_TOOLS: 'stdio' })).toThrow(ConfigError);
    expect(() => parseConfig({ VOICE_TOOLS: 'stdio' })).toThrow(/VOICE_TOOLS must be mcp or in_process/);
    expect(() => parseConfig({ VOICE_TOOLS_TIMEOUT_MS: '10' })).toThrow(/VOICE_TOOLS_TIMEOUT_MS/);
    expect(() => parseConfig({ VOICE_TOOLS_API_URL: 'ftp://x' })).toThrow(/VOICE_TOOLS_API_URL/);
  });
});
