import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/accounts/accounts.schema.js';
import { API_SCOPES } from '../src/platform/auth.js';
import { createTestApp, TEST_SECRETS, type TestApp } from './helpers/app.js';
import { createApiKey, createTenantWithOwner, createUser } from './helpers/fixtures.js';
import { type Operation, operationsOf, seeded, type Variant, variantsOf } from './helpers/fuzz.js';

/**
 * Walks every operation of `/openapi.json` with malformed variants and fails on any 5xx.
 * Deterministic (seeded) and bounded; prints how many requests it sent.
 */

const SEED = 0x5eed17;
const MAX_REQUESTS = 6000;
const CONCURRENCY = 4;

const ALL_SCOPES = [...API_SCOPES];

/**
 * A 502/503 the operation documents with its own code (a provider that is not configured on
 * this test server, a site that does not resolve) reports the world, not a bug. A generic
 * 500 or 503 never passes.
 */
function upstreamAnswer(op: Operation, status: number, body: string): boolean {
  if ((status !== 502 && status !== 503) || !op.responses.includes(String(status))) return false;
  const code = (() => {
    try {
      const j = JSON.parse(body);
      return j.code ?? j.error?.code;
    } catch {
      return undefined;
    }
  })();
  return typeof code === 'string' && !['internal_error', 'service_unavailable'].includes(code);
}

interface Failure {
  method: string;
  path: string;
  variant: string;
  status: number;
  body: string;
}

describe('fuzz: no 5xx for anything a caller sends', () => {
  let t: TestApp;
  let tenantId = '';
  let owner: { auth: Record<string, string> };
  let admin: { auth: Record<string, string> };
  let apiKeyAuth: Record<string, string> | undefined;

  async function freshTenant() {
    const made = await createTenantWithOwner(t, { tier: 'enterprise' });
    tenantId = made.tenant.id;
    owner = made.owner;
    const a = await createUser(t, { isAdmin: true });
    admin = a;
  }

  /** Operations such as logout, delete-me or delete-tenant can end a credential: make new ones. */
  async function ensureCredentials() {
    const me = await t.app.inject({ method: 'GET', url: '/auth/me', headers: owner.auth });
    const adm = await t.app.inject({ method: 'GET', url: '/auth/me', headers: admin.auth });
    if (me.statusCode !== 200 || me.json().tenant_id !== tenantId || adm.statusCode !== 200) {
      await freshTenant();
      return;
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, me.json().id));
    if (!row) await freshTenant();
  }

  beforeAll(async () => {
    t = await createTestApp();
    await freshTenant();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function headersFor(op: Operation, v: Variant, rng: ReturnType<typeof seeded>) {
    const h: Record<string, string> = {};
    if (v.contentType) h['content-type'] = v.contentType;
    if (op.method !== 'GET' && op.method !== 'DELETE') h['idempotency-key'] = `fuzz-${rng.uuid()}`;
    if (v.anonymous || !op.security.length) return h;
    const s = op.security;
    if (
      s.includes('apiKey') &&
      (op.path.startsWith('/v1') || op.path.startsWith('/v2') || !s.includes('bearerAuth'))
    ) {
      // A fresh key per operation keeps the per-key rate limit out of the way.
      apiKeyAuth ??= (await createApiKey(t, tenantId, { scopes: ALL_SCOPES })).auth;
      return { ...h, ...apiKeyAuth };
    }
    if (s.includes('bearerAuth') && op.path.startsWith('/admin')) return { ...h, ...admin.auth };
    if (s.includes('bearerAuth')) return { ...h, ...owner.auth };
    if (s.includes('ciToken')) return { ...h, authorization: `Bearer ${TEST_SECRETS.CI_STATUS_TOKEN}` };
    if (s.includes('internalKey')) return { ...h, 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY };
    return h;
  }

  function urlOf(op: Operation, v: Variant, rng: ReturnType<typeof seeded>) {
    return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (v.pathValues?.[name] !== undefined) return v.pathValues[name];
      if (name === 'tenant_id') return tenantId;
      if (name === 'name') return 'abcdefghijklmnopqrstuvwxyz012345.png';
      if (name === 'phone_number') return '%2B48600100200';
      return rng.uuid();
    });
  }

  it('walks every operation of /openapi.json with malformed variants and answers no 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(150);
    const rng = seeded(SEED);
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let upstream = 0;
    const started = Date.now();
    for (const op of ops) {
      if (op.path === '/openapi.json') continue;
      // A live stream (text/event-stream) never ends under app.inject; its refusals and limits
      // are tested over real HTTP in test/calls/events.test.ts.
      const ok = doc.paths[op.path]?.[op.method.toLowerCase()]?.responses?.['200'];
      if (ok?.content?.['text/event-stream']) continue;
      apiKeyAuth = undefined;
      // The requests are built in order (the seed fixes them), then sent a few at a time.
      const requests: { variant: string; opts: InjectOptions }[] = [];
      for (const v of variantsOf(op, rng)) {
        if (sent + requests.length >= MAX_REQUESTS) break;
        if (v.anonymous && !op.security.length) continue;
        requests.push({
          variant: v.name,
          opts: {
            method: op.method as 'GET',
            url: urlOf(op, v, rng),
            query: v.query,
            headers: await headersFor(op, v, rng),
            ...(v.body !== undefined ? { payload: v.body } : {}),
          },
        });
      }
      for (let i = 0; i < requests.length; i += CONCURRENCY) {
        const batch = requests.slice(i, i + CONCURRENCY);
        const answers = await Promise.all(batch.map((r) => t.app.inject(r.opts)));
        answers.forEach((res, j) => {
          sent++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode < 500) return;
          if (upstreamAnswer(op, res.statusCode, res.body)) upstream++;
          else
            failures.push({
              method: op.method,
              path: op.path,
              variant: batch[j]!.variant,
              status: res.statusCode,
              body: res.body.slice(0, 300),
            });
        });
      }
      if (op.method !== 'GET') await ensureCredentials();
    }
    const summary = {
      engine: t.database.engine,
      operations: ops.length,
      requests: sent,
      server_errors: failures.length,
      documented_upstream_answers: upstream,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      statuses: Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
    };
    console.log(`fuzz summary ${JSON.stringify(summary)}`);
    if (failures.length)
      console.log(
        failures.map((f) => `${f.method} ${f.path} [${f.variant}] ${f.status} ${f.body}`).join('\n'),
      );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
  }, 240_000);
});
