import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { calls } from '../calls/calls.schema.js';
import { assertFeature } from '../plans/plans.js';
import { requireE164 } from './phone.js';
import { forwardingChecks, phoneNumberRequests, phoneNumbers, tenants } from './tenants.schema.js';
import {
  forwardingDto,
  type GetTenant,
  isUnique,
  phoneDto,
  settingsOf,
  type TenantsDeps,
} from './tenants.shared.js';

/** GSM no-reply timer for a ring choice (a ring ≈ 5 s; the GSM timer accepts 5–30 s). */
export const RING_SECONDS: Record<3 | 5 | 7, number> = { 3: 15, 5: 25, 7: 30 };
export const FORWARDING_CHECK_SECONDS = 60;

/** Phone numbers (assigned, shared trial, provisioned), number requests, and the call-forwarding check. */
export function createTenantNumbers(deps: TenantsDeps, getTenant: GetTenant) {
  const { db, clock } = deps;

  async function listPhoneNumbers(ctx: ServiceContext) {
    await getTenant(ctx.tenantId);
    const rows = await db
      .select()
      .from(phoneNumbers)
      .where(eq(phoneNumbers.tenantId, ctx.tenantId))
      .orderBy(asc(phoneNumbers.createdAt), asc(phoneNumbers.id));
    return rows.map(phoneDto);
  }

  async function updatePhoneNumber(
    ctx: ServiceContext,
    phoneId: string,
    body: { label?: string | null; is_active?: boolean },
  ) {
    const patch: Partial<typeof phoneNumbers.$inferInsert> = {};
    if (body.label !== undefined) patch.label = body.label === null ? null : body.label.trim() || null;
    if (body.is_active !== undefined) patch.isActive = body.is_active;
    const [p] = await db
      .update(phoneNumbers)
      .set(patch)
      .where(and(eq(phoneNumbers.id, phoneId), eq(phoneNumbers.tenantId, ctx.tenantId)))
      .returning();
    if (!p) throw phoneNotFound();
    return phoneDto(p);
  }

  const numberTaken = () =>
    new AppError(409, 'phone_number_taken', {
      message: 'This number is already assigned.',
      messagePl: 'Ten numer jest już przypisany.',
      field: 'number',
    });

  async function assignPhoneNumber(
    ctx: ServiceContext,
    body: { number: string; label?: string; shared_trial?: boolean },
  ) {
    const number = requireE164(body.number, ['body', 'number']);
    const t = await getTenant(ctx.tenantId);
    if (body.shared_trial && t.tier !== 'trial') {
      throw new AppError(409, 'not_a_trial_tenant', {
        message: 'Only trial tenants can share a trial number.',
        messagePl: 'Numer próbny można współdzielić tylko w firmach na okresie próbnym.',
      });
    }
    const kind = body.shared_trial ? ('shared_trial' as const) : ('assigned' as const);
    // A shared trial number may not also be someone's own number, and vice versa.
    const [clash] = await db
      .select({ id: phoneNumbers.id })
      .from(phoneNumbers)
      .where(
        and(
          eq(phoneNumbers.number, number),
          kind === 'shared_trial' ? sql`${phoneNumbers.kind} <> 'shared_trial'` : sql`true`,
        ),
      )
      .limit(1);
    if (clash) throw numberTaken();
    try {
      const [p] = await db
        .insert(phoneNumbers)
        .values({ tenantId: t.id, number, label: body.label?.trim() || null, kind })
        .returning();
      return phoneDto(p!);
    } catch (err) {
      if (isUnique(err)) throw numberTaken();
      throw err;
    }
  }

  async function deletePhoneNumber(ctx: ServiceContext, phoneId: string) {
    const [p] = await db
      .delete(phoneNumbers)
      .where(and(eq(phoneNumbers.id, phoneId), eq(phoneNumbers.tenantId, ctx.tenantId)))
      .returning();
    if (!p) throw phoneNotFound();
    if (p.kind === 'provisioned')
      await deps.telephony.releaseNumber({
        tenantId: p.tenantId,
        number: p.number,
        providerRef: p.providerRef,
      });
  }

  async function requestPhoneNumber(
    ctx: ServiceContext,
    body: { area_code?: string; label?: string; note?: string },
  ) {
    await getTenant(ctx.tenantId);
    const [r] = await db
      .insert(phoneNumberRequests)
      .values({
        tenantId: ctx.tenantId,
        requestedByUserId: ctx.actor.kind === 'user' ? ctx.actor.id : null,
        areaCode: body.area_code ?? null,
        label: body.label?.trim() || null,
        note: body.note?.trim() || null,
      })
      .returning();
    return {
      id: r!.id,
      tenant_id: r!.tenantId,
      status: r!.status,
      area_code: r!.areaCode,
      label: r!.label,
      note: r!.note,
      created_at: r!.createdAt.toISOString(),
    };
  }

  /** Buys a number through the telephony provider and assigns it (the provider call happens before the insert). */
  /** Records a number the provider has just provisioned (in the caller's transaction). */
  async function attachProvisioned(
    tx: DbOrTx,
    tenantId: string,
    n: { number: string; providerRef: string },
    label: string | null = null,
  ) {
    const [p] = await tx
      .insert(phoneNumbers)
      .values({ tenantId, number: n.number, label, kind: 'provisioned', providerRef: n.providerRef })
      .returning();
    return p!;
  }

  async function provisionNumber(tenantId: string, opts: { label?: string | null; areaCode?: string } = {}) {
    const n = await deps.telephony.provisionNumber({ tenantId, country: 'PL', areaCode: opts.areaCode });
    try {
      const [p] = await db
        .insert(phoneNumbers)
        .values({
          tenantId,
          number: n.number,
          label: opts.label ?? null,
          kind: 'provisioned',
          providerRef: n.providerRef,
        })
        .returning();
      return p!;
    } catch (err) {
      await deps.telephony
        .releaseNumber({ tenantId, number: n.number, providerRef: n.providerRef })
        .catch(() => {});
      throw err;
    }
  }

  async function provisionForTenant(ctx: ServiceContext) {
    const t = await getTenant(ctx.tenantId);
    assertFeature(t, 'instant_number_provisioning', clock.now());
    return phoneDto(await provisionNumber(t.id));
  }

  /* ---------------- forwarding check ---------------- */

  async function startForwardingCheck(ctx: ServiceContext, placedToRaw?: string) {
    const t = await getTenant(ctx.tenantId);
    const placedTo = placedToRaw ? requireE164(placedToRaw, ['body', 'phone_number']) : t.ownerPhone;
    if (!placedTo) {
      throw new AppError(409, 'owner_phone_missing', {
        message: "The business phone to test is unknown: set the tenant's owner phone first.",
        messagePl: 'Nie znamy numeru firmowego do testu: najpierw ustaw telefon właściciela.',
      });
    }
    const [ours] = await db
      .select()
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.tenantId, t.id), eq(phoneNumbers.isActive, true)))
      .orderBy(asc(phoneNumbers.createdAt))
      .limit(1);
    if (!ours) {
      throw new AppError(409, 'phone_number_missing', {
        message: 'The tenant has no active phone number to forward to.',
        messagePl: 'Firma nie ma aktywnego numeru, na który można przekierować.',
      });
    }
    const rings = settingsOf(t).forwarding_rings;
    const placed = await deps.telephony.placeCall({
      tenantId: t.id,
      to: placedTo,
      purpose: 'forwarding_check',
      maxRingSeconds: RING_SECONDS[rings] + 15,
    });
    const now = clock.now();
    const [c] = await db
      .insert(forwardingChecks)
      .values({
        tenantId: t.id,
        placedTo,
        fromNumber: placed.from,
        expectedOn: ours.number,
        providerCallRef: placed.callRef,
        startedAt: now,
        expiresAt: new Date(now.getTime() + FORWARDING_CHECK_SECONDS * 1000),
      })
      .returning();
    return forwardingDto(c!);
  }

  async function readForwardingCheck(ctx: ServiceContext) {
    const c = await settleForwardingCheck(ctx.tenantId);
    if (!c)
      throw new AppError(404, 'not_found', {
        message: 'No forwarding check has been started.',
        messagePl: 'Nie rozpoczęto testu przekierowania.',
      });
    return forwardingDto(c);
  }

  /**
   * The tenant's latest forwarding check, settled: a pending check whose forwarded call has
   * arrived succeeds (and marks the tenant's forwarding verified), one past its time fails.
   * Whoever reads first settles it (the check's page, the checklist, the onboarding status).
   */
  async function settleForwardingCheck(tenantId: string) {
    const [c] = await db
      .select()
      .from(forwardingChecks)
      .where(eq(forwardingChecks.tenantId, tenantId))
      .orderBy(desc(forwardingChecks.createdAt), desc(forwardingChecks.id))
      .limit(1);
    if (!c) return null;
    if (c.status !== 'pending') return c;
    // The forwarded test call arrives on our number with the test line's caller id.
    const [arrived] = await db
      .select({ id: calls.id, startedAt: calls.startedAt })
      .from(calls)
      .where(
        and(
          eq(calls.tenantId, c.tenantId),
          eq(calls.callerNumber, c.fromNumber),
          eq(calls.direction, 'inbound'),
          gt(calls.startedAt, c.startedAt),
          lt(calls.startedAt, c.expiresAt),
        ),
      )
      .orderBy(asc(calls.startedAt))
      .limit(1);
    const now = clock.now();
    if (!arrived && now.getTime() < c.expiresAt.getTime()) return c;
    return db.transaction(async (tx) => {
      const [u] = await tx
        .update(forwardingChecks)
        .set(
          arrived
            ? { status: 'succeeded', callId: arrived.id, completedAt: arrived.startedAt }
            : { status: 'failed', completedAt: c.expiresAt },
        )
        .where(and(eq(forwardingChecks.id, c.id), eq(forwardingChecks.status, 'pending')))
        .returning();
      if (arrived)
        await tx
          .update(tenants)
          .set({ forwardingVerifiedAt: arrived.startedAt })
          .where(eq(tenants.id, c.tenantId));
      return u ?? c;
    });
  }

  return {
    listPhoneNumbers,
    updatePhoneNumber,
    assignPhoneNumber,
    deletePhoneNumber,
    requestPhoneNumber,
    provisionNumber,
    attachProvisioned,
    provisionForTenant,
    startForwardingCheck,
    readForwardingCheck,
    settleForwardingCheck,
  };
}

const phoneNotFound = () =>
  new AppError(404, 'not_found', {
    message: 'Phone number not found.',
    messagePl: 'Nie znaleziono numeru telefonu.',
  });
