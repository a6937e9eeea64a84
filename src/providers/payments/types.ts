import { AppError } from '../../platform/errors.js';

/** Polish VAT on the service (23 %). Plan prices are net; customers pay net + VAT. */
export const VAT_RATE_PERCENT = 23;

/** Net → VAT and gross, in grosz (VAT rounded half up). */
export function vatOfNet(netGrosz: number) {
  const vat = Math.round((netGrosz * VAT_RATE_PERCENT) / 100);
  return { net: netGrosz, vat, gross: netGrosz + vat };
}

/** Gross → net and VAT, in grosz (what a provider charged, split for the invoice). */
export function vatOfGross(grossGrosz: number) {
  const net = Math.round((grossGrosz * 100) / (100 + VAT_RATE_PERCENT));
  return { net, vat: grossGrosz - net, gross: grossGrosz };
}

/** How long an unpaid checkout session stays payable (Stripe's default). */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

export interface CheckoutInput {
  tenantId: string;
  plan: string;
  billingCycle: 'monthly' | 'annual';
  /** Monthly price excluding VAT; the customer is charged this plus VAT every month. */
  amountGrosz: number;
  currency: 'PLN';
  customerEmail: string | null;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** A provider call that failed (network, refusal): the caller answers 503, never a 500. */
export class PaymentsProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentsProviderError';
  }
}

/** A provider failure is the caller's 503 `payments_unavailable`; anything else passes through. */
export function paymentsUnavailable(err: unknown): unknown {
  if (!(err instanceof PaymentsProviderError)) return err;
  return new AppError(503, 'payments_unavailable', {
    message: 'The payments provider cannot be reached right now. Try again in a moment.',
    messagePl: 'Operator płatności jest teraz niedostępny. Spróbuj ponownie za chwilę.',
    cause: err,
  });
}

/**
 * The one payments interface: the billing module wraps it (its `payments.ts`) for
 * its own checkout and onboarding's `start_checkout`.
 * `sandbox` completes checkouts on our own page; `stripe` talks to the Stripe API and
 * reports back through the signed webhook.
 */
export interface PaymentsProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Opens a monthly-billed subscription checkout. */
  createCheckoutSession(input: CheckoutInput): Promise<CheckoutSession>;
  /** Stops renewal at the end of the paid period (the subscription ends then, not now). */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
}
