import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Platform } from '../../platform/deps.js';
import { errors } from '../../platform/errors.js';
import { type AccountsCore, fail } from './accounts.core.js';
import type { UserResponseT } from './accounts.dto.js';
import type { UserRow } from './accounts.repo.js';
import { users } from './accounts.schema.js';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Recepcja';

const activeContext = (userId: string) => `users.totp_secret:${userId}`;
const pendingContext = (userId: string) => `users.totp_pending_secret:${userId}`;

/** What a TOTP code is worth: accepted (its step is now spent), wrong, or a step already used. */
export type TotpOutcome = 'ok' | 'wrong' | 'reused';

/**
 * Authenticator-app codes: the secrets (sealed at rest with `DATA_ENCRYPTION_KEY`, each bound
 * to its row and column), the check of a code at the service clock's time (one step either
 * side, for clock drift) and the replay guard (a step, or an earlier one, is accepted once).
 */
export function createTotpCodes(p: Platform) {
  const { db, dataBox, clock } = p;

  const openActive = (u: Pick<UserRow, 'id' | 'totpSecret'>) =>
    u.totpSecret === null ? null : dataBox.open(u.totpSecret, activeContext(u.id));
  const openPending = (u: Pick<UserRow, 'id' | 'totpPendingSecret'>) =>
    u.totpPendingSecret === null ? null : dataBox.open(u.totpPendingSecret, pendingContext(u.id));

  /** The time step the code belongs to (current ±1), or null when it matches none. */
  async function stepOf(secret: string, code: string): Promise<number | null> {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(clock.now().getTime() / 1000),
      period: TOTP_PERIOD_SECONDS,
      epochTolerance: TOTP_PERIOD_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** Spends the step for the account; false when it (or a later one) was already used. */
  async function claimStep(userId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /** Checks a code against the account's active secret (the caller throttles the guesses). */
  async function check(u: Pick<UserRow, 'id' | 'totpSecret'>, code: string): Promise<TotpOutcome> {
    const secret = openActive(u);
    if (secret === null) return 'wrong';
    const step = await stepOf(secret, code);
    if (step === null) return 'wrong';
    return (await claimStep(u.id, step)) ? 'ok' : 'reused';
  }

  return { openActive, openPending, stepOf, claimStep, check };
}

export type TotpCodes = ReturnType<typeof createTotpCodes>;

export const codeReused = () =>
  fail(
    400,
    'code_reused',
    'This code was already used. Wait for the next code in your authenticator app.',
    'Ten kod został już użyty. Poczekaj na kolejny kod w aplikacji uwierzytelniającej.',
    { field: 'code' },
  );

const wrongTotpCode = () =>
  fail(
    400,
    'invalid_code',
    'The code is wrong. Check the time on your phone and enter the current code from the authenticator app.',
    'Kod jest nieprawidłowy. Sprawdź czas w telefonie i wpisz bieżący kod z aplikacji uwierzytelniającej.',
    { field: 'code' },
  );

const notPending = () =>
  fail(
    409,
    'totp_not_pending',
    'There is no authenticator app waiting for confirmation (or it was replaced). Start with POST /auth/2fa/totp/setup.',
    'Brak aplikacji uwierzytelniającej oczekującej na potwierdzenie (lub ją zastąpiono). Zacznij konfigurację od nowa.',
  );

/** The per-account guess budget of two-factor codes (see the session), shared with these settings. */
export interface CodeGuesses {
  /** Takes a guess or throws 429; answers the state before, to give it back. */
  reserve(userId: string): Promise<unknown>;
  giveBack(userId: string, before: unknown): Promise<void>;
  /** The owner's alert at the 5th wrong code of the window. */
  alert(userId: string): Promise<void>;
  /** A right code clears the count. */
  clear(userId: string): Promise<void>;
}

/** The signed-in user's authenticator app: set up, confirm, turn off. */
export function createTotpSettings(p: Platform, core: AccountsCore, codes: TotpCodes, guesses: CodeGuesses) {
  const { db, dataBox } = p;
  const { requireUser, toResponse, reauthenticate } = core;

  /** A TOTP code checked under the two-factor guess budget: wrong and reused codes count. */
  async function guardedCheck(userId: string, check: () => Promise<TotpOutcome>): Promise<void> {
    const before = await guesses.reserve(userId);
    let outcome: TotpOutcome;
    try {
      outcome = await check();
    } catch (err) {
      await guesses.giveBack(userId, before);
      throw err;
    }
    if (outcome === 'ok') {
      await guesses.clear(userId);
      return;
    }
    await guesses.alert(userId);
    throw outcome === 'reused' ? codeReused() : wrongTotpCode();
  }

  return {
    async setup(userId: string): Promise<{ secret: string; otpauth_url: string }> {
      const u = await requireUser(userId);
      if (u.totpSecret !== null) {
        throw fail(
          409,
          'totp_already_enabled',
          'An authenticator app is already set up. Turn it off first (DELETE /auth/2fa/totp) to set up another.',
          'Aplikacja uwierzytelniająca jest już skonfigurowana. Aby dodać inną, najpierw ją wyłącz.',
        );
      }
      const secret = generateSecret();
      await db
        .update(users)
        .set({ totpPendingSecret: dataBox.seal(secret, pendingContext(u.id)) })
        .where(eq(users.id, u.id));
      return {
        secret,
        otpauth_url: generateURI({ issuer: TOTP_ISSUER, label: u.email ?? '', secret }),
      };
    },

    async confirm(userId: string, code: string): Promise<UserResponseT> {
      const u = await requireUser(userId);
      const secret = codes.openPending(u);
      if (secret === null) throw notPending();
      let step: number | null = null;
      await guardedCheck(u.id, async () => {
        step = await codes.stepOf(secret, code);
        return step === null ? 'wrong' : 'ok';
      });
      // Only the pending secret the code was checked against becomes active (a setup in
      // between replaced it: then nothing changes and the caller confirms again).
      const [row] = await db
        .update(users)
        .set({
          totpSecret: dataBox.seal(secret, activeContext(u.id)),
          totpPendingSecret: null,
          totpLastStep: step,
        })
        .where(and(eq(users.id, u.id), eq(users.totpPendingSecret, u.totpPendingSecret!)))
        .returning();
      if (!row) throw notPending();
      return toResponse(row);
    },

    async disable(userId: string, input: { password?: string; code?: string }): Promise<UserResponseT> {
      const u = await requireUser(userId);
      if ((input.password === undefined) === (input.code === undefined)) {
        throw errors.invalid(
          ['body'],
          'Send exactly one of `password` and `code`.',
          'Podaj dokładnie jedno z pól: `password` albo `code`.',
          'value_error.one_of',
        );
      }
      if (u.totpSecret === null) {
        throw fail(
          409,
          'totp_not_enabled',
          'No authenticator app is set up.',
          'Aplikacja uwierzytelniająca nie jest skonfigurowana.',
        );
      }
      if (input.password !== undefined) await reauthenticate(u, input.password);
      else await guardedCheck(u.id, () => codes.check(u, input.code!));
      const [row] = await db
        .update(users)
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
        .where(eq(users.id, u.id))
        .returning();
      return toResponse(row!);
    },
  };
}
