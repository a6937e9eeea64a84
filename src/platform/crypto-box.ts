import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of values the service must read back (webhook signing secrets, stored
 * idempotent answers): AES-256-GCM keyed with `DATA_ENCRYPTION_KEY`.
 *
 * Format, all parts base64url: `v1:<iv>:<tag>:<ciphertext>` (12-byte IV, 16-byte tag). The
 * `v1` names the format (algorithm and layout), so that another one can be added later. Each
 * value is bound to a `context` (e.g. `webhook_endpoints:<id>`) as GCM associated data: a
 * ciphertext copied into another row or column does not open there.
 *
 * Key rotation: a box opens with its current key and then with each previous key, and always
 * seals with the current one; re-sealing the stored values moves them to the new key.
 */
export const SEALED_PREFIX = 'v1:';

export class CryptoBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CryptoBoxError';
  }
}

/**
 * The 32-byte key of a `DATA_ENCRYPTION_KEY` value: 64 hex digits, or base64 / base64url
 * (padding optional). Null when the value is neither or is not 32 bytes long.
 */
export function parseDataKey(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) return null;
  const key = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}

export class CryptoBox {
  private readonly keys: Buffer[];

  constructor(key: Buffer | string, previousKeys: (Buffer | string)[] = []) {
    this.keys = [key, ...previousKeys].map((k) => {
      const buf = typeof k === 'string' ? parseDataKey(k) : k;
      if (buf?.length !== 32) throw new CryptoBoxError('an encryption key must be 32 bytes');
      return buf;
    });
  }

  /** Whether a stored value is in a sealed format (as opposed to a legacy plaintext). */
  static isSealed(value: string): boolean {
    return value.startsWith(SEALED_PREFIX);
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0]!, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${SEALED_PREFIX}${[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join(':')}`;
  }

  /** The plaintext; throws {@link CryptoBoxError} (never showing the value) when it cannot open. */
  open(sealed: string, context: string): string {
    if (!CryptoBox.isSealed(sealed)) throw new CryptoBoxError('not a sealed value');
    const [iv, tag, data, extra] = sealed.slice(SEALED_PREFIX.length).split(':');
    if (!iv || !tag || data === undefined || extra !== undefined)
      throw new CryptoBoxError('malformed sealed value');
    for (const key of this.keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: 16,
        });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        // try the next (older) key
      }
    }
    throw new CryptoBoxError(
      'a sealed value does not open with DATA_ENCRYPTION_KEY (wrong key, other row, or damaged)',
    );
  }
}
