import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.js';
import { dataSources as sheetSources } from '../data-sources/data-sources.schema.js';
import { knowledgeDocuments } from '../knowledge/knowledge.schema.js';
import { effectivePlan } from '../plans/plans.js';
import { requireE164 } from './phone.js';
import { departments, phoneNumbers, tenants } from './tenants.schema.js';
import {
  departmentDto,
  type GetTenant,
  phoneDto,
  settingsOf,
  type TenantRow,
  type TenantsDeps,
  tenantSummary,
} from './tenants.shared.js';
import type { TenantUsage } from './tenants.usage.js';

/** The part of a tenant's config a conversation reads (`TenantsService.config` has it all). */
export function callConfigOf(t: TenantRow, deps: (typeof departments.$inferSelect)[]) {
  return {
    id: t.id,
    business_name: t.businessName,
    timezone: t.timezone,
    faq: t.faq,
    transfer_numbers: t.transferNumbers,
    opening_hours: t.openingHours,
    opening_hours_exceptions: t.hoursExceptions ?? [],
    departments: deps.map(departmentDto),
  };
}

export type CallConfig = ReturnType<typeof callConfigOf>;

/** The tenant's configuration as the receptionist reads it, by tenant, by number or by owner phone. */
export function createTenantConfig(deps: TenantsDeps, getTenant: GetTenant, quota: TenantUsage['quota']) {
  const { db, clock } = deps;

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
      ...callConfigOf(t, deps_),
      system_prompt: t.systemPrompt,
      data_sources: sources,
      slot_minutes: t.slotMinutes,
      owner_phone: t.ownerPhone,
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

  /** The one tenant answering a number (active numbers only); 404 when none or several. */
  async function tenantOnNumber(raw: string): Promise<string> {
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
    return rows[0]!.tenantId;
  }

  /** Tenants reachable on a number (active numbers only). */
  async function byNumber(raw: string) {
    return config(await tenantOnNumber(raw));
  }

  /**
   * What a phone call on a number reads of its tenant: the row (for the quota check and the
   * call's snapshot) and the departments, read together. Not the dashboard's `config` view: a
   * call needs neither the numbers, nor the data sources, nor a quota without the caller.
   */
  async function forCallOn(raw: string): Promise<{ config: CallConfig; row: TenantRow }> {
    const tenantId = await tenantOnNumber(raw);
    const [row, deps_] = await Promise.all([
      getTenant(tenantId),
      db
        .select()
        .from(departments)
        .where(eq(departments.tenantId, tenantId))
        .orderBy(asc(departments.createdAt)),
    ]);
    return { config: callConfigOf(row, deps_), row };
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

  return { config, byNumber, forCallOn, trialByOwnerPhone };
}
