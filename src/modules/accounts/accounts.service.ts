import { randomBytes, randomInt } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Platform } from '../../platform/deps.js';
import { AppError, errors } from '../../platform/errors.js';
import type { LimitRule } from '../../platform/rate-limit.js';
import { sha256Hex } from '../../platform/tokens.js';
import type { ConfirmationT, UserResponseT } from './accounts.dto.js';
import {
  type CodeRow,
  consumeCode,
  countAttempt,
  findActiveUserByEmail,
  findActiveUserById,
  findCodeById,
  findCodeByTokenHash,
  latestOpenCode,
  liveTenantsOwnedBy,
  moveTokensValidAfter,
  revokeJti,
  supersedeCodes,
  tierOfTenant,
  type UserRow,
} from './accounts.repo.js';
import { accountCodes, type CodePurpose, users } from './accounts.schema.js';
import { enqueueMail, MAIL_TOPIC, type MailTemplate } from './mail.js';

export const SESSION_TTL_SECONDS = 3600;
export const MAX_CODE_ATTEMPTS = 5;
export const VERIFY_TTL_SECONDS = 24 * 3600;
export const EMAIL_CHANGE_TTL_SECONDS = 3600;
export const TWO_FACTOR_TTL_SECONDS = 600;
/**
 * A sign-in challenge outlives its codes, so a code asked for again (`/auth/2fa/resend`) near
 * the end of one code's 10 minutes still has a challenge to complete, and an expired code is
 * told apart (400 `code_expired`) from an expired sign-in (401 `invalid_challenge`).
 */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 1800;
export const RESET_TTL_SECONDS = 3600;

/**
 * Sign-in throttles (issue 17). None of them can be used to lock the owner out from an
 * address that has not failed:
 * - 5 failures per account and client address in 15 minutes, then that address gets 429 for
 *   that account (the DECISIONS rule, as one client sees it);
 * - 30 failures per client address in 15 minutes (any accounts), then 429 for the address;
 * - past 50 failures for one account in an hour from all addresses together, an address that
 *   has itself failed on the account is refused until the window passes, while an address
 *   without failures still gets its attempts (no account-wide lock).
 * Only a checked, wrong password counts; a failure on our side (database down) is given back.
 */
export const LOGIN_FAILURES: LimitRule = { name: 'login-failures', points: 5, windowSeconds: 900 };
export const LOGIN_ADDRESS_FAILURES: LimitRule = {
  name: 'login-address-failures',
  points: 30,
  windowSeconds: 900,
};
export const LOGIN_ACCOUNT_FAILURES: LimitRule = {
  name: 'login-account-failures',
  points: 50,
  windowSeconds: 3600,
};
/** Wrong passwords on re-authentication of a signed-in user (only a session holder can try). */
export const REAUTH_FAILURES: LimitRule = { name: 'reauth-failures', points: 5, windowSeconds: 900 };
/** Registrations (attempts, any outcome) per client address. */
export const REGISTRATIONS_PER_ADDRESS: LimitRule = {
  name: 'registrations-address',
  points: 10,
  windowSeconds: 3600,
};
export const VERIFICATION_RESEND: LimitRule = { name: 'verification-resend', points: 3, windowSeconds: 900 };
export const TWO_FACTOR_RESEND: LimitRule = { name: 'two-factor-resend', points: 3, windowSeconds: 900 };
export const FORGOT_PASSWORD: LimitRule = { name: 'forgot-password', points: 3, windowSeconds: 900 };

/**
 * Wrong two-factor codes count per account across challenges (issue 17), in a window of an
 * hour from the first one: past 5, each further code waits 2, 4, 8, 16, 32 seconds after
 * the last; at 10, no code is checked and no new code is sent until the window ends. The
 * owner is alerted by e-mail once per window, at the 5th. Per client address: 20 wrong codes
 * an hour (any accounts). A correct code clears the account's count, as a password reset does.
 */
export const TWO_FACTOR_GUESS_WINDOW_SECONDS = 3600;
export const TWO_FACTOR_BACKOFF_AFTER = 5;
export const TWO_FACTOR_LOCK_AFTER = 10;
export const TWO_FACTOR_ALERT_AFTER = 5;
export const TWO_FACTOR_ADDRESS_FAILURES: LimitRule = {
  name: 'two-factor-address-failures',
  points: 20,
  windowSeconds: 3600,
};

/** Seconds a further code waits after `failures` wrong ones: 0 below 5, then 2, 4, 8, … */
export const twoFactorBackoffSeconds = (failures: number) =>
  failures < TWO_FACTOR_BACKOFF_AFTER ? 0 : 2 ** (failures - TWO_FACTOR_BACKOFF_AFTER + 1);

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); `@node-rs/argon2` defaults to argon2id. */
export const ARGON_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 };

const fail = (status: number, code: string, message: string, messagePl: string, extra: object = {}) =>
  new AppError(status, code, { message, messagePl, ...extra });

const ok = (message: string, messagePl: string): ConfirmationT => ({
  status: 'ok',
  message,
  message_pl: messagePl,
});

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const linkToken = () => randomBytes(32).toString('base64url');

/** The lifetime a token was issued with (`exp` and `iat` are whole seconds). */
export const lifetimeOf = (issuedAtMs: number, expiresAt: Date) =>
  Math.max(60, Math.round(expiresAt.getTime() / 1000 - Math.floor(issuedAtMs / 1000)));

export interface SessionToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

export type SignInResult =
  | { kind: 'token'; token: SessionToken }
  | { kind: 'challenge'; challenge_token: string; expires_in: number };

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(p: Platform) {
  const { db, tokens, clock, config, outbox, rateLimiter } = p;
  const now = () => clock.now();
  // A hash with the same parameters, made at startup: an unknown address (or an account
  // without password) is checked against it, so that both paths spend one argon2 verify.
  const dummyHash = argonHash(randomBytes(16).toString('hex'), ARGON_OPTIONS);
  dummyHash.catch(() => undefined);

  const isAdminRow = (u: Pick<UserRow, 'isAdmin' | 'email'>) =>
    u.isAdmin || (u.email !== null && config.adminEmails.includes(u.email.toLowerCase()));
  const needsTwoFactor = (u: UserRow) => u.twoFactorEnabled || isAdminRow(u);

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

  async function issueSession(userId: string, ttlSeconds: number): Promise<SessionToken> {
    const t = await tokens.issueAccessToken(userId, ttlSeconds, now().getTime());
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

  type GuessState = Pick<UserRow, 'twoFactorFailures' | 'twoFactorWindowStart' | 'twoFactorBlockedUntil'>;

  /** The account's wrong codes in the current window (0 once the window has passed). */
  function liveGuesses(u: GuessState, at: Date) {
    const start = u.twoFactorWindowStart?.getTime();
    if (start === undefined || at.getTime() - start >= TWO_FACTOR_GUESS_WINDOW_SECONDS * 1000)
      return { failures: 0, windowEndMs: 0 };
    return { failures: u.twoFactorFailures, windowEndMs: start + TWO_FACTOR_GUESS_WINDOW_SECONDS * 1000 };
  }

  const secondsUntil = (ms: number, at: Date) => Math.max(1, Math.ceil((ms - at.getTime()) / 1000));

  /** 429 `two_factor_locked` while the account has 10 wrong codes in its window. */
  function twoFactorLock(u: GuessState, at: Date): AppError | null {
    const live = liveGuesses(u, at);
    if (live.failures < TWO_FACTOR_LOCK_AFTER) return null;
    return errors.tooMany(secondsUntil(live.windowEndMs, at), 'two_factor_locked', {
      message: `Two-factor sign-in is paused after ${TWO_FACTOR_LOCK_AFTER} wrong codes. Try again later, or reset your password.`,
      messagePl: `Logowanie dwuskładnikowe wstrzymano po ${TWO_FACTOR_LOCK_AFTER} błędnych kodach. Spróbuj ponownie później lub ustaw nowe hasło.`,
    });
  }

  const tooManyCodes = (retryAfter: number) =>
    errors.tooMany(retryAfter, 'too_many_code_attempts', {
      message: 'Too many wrong sign-in codes. Wait before trying again (see Retry-After).',
      messagePl: 'Zbyt wiele błędnych kodów logowania. Odczekaj przed kolejną próbą (zob. Retry-After).',
    });

  /**
   * Takes one guess of the account's budget before the code is compared (under a row lock,
   * so concurrent guesses cannot pass the backoff), or refuses with 429. Answers the state
   * before, to give the guess back when no code was really compared.
   */
  async function reserveCodeGuess(userId: string): Promise<GuessState> {
    const at = now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          twoFactorFailures: users.twoFactorFailures,
          twoFactorWindowStart: users.twoFactorWindowStart,
          twoFactorBlockedUntil: users.twoFactorBlockedUntil,
        })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!row) throw errors.unauthorized('invalid_token');
      const locked = twoFactorLock(row, at);
      if (locked) throw locked;
      const live = liveGuesses(row, at);
      if (
        live.failures > 0 &&
        row.twoFactorBlockedUntil &&
        row.twoFactorBlockedUntil.getTime() > at.getTime()
      )
        throw tooManyCodes(secondsUntil(row.twoFactorBlockedUntil.getTime(), at));
      const failures = live.failures + 1;
      const wait = twoFactorBackoffSeconds(failures);
      await tx
        .update(users)
        .set({
          twoFactorFailures: failures,
          twoFactorWindowStart: live.failures === 0 ? at : row.twoFactorWindowStart,
          twoFactorBlockedUntil: wait > 0 ? new Date(at.getTime() + wait * 1000) : null,
        })
        .where(eq(users.id, userId));
      return row;
    });
  }

  /** Gives a reserved guess back (no code was compared, or ours failed). */
  async function giveBackCodeGuess(userId: string, before: GuessState) {
    await db
      .update(users)
      .set({
        twoFactorFailures: sql`greatest(${users.twoFactorFailures} - 1, 0)`,
        twoFactorBlockedUntil: before.twoFactorBlockedUntil,
      })
      .where(eq(users.id, userId));
  }

  /** At the 5th wrong code of a window, once per window: an e-mail to the owner. */
  async function alertOnWrongCodes(userId: string) {
    const alerted = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ twoFactorAlertedAt: now() })
        .where(
          and(
            eq(users.id, userId),
            isNull(users.deletedAt),
            sql`${users.twoFactorFailures} >= ${TWO_FACTOR_ALERT_AFTER}`,
            sql`(${users.twoFactorAlertedAt} is null or ${users.twoFactorAlertedAt} < ${users.twoFactorWindowStart})`,
          ),
        )
        .returning({ email: users.email, fullName: users.fullName, failures: users.twoFactorFailures });
      if (!row?.email) return false;
      await mail(tx, row.email, { kind: 'two_factor_failures', failures: row.failures, name: row.fullName });
      return true;
    });
    if (alerted) wakeMail();
  }

  /** After the first factor: a session, or a two-factor challenge with an e-mailed code. */
  async function completeSignIn(u: UserRow, remember: boolean): Promise<SignInResult> {
    if (!needsTwoFactor(u)) return { kind: 'token', token: await issueSession(u.id, sessionTtl(remember)) };
    // Past 10 wrong codes in the window no new code is sent.
    const locked = twoFactorLock(u, now());
    if (locked) throw locked;
    const created = await db.transaction(async (tx) => {
      const c = await createCode(tx, u.id, 'two_factor', u.email!, TWO_FACTOR_TTL_SECONDS, { code: true });
      await mail(tx, u.email!, { kind: 'two_factor', code: c.code!, name: u.fullName });
      return c;
    });
    wakeMail();
    const { token } = await tokens.sign(
      '2fa-challenge',
      { sub: u.id, cid: created.id, rem: remember },
      TWO_FACTOR_CHALLENGE_TTL_SECONDS,
      now().getTime(),
    );
    return { kind: 'challenge', challenge_token: token, expires_in: TWO_FACTOR_CHALLENGE_TTL_SECONDS };
  }

  async function readChallenge(challengeToken: string) {
    const payload = await tokens.verify('2fa-challenge', challengeToken);
    const invalid = () =>
      fail(
        401,
        'invalid_challenge',
        'The sign-in challenge is invalid or has expired. Sign in again.',
        'Wyzwanie logowania jest nieprawidłowe lub wygasło. Zaloguj się ponownie.',
        { field: 'challenge_token' },
      );
    if (!payload || typeof payload.sub !== 'string' || typeof payload.cid !== 'string') throw invalid();
    const record = await findCodeById(db, payload.cid);
    if (!record || record.userId !== payload.sub || record.purpose !== 'two_factor' || record.consumedAt)
      throw invalid();
    const user = await findActiveUserById(db, payload.sub);
    if (!user) throw invalid();
    return { record, user, remember: payload.rem === true };
  }

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
    toResponse,
    resendVerification,
    requireUser,
    issueSession,
    sessionTtl,
    completeSignIn,
    isAdminRow,

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

    async login(
      input: { username: string; password: string; remember?: boolean },
      address: string,
    ): Promise<SignInResult> {
      const email = normalizeEmail(input.username);
      const u = await findActiveUserByEmail(db, email);
      // A new password (reset or change) starts the account's counters afresh.
      const generation = u?.passwordHash ? sha256Hex(u.passwordHash).slice(0, 16) : '-';
      const ok = await throttledCheck(
        [
          { rule: LOGIN_FAILURES, key: `${email}|${generation}|${address}` },
          { rule: LOGIN_ADDRESS_FAILURES, key: address },
          { rule: LOGIN_ACCOUNT_FAILURES, key: `${email}|${generation}`, onlyIfFailedBefore: true },
        ],
        () => passwordMatches(u?.passwordHash ?? null, input.password),
        tooManyLogins,
      );
      if (!u || !ok) {
        throw fail(
          401,
          'invalid_credentials',
          'The e-mail address or the password is wrong.',
          'Adres e-mail lub hasło jest nieprawidłowe.',
        );
      }
      await rateLimiter.resetInWindow(LOGIN_FAILURES, `${email}|${generation}|${address}`);
      return completeSignIn(u, input.remember === true);
    },

    async twoFactorChallenge(
      input: { challenge_token: string; code: string },
      address: string,
    ): Promise<SessionToken> {
      const { record, user, remember } = await readChallenge(input.challenge_token);
      // An expired code, or one spent by 5 wrong attempts, answers so without taking a guess.
      assertCodeOpen(record, invalidCode);
      if (record.attempts >= MAX_CODE_ATTEMPTS) throw codeInvalidated();
      const perAddress = await rateLimiter.consumeInWindow(TWO_FACTOR_ADDRESS_FAILURES, address);
      const giveBackAddress = () =>
        rateLimiter.refundInWindow(TWO_FACTOR_ADDRESS_FAILURES, address).catch(() => undefined);
      if (!perAddress.allowed) {
        await giveBackAddress();
        throw tooManyCodes(perAddress.resetSeconds);
      }
      let before: GuessState;
      try {
        before = await reserveCodeGuess(user.id);
      } catch (err) {
        await giveBackAddress();
        throw err;
      }
      // Only a code that was really compared and wrong counts; anything else gives back.
      let wrong = false;
      try {
        await checkCode(record, input.code, invalidCode, () => {
          wrong = true;
        });
        if (!(await consumeCode(db, record.id, now()))) throw invalidCode();
      } catch (err) {
        if (wrong) await alertOnWrongCodes(user.id);
        else {
          await giveBackCodeGuess(user.id, before);
          await giveBackAddress();
        }
        throw err;
      }
      await db
        .update(users)
        .set({ twoFactorFailures: 0, twoFactorWindowStart: null, twoFactorBlockedUntil: null })
        .where(eq(users.id, user.id));
      await giveBackAddress();
      return issueSession(user.id, sessionTtl(remember));
    },

    async twoFactorResend(input: { challenge_token: string }): Promise<ConfirmationT> {
      const { record, user } = await readChallenge(input.challenge_token);
      const locked = twoFactorLock(user, now());
      if (locked) throw locked;
      const limit = await rateLimiter.consume(TWO_FACTOR_RESEND, user.id);
      if (!limit.allowed) throw errors.tooMany(limit.resetSeconds);
      const code = sixDigits();
      await db.transaction(async (tx) => {
        // A fresh code in the same challenge: attempts start again, the old code stops working.
        await tx
          .update(accountCodes)
          .set({
            codeHash: codeMac(record.id, code),
            attempts: 0,
            expiresAt: new Date(now().getTime() + TWO_FACTOR_TTL_SECONDS * 1000),
          })
          .where(and(eq(accountCodes.id, record.id), isNull(accountCodes.consumedAt)));
        await mail(tx, user.email!, { kind: 'two_factor', code, name: user.fullName });
      });
      wakeMail();
      return ok('A new sign-in code was sent.', 'Wysłano nowy kod logowania.');
    },

    async updateMe(
      userId: string,
      input: { full_name?: string | null; sms_phone?: string | null; two_factor_enabled?: boolean },
    ): Promise<UserResponseT> {
      const u = await requireUser(userId);
      const set: Partial<typeof users.$inferInsert> = {};
      if (input.full_name !== undefined) set.fullName = input.full_name?.trim() || null;
      if (input.sms_phone !== undefined) {
        if (input.sms_phone === null || input.sms_phone.trim() === '') set.smsPhone = null;
        else {
          const phone = parsePhoneNumberFromString(input.sms_phone, 'PL');
          if (!phone?.isValid()) {
            throw errors.invalid(
              ['body', 'sms_phone'],
              'Not a valid phone number (E.164, or a Polish number).',
              'Niepoprawny numer telefonu (E.164 lub polski numer).',
              'value_error.phone',
            );
          }
          set.smsPhone = phone.number;
        }
      }
      if (input.two_factor_enabled !== undefined) {
        if (!input.two_factor_enabled && isAdminRow(u)) {
          throw fail(
            409,
            'two_factor_required',
            'Administrators always have two-factor sign-in on.',
            'Administratorzy zawsze mają włączone logowanie dwuskładnikowe.',
            { field: 'two_factor_enabled' },
          );
        }
        set.twoFactorEnabled = input.two_factor_enabled;
      }
      if (Object.keys(set).length === 0) return toResponse(u);
      const [row] = await db.update(users).set(set).where(eq(users.id, u.id)).returning();
      return toResponse(row!);
    },

    async logout(userId: string, jti: string, expiresAt: Date): Promise<ConfirmationT> {
      await revokeJti(db, jti, userId, expiresAt);
      return ok('Signed out.', 'Wylogowano.');
    },

    async logoutAll(userId: string, ttlSeconds: number): Promise<SessionToken> {
      const at = now();
      await moveTokensValidAfter(db, userId, at);
      return issueSession(userId, ttlSeconds);
    },

    async refresh(userId: string, jti: string, issuedAtMs: number, expiresAt: Date): Promise<SessionToken> {
      if (!(await revokeJti(db, jti, userId, expiresAt))) throw errors.unauthorized('invalid_token');
      // The new token keeps the lifetime of the old one (1 hour, or the remember-me days).
      const ttl = lifetimeOf(issuedAtMs, expiresAt);
      return issueSession(userId, ttl);
    },

    async changePassword(userId: string, input: { current_password: string; new_password: string }) {
      const u = await requireUser(userId);
      await reauthenticate(u, input.current_password, 'current_password');
      const hash = await hashPassword(input.new_password);
      const at = now();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash: hash, tokensValidAfter: at }).where(eq(users.id, u.id));
        await mail(tx, u.email!, { kind: 'password_changed', name: u.fullName });
      });
      wakeMail();
      return issueSession(u.id, SESSION_TTL_SECONDS);
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

    async changeEmail(
      userId: string,
      input: { new_email: string; password: string },
    ): Promise<ConfirmationT> {
      const u = await requireUser(userId);
      const newEmail = normalizeEmail(input.new_email);
      await reauthenticate(u, input.password);
      if (newEmail === normalizeEmail(u.email ?? '')) {
        throw errors.invalid(
          ['body', 'new_email'],
          'This is already your e-mail address.',
          'To już jest Twój adres e-mail.',
        );
      }
      if (await findActiveUserByEmail(db, newEmail)) {
        throw fail(
          409,
          'email_taken',
          'An account with this e-mail address already exists.',
          'Konto z tym adresem e-mail już istnieje.',
          {
            field: 'new_email',
          },
        );
      }
      await db.transaction(async (tx) => {
        const c = await createCode(tx, u.id, 'email_change', newEmail, EMAIL_CHANGE_TTL_SECONDS, {
          code: true,
        });
        await mail(tx, newEmail, { kind: 'email_change', code: c.code!, name: u.fullName });
        await mail(tx, u.email!, { kind: 'email_change_notice', newEmail, name: u.fullName });
      });
      wakeMail();
      return ok(
        'A confirmation code has been sent to the new address. Until you confirm it, sign in with your current address.',
        'Kod potwierdzający wysłaliśmy na nowy adres. Do czasu potwierdzenia logujesz się dotychczasowym adresem.',
      );
    },

    async confirmEmailChange(userId: string, code: string): Promise<ConfirmationT> {
      const u = await requireUser(userId);
      const record = await latestOpenCode(db, u.id, 'email_change');
      await checkCode(record, code, invalidCode);
      await db
        .transaction(async (tx) => {
          if (!(await consumeCode(tx, record!.id, now()))) throw invalidCode();
          await tx.update(users).set({ email: record!.email, emailVerified: true }).where(eq(users.id, u.id));
        })
        .catch((err) => {
          if (
            (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
            (err as { cause?: { code?: string } }).cause?.code === '23505'
          ) {
            throw fail(
              409,
              'email_taken',
              'An account with this e-mail address already exists.',
              'Konto z tym adresem e-mail już istnieje.',
            );
          }
          throw err;
        });
      return ok('Your e-mail address has been changed.', 'Adres e-mail został zmieniony.');
    },

    async deleteMe(userId: string, password: string): Promise<{ avatarFile: string | null } & ConfirmationT> {
      const u = await requireUser(userId);
      if (!u.passwordHash) {
        throw fail(
          409,
          'password_not_set',
          'Set a password first (POST /auth/set-password): deleting an account needs password re-authentication.',
          'Najpierw ustaw hasło (POST /auth/set-password): usunięcie konta wymaga potwierdzenia hasłem.',
        );
      }
      await reauthenticate(u, password);
      const live = await liveTenantsOwnedBy(db, u.id);
      if (live.length > 0) {
        throw fail(
          409,
          'sole_owner_of_live_tenant',
          'You are the sole owner of a live business account. Transfer or delete it first.',
          'Jesteś jedynym właścicielem aktywnego konta firmowego. Najpierw je przekaż lub usuń.',
          { details: { tenant_ids: live } },
        );
      }
      const at = now();
      await db.transaction(async (tx) => {
        await tx.delete(accountCodes).where(eq(accountCodes.userId, u.id));
        await tx
          .update(users)
          .set({
            email: null,
            passwordHash: null,
            fullName: null,
            smsPhone: null,
            avatarFile: null,
            googleSubject: null,
            twoFactorEnabled: false,
            deletedAt: at,
            tokensValidAfter: at,
          })
          .where(and(eq(users.id, u.id), isNull(users.deletedAt)));
      });
      return {
        avatarFile: u.avatarFile,
        ...ok(
          'Your account has been deleted and every session ended.',
          'Konto zostało usunięte, a wszystkie sesje zakończone.',
        ),
      };
    },

    async setAvatar(
      userId: string,
      file: string | null,
    ): Promise<{ previous: string | null; user: UserResponseT }> {
      const u = await requireUser(userId);
      const [row] = await db.update(users).set({ avatarFile: file }).where(eq(users.id, u.id)).returning();
      return { previous: u.avatarFile, user: await toResponse(row!) };
    },
  };
}
