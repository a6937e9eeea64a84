import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { API_SCOPES, API_TIERS, type ApiScope } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, errors } from '../../platform/errors.js';
import { randomBase62, sha256Hex } from '../../platform/tokens.js';
import { loadTenantProfile } from '../appointments/tenant-profile.js';
import { isUuid } from '../calls/calls.service.js';
import { tenants } from '../tenants/tenants.schema.js';
import { apiKeys } from './api-keys.schema.js';

/** A key created without a scope list gets every `:read` scope. */
export const DEFAULT_SCOPES: ApiScope[] = API_SCOPES.filter((s) => s.endsWith(':read'));

/** Active (unrevoked) keys a tenant may hold, live and test together. */
export const MAX_ACTIVE_KEYS = 20;

/** Random part of a key: 40 base62 characters (~238 bits). */
const KEY_RANDOM_LENGTH = 40;
/** Shown in lists so that users can tell keys apart: `svc_live_` + 4 characters. */
const PREFIX_LENGTH = 13;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function createApiKeysService({
  db,
  clock,
  onRevoked,
}: {
  db: Db;
  clock: Clock;
  /** Called after a revocation committed: every instance's principal cache forgets the key. */
  onRevoked?: () => void;
}) {
  async function requirePlan(ctx: ServiceContext) {
    const tenant = await loadTenantProfile(db, ctx.tenantId);
    if (!API_TIERS.has(tenant.tier)) {
      throw new AppError(403, 'plan_required', {
        message: 'API keys are available on the Business and Enterprise plans.',
        messagePl: 'Klucze API są dostępne w planach Business i Enterprise.',
      });
    }
  }

  return {
    async list(ctx: ServiceContext): Promise<ApiKeyRow[]> {
      await requirePlan(ctx);
      return db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.tenantId, ctx.tenantId))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    /** Returns the row and the full key; the key itself is never stored nor shown again. */
    async create(
      ctx: ServiceContext,
      input: { name: string; mode?: 'live' | 'test'; scopes?: ApiScope[] },
    ): Promise<{ row: ApiKeyRow; key: string }> {
      await requirePlan(ctx);
      const scopes = input.scopes ? [...new Set(input.scopes)] : DEFAULT_SCOPES;
      for (const s of scopes) {
        if (!(API_SCOPES as readonly string[]).includes(s))
          throw errors.invalid(['body', 'scopes'], `unknown scope ${s}`, `nieznany zakres ${s}`, 'enum');
      }
      const mode = input.mode ?? 'live';
      const key = `svc_${mode}_${randomBase62(KEY_RANDOM_LENGTH)}`;
      const row = await db.transaction(async (tx) => {
        // The tenant's row is locked while counting, so that concurrent creates take turns
        // and cannot pass the cap together.
        await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, ctx.tenantId)).for('update');
        const [active] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.tenantId, ctx.tenantId), isNull(apiKeys.revokedAt)));
        if ((active?.n ?? 0) >= MAX_ACTIVE_KEYS) {
          throw new AppError(409, 'api_key_limit_reached', {
            message: `This business account already has ${MAX_ACTIVE_KEYS} active API keys, the most allowed. Revoke a key you no longer use, then create the new one.`,
            messagePl: `To konto firmowe ma już ${MAX_ACTIVE_KEYS} aktywnych kluczy API, czyli maksimum. Unieważnij nieużywany klucz, a potem utwórz nowy.`,
          });
        }
        const [inserted] = await tx
          .insert(apiKeys)
          .values({
            tenantId: ctx.tenantId,
            name: input.name.trim(),
            mode,
            prefix: key.slice(0, PREFIX_LENGTH),
            keyHash: sha256Hex(key),
            scopes,
            createdByUserId: ctx.actor.kind === 'user' ? ctx.actor.id : null,
          })
          .returning();
        return inserted!;
      });
      return { row, key };
    },

    /** Revokes at once: the next request with the key is a 401. Revoking twice is harmless. */
    async revoke(ctx: ServiceContext, id: string): Promise<void> {
      await requirePlan(ctx);
      if (!isUuid(id)) throw errors.notFound('API key', 'klucz API');
      const [row] = await db
        .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
        .from(apiKeys)
        .where(and(eq(apiKeys.tenantId, ctx.tenantId), eq(apiKeys.id, id)))
        .limit(1);
      if (!row) throw errors.notFound('API key', 'klucz API');
      await db
        .update(apiKeys)
        .set({ revokedAt: clock.now() })
        .where(and(eq(apiKeys.tenantId, ctx.tenantId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
      onRevoked?.();
    },
  };
}
