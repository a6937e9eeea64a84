import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/modules/api-keys/api-keys.schema.js';
import { knowledgeDocuments } from '../../src/modules/knowledge/knowledge.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { voiceConfigs } from '../../src/modules/voice-config/voice-config.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenant } from '../helpers/fixtures.js';
import { ALL_SCOPES, bookableTenant, idem, seedCalls } from './setup.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers: auth });

describe('v2 manners', () => {
  it('every answer carries livemode, X-Service-Livemode, X-Request-Id and the RateLimit headers', async () => {
    const { live, test } = await bookableTenant(t);
    for (const [auth, mode] of [
      [live.auth, 'true'],
      [test.auth, 'false'],
    ] as const) {
      for (const url of ['/v2/calls', '/v2/tenant', '/v2/calls/01939b3c-0000-7000-8000-000000000001']) {
        const r = await get(url, auth);
        expect(r.headers['x-service-livemode'], url).toBe(mode);
        expect(r.headers['x-request-id']).toBeTruthy();
        expect(r.json().livemode).toBe(mode === 'true');
        expect(Number(r.headers['ratelimit-limit'])).toBe(mode === 'true' ? 600 : 100);
        expect(Number(r.headers['ratelimit-remaining'])).toBeGreaterThanOrEqual(0);
        expect(Number(r.headers['ratelimit-reset'])).toBeGreaterThan(0);
        expect(r.headers['ratelimit-policy']).toMatch(/;q=(600|100);w=60$/);
        expect(r.headers.ratelimit).toMatch(/;r=\d+;t=\d+$/);
      }
    }
    const notFound = await get('/v2/calls/01939b3c-0000-7000-8000-000000000001', live.auth);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error).toMatchObject({
      code: 'not_found',
      request_id: notFound.headers['x-request-id'],
    });
  });

  it('limits per plan: Enterprise keys get 3000 a minute', async () => {
    const { live } = await bookableTenant(t, { tier: 'enterprise' });
    const r = await get('/v2/tenant', live.auth);
    expect(r.headers['ratelimit-limit']).toBe('3000');
    expect(r.headers['ratelimit-remaining']).toBe('2999');
  });

  it('answers 429 rate_limited with Retry-After past the limit (test keys: 100 a minute), per key', async () => {
    const { tenant, test } = await bookableTenant(t);
    for (let i = 0; i < 100; i++) {
      const r = await get('/v2/tenant', test.auth);
      expect(r.statusCode).toBe(200);
    }
    const over = await get('/v2/tenant', test.auth);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: { code: 'rate_limited' }, livemode: false });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    // Another key of the same tenant has its own counter.
    const other = await createApiKey(t, tenant.id, { mode: 'test', scopes: ['tenant:read'] });
    expect((await get('/v2/tenant', other.auth)).statusCode).toBe(200);
  });

  it('v1 spends the same per-key budget: a key refused on v2 is refused on v1 (v1 envelope)', async () => {
    const { test } = await bookableTenant(t);
    // A v1 request counts against the budget v2 reports.
    const v1First = await get('/v1/calls', test.auth);
    expect(v1First.statusCode).toBe(200);
    expect(v1First.headers['ratelimit-limit']).toBe('100');
    expect(v1First.headers['ratelimit-remaining']).toBe('99');
    const v2Next = await get('/v2/tenant', test.auth);
    expect(v2Next.headers['ratelimit-remaining']).toBe('98');
    for (let i = 0; i < 98; i++) expect((await get('/v2/tenant', test.auth)).statusCode).toBe(200);
    expect((await get('/v2/tenant', test.auth)).statusCode).toBe(429);
    const v1 = await get('/v1/calls', test.auth);
    expect(v1.statusCode).toBe(429);
    expect(v1.json()).toEqual({
      error: expect.objectContaining({ code: 'rate_limited', request_id: v1.headers['x-request-id'] }),
    });
    expect(v1.json().livemode).toBeUndefined();
    expect(Number(v1.headers['retry-after'])).toBeGreaterThan(0);
    expect(v1.headers['ratelimit-remaining']).toBe('0');
  });

  it.runIf(process.env.REDIS_URL)(
    'shares the counters of one key across instances through Redis',
    async () => {
      const second = await createTestApp({ database: t.database });
      try {
        const { live } = await bookableTenant(t);
        const a = await get('/v2/tenant', live.auth);
        const b = await second.app.inject({ method: 'GET', url: '/v2/tenant', headers: live.auth });
        expect(a.headers['ratelimit-remaining']).toBe('599');
        expect(b.headers['ratelimit-remaining']).toBe('598');
      } finally {
        await second.app.close();
        second.platform.redis?.disconnect();
      }
    },
  );

  it('refuses missing, bad and revoked keys (401), user tokens, missing scopes (403) and low plans', async () => {
    const { tenant, live } = await bookableTenant(t);
    const none = await get('/v2/calls', {});
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('authentication_required');
    expect(none.headers['x-service-livemode']).toBe('true');
    const bad = await get('/v2/calls', { authorization: 'Bearer svc_test_nope' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_api_key' }, livemode: false });
    expect(bad.headers['x-service-livemode']).toBe('false');

    const narrow = await createApiKey(t, tenant.id, { scopes: ['calls:read'] });
    const denied = await get('/v2/appointments', narrow.auth);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('insufficient_scope');
    const write = await t.app.inject({
      method: 'POST',
      url: '/v2/appointments',
      headers: { ...narrow.auth, ...idem() },
      payload: {},
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('insufficient_scope');

    await t.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, live.row.id));
    expect((await get('/v2/calls', live.auth)).statusCode).toBe(401);

    const starter = await createTenant(t, { tier: 'starter' });
    const starterKey = await createApiKey(t, starter.id, { scopes: ALL_SCOPES });
    const plan = await get('/v2/calls', starterKey.auth);
    expect(plan.statusCode).toBe(403);
    expect(plan.json().error.code).toBe('plan_required');
  });
});

describe('calls', () => {
  it('lists with filters, both sort orders and stable cursors; reads one', async () => {
    const { tenant, live } = await bookableTenant(t);
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    const rows = await seedCalls(
      t,
      tenant.id,
      Array.from({ length: 7 }, (_, i) => ({
        createdAt: new Date(base + i * 3600_000),
        outcome: i % 2 === 0 ? ('booked' as const) : ('transferred' as const),
        hadError: i === 3,
        direction: i === 6 ? ('outbound' as const) : ('inbound' as const),
        status: i === 5 ? ('missed' as const) : ('completed' as const),
      })),
    );
    const all = async (query: string) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/v2/calls?limit=3&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const r = await get(url, live.auth);
        expect(r.statusCode, url).toBe(200);
        ids.push(...r.json().data.map((c: { id: string }) => c.id));
        cursor = r.json().pagination.next_cursor;
        // A call arriving between pages does not disturb the pages (cursors are keyset positions).
        if (cursor && ids.length === 3 && query === 'sort=created_at')
          await seedCalls(t, tenant.id, [{ createdAt: new Date(base - 3600_000) }]);
      } while (cursor);
      return ids;
    };
    const ids = rows.map((r) => r.id);
    expect(await all('sort=-created_at')).toEqual([...ids].reverse());
    expect(await all('sort=created_at')).toEqual(ids);
    expect(await all('outcome=booked&sort=created_at')).toEqual([ids[0], ids[2], ids[4], ids[6]]);
    expect(await all('had_error=true')).toEqual([ids[3]]);
    expect(await all('direction=outbound')).toEqual([ids[6]]);
    expect(await all('status=missed')).toEqual([ids[5]]);
    const after = encodeURIComponent(new Date(base + 2 * 3600_000).toISOString());
    const before = encodeURIComponent(new Date(base + 4 * 3600_000).toISOString());
    expect(await all(`created_after=${after}&created_before=${before}&sort=created_at`)).toEqual([
      ids[2],
      ids[3],
    ]);

    const first = await get('/v2/calls?limit=2', live.auth);
    const cursor = first.json().pagination.next_cursor as string;
    const wrongSort = await get(`/v2/calls?sort=created_at&cursor=${encodeURIComponent(cursor)}`, live.auth);
    expect(wrongSort.statusCode).toBe(400);
    expect(wrongSort.json().error.code).toBe('invalid_cursor');
    const tampered = await get(`/v2/calls?cursor=${encodeURIComponent(`x${cursor}`)}`, live.auth);
    expect(tampered.json().error.code).toBe('invalid_cursor');
    expect((await get('/v2/calls?limit=101', live.auth)).statusCode).toBe(422);
    expect((await get('/v2/calls?outcome=nope', live.auth)).json().error).toMatchObject({
      code: 'validation_error',
      field: 'outcome',
    });

    const one = await get(`/v2/calls/${ids[3]}`, live.auth);
    expect(one.json()).toMatchObject({
      id: ids[3],
      had_error: true,
      caller_number: '+48601234567',
      direction: 'inbound',
      livemode: true,
    });
    expect(one.json().transcript).toBeUndefined();
    expect((await get('/v2/calls/not-a-uuid', live.auth)).statusCode).toBe(404);
  });
});

describe('v2 call items', () => {
  it('a list item is the record that reading the call answers, timestamps to the millisecond', async () => {
    const { tenant, live } = await bookableTenant(t);
    // Milliseconds that a formatter could drop or round (.001, .999, .340), a call that ended
    // just after midnight UTC in summer time, and one still open (no end).
    const [ended, open] = await seedCalls(t, tenant.id, [
      {
        createdAt: new Date('2026-07-01T23:59:59.999Z'),
        startedAt: new Date('2026-07-01T23:58:00.001Z'),
        endedAt: new Date('2026-07-02T00:01:02.340Z'),
        durationSeconds: 182,
        callbackRequested: true,
        sentiment: null,
        summary: null,
      },
      {
        createdAt: new Date('2026-01-15T08:00:00.000Z'),
        startedAt: new Date('2026-01-15T08:00:00.000Z'),
        endedAt: null,
        status: 'in_progress',
        outcome: null,
        durationSeconds: null,
      },
    ]);
    const list = await get('/v2/calls?limit=10', live.auth);
    expect(list.statusCode).toBe(200);
    const items = list.json().data as Record<string, unknown>[];
    expect(items.map((i) => i.id)).toEqual([ended!.id, open!.id]);
    expect(items[0]).toMatchObject({
      created_at: '2026-07-01T23:59:59.999Z',
      started_at: '2026-07-01T23:58:00.001Z',
      ended_at: '2026-07-02T00:01:02.340Z',
      callback_requested: true,
      sentiment: null,
      summary: null,
    });
    expect(items[1]).toMatchObject({
      ended_at: null,
      status: 'in_progress',
      outcome: null,
      duration_seconds: null,
    });
    for (const item of items) {
      const one = (await get(`/v2/calls/${item.id}`, live.auth)).json() as Record<string, unknown>;
      // The item carries exactly the detail's list fields, with the same values.
      expect(Object.keys(item).sort()).toEqual(
        Object.keys(one)
          .filter((k) => !['livemode', 'analysis', 'analysis_status', 'transfer'].includes(k))
          .sort(),
      );
      for (const [k, v] of Object.entries(item)) expect(one[k], k).toEqual(v);
    }
    expect(new Date(items[0]!.updated_at as string).toISOString()).toBe(items[0]!.updated_at);
  });
});

describe('analytics', () => {
  it('sums the window and buckets days in the tenant zone', async () => {
    const { tenant, live } = await bookableTenant(t);
    const now = Date.now();
    await seedCalls(t, tenant.id, [
      { createdAt: new Date(now - 60_000), outcome: 'booked', durationSeconds: 100 },
      { createdAt: new Date(now - 120_000), outcome: 'transferred', durationSeconds: 50, hadError: true },
      { createdAt: new Date(now - 3 * 86400_000), outcome: 'booked', durationSeconds: 30, status: 'missed' },
      { createdAt: new Date(now - 40 * 86400_000), outcome: 'booked' },
    ]);
    const a = (await get('/v2/analytics?days=7', live.auth)).json();
    expect(a).toMatchObject({
      days: 7,
      timezone: 'Europe/Warsaw',
      total_calls: 3,
      completed_calls: 2,
      missed_calls: 1,
      booked_appointments: 2,
      transferred_calls: 1,
      calls_with_errors: 1,
      avg_duration_seconds: 60,
      total_minutes: 3,
      livemode: true,
    });
    expect(a.outcomes).toMatchObject({ booked: 2, transferred: 1, answered_faq: 0 });
    const ts = (await get('/v2/analytics/timeseries?days=7', live.auth)).json();
    expect(ts.buckets).toHaveLength(7);
    expect(ts.buckets.reduce((s: number, b: { total_calls: number }) => s + b.total_calls, 0)).toBe(3);
    expect(ts.buckets.at(-1).date).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(now)),
    );
    expect((await get('/v2/analytics?days=0', live.auth)).statusCode).toBe(422);
    const v1 = (await get('/v1/analytics?days=7', live.auth)).json();
    expect(v1).toEqual({
      total_calls: 3,
      completed_calls: 2,
      booked_appointments: 2,
      transferred_calls: 1,
      avg_duration_seconds: 60,
    });
  });
});

describe('FAQ, voice config, knowledge, tenant', () => {
  it('replaces and reads the FAQ; a test key changes nothing', async () => {
    const { tenant, live, test } = await bookableTenant(t);
    const put = (auth: Record<string, string>, faq: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/v2/faq', headers: { ...auth, ...idem() }, payload: { faq } });
    const r = await put(live.auth, { ' Czy jest parking? ': 'Tak, za budynkiem.' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ faq: { 'Czy jest parking?': 'Tak, za budynkiem.' }, livemode: true });
    const sim = await put(test.auth, { Inne: 'pytanie' });
    expect(sim.json()).toMatchObject({ faq: { Inne: 'pytanie' }, livemode: false });
    const read = (await get('/v2/faq', live.auth)).json();
    expect(read.faq).toEqual({ 'Czy jest parking?': 'Tak, za budynkiem.' });
    const [row] = await t.db.select({ faq: tenants.faq }).from(tenants).where(eq(tenants.id, tenant.id));
    expect(row!.faq).toEqual({ 'Czy jest parking?': 'Tak, za budynkiem.' });
    expect((await put(live.auth, { '   ': 'x' })).statusCode).toBe(422);
    expect((await put(live.auth, { ['q'.repeat(501)]: 'x' })).statusCode).toBe(422);
  });

  it('patches the voice configuration over its defaults; a test key changes nothing', async () => {
    const { tenant, live, test } = await bookableTenant(t);
    expect((await get('/v2/voice-config', live.auth)).json()).toMatchObject({
      language: 'pl',
      greeting: null,
    });
    const patch = (auth: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/v2/voice-config', headers: { ...auth, ...idem() }, payload });
    const sim = await patch(test.auth, { language: 'en' });
    expect(sim.json()).toMatchObject({ language: 'en', livemode: false });
    const [none] = await t.db
      .select({ n: count() })
      .from(voiceConfigs)
      .where(eq(voiceConfigs.tenantId, tenant.id));
    expect(none!.n).toBe(0);
    const r = await patch(live.auth, { greeting: 'Dzień dobry!', speaking_rate: 1.25 });
    expect(r.json()).toMatchObject({
      language: 'pl',
      greeting: 'Dzień dobry!',
      speaking_rate: 1.25,
      livemode: true,
    });
    const r2 = await patch(live.auth, { greeting: null });
    expect(r2.json()).toMatchObject({ greeting: null, speaking_rate: 1.25 });
    expect((await patch(live.auth, { speaking_rate: 3 })).json().error.field).toBe('speaking_rate');
    expect((await patch(live.auth, { language: 'de' })).statusCode).toBe(422);
    expect((await patch(live.auth, { voice: ' ' })).json().error.field).toBe('voice');
  });

  it('adds and lists knowledge documents; a test key stores nothing', async () => {
    const { tenant, live, test } = await bookableTenant(t);
    const add = (auth: Record<string, string>, title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/knowledge',
        headers: { ...auth, ...idem() },
        payload: { title, content: 'Cennik: konsultacja 200 zł.' },
      });
    const before = await t.db
      .select({ n: count() })
      .from(outboxMessages)
      .where(eq(outboxMessages.tenantId, tenant.id));
    const sim = await add(test.auth, 'Symulacja');
    expect(sim.statusCode).toBe(201);
    expect(sim.json()).toMatchObject({ title: 'Symulacja', source: 'api', livemode: false });
    for (const title of ['A', 'B', 'C']) expect((await add(live.auth, title)).statusCode).toBe(201);
    const [docs] = await t.db
      .select({ n: count() })
      .from(knowledgeDocuments)
      .where(eq(knowledgeDocuments.tenantId, tenant.id));
    expect(docs!.n).toBe(3);
    const after = await t.db
      .select({ n: count() })
      .from(outboxMessages)
      .where(eq(outboxMessages.tenantId, tenant.id));
    expect(after).toEqual(before);
    const p1 = (await get('/v2/knowledge?limit=2', live.auth)).json();
    expect(p1.data.map((d: { title: string }) => d.title)).toEqual(['C', 'B']);
    const p2 = (
      await get(`/v2/knowledge?limit=2&cursor=${encodeURIComponent(p1.pagination.next_cursor)}`, live.auth)
    ).json();
    expect(p2).toMatchObject({ pagination: { has_more: false, next_cursor: null } });
    expect(p2.data.map((d: { title: string }) => d.title)).toEqual(['A']);
    expect(p2.data[0].size_bytes).toBe(Buffer.byteLength('Cennik: konsultacja 200 zł.'));
  });

  it('reads the tenant', async () => {
    const { tenant, live } = await bookableTenant(t);
    const r = (await get('/v2/tenant', live.auth)).json();
    expect(r).toMatchObject({
      id: tenant.id,
      business_name: tenant.businessName,
      tier: 'business',
      timezone: 'Europe/Warsaw',
      slot_minutes: 30,
      livemode: true,
    });
    expect(r.opening_hours.mon).toEqual([['08:00', '20:00']]);
  });

  it('documents every v2 route in the OpenAPI description with the error envelope', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/v2/') || p.startsWith('/v1/'));
    expect(paths.sort()).toEqual(
      [
        '/v1/analytics',
        '/v1/appointments',
        '/v1/calls',
        '/v1/calls/{id}',
        '/v2/analytics',
        '/v2/analytics/timeseries',
        '/v2/appointments',
        '/v2/appointments/{id}',
        '/v2/appointments/{id}/cancel',
        '/v2/availability',
        '/v2/billing/usage',
        '/v2/calls',
        '/v2/calls/{id}',
        '/v2/calls/{id}/recording',
        '/v2/faq',
        '/v2/knowledge',
        '/v2/mcp',
        '/v2/tenant',
        '/v2/voice-config',
        '/v2/webhook-endpoints',
        '/v2/webhook-endpoints/{id}',
        '/v2/webhook-endpoints/{id}/deliveries',
        '/v2/webhook-endpoints/{id}/deliveries/{delivery_id}/resend',
        '/v2/webhook-endpoints/{id}/rotate-secret',
        '/v2/webhook-endpoints/{id}/test',
      ].sort(),
    );
    const post = doc.paths['/v2/appointments'].post;
    expect(post.tags).toEqual(['v2']);
    expect(
      post.parameters.some(
        (p: { name: string; in: string }) => p.name === 'idempotency-key' && p.in === 'header',
      ),
    ).toBe(true);
    expect(Object.keys(post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '422', '429']),
    );
    expect(doc.info.description).toContain('slot_unavailable');
    // Every v2 write documents the idempotency header and the error envelope.
    for (const [path, item] of Object.entries(
      doc.paths as Record<
        string,
        Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>
      >,
    )) {
      if (!path.startsWith('/v2/')) continue;
      for (const [method, op] of Object.entries(item)) {
        // GET and DELETE of the stateless MCP endpoint are documented as 405, before any key.
        if (path === '/v2/mcp' && method !== 'post') {
          expect(Object.keys(op.responses), `${method} ${path}`).toContain('405');
          continue;
        }
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['401', '403', '429']),
        );
        // The MCP endpoint speaks JSON-RPC; its POSTs are not v2 writes and take no Idempotency-Key.
        if (method === 'get' || path === '/v2/mcp') continue;
        expect(
          op.parameters?.some((p) => p.name === 'idempotency-key' && p.in === 'header'),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
  });
});
