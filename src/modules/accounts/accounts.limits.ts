import type { LimitRule } from '../../platform/rate-limit.js';

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
