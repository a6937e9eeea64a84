import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { calls } from '../calls/calls.schema.js';

/*
 * Simultaneous calls per tenant (the plan's `concurrentCalls`): counted here for the check when a
 * call starts (calls ingest, under a lock of the tenant's row) and for the usage.
 */

/** A call still `in_progress` after this long is not counted as simultaneous (a record never completed). */
export const STALE_CALL_MS = 4 * 60 * 60_000;

/**
 * The tenant's calls in progress that count against its plan's simultaneous calls: not the
 * overflow calls themselves, nor records left open for more than {@link STALE_CALL_MS}.
 */
export async function activeCalls(tx: DbOrTx, tenantId: string, now: Date = new Date()): Promise<number> {
  const [r] = await tx
    .select({ n: count() })
    .from(calls)
    .where(
      and(
        eq(calls.tenantId, tenantId),
        eq(calls.status, 'in_progress'),
        eq(calls.overflow, false),
        gte(calls.startedAt, new Date(now.getTime() - STALE_CALL_MS)),
      ),
    );
  return Number(r?.n ?? 0);
}
