import type Stripe from 'stripe';
import type { DbOrTx } from '../../db/client.js';
import type { ProviderEvents } from './billing.provider-events.js';
import * as repo from './billing.repo.js';
import {
  asTenantId,
  type BillingDeps,
  fromUnix,
  isCycle,
  isPurchasable,
  type ProviderInvoice,
} from './billing.shared.js';

/** Stripe's signed webhook events, each applied once. */
export function createStripeEvents(deps: BillingDeps, events: ProviderEvents) {
  const { db, clock } = deps;
  const {
    applyCheckoutCompleted,
    upsertInvoice,
    applyInvoicePaid,
    applyInvoiceFailed,
    applySubscriptionEnded,
  } = events;

  /* ---------------- Stripe webhook ---------------- */

  async function stripeInvoiceTenant(tx: DbOrTx, inv: Stripe.Invoice, subId: string | null) {
    if (subId) {
      const s = await repo.subscriptionByProviderRef(tx, 'stripe', subId);
      if (s) return s.tenantId;
    }
    const meta = inv.parent?.subscription_details?.metadata ?? inv.metadata ?? {};
    return asTenantId(meta.tenant_id);
  }

  const idOf = (v: string | { id: string } | null | undefined) =>
    v == null ? null : typeof v === 'string' ? v : v.id;

  function providerInvoiceOf(
    inv: Stripe.Invoice,
    tenantId: string,
    subId: string | null,
    paid: boolean,
  ): ProviderInvoice {
    const line = inv.lines?.data?.[0];
    const paidAt = fromUnix(inv.status_transitions?.paid_at);
    return {
      tenantId,
      provider: 'stripe',
      providerInvoiceId: inv.id!,
      providerSubscriptionId: subId,
      providerPaymentRef: inv.id ?? null,
      grossGrosz: paid ? inv.amount_paid : inv.amount_due,
      periodStart: fromUnix(line?.period?.start ?? inv.period_start),
      periodEnd: fromUnix(line?.period?.end ?? inv.period_end),
      at: (paid ? paidAt : null) ?? fromUnix(inv.created) ?? clock.now(),
    };
  }

  /**
   * Handles one verified Stripe event, once per event id: the id is recorded in the same
   * transaction as the changes it causes, so a replay (or a concurrent re-delivery) changes nothing.
   */
  async function handleStripeEvent(event: Stripe.Event): Promise<{ duplicate: boolean; outcome: string }> {
    return db.transaction(async (tx) => {
      if (!(await repo.claimStripeEvent(tx, event.id, event.type)))
        return { duplicate: true, outcome: 'duplicate' };
      let tenantId: string | null = null;
      let outcome = 'ignored';
      switch (event.type) {
        case 'checkout.session.completed': {
          const s = event.data.object;
          const meta = s.metadata ?? {};
          const tid = asTenantId(meta.tenant_id ?? s.client_reference_id);
          if (s.mode === 'subscription' && tid && isPurchasable(meta.tier) && isCycle(meta.billing_cycle)) {
            const ok = await applyCheckoutCompleted(tx, {
              tenantId: tid,
              tier: meta.tier,
              billingCycle: meta.billing_cycle,
              provider: 'stripe',
              providerCustomerId: idOf(s.customer),
              providerSubscriptionId: idOf(s.subscription),
              checkoutSessionId: s.id,
            });
            tenantId = ok ? tid : null;
            outcome = ok ? 'activated' : 'unknown_tenant';
          }
          break;
        }
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const inv = event.data.object;
          const subId = idOf(inv.parent?.subscription_details?.subscription);
          const tid = await stripeInvoiceTenant(tx, inv, subId);
          if (!tid) {
            outcome = 'unknown_tenant';
            break;
          }
          const paid = event.type === 'invoice.paid';
          const p = providerInvoiceOf(inv, tid, subId, paid);
          const ok = paid ? await applyInvoicePaid(tx, p) : await applyInvoiceFailed(tx, p);
          tenantId = ok ? tid : null;
          outcome = ok ? (paid ? 'invoice_paid' : 'payment_failed') : 'unknown_tenant';
          break;
        }
        case 'invoice.marked_uncollectible':
        case 'invoice.voided': {
          const inv = event.data.object;
          const subId = idOf(inv.parent?.subscription_details?.subscription);
          const tid = await stripeInvoiceTenant(tx, inv, subId);
          const t = tid ? await repo.loadTenant(tx, tid, true) : undefined;
          if (!t) {
            outcome = 'unknown_tenant';
            break;
          }
          const status = event.type === 'invoice.voided' ? 'void' : 'uncollectible';
          await upsertInvoice(tx, t, providerInvoiceOf(inv, t.id, subId, false), status);
          tenantId = t.id;
          outcome = status;
          break;
        }
        case 'customer.subscription.deleted': {
          tenantId = await applySubscriptionEnded(tx, 'stripe', event.data.object.id);
          outcome = tenantId ? 'cancelled' : 'unknown_subscription';
          break;
        }
      }
      await repo.recordStripeEventOutcome(tx, event.id, outcome, tenantId);
      if (outcome === 'unknown_tenant' || outcome === 'unknown_subscription') {
        deps.log?.warn({ eventId: event.id, type: event.type }, 'stripe event names no known tenant');
      }
      return { duplicate: false, outcome };
    });
  }

  return { handleStripeEvent };
}
