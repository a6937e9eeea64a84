import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { loadTenantProfile } from '../appointments/tenant-profile.js';
import { voiceConfigs } from './voice-config.schema.js';

export type VoiceConfigRow = typeof voiceConfigs.$inferSelect;

export interface VoiceConfigPatch {
  language?: 'pl' | 'en';
  voice?: string;
  greeting?: string | null;
  speaking_rate?: number;
  record_calls?: boolean;
  max_call_minutes?: number;
}

async function readConfig(db: DbOrTx, tenantId: string) {
  const [row] = await db.select().from(voiceConfigs).where(eq(voiceConfigs.tenantId, tenantId)).limit(1);
  return row;
}

/** The receptionist's voice settings; a tenant without a row has the defaults. */
export function createVoiceConfigService({ db, clock }: { db: Db; clock: Clock }) {
  const defaults = (tenantId: string, at: Date): VoiceConfigRow => ({
    tenantId,
    language: 'pl',
    voice: 'default',
    greeting: null,
    speakingRate: 1,
    recordCalls: true,
    maxCallMinutes: 15,
    createdAt: at,
    updatedAt: at,
  });

  return {
    async get(ctx: ServiceContext): Promise<VoiceConfigRow> {
      const row = await readConfig(db, ctx.tenantId);
      if (row) return row;
      const tenant = await loadTenantProfile(db, ctx.tenantId);
      return defaults(ctx.tenantId, tenant.createdAt);
    },

    async patch(ctx: ServiceContext, p: VoiceConfigPatch): Promise<VoiceConfigRow> {
      const set = {
        ...(p.language !== undefined ? { language: p.language } : {}),
        ...(p.voice !== undefined ? { voice: p.voice.trim() } : {}),
        ...(p.greeting !== undefined ? { greeting: p.greeting === null ? null : p.greeting.trim() } : {}),
        ...(p.speaking_rate !== undefined ? { speakingRate: p.speaking_rate } : {}),
        ...(p.record_calls !== undefined ? { recordCalls: p.record_calls } : {}),
        ...(p.max_call_minutes !== undefined ? { maxCallMinutes: p.max_call_minutes } : {}),
      };
      if (ctx.mode !== 'live') {
        const current = await this.get(ctx);
        return { ...current, ...set, updatedAt: clock.now() };
      }
      await loadTenantProfile(db, ctx.tenantId);
      const now = clock.now();
      const [row] = await db
        .insert(voiceConfigs)
        .values({ ...defaults(ctx.tenantId, now), ...set })
        .onConflictDoUpdate({ target: voiceConfigs.tenantId, set: { ...set, updatedAt: now } })
        .returning();
      return row!;
    },
  };
}

export type VoiceConfigService = ReturnType<typeof createVoiceConfigService>;
