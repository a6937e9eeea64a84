import Stripe from 'stripe';
import { v7 as uuidv7 } from 'uuid';
import type { ResolvedConfig } from '../../config.js';
import { StripePaymentsProvider } from './stripe.js';
import { CHECKOUT_TTL_MS, type CheckoutInput, type CheckoutSession, type PaymentsProvider } from './types.js';

/** A sandbox checkout session: the session and when it stops being payable. */
export interface SandboxCheckoutSession extends CheckoutSession {
  expiresAt: Date;
}

/**
 * Runs for real inside the service: a session's URL is a page of ours
 * (`GET /billing/sandbox/checkout/{id}`) whose "Pay" button completes it. The provider only
 * issues the session (id, URL, expiry); the billing module records it, in the caller's
 * transaction, and completes it. No renewals are charged; the billing module ends a cancelled
 * sandbox subscription at its period end itself.
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

  async createCheckoutSession(_input: CheckoutInput): Promise<SandboxCheckoutSession> {
    const id = uuidv7();
    return { id, url: this.checkoutUrl(id), expiresAt: new Date(this.now().getTime() + CHECKOUT_TTL_MS) };
  }

  async cancelAtPeriodEnd(_providerSubscriptionId: string): Promise<void> {
    // Nothing is renewed by the sandbox, so there is nothing to stop on its side.
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
