import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../../db/columns.js';
import { citext } from '../accounts/accounts.schema.js';
import { tenants } from '../tenants/tenants.schema.js';
import { voiceSessions } from '../voice/voice.schema.js';

/**
 * The public concierge: nothing here belongs to a tenant (visitors have no account).
 */

/** Spent ALTCHA challenges (by nonce), kept until they expire, so a solved payload works once. */
export const conciergeUsedChallenges = pgTable(
  'concierge_used_challenges',
  {
    challengeId: text().primaryKey(),
    expiresAt: ts().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('concierge_used_challenges_expires_at_idx').on(t.expiresAt)],
);

/** Tickets filed from the concierge, for admins and the team. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: idColumn(),
    email: citext().notNull(),
    name: text(),
    subject: text(),
    message: text().notNull(),
    language: text().$type<'pl' | 'en'>().notNull(),
    status: text().$type<'open' | 'closed'>().notNull().default('open'),
    source: text().notNull().default('concierge'),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_tickets_status_check', sql`${t.status} in ('open','closed')`),
    index('support_tickets_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Demo requests. `calendar_status` says whether the team calendar holds the slot with a
 * video link and invites (`held`) or the request is only recorded as a lead (`record_only`).
 * Either way the slot is reserved here: two live requests never share a start time.
 */
export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: idColumn(),
    name: text().notNull(),
    email: citext().notNull(),
    company: text(),
    phone: text(),
    notes: text(),
    language: text().$type<'pl' | 'en'>().notNull(),
    startAt: ts().notNull(),
    endAt: ts().notNull(),
    status: text().$type<'requested' | 'cancelled'>().notNull().default('requested'),
    calendarStatus: text().$type<'held' | 'record_only'>().notNull(),
    videoLink: text(),
    /** With a hold: the calendar provider and its event id. */
    calendarProvider: text(),
    calendarEventId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('demo_bookings_status_check', sql`${t.status} in ('requested','cancelled')`),
    check('demo_bookings_calendar_status_check', sql`${t.calendarStatus} in ('held','record_only')`),
    uniqueIndex('demo_bookings_start_unique').on(t.startAt).where(sql`${t.status} = 'requested'`),
  ],
);

/** Leads from the anonymous demo call preview. */
export const conciergeLeads = pgTable(
  'concierge_leads',
  {
    id: idColumn(),
    kind: text().$type<'demo_call'>().notNull(),
    name: text(),
    email: citext().notNull(),
    phone: text(),
    businessName: text().notNull(),
    businessType: text(),
    language: text().$type<'pl' | 'en'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('concierge_leads_kind_check', sql`${t.kind} in ('demo_call')`),
    index('concierge_leads_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The built-in demo business the anonymous demo call talks to: one row at most (the `key`
 * primary key is fixed), so concurrent first uses create one tenant (the loser's transaction
 * fails on this key or on the exclusive demo number and reads the winner's row).
 */
export const conciergeDemoTenant = pgTable(
  'concierge_demo_tenant',
  {
    key: text().primaryKey(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('concierge_demo_tenant_key_check', sql`${t.key} = 'recepcja-demo'`)],
);

/** Anonymous demo conversations: which receptionist sessions are demo calls, their turn count and lifetime. */
export const conciergeDemoCalls = pgTable(
  'concierge_demo_calls',
  {
    sessionId: uuid()
      .primaryKey()
      .references(() => voiceSessions.id, { onDelete: 'cascade' }),
    leadId: uuid()
      .notNull()
      .references(() => conciergeLeads.id, { onDelete: 'cascade' }),
    turns: integer().notNull().default(0),
    expiresAt: ts().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('concierge_demo_calls_turns_check', sql`${t.turns} >= 0`),
    index('concierge_demo_calls_expires_idx').on(t.expiresAt),
  ],
);
