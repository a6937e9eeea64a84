import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { Principal, ServiceContext } from '../../platform/context.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import { normalizeNip } from '../../providers/tax-registry/index.js';
import type { TelephonyProvider } from '../../providers/telephony/index.js';
import { users } from '../accounts/accounts.schema.js';
import { invoices, OUTSTANDING_INVOICE_STATUSES, paymentRecords } from '../billing/billing.schema.js';
import { calls } from '../calls/calls.schema.js';
import { dataSources as sheetSources } from '../data-sources/data-sources.schema.js';
import { knowledgeDocuments } from '../knowledge/knowledge.schema.js';
import { assertFeature, effectivePlan, TRIAL_MS } from '../plans/plans.js';
import { requireE164 } from './phone.js';
import type { DepartmentBody, TenantSettingsUpdateBody, TenantUpdateBody } from './tenants.dto.js';
import {
  type BillingCycle,
  departments,
  forwardingChecks,
  type OpeningHours,
  phoneNumberRequests,
  phoneNumbers,
  type Tier,
  tenants,
  usageCounters,
  type Weekday,
} from './tenants.schema.js';
import { canonicalTimeZone, startOfZonedDay, zonedMonth, zonedParts } from './zone.js';

export type TenantRow = typeof tenants.$inferSelect;
type DepartmentRow = typeof departments.$inferSelect;
type PhoneRow = typeof phoneNumbers.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const WEEKDAYS: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/* ---------------- defaults ---------------- */

export const SETTINGS_DEFAULTS = {
  transcript_retention_days: 90,
  caller_sms_confirmation: true,
  caller_daily_cap: 5,
  usage_alerts_enabled: true,
  usage_alert_threshold_percent: 80,
  billing_email: null as string | null,
  invoice_nip: null as string | null,
  answering_mode: 'when_unanswered' as 'always' | 'when_unanswered',
  forwarding_rings: 5 as 3 | 5 | 7,
  backup_greeting: null as string | null,
};
export type TenantSettings = typeof SETTINGS_DEFAULTS;

export const VERIFICATION_DEFAULTS = {
  enabled: false,
  method: 'sms_code' as 'sms_code' | 'date_of_birth' | 'pin',
  required_for_booking: false,
  required_for_cancellation: true,
  required_for_rescheduling: true,
  max_attempts: 3,
};

export const REMINDER_DEFAULTS = {
  enabled: true,
  channel: 'sms' as 'sms' | 'email' | 'sms_and_email',
  hours_before: [24],
  confirm_on_booking: true,
  template: null as string | null,
};

export function settingsOf(t: TenantRow): TenantSettings {
  return { ...SETTINGS_DEFAULTS, ...(t.settings as Partial<TenantSettings>) };
}

/* ---------------- validation helpers ---------------- */

export function checkTimezone(tz: string, loc: (string | number)[] = ['body', 'timezone']): string {
  const canonical = canonicalTimeZone(tz);
  if (!canonical) {
    throw new ValidationError([
      {
        loc,
        msg: 'Unknown IANA time zone (e.g. Europe/Warsaw).',
        msgPl: 'Nieznana strefa czasowa IANA (np. Europe/Warsaw).',
        type: 'value_error.timezone',
      },
    ]);
  }
  return canonical;
}

export function checkOpeningHours(h: OpeningHours, loc: (string | number)[]): OpeningHours {
  const out: OpeningHours = {};
  for (const day of WEEKDAYS) {
    const list = h[day];
    if (!list) continue;
    const sorted = [...list].sort((a, b) => a[0].localeCompare(b[0]));
    for (const [i, [from, to]] of sorted.entries()) {
      const prev = sorted[i - 1];
      if (from >= to || (prev && prev[1] > from)) {
        throw new ValidationError([
          {
            loc: [...loc, day, i],
            msg: 'Each interval must end after it starts and intervals must not overlap.',
            msgPl: 'Każdy przedział musi kończyć się po początku, a przedziały nie mogą się nakładać.',
            type: 'value_error.opening_hours',
          },
        ]);
      }
    }
    out[day] = sorted;
  }
  return out;
}

export function checkFaq(faq: Record<string, string>, loc: (string | number)[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [q, a] of Object.entries(faq)) {
    const question = q.trim();
    if (!question) {
      throw new ValidationError([
        {
          loc,
          msg: 'A question must not be empty.',
          msgPl: 'Pytanie nie może być puste.',
          type: 'value_error',
        },
      ]);
    }
    out[question] = a.trim();
  }
  return out;
}

/* ---------------- DTO mappers ---------------- */

/** The fields every tenant record starts with (list record and config). */
function tenantSummary(t: TenantRow) {
  return {
    id: t.id,
    business_name: t.businessName,
    tier: t.tier,
    subscription_status: t.subscriptionStatus,
    billing_cycle: t.billingCycle,
    trial_ends_at: iso(t.trialEndsAt),
    timezone: t.timezone,
    is_live: t.isLive,
  };
}

export function listRecord(t: TenantRow) {
  return {
    ...tenantSummary(t),
    owner_user_id: t.ownerUserId,
    created_at: t.createdAt.toISOString(),
  };
}

export function departmentDto(d: DepartmentRow) {
  return {
    id: d.id,
    tenant_id: d.tenantId,
    name: d.name,
    description: d.description,
    transfer_number: d.transferNumber,
    opening_hours: d.openingHours ?? null,
    keywords: d.keywords,
    is_active: d.isActive,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

export function phoneDto(p: PhoneRow) {
  return {
    id: p.id,
    tenant_id: p.tenantId,
    number: p.number,
    label: p.label,
    is_active: p.isActive,
    kind: p.kind,
    created_at: p.createdAt.toISOString(),
  };
}

function forwardingDto(c: typeof forwardingChecks.$inferSelect) {
  return {
    id: c.id,
    tenant_id: c.tenantId,
    status: c.status,
    placed_to: c.placedTo,
    from_number: c.fromNumber,
    expected_on: c.expectedOn,
    started_at: c.startedAt.toISOString(),
    expires_at: c.expiresAt.toISOString(),
    completed_at: iso(c.completedAt),
    call_id: c.callId,
  };
}

/** GSM no-reply timer for a ring choice (a ring ≈ 5 s; the GSM timer accepts 5–30 s). */
export const RING_SECONDS: Record<3 | 5 | 7, number> = { 3: 15, 5: 25, 7: 30 };
export const FORWARDING_CHECK_SECONDS = 60;

export interface TenantsDeps {
  db: Db;
  clock: Clock;
  appUrl: string;
  telephony: TelephonyProvider;
}

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
    await getTenant(ctx.tenantId);
    if (Object.keys(patch).length === 0) return getTenant(ctx.tenantId);
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

  /* ---------------- quota and usage ---------------- */

  async function minutesUsed(tx: DbOrTx, tenantId: string, start: Date, end: Date): Promise<number> {
    const [r] = await tx
      .select({
        m: sql<number>`coalesce(sum(ceil(coalesce(${calls.durationSeconds}, 0) / 60.0)), 0)::int`,
      })
      .from(calls)
      .where(and(eq(calls.tenantId, tenantId), gte(calls.startedAt, start), lt(calls.startedAt, end)));
    return Number(r?.m ?? 0);
  }

  async function smsUsed(tx: DbOrTx, tenantId: string, period: string): Promise<number> {
    const [r] = await tx
      .select({ n: usageCounters.smsUsed })
      .from(usageCounters)
      .where(and(eq(usageCounters.tenantId, tenantId), eq(usageCounters.period, period)));
    return r?.n ?? 0;
  }

  async function quota(tenantId: string, callerHash?: string) {
    const t = await getTenant(tenantId);
    const now = clock.now();
    const plan = effectivePlan(t, now);
    const month = zonedMonth(now, t.timezone);
    const [mUsed, sUsed] = await Promise.all([
      minutesUsed(db, t.id, month.start, month.end),
      smsUsed(db, t.id, month.label),
    ]);
    const settings = settingsOf(t);
    let callerToday: number | undefined;
    if (callerHash) {
      const [r] = await db
        .select({ n: count() })
        .from(calls)
        .where(
          and(
            eq(calls.tenantId, t.id),
            eq(calls.callerHash, callerHash),
            gte(calls.startedAt, startOfZonedDay(now, t.timezone)),
          ),
        );
      callerToday = Number(r?.n ?? 0);
    }
    type Reason =
      | null
      | 'minutes_exhausted'
      | 'trial_expired'
      | 'caller_daily_cap'
      | 'tenant_not_live'
      | 'subscription_inactive';
    let reason: Reason = null;
    if (t.subscriptionStatus === 'cancelled') reason = 'subscription_inactive';
    else if (plan.trialExpired) reason = 'trial_expired';
    else if (!t.isLive) reason = 'tenant_not_live';
    else if (plan.minutesLimit !== null && mUsed >= plan.minutesLimit) reason = 'minutes_exhausted';
    else if (callerToday !== undefined && callerToday >= settings.caller_daily_cap)
      reason = 'caller_daily_cap';
    return {
      allowed: reason === null,
      reason,
      minutes_used: mUsed,
      minutes_limit: plan.minutesLimit,
      sms_used: sUsed,
      sms_limit: plan.smsLimit,
      ...(callerToday !== undefined
        ? { caller_calls_today: callerToday, caller_daily_cap: settings.caller_daily_cap }
        : {}),
    };
  }

  async function usage(tenantId: string) {
    const t = await getTenant(tenantId);
    const now = clock.now();
    const plan = effectivePlan(t, now);
    const month = zonedMonth(now, t.timezone);
    const rows = await db
      .select({
        startedAt: calls.startedAt,
        durationSeconds: calls.durationSeconds,
        outcome: calls.outcome,
        direction: calls.direction,
      })
      .from(calls)
      .where(
        and(eq(calls.tenantId, t.id), gte(calls.startedAt, month.start), lt(calls.startedAt, month.end)),
      );
    const byOutcome: Record<string, number> = {};
    const byDirection: Record<string, number> = {};
    const daily = new Map<string, { calls: number; minutes: number }>();
    let minutes = 0;
    for (const r of rows) {
      const m = Math.ceil((r.durationSeconds ?? 0) / 60);
      minutes += m;
      const o = r.outcome ?? 'none';
      byOutcome[o] = (byOutcome[o] ?? 0) + 1;
      byDirection[r.direction] = (byDirection[r.direction] ?? 0) + 1;
      const p = zonedParts(r.startedAt, t.timezone);
      const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
      const d = daily.get(day) ?? { calls: 0, minutes: 0 };
      d.calls += 1;
      d.minutes += m;
      daily.set(day, d);
    }
    const sms = await smsUsed(db, t.id, month.label);
    return {
      tenant_id: t.id,
      period: {
        label: month.label,
        start: month.start.toISOString(),
        end: month.end.toISOString(),
        timezone: t.timezone,
      },
      tier: t.tier,
      subscription_status: t.subscriptionStatus,
      trial_ends_at: iso(t.trialEndsAt),
      minutes_used: minutes,
      minutes_limit: plan.minutesLimit,
      minutes_remaining: plan.minutesLimit === null ? null : Math.max(0, plan.minutesLimit - minutes),
      minutes_percent: plan.minutesLimit ? Math.round((minutes / plan.minutesLimit) * 1000) / 10 : null,
      sms_used: sms,
      sms_limit: plan.smsLimit,
      sms_remaining: plan.smsLimit === null ? null : Math.max(0, plan.smsLimit - sms),
      calls_total: rows.length,
      calls_by_outcome: byOutcome,
      calls_by_direction: byDirection,
      daily: [...daily.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, v]) => ({ date, ...v })),
    };
  }

  /**
   * Adds `n` SMS to the current month's counter (tenant zone). With `withinLimit`, the
   * increment only happens while it keeps the counter within the plan's SMS limit (one
   * conditional upsert, so concurrent senders cannot overshoot); `counted` says whether it did.
   * `tx` joins the caller's transaction.
   */
  async function incrementSms(
    tenantId: string,
    n: number,
    opts: { tx?: DbOrTx; withinLimit?: boolean } = {},
  ) {
    const tx = opts.tx ?? db;
    const t = await getTenant(tenantId, tx);
    const now = clock.now();
    const month = zonedMonth(now, t.timezone);
    const plan = effectivePlan(t, now);
    const limit = opts.withinLimit ? plan.smsLimit : null;
    const result = (smsUsed: number, counted: boolean) => ({
      ok: true as const,
      period: month.label,
      sms_used: smsUsed,
      sms_limit: plan.smsLimit,
      counted,
    });
    if (limit !== null && n > limit) return result(await smsUsed(tx, t.id, month.label), false);
    const [row] = await tx
      .insert(usageCounters)
      .values({ tenantId: t.id, period: month.label, smsUsed: n })
      .onConflictDoUpdate({
        target: [usageCounters.tenantId, usageCounters.period],
        set: { smsUsed: sql`${usageCounters.smsUsed} + ${n}`, updatedAt: now },
        ...(limit !== null ? { setWhere: sql`${usageCounters.smsUsed} + ${n} <= ${limit}` } : {}),
      })
      .returning({ smsUsed: usageCounters.smsUsed });
    if (!row) return result(await smsUsed(tx, t.id, month.label), false);
    return result(row.smsUsed, true);
  }

  /* ---------------- config ---------------- */

  async function dataSources(tenantId: string, faq: Record<string, string>, withSheets: boolean) {
    const docs = await db
      .select({ id: knowledgeDocuments.id, title: knowledgeDocuments.title })
      .from(knowledgeDocuments)
      .where(eq(knowledgeDocuments.tenantId, tenantId))
      .orderBy(asc(knowledgeDocuments.createdAt));
    const out: { kind: string; id: string | null; title: string; items: number }[] = [];
    const n = Object.keys(faq).length;
    if (n > 0) out.push({ kind: 'faq', id: null, title: 'FAQ', items: n });
    for (const d of docs) out.push({ kind: 'knowledge_document', id: d.id, title: d.title, items: 1 });
    // Spreadsheets and workbooks (Business+ `spreadsheet_access`): items = data rows.
    if (withSheets) {
      const sheets = await db
        .select({
          id: sheetSources.id,
          kind: sheetSources.kind,
          name: sheetSources.name,
          rows: sheetSources.rowCount,
        })
        .from(sheetSources)
        .where(eq(sheetSources.tenantId, tenantId))
        .orderBy(asc(sheetSources.createdAt));
      for (const s of sheets) out.push({ kind: s.kind, id: s.id, title: s.name, items: s.rows });
    }
    return out;
  }

  async function config(tenantId: string) {
    const t = await getTenant(tenantId);
    const [deps_, phones, q, sources] = await Promise.all([
      db.select().from(departments).where(eq(departments.tenantId, t.id)).orderBy(asc(departments.createdAt)),
      db
        .select()
        .from(phoneNumbers)
        .where(eq(phoneNumbers.tenantId, t.id))
        .orderBy(asc(phoneNumbers.createdAt)),
      quota(t.id),
      dataSources(t.id, t.faq, effectivePlan(t, clock.now()).features.has('spreadsheet_access')),
    ]);
    const s = settingsOf(t);
    return {
      ...tenantSummary(t),
      system_prompt: t.systemPrompt,
      faq: t.faq,
      transfer_numbers: t.transferNumbers,
      data_sources: sources,
      opening_hours: t.openingHours,
      slot_minutes: t.slotMinutes,
      owner_phone: t.ownerPhone,
      departments: deps_.map(departmentDto),
      phone_numbers: phones.map(phoneDto),
      features: [...effectivePlan(t, clock.now()).features],
      quota: q,
      settings: {
        caller_sms_confirmation: s.caller_sms_confirmation,
        caller_daily_cap: s.caller_daily_cap,
        transcript_retention_days: s.transcript_retention_days,
        answering_mode: s.answering_mode,
        backup_greeting: s.backup_greeting,
      },
    };
  }

  /** Tenants reachable on a number (active numbers only). */
  async function byNumber(raw: string) {
    const number = requireE164(raw, ['path', 'phone_number']);
    const rows = await db
      .selectDistinct({ tenantId: phoneNumbers.tenantId })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.number, number), eq(phoneNumbers.isActive, true)));
    if (rows.length !== 1)
      throw new AppError(404, 'not_found', {
        message: 'No single tenant answers this number.',
        messagePl: 'Żadna pojedyncza firma nie obsługuje tego numeru.',
      });
    return config(rows[0]!.tenantId);
  }

  async function trialByOwnerPhone(raw: string) {
    const phone = requireE164(raw, ['path', 'phone_number']);
    const now = clock.now();
    const rows = await db
      .select()
      .from(tenants)
      .where(
        and(
          eq(tenants.ownerPhone, phone),
          eq(tenants.tier, 'trial'),
          eq(tenants.subscriptionStatus, 'trialing'),
        ),
      )
      .limit(5);
    const active = rows.filter((t) => t.trialEndsAt && t.trialEndsAt.getTime() > now.getTime());
    if (active.length !== 1)
      throw new AppError(404, 'not_found', {
        message: 'No single active trial tenant has this owner phone.',
        messagePl: 'Brak dokładnie jednej aktywnej firmy próbnej z tym numerem właściciela.',
      });
    return config(active[0]!.id);
  }

  /* ---------------- settings, configs ---------------- */

  function settingsDto(t: TenantRow) {
    const plan = effectivePlan(t, clock.now());
    return {
      ...settingsOf(t),
      plan: {
        tier: t.tier,
        subscription_status: t.subscriptionStatus,
        billing_cycle: t.billingCycle,
        trial_ends_at: iso(t.trialEndsAt),
        minutes_limit: plan.minutesLimit,
        sms_limit: plan.smsLimit,
        features: [...plan.features],
      },
    };
  }

  async function getSettings(ctx: ServiceContext) {
    return settingsDto(await getTenant(ctx.tenantId));
  }

  async function putSettings(ctx: ServiceContext, body: TenantSettingsUpdateBody) {
    const patch: Record<string, unknown> = { ...body };
    if (body.invoice_nip) {
      const nip = normalizeNip(body.invoice_nip);
      if (!nip)
        throw new ValidationError([
          {
            loc: ['body', 'invoice_nip'],
            msg: 'Not a valid NIP.',
            msgPl: 'Niepoprawny NIP.',
            type: 'value_error.nip',
          },
        ]);
      patch.invoice_nip = nip;
    }
    return db.transaction(async (tx) => {
      const t = await getTenant(ctx.tenantId, tx, true);
      const [u] = await tx
        .update(tenants)
        .set({ settings: { ...t.settings, ...patch } })
        .where(eq(tenants.id, t.id))
        .returning();
      return settingsDto(u!);
    });
  }

  async function getJsonConfig(ctx: ServiceContext, kind: 'verification' | 'reminder') {
    const t = await getTenant(ctx.tenantId);
    const stored = kind === 'verification' ? t.verificationConfig : t.reminderConfig;
    const defaults = kind === 'verification' ? VERIFICATION_DEFAULTS : REMINDER_DEFAULTS;
    return { ...defaults, ...(stored ?? {}), is_default: stored === null };
  }

  async function patchJsonConfig(
    ctx: ServiceContext,
    kind: 'verification' | 'reminder',
    body: Record<string, unknown>,
  ) {
    return db.transaction(async (tx) => {
      const t = await getTenant(ctx.tenantId, tx, true);
      const defaults = kind === 'verification' ? VERIFICATION_DEFAULTS : REMINDER_DEFAULTS;
      const stored = kind === 'verification' ? t.verificationConfig : t.reminderConfig;
      const next: Record<string, unknown> = { ...defaults, ...(stored ?? {}), ...body };
      if (kind === 'reminder' && Array.isArray(next.hours_before))
        next.hours_before = [...new Set(next.hours_before as number[])].sort((a, b) => b - a);
      await tx
        .update(tenants)
        .set(kind === 'verification' ? { verificationConfig: next } : { reminderConfig: next })
        .where(eq(tenants.id, t.id));
      return { ...next, is_default: false };
    });
  }

  /* ---------------- readiness, go-live ---------------- */

  async function readiness(ctx: ServiceContext) {
    const t = await getTenant(ctx.tenantId);
    const [verified] = await db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.tenantId, t.id),
          eq(users.emailVerified, true),
          isNull(users.deletedAt),
          t.ownerUserId ? eq(users.id, t.ownerUserId) : undefined,
        ),
      );
    const [phone] = await db
      .select({ n: count() })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.tenantId, t.id), eq(phoneNumbers.isActive, true)));
    const [docs] = await db
      .select({ n: count() })
      .from(knowledgeDocuments)
      .where(eq(knowledgeDocuments.tenantId, t.id));
    const hasHours = Object.values(t.openingHours).some((d) => Array.isArray(d) && d.length > 0);
    const app = deps.appUrl;
    const items = [
      {
        key: 'email_verified',
        label: 'Verify your e-mail address',
        label_pl: 'Potwierdź adres e-mail',
        done: Number(verified?.n ?? 0) > 0,
        required: true,
        deep_link: `${app}/settings/account#email`,
      },
      {
        key: 'business_name',
        label: 'Enter your business name',
        label_pl: 'Podaj nazwę firmy',
        done: t.businessName.trim().length > 0,
        required: true,
        deep_link: `${app}/settings/business#name`,
      },
      {
        key: 'opening_hours',
        label: 'Set your opening hours',
        label_pl: 'Ustaw godziny otwarcia',
        done: hasHours,
        required: true,
        deep_link: `${app}/settings/business#opening-hours`,
      },
      {
        key: 'phone_number',
        label: 'Get an active phone number',
        label_pl: 'Uzyskaj aktywny numer telefonu',
        done: Number(phone?.n ?? 0) > 0,
        required: true,
        deep_link: `${app}/settings/phone-numbers`,
      },
      {
        key: 'knowledge',
        label: 'Add at least one FAQ entry or knowledge document',
        label_pl: 'Dodaj co najmniej jedno pytanie FAQ lub dokument wiedzy',
        done: Object.keys(t.faq).length > 0 || Number(docs?.n ?? 0) > 0,
        required: true,
        deep_link: `${app}/knowledge`,
      },
      {
        key: 'forwarding_verified',
        label: 'Test call forwarding from your business phone',
        label_pl: 'Przetestuj przekierowanie z telefonu firmowego',
        done: t.forwardingVerifiedAt !== null,
        required: false,
        deep_link: `${app}/onboarding/forwarding`,
      },
    ];
    const required = items.filter((i) => i.required);
    return {
      ready: required.every((i) => i.done),
      is_live: t.isLive,
      done_count: items.filter((i) => i.done).length,
      total_count: items.length,
      items,
    };
  }

  async function goLive(ctx: ServiceContext) {
    const r = await readiness(ctx);
    const missing = r.items.filter((i) => i.required && !i.done);
    if (missing.length > 0) {
      throw new AppError(409, 'setup_incomplete', {
        message: `Setup is not complete: ${missing.map((m) => m.key).join(', ')}.`,
        messagePl: `Konfiguracja nie jest ukończona: ${missing.map((m) => m.key).join(', ')}.`,
        details: { missing },
      });
    }
    const now = clock.now();
    const [t] = await db
      .update(tenants)
      .set({
        isLive: true,
        wentLiveAt: sql`coalesce(${tenants.wentLiveAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(tenants.id, ctx.tenantId))
      .returning();
    return { tenant_id: t!.id, is_live: true, went_live_at: t!.wentLiveAt!.toISOString() };
  }

  /* ---------------- departments ---------------- */

  async function listDepartments(ctx: ServiceContext) {
    await getTenant(ctx.tenantId);
    const rows = await db
      .select()
      .from(departments)
      .where(eq(departments.tenantId, ctx.tenantId))
      .orderBy(asc(departments.createdAt), asc(departments.id));
    return rows.map(departmentDto);
  }

  function departmentValues(body: DepartmentBody) {
    const v: Partial<typeof departments.$inferInsert> = { name: body.name.trim() };
    if (body.description !== undefined) v.description = body.description;
    if (body.transfer_number !== undefined)
      v.transferNumber =
        body.transfer_number === null ? null : requireE164(body.transfer_number, ['body', 'transfer_number']);
    if (body.opening_hours !== undefined)
      v.openingHours =
        body.opening_hours === null
          ? null
          : checkOpeningHours(body.opening_hours as OpeningHours, ['body', 'opening_hours']);
    if (body.keywords !== undefined) v.keywords = [...new Set(body.keywords.map((k) => k.trim()))];
    if (body.is_active !== undefined) v.isActive = body.is_active;
    return v;
  }

  const departmentNameTaken = () =>
    new AppError(409, 'department_name_taken', {
      message: 'A department with this name already exists.',
      messagePl: 'Dział o tej nazwie już istnieje.',
      field: 'name',
    });

  async function createDepartment(ctx: ServiceContext, body: DepartmentBody) {
    await getTenant(ctx.tenantId);
    const values = departmentValues(body);
    try {
      const [d] = await db
        .insert(departments)
        .values({ ...values, name: values.name!, tenantId: ctx.tenantId })
        .returning();
      return departmentDto(d!);
    } catch (err) {
      if (isUnique(err)) throw departmentNameTaken();
      throw err;
    }
  }

  async function updateDepartment(ctx: ServiceContext, departmentId: string, body: DepartmentBody) {
    const values = departmentValues(body);
    try {
      const [d] = await db
        .update(departments)
        .set(values)
        .where(and(eq(departments.id, departmentId), eq(departments.tenantId, ctx.tenantId)))
        .returning();
      if (!d)
        throw new AppError(404, 'not_found', {
          message: 'Department not found.',
          messagePl: 'Nie znaleziono działu.',
        });
      return departmentDto(d);
    } catch (err) {
      if (isUnique(err)) throw departmentNameTaken();
      throw err;
    }
  }

  /* ---------------- phone numbers ---------------- */

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

  /* ---------------- anomalies ---------------- */

  async function anomalies(ctx: ServiceContext) {
    await getTenant(ctx.tenantId);
    const end = clock.now();
    const start = new Date(end.getTime() - 24 * 3600_000);
    const weekStart = new Date(start.getTime() - 7 * 24 * 3600_000);
    const rows = await db
      .select({
        status: calls.status,
        outcome: calls.outcome,
        sentiment: calls.sentiment,
        hadError: calls.hadError,
        callerHash: calls.callerHash,
        callbackRequested: calls.callbackRequested,
        callbackResolvedAt: calls.callbackResolvedAt,
        startedAt: calls.startedAt,
      })
      .from(calls)
      .where(and(eq(calls.tenantId, ctx.tenantId), gte(calls.startedAt, start), lt(calls.startedAt, end)));
    const [prior] = await db
      .select({ n: count() })
      .from(calls)
      .where(
        and(eq(calls.tenantId, ctx.tenantId), gte(calls.startedAt, weekStart), lt(calls.startedAt, start)),
      );
    return detectAnomalies(rows, Number(prior?.n ?? 0), start, end);
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
    const [c] = await db
      .select()
      .from(forwardingChecks)
      .where(eq(forwardingChecks.tenantId, ctx.tenantId))
      .orderBy(desc(forwardingChecks.createdAt), desc(forwardingChecks.id))
      .limit(1);
    if (!c)
      throw new AppError(404, 'not_found', {
        message: 'No forwarding check has been started.',
        messagePl: 'Nie rozpoczęto testu przekierowania.',
      });
    if (c.status !== 'pending') return forwardingDto(c);
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
    if (!arrived && now.getTime() < c.expiresAt.getTime()) return forwardingDto(c);
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
      return forwardingDto(u ?? c);
    });
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

  /* ---------------- deletion ---------------- */

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
      if (t.subscriptionStatus === 'active' || t.subscriptionStatus === 'past_due') {
        throw new AppError(409, 'subscription_active', {
          message: 'Cancel the subscription before deleting the business.',
          messagePl: 'Przed usunięciem firmy anuluj subskrypcję.',
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

  return {
    getTenant,
    assertOwnerOrAdmin,
    createTenant,
    updateTenant,
    listTenants,
    quota,
    usage,
    incrementSms,
    config,
    byNumber,
    trialByOwnerPhone,
    getSettings,
    putSettings,
    getJsonConfig,
    patchJsonConfig,
    readiness,
    goLive,
    listDepartments,
    createDepartment,
    updateDepartment,
    listPhoneNumbers,
    updatePhoneNumber,
    assignPhoneNumber,
    deletePhoneNumber,
    requestPhoneNumber,
    provisionNumber,
    attachProvisioned,
    provisionForTenant,
    anomalies,
    startForwardingCheck,
    readForwardingCheck,
    deleteTenant,
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;

const phoneNotFound = () =>
  new AppError(404, 'not_found', {
    message: 'Phone number not found.',
    messagePl: 'Nie znaleziono numeru telefonu.',
  });

function isUnique(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/* ---------------- anomaly rules (published in the route description) ---------------- */

export const ANOMALY_RULES = `Rules, evaluated over the calls that started in the last 24 hours (at most 5 entries, most severe first):
1. \`error_rate\` (high): at least 3 calls with \`had_error\` and at least 20% of the calls.
2. \`missed_calls\` (high): at least 3 calls with status \`missed\` or \`failed\`.
3. \`negative_sentiment\` (medium): at least 3 calls with negative sentiment and at least 30% of the calls with a sentiment.
4. \`call_spike\` (medium): at least 10 calls and at least 3 times the daily average of the 7 days before.
5. \`hang_ups\` (low): at least 5 calls with outcome \`hung_up\` and at least 40% of the calls.
6. \`repeated_caller\` (low): one caller (by \`caller_hash\`) called at least 5 times.
7. \`callbacks_pending\` (medium): at least 3 callback requests not yet resolved.`;

interface AnomalyCall {
  status: string;
  outcome: string | null;
  sentiment: string | null;
  hadError: boolean;
  callerHash: string | null;
  callbackRequested: boolean;
  callbackResolvedAt: Date | null;
}

export function detectAnomalies(rows: AnomalyCall[], priorWeekCalls: number, start: Date, end: Date) {
  const total = rows.length;
  const out: {
    type: string;
    severity: 'high' | 'medium' | 'low';
    title: string;
    title_pl: string;
    message: string;
    message_pl: string;
    count: number;
    window_start: string;
    window_end: string;
  }[] = [];
  const add = (
    type: string,
    severity: 'high' | 'medium' | 'low',
    n: number,
    title: string,
    titlePl: string,
    message: string,
    messagePl: string,
  ) =>
    out.push({
      type,
      severity,
      title,
      title_pl: titlePl,
      message,
      message_pl: messagePl,
      count: n,
      window_start: start.toISOString(),
      window_end: end.toISOString(),
    });
  const errorsN = rows.filter((r) => r.hadError).length;
  if (errorsN >= 3 && errorsN / total >= 0.2)
    add(
      'error_rate',
      'high',
      errorsN,
      'Calls with errors',
      'Rozmowy z błędami',
      `${errorsN} of ${total} calls had an error in the last 24 hours.`,
      `${errorsN} z ${total} rozmów zakończyło się błędem w ostatnich 24 godzinach.`,
    );
  const missed = rows.filter((r) => r.status === 'missed' || r.status === 'failed').length;
  if (missed >= 3)
    add(
      'missed_calls',
      'high',
      missed,
      'Missed calls',
      'Nieodebrane rozmowy',
      `${missed} calls were missed or failed in the last 24 hours.`,
      `${missed} rozmów nie odebrano lub nie powiodło się w ostatnich 24 godzinach.`,
    );
  const withSentiment = rows.filter((r) => r.sentiment !== null).length;
  const negative = rows.filter((r) => r.sentiment === 'negative').length;
  if (negative >= 3 && negative / withSentiment >= 0.3)
    add(
      'negative_sentiment',
      'medium',
      negative,
      'Unhappy callers',
      'Niezadowoleni dzwoniący',
      `${negative} calls ended with negative sentiment.`,
      `${negative} rozmów zakończyło się negatywnym nastawieniem.`,
    );
  const callbacks = rows.filter((r) => r.callbackRequested && r.callbackResolvedAt === null).length;
  if (callbacks >= 3)
    add(
      'callbacks_pending',
      'medium',
      callbacks,
      'Callbacks waiting',
      'Oczekujące oddzwonienia',
      `${callbacks} callers are waiting for a callback.`,
      `${callbacks} dzwoniących czeka na oddzwonienie.`,
    );
  const dailyAvg = priorWeekCalls / 7;
  if (total >= 10 && total >= 3 * dailyAvg)
    add(
      'call_spike',
      'medium',
      total,
      'Unusual call volume',
      'Nietypowa liczba rozmów',
      `${total} calls in 24 hours against a daily average of ${dailyAvg.toFixed(1)}.`,
      `${total} rozmów w 24 godziny przy średniej dziennej ${dailyAvg.toFixed(1)}.`,
    );
  const hangUps = rows.filter((r) => r.outcome === 'hung_up').length;
  if (hangUps >= 5 && hangUps / total >= 0.4)
    add(
      'hang_ups',
      'low',
      hangUps,
      'Callers hanging up',
      'Dzwoniący się rozłączają',
      `${hangUps} of ${total} callers hung up.`,
      `${hangUps} z ${total} dzwoniących się rozłączyło.`,
    );
  const perCaller = new Map<string, number>();
  for (const r of rows) if (r.callerHash) perCaller.set(r.callerHash, (perCaller.get(r.callerHash) ?? 0) + 1);
  const top = Math.max(0, ...perCaller.values());
  if (top >= 5)
    add(
      'repeated_caller',
      'low',
      top,
      'Repeated caller',
      'Powtarzające się połączenia',
      `One caller called ${top} times in 24 hours.`,
      `Jeden rozmówca dzwonił ${top} razy w ciągu 24 godzin.`,
    );
  const rank = { high: 0, medium: 1, low: 2 };
  return out.sort((a, b) => rank[a.severity] - rank[b.severity]).slice(0, 5);
}
