import { and, eq, isNull } from 'drizzle-orm';
import type { Platform } from '../../platform/deps.js';
import { errors } from '../../platform/errors.js';
import { sha256Hex } from '../../platform/tokens.js';
import { type AccountsCore, fail, normalizeEmail, ok } from './accounts.core.js';
import type { ConfirmationT, UserResponseT } from './accounts.dto.js';
import { REGISTRATIONS_PER_ADDRESS, VERIFICATION_RESEND, VERIFY_TTL_SECONDS } from './accounts.limits.js';
import {
  consumeCode,
  findActiveUserByEmail,
  findCodeByTokenHash,
  latestOpenCode,
  type UserRow,
} from './accounts.repo.js';
import { users } from './accounts.schema.js';

/** Registration and e-mail verification (link or code), and asking for the verification again. */
export function createRegistration(p: Platform, core: AccountsCore) {
  const { db, config, rateLimiter } = p;
  const { now, hashPassword, toResponse, createCode, mail, wakeMail, checkCode, invalidCode } = core;

  const resendAnswer = () =>
    ok('A new verification e-mail has been sent.', 'Wysłaliśmy nową wiadomość weryfikacyjną.');

  /** Both resend routes share one counter per address: 3 per 15 minutes. */
  async function consumeResend(email: string) {
    const limit = await rateLimiter.consume(VERIFICATION_RESEND, normalizeEmail(email));
    if (!limit.allowed) {
      throw errors.tooMany(limit.resetSeconds, 'rate_limited', {
        message: 'At most 3 verification e-mails per 15 minutes. Try again later.',
        messagePl: 'Najwyżej 3 wiadomości weryfikacyjne na 15 minut. Spróbuj ponownie później.',
      });
    }
  }

  /** A new verification e-mail (link and code) that supersedes the earlier ones. */
  async function sendVerification(u: UserRow) {
    const email = u.email!;
    await db.transaction(async (tx) => {
      const c = await createCode(tx, u.id, 'verify_email', email, VERIFY_TTL_SECONDS, {
        code: true,
        token: true,
      });
      await mail(tx, email, {
        kind: 'verify_email',
        code: c.code!,
        link: `${config.appUrl}/verify-email?token=${c.token}`,
        name: u.fullName,
      });
    });
    wakeMail();
  }

  async function resendVerification(u: UserRow): Promise<ConfirmationT> {
    if (u.emailVerified) {
      throw fail(
        409,
        'email_already_verified',
        'The e-mail address is already verified.',
        'Adres e-mail jest już zweryfikowany.',
      );
    }
    await consumeResend(u.email!);
    await sendVerification(u);
    return resendAnswer();
  }

  return {
    resendVerification,

    async register(
      input: { email: string; password: string; full_name?: string },
      address: string,
    ): Promise<UserResponseT> {
      const email = normalizeEmail(input.email);
      const limit = await rateLimiter.consumeInWindow(REGISTRATIONS_PER_ADDRESS, address);
      if (!limit.allowed) {
        throw errors.tooMany(limit.resetSeconds, 'too_many_registrations', {
          message: 'Too many registrations from this address. Try again later.',
          messagePl: 'Zbyt wiele rejestracji z tego adresu. Spróbuj ponownie później.',
        });
      }
      const passwordHash = await hashPassword(input.password);
      const admin = config.adminEmails.includes(email);
      const row = await db.transaction(async (tx) => {
        const [u] = await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            fullName: input.full_name?.trim() || null,
            isAdmin: admin,
            twoFactorEnabled: admin,
            tokensValidAfter: new Date(now().getTime() - 1000),
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!u) return undefined;
        const c = await createCode(tx, u.id, 'verify_email', email, VERIFY_TTL_SECONDS, {
          code: true,
          token: true,
        });
        await mail(tx, email, {
          kind: 'verify_email',
          code: c.code!,
          link: `${config.appUrl}/verify-email?token=${c.token}`,
          name: u.fullName,
        });
        return u;
      });
      if (!row) {
        throw fail(
          409,
          'email_taken',
          'An account with this e-mail address already exists.',
          'Konto z tym adresem e-mail już istnieje.',
          {
            field: 'email',
          },
        );
      }
      wakeMail();
      return toResponse(row);
    },

    async verifyEmailToken(token: string): Promise<ConfirmationT> {
      const invalid = () =>
        fail(
          400,
          'invalid_verification_token',
          'The verification link is invalid, used or expired. Request a new one.',
          'Link weryfikacyjny jest nieprawidłowy, wykorzystany lub wygasł. Poproś o nowy.',
          { field: 'token' },
        );
      const record = await findCodeByTokenHash(db, 'verify_email', sha256Hex(token));
      if (!record || record.consumedAt || record.expiresAt.getTime() <= now().getTime()) throw invalid();
      await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, record.id, now()))) throw invalid();
        const rows = await tx
          .update(users)
          .set({ emailVerified: true })
          .where(and(eq(users.id, record.userId), eq(users.email, record.email), isNull(users.deletedAt)))
          .returning({ id: users.id });
        if (rows.length === 0) throw invalid();
      });
      return ok('E-mail address verified.', 'Adres e-mail został zweryfikowany.');
    },

    async verifyEmailCode(input: { email: string; code: string }): Promise<ConfirmationT> {
      const email = normalizeEmail(input.email);
      const u = await findActiveUserByEmail(db, email);
      const record = u ? await latestOpenCode(db, u.id, 'verify_email') : undefined;
      await checkCode(
        record && record.email.toLowerCase() === email ? record : undefined,
        input.code,
        invalidCode,
      );
      await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, record!.id, now()))) throw invalidCode();
        await tx.update(users).set({ emailVerified: true }).where(eq(users.id, u!.id));
      });
      return ok('E-mail address verified.', 'Adres e-mail został zweryfikowany.');
    },

    async resendVerificationByEmail(emailInput: string): Promise<ConfirmationT> {
      // The same answer and the same throttle whether the address is unknown, unverified or
      // verified: nothing reveals which.
      const email = normalizeEmail(emailInput);
      await consumeResend(email);
      const u = await findActiveUserByEmail(db, email);
      if (u && !u.emailVerified) await sendVerification(u);
      return resendAnswer();
    },
  };
}
