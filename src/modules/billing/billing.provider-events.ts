import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { VAT_RATE_PERCENT, vatOfGross } from '../../providers/payments/index.js';
import { tenants } from '../tenants/tenants.schema.js';
import { settingsOf } from '../tenants/tenants.service.js';
import type { TenantRow } from './billing.repo.js';
import * as repo from './billing.repo.js';
import { billingSubscriptions, type InvoiceStatus, invoices, paymentRecords } from './billing.schema.js';
import {
  addMonths,
  addYears,
  type BillingDeps,
  type CheckoutCompleted,
  COMMITMENT_MONTHS,
  type ProviderInvoice,
  RETENTION_YEARS,
} from './billing.shared.js';

/** What the payments provider reports (checkout completed, invoice paid or failed, subscription ended), applied in the caller's transaction. */
export function createProviderEvents(deps: BillingDeps) {
  const { clock } = deps;

  /**
   * Checkout completed (sandbox page or Stripe `checkout.session.completed`): the tenant's tier,
   * `active` status and cycle are set; an annual cycle starts a 12-month commitment from now.
   * Returns false when the tenant no longer exists.
   */
  async function applyCheckoutCompleted(tx: DbOrTx, c: CheckoutCompleted): Promise<boolean> {
    const t = await repo.loadTenant(tx, c.tenantId, true);
    if (!t) return false;
    const now = clock.now();
    const values = {
      provider: c.provider,
      providerCustomerId: c.providerCustomerId,
      providerSubscriptionId: c.providerSubscriptionId,
      checkoutSessionId: c.checkoutSessionId,
      tier: c.tier,
      billingCycle: c.billingCycle,
      commitmentType: c.billingCycle === 'annual' ? ('annual' as const) : ('none' as const),
      commitmentEnd: c.billingCycle === 'annual' ? addMonths(now, COMMITMENT_MONTHS) : null,
      activatedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, 1),
      cancelAtPeriodEnd: false,
      cancelRequestedAt: null,
      cancelledAt: null,
    };
    await tx
      .insert(billingSubscriptions)
      .values({ tenantId: t.id, ...values })
      .onConflictDoUpdate({ target: billingSubscriptions.tenantId, set: values });
    await tx
      .update(tenants)
      .set({ tier: c.tier, subscriptionStatus: 'active', billingCycle: c.billingCycle })
      .where(eq(tenants.id, t.id));
    return true;
  }

  /** The invoice of a provider invoice id, created on first sight (numbered, buyer snapshot). */
  async function upsertInvoice(tx: DbOrTx, t: TenantRow, p: ProviderInvoice, status: InvoiceStatus) {
    const existing = await repo.lockInvoiceByProviderRef(tx, p.provider, p.providerInvoiceId);
    if (existing) {
      // A paid invoice stays paid (a late `payment_failed` for an old attempt changes nothing).
      if (existing.status === 'paid' || existing.status === status) return existing;
      const [u] = await tx
        .update(invoices)
        .set({ status, ...(status === 'paid' ? { paidAt: p.at } : {}) })
        .where(eq(invoices.id, existing.id))
        .returning();
      return u!;
    }
    const { net, vat, gross } = vatOfGross(p.grossGrosz);
    const sub = await repo.loadSubscription(tx, t.id);
    const [row] = await tx
      .insert(invoices)
      .values({
        tenantId: t.id,
        number: await repo.nextInvoiceNumber(tx, p.at),
        buyerName: t.businessName,
        buyerNip: settingsOf(t).invoice_nip,
        status,
        amountGrosz: gross,
        netGrosz: net,
        vatGrosz: vat,
        vatRatePercent: VAT_RATE_PERCENT,
        currency: 'PLN',
        provider: p.provider,
        providerInvoiceId: p.providerInvoiceId,
        providerSubscriptionId: p.providerSubscriptionId,
        tier: sub?.tier ?? t.tier,
        billingCycle: sub?.billingCycle ?? t.billingCycle,
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
        issuedAt: p.at,
        dueAt: p.at,
        paidAt: status === 'paid' ? p.at : null,
        retainUntil: addYears(p.at, RETENTION_YEARS),
      })
      .returning();
    return row!;
  }

  /** The billing period the provider charged becomes the subscription's current period. */
  async function syncPeriod(tx: DbOrTx, tenantId: string, p: ProviderInvoice) {
    if (!p.periodEnd || !p.providerSubscriptionId) return;
    await tx
      .update(billingSubscriptions)
      .set({ currentPeriodStart: p.periodStart, currentPeriodEnd: p.periodEnd })
      .where(
        and(
          eq(billingSubscriptions.tenantId, tenantId),
          eq(billingSubscriptions.providerSubscriptionId, p.providerSubscriptionId),
        ),
      );
  }

  /** An invoice was paid: recorded (with its payment), and a `past_due` tenant is `active` again. */
  async function applyInvoicePaid(tx: DbOrTx, p: ProviderInvoice): Promise<boolean> {
    const t = await repo.loadTenant(tx, p.tenantId, true);
    if (!t) return false;
    const inv = await upsertInvoice(tx, t, p, 'paid');
    await tx
      .insert(paymentRecords)
      .values({
        tenantId: t.id,
        invoiceId: inv.id,
        provider: p.provider,
        providerRef: p.providerPaymentRef ?? p.providerInvoiceId,
        amountGrosz: p.grossGrosz,
        currency: 'PLN',
        paidAt: p.at,
        retainUntil: addYears(p.at, RETENTION_YEARS),
      })
      .onConflictDoNothing();
    await syncPeriod(tx, t.id, p);
    if (t.subscriptionStatus === 'past_due') {
      await tx.update(tenants).set({ subscriptionStatus: 'active' }).where(eq(tenants.id, t.id));
    }
    return true;
  }

  /** A charge failed: the invoice is recorded `open` (still owed) and an `active` tenant is `past_due`. */
  async function applyInvoiceFailed(tx: DbOrTx, p: ProviderInvoice): Promise<boolean> {
    const t = await repo.loadTenant(tx, p.tenantId, true);
    if (!t) return false;
    const inv = await upsertInvoice(tx, t, p, 'open');
    if (inv.status !== 'paid' && t.subscriptionStatus === 'active') {
      await tx.update(tenants).set({ subscriptionStatus: 'past_due' }).where(eq(tenants.id, t.id));
    }
    return true;
  }

  /** The provider ended the subscription (Stripe `customer.subscription.deleted`, sandbox period end). */
  async function applySubscriptionEnded(
    tx: DbOrTx,
    provider: 'sandbox' | 'stripe',
    providerSubscriptionId: string,
  ): Promise<string | null> {
    const s = await repo.subscriptionByProviderRef(tx, provider, providerSubscriptionId);
    if (!s) return null;
    const t = await repo.loadTenant(tx, s.tenantId, true);
    if (!t) return null;
    await tx
      .update(billingSubscriptions)
      .set({ cancelledAt: clock.now(), cancelAtPeriodEnd: false })
      .where(eq(billingSubscriptions.tenantId, s.tenantId));
    await tx.update(tenants).set({ subscriptionStatus: 'cancelled' }).where(eq(tenants.id, s.tenantId));
    return s.tenantId;
  }

  return {
    applyCheckoutCompleted,
    upsertInvoice,
    applyInvoicePaid,
    applyInvoiceFailed,
    applySubscriptionEnded,
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
