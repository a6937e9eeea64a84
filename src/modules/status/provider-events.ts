import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ProviderEventKind, providerEvents } from './status.schema.js';

export interface ProviderEventInput {
  /** Provider name, e.g. `smsapi`, `twilio`, `openai`, `google-calendar`. */
  provider: string;
  kind: ProviderEventKind;
  detail?: string | null;
}

/**
 * Records a provider signal for the admin incident view (`GET /admin/incidents` lists the last
 * 10 `downtime` and `fallback` events). Other modules call this when a provider call fails
 * (`downtime`), when they switch to a backup or sandbox path (`fallback`), or when it works
 * again (`recovered`). Pass the caller's transaction to record it atomically with its change.
 */
export async function recordProviderEvent(db: DbOrTx, input: ProviderEventInput): Promise<string> {
  const [row] = await db
    .insert(providerEvents)
    .values({
      provider: input.provider.slice(0, 100),
      kind: input.kind,
      detail: input.detail ? input.detail.slice(0, 2000) : null,
    })
    .returning({ id: providerEvents.id });
  return row!.id;
}

export async function lastProviderEvents(db: DbOrTx, limit = 10) {
  return db
    .select()
    .from(providerEvents)
    .where(inArray(providerEvents.kind, ['downtime', 'fallback']))
    .orderBy(desc(providerEvents.createdAt), desc(providerEvents.id))
    .limit(limit);
}
