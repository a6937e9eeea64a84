import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokedTokens, users } from '../../src/modules/accounts/accounts.schema.js';
import { apiKeys } from '../../src/modules/api-keys/api-keys.schema.js';
import { tenants } from '../../src/modules/tenants/tenants.schema.js';
import { createTestApp, TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { createApiKey, createTenantWithOwner, createUser } from '../helpers/fixtures.js';
import { probeModule } from '../helpers/probe-module.js';

describe('authentication hooks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extraModules: [probeModule], env: { ADMIN_EMAILS: 'boss@example.test' } });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('user session token', () => {
    it('is accepted as a Bearer token and as the access_token cookie', async () => {
      const u = await createUser(t);
      const bearer = await t.app.inject({ method: 'GET', url: '/probe/user', headers: u.auth });
      expect(bearer.statusCode).toBe(200);
      expect(bearer.json().principal).toMatchObject({ kind: 'user', userId: u.user.id, isAdmin: false });
      const cookie = await t.app.inject({
        method: 'GET',
        url: '/probe/user',
        cookies: { access_token: u.token },
      });
      expect(cookie.statusCode).toBe(200);
    });

    it('is refused when missing, forged, expired, revoked or issued before tokens_valid_after', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/probe/user' });
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('authentication_required');
      expect(none.headers['www-authenticate']).toMatch(/Bearer/);

      const u = await createUser(t);
      const forged = `${u.token.slice(0, -4)}AAAA`;
      const f = await t.app.inject({
        method: 'GET',
        url: '/probe/user',
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(f.statusCode).toBe(401);
      expect(f.json().code).toBe('invalid_token');

      const expired = await t.platform.tokens.issueAccessToken(
        u.user.id,
        60,
        t.platform.clock.now().getTime() - 3600_000,
      );
      const e = await t.app.inject({
        method: 'GET',
        url: '/probe/user',
        headers: { authorization: `Bearer ${expired.token}` },
      });
      expect(e.statusCode).toBe(401);

      await t.db
        .insert(revokedTokens)
        .values({ jti: u.jti, userId: u.user.id, expiresAt: new Date(Date.now() + 3600_000) });
      const r = await t.app.inject({ method: 'GET', url: '/probe/user', headers: u.auth });
      expect(r.statusCode).toBe(401);

      const v = await createUser(t);
      await t.db
        .update(users)
        .set({ tokensValidAfter: new Date(Date.now() + 1000) })
        .where(eq(users.id, v.user.id));
      const stale = await t.app.inject({ method: 'GET', url: '/probe/user', headers: v.auth });
      expect(stale.statusCode).toBe(401);
    });

    it('is refused for a tombstoned account', async () => {
      const u = await createUser(t);
      await t.db.update(users).set({ deletedAt: new Date(), email: null }).where(eq(users.id, u.user.id));
      expect((await t.app.inject({ method: 'GET', url: '/probe/user', headers: u.auth })).statusCode).toBe(
        401,
      );
    });
  });

  describe('admin', () => {
    it('needs an administrator: the is_admin flag or an address in ADMIN_EMAILS', async () => {
      const plain = await createUser(t);
      const r = await t.app.inject({ method: 'GET', url: '/probe/admin', headers: plain.auth });
      expect(r.statusCode).toBe(403);
      expect(r.json().code).toBe('admin_required');
      const flagged = await createUser(t, { isAdmin: true });
      expect(
        (await t.app.inject({ method: 'GET', url: '/probe/admin', headers: flagged.auth })).statusCode,
      ).toBe(200);
      const listed = await createUser(t, { email: 'Boss@example.test' });
      expect(
        (await t.app.inject({ method: 'GET', url: '/probe/admin', headers: listed.auth })).statusCode,
      ).toBe(200);
    });
  });

  describe('internal key and CI token', () => {
    it('accepts only the configured X-Internal-Key', async () => {
      const ok = await t.app.inject({
        method: 'GET',
        url: '/probe/internal',
        headers: { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY },
      });
      expect(ok.json().principal).toEqual({ kind: 'internal' });
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/probe/internal',
        headers: { 'x-internal-key': 'nope' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('invalid_internal_key');
      const u = await createUser(t);
      expect(
        (await t.app.inject({ method: 'GET', url: '/probe/internal', headers: u.auth })).statusCode,
      ).toBe(401);
    });

    it('routes taking either credential accept both', async () => {
      const u = await createUser(t);
      const asUser = await t.app.inject({ method: 'GET', url: '/probe/internal-or-user', headers: u.auth });
      expect(asUser.json().principal.kind).toBe('user');
      const asInternal = await t.app.inject({
        method: 'GET',
        url: '/probe/internal-or-user',
        headers: { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY },
      });
      expect(asInternal.json().principal.kind).toBe('internal');
    });

    it('accepts the CI status token as Bearer and nothing else', async () => {
      const ok = await t.app.inject({
        method: 'GET',
        url: '/probe/ci',
        headers: { authorization: `Bearer ${TEST_SECRETS.CI_STATUS_TOKEN}` },
      });
      expect(ok.json().principal).toEqual({ kind: 'ci' });
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/probe/ci',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(401);
    });
  });

  describe('API keys', () => {
    it('authenticate live and test keys to their tenant and mode', async () => {
      const { tenant } = await createTenantWithOwner(t, { tier: 'business' });
      const live = await createApiKey(t, tenant.id, { mode: 'live' });
      const r = await t.app.inject({ method: 'GET', url: '/v2/probe/key', headers: live.auth });
      expect(r.statusCode).toBe(200);
      expect(r.json().principal).toMatchObject({ kind: 'apiKey', tenantId: tenant.id, mode: 'live' });
      const test = await createApiKey(t, tenant.id, { mode: 'test' });
      const rt = await t.app.inject({ method: 'GET', url: '/v2/probe/key', headers: test.auth });
      expect(rt.json().principal.mode).toBe('test');
    });

    it('refuse unknown and revoked keys with 401 invalid_api_key', async () => {
      const { tenant } = await createTenantWithOwner(t);
      const k = await createApiKey(t, tenant.id);
      await t.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, k.row.id));
      const r = await t.app.inject({ method: 'GET', url: '/v2/probe/key', headers: k.auth });
      expect(r.statusCode).toBe(401);
      expect(r.json().error.code).toBe('invalid_api_key');
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/v2/probe/key',
        headers: { authorization: 'Bearer svc_live_0000000000000000000000000000000000' },
      });
      expect(unknown.statusCode).toBe(401);
    });

    it('answer 403 insufficient_scope without the route scope', async () => {
      const { tenant } = await createTenantWithOwner(t);
      const k = await createApiKey(t, tenant.id, { scopes: ['appointments:read'] });
      const r = await t.app.inject({ method: 'GET', url: '/v2/probe/key', headers: k.auth });
      expect(r.statusCode).toBe(403);
      expect(r.json().error.code).toBe('insufficient_scope');
    });

    it('answer 403 plan_required while the tenant is below Business, and work again after', async () => {
      const { tenant } = await createTenantWithOwner(t, { tier: 'business' });
      const k = await createApiKey(t, tenant.id);
      await t.db.update(tenants).set({ tier: 'starter' }).where(eq(tenants.id, tenant.id));
      const r = await t.app.inject({ method: 'GET', url: '/v2/probe/key', headers: k.auth });
      expect(r.statusCode).toBe(403);
      expect(r.json().error.code).toBe('plan_required');
      await t.db.update(tenants).set({ tier: 'enterprise' }).where(eq(tenants.id, tenant.id));
      expect((await t.app.inject({ method: 'GET', url: '/v2/probe/key', headers: k.auth })).statusCode).toBe(
        200,
      );
    });

    it('are not accepted where only a user token is', async () => {
      const { tenant } = await createTenantWithOwner(t);
      const k = await createApiKey(t, tenant.id);
      expect((await t.app.inject({ method: 'GET', url: '/probe/user', headers: k.auth })).statusCode).toBe(
        401,
      );
    });

    it('v1 routes accept a key or a user token', async () => {
      const { tenant, owner } = await createTenantWithOwner(t);
      const k = await createApiKey(t, tenant.id);
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/probe/key-or-user', headers: k.auth })).statusCode,
      ).toBe(200);
      const byUser = await t.app.inject({ method: 'GET', url: '/v1/probe/key-or-user', headers: owner.auth });
      expect(byUser.json().principal.kind).toBe('user');
    });
  });

  it('every route in the OpenAPI document declares its security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.paths['/internal/calls'].post.security).toEqual([{ internalKey: [] }]);
    // A key route names the scope its key needs.
    expect(doc.paths['/v2/calls'].get.security).toEqual([{ apiKey: ['calls:read'] }]);
    expect(doc.paths['/health'].get.security).toEqual([]);
    expect(doc.paths['/health/detailed'].get.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
  });
});

describe('a route without an auth declaration', () => {
  it('stops the app from starting', async () => {
    await expect(
      createTestApp({
        extraModules: [
          {
            name: 'careless',
            routes: async (app) => {
              app.get('/careless', async () => ({}));
            },
          },
        ],
      }),
    ).rejects.toThrow(/declares no config.auth/);
  });
});
