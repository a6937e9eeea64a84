import { eq } from 'drizzle-orm';
import type { Principal, ServiceContext } from '../../platform/context.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import type { OutboxMessage } from '../../platform/outbox.js';
import { PaymentsProviderError, paymentsUnavailable, vatOfNet } from '../../providers/payments/index.js';
import { users } from '../accounts/accounts.schema.js';
import { priceGrosz } from '../plans/plans.js';
import { type BillingCycle, type Tier, tenants } from '../tenants/tenants.schema.js';
import { invoiceDto, subscriptionDto } from './billing.dto.js';
import { createProviderEvents } from './billing.provider-events.js';
import type { SubscriptionRow, TenantRow } from './billing.repo.js';
import * as repo from './billing.repo.js';
import { billingSubscriptions } from './billing.schema.js';
import {
  addMonths,
  type BillingDeps,
  isCycle,
  isPurchasable,
  SANDBOX_PERIOD_END_TOPIC,
  warsawDate,
} from './billing.shared.js';
import { createStripeEvents } from './billing.stripe.js';

// The service is composed from one file per area; these re-exports keep its public names here.
export {
  addMonths,
  type BillingDeps,
  type CheckoutCompleted,
  COMMITMENT_MONTHS,
  type ProviderInvoice,
  PURCHASABLE_TIERS,
  type PurchasableTier,
  RETENTION_YEARS,
  SANDBOX_PERIOD_END_TOPIC,
  warsawDate,
} from './billing.shared.js';

export function createBillingService(deps: BillingDeps) {
  const { db, clock } = deps;
  const events = createProviderEvents(deps);
  const { applyCheckoutCompleted, applyInvoicePaid, applyInvoiceFailed, applySubscriptionEnded } = events;
  const { handleStripeEvent } = createStripeEvents(deps, events);

  /* ---------------- reads ---------------- */

  async function getSubscription(ctx: ServiceContext) {
    const t = await repo.loadTenant(db, ctx.tenantId);
    if (!t) throw new AppError(404, 'not_found');
    return subscriptionDto(t, await repo.loadSubscription(db, ctx.tenantId));
  }

  async function listInvoices(ctx: ServiceContext, page: { limit: number; offset: number }) {
    const rows = await repo.listInvoices(db, ctx.tenantId, page.limit + 1, page.offset);
    return {
      data: rows.slice(0, page.limit).map(invoiceDto),
      limit: page.limit,
      offset: page.offset,
      has_more: rows.length > page.limit,
    };
  }

  async function getInvoice(ctx: ServiceContext, id: string) {
    const row = await repo.findInvoice(db, ctx.tenantId, id);
    if (!row)
      throw new AppError(404, 'not_found', {
        message: 'Invoice not found.',
        messagePl: 'Nie znaleziono faktury.',
      });
    return invoiceDto(row);
  }

  /* ---------------- checkout ---------------- */

  async function subscribe(
    ctx: ServiceContext,
    principal: Principal,
    input: { billing_cycle: BillingCycle; plan?: Tier | undefined },
  ) {
    await deps.tenants.assertOwnerOrAdmin(ctx, principal);
    const t = await repo.loadTenant(db, ctx.tenantId);
    if (!t) throw new AppError(404, 'not_found');
    const tier = input.plan ?? (t.tier === 'trial' ? undefined : t.tier);
    if (!tier || tier === 'trial') {
      throw new ValidationError([
        {
          loc: ['body', 'plan'],
          msg: 'Choose the plan to buy: solo, starter or business.',
          msgPl: 'Wybierz plan do kupienia: solo, starter lub business.',
          type: 'missing',
        },
      ]);
    }
    if (tier === 'enterprise') {
      throw new AppError(409, 'plan_by_contact', {
        message:
          'The Enterprise plan is sold by contract: contact our sales team, it cannot be bought online.',
        messagePl:
          'Plan Enterprise sprzedajemy na podstawie umowy: skontaktuj się z działem sprzedaży, nie można go kupić online.',
        field: 'plan',
      });
    }
    if (t.subscriptionStatus === 'active' || t.subscriptionStatus === 'past_due') {
      throw new AppError(409, 'already_subscribed', {
        message: 'This business already has a paid subscription. Plan changes are made by our support team.',
        messagePl: 'Ta firma ma już płatną subskrypcję. Zmianę planu przeprowadza nasz zespół wsparcia.',
      });
    }
    const amount = priceGrosz(tier, input.billing_cycle)!;
    const [owner] = t.ownerUserId
      ? await db.select({ email: users.email }).from(users).where(eq(users.id, t.ownerUserId)).limit(1)
      : [];
    let session: { id: string; url: string };
    try {
      session = await deps.payments.createCheckoutSession(db, {
        tenantId: t.id,
        plan: tier,
        billingCycle: input.billing_cycle,
        amountGrosz: amount,
        currency: 'PLN',
        customerEmail: owner?.email ?? null,
      });
    } catch (err) {
      throw providerUnavailable(err);
    }
    const v = vatOfNet(amount);
    return {
      checkout_url: session.url,
      session_id: session.id,
      provider: deps.payments.name,
      tier,
      billing_cycle: input.billing_cycle,
      commitment_type: input.billing_cycle === 'annual' ? ('annual' as const) : ('none' as const),
      monthly_net_grosz: v.net,
      monthly_vat_grosz: v.vat,
      monthly_gross_grosz: v.gross,
      currency: 'PLN' as const,
    };
  }

  function providerUnavailable(err: unknown) {
    if (err instanceof PaymentsProviderError) deps.log?.warn({ err }, 'payments provider call failed');
    return paymentsUnavailable(err);
  }

  /* ---------------- cancellation ---------------- */

  function commitmentRefusal(end: Date) {
    const day = warsawDate(end);
    return new AppError(409, 'commitment_active', {
      message: `The annual commitment runs until ${day}; the subscription can be cancelled from that date.`,
      messagePl: `Umowa roczna obowiązuje do ${day}; subskrypcję można anulować od tego dnia.`,
      details: { commitment_end: end.toISOString() },
    });
  }

  /**
   * Cancels: refused (409 `commitment_active`) during an annual commitment; a paid subscription
   * ends at the end of the paid period (`cancel_at_period_end`), a trial without one ends now.
   */
  async function cancel(ctx: ServiceContext, principal: Principal) {
    await deps.tenants.assertOwnerOrAdmin(ctx, principal);
    const now = clock.now();
    const check = (t: TenantRow | undefined, s: SubscriptionRow | undefined): t is TenantRow => {
      if (!t) throw new AppError(404, 'not_found');
      if (t.subscriptionStatus === 'cancelled') {
        throw new AppError(409, 'subscription_cancelled', {
          message: 'The subscription is already cancelled.',
          messagePl: 'Subskrypcja jest już anulowana.',
        });
      }
      if (s?.commitmentType === 'annual' && s.commitmentEnd && s.commitmentEnd.getTime() > now.getTime()) {
        throw commitmentRefusal(s.commitmentEnd);
      }
      return true;
    };
    const pre = await repo.loadTenant(db, ctx.tenantId);
    const preSub = await repo.loadSubscription(db, ctx.tenantId);
    check(pre, preSub);
    const paid = preSub && !preSub.cancelledAt && preSub.providerSubscriptionId;
    if (paid && !preSub.cancelAtPeriodEnd && preSub.provider === 'stripe') {
      if (deps.payments.name !== 'stripe') {
        throw new AppError(503, 'payments_unavailable', {
          message: 'This subscription is managed by Stripe, which is not configured here.',
          messagePl: 'Tą subskrypcją zarządza Stripe, który nie jest tu skonfigurowany.',
        });
      }
      try {
        await deps.payments.cancelAtPeriodEnd(preSub.providerSubscriptionId!);
      } catch (err) {
        throw providerUnavailable(err);
      }
    }
    let sandboxWake = false;
    const out = await db.transaction(async (tx) => {
      const t = await repo.loadTenant(tx, ctx.tenantId, true);
      const s = await repo.loadSubscription(tx, ctx.tenantId);
      check(t, s);
      if (!s || s.cancelledAt || !s.providerSubscriptionId) {
        // Nothing paid to run out: the trial (or an ended subscription) stops now.
        await tx.update(tenants).set({ subscriptionStatus: 'cancelled' }).where(eq(tenants.id, t!.id));
        if (s)
          await tx
            .update(billingSubscriptions)
            .set({ cancelledAt: now })
            .where(eq(billingSubscriptions.tenantId, t!.id));
      } else if (!s.cancelAtPeriodEnd) {
        await tx
          .update(billingSubscriptions)
          .set({ cancelAtPeriodEnd: true, cancelRequestedAt: now })
          .where(eq(billingSubscriptions.tenantId, s.tenantId));
        if (s.provider === 'sandbox') {
          await deps.outbox.enqueue(tx, {
            topic: SANDBOX_PERIOD_END_TOPIC,
            tenantId: s.tenantId,
            payload: { tenant_id: s.tenantId, provider_subscription_id: s.providerSubscriptionId },
            runAt: s.currentPeriodEnd ?? now,
          });
          sandboxWake = true;
        }
      }
      return subscriptionDto(
        (await repo.loadTenant(tx, ctx.tenantId))!,
        await repo.loadSubscription(tx, ctx.tenantId),
      );
    });
    if (sandboxWake) deps.outbox.wake(SANDBOX_PERIOD_END_TOPIC);
    return out;
  }

  /** Outbox handler: a cancelled sandbox subscription ends once its paid period is over. */
  async function sandboxPeriodEnd(msg: OutboxMessage) {
    const tenantId = String(msg.payload.tenant_id);
    const subId = String(msg.payload.provider_subscription_id);
    await db.transaction(async (tx) => {
      const s = await repo.loadSubscription(tx, tenantId);
      if (s?.provider !== 'sandbox' || s.providerSubscriptionId !== subId) return;
      if (!s.cancelAtPeriodEnd || s.cancelledAt) return;
      if (s.currentPeriodEnd && s.currentPeriodEnd.getTime() > clock.now().getTime()) return;
      await applySubscriptionEnded(tx, 'sandbox', subId);
    });
  }

  /* ---------------- sandbox checkout ---------------- */

  /**
   * The sandbox page's "Pay": marks the session paid and, in the same transaction, goes
   * through the same activation as Stripe's `checkout.session.completed`, then records the
   * first month's invoice as paid (what Stripe's `invoice.paid` does).
   */
  async function completeSandboxCheckout(sessionId: string) {
    const sandbox = deps.payments;
    if (sandbox.name !== 'sandbox') throw new AppError(404, 'not_found');
    return db.transaction(async (tx) => {
      const s = await sandbox.findSession(tx, sessionId, true);
      if (!s)
        throw new AppError(404, 'not_found', {
          message: 'Checkout session not found.',
          messagePl: 'Nie znaleziono sesji płatności.',
        });
      if (s.status === 'completed') return { session: s, outcome: 'already_paid' as const };
      const now = clock.now();
      if (s.expiresAt && s.expiresAt.getTime() <= now.getTime()) {
        throw new AppError(409, 'checkout_expired', {
          message: 'This checkout session has expired. Start the checkout again.',
          messagePl: 'Ta sesja płatności wygasła. Rozpocznij płatność ponownie.',
        });
      }
      if (!isPurchasable(s.plan) || !isCycle(s.billingCycle)) throw new AppError(409, 'conflict');
      const t = await repo.loadTenant(tx, s.tenantId, true);
      if (!t) throw new AppError(404, 'not_found');
      // A second session paid after the first one activated would charge twice: refused, left open.
      if (t.subscriptionStatus === 'active' || t.subscriptionStatus === 'past_due') {
        throw new AppError(409, 'already_subscribed', {
          message: 'This business already has a paid subscription; this checkout was not charged.',
          messagePl: 'Ta firma ma już płatną subskrypcję; ta płatność nie została pobrana.',
        });
      }
      await sandbox.markCompleted(tx, s.id, now);
      const subscriptionId = `sandbox_sub_${s.id}`;
      const ok = await applyCheckoutCompleted(tx, {
        tenantId: s.tenantId,
        tier: s.plan,
        billingCycle: s.billingCycle,
        provider: 'sandbox',
        providerCustomerId: `sandbox_cus_${s.tenantId}`,
        providerSubscriptionId: subscriptionId,
        checkoutSessionId: s.id,
      });
      if (!ok) throw new AppError(404, 'not_found');
      await applyInvoicePaid(tx, {
        tenantId: s.tenantId,
        provider: 'sandbox',
        providerInvoiceId: `sandbox_in_${s.id}`,
        providerSubscriptionId: subscriptionId,
        providerPaymentRef: `sandbox_pay_${s.id}`,
        grossGrosz: vatOfNet(s.amountGrosz).gross,
        periodStart: now,
        periodEnd: addMonths(now, 1),
        at: now,
      });
      return { session: { ...s, status: 'completed' as const }, outcome: 'paid' as const };
    });
  }

  return {
    getSubscription,
    listInvoices,
    getInvoice,
    subscribe,
    cancel,
    applyCheckoutCompleted,
    applyInvoicePaid,
    applyInvoiceFailed,
    applySubscriptionEnded,
    completeSandboxCheckout,
    sandboxPeriodEnd,
    handleStripeEvent,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
