import { and, desc, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../../db/client.js';
import { tenants } from '../tenants/tenants.schema.js';
import {
  billingInvoiceCounters,
  billingStripeEvents,
  billingSubscriptions,
  invoices,
} from './billing.schema.js';

/** Invoices are numbered and dated in this zone. */
export const BILLING_ZONE = 'Europe/Warsaw';

export type TenantRow = typeof tenants.$inferSelect;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export async function loadTenant(db: DbOrTx, tenantId: string, lock = false): Promise<TenantRow | undefined> {
  const q = db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  const [t] = lock ? await q.for('update') : await q;
  return t;
}

export async function loadSubscription(db: DbOrTx, tenantId: string): Promise<SubscriptionRow | undefined> {
  const [s] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.tenantId, tenantId))
    .limit(1);
  return s;
}

/** The subscription a provider names (webhooks carry the provider's id, not ours). */
export async function subscriptionByProviderRef(
  db: DbOrTx,
  provider: 'sandbox' | 'stripe',
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [s] = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.provider, provider),
        eq(billingSubscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .limit(1);
  return s;
}

export async function listInvoices(db: DbOrTx, tenantId: string, limit: number, offset: number) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.tenantId, tenantId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit)
    .offset(offset);
}

export async function findInvoice(db: DbOrTx, tenantId: string, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)))
    .limit(1);
  return row;
}

/** The invoice a provider invoice id maps to, locked for the caller's transaction. */
export async function lockInvoiceByProviderRef(
  db: DbOrTx,
  provider: string,
  providerInvoiceId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.provider, provider), eq(invoices.providerInvoiceId, providerInvoiceId)))
    .limit(1)
    .for('update');
  return row;
}

/** Next number of the month (`RC/2026/11/00001`); gap-free because the counter row is locked until commit. */
export async function nextInvoiceNumber(db: DbOrTx, at: Date): Promise<string> {
  const period = DateTime.fromJSDate(at, { zone: BILLING_ZONE }).toFormat('yyyy/MM');
  const [row] = await db
    .insert(billingInvoiceCounters)
    .values({ period, lastNumber: 1 })
    .onConflictDoUpdate({
      target: billingInvoiceCounters.period,
      set: { lastNumber: sql`${billingInvoiceCounters.lastNumber} + 1` },
    })
    .returning({ n: billingInvoiceCounters.lastNumber });
  return `RC/${period}/${String(row!.n).padStart(5, '0')}`;
}

/** Records a Stripe event id; false when it was already recorded (a replay or a re-delivery). */
export async function claimStripeEvent(db: DbOrTx, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(billingStripeEvents)
    .values({ id, type, outcome: 'processing' })
    .onConflictDoNothing()
    .returning({ id: billingStripeEvents.id });
  return rows.length === 1;
}

export async function recordStripeEventOutcome(
  db: DbOrTx,
  id: string,
  outcome: string,
  tenantId: string | null,
): Promise<void> {
  await db.update(billingStripeEvents).set({ outcome, tenantId }).where(eq(billingStripeEvents.id, id));
}
