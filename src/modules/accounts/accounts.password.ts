import { and, eq, isNull } from 'drizzle-orm';
import type { Platform } from '../../platform/deps.js';
import { sha256Hex } from '../../platform/tokens.js';
import { type AccountsCore, fail, normalizeEmail, ok, type SessionClient } from './accounts.core.js';
import type { ConfirmationT } from './accounts.dto.js';
import { FORGOT_PASSWORD, RESET_TTL_SECONDS, SESSION_TTL_SECONDS } from './accounts.limits.js';
import {
  consumeCode,
  findActiveUserByEmail,
  findCodeByTokenHash,
  moveTokensValidAfter,
} from './accounts.repo.js';
import { users } from './accounts.schema.js';

/** Passwords: change, first set (Google accounts), re-check, forgotten and reset. */
export function createPasswords(p: Platform, core: AccountsCore) {
  const { db, config, rateLimiter } = p;
  const { now, hashPassword, requireUser, issueSession, createCode, mail, wakeMail, reauthenticate } = core;

  return {
    async changePassword(
      userId: string,
      input: { current_password: string; new_password: string },
      client: SessionClient,
    ) {
      const u = await requireUser(userId);
      await reauthenticate(u, input.current_password, 'current_password');
      const hash = await hashPassword(input.new_password);
      const at = now();
      const token = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, u.id));
        // Every other session ends (their rows are marked revoked); this device gets a new one.
        await moveTokensValidAfter(tx, u.id, at);
        await mail(tx, u.email!, { kind: 'password_changed', name: u.fullName });
        return issueSession(u.id, SESSION_TTL_SECONDS, client, tx);
      });
      wakeMail();
      return token;
    },

    async setPassword(userId: string, input: { new_password: string }): Promise<ConfirmationT> {
      const u = await requireUser(userId);
      if (u.passwordHash) {
        throw fail(
          409,
          'password_already_set',
          'This account already has a password. Use POST /auth/change-password.',
          'To konto ma już hasło. Użyj POST /auth/change-password.',
        );
      }
      const hash = await hashPassword(input.new_password);
      const rows = await db
        .update(users)
        .set({ passwordHash: hash })
        .where(and(eq(users.id, u.id), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (rows.length === 0) {
        throw fail(
          409,
          'password_already_set',
          'This account already has a password.',
          'To konto ma już hasło.',
        );
      }
      return ok('Password set.', 'Hasło zostało ustawione.');
    },

    async verifyPassword(userId: string, password: string): Promise<ConfirmationT> {
      const u = await requireUser(userId);
      await reauthenticate(u, password);
      return ok('Password confirmed.', 'Hasło potwierdzone.');
    },

    async forgotPassword(emailInput: string): Promise<ConfirmationT> {
      const email = normalizeEmail(emailInput);
      const answer = ok(
        'If an account with this address exists, a reset link has been sent to it.',
        'Jeśli istnieje konto z tym adresem, wysłaliśmy na nie link do ustawienia hasła.',
      );
      const limit = await rateLimiter.consume(FORGOT_PASSWORD, email);
      if (!limit.allowed) return answer;
      const u = await findActiveUserByEmail(db, email);
      if (!u) return answer;
      await db.transaction(async (tx) => {
        const c = await createCode(tx, u.id, 'password_reset', email, RESET_TTL_SECONDS, { token: true });
        await mail(tx, email, {
          kind: 'password_reset',
          link: `${config.appUrl}/reset-password?token=${c.token}`,
          name: u.fullName,
        });
      });
      wakeMail();
      return answer;
    },

    async resetPassword(input: { token: string; new_password: string }): Promise<ConfirmationT> {
      const invalid = () =>
        fail(
          400,
          'invalid_reset_token',
          'The reset link is invalid, used or expired. Request a new one.',
          'Link do ustawienia hasła jest nieprawidłowy, wykorzystany lub wygasł. Poproś o nowy.',
          { field: 'token' },
        );
      const record = await findCodeByTokenHash(db, 'password_reset', sha256Hex(input.token));
      if (!record || record.consumedAt || record.expiresAt.getTime() <= now().getTime()) throw invalid();
      const hash = await hashPassword(input.new_password);
      const at = now();
      await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, record.id, at))) throw invalid();
        const rows = await tx
          .update(users)
          // Proving control of the address verifies it; every session ends.
          .set({
            passwordHash: hash,
            tokensValidAfter: at,
            emailVerified: true,
            // A new password ends the two-factor throttle (whoever guessed knew the old one).
            twoFactorFailures: 0,
            twoFactorWindowStart: null,
            twoFactorBlockedUntil: null,
          })
          .where(and(eq(users.id, record.userId), eq(users.email, record.email), isNull(users.deletedAt)))
          .returning({ email: users.email, fullName: users.fullName });
        if (rows.length === 0) throw invalid();
        await mail(tx, rows[0]!.email!, { kind: 'password_changed', name: rows[0]!.fullName });
      });
      wakeMail();
      return ok('Password changed. You can sign in now.', 'Hasło zostało zmienione. Możesz się zalogować.');
    },
  };
}
