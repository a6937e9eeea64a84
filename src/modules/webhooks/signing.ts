import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures, as the contract says: `X-Service-Signature: t=<timestamp>,v1=<hex>`
 * where `<hex>` is the lowercase hex HMAC-SHA256, keyed with the endpoint secret, of
 * `<timestamp>.<raw body>`. While a rotated-out secret still lives, the header carries one
 * `v1=` per secret.
 *
 * `verifyWebhookSignature` depends on `node:crypto` only, so integrators can copy this file.
 */

export const SIGNATURE_HEADER = 'x-service-signature';
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

export function computeSignature(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function signatureHeader(secrets: string[], timestamp: number, rawBody: string | Buffer): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${computeSignature(s, timestamp, rawBody)}`)].join(',');
}

export interface VerifyOptions {
  /** Reject signatures older (or further in the future) than this; default 300 s. */
  toleranceSeconds?: number;
  /** Current time in seconds (for tests). */
  now?: number;
}

export type VerifyResult =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'malformed' | 'too_old' | 'mismatch' };

/**
 * Verifies a delivery. Pass the RAW request body (the exact bytes received, not re-serialized
 * JSON), the `X-Service-Signature` header and your endpoint secret (or, during a rotation,
 * both secrets). Comparison is constant-time; any matching `v1` value is accepted.
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  secret: string | string[],
  opts: VerifyOptions = {},
): VerifyResult {
  if (!header) return { ok: false, reason: 'malformed' };
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) {
    return { ok: false, reason: 'too_old' };
  }
  for (const s of Array.isArray(secret) ? secret : [secret]) {
    const expected = Buffer.from(computeSignature(s, timestamp, rawBody), 'hex');
    for (const candidate of signatures) {
      if (timingSafeEqual(expected, Buffer.from(candidate, 'hex'))) return { ok: true, timestamp };
    }
  }
  return { ok: false, reason: 'mismatch' };
}
