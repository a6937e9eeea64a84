import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/modules/accounts/accounts.schema.js';
import { apiKeys } from '../../src/modules/api-keys/api-keys.schema.js';
import { type Tier, tenants } from '../../src/modules/tenants/tenants.schema.js';
import { randomBase62, sha256Hex } from '../../src/platform/tokens.js';
import type { TestApp } from './app.js';

/**
 * Direct inserts of the rows other modules' tests stand on. Tests of a module's own rules
 * go through its HTTP routes instead.
 */

export const uniqueEmail = (tag = 'user') => `${tag}-${randomBytes(5).toString('hex')}@example.test`;

export async function createUser(
  t: TestApp,
  opts: { email?: string; isAdmin?: boolean; tenantId?: string | null; emailVerified?: boolean } = {},
) {
  const [user] = await t.db
    .insert(users)
    .values({
      email: opts.email ?? uniqueEmail(),
      fullName: 'Test User',
      isAdmin: opts.isAdmin ?? false,
      emailVerified: opts.emailVerified ?? true,
      tenantId: opts.tenantId ?? null,
      tokensValidAfter: new Date(t.platform.clock.now().getTime() - 60_000),
    })
    .returning();
  // Tokens are judged by the service clock, which tests move by months and years (billing
  // periods, annual commitments, 7-year retention): a fixture user stays signed in for 20
  // years of service time. Tests of expiry issue their own short-lived tokens.
  const { token, jti } = await t.platform.tokens.issueAccessToken(user!.id, 20 * 366 * 24 * 3600);
  return { user: user!, token, jti, auth: { authorization: `Bearer ${token}` } };
}

export async function createTenant(
  t: TestApp,
  opts: { tier?: Tier; businessName?: string; timezone?: string } = {},
) {
  const [tenant] = await t.db
    .insert(tenants)
    .values({
      businessName: opts.businessName ?? 'Gabinet Testowy',
      tier: opts.tier ?? 'business',
      subscriptionStatus: opts.tier === 'trial' ? 'trialing' : 'active',
      timezone: opts.timezone ?? 'Europe/Warsaw',
    })
    .returning();
  return tenant!;
}

/** A tenant with its owner (a user token) in one call. */
export async function createTenantWithOwner(t: TestApp, opts: { tier?: Tier } = {}) {
  const tenant = await createTenant(t, opts);
  const owner = await createUser(t, { tenantId: tenant.id });
  await t.db.update(tenants).set({ ownerUserId: owner.user.id }).where(eq(tenants.id, tenant.id));
  return { tenant, owner };
}

export async function createApiKey(
  t: TestApp,
  tenantId: string,
  opts: { mode?: 'live' | 'test'; scopes?: string[] } = {},
) {
  const mode = opts.mode ?? 'live';
  const key = `svc_${mode}_${randomBase62(32)}`;
  const [row] = await t.db
    .insert(apiKeys)
    .values({
      tenantId,
      name: 'test key',
      mode,
      prefix: key.slice(0, 13),
      keyHash: sha256Hex(key),
      scopes: opts.scopes ?? ['calls:read', 'appointments:read', 'analytics:read'],
    })
    .returning();
  return { key, row: row!, auth: { authorization: `Bearer ${key}` } };
}
