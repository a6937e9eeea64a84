import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { type BillingCycle, type SubscriptionStatus, type Tier, tenants } from '../tenants/tenants.schema.js';

/** The spec's plan table as data. Prices are PLN per month excluding VAT, in grosz. */
export interface Plan {
  tier: Tier;
  name: string;
  /** Null: custom (Enterprise, agreed in the contract). */
  monthlyPriceGrosz: number | null;
  annualMonthlyPriceGrosz: number | null;
  minutes: number | null;
  sms: number | null;
  /** Calls answered at the same time; one more is told the lines are busy and offered a message. */
  concurrentCalls: number;
  features: readonly Feature[];
}

export const FEATURES = [
  'csv_export',
  'crm_integration',
  'spreadsheet_access',
  'call_stats',
  'missed_questions',
  'follow_ups',
  'instant_number_provisioning',
  'api_access',
  'custom_voice',
  'sla',
  'on_premise',
  'call_analysis',
] as const;
export type Feature = (typeof FEATURES)[number];

const BUSINESS_FEATURES: Feature[] = [
  'csv_export',
  'crm_integration',
  'spreadsheet_access',
  'call_stats',
  'missed_questions',
  'follow_ups',
  'instant_number_provisioning',
  // DECISIONS: API keys from Business (the spec's plan text says Enterprise adds API access; the
  // availability rules and DECISIONS open it from Business).
  'api_access',
  // Post-call analysis fields defined by the tenant (issue #23).
  'call_analysis',
];

export const PLANS: Record<Exclude<Tier, 'trial'>, Plan> = {
  solo: {
    tier: 'solo',
    name: 'Solo',
    monthlyPriceGrosz: 34_900,
    annualMonthlyPriceGrosz: 29_000,
    minutes: 150,
    sms: 50,
    concurrentCalls: 1,
    features: [],
  },
  starter: {
    tier: 'starter',
    name: 'Starter',
    monthlyPriceGrosz: 120_000,
    annualMonthlyPriceGrosz: 100_000,
    minutes: 600,
    sms: 200,
    concurrentCalls: 2,
    features: [],
  },
  business: {
    tier: 'business',
    name: 'Business',
    monthlyPriceGrosz: 250_000,
    annualMonthlyPriceGrosz: 209_000,
    minutes: 2000,
    sms: 600,
    concurrentCalls: 10,
    features: BUSINESS_FEATURES,
  },
  enterprise: {
    tier: 'enterprise',
    name: 'Enterprise',
    monthlyPriceGrosz: null,
    annualMonthlyPriceGrosz: null,
    minutes: null,
    sms: null,
    concurrentCalls: 50,
    features: [...BUSINESS_FEATURES, 'custom_voice', 'sla', 'on_premise'],
  },
};

export const TRIAL_DAYS = 14;
export const TRIAL_MS = TRIAL_DAYS * 24 * 60 * 60 * 1000;

/** Lowest tier that includes a feature (for error messages). */
export function minimumTierFor(feature: Feature): Tier {
  for (const tier of ['solo', 'starter', 'business', 'enterprise'] as const) {
    if (PLANS[tier].features.includes(feature)) return tier;
  }
  return 'enterprise';
}

export function priceGrosz(tier: Tier, cycle: BillingCycle): number | null {
  if (tier === 'trial') return 0;
  const p = PLANS[tier];
  return cycle === 'annual' ? p.annualMonthlyPriceGrosz : p.monthlyPriceGrosz;
}

export interface TenantPlanInput {
  tier: Tier;
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: Date | null;
  customMinutesLimit?: number | null;
  customSmsLimit?: number | null;
}

export interface EffectivePlan {
  tier: Tier;
  /** The plan whose quotas and features apply now (a `trial` tenant has Solo's). */
  plan: Plan;
  minutesLimit: number | null;
  smsLimit: number | null;
  /** Simultaneous calls of the plan (Solo and trial 1, Starter 2, Business 10, Enterprise 50). */
  concurrentCallsLimit: number;
  features: ReadonlySet<Feature>;
  trialExpired: boolean;
  /** False when cancelled or when a trial ran out without a paid subscription. */
  active: boolean;
}

/**
 * What a tenant may use now. `trial` tier: Solo quotas, no gated features, for 14 days. A
 * paid-tier signup in `trialing`: its plan's quotas and features for the 14 days. After
 * the trial ends without payment, or once `cancelled`, nothing gated is available.
 */
export function effectivePlan(t: TenantPlanInput, now: Date): EffectivePlan {
  const plan = t.tier === 'trial' ? PLANS.solo : PLANS[t.tier];
  // A `trialing` tenant without an end date (set by hand or by an import) is not treated as expired.
  const trialExpired =
    t.subscriptionStatus === 'trialing' && t.trialEndsAt !== null && t.trialEndsAt.getTime() <= now.getTime();
  const active = t.subscriptionStatus !== 'cancelled' && !trialExpired;
  const features = new Set<Feature>(active && t.tier !== 'trial' ? plan.features : []);
  return {
    tier: t.tier,
    plan,
    minutesLimit: t.tier === 'enterprise' ? (t.customMinutesLimit ?? null) : plan.minutes,
    smsLimit: t.tier === 'enterprise' ? (t.customSmsLimit ?? null) : plan.sms,
    concurrentCallsLimit: plan.concurrentCalls,
    features,
    trialExpired,
    active,
  };
}

export function hasFeature(t: TenantPlanInput, feature: Feature, now: Date): boolean {
  return effectivePlan(t, now).features.has(feature);
}

const TIER_NAMES_PL: Record<Tier, string> = {
  trial: 'Trial',
  solo: 'Solo',
  starter: 'Starter',
  business: 'Business',
  enterprise: 'Enterprise',
};

/** Throws 403 `plan_required` unless the tenant's current plan includes the feature. */
export function assertFeature(t: TenantPlanInput, feature: Feature, now: Date): void {
  if (hasFeature(t, feature, now)) return;
  const min = minimumTierFor(feature);
  throw new AppError(403, 'plan_required', {
    message: `This feature (${feature}) needs the ${TIER_NAMES_PL[min]} plan or higher.`,
    messagePl: `Ta funkcja (${feature}) wymaga planu ${TIER_NAMES_PL[min]} lub wyższego.`,
    details: { feature, required_tier: min },
  });
}

/** The plan fields of a tenant, or null when it does not exist. */
async function planOf(db: DbOrTx, tenantId: string) {
  const [t] = await db
    .select({
      tier: tenants.tier,
      subscriptionStatus: tenants.subscriptionStatus,
      trialEndsAt: tenants.trialEndsAt,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return t ?? null;
}

/**
 * The helper other modules call: loads the tenant and throws 403 `plan_required` when its
 * plan lacks the feature (404 when the tenant does not exist).
 */
export async function requireFeature(
  db: DbOrTx,
  tenantId: string,
  feature: Feature,
  now: Date,
): Promise<void> {
  const t = await planOf(db, tenantId);
  if (!t) throw new AppError(404, 'not_found');
  assertFeature(t, feature, now);
}

/** Whether the tenant's plan has the feature now; null when the tenant does not exist. */
export async function tenantHasFeature(
  db: DbOrTx,
  tenantId: string,
  feature: Feature,
  now: Date,
): Promise<boolean | null> {
  const t = await planOf(db, tenantId);
  return t ? hasFeature(t, feature, now) : null;
}

/** The plan table as published (`GET /plans`). */
export function publicPlans() {
  return (['solo', 'starter', 'business', 'enterprise'] as const).map((tier) => {
    const p = PLANS[tier];
    return {
      tier,
      name: p.name,
      currency: 'PLN',
      monthly_price: p.monthlyPriceGrosz === null ? null : p.monthlyPriceGrosz / 100,
      annual_monthly_price: p.annualMonthlyPriceGrosz === null ? null : p.annualMonthlyPriceGrosz / 100,
      minutes: p.minutes,
      sms: p.sms,
      features: [...p.features],
    };
  });
}
