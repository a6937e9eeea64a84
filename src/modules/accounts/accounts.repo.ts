import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tenants } from '../tenants/tenants.schema.js';
import { accountCodes, type CodePurpose, revokedTokens, userSessions, users } from './accounts.schema.js';

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

/**
 * Blacklists a token id until it would have expired, and marks its session (if one was
 * recorded) revoked at `at`; false when the token already was blacklisted.
 */
export async function revokeJti(
  db: DbOrTx,
  jti: string,
  userId: string,
  expiresAt: Date,
  at: Date,
): Promise<boolean> {
  // Entries of tokens that have expired anyway are dropped on the way (index on expires_at).
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now() - interval '1 minute'`));
  const rows = await db
    .insert(revokedTokens)
    .values({ jti, userId, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  await db
    .update(userSessions)
    .set({ revokedAt: at })
    .where(and(eq(userSessions.id, jti), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
  return rows.length === 1;
}

/**
 * Rejects every token of the user issued before `at` (logout-all, password change, and any
 * change of the user's permissions: other modules call this when they change a user's role
 * or tenant membership). The sessions issued before are marked revoked.
 */
export async function moveTokensValidAfter(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ tokensValidAfter: at }).where(eq(users.id, userId));
  await db
    .update(userSessions)
    .set({ revokedAt: at })
    .where(
      and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt), lt(userSessions.createdAt, at)),
    );
}

export type SessionRow = typeof userSessions.$inferSelect;

/** Records an issued session token (`id` = its `jti`). */
export async function insertSession(
  db: DbOrTx,
  row: Pick<SessionRow, 'id' | 'userId' | 'createdAt' | 'expiresAt' | 'userAgent' | 'ip'>,
): Promise<void> {
  await db.insert(userSessions).values({ ...row, lastSeenAt: row.createdAt });
}

/**
 * The user's sessions whose token still works at `at`: not expired, not revoked, and not issued
 * before the user's `tokens_valid_after` (a password change or permissions change ends them
 * without touching their rows). Newest first.
 */
function activeSessionsWhere(userId: string, at: Date) {
  return and(
    eq(userSessions.userId, userId),
    isNull(userSessions.revokedAt),
    gt(userSessions.expiresAt, at),
    gte(userSessions.createdAt, users.tokensValidAfter),
    isNull(users.deletedAt),
  );
}

export async function listActiveSessions(db: DbOrTx, userId: string, at: Date): Promise<SessionRow[]> {
  const rows = await db
    .select({ s: userSessions })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(activeSessionsWhere(userId, at))
    .orderBy(desc(userSessions.createdAt), desc(userSessions.id));
  return rows.map((r) => r.s);
}

/** One of the user's active sessions (another user's id answers undefined). */
export async function findActiveSession(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  at: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({ s: userSessions })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.id, sessionId), activeSessionsWhere(userId, at)))
    .limit(1);
  return row?.s;
}

/** How long a session's row is kept after its token expired. */
export const SESSION_RETENTION_DAYS = 30;

/** Deletes session rows expired more than `SESSION_RETENTION_DAYS` before `at`; answers how many. */
export async function pruneExpiredSessions(db: DbOrTx, at: Date): Promise<number> {
  const before = new Date(at.getTime() - SESSION_RETENTION_DAYS * 86_400_000);
  const rows = await db
    .delete(userSessions)
    .where(lt(userSessions.expiresAt, before))
    .returning({ id: userSessions.id });
  return rows.length;
}

/** Forgets the user's sessions (the account is tombstoned: their addresses and devices go). */
export async function deleteSessionsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.userId, userId));
}
