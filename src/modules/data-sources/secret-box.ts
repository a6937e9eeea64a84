import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of third-party tokens (the tenant's HubSpot private-app token): AES-256-GCM
 * with a key derived from JWT_SECRET by HKDF-SHA256 (purpose `crm-token`), so the database alone
 * does not reveal the token. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export class SecretBox {
  private readonly key: Buffer;
  constructor(secret: string, purpose = 'crm-token') {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'recepcja', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return ['v1', iv, c.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Null when the value was not sealed with this key (a rotated JWT_SECRET) or is damaged. */
  open(sealed: string): string | null {
    const [v, iv, tag, data] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const d = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(data, 'base64url')), d.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
