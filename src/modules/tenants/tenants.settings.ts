import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.js';
import { ValidationError } from '../../platform/errors.js';
import { normalizeNip } from '../../providers/tax-registry/index.js';
import { assertFeature, effectivePlan } from '../plans/plans.js';
import type { TenantSettingsUpdateBody } from './tenants.dto.js';
import { tenants } from './tenants.schema.js';
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

/** Names trimmed (blank or repeated after trimming: 422 on the name), prices rounded to grosze. */
function checkServiceTypes(types: ServiceTypesBody): ServiceTypesBody {
  const out: ServiceTypesBody = {};
  for (const [raw, v] of Object.entries(types)) {
    const name = raw.trim();
    const fail = (msg: string, msgPl: string) =>
      new ValidationError([
        { loc: ['body', 'service_types', raw], msg, msgPl, type: 'value_error.service_type' },
      ]);
    if (!name) throw fail('A service needs a name.', 'Usługa musi mieć nazwę.');
    if (Object.keys(out).some((k) => k.toLowerCase() === name.toLowerCase()))
      throw fail('Two services have the same name.', 'Dwie usługi mają tę samą nazwę.');
    out[name] = {
      duration_minutes: v.duration_minutes,
      price_pln: v.price_pln === null ? null : Math.round(v.price_pln * 100) / 100,
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
    if (body.service_types) patch.service_types = checkServiceTypes(body.service_types);
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

  return { getSettings, putSettings, getJsonConfig, patchJsonConfig };
}
