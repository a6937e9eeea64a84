import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { conciergeUsedChallenges } from './concierge.schema.js';

/**
 * ALTCHA proof of work (v2 format, altcha-lib). The server signs each challenge with an HMAC
 * key derived from `JWT_SECRET`; a solved payload is verified here and spent once.
 *
 * Difficulty: PBKDF2/SHA-256 with 200 iterations per attempt and a secret counter from 2,000
 * to 5,000 (the solver tries counters from 0): 0.4–1 million PBKDF2 rounds, a fraction of a
 * second in a browser, real work for a bot sending thousands of requests.
 */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const ALTCHA_COST = 200;
export const ALTCHA_COUNTER_MIN = 2_000;
export const ALTCHA_COUNTER_MAX = 5_000;
export const ALTCHA_TTL_SECONDS = 600;
/** The signed field of a challenge's `data` that holds its expiry (Unix seconds). */
const EXPIRES_AT = 'expires_at';

export interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

const fail = (status: number, code: string, en: string, pl: string) =>
  new AppError(status, code, { message: en, messagePl: pl, field: 'altcha' });

export function createAltcha(deps: { jwtSecret: string; db: Db; clock: Clock }) {
  const derive = (label: string) =>
    createHmac('sha256', deps.jwtSecret).update(`altcha:${label}`).digest('hex');
  const hmacSignatureSecret = derive('challenge-signature');
  const hmacKeySignatureSecret = derive('key-signature');

  /** A challenge as this service issues it: its signed `data` always holds the expiry. */
  async function challenge(): Promise<Challenge & { parameters: { data: { [EXPIRES_AT]: number } } }> {
    const c = await createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: ALTCHA_COST,
      counter: randomInt(ALTCHA_COUNTER_MIN, ALTCHA_COUNTER_MAX),
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
      // The expiry is signed in `data`, not in `expiresAt`: altcha-lib checks `expiresAt`
      // against the machine's clock, and the service has one source of time, its clock.
      data: { [EXPIRES_AT]: Math.floor(deps.clock.now().getTime() / 1000) + ALTCHA_TTL_SECONDS },
    });
    return c as typeof c & { parameters: { data: { [EXPIRES_AT]: number } } };
  }

  function decode(raw: string): AltchaPayload | null {
    try {
      const parsed = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as unknown;
      if (!parsed || typeof parsed !== 'object') return null;
      const { challenge: c, solution: s } = parsed as Partial<AltchaPayload>;
      if (!c || typeof c !== 'object' || !c.parameters || typeof c.parameters !== 'object') return null;
      if (typeof c.parameters.nonce !== 'string' || typeof c.signature !== 'string') return null;
      if (!s || typeof s !== 'object' || typeof s.counter !== 'number' || typeof s.derivedKey !== 'string')
        return null;
      return { challenge: { parameters: c.parameters, signature: c.signature }, solution: s };
    } catch {
      return null;
    }
  }

  /** Verifies a solved payload and spends it; throws a 4xx AppError otherwise. */
  async function verifyAndSpend(raw: string | undefined): Promise<void> {
    if (!raw) {
      throw fail(
        400,
        'altcha_required',
        'Solve the bot challenge (GET /concierge/challenge) and send the payload in `altcha` or `X-Altcha`.',
        'Rozwiąż test antybotowy (GET /concierge/challenge) i wyślij wynik w polu `altcha` lub nagłówku `X-Altcha`.',
      );
    }
    const payload = raw.length <= 8192 ? decode(raw) : null;
    if (!payload) {
      throw fail(
        400,
        'altcha_malformed',
        'The bot-challenge payload is not a base64 ALTCHA payload.',
        'Wynik testu antybotowego nie jest poprawnym ładunkiem ALTCHA (base64).',
      );
    }
    const params = payload.challenge.parameters;
    const expiresAtSeconds = params.data?.[EXPIRES_AT];
    const nowSeconds = deps.clock.now().getTime() / 1000;
    // A challenge without our signed expiry, or naming `expiresAt` (which the library would
    // judge by the machine's clock), was not issued by this service: refused below as invalid.
    if (typeof expiresAtSeconds === 'number' && expiresAtSeconds < nowSeconds) {
      throw fail(
        403,
        'altcha_expired',
        'The bot challenge has expired; fetch a new one.',
        'Test antybotowy wygasł; pobierz nowy.',
      );
    }
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      verified =
        result.verified &&
        params.algorithm === ALTCHA_ALGORITHM &&
        typeof expiresAtSeconds === 'number' &&
        params.expiresAt === undefined;
    } catch {
      verified = false;
    }
    if (!verified) {
      throw fail(
        403,
        'altcha_invalid',
        'The bot-challenge solution is wrong or the challenge was not issued by this service.',
        'Rozwiązanie testu antybotowego jest błędne albo test nie pochodzi z tej usługi.',
      );
    }
    const expiresAt = new Date(Number(expiresAtSeconds) * 1000);
    await deps.db
      .delete(conciergeUsedChallenges)
      .where(lt(conciergeUsedChallenges.expiresAt, deps.clock.now()));
    const spent = await deps.db
      .insert(conciergeUsedChallenges)
      .values({ challengeId: params.nonce, expiresAt })
      .onConflictDoNothing()
      .returning({ id: conciergeUsedChallenges.challengeId });
    if (spent.length === 0) {
      throw fail(
        409,
        'altcha_already_used',
        'This bot-challenge solution was already used; solve a new challenge.',
        'To rozwiązanie testu antybotowego zostało już użyte; rozwiąż nowy test.',
      );
    }
  }

  return { challenge, verifyAndSpend };
}

export type Altcha = ReturnType<typeof createAltcha>;
