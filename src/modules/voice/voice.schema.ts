import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.js';
import { calls } from '../calls/calls.schema.js';
import { tenants } from '../tenants/tenants.schema.js';

/**
 * A live conversation of the receptionist's text channel: the dialogue state lives here (not
 * in memory) so that any instance can serve the next turn. `version` is bumped by every turn;
 * a turn that lost a race against another one on the same session is refused (409).
 * `providerCallId` is the telephony operator's id of the call (Twilio `CallSid`), unique so that
 * a retried incoming-call webhook finds its session instead of opening a second call record.
 */
export const voiceSessions = pgTable(
  'voice_sessions',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    callId: uuid()
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    state: jsonb().$type<Record<string, unknown>>().notNull(),
    ended: boolean().notNull().default(false),
    version: integer().notNull().default(0),
    providerCallId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('voice_sessions_tenant_idx').on(t.tenantId, t.createdAt),
    index('voice_sessions_call_idx').on(t.callId),
    uniqueIndex('voice_sessions_provider_call_uq').on(t.providerCallId),
    index('voice_sessions_open_idx').on(t.updatedAt).where(sql`${t.ended} = false`),
  ],
);

export type VoiceSessionRow = typeof voiceSessions.$inferSelect;
