import { createHash, createHmac } from 'node:crypto';

/**
 * `caller_hash`: the salted SHA-256 of a caller's E.164 number, hex. The salt is derived from
 * the service secret (`JWT_SECRET`) so it is stable across restarts and instances and never
 * stored. The quota check's `caller_hash` (per-caller daily cap) must be computed with this
 * same function.
 */
export function callerHashSalt(secret: string): string {
  return createHmac('sha256', secret).update('recepcja:caller-hash-salt:v1').digest('hex');
}

export function callerHash(secret: string, e164: string): string {
  return createHash('sha256')
    .update(`${callerHashSalt(secret)}:${e164}`)
    .digest('hex');
}
