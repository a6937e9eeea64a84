import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/columns.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { paymentsUnavailable } from '../../providers/payments/index.js';
import type { ProvisionedNumber, TelephonyProvider } from '../../providers/telephony/index.js';
import { users } from '../accounts/accounts.schema.js';
import type { CheckoutPayments } from '../billing/payments.js';
import { priceGrosz } from '../plans/plans.js';
import { requireE164 } from '../tenants/phone.js';
import { type BillingCycle, type OpeningHours, phoneNumbers, type Tier } from '../tenants/tenants.schema.js';
import {
  checkFaq,
  checkOpeningHours,
  checkTimezone,
  settingsOf,
  type TenantsService,
} from '../tenants/tenants.service.js';
import { forwardingInstructions, type Rings } from './forwarding.js';
import { onboardingClaims, onboardingDrafts } from './onboarding.schema.js';

export const CLAIM_SECONDS = 60;

export interface OnboardingCreateInput {
  business_name: string;
  plan: Tier;
  billing_cycle: BillingCycle;
  timezone?: string;
  owner_phone?: string;
  opening_hours?: OpeningHours;
  faq?: Record<string, string>;
  start_checkout: boolean;
}

export interface OnboardingDeps {
  db: Db;
  clock: Clock;
  tenants: TenantsService;
  telephony: TelephonyProvider;
  payments: CheckoutPayments;
}

export function createOnboardingService(deps: OnboardingDeps) {
  const { db, clock } = deps;

  async function userRow(userId: string) {
    const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!u) throw new AppError(401, 'invalid_token');
    return u;
  }

  /** Takes the user's claim (a new row, or an expired one); null when a live claim exists. */
  async function claim(userId: string): Promise<string | null> {
    const now = clock.now();
    const token = newId();
    const rows = await db
      .insert(onboardingClaims)
      .values({
        userId,
        claimToken: token,
        claimedAt: now,
        expiresAt: new Date(now.getTime() + CLAIM_SECONDS * 1000),
      })
      .onConflictDoUpdate({
        target: onboardingClaims.userId,
        set: {
          claimToken: sql`excluded.claim_token`,
          claimedAt: sql`excluded.claimed_at`,
          expiresAt: sql`excluded.expires_at`,
        },
        setWhere: lte(onboardingClaims.expiresAt, now),
      })
      .returning({ token: onboardingClaims.claimToken });
    return rows[0]?.token === token ? token : null;
  }

  async function release(userId: string, token: string) {
    await db
      .delete(onboardingClaims)
      .where(and(eq(onboardingClaims.userId, userId), eq(onboardingClaims.claimToken, token)));
  }

  async function complete(userId: string, input: OnboardingCreateInput) {
    // Validate everything before claiming, so that a 422 does not block a corrected retry.
    const timezone = input.timezone ? checkTimezone(input.timezone) : undefined;
    const ownerPhone = input.owner_phone
      ? requireE164(input.owner_phone, ['body', 'owner_phone'])
      : undefined;
    const openingHours = input.opening_hours
      ? checkOpeningHours(input.opening_hours, ['body', 'opening_hours'])
      : undefined;
    const faq = input.faq ? checkFaq(input.faq, ['body', 'faq']) : undefined;

    const token = await claim(userId);
    if (!token) {
      throw new AppError(409, 'onboarding_in_progress', {
        message: 'Your onboarding is already being submitted. Wait a moment and refresh.',
        messagePl: 'Rejestracja firmy jest już w toku. Odczekaj chwilę i odśwież stronę.',
      });
    }
    let provisioned: ProvisionedNumber | null = null;
    const tenantId = newId();
    try {
      const u = await userRow(userId);
      if (u.tenantId) {
        throw new AppError(409, 'already_onboarded', {
          message: 'Your account already belongs to a business.',
          messagePl: 'Twoje konto jest już przypisane do firmy.',
        });
      }
      // The operator is called outside the transaction; the number is released if the writes fail.
      try {
        provisioned = await deps.telephony.provisionNumber({ tenantId, country: 'PL' });
      } catch (err) {
        throw new AppError(503, 'telephony_unavailable', {
          message: 'No phone number could be provisioned right now. Try again in a moment.',
          messagePl: 'Nie udało się teraz przydzielić numeru telefonu. Spróbuj ponownie za chwilę.',
          cause: err,
        });
      }
      const number = provisioned;
      const result = await db.transaction(async (tx) => {
        const t = await deps.tenants.createTenant(tx, {
          id: tenantId,
          userId,
          businessName: input.business_name,
          tier: input.plan,
          billingCycle: input.billing_cycle,
          timezone,
          ownerPhone,
          openingHours,
          faq,
        });
        const phone = await deps.tenants.attachProvisioned(tx, t.id, number, 'Główny');
        let checkoutUrl: string | null = null;
        const amount = priceGrosz(input.plan, input.billing_cycle);
        if (input.start_checkout && input.plan !== 'trial' && amount !== null && amount > 0) {
          // A provider failure rolls the whole onboarding back (the number is released below).
          const session = await deps.payments
            .createCheckoutSession(tx, {
              tenantId: t.id,
              plan: input.plan,
              billingCycle: input.billing_cycle,
              amountGrosz: amount,
              currency: 'PLN',
              customerEmail: u.email,
            })
            .catch((err: unknown) => {
              throw paymentsUnavailable(err);
            });
          checkoutUrl = session.url;
        }
        await tx.delete(onboardingDrafts).where(eq(onboardingDrafts.userId, userId));
        return { tenant_id: t.id, phone_number: phone.number, checkout_url: checkoutUrl };
      });
      provisioned = null;
      return result;
    } finally {
      if (provisioned) {
        await deps.telephony
          .releaseNumber({ tenantId, number: provisioned.number, providerRef: provisioned.providerRef })
          .catch(() => {});
      }
      await release(userId, token);
    }
  }

  async function tenantOf(userId: string) {
    const u = await userRow(userId);
    if (!u.tenantId)
      throw new AppError(404, 'not_found', {
        message: 'You have no business account yet: complete onboarding first.',
        messagePl: 'Nie masz jeszcze konta firmy: najpierw dokończ rejestrację.',
      });
    return deps.tenants.getTenant(u.tenantId);
  }

  async function deploymentFlags(userId: string) {
    const u = await userRow(userId);
    if (!u.tenantId)
      return {
        tenant_created: false,
        tenant_id: null,
        phone_number_provisioned: false,
        forwarding_verified: false,
        is_live: false,
      };
    let t = await deps.tenants.getTenant(u.tenantId);
    if (
      t.forwardingVerifiedAt === null &&
      (await deps.tenants.settleForwardingCheck(t.id))?.status === 'succeeded'
    )
      t = await deps.tenants.getTenant(u.tenantId);
    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.tenantId, t.id), eq(phoneNumbers.isActive, true)));
    return {
      tenant_created: true,
      tenant_id: t.id,
      phone_number_provisioned: Number(n?.n ?? 0) > 0,
      forwarding_verified: t.forwardingVerifiedAt !== null,
      is_live: t.isLive,
    };
  }

  async function status(userId: string) {
    const u = await userRow(userId);
    const flags = await deploymentFlags(userId);
    const [draft] = await db
      .select({ updatedAt: onboardingDrafts.updatedAt, step: onboardingDrafts.step })
      .from(onboardingDrafts)
      .where(eq(onboardingDrafts.userId, userId));
    const nextStep = !u.emailVerified
      ? 'verify_email'
      : !flags.tenant_created
        ? 'create_business'
        : !flags.phone_number_provisioned
          ? 'phone_number'
          : !flags.forwarding_verified
            ? 'forwarding'
            : !flags.is_live
              ? 'go_live'
              : 'done';
    return {
      completed: flags.tenant_created,
      email_verified: u.emailVerified,
      ...flags,
      has_draft: Boolean(draft),
      draft_step: draft?.step ?? null,
      next_step: nextStep,
    };
  }

  async function getDraft(userId: string) {
    const [d] = await db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, userId));
    return {
      data: d?.data ?? null,
      step: d?.step ?? null,
      updated_at: d ? d.updatedAt.toISOString() : null,
      deployment: await deploymentFlags(userId),
    };
  }

  async function putDraft(
    userId: string,
    body: { data: Record<string, unknown>; step?: string },
    size: number,
  ) {
    const now = clock.now();
    const [d] = await db
      .insert(onboardingDrafts)
      .values({ userId, data: body.data, step: body.step ?? null, updatedAt: now })
      .onConflictDoUpdate({
        target: onboardingDrafts.userId,
        set: { data: body.data, step: body.step ?? null, updatedAt: now },
      })
      .returning();
    return { ok: true as const, updated_at: d!.updatedAt.toISOString(), size_bytes: size };
  }

  async function instructions(userId: string, rings?: Rings) {
    const t = await tenantOf(userId);
    const s = settingsOf(t);
    const [ours] = await db
      .select()
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.tenantId, t.id), eq(phoneNumbers.isActive, true)))
      .orderBy(phoneNumbers.createdAt)
      .limit(1);
    if (!ours)
      throw new AppError(409, 'phone_number_missing', {
        message: 'The business has no active number to forward to yet.',
        messagePl: 'Firma nie ma jeszcze aktywnego numeru, na który można przekierować.',
      });
    return {
      tenant_id: t.id,
      ...forwardingInstructions({
        forwardTo: ours.number,
        rings: rings ?? s.forwarding_rings,
        mode: s.answering_mode,
        businessName: t.businessName,
        backupGreeting: s.backup_greeting,
      }),
    };
  }

  return { complete, status, getDraft, putDraft, instructions, tenantOf, claim };
}
