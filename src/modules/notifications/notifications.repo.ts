import type { DbOrTx } from '../../db/client.js';
import { notifications } from './notifications.schema.js';

export interface NewNotification {
  tenantId: string;
  userId?: string | null;
  kind: string;
  title: string;
  message: string;
  actionUrl?: string | null;
  actionLabel?: string | null;
  data?: Record<string, unknown>;
  /** One-time notifications: with the same key for the tenant, only the first is kept. */
  dedupeKey?: string | null;
}

/** Adds a notification in the caller's transaction; returns its id, or null when deduplicated. */
export async function createNotification(tx: DbOrTx, n: NewNotification): Promise<string | null> {
  const rows = await tx
    .insert(notifications)
    .values({
      tenantId: n.tenantId,
      userId: n.userId ?? null,
      kind: n.kind,
      title: n.title,
      message: n.message,
      actionUrl: n.actionUrl ?? null,
      actionLabel: n.actionLabel ?? null,
      data: n.data ?? {},
      dedupeKey: n.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: [notifications.tenantId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  return rows[0]?.id ?? null;
}
