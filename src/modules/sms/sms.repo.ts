import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { smsOptOuts } from './sms.schema.js';

export async function isOptedOut(db: DbOrTx, tenantId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: smsOptOuts.id })
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.tenantId, tenantId), eq(smsOptOuts.phone, phone)))
    .limit(1);
  return Boolean(row);
}

export async function optOut(
  db: DbOrTx,
  tenantId: string,
  input: { phone: string; source: string; keyword: string; at: Date },
): Promise<void> {
  await db
    .insert(smsOptOuts)
    .values({
      tenantId,
      phone: input.phone,
      source: input.source,
      keyword: input.keyword.slice(0, 160),
      optedOutAt: input.at,
    })
    .onConflictDoNothing({ target: [smsOptOuts.tenantId, smsOptOuts.phone] });
}

export async function optIn(db: DbOrTx, tenantId: string, phone: string): Promise<boolean> {
  const rows = await db
    .delete(smsOptOuts)
    .where(and(eq(smsOptOuts.tenantId, tenantId), eq(smsOptOuts.phone, phone)))
    .returning({ id: smsOptOuts.id });
  return rows.length > 0;
}
