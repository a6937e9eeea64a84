import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CredentialLookup } from '../../platform/auth.js';
import { tenants } from '../tenants/tenants.schema.js';
import { apiKeys } from './api-keys.schema.js';

/** The API keys' side of authentication (`CredentialLookup`): a key by its hash, its last use. */
export function apiKeyCredentials(db: Db): Pick<CredentialLookup, 'findApiKey' | 'noteApiKeyUse'> {
  // Built once: every API-key request runs it (a named prepared statement on PostgreSQL).
  const apiKeyByHash = db
    .select({
      id: apiKeys.id,
      tenantId: apiKeys.tenantId,
      mode: apiKeys.mode,
      scopes: apiKeys.scopes,
      tier: tenants.tier,
    })
    .from(apiKeys)
    .innerJoin(tenants, eq(tenants.id, apiKeys.tenantId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .limit(1)
    .prepare('auth_api_key_by_hash');

  return {
    async findApiKey(keyHash) {
      const [row] = await apiKeyByHash.execute({ keyHash });
      return row ?? null;
    },
    async noteApiKeyUse(keyId, at) {
      await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
    },
  };
}
