import type Stripe from 'stripe';
import {
  type CheckoutInput,
  type CheckoutSession,
  type PaymentsProvider,
  PaymentsProviderError,
  vatOfNet,
} from './types.js';

/** The signature header is older than this many seconds: refused (Stripe's default tolerance). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** Thrown when a webhook's `Stripe-Signature` does not verify (the route answers 400). */
export class StripeSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StripeSignatureError';
  }
}

const PLAN_NAMES: Record<string, string> = { solo: 'Solo', starter: 'Starter', business: 'Business' };

/**
 * Stripe on the official SDK. Checkout Sessions in `subscription` mode with inline price data
 * in PLN: the monthly price (or, for the annual commitment, the lower annual-commitment price)
 * plus 23 % VAT, billed every month. The 12-month commitment is recorded on our side; Stripe
 * only bills monthly. Tenant, tier and cycle travel in the session's and the subscription's
 * metadata, so the signed webhook events name them.
 */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly name = 'stripe' as const;

  constructor(
    readonly client: Stripe,
    private readonly opts: { appUrl: string; webhookSecret: string | undefined },
  ) {}

  async createCheckoutSession(input: CheckoutInput): Promise<CheckoutSession> {
    const { gross } = vatOfNet(input.amountGrosz);
    const metadata = { tenant_id: input.tenantId, tier: input.plan, billing_cycle: input.billingCycle };
    const planName = PLAN_NAMES[input.plan] ?? input.plan;
    const cycleText =
      input.billingCycle === 'annual'
        ? 'annual commitment, billed monthly / umowa roczna, płatne miesięcznie'
        : 'monthly / miesięcznie';
    let session: Stripe.Checkout.Session;
    try {
      session = await this.client.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: input.tenantId,
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: gross,
              recurring: { interval: 'month', interval_count: 1 },
              product_data: { name: `Recepcja ${planName} (${cycleText}), VAT 23% incl.` },
            },
          },
        ],
        metadata,
        subscription_data: { metadata },
        success_url: `${this.opts.appUrl}/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.opts.appUrl}/billing?checkout=cancelled`,
      });
    } catch (err) {
      throw new PaymentsProviderError(`Stripe refused or could not be reached: ${(err as Error).message}`, {
        cause: err,
      });
    }
    if (!session.url) throw new PaymentsProviderError('Stripe answered a checkout session without a URL');
    return { id: session.id, url: session.url };
  }

  async cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void> {
    try {
      await this.client.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    } catch (err) {
      throw new PaymentsProviderError(`Stripe could not cancel the subscription: ${(err as Error).message}`, {
        cause: err,
      });
    }
  }

  get webhookConfigured(): boolean {
    return Boolean(this.opts.webhookSecret);
  }

  /** Verifies the `Stripe-Signature` header over the raw body with the SDK and parses the event. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!this.opts.webhookSecret) throw new StripeSignatureError('No webhook signing secret is configured');
    if (!signature) throw new StripeSignatureError('The Stripe-Signature header is missing');
    try {
      return this.client.webhooks.constructEvent(
        rawBody,
        signature,
        this.opts.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (err) {
      throw new StripeSignatureError((err as Error).message);
    }
  }
}
