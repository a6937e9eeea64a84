import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { ResolvedConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import {
  type CheckoutInput,
  type CheckoutSession,
  createPaymentsProvider,
  type SandboxPaymentsProvider,
  type StripePaymentsProvider,
} from '../../providers/payments/index.js';
import { paymentsSandboxCheckouts } from './billing.schema.js';

export type SandboxCheckout = typeof paymentsSandboxCheckouts.$inferSelect;

/**
 * The payments provider as the billing and onboarding services use it: a checkout is opened
 * with the caller's transaction, in which a sandbox session is recorded.
 */
export interface CheckoutPayments {
  readonly name: 'sandbox' | 'stripe';
  /** Opens a monthly-billed subscription checkout; `db` joins the caller's transaction. */
  createCheckoutSession(db: DbOrTx, input: CheckoutInput): Promise<CheckoutSession>;
  /** Stops renewal at the end of the paid period (the subscription ends then, not now). */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
}

/**
 * The sandbox provider with its sessions in `payments_sandbox_checkouts` (what Stripe would
 * hold): `open` until paid on the sandbox checkout page (`completed`) or past `expires_at`.
 */
export class SandboxPayments implements CheckoutPayments {
  readonly name = 'sandbox' as const;
  constructor(readonly provider: SandboxPaymentsProvider) {}

  async createCheckoutSession(db: DbOrTx, input: CheckoutInput): Promise<CheckoutSession> {
    const s = await this.provider.createCheckoutSession(input);
    await db.insert(paymentsSandboxCheckouts).values({
      id: s.id,
      tenantId: input.tenantId,
      plan: input.plan,
      billingCycle: input.billingCycle,
      amountGrosz: input.amountGrosz,
      currency: input.currency,
      url: s.url,
      customerEmail: input.customerEmail,
      expiresAt: s.expiresAt,
    });
    return { id: s.id, url: s.url };
  }

  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void> {
    return this.provider.cancelAtPeriodEnd(providerSubscriptionId);
  }

  async findSession(db: DbOrTx, id: string, lock = false): Promise<SandboxCheckout | undefined> {
    const q = db.select().from(paymentsSandboxCheckouts).where(eq(paymentsSandboxCheckouts.id, id)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row;
  }

  /** Marks an open session paid; false when it was not open any more (a second click). */
  async markCompleted(db: DbOrTx, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(paymentsSandboxCheckouts)
      .set({ status: 'completed', completedAt: at })
      .where(and(eq(paymentsSandboxCheckouts.id, id), eq(paymentsSandboxCheckouts.status, 'open')))
      .returning({ id: paymentsSandboxCheckouts.id });
    return rows.length === 1;
  }
}

/** Stripe: sessions live at Stripe, which reports back through the signed webhook. */
export class StripePayments implements CheckoutPayments {
  readonly name = 'stripe' as const;
  constructor(readonly provider: StripePaymentsProvider) {}

  createCheckoutSession(_db: DbOrTx, input: CheckoutInput): Promise<CheckoutSession> {
    return this.provider.createCheckoutSession(input);
  }

  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void> {
    return this.provider.cancelAtPeriodEnd(providerSubscriptionId);
  }

  get webhookConfigured(): boolean {
    return this.provider.webhookConfigured;
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    return this.provider.verifyWebhook(rawBody, signature);
  }
}

export type Payments = SandboxPayments | StripePayments;

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox (see `createPaymentsProvider`). */
export function paymentsFor(config: ResolvedConfig, now: () => Date): Payments {
  const provider = createPaymentsProvider(config, now);
  return provider.name === 'sandbox' ? new SandboxPayments(provider) : new StripePayments(provider);
}
