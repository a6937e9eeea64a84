import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Principal, ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { users } from '../accounts/accounts.schema.js';
import { TRIAL_MS } from '../plans/plans.js';
import { requireE164 } from './phone.js';
import { createTenantAnomalies } from './tenants.anomalies.js';
import { createTenantConfig } from './tenants.config.js';
import { createTenantDeletion } from './tenants.deletion.js';
import { createTenantDepartments } from './tenants.departments.js';
import type { TenantUpdateBody } from './tenants.dto.js';
import { createTenantNumbers } from './tenants.numbers.js';
import { createTenantReadiness } from './tenants.readiness.js';
import { type BillingCycle, type OpeningHours, type Tier, tenants } from './tenants.schema.js';
import { checkServiceTypes, createTenantSettings } from './tenants.settings.js';
import {
  checkFaq,
  checkHoursExceptions,
  checkOpeningHours,
  checkTimezone,
  listRecord,
  type TenantRow,
  type TenantsDeps,
} from './tenants.shared.js';
import { createTenantUsage } from './tenants.usage.js';

// The service is composed from one file per area; these re-exports keep the module's public names here.
export { ANOMALY_RULES, detectAnomalies } from './tenants.anomalies.js';
export { FORWARDING_CHECK_SECONDS, RING_SECONDS } from './tenants.numbers.js';
export {
  checkFaq,
  checkOpeningHours,
  checkTimezone,
  departmentDto,
  listRecord,
  phoneDto,
  REMINDER_DEFAULTS,
  SETTINGS_DEFAULTS,
  settingsOf,
  type TenantRow,
  type TenantSettings,
  type TenantsDeps,
  VERIFICATION_DEFAULTS,
} from './tenants.shared.js';

export function createTenantsService(deps: TenantsDeps) {
  const { db, clock } = deps;

  async function getTenant(tenantId: string, tx: DbOrTx = db, lock = false): Promise<TenantRow> {
    const q = tx.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    const [t] = lock ? await q.for('update') : await q;
    if (!t)
      throw new AppError(404, 'not_found', {
        message: 'Tenant not found.',
        messagePl: 'Nie znaleziono firmy.',
      });
    return t;
  }

  /** Creates a tenant (tier and a 14-day trial) and makes the user its owner. Joins the caller's transaction. */
  async function createTenant(
    tx: DbOrTx,
    input: {
      id?: string;
      userId: string;
      businessName: string;
      tier?: Tier;
      billingCycle?: BillingCycle;
      timezone?: string;
      ownerPhone?: string | null;
      openingHours?: OpeningHours;
      faq?: Record<string, string>;
    },
  ): Promise<TenantRow> {
    const now = clock.now();
    const [t] = await tx
      .insert(tenants)
      .values({
        ...(input.id ? { id: input.id } : {}),
        businessName: input.businessName.trim(),
        tier: input.tier ?? 'trial',
        subscriptionStatus: 'trialing',
        trialEndsAt: new Date(now.getTime() + TRIAL_MS),
        billingCycle: input.billingCycle ?? 'monthly',
        timezone: input.timezone ?? 'Europe/Warsaw',
        ownerPhone: input.ownerPhone ?? null,
        openingHours: input.openingHours ?? {},
        faq: input.faq ?? {},
        ownerUserId: input.userId,
      })
      .returning();
    // Only a user without a tenant becomes an owner (guards against a concurrent second tenant).
    const claimed = await tx
      .update(users)
      .set({ tenantId: t!.id })
      .where(and(eq(users.id, input.userId), isNull(users.tenantId)))
      .returning({ id: users.id });
    if (claimed.length !== 1) {
      throw new AppError(409, 'already_onboarded', {
        message: 'Your account already belongs to a business.',
        messagePl: 'Twoje konto jest już przypisane do firmy.',
      });
    }
    return t!;
  }

  async function updateTenant(ctx: ServiceContext, body: TenantUpdateBody): Promise<TenantRow> {
    const patch: Partial<typeof tenants.$inferInsert> = {};
    if (body.business_name !== undefined) patch.businessName = body.business_name.trim();
    if (body.timezone !== undefined) patch.timezone = checkTimezone(body.timezone);
    if (body.opening_hours !== undefined)
      patch.openingHours = checkOpeningHours(body.opening_hours as OpeningHours, ['body', 'opening_hours']);
    if (body.opening_hours_exceptions !== undefined)
      patch.hoursExceptions = checkHoursExceptions(body.opening_hours_exceptions, [
        'body',
        'opening_hours_exceptions',
      ]);
    if (body.faq !== undefined) patch.faq = checkFaq(body.faq, ['body', 'faq']);
    if (body.transfer_numbers !== undefined)
      patch.transferNumbers = [
        ...new Set(body.transfer_numbers.map((n, i) => requireE164(n, ['body', 'transfer_numbers', i]))),
      ];
    if (body.system_prompt !== undefined) patch.systemPrompt = body.system_prompt;
    if (body.slot_minutes !== undefined) patch.slotMinutes = body.slot_minutes;
    if (body.owner_phone !== undefined)
      patch.ownerPhone =
        body.owner_phone === null ? null : requireE164(body.owner_phone, ['body', 'owner_phone']);
    const current = await getTenant(ctx.tenantId);
    if (body.service_types !== undefined)
      patch.settings = {
        ...current.settings,
        service_types: await checkServiceTypes(db, ctx.tenantId, body.service_types, [
          'body',
          'service_types',
        ]),
      };
    if (Object.keys(patch).length === 0) return current;
    const [t] = await db.update(tenants).set(patch).where(eq(tenants.id, ctx.tenantId)).returning();
    return t!;
  }

  async function listTenants(skip: number, limit: number) {
    const rows = await db
      .select()
      .from(tenants)
      .orderBy(asc(tenants.createdAt), asc(tenants.id))
      .offset(skip)
      .limit(limit);
    return rows.map(listRecord);
  }

  /** Routes the spec opens to "owner/admin" only: a user of the tenant who is not its owner gets 403. */
  async function assertOwnerOrAdmin(ctx: ServiceContext, principal: Principal) {
    if (principal.kind !== 'user' || principal.isAdmin) return;
    const t = await getTenant(ctx.tenantId);
    if (t.ownerUserId !== principal.userId) {
      throw new AppError(403, 'forbidden', {
        message: 'Only the owner of the business or an administrator can do this.',
        messagePl: 'Tylko właściciel firmy lub administrator może to zrobić.',
      });
    }
  }

  // Each area returns its own methods; the service is their union.
  const usage = createTenantUsage(deps, getTenant);
  const numbers = createTenantNumbers(deps, getTenant);
  return {
    getTenant,
    assertOwnerOrAdmin,
    createTenant,
    updateTenant,
    listTenants,
    ...usage,
    ...createTenantConfig(deps, getTenant, usage.quota),
    ...createTenantSettings(deps, getTenant),
    ...createTenantReadiness(deps, getTenant, numbers.settleForwardingCheck),
    ...createTenantDepartments(deps, getTenant),
    ...numbers,
    ...createTenantAnomalies(deps, getTenant),
    ...createTenantDeletion(deps, getTenant),
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
