import { Type } from '@sinclair/typebox';
import { vatOfGross } from '../../providers/payments/index.js';
import type { InvoiceRow } from './billing.repo.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const DateTimeStr = () => Type.String({ format: 'date-time' });

export const SubscribeBody = Type.Object(
  {
    billing_cycle: Type.Union([Type.Literal('monthly'), Type.Literal('annual')], {
      description:
        '`monthly`: the monthly price, cancellable at any time (ends with the paid period). `annual`: the lower annual-commitment price, still billed monthly, with a 12-month commitment during which cancellation is refused.',
    }),
    plan: Type.Optional(
      Type.Union(
        [Type.Literal('solo'), Type.Literal('starter'), Type.Literal('business'), Type.Literal('enterprise')],
        {
          description:
            "The plan to buy; defaults to the tenant's current paid tier (required for a `trial` tenant). `enterprise` is sold by contract: 409 `plan_by_contact`.",
        },
      ),
    ),
  },
  { additionalProperties: false },
);

export const CheckoutResponse = Type.Object({
  checkout_url: Type.String({ description: 'Send the customer here to pay.' }),
  session_id: Type.String(),
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('stripe')]),
  tier: Type.String(),
  billing_cycle: Type.String(),
  commitment_type: Type.Union([Type.Literal('none'), Type.Literal('annual')]),
  monthly_net_grosz: Type.Integer({ description: 'Monthly price excluding VAT, in grosz.' }),
  monthly_vat_grosz: Type.Integer({ description: 'VAT 23 % of it, in grosz.' }),
  monthly_gross_grosz: Type.Integer({ description: 'What is charged every month, in grosz.' }),
  currency: Type.Literal('PLN'),
});

export const SubscriptionResponse = Type.Object({
  tier: Type.String({ description: '`trial`, `solo`, `starter`, `business`, `enterprise`' }),
  status: Type.String({ description: '`trialing`, `active`, `past_due`, `cancelled`' }),
  billing_cycle: Type.String({ description: '`monthly` or `annual`' }),
  commitment_type: Type.Union([Type.Literal('none'), Type.Literal('annual')]),
  commitment_end: Nullable(DateTimeStr()),
  current_period_start: Nullable(DateTimeStr()),
  current_period_end: Nullable(DateTimeStr()),
  trial_ends_at: Nullable(DateTimeStr()),
  cancel_at_period_end: Type.Boolean(),
  cancelled_at: Nullable(DateTimeStr()),
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('stripe'), Type.Null()], {
    description: 'Who bills the subscription; null before the first checkout.',
  }),
});

export const InvoiceDTO = Type.Object({
  id: Type.String(),
  number: Type.String({ description: 'Consecutive per month: `RC/YYYY/MM/NNNNN`.' }),
  status: Type.String({ description: '`open`, `paid`, `uncollectible`, `void` (`draft` unused)' }),
  currency: Type.String({ description: 'Always `PLN`.' }),
  amount_grosz: Type.Integer({ description: 'Gross total (net + VAT), in grosz.' }),
  net_grosz: Type.Integer(),
  vat_grosz: Type.Integer(),
  vat_rate_percent: Type.Integer(),
  tier: Nullable(Type.String()),
  billing_cycle: Nullable(Type.String()),
  period_start: Nullable(DateTimeStr()),
  period_end: Nullable(DateTimeStr()),
  issued_at: DateTimeStr(),
  due_at: Nullable(DateTimeStr()),
  paid_at: Nullable(DateTimeStr()),
  retain_until: Nullable(DateTimeStr()),
  buyer_name: Type.String(),
  buyer_nip: Nullable(Type.String()),
  provider: Nullable(Type.String()),
});

export const InvoiceList = Type.Object({
  data: Type.Array(InvoiceDTO),
  limit: Type.Integer(),
  offset: Type.Integer(),
  has_more: Type.Boolean(),
});

export const InvoiceListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});

export const WebhookAck = Type.Object({
  received: Type.Literal(true),
  duplicate: Type.Boolean({ description: 'True when this event id was already handled (nothing changed).' }),
  outcome: Type.String(),
});

type SubscriptionRowLike = {
  provider: 'sandbox' | 'stripe';
  commitmentType: 'none' | 'annual';
  commitmentEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelledAt: Date | null;
};
type TenantRowLike = {
  tier: string;
  subscriptionStatus: string;
  billingCycle: string;
  trialEndsAt: Date | null;
};
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Subscription: the status from the tenant row, the rest from the billing row (defaults before any checkout). */
export function subscriptionDto(t: TenantRowLike, s: SubscriptionRowLike | undefined) {
  return {
    tier: t.tier,
    status: t.subscriptionStatus,
    billing_cycle: t.billingCycle,
    commitment_type: s?.commitmentType ?? ('none' as const),
    commitment_end: iso(s?.commitmentEnd),
    current_period_start: iso(s?.currentPeriodStart),
    current_period_end: iso(s?.currentPeriodEnd),
    trial_ends_at: iso(t.trialEndsAt),
    cancel_at_period_end: s?.cancelAtPeriodEnd ?? false,
    cancelled_at: iso(s?.cancelledAt),
    provider: s?.provider ?? null,
  };
}

/** An invoice row as published; rows written before the VAT split get it computed from the gross. */
export function invoiceDto(i: InvoiceRow) {
  const split =
    i.netGrosz !== null && i.vatGrosz !== null
      ? { net: i.netGrosz, vat: i.vatGrosz }
      : (({ net, vat }) => ({ net, vat }))(vatOfGross(i.amountGrosz));
  return {
    id: i.id,
    number: i.number,
    status: i.status,
    currency: i.currency,
    amount_grosz: i.amountGrosz,
    net_grosz: split.net,
    vat_grosz: split.vat,
    vat_rate_percent: i.vatRatePercent,
    tier: i.tier ?? null,
    billing_cycle: i.billingCycle ?? null,
    period_start: iso(i.periodStart),
    period_end: iso(i.periodEnd),
    issued_at: i.issuedAt.toISOString(),
    due_at: iso(i.dueAt),
    paid_at: iso(i.paidAt),
    retain_until: iso(i.retainUntil),
    buyer_name: i.buyerName,
    buyer_nip: i.buyerNip,
    provider: i.provider ?? null,
  };
}
