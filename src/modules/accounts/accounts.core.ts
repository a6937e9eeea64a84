import { randomBytes, randomInt } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Platform } from '../../platform/deps.js';
import { AppError, errors } from '../../platform/errors.js';
import type { LimitRule } from '../../platform/rate-limit.js';
import { sha256Hex } from '../../platform/tokens.js';
import type { ConfirmationT, UserResponseT } from './accounts.dto.js';
import { ARGON_OPTIONS, MAX_CODE_ATTEMPTS, REAUTH_FAILURES, SESSION_TTL_SECONDS } from './accounts.limits.js';
import {
  type CodeRow,
  countAttempt,
  findActiveUserById,
  insertSession,
  supersedeCodes,
  tierOfTenant,
  type UserRow,
} from './accounts.repo.js';
import { accountCodes, type CodePurpose } from './accounts.schema.js';
import { enqueueMail, MAIL_TOPIC, type MailTemplate } from './mail.js';
import { USER_AGENT_MAX } from './user-agent.js';

export const fail = (status: number, code: string, message: string, messagePl: string, extra: object = {}) =>
  new AppError(status, code, { message, messagePl, ...extra });

export const ok = (message: string, messagePl: string): ConfirmationT => ({
  status: 'ok',
  message,
  message_pl: messagePl,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const linkToken = () => randomBytes(32).toString('base64url');

/** The lifetime a token was issued with (`exp` and `iat` are whole seconds). */
export const lifetimeOf = (issuedAtMs: number, expiresAt: Date) =>
  Math.max(60, Math.round(expiresAt.getTime() / 1000 - Math.floor(issuedAtMs / 1000)));

export interface SessionToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/** Who asked for a session: the request's `User-Agent` (stored truncated) and client address. */
export interface SessionClient {
  userAgent: string | null;
  ip: string;
}

export type SignInResult =
  | { kind: 'token'; token: SessionToken }
  | { kind: 'challenge'; challenge_token: string; expires_in: number; method: 'email' | 'totp' };

export type AccountsCore = ReturnType<typeof createAccountsCore>;

/** What the parts of the accounts service share: passwords, sessions, one-time codes, mail, throttles. */
export function createAccountsCore(p: Platform) {
  const { db, tokens, clock, config, outbox, rateLimiter } = p;
  const now = () => clock.now();
  // A hash with the same parameters, made at startup: an unknown address (or an account
  // without password) is checked against it, so that both paths spend one argon2 verify.
  const dummyHash = argonHash(randomBytes(16).toString('hex'), ARGON_OPTIONS);
  dummyHash.catch(() => undefined);

  const isAdminRow = (u: Pick<UserRow, 'isAdmin' | 'email'>) =>
    u.isAdmin || (u.email !== null && config.adminEmails.includes(u.email.toLowerCase()));
  /** A second factor at sign-in: e-mailed codes, an authenticator app (TOTP), or an administrator. */
  const needsTwoFactor = (u: UserRow) => u.twoFactorEnabled || u.totpSecret !== null || isAdminRow(u);

  const codeMac = (codeId: string, code: string) => tokens.mac('account-code', `${codeId}:${code}`, 32);

  async function hashPassword(password: string) {
    return argonHash(password, ARGON_OPTIONS);
  }

  async function passwordMatches(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      // Spend the same time as a real check, so that timing does not reveal the account.
      await argonVerify(await dummyHash, password).catch(() => false);
      return false;
    }
    return argonVerify(hash, password).catch(() => false);
  }

  async function toResponse(u: UserRow): Promise<UserResponseT> {
    const admin = isAdminRow(u);
    return {
      id: u.id,
      email: u.email ?? '',
      full_name: u.fullName,
      email_verified: u.emailVerified,
      tenant_id: u.tenantId,
      subscription_tier: await tierOfTenant(db, u.tenantId),
      is_admin: admin,
      two_factor_enabled: u.twoFactorEnabled || admin,
      totp_enabled: u.totpSecret !== null,
      sms_phone: u.smsPhone,
      avatar_url: u.avatarFile ? `${config.publicBaseUrl}/auth/avatars/${u.avatarFile}` : null,
      has_password: u.passwordHash !== null,
      created_at: u.createdAt.toISOString(),
    };
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const u = await findActiveUserById(db, userId);
    if (!u) throw errors.unauthorized('invalid_token');
    return u;
  }

  /**
   * Issues a session token and records the session (`user_sessions`, id = the token's `jti`)
   * on `dbOrTx`, so that a caller's transaction covers both. No token is answered unless its
   * session was recorded.
   */
  async function issueSession(
    userId: string,
    ttlSeconds: number,
    client: SessionClient,
    dbOrTx: DbOrTx = db,
  ): Promise<SessionToken> {
    const at = now();
    const t = await tokens.issueAccessToken(userId, ttlSeconds, at.getTime());
    await insertSession(dbOrTx, {
      id: t.jti,
      userId,
      createdAt: at,
      expiresAt: t.expiresAt,
      userAgent: client.userAgent ? client.userAgent.slice(0, USER_AGENT_MAX) : null,
      ip: client.ip,
    });
    return { access_token: t.token, token_type: 'bearer', expires_in: t.expiresIn };
  }

  const sessionTtl = (remember: boolean) => (remember ? config.rememberMeDays * 86400 : SESSION_TTL_SECONDS);

  /** Creates a one-time secret (code and/or link token), superseding earlier ones of the purpose. */
  async function createCode(
    tx: Parameters<typeof supersedeCodes>[0],
    userId: string,
    purpose: CodePurpose,
    email: string,
    ttlSeconds: number,
    parts: { code?: boolean; token?: boolean },
  ) {
    const at = now();
    await supersedeCodes(tx, userId, purpose, at);
    const code = parts.code ? sixDigits() : undefined;
    const token = parts.token ? linkToken() : undefined;
    const [row] = await tx
      .insert(accountCodes)
      .values({
        userId,
        purpose,
        email,
        tokenHash: token ? sha256Hex(token) : null,
        expiresAt: new Date(at.getTime() + ttlSeconds * 1000),
      })
      .returning({ id: accountCodes.id });
    if (code) {
      await tx
        .update(accountCodes)
        .set({ codeHash: codeMac(row!.id, code) })
        .where(eq(accountCodes.id, row!.id));
    }
    return { id: row!.id, code, token };
  }

  async function mail(tx: Parameters<typeof enqueueMail>[1], to: string, template: MailTemplate) {
    await enqueueMail(outbox, tx, to, template);
  }

  const wakeMail = () => outbox.wake(MAIL_TOPIC);

  /** A code that can still be tried: not used, not expired (its attempts are counted apart). */
  function assertCodeOpen(record: CodeRow | undefined, invalid: () => AppError): asserts record is CodeRow {
    if (!record || record.consumedAt || !record.codeHash) throw invalid();
    if (record.expiresAt.getTime() <= now().getTime()) {
      throw fail(
        400,
        'code_expired',
        'The code has expired. Request a new one.',
        'Kod wygasł. Poproś o nowy.',
      );
    }
  }

  /**
   * Checks a 6-digit code against a record. The attempt is counted first (atomically), so
   * that 5 wrong codes spend the code even under concurrent guessing.
   */
  async function checkCode(
    record: CodeRow | undefined,
    code: string,
    invalid: () => AppError,
    onWrong?: () => void,
  ) {
    assertCodeOpen(record, invalid);
    const attempt = await countAttempt(db, record.id, MAX_CODE_ATTEMPTS);
    if (attempt === null) throw codeInvalidated();
    if (codeMac(record.id, code) === record.codeHash) return;
    onWrong?.();
    if (attempt >= MAX_CODE_ATTEMPTS) throw codeInvalidated();
    throw fail(400, 'invalid_code', 'The code is wrong.', 'Kod jest nieprawidłowy.', {
      field: 'code',
      details: { attempts_remaining: MAX_CODE_ATTEMPTS - attempt },
    });
  }

  const codeInvalidated = () =>
    fail(
      400,
      'code_invalidated',
      'This code was invalidated after 5 wrong attempts. Request a new code.',
      'Kod został unieważniony po 5 błędnych próbach. Poproś o nowy kod.',
      { field: 'code' },
    );

  const invalidCode = () =>
    fail(400, 'invalid_code', 'The code is wrong.', 'Kod jest nieprawidłowy.', { field: 'code' });

  const tooManyLogins = (retryAfter: number) =>
    errors.tooMany(retryAfter, 'too_many_login_attempts', {
      message: 'Too many failed sign-in attempts for this account from this address. Try again later.',
      messagePl: 'Zbyt wiele nieudanych prób logowania na to konto z tego adresu. Spróbuj ponownie później.',
    });

  /**
   * Runs a password check under the throttles. Each counter is reserved before the check (so
   * that concurrent guesses cannot slip past a limit) and given back unless the password was
   * really checked and was wrong: a correct password, a refusal and a failure on our side
   * (a thrown non-AppError, e.g. the database down) never count as a failed attempt.
   */
  async function throttledCheck(
    counters: { rule: LimitRule; key: string; onlyIfFailedBefore?: boolean }[],
    check: () => Promise<boolean>,
    refused: (retryAfter: number) => AppError,
  ): Promise<boolean> {
    const taken: { rule: LimitRule; key: string }[] = [];
    const giveBack = async () => {
      await Promise.all(taken.map((c) => rateLimiter.refundInWindow(c.rule, c.key).catch(() => undefined)));
    };
    let failedBefore = 0;
    for (const c of counters) {
      const r = await rateLimiter.consumeInWindow(c.rule, c.key);
      taken.push(c);
      const before = r.limit - r.remaining - 1;
      if (!r.allowed && (!c.onlyIfFailedBefore || failedBefore > 0)) {
        await giveBack();
        throw refused(r.resetSeconds);
      }
      if (c === counters[0]) failedBefore = before;
    }
    let matches: boolean;
    try {
      matches = await check();
    } catch (err) {
      await giveBack();
      throw err;
    }
    if (matches) await giveBack();
    return matches;
  }

  /** Password re-authentication of a signed-in user; wrong passwords are throttled (429 after 5). */
  async function reauthenticate(u: UserRow, password: string, field = 'password') {
    if (!u.passwordHash) {
      throw fail(
        409,
        'password_not_set',
        'This account has no password yet. Set one first with POST /auth/set-password.',
        'To konto nie ma jeszcze hasła. Najpierw ustaw je przez POST /auth/set-password.',
      );
    }
    const ok = await throttledCheck(
      [{ rule: REAUTH_FAILURES, key: u.id }],
      () => passwordMatches(u.passwordHash, password),
      tooManyLogins,
    );
    if (!ok)
      throw fail(403, 'invalid_password', 'The password is wrong.', 'Hasło jest nieprawidłowe.', { field });
  }

  return {
    now,
    isAdminRow,
    needsTwoFactor,
    codeMac,
    hashPassword,
    passwordMatches,
    toResponse,
    requireUser,
    issueSession,
    sessionTtl,
    createCode,
    mail,
    wakeMail,
    assertCodeOpen,
    checkCode,
    codeInvalidated,
    invalidCode,
    tooManyLogins,
    throttledCheck,
    reauthenticate,
  };
}
