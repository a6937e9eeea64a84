import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { Outbox } from '../../platform/outbox.js';
import type { BillingCycle } from '../tenants/tenants.schema.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import { BILLING_ZONE } from './billing.repo.js';
import type { Payments } from './payments.js';

/** Invoices and payment records are kept this long (Polish accounting law). */
export const RETENTION_YEARS = 7;
export const COMMITMENT_MONTHS = 12;
export const SANDBOX_PERIOD_END_TOPIC = 'billing.sandbox_period_end';

export const PURCHASABLE_TIERS = ['solo', 'starter', 'business'] as const;
export type PurchasableTier = (typeof PURCHASABLE_TIERS)[number];

export type Provider = Payments;

export interface BillingDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  payments: Provider;
  tenants: TenantsService;
  log?: FastifyBaseLogger;
}

export const addMonths = (d: Date, months: number) =>
  DateTime.fromJSDate(d, { zone: BILLING_ZONE }).plus({ months }).toJSDate();
export const addYears = (d: Date, years: number) =>
  DateTime.fromJSDate(d, { zone: BILLING_ZONE }).plus({ years }).toJSDate();
export const warsawDate = (d: Date) => DateTime.fromJSDate(d, { zone: BILLING_ZONE }).toFormat('yyyy-MM-dd');
export const fromUnix = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);

export const isPurchasable = (v: unknown): v is PurchasableTier =>
  typeof v === 'string' && (PURCHASABLE_TIERS as readonly string[]).includes(v);
export const isCycle = (v: unknown): v is BillingCycle => v === 'monthly' || v === 'annual';
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from a provider's metadata are checked before they reach a uuid column. */
export const asTenantId = (v: unknown): string | null =>
  typeof v === 'string' && UUID_RE.test(v) ? v : null;

/** What a checkout completion carries, from the sandbox page or Stripe's signed event. */
export interface CheckoutCompleted {
  tenantId: string;
  tier: PurchasableTier;
  billingCycle: BillingCycle;
  provider: 'sandbox' | 'stripe';
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  checkoutSessionId: string;
}

/** An invoice the provider charged (or failed to charge), gross amount in grosz. */
export interface ProviderInvoice {
  tenantId: string;
  provider: 'sandbox' | 'stripe';
  providerInvoiceId: string;
  providerSubscriptionId: string | null;
  providerPaymentRef: string | null;
  grossGrosz: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  at: Date;
}
