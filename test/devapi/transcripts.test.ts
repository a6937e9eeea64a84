import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { webhookDeliveries } from '../../src/modules/webhooks/webhooks.schema.js';
import { purgeExpiredTranscripts } from '../../src/workers/retention.js';
import { makeCall, receptionTenant } from '../calls/setup.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey } from '../helpers/fixtures.js';
import { drainOutbox } from '../helpers/outbox.js';
import { type Receiver, startReceiver } from '../helpers/receiver.js';

/**
 * Transcripts for integrators (issue #23, item 1): `GET /v2/calls/{id}?expand=transcript`,
 * the `calls:transcript` scope, webhook endpoints' `include_transcript`, MCP `get_call`,
 * and the retention job's `purged`.
 */
let t: TestApp;
let rx: Receiver;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
  rx = await startReceiver();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await rx?.close();
  await t?.close();
});

const get = (url: string, auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers: auth });
const write = (method: 'POST' | 'PATCH', url: string, auth: Record<string, string>, payload: object) =>
  t.app.inject({ method, url, headers: { ...auth, 'idempotency-key': randomUUID() }, payload });

const STARTED = '2026-11-21T09:00:00.000Z';

/** A Business tenant with one completed call (two turns, 1 s and 3 s after the start). */
async function tenantWithCall() {
  const x = await receptionTenant(t);
  const call = await makeCall(t, x, {}, { started_at: STARTED });
  const reader = await createApiKey(t, x.tenant.id, { scopes: ['calls:read'] });
  const transcriptKey = await createApiKey(t, x.tenant.id, { scopes: ['calls:read', 'calls:transcript'] });
  return { ...x, callId: call.id, reader, transcriptKey };
}

describe('GET /v2/calls/{id}?expand=transcript', () => {
  it('answers the turns with offsets to a key with calls:transcript; 403 insufficient_scope with calls:read only', async () => {
    const x = await tenantWithCall();
    const url = `/v2/calls/${x.callId}?expand=transcript`;

    const refused = await get(url, x.reader.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'insufficient_scope',
        message: 'The API key lacks the scope calls:transcript.',
        message_pl: 'Klucz API nie ma zakresu calls:transcript.',
      },
      livemode: true,
    });
    expect(refused.body).not.toContain('Do której');

    const ok = await get(url, x.transcriptKey.auth);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      id: x.callId,
      status: 'completed',
      livemode: true,
      transcript_status: 'available',
      transcript_purged_at: null,
      transcript: [
        {
          role: 'caller',
          text: 'Do której jesteście otwarci?',
          at: '2026-11-21T09:00:01.000Z',
          offset_ms: 1000,
        },
        { role: 'assistant', text: 'Do 17:00.', at: '2026-11-21T09:00:03.000Z', offset_ms: 3000 },
      ],
    });
  });

  it('without expand the answer is unchanged (no transcript fields), for either key; lists never carry it', async () => {
    const x = await tenantWithCall();
    for (const key of [x.reader, x.transcriptKey]) {
      const r = await get(`/v2/calls/${x.callId}`, key.auth);
      expect(r.statusCode).toBe(200);
      expect(Object.keys(r.json()).filter((k) => k.startsWith('transcript'))).toEqual([]);
    }
    const list = await get('/v2/calls', x.transcriptKey.auth);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('transcript');
  });

  it('a purged transcript is reported as purged (null, not an empty list); an open call is pending', async () => {
    const x = await tenantWithCall();
    const later = new Date(t.platform.clock.now().getTime() + 91 * 86_400_000);
    const purged = await purgeExpiredTranscripts(t.db, later);
    expect(purged).toBeGreaterThanOrEqual(1);
    const r = await get(`/v2/calls/${x.callId}?expand=transcript`, x.transcriptKey.auth);
    expect(r.statusCode).toBe(200);
    expect(r.json().transcript).toBeNull();
    expect(r.json().transcript_status).toBe('purged');
    expect(r.json().transcript_purged_at).toMatch(/Z$/);

    const [open] = await t.db
      .insert(calls)
      .values({ tenantId: x.tenant.id, status: 'in_progress' })
      .returning({ id: calls.id });
    const pending = await get(`/v2/calls/${open!.id}?expand=transcript`, x.transcriptKey.auth);
    expect(pending.json()).toMatchObject({ transcript: null, transcript_status: 'pending' });
  });

  it('another tenant’s call is 404 with expand; an unknown expand value is 422', async () => {
    const a = await tenantWithCall();
    const b = await tenantWithCall();
    const r = await get(`/v2/calls/${b.callId}?expand=transcript`, a.transcriptKey.auth);
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('Do której');
    const bad = await get(`/v2/calls/${a.callId}?expand=recording`, a.transcriptKey.auth);
    expect(bad.statusCode).toBe(422);
  });
});

describe('the calls:transcript scope at key creation', () => {
  it('can be chosen on the dashboard route, is not a default scope, and is published in the document', async () => {
    const x = await receptionTenant(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/developers/api-keys',
      headers: x.owner.auth,
      payload: { name: 'transcripts', scopes: ['calls:read', 'calls:transcript'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().scopes).toEqual(['calls:read', 'calls:transcript']);
    const dflt = await t.app.inject({
      method: 'POST',
      url: '/developers/api-keys',
      headers: x.owner.auth,
      payload: { name: 'defaults' },
    });
    expect(dflt.statusCode).toBe(201);
    expect(dflt.json().scopes).not.toContain('calls:transcript');
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const scopes = doc.components.schemas.CreateApiKeyRequest.properties.scopes.items;
    expect(JSON.stringify(scopes)).toContain('calls:transcript');
  });
});

describe('webhook endpoints: include_transcript', () => {
  async function hooks(x: Awaited<ReturnType<typeof tenantWithCall>>) {
    const manage = await createApiKey(t, x.tenant.id, { scopes: ['webhooks:manage'] });
    const both = await createApiKey(t, x.tenant.id, { scopes: ['webhooks:manage', 'calls:transcript'] });
    return { manage, both };
  }

  it('needs calls:transcript to turn it on, or to move an endpoint that has it on; off by default', async () => {
    const x = await tenantWithCall();
    const { manage, both } = await hooks(x);
    const plain = await write('POST', '/v2/webhook-endpoints', manage.auth, { url: rx.url('/plain') });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().include_transcript).toBe(false);

    const refused = await write('POST', '/v2/webhook-endpoints', manage.auth, {
      url: rx.url('/t'),
      include_transcript: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('insufficient_scope');
    const refusedPatch = await write('PATCH', `/v2/webhook-endpoints/${plain.json().id}`, manage.auth, {
      include_transcript: true,
    });
    expect(refusedPatch.statusCode).toBe(403);

    const withT = await write('POST', '/v2/webhook-endpoints', both.auth, {
      url: rx.url('/t'),
      include_transcript: true,
    });
    expect(withT.statusCode, withT.body).toBe(201);
    expect(withT.json().include_transcript).toBe(true);
    // Moving it elsewhere would send transcripts to another receiver: same scope.
    const move = await write('PATCH', `/v2/webhook-endpoints/${withT.json().id}`, manage.auth, {
      url: rx.url('/elsewhere'),
    });
    expect(move.statusCode).toBe(403);
    // Other changes (and turning it off) need only webhooks:manage.
    const describe_ = await write('PATCH', `/v2/webhook-endpoints/${withT.json().id}`, manage.auth, {
      description: 'CRM',
    });
    expect(describe_.statusCode).toBe(200);
    const off = await write('PATCH', `/v2/webhook-endpoints/${withT.json().id}`, manage.auth, {
      include_transcript: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().include_transcript).toBe(false);

    // Another tenant's endpoint: 404 (even with both scopes).
    const other = await tenantWithCall();
    const otherKeys = await hooks(other);
    const probe = await write('PATCH', `/v2/webhook-endpoints/${plain.json().id}`, otherKeys.both.auth, {
      include_transcript: true,
    });
    expect(probe.statusCode).toBe(404);
  });

  it('call.completed carries the transcript to opted-in endpoints only; the dashboard sets it too', async () => {
    const x = await receptionTenant(t);
    const key = await createApiKey(t, x.tenant.id, { scopes: ['webhooks:manage', 'calls:transcript'] });
    const path = `/with-${x.tenant.id}`;
    const plainPath = `/without-${x.tenant.id}`;
    const dashPath = `/dash-${x.tenant.id}`;
    expect(
      (
        await write('POST', '/v2/webhook-endpoints', key.auth, {
          url: rx.url(path),
          include_transcript: true,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await write('POST', '/v2/webhook-endpoints', key.auth, { url: rx.url(plainPath) })).statusCode,
    ).toBe(201);
    const dash = await t.app.inject({
      method: 'POST',
      url: `/tenants/${x.tenant.id}/webhook-endpoints`,
      headers: x.owner.auth,
      payload: { url: rx.url(dashPath), include_transcript: true, enabled_events: ['call.completed'] },
    });
    expect(dash.statusCode, dash.body).toBe(201);
    expect(dash.json().include_transcript).toBe(true);

    const call = await makeCall(t, x, {}, { started_at: STARTED });
    await drainOutbox(t);
    const bodies = (p: string) =>
      rx.received.filter((q) => q.url === p).map((q) => JSON.parse(q.rawBody) as Record<string, unknown>);
    const [withT] = bodies(path).filter((b) => b.event === 'call.completed');
    const [dashT] = bodies(dashPath);
    const [without] = bodies(plainPath).filter((b) => b.event === 'call.completed');
    expect(withT).toMatchObject({
      call_id: call.id,
      transcript_status: 'available',
      transcript: [
        { role: 'caller', text: 'Do której jesteście otwarci?', offset_ms: 1000 },
        { role: 'assistant', text: 'Do 17:00.', offset_ms: 3000 },
      ],
    });
    expect(dashT).toMatchObject({ call_id: call.id, transcript_status: 'available' });
    expect(without).toMatchObject({ call_id: call.id });
    expect(without).not.toHaveProperty('transcript');
    expect(without).not.toHaveProperty('transcript_status');
    // The outbox event itself never held the transcript (read from the call at fan-out).
    const stored = await t.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.tenantId, x.tenant.id));
    expect(stored.filter((d) => d.body.includes('Do której'))).toHaveLength(2);

    // Retention: the stored copies are redacted with the call's transcript.
    await purgeExpiredTranscripts(t.db, new Date(t.platform.clock.now().getTime() + 91 * 86_400_000));
    const after = await t.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.tenantId, x.tenant.id));
    expect(after.filter((d) => d.body.includes('Do której'))).toHaveLength(0);
    const redacted = after.map((d) => JSON.parse(d.body)).filter((b) => b.transcript_status === 'purged');
    expect(redacted).toHaveLength(2);
    expect(redacted[0]).toMatchObject({ call_id: call.id, transcript: null });
  });
});

describe('MCP get_call', () => {
  async function connect(key: string) {
    const client = new Client({ name: 'transcripts-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/v2/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );
    return client;
  }
  const structured = (r: unknown) => (r as CallToolResult).structuredContent as Record<string, unknown>;
  const errorOf = (r: unknown) => {
    const res = r as CallToolResult;
    expect(res.isError).toBe(true);
    return JSON.parse((res.content[0] as { text: string }).text).error as { code: string };
  };

  it('returns the call, and its transcript only when asked and with calls:transcript; other tenants’ ids are not found', async () => {
    const x = await tenantWithCall();
    const other = await tenantWithCall();
    const reader = await connect(x.reader.key);
    const full = await connect(x.transcriptKey.key);
    try {
      const tools = await reader.listTools();
      expect(tools.tools.map((tool) => tool.name)).toContain('get_call');

      const plain = await reader.callTool({ name: 'get_call', arguments: { id: x.callId } });
      expect(structured(plain)).toMatchObject({ id: x.callId, status: 'completed', livemode: true });
      expect(structured(plain)).not.toHaveProperty('transcript');

      const refused = await reader.callTool({
        name: 'get_call',
        arguments: { id: x.callId, include_transcript: true },
      });
      expect(errorOf(refused).code).toBe('insufficient_scope');

      const withT = await full.callTool({
        name: 'get_call',
        arguments: { id: x.callId, include_transcript: true },
      });
      expect(structured(withT)).toMatchObject({
        id: x.callId,
        transcript_status: 'available',
        transcript: [
          { role: 'caller', offset_ms: 1000 },
          { role: 'assistant', offset_ms: 3000 },
        ],
      });

      const probe = await full.callTool({
        name: 'get_call',
        arguments: { id: other.callId, include_transcript: true },
      });
      expect(errorOf(probe).code).toBe('not_found');
    } finally {
      await reader.close();
      await full.close();
    }
  });
});
