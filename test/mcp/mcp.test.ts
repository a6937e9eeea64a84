import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Ajv } from 'ajv';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/modules/api-keys/api-keys.schema.js';
import { appointments } from '../../src/modules/appointments/appointments.schema.js';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenant } from '../helpers/fixtures.js';

const run = promisify(execFile);
const READ_SCOPES = ['calls:read', 'appointments:read', 'analytics:read', 'faq:read', 'tenant:read'];
const HOURS = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['08:00', '20:00']]]),
);

describe('hosted MCP endpoint', () => {
  let t: TestApp;
  let base: string;
  let tenantA: string;
  let tenantB: string;
  let keyA: string;
  let keyB: string;
  const clients: Client[] = [];

  async function connect(key: string, url = `${base}/v2/mcp`) {
    const client = new Client({ name: 'recepcja-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(url), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );
    clients.push(client);
    return client;
  }

  const structured = (r: unknown) => (r as CallToolResult).structuredContent as Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp({ env: { MCP_HOST: 'mcp.recepcja.test' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const a = await createTenant(t, { tier: 'business', businessName: 'Gabinet A' });
    const b = await createTenant(t, { tier: 'business', businessName: 'Warsztat B' });
    tenantA = a.id;
    tenantB = b.id;
    for (const id of [tenantA, tenantB]) {
      await t.db
        .update(tenants)
        .set({ openingHours: HOURS, faq: { 'Czy jest parking?': `Tak (${id.slice(-4)})` } })
        .where(eq(tenants.id, id));
    }
    const base0 = Date.now() - 3_600_000;
    for (let i = 0; i < 7; i++) {
      await t.db.insert(calls).values({
        tenantId: tenantA,
        callerNumber: `+4860010020${i}`,
        status: 'completed',
        outcome: i % 2 ? 'booked' : 'answered_faq',
        durationSeconds: 60 + i,
        summary: `Rozmowa A${i}`,
        createdAt: new Date(base0 + i * 1000),
        startedAt: new Date(base0 + i * 1000),
      });
    }
    await t.db
      .insert(calls)
      .values({ tenantId: tenantB, status: 'completed', outcome: 'booked', summary: 'Rozmowa B' });
    const start = new Date(Date.now() + 2 * 86_400_000);
    await t.db.insert(appointments).values({
      tenantId: tenantB,
      startTime: start,
      endTime: new Date(start.getTime() + 1_800_000),
      durationMinutes: 30,
      patientName: 'Pacjent B',
      status: 'scheduled',
    });
    keyA = (await createApiKey(t, tenantA, { scopes: READ_SCOPES })).key;
    keyB = (await createApiKey(t, tenantB, { scopes: READ_SCOPES })).key;
  });

  afterAll(async () => {
    for (const c of clients) await c.close().catch(() => {});
    await t.close();
  });

  it('lists the seven read tools with input and output schemas', async () => {
    const client = await connect(keyA);
    const { tools } = await client.listTools();
    expect(tools.map((x) => x.name).sort()).toEqual(
      [
        'get_analytics',
        'get_availability',
        'get_call',
        'get_faq',
        'get_tenant',
        'list_appointments',
        'list_calls',
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    const listCalls = tools.find((x) => x.name === 'list_calls')!;
    expect(Object.keys(listCalls.inputSchema.properties ?? {}).sort()).toEqual(
      ['created_after', 'created_before', 'cursor', 'limit', 'outcome'].sort(),
    );
  });

  it('calls every tool within the key’s tenant; results are structuredContent plus the same JSON as text', async () => {
    const client = await connect(keyA);
    const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const results = {
      list_calls: await client.callTool({ name: 'list_calls', arguments: { limit: 100 } }),
      list_appointments: await client.callTool({ name: 'list_appointments', arguments: {} }),
      get_availability: await client.callTool({ name: 'get_availability', arguments: { date } }),
      get_analytics: await client.callTool({ name: 'get_analytics', arguments: { days: 7 } }),
      get_faq: await client.callTool({ name: 'get_faq', arguments: {} }),
      get_tenant: await client.callTool({ name: 'get_tenant', arguments: {} }),
    };
    const { tools } = await client.listTools();
    const ajv = new Ajv({ strict: false });
    for (const [name, r] of Object.entries(results)) {
      const res = r as CallToolResult;
      // The declared output schema describes exactly what the tool answers.
      const schema = tools.find((x) => x.name === name)!.outputSchema!;
      expect(ajv.validate(schema, res.structuredContent), `${name}: ${ajv.errorsText()}`).toBe(true);
      expect(res.isError ?? false, name).toBe(false);
      const text = res.content[0];
      expect(text?.type).toBe('text');
      expect(JSON.parse((text as { text: string }).text)).toEqual(res.structuredContent);
    }
    const callsPage = structured(results.list_calls) as { data: { summary: string }[]; livemode: boolean };
    expect(callsPage.data).toHaveLength(7);
    expect(callsPage.data.every((c) => c.summary.startsWith('Rozmowa A'))).toBe(true);
    expect(callsPage.livemode).toBe(true);
    expect((structured(results.list_appointments) as { data: unknown[] }).data).toEqual([]);
    expect((structured(results.get_availability) as { slots: unknown[] }).slots.length).toBeGreaterThan(0);
    expect(structured(results.get_analytics)).toMatchObject({ days: 7, total_calls: 7 });
    expect(structured(results.get_faq)).toMatchObject({
      faq: { 'Czy jest parking?': `Tak (${tenantA.slice(-4)})` },
    });
    expect(structured(results.get_tenant)).toMatchObject({ id: tenantA, business_name: 'Gabinet A' });
  });

  it('pages through cursors exactly like v2', async () => {
    const client = await connect(keyA);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const r = structured(
        await client.callTool({ name: 'list_calls', arguments: { limit: 3, ...(cursor ? { cursor } : {}) } }),
      ) as { data: { id: string }[]; pagination: { next_cursor: string | null; has_more: boolean } };
      seen.push(...r.data.map((c) => c.id));
      if (!r.pagination.next_cursor) break;
      cursor = r.pagination.next_cursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    const bad = (await client.callTool({
      name: 'list_calls',
      arguments: { cursor: 'tampered' },
    })) as CallToolResult;
    expect(bad.isError).toBe(true);
    expect(JSON.stringify(bad.content)).toContain('invalid_cursor');
  });

  it('a missing scope is a tool result with isError, not a transport error', async () => {
    const narrow = (await createApiKey(t, tenantA, { scopes: ['faq:read'] })).key;
    const client = await connect(narrow);
    const r = (await client.callTool({ name: 'list_calls', arguments: {} })) as CallToolResult;
    expect(r.isError).toBe(true);
    expect(JSON.stringify(r.content)).toContain('insufficient_scope');
    const ok = (await client.callTool({ name: 'get_faq', arguments: {} })) as CallToolResult;
    expect(ok.isError ?? false).toBe(false);
  });

  it("never shows another tenant's data", async () => {
    const a = await connect(keyA);
    const b = await connect(keyB);
    const aCalls = structured(await a.callTool({ name: 'list_calls', arguments: { limit: 100 } })) as {
      data: { summary: string }[];
    };
    expect(aCalls.data.map((c) => c.summary)).not.toContain('Rozmowa B');
    const bCalls = structured(await b.callTool({ name: 'list_calls', arguments: {} })) as {
      data: { summary: string }[];
    };
    expect(bCalls.data.map((c) => c.summary)).toEqual(['Rozmowa B']);
    const aAppts = structured(await a.callTool({ name: 'list_appointments', arguments: {} })) as {
      data: unknown[];
    };
    expect(aAppts.data).toEqual([]);
    expect(structured(await b.callTool({ name: 'get_tenant', arguments: {} }))).toMatchObject({
      id: tenantB,
    });
  });

  it('test keys read real data and say livemode false', async () => {
    const testKey = (await createApiKey(t, tenantA, { mode: 'test', scopes: READ_SCOPES })).key;
    const client = await connect(testKey);
    const r = structured(await client.callTool({ name: 'list_calls', arguments: {} })) as {
      data: unknown[];
      livemode: boolean;
    };
    expect(r.data).toHaveLength(7);
    expect(r.livemode).toBe(false);
  });

  describe('transport rules', () => {
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    };
    const post = (headers: Record<string, string>, body: unknown = init) =>
      fetch(`${base}/v2/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const accept = { accept: 'application/json, text/event-stream' };

    it('401 with WWW-Authenticate for a missing, wrong or revoked key', async () => {
      const missing = await post(accept);
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const wrong = await post({
        ...accept,
        authorization: 'Bearer svc_live_00000000000000000000000000000000',
      });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const revocable = await createApiKey(t, tenantA, { scopes: READ_SCOPES });
      expect((await post({ ...accept, authorization: `Bearer ${revocable.key}` })).status).toBe(200);
      await t.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, revocable.row.id));
      // Announced as the service's revocation does (on a PostgreSQL server a change made with
      // plain SQL alone reaches the principal cache within AUTH_CACHE_TTL_MS).
      t.platform.authChanges.announce();
      expect((await post({ ...accept, authorization: `Bearer ${revocable.key}` })).status).toBe(401);
    });

    it('answers JSON (not a stream), refuses a wrong Accept, a foreign Origin and an unknown protocol version', async () => {
      const ok = await post({ ...accept, authorization: `Bearer ${keyA}` });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toMatch(/application\/json/);
      expect(ok.headers.get('ratelimit-limit')).toBe('600');
      expect(ok.headers.get('x-request-id')).toBeTruthy();
      const answer = (await ok.json()) as { result: { serverInfo: { name: string } } };
      expect(answer.result.serverInfo.name).toBe('recepcja');
      const noAccept = await post({ accept: 'text/html', authorization: `Bearer ${keyA}` });
      expect(noAccept.status).toBe(406);
      const foreign = await post({
        ...accept,
        authorization: `Bearer ${keyA}`,
        origin: 'https://evil.example',
      });
      expect(foreign.status).toBe(403);
      const ownOrigin = await post({
        ...accept,
        authorization: `Bearer ${keyA}`,
        origin: new URL(t.config.appUrl).origin,
      });
      expect(ownOrigin.status).toBe(200);
      const badVersion = await post(
        { ...accept, authorization: `Bearer ${keyA}`, 'mcp-protocol-version': '1999-01-01' },
        { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      );
      expect(badVersion.status).toBe(400);
    });

    it('GET and DELETE are 405 (stateless, no event stream)', async () => {
      for (const method of ['GET', 'DELETE']) {
        const r = await fetch(`${base}/v2/mcp`, { method, headers: { authorization: `Bearer ${keyA}` } });
        expect(r.status).toBe(405);
        expect(r.headers.get('allow')).toBe('POST');
      }
    });

    it('is served on the dedicated MCP host too, which serves nothing else but health', async () => {
      const onHost = await t.app.inject({
        method: 'POST',
        url: '/v2/mcp',
        headers: {
          host: 'mcp.recepcja.test',
          ...accept,
          authorization: `Bearer ${keyA}`,
          'content-type': 'application/json',
        },
        payload: init,
      });
      expect(onHost.statusCode).toBe(200);
      const other = await t.app.inject({
        method: 'GET',
        url: '/v2/calls',
        headers: { host: 'mcp.recepcja.test', authorization: `Bearer ${keyA}` },
      });
      expect(other.statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: '/health', headers: { host: 'mcp.recepcja.test' } }))
          .statusCode,
      ).toBe(200);
      const baseHost = await t.app.inject({
        method: 'GET',
        url: '/v2/calls',
        headers: { authorization: `Bearer ${keyA}` },
      });
      expect(baseHost.statusCode).toBe(200);
    });
  });

  it('a generic MCP client (the MCP Inspector CLI) lists and calls the tools', async () => {
    const cli = path.resolve('node_modules/@modelcontextprotocol/inspector-cli/build/index.js');
    const common = [
      cli,
      `${base}/v2/mcp`,
      '--transport',
      'http',
      '--header',
      `Authorization: Bearer ${keyA}`,
    ];
    // The CLI looks for `../package.json` from the working directory but imports it relative to
    // itself; running it from its own build/ directory satisfies both.
    const opts = { timeout: 60_000, cwd: path.dirname(cli) };
    const list = await run(process.execPath, [...common, '--method', 'tools/list'], opts);
    const names = (JSON.parse(list.stdout).tools as { name: string }[]).map((x) => x.name);
    expect(names).toContain('list_calls');
    const call = await run(
      process.execPath,
      [...common, '--method', 'tools/call', '--tool-name', 'get_analytics', '--tool-arg', 'days=7'],
      opts,
    );
    expect(JSON.parse(call.stdout).structuredContent).toMatchObject({ days: 7, total_calls: 7 });
  }, 120_000);
});
