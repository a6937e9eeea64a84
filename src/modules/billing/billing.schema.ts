import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from '../../db/columns.js';
import { type BillingCycle, type Tier, tenants } from '../tenants/tenants.schema.js';

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Statuses that block a tenant's deletion (money still owed). */
export const OUTSTANDING_INVOICE_STATUSES: InvoiceStatus[] = ['open', 'uncollectible'];

/**
 * Invoices. Kept for 7 years (accounting law): `retain_until` is the issue date + 7 years;
 * when the tenant is deleted the row is detached (`tenant_id` null) and keeps a snapshot of
 * the buyer. `amount_grosz` is the gross total; `net_grosz` and `vat_grosz` show VAT apart.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'set null' }),
    /** The tenant's id kept after detachment, for audits. */
    formerTenantId: uuid(),
    number: text().notNull().unique('invoices_number_unique'),
    buyerName: text().notNull(),
    buyerNip: text(),
    status: text().$type<InvoiceStatus>().notNull().default('open'),
    /** Gross total (net + VAT). */
    amountGrosz: integer().notNull(),
    netGrosz: integer(),
    vatGrosz: integer(),
    vatRatePercent: integer().notNull().default(23),
    currency: text().notNull().default('PLN'),
    /** `sandbox` or `stripe`; with `provider_invoice_id` the key that makes webhook replays harmless. */
    provider: text(),
    providerInvoiceId: text(),
    providerSubscriptionId: text(),
    tier: text().$type<Tier>(),
    billingCycle: text().$type<BillingCycle>(),
    periodStart: ts(),
    periodEnd: ts(),
    issuedAt: ts().notNull().defaultNow(),
    dueAt: ts(),
    paidAt: ts(),
    /** Issue date + 7 years (set at issue, and again when the tenant is deleted). */
    retainUntil: ts(),
    detachedAt: ts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('invoices_status_check', sql`${t.status} in ('draft','open','paid','void','uncollectible')`),
    index('invoices_tenant_idx').on(t.tenantId, t.issuedAt),
    uniqueIndex('invoices_provider_invoice_unique').on(t.provider, t.providerInvoiceId),
  ],
);

/** Payments received against invoices; kept and detached like invoices. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: idColumn(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'set null' }),
    formerTenantId: uuid(),
    invoiceId: uuid().references(() => invoices.id, { onDelete: 'restrict' }),
    provider: text().notNull(),
    providerRef: text(),
    amountGrosz: integer().notNull(),
    currency: text().notNull().default('PLN'),
    paidAt: ts().notNull(),
    retainUntil: ts(),
    detachedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_records_tenant_idx').on(t.tenantId, t.paidAt),
    /** One payment per provider payment reference (webhook replays insert nothing). */
    uniqueIndex('payment_records_provider_ref_unique').on(t.provider, t.providerRef),
  ],
);

/**
 * A tenant's paid subscription as the payments provider knows it. The status itself lives on
 * `tenants.subscription_status` (read by quotas and feature gates); this row holds the rest.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    tenantId: uuid()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    provider: text().$type<'sandbox' | 'stripe'>().notNull(),
    providerCustomerId: text(),
    providerSubscriptionId: text(),
    checkoutSessionId: text(),
    tier: text().$type<Tier>().notNull(),
    billingCycle: text().$type<BillingCycle>().notNull(),
    commitmentType: text().$type<'none' | 'annual'>().notNull().default('none'),
    commitmentEnd: ts(),
    activatedAt: ts().notNull(),
    currentPeriodStart: ts(),
    currentPeriodEnd: ts(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    cancelRequestedAt: ts(),
    cancelledAt: ts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('billing_subscriptions_provider_check', sql`${t.provider} in ('sandbox','stripe')`),
    check('billing_subscriptions_commitment_check', sql`${t.commitmentType} in ('none','annual')`),
    check(
      'billing_subscriptions_commitment_end_check',
      sql`(${t.commitmentType} = 'annual') = (${t.commitmentEnd} is not null)`,
    ),
    uniqueIndex('billing_subscriptions_provider_sub_unique').on(t.provider, t.providerSubscriptionId),
  ],
);

/** Stripe events already handled, by event id: a replayed or re-delivered event is handled once. */
export const billingStripeEvents = pgTable('billing_stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  tenantId: uuid(),
  outcome: text().notNull(),
  processedAt: createdAt(),
});

/** Gap-free invoice numbering per month (`RC/2026/11/00001`); the row is locked by the upsert. */
export const billingInvoiceCounters = pgTable('billing_invoice_counters', {
  period: text().primaryKey(),
  lastNumber: integer().notNull(),
});

/**
 * Checkout sessions of the sandbox payments provider: the provider's own side, what Stripe
 * would hold. `open` until paid on the sandbox checkout page (`completed`) or past `expires_at`.
 */
export const paymentsSandboxCheckouts = pgTable('payments_sandbox_checkouts', {
  id: idColumn(),
  tenantId: uuid().notNull(),
  plan: text().notNull(),
  billingCycle: text().notNull(),
  /** Monthly price excluding VAT. */
  amountGrosz: integer().notNull(),
  currency: text().notNull().default('PLN'),
  url: text().notNull(),
  status: text().$type<'open' | 'completed'>().notNull().default('open'),
  customerEmail: text(),
  expiresAt: ts(),
  completedAt: ts(),
  createdAt: createdAt(),
});
