import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { ResolvedConfig } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../db/columns.js';
import { paymentsSandboxCheckouts } from './payments.schema.js';
import { StripePaymentsProvider } from './stripe.js';
import { CHECKOUT_TTL_MS, type CheckoutInput, type CheckoutSession, type PaymentsProvider } from './types.js';

export type SandboxCheckout = typeof paymentsSandboxCheckouts.$inferSelect;

/**
 * Runs for real inside the service: a session is a row, its URL a page of ours
 * (`GET /billing/sandbox/checkout/{id}`) whose "Pay" button completes it. No renewals are
 * charged; the billing module ends a cancelled sandbox subscription at its period end itself.
 */
export class SandboxPaymentsProvider implements PaymentsProvider {
  readonly name = 'sandbox' as const;
  /** `now` is the service clock: a checkout's 24 hours are judged by the same clock as its payment. */
  constructor(
    private readonly publicBaseUrl: string,
    private readonly now: () => Date,
  ) {}

  checkoutUrl(id: string) {
    return `${this.publicBaseUrl}/billing/sandbox/checkout/${id}`;
  }

  async createCheckoutSession(db: DbOrTx, input: CheckoutInput): Promise<CheckoutSession> {
    const id = newId();
    const url = this.checkoutUrl(id);
    await db.insert(paymentsSandboxCheckouts).values({
      id,
      tenantId: input.tenantId,
      plan: input.plan,
      billingCycle: input.billingCycle,
      amountGrosz: input.amountGrosz,
      currency: input.currency,
      url,
      customerEmail: input.customerEmail,
      expiresAt: new Date(this.now().getTime() + CHECKOUT_TTL_MS),
    });
    return { id, url };
  }

  async cancelAtPeriodEnd(_providerSubscriptionId: string): Promise<void> {
    // Nothing is renewed by the sandbox, so there is nothing to stop on its side.
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

/** The Stripe SDK client for a configured base address (`STRIPE_API_BASE`, else api.stripe.com). */
export function createStripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 15_000 };
  if (apiBase) {
    const u = new URL(apiBase);
    const protocol = u.protocol === 'http:' ? 'http' : 'https';
    options.host = u.hostname;
    options.port = u.port ? Number(u.port) : protocol === 'http' ? 80 : 443;
    options.protocol = protocol;
  }
  return new Stripe(secretKey, options);
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox. */
export function createPaymentsProvider(
  config: ResolvedConfig,
  now: () => Date,
): SandboxPaymentsProvider | StripePaymentsProvider {
  const p = config.providers;
  if (p.stripeSecretKey) {
    return new StripePaymentsProvider(createStripeClient(p.stripeSecretKey, p.stripeApiBase), {
      appUrl: config.appUrl,
      webhookSecret: p.stripeWebhookSecret,
    });
  }
  return new SandboxPaymentsProvider(config.publicBaseUrl, now);
}

export { StripePaymentsProvider, StripeSignatureError } from './stripe.js';
export * from './types.js';
