import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CredentialLookup } from '../../platform/auth.js';
import { revokedTokens, userSessions, users } from './accounts.schema.js';

/** The users' side of authentication (`CredentialLookup.findUser`): a session token's user. */
export function userCredentials(db: Db): Pick<CredentialLookup, 'findUser' | 'noteSessionUse'> {
  return {
    async findUser(userId, jti) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          tenantId: users.tenantId,
          isAdmin: users.isAdmin,
          tokensValidAfter: users.tokensValidAfter,
          revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
        })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async noteSessionUse(jti, at) {
      // Never backwards, and a no-op for a token whose session was not recorded.
      await db
        .update(userSessions)
        .set({ lastSeenAt: at })
        .where(and(eq(userSessions.id, jti), lt(userSessions.lastSeenAt, at)));
    },
  };
}
