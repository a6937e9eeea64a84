import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.schema.js';

export const VOICE_LANGUAGES = ['pl', 'en'] as const;

/**
 * How the receptionist sounds on the phone, one row per tenant (absent: the defaults).
 * - `language`: conversation language, `pl` or `en` (default `pl`).
 * - `voice`: voice name of the speech engine (default `default`).
 * - `greeting`: first sentence spoken; null means the built-in greeting with the business name.
 * - `speaking_rate`: 0.5 to 2.0 (default 1.0).
 * - `record_calls`: whether call audio/transcripts are kept (default true).
 * - `max_call_minutes`: the AI ends longer calls politely, 1 to 60 (default 15).
 */
export const voiceConfigs = pgTable(
  'voice_configs',
  {
    tenantId: uuid()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    language: text().$type<(typeof VOICE_LANGUAGES)[number]>().notNull().default('pl'),
    voice: text().notNull().default('default'),
    greeting: text(),
    speakingRate: real().notNull().default(1),
    recordCalls: boolean().notNull().default(true),
    maxCallMinutes: integer().notNull().default(15),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('voice_configs_language_check', sql`${t.language} in ('pl','en')`),
    check('voice_configs_rate_check', sql`${t.speakingRate} >= 0.5 and ${t.speakingRate} <= 2`),
    check('voice_configs_minutes_check', sql`${t.maxCallMinutes} between 1 and 60`),
  ],
);
