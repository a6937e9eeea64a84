import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import type Stripe from 'stripe';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { Principal, ServiceContext } from '../../platform/context.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import type { Outbox, OutboxMessage } from '../../platform/outbox.js';
import {
  PaymentsProviderError,
  paymentsUnavailable,
  VAT_RATE_PERCENT,
  vatOfGross,
  vatOfNet,
} from '../../providers/payments/index.js';
import { users } from '../accounts/accounts.schema.js';
import { priceGrosz } from '../plans/plans.js';
import { type BillingCycle, type Tier, tenants } from '../tenants/tenants.schema.js';
import { settingsOf, type TenantsService } from '../tenants/tenants.service.js';
import { invoiceDto, subscriptionDto } from './billing.dto.js';
import * as repo from './billing.repo.js';
import { BILLING_ZONE, type SubscriptionRow, type TenantRow } from './billing.repo.js';
import { billingSubscriptions, type InvoiceStatus, invoices, paymentRecords } from './billing.schema.js';
import type { Payments } from './payments.js';

/** Invoices and payment records are kept this long (Polish accounting law). */
export const RETENTION_YEARS = 7;
export const COMMITMENT_MONTHS = 12;
export const SANDBOX_PERIOD_END_TOPIC = 'billing.sandbox_period_end';

export const PURCHASABLE_TIERS = ['solo', 'starter', 'business'] as const;
export type PurchasableTier = (typeof PURCHASABLE_TIERS)[number];

export interface BillingDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  payments: Payments;
  tenants: TenantsService;
  log?: FastifyBaseLogger;
}

export const addMonths = (d: Date, months: number) =>
  DateTime.fromJSDate(d, { zone: BILLING_ZONE }).plus({ months }).toJSDate();
const addYears = (d: Date, years: number) =>
  DateTime.fromJSDate(d, { zone: BILLING_ZONE }).plus({ years }).toJSDate();
export const warsawDate = (d: Date) => DateTime.fromJSDate(d, { zone: BILLING_ZONE }).toFormat('yyyy-MM-dd');
const fromUnix = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);

const isPurchasable = (v: unknown): v is PurchasableTier =>
  typeof v === 'string' && (PURCHASABLE_TIERS as readonly string[]).includes(v);
const isCycle = (v: unknown): v is BillingCycle => v === 'monthly' || v === 'annual';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from a provider's metadata are checked before they reach a uuid column. */
const asTenantId = (v: unknown): string | null => (typeof v === 'string' && UUID_RE.test(v) ? v : null);

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

export function createBillingService(deps: BillingDeps) {
  const { db, clock } = deps;

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
