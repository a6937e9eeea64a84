import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { newId } from '../db/columns.js';
import { type Clock, systemClock } from './clock.js';

const ISSUER = 'recepcja';

export interface AccessTokenClaims {
  userId: string;
  jti: string;
  /** Issue time in milliseconds, compared with the user's `tokens_valid_after`. */
  issuedAtMs: number;
  expiresAt: Date;
}

/**
 * Signs and verifies the service's JWTs (HS256, `JWT_SECRET`). One purpose per audience, so
 * a token minted for one use (an OAuth `state`, a 2FA challenge) is never accepted as another.
 */
export class TokenService {
  private readonly key: Uint8Array;

  /** Issue and expiry are both judged by `clock`, the service's one source of time. */
  constructor(
    secret: string,
    private readonly clock: Clock = systemClock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(
    audience: string,
    claims: Record<string, unknown>,
    ttlSeconds: number,
    now = this.clock.now().getTime(),
  ): Promise<{ token: string; jti: string; expiresAt: Date }> {
    const jti = newId();
    const exp = Math.floor(now / 1000) + ttlSeconds;
    const token = await new SignJWT({ ...claims, iat_ms: now })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setJti(jti)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, jti, expiresAt: new Date(exp * 1000) };
  }

  /** Returns the payload, or null for any bad, expired or foreign token. */
  async verify(audience: string, token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      return payload as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  async issueAccessToken(userId: string, ttlSeconds: number, now = this.clock.now().getTime()) {
    const { token, jti, expiresAt } = await this.sign('session', { sub: userId }, ttlSeconds, now);
    return { token, jti, expiresAt, expiresIn: ttlSeconds };
  }

  async verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
    const p = await this.verify('session', token);
    if (!p || typeof p.sub !== 'string' || typeof p.jti !== 'string' || typeof p.exp !== 'number')
      return null;
    const issuedAtMs = typeof p.iat_ms === 'number' ? p.iat_ms : Number(p.iat ?? 0) * 1000;
    return { userId: p.sub, jti: p.jti, issuedAtMs, expiresAt: new Date(p.exp * 1000) };
  }

  /** A keyed MAC for opaque values that must not be forged (cursors, unsubscribe links). */
  mac(purpose: string, value: string, bytes = 16): string {
    return createHmac('sha256', this.key)
      .update(`${purpose}\0${value}`)
      .digest()
      .subarray(0, bytes)
      .toString('base64url');
  }

  checkMac(purpose: string, value: string, mac: string, bytes = 16): boolean {
    return safeEqual(this.mac(purpose, value, bytes), mac);
  }
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ab.length !== bb.length) {
    // Compare anyway so that the time does not reveal the length.
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Uniform random base62 (rejection sampling, no modulo bias). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < 248 && out.length < length) out += BASE62[b % 62];
    }
  }
  return out;
}
