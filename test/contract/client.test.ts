import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createRecepcjaClient,
  idempotent,
  paginate,
  type Schemas,
  verifyWebhook,
} from '../../packages/client/src/index.js';
import { CLIENT_SCHEMA_FILE, clientSchemaSource } from '../../scripts/client-source.js';
import { signatureHeader } from '../../src/modules/webhooks/signing.js';
import { bookableTenant, seedCalls, warsaw } from '../devapi/setup.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('the typed client (packages/client)', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is generated from the current document (run `npm run client:generate` when this fails)', async () => {
    const fresh = await clientSchemaSource(t.app.swagger());
    const committed = readFileSync(CLIENT_SCHEMA_FILE, 'utf8');
    expect(committed === fresh, `${CLIENT_SCHEMA_FILE} is stale: run npm run client:generate`).toBe(true);
  }, 60_000);

  it('pages through v2 lists and books once per idempotency key', async () => {
    const { tenant, live } = await bookableTenant(t);
    await seedCalls(
      t,
      tenant.id,
      Array.from({ length: 7 }, (_, i) => ({ createdAt: new Date(Date.UTC(2026, 0, 1, 10, i)) })),
    );
    const client = createRecepcjaClient({ baseUrl, token: live.key });

    const ids: string[] = [];
    for await (const call of paginate<Schemas['Call']>((cursor) =>
      client.GET('/v2/calls', { params: { query: { limit: 3, ...(cursor ? { cursor } : {}) } } }),
    )) {
      ids.push(call.id);
    }
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);

    const body = {
      start_time: warsaw(3, '10:00'),
      patient_name: 'Anna Nowak',
      patient_phone: '+48601234567',
    };
    const key = idempotent();
    const first = await client.POST('/v2/appointments', { params: { header: key }, body });
    expect(first.response.status).toBe(201);
    const again = await client.POST('/v2/appointments', { params: { header: key }, body });
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data?.id).toBe(first.data?.id);
    const other = await client.POST('/v2/appointments', {
      params: { header: idempotent() },
      body: { ...body, start_time: warsaw(3, '11:00') },
    });
    expect(other.response.status).toBe(201);
    expect(other.data?.id).not.toBe(first.data?.id);
  });

  it('throws the service’s error from a refused page', async () => {
    const client = createRecepcjaClient({ baseUrl, token: 'svc_live_not-a-real-key' });
    const walk = async () => {
      for await (const _ of paginate((cursor) =>
        client.GET('/v2/calls', { params: { query: cursor ? { cursor } : {} } }),
      ));
    };
    await expect(walk()).rejects.toBeInstanceOf(ApiError);
    await expect(walk()).rejects.toMatchObject({ status: 401 });
  });

  it('verifies webhook signatures as the service signs them, with Web Crypto only', async () => {
    const body = JSON.stringify({ type: 'call.completed', data: { note: 'zażółć gęślą jaźń' } });
    const now = 1_800_000_000;
    const header = signatureHeader(['whsec_old', 'whsec_new'], now, body);
    expect(await verifyWebhook(body, header, 'whsec_new', { now })).toEqual({ ok: true, timestamp: now });
    expect(await verifyWebhook(body, header, ['whsec_x', 'whsec_old'], { now })).toMatchObject({ ok: true });
    expect(await verifyWebhook(`${body} `, header, 'whsec_new', { now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(await verifyWebhook(body, header, 'whsec_other', { now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(await verifyWebhook(body, header, 'whsec_new', { now: now + 301 })).toEqual({
      ok: false,
      reason: 'too_old',
    });
    expect(await verifyWebhook(body, 't=abc', 'whsec_new', { now })).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(await verifyWebhook(new TextEncoder().encode(body), header, 'whsec_new', { now })).toMatchObject({
      ok: true,
    });
  });
});
