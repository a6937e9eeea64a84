import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Platform } from '../../platform/deps.js';
import { type AppError, errors } from '../../platform/errors.js';
import { sha256Hex } from '../../platform/tokens.js';
import {
  type AccountsCore,
  fail,
  lifetimeOf,
  normalizeEmail,
  ok,
  type SessionClient,
  type SessionToken,
  type SignInResult,
  sixDigits,
} from './accounts.core.js';
import type { ConfirmationT, UserSessionT } from './accounts.dto.js';
import {
  LOGIN_ACCOUNT_FAILURES,
  LOGIN_ADDRESS_FAILURES,
  LOGIN_FAILURES,
  MAX_CODE_ATTEMPTS,
  TWO_FACTOR_ADDRESS_FAILURES,
  TWO_FACTOR_ALERT_AFTER,
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
  TWO_FACTOR_GUESS_WINDOW_SECONDS,
  TWO_FACTOR_LOCK_AFTER,
  TWO_FACTOR_RESEND,
  TWO_FACTOR_TTL_SECONDS,
  twoFactorBackoffSeconds,
} from './accounts.limits.js';
import {
  type CodeRow,
  consumeCode,
  countAttempt,
  findActiveSession,
  findActiveUserByEmail,
  findActiveUserById,
  findCodeById,
  listActiveSessions,
  moveTokensValidAfter,
  revokeJti,
  type UserRow,
} from './accounts.repo.js';
import { accountCodes, users } from './accounts.schema.js';
import { type CodeGuesses, codeReused, createTotpCodes } from './accounts.totp.js';
import { describeUserAgent } from './user-agent.js';

/** Signing in: the password, the two-factor challenge and its guess budget, and the session's end and refresh. */
export function createSession(p: Platform, core: AccountsCore) {
  const { db, tokens, rateLimiter } = p;
  const {
    now,
    needsTwoFactor,
    codeMac,
    passwordMatches,
    issueSession,
    sessionTtl,
    createCode,
    mail,
    wakeMail,
    checkCode,
    codeInvalidated,
    invalidCode,
    tooManyLogins,
    throttledCheck,
  } = core;
  // An assertion function keeps its declared type to be called (TS2775).
  const assertCodeOpen: AccountsCore['assertCodeOpen'] = core.assertCodeOpen;
  const totp = createTotpCodes(p);

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

  /**
   * After the first factor: a session, or a two-factor challenge. With an authenticator app
   * nothing is e-mailed (the challenge's record has no code until `resend` asks for one);
   * otherwise a code is e-mailed.
   */
  async function completeSignIn(u: UserRow, remember: boolean, client: SessionClient): Promise<SignInResult> {
    if (!needsTwoFactor(u))
      return { kind: 'token', token: await issueSession(u.id, sessionTtl(remember), client) };
    // Past 10 wrong codes in the window no new code is sent.
    const locked = twoFactorLock(u, now());
    if (locked) throw locked;
    const method = u.totpSecret !== null ? 'totp' : 'email';
    const created = await db.transaction(async (tx) => {
      if (method === 'totp')
        return createCode(tx, u.id, 'two_factor', u.email!, TWO_FACTOR_CHALLENGE_TTL_SECONDS, {});
      const c = await createCode(tx, u.id, 'two_factor', u.email!, TWO_FACTOR_TTL_SECONDS, { code: true });
      await mail(tx, u.email!, { kind: 'two_factor', code: c.code!, name: u.fullName });
      return c;
    });
    if (method === 'email') wakeMail();
    const { token } = await tokens.sign(
      '2fa-challenge',
      { sub: u.id, cid: created.id, rem: remember },
      TWO_FACTOR_CHALLENGE_TTL_SECONDS,
      now().getTime(),
    );
    return {
      kind: 'challenge',
      challenge_token: token,
      expires_in: TWO_FACTOR_CHALLENGE_TTL_SECONDS,
      method,
    };
  }

  /**
   * The code of a challenge of an account with an authenticator app: the app's code (a time
   * step already used is refused, 400 `code_reused`), else the e-mailed fallback code when
   * one was asked for and is still valid. Every wrong code spends one of the challenge's 5.
   */
  async function checkAppOrMailedCode(user: UserRow, record: CodeRow, code: string, onWrong: () => void) {
    const outcome = await totp.check(user, code);
    if (outcome === 'ok') return;
    if (outcome === 'reused') {
      onWrong();
      await countAttempt(db, record.id, MAX_CODE_ATTEMPTS);
      throw codeReused();
    }
    if (record.codeHash && record.expiresAt.getTime() > now().getTime()) {
      await checkCode(record, code, invalidCode, onWrong);
      return;
    }
    const attempt = await countAttempt(db, record.id, MAX_CODE_ATTEMPTS);
    if (attempt === null) throw codeInvalidated();
    onWrong();
    if (attempt >= MAX_CODE_ATTEMPTS) throw codeInvalidated();
    throw fail(400, 'invalid_code', 'The code is wrong.', 'Kod jest nieprawidłowy.', {
      field: 'code',
      details: { attempts_remaining: MAX_CODE_ATTEMPTS - attempt },
    });
  }

  /** The guess budget, for the authenticator-app settings (confirm, turn off with a code). */
  const guesses: CodeGuesses = {
    reserve: reserveCodeGuess,
    giveBack: (userId, before) => giveBackCodeGuess(userId, before as GuessState),
    alert: alertOnWrongCodes,
    clear: async (userId) => {
      await db
        .update(users)
        .set({ twoFactorFailures: 0, twoFactorWindowStart: null, twoFactorBlockedUntil: null })
        .where(eq(users.id, userId));
    },
  };

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

  return {
    completeSignIn,
    totp,
    guesses,

    async login(
      input: { username: string; password: string; remember?: boolean },
      client: SessionClient,
    ): Promise<SignInResult> {
      const address = client.ip;
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
      return completeSignIn(u, input.remember === true, client);
    },

    async twoFactorChallenge(
      input: { challenge_token: string; code: string },
      client: SessionClient,
    ): Promise<SessionToken> {
      const address = client.ip;
      const { record, user, remember } = await readChallenge(input.challenge_token);
      const withApp = user.totpSecret !== null;
      // An expired code, or one spent by 5 wrong attempts, answers so without taking a guess.
      // With an authenticator app the e-mailed code is only a fallback: its absence or expiry
      // does not close the challenge.
      if (!withApp) assertCodeOpen(record, invalidCode);
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
        const onWrong = () => {
          wrong = true;
        };
        if (!withApp) await checkCode(record, input.code, invalidCode, onWrong);
        else await checkAppOrMailedCode(user, record, input.code, onWrong);
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
      return issueSession(user.id, sessionTtl(remember), client);
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

    async logout(userId: string, jti: string, expiresAt: Date): Promise<ConfirmationT> {
      await db.transaction((tx) => revokeJti(tx, jti, userId, expiresAt, now()));
      return ok('Signed out.', 'Wylogowano.');
    },

    async logoutAll(userId: string, ttlSeconds: number, client: SessionClient): Promise<SessionToken> {
      return db.transaction(async (tx) => {
        await moveTokensValidAfter(tx, userId, now());
        return issueSession(userId, ttlSeconds, client, tx);
      });
    },

    async refresh(
      userId: string,
      jti: string,
      issuedAtMs: number,
      expiresAt: Date,
      client: SessionClient,
    ): Promise<SessionToken> {
      return db.transaction(async (tx) => {
        if (!(await revokeJti(tx, jti, userId, expiresAt, now()))) throw errors.unauthorized('invalid_token');
        // The new token keeps the lifetime of the old one (1 hour, or the remember-me days).
        const ttl = lifetimeOf(issuedAtMs, expiresAt);
        return issueSession(userId, ttl, client, tx);
      });
    },

    /** The user's active sessions, newest first, the calling one marked `current`. */
    async listSessions(userId: string, currentJti: string): Promise<UserSessionT[]> {
      const rows = await listActiveSessions(db, userId, now());
      return rows.map((r) => ({
        id: r.id,
        current: r.id === currentJti,
        ...describeUserAgent(r.userAgent),
        user_agent: r.userAgent,
        ip: r.ip,
        created_at: r.createdAt.toISOString(),
        last_seen_at: r.lastSeenAt.toISOString(),
        expires_at: r.expiresAt.toISOString(),
      }));
    },

    /**
     * Ends one of the user's active sessions: its token is blacklisted like at sign-out. 404 for
     * an id that is not one of the caller's active sessions. Answers whether it was the
     * calling one (the caller is then signed out).
     */
    async revokeSession(userId: string, sessionId: string, currentJti: string) {
      const at = now();
      await db.transaction(async (tx) => {
        const row = await findActiveSession(tx, userId, sessionId, at);
        if (!row) throw errors.notFound('Session', 'sesja');
        await revokeJti(tx, row.id, userId, row.expiresAt, at);
      });
      return {
        current: sessionId === currentJti,
        ...ok('The session was ended.', 'Sesja została zakończona.'),
      };
    },
  };
}
