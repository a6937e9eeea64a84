import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { CryptoBox } from '../../platform/crypto-box.js';
import { webhookEndpoints } from './webhooks.schema.js';

/** The associated data of an endpoint's sealed secrets: both columns, that row only. */
const secretContext = (endpointId: string) => `webhook_endpoints:${endpointId}`;

/**
 * Signing secrets at rest. `secret` and `previous_secret` hold `v1:…` (AES-256-GCM with
 * `DATA_ENCRYPTION_KEY`, see `CryptoBox`). A row written before encryption holds the plaintext
 * `whsec_…`: it is still read as it is, and sealed by the `webhooks: signing secrets sealed`
 * job (worker role, at start and hourly) or by the next rotation, whichever comes first.
 */
export function sealSecret(box: CryptoBox, endpointId: string, secret: string): string {
  return CryptoBox.isSealed(secret) ? secret : box.seal(secret, secretContext(endpointId));
}

export function openSecret(box: CryptoBox, endpointId: string, stored: string): string {
  return CryptoBox.isSealed(stored) ? box.open(stored, secretContext(endpointId)) : stored;
}

/** How many legacy plaintext rows one run of {@link sealLegacySecrets} rewrites at most. */
const SEAL_BATCH = 500;

/**
 * Seals the plaintext signing secrets left from before encryption at rest. Each row is
 * rewritten only if its secrets are still the ones read (a rotation meanwhile wins), so that
 * several workers can run it together. Returns how many rows it sealed.
 */
export async function sealLegacySecrets(db: Db, box: CryptoBox): Promise<number> {
  const t = webhookEndpoints;
  let sealed = 0;
  for (;;) {
    const rows = await db
      .select({ id: t.id, secret: t.secret, previousSecret: t.previousSecret })
      .from(t)
      .where(sql`${t.secret} not like 'v1:%' or ${t.previousSecret} not like 'v1:%'`)
      .orderBy(asc(t.id))
      .limit(SEAL_BATCH);
    let changed = 0;
    for (const r of rows) {
      const done = await db
        .update(t)
        .set({
          secret: sealSecret(box, r.id, r.secret),
          previousSecret: r.previousSecret === null ? null : sealSecret(box, r.id, r.previousSecret),
        })
        .where(
          and(
            eq(t.id, r.id),
            eq(t.secret, r.secret),
            r.previousSecret === null
              ? sql`${t.previousSecret} is null`
              : eq(t.previousSecret, r.previousSecret),
          ),
        )
        .returning({ id: t.id });
      changed += done.length;
    }
    sealed += changed;
    if (rows.length < SEAL_BATCH) return sealed;
  }
}
