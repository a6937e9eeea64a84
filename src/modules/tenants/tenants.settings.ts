import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { ServiceContext } from '../../platform/context.js';
import { ValidationError } from '../../platform/errors.js';
import { normalizeNip } from '../../providers/tax-registry/index.js';
import { assertFeature, effectivePlan } from '../plans/plans.js';
import type { TenantSettingsUpdateBody } from './tenants.dto.js';
import { departments, tenants } from './tenants.schema.js';
import {
  type AnalysisField,
  type GetTenant,
  iso,
  REMINDER_DEFAULTS,
  settingsOf,
  type TenantRow,
  type TenantsDeps,
  VERIFICATION_DEFAULTS,
} from './tenants.shared.js';

type ServiceTypesBody = NonNullable<TenantSettingsUpdateBody['service_types']>;

/** A tenant's verification or reminder config over its defaults (`is_default`: nothing stored). */
export function jsonConfigOf(t: TenantRow, kind: 'verification' | 'reminder') {
  const stored = kind === 'verification' ? t.verificationConfig : t.reminderConfig;
  const defaults = kind === 'verification' ? VERIFICATION_DEFAULTS : REMINDER_DEFAULTS;
  return { ...defaults, ...(stored ?? {}), is_default: stored === null };
}

/** A service as stored in `settings.service_types` (English name, aliases and department always present). */
export interface StoredServiceType {
  duration_minutes: number;
  price_pln: number | null;
  name_en: string | null;
  aliases: string[];
  department: string | null;
}

/**
 * `service_types` checked and normalised for storing (`PUT /tenants/{id}/settings` and
 * `PATCH /tenants/{id}`): names, English names and aliases trimmed, a name, English name or alias
 * used twice (any service, case-insensitively; an English name may repeat its own service's name)
 * refused, prices rounded to grosze, the department matched to one of the
 * tenant's departments by name (stored as its name). 422 naming the service otherwise.
 */
export async function checkServiceTypes(
  db: DbOrTx,
  tenantId: string,
  types: ServiceTypesBody,
  loc: string[],
): Promise<Record<string, StoredServiceType>> {
  const out: Record<string, StoredServiceType> = {};
  const used = new Set<string>();
  const needsDepartments = Object.values(types).some((v) => v.department);
  const deps = needsDepartments
    ? await db.select({ name: departments.name }).from(departments).where(eq(departments.tenantId, tenantId))
    : [];
  for (const [raw, v] of Object.entries(types)) {
    const name = raw.trim();
    const fail = (msg: string, msgPl: string) =>
      new ValidationError([{ loc: [...loc, raw], msg, msgPl, type: 'value_error.service_type' }]);
    if (!name) throw fail('A service needs a name.', 'Usługa musi mieć nazwę.');
    if (used.has(name.toLowerCase()))
      throw fail('Two services have the same name.', 'Dwie usługi mają tę samą nazwę.');
    used.add(name.toLowerCase());
    const nameEn = v.name_en?.trim().replace(/\s+/g, ' ') ?? null;
    if (v.name_en !== undefined && v.name_en !== null && !nameEn)
      throw fail('The English name is blank.', 'Angielska nazwa usługi jest pusta.');
    if (nameEn && nameEn.toLowerCase() !== name.toLowerCase()) {
      if (used.has(nameEn.toLowerCase()))
        throw fail(
          `"${nameEn}" is already the name or an alias of a service.`,
          `„${nameEn}” to już nazwa lub alias usługi.`,
        );
      used.add(nameEn.toLowerCase());
    }
    const aliases: string[] = [];
    for (const a of v.aliases ?? []) {
      const alias = a.trim().replace(/\s+/g, ' ');
      if (!alias) throw fail('An alias is blank.', 'Alias usługi jest pusty.');
      if (used.has(alias.toLowerCase()))
        throw fail(
          `"${alias}" is already the name or an alias of a service.`,
          `„${alias}” to już nazwa lub alias usługi.`,
        );
      used.add(alias.toLowerCase());
      aliases.push(alias);
    }
    let department: string | null = null;
    if (v.department) {
      const d = deps.find((x) => x.name.trim().toLowerCase() === v.department!.trim().toLowerCase());
      if (!d)
        throw fail(`No department named "${v.department}".`, `Nie ma działu o nazwie „${v.department}”.`);
      department = d.name;
    }
    out[name] = {
      duration_minutes: v.duration_minutes,
      price_pln: v.price_pln === null ? null : Math.round(v.price_pln * 100) / 100,
      name_en: nameEn,
      aliases,
      department,
    };
  }
  return out;
}

/** Stored services as answered: every service with `name_en`, `aliases` and `department` (older rows lack them). */
export function serviceTypesOut(stored: unknown): Record<string, StoredServiceType> {
  const out: Record<string, StoredServiceType> = {};
  if (!stored || typeof stored !== 'object') return out;
  for (const [name, v] of Object.entries(stored as Record<string, Partial<StoredServiceType> | number>)) {
    if (typeof v === 'number')
      out[name] = { duration_minutes: v, price_pln: null, name_en: null, aliases: [], department: null };
    else if (v && typeof v === 'object' && typeof v.duration_minutes === 'number')
      out[name] = {
        duration_minutes: v.duration_minutes,
        price_pln: v.price_pln ?? null,
        name_en: typeof v.name_en === 'string' ? v.name_en : null,
        aliases: Array.isArray(v.aliases) ? v.aliases : [],
        department: v.department ?? null,
      };
  }
  return out;
}

/** Names trimmed and unique (case-insensitive); `values` for `enum` fields only (trimmed, unique). */
function checkAnalysisFields(fields: AnalysisField[]): AnalysisField[] {
  const seen = new Set<string>();
  return fields.map((f, i) => {
    const fail = (msg: string, msgPl: string, at = 'name') =>
      new ValidationError([
        { loc: ['body', 'analysis_fields', i, at], msg, msgPl, type: 'value_error.analysis_field' },
      ]);
    const name = f.name.trim();
    if (!name) throw fail('A field needs a name.', 'Pole musi mieć nazwę.');
    if (seen.has(name.toLowerCase()))
      throw fail('Two fields have the same name.', 'Dwa pola mają tę samą nazwę.');
    seen.add(name.toLowerCase());
    const out: AnalysisField = { name, type: f.type, description: f.description?.trim() || null };
    if (f.type === 'enum') {
      const values = [...new Set((f.values ?? []).map((v) => v.trim()).filter(Boolean))];
      if (values.length === 0)
        throw fail('An enum field needs its values.', 'Pole wyboru musi mieć listę wartości.', 'values');
      out.values = values;
    } else if (f.values !== undefined)
      throw fail('Only an enum field has values.', 'Tylko pole wyboru ma listę wartości.', 'values');
    return out;
  });
}

/** Settings (with the plan they run under) and the verification and reminder configurations. */
export function createTenantSettings(deps: TenantsDeps, getTenant: GetTenant) {
  const { db, clock } = deps;

  function settingsDto(t: TenantRow) {
    const plan = effectivePlan(t, clock.now());
    const settings = settingsOf(t);
    return {
      ...settings,
      service_types: serviceTypesOut(settings.service_types),
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
    if (body.service_types)
      patch.service_types = await checkServiceTypes(db, ctx.tenantId, body.service_types, [
        'body',
        'service_types',
      ]);
    if (body.synonyms) {
      const syn: Record<string, string[]> = {};
      for (const [k, list] of Object.entries(body.synonyms)) {
        const words = [...new Set(list.map((w) => w.trim().replace(/\s+/g, ' ')).filter(Boolean))];
        if (k.trim() && words.length) syn[k.trim().replace(/\s+/g, ' ')] = words;
      }
      patch.synonyms = syn;
    }
    if (body.analysis_fields) patch.analysis_fields = checkAnalysisFields(body.analysis_fields);
    return db.transaction(async (tx) => {
      const t = await getTenant(ctx.tenantId, tx, true);
      if (body.analysis_fields?.length) assertFeature(t, 'call_analysis', clock.now());
      const [u] = await tx
        .update(tenants)
        .set({ settings: { ...t.settings, ...patch } })
        .where(eq(tenants.id, t.id))
        .returning();
      return settingsDto(u!);
    });
  }

  async function getJsonConfig(ctx: ServiceContext, kind: 'verification' | 'reminder') {
    return jsonConfigOf(await getTenant(ctx.tenantId), kind);
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

  return { getSettings, putSettings, getJsonConfig, patchJsonConfig };
}
