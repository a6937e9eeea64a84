import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tenants } from '../tenants/tenants.schema.js';
import { accountCodes, type CodePurpose, revokedTokens, users } from './accounts.schema.js';

/**
 * Queries of the accounts module. Users are not tenant-owned rows (a user exists before its
 * tenant), so these functions take a user id or an address instead of a tenant id.
 */

export type UserRow = typeof users.$inferSelect;
export type CodeRow = typeof accountCodes.$inferSelect;

export async function findActiveUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findActiveUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findActiveUserByGoogleSubject(db: DbOrTx, sub: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.googleSubject, sub), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function tierOfTenant(db: DbOrTx, tenantId: string | null): Promise<string | null> {
  if (!tenantId) return null;
  const [row] = await db
    .select({ tier: tenants.tier })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.tier ?? null;
}

/** Live tenants the user owns (self-deletion is refused while there is one). */
export async function liveTenantsOwnedBy(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.ownerUserId, userId), eq(tenants.isLive, true)));
  return rows.map((r) => r.id);
}

/** Marks every earlier unconsumed secret of this purpose used (a new one supersedes them). */
export async function supersedeCodes(db: DbOrTx, userId: string, purpose: CodePurpose, now: Date) {
  await db
    .update(accountCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(accountCodes.userId, userId),
        eq(accountCodes.purpose, purpose),
        isNull(accountCodes.consumedAt),
      ),
    );
}

export async function latestOpenCode(
  db: DbOrTx,
  userId: string,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(accountCodes)
    .where(
      and(
        eq(accountCodes.userId, userId),
        eq(accountCodes.purpose, purpose),
        isNull(accountCodes.consumedAt),
      ),
    )
    .orderBy(sql`${accountCodes.createdAt} desc, ${accountCodes.id} desc`)
    .limit(1);
  return row;
}

export async function findCodeByTokenHash(
  db: DbOrTx,
  purpose: CodePurpose,
  tokenHash: string,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(accountCodes)
    .where(and(eq(accountCodes.tokenHash, tokenHash), eq(accountCodes.purpose, purpose)))
    .limit(1);
  return row;
}

export async function findCodeById(db: DbOrTx, id: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(accountCodes).where(eq(accountCodes.id, id)).limit(1);
  return row;
}

/**
 * Counts one attempt at a code before comparing it, atomically, so that concurrent guesses
 * cannot exceed the limit. Returns the attempt number, or null when the code is spent.
 */
export async function countAttempt(db: DbOrTx, codeId: string, maxAttempts: number): Promise<number | null> {
  const rows = await db
    .update(accountCodes)
    .set({ attempts: sql`${accountCodes.attempts} + 1` })
    .where(
      and(
        eq(accountCodes.id, codeId),
        isNull(accountCodes.consumedAt),
        sql`${accountCodes.attempts} < ${maxAttempts}`,
      ),
    )
    .returning({ attempts: accountCodes.attempts });
  return rows[0]?.attempts ?? null;
}

/** Single use: only one caller can consume a secret. */
export async function consumeCode(db: DbOrTx, codeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountCodes)
    .set({ consumedAt: now })
    .where(and(eq(accountCodes.id, codeId), isNull(accountCodes.consumedAt)))
    .returning({ id: accountCodes.id });
  return rows.length === 1;
}

/** Blacklists a token id until it would have expired; false when it already was. */
export async function revokeJti(db: DbOrTx, jti: string, userId: string, expiresAt: Date): Promise<boolean> {
  // Entries of tokens that have expired anyway are dropped on the way (index on expires_at).
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now() - interval '1 minute'`));
  const rows = await db
    .insert(revokedTokens)
    .values({ jti, userId, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  return rows.length === 1;
}

/**
 * Rejects every token of the user issued before `at` (logout-all, password change, and any
 * change of the user's permissions: other modules call this when they change a user's role
 * or tenant membership).
 */
export async function moveTokensValidAfter(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ tokensValidAfter: at }).where(eq(users.id, userId));
}
