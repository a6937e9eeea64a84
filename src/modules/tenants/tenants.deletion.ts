import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Principal, ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { users } from '../accounts/accounts.schema.js';
import {
  billingSubscriptions,
  invoices,
  OUTSTANDING_INVOICE_STATUSES,
  paymentRecords,
} from '../billing/billing.schema.js';
import { calls } from '../calls/calls.schema.js';
import { departments, phoneNumbers, tenants, usageCounters } from './tenants.schema.js';
import type { GetTenant, TenantsDeps } from './tenants.shared.js';

/** Deleting a tenant: who may, what must be settled first, what is kept (accounting) and what goes. */
export function createTenantDeletion(deps: TenantsDeps, getTenant: GetTenant) {
  const { db, clock } = deps;

  async function deleteTenant(ctx: ServiceContext, principal: Principal) {
    const released = await db.transaction(async (tx) => {
      const t = await getTenant(ctx.tenantId, tx, true);
      const isAdmin = principal.kind === 'user' && principal.isAdmin;
      const isOwner = principal.kind === 'user' && t.ownerUserId === principal.userId;
      if (!isAdmin && !isOwner) {
        throw new AppError(403, 'forbidden', {
          message: 'Only the owner of the business or an administrator can delete it.',
          messagePl: 'Firmę może usunąć tylko jej właściciel lub administrator.',
        });
      }
      // Only a cancelled or absent subscription lets a tenant go (DECISIONS): `trialing` (a
      // paid-tier signup in its trial) and `past_due` count as active. The free `trial` tier has
      // no subscription at all.
      const [subscription] = await tx
        .select({ cancelledAt: billingSubscriptions.cancelledAt })
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.tenantId, t.id));
      const subscribed =
        (subscription !== undefined && subscription.cancelledAt === null) ||
        t.subscriptionStatus === 'active' ||
        t.subscriptionStatus === 'past_due' ||
        (t.subscriptionStatus === 'trialing' && t.tier !== 'trial');
      if (subscribed) {
        throw new AppError(409, 'subscription_active', {
          message: `Cancel the subscription (${t.subscriptionStatus}) before deleting the business.`,
          messagePl: `Przed usunięciem firmy anuluj subskrypcję (${t.subscriptionStatus}).`,
          details: { subscription_status: t.subscriptionStatus },
        });
      }
      const [owed] = await tx
        .select({ n: count() })
        .from(invoices)
        .where(and(eq(invoices.tenantId, t.id), inArray(invoices.status, OUTSTANDING_INVOICE_STATUSES)));
      if (Number(owed?.n ?? 0) > 0) {
        throw new AppError(409, 'invoices_outstanding', {
          message: 'Pay the outstanding invoices before deleting the business.',
          messagePl: 'Przed usunięciem firmy opłać zaległe faktury.',
          details: { outstanding_invoices: Number(owed!.n) },
        });
      }
      const now = clock.now();
      // Accounting records stay 7 years, detached from the deleted tenant.
      await tx
        .update(invoices)
        .set({
          formerTenantId: t.id,
          tenantId: null,
          detachedAt: now,
          retainUntil: sql`${invoices.issuedAt} + interval '7 years'`,
        })
        .where(eq(invoices.tenantId, t.id));
      await tx
        .update(paymentRecords)
        .set({
          formerTenantId: t.id,
          tenantId: null,
          detachedAt: now,
          retainUntil: sql`${paymentRecords.paidAt} + interval '7 years'`,
        })
        .where(eq(paymentRecords.tenantId, t.id));
      const provisioned = await tx
        .select()
        .from(phoneNumbers)
        .where(and(eq(phoneNumbers.tenantId, t.id), eq(phoneNumbers.kind, 'provisioned')));
      // Explicit deletes of the tenant's data (the foreign keys cascade too), then the profile.
      await tx.delete(calls).where(eq(calls.tenantId, t.id));
      await tx.delete(usageCounters).where(eq(usageCounters.tenantId, t.id));
      await tx.delete(departments).where(eq(departments.tenantId, t.id));
      await tx.delete(phoneNumbers).where(eq(phoneNumbers.tenantId, t.id));
      await tx.update(users).set({ tenantId: null }).where(eq(users.tenantId, t.id));
      await tx.delete(tenants).where(eq(tenants.id, t.id));
      return provisioned;
    });
    for (const p of released) {
      await deps.telephony
        .releaseNumber({ tenantId: p.tenantId, number: p.number, providerRef: p.providerRef })
        .catch(() => {});
    }
  }

  return { deleteTenant };
}
