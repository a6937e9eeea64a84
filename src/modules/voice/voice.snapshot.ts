/**
 * What a call knows of its business, read once when the call starts (`TenantSnapshot`): hours,
 * FAQ, departments, verification and voice config, services, synonyms, and a stamp of the
 * knowledge passages. Turns read it from the session, not from the database.
 */
import type { ServiceContext } from '../../platform/context.js';
import type { KnowledgeService } from '../knowledge/knowledge.service.js';
import type { CallConfig } from '../tenants/tenants.config.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import { VERIFICATION_DEFAULTS } from '../tenants/tenants.service.js';
import { jsonConfigOf, serviceTypesOut } from '../tenants/tenants.settings.js';
import type { TenantRow } from '../tenants/tenants.shared.js';
import type { createVoiceConfigService } from '../voice-config/voice-config.service.js';
import type { TenantSnapshot, VerificationConfig } from './engine/index.js';

export interface SnapshotDeps {
  tenantsSvc: TenantsService;
  voiceConfigs: ReturnType<typeof createVoiceConfigService>;
  knowledge: KnowledgeService;
  ctxOf: (tenantId: string) => ServiceContext;
}

/** What the snapshot reads of the tenant's config (the whole `config` view has more). */
type TenantConfig = CallConfig;

/** The verification config as the engine reads it (defaults for anything missing or out of range). */
function verificationOf(vc: Record<string, unknown>): VerificationConfig {
  return {
    enabled: vc.enabled === true,
    method: (['sms_code', 'date_of_birth', 'pin'] as const).find((m) => m === vc.method) ?? 'sms_code',
    required_for_booking: vc.required_for_booking === true,
    required_for_cancellation: vc.required_for_cancellation !== false,
    required_for_rescheduling: vc.required_for_rescheduling !== false,
    max_attempts:
      typeof vc.max_attempts === 'number' && vc.max_attempts >= 1
        ? Math.min(10, Math.floor(vc.max_attempts))
        : VERIFICATION_DEFAULTS.max_attempts,
  };
}

/**
 * The snapshot of a tenant for a new call; its reads go out together. `language` overrides the
 * voice config's first language. `row`: the tenant's row when the start has just read it
 * (verification config and settings come from it instead of a second read).
 */
export function tenantSnapshotFor({ tenantsSvc, voiceConfigs, knowledge, ctxOf }: SnapshotDeps) {
  return async (config: TenantConfig, language?: 'pl' | 'en', row?: TenantRow): Promise<TenantSnapshot> => {
    const ctx = ctxOf(config.id);
    const [tenantRow, voiceConfig, knowledgeStamp] = await Promise.all([
      row?.id === config.id ? row : tenantsSvc.getTenant(config.id),
      voiceConfigs.get(ctx),
      knowledge.passagesStamp(ctx),
    ]);
    const vc: Record<string, unknown> = jsonConfigOf(tenantRow, 'verification');
    const settings = tenantRow.settings as Record<string, unknown> | null;
    return {
      id: config.id,
      businessName: config.business_name,
      timezone: config.timezone,
      openingHours: config.opening_hours,
      hoursExceptions: config.opening_hours_exceptions,
      faq: config.faq,
      transferNumbers: config.transfer_numbers,
      departments: config.departments
        .filter((d) => d.is_active)
        .map((d) => ({ id: d.id, name: d.name, transferNumber: d.transfer_number, keywords: d.keywords })),
      verification: verificationOf(vc),
      voice: {
        language: language ?? voiceConfig.language,
        greeting: voiceConfig.greeting,
        maxCallMinutes: voiceConfig.maxCallMinutes,
      },
      services: Object.entries(serviceTypesOut(settings?.service_types)).map(([name, v]) => ({
        name,
        nameEn: v.name_en,
        aliases:
          v.name_en && v.name_en.toLowerCase() !== name.toLowerCase() ? [...v.aliases, v.name_en] : v.aliases,
        durationMinutes: v.duration_minutes,
        pricePln: v.price_pln,
        department: v.department,
      })),
      synonyms: (settings?.synonyms as Record<string, string[]> | undefined) ?? {},
      knowledgeStamp,
    };
  };
}
