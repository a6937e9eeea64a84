import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from '../../db/columns.js';
import { users } from '../accounts/accounts.schema.js';

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type OpeningHours = Partial<Record<Weekday, [string, string][]>>;
/**
 * One local date whose hours differ from the week: closed all day, or open only in `hours`
 * (replacing that weekday's intervals). Stored normalised: `closed` true with no hours, or
 * `closed` false with 1–6 sorted, non-overlapping intervals.
 */
export interface HoursException {
  date: string;
  closed: boolean;
  hours: { open: string; close: string }[];
  note: string | null;
}

export const TIERS = ['trial', 'solo', 'starter', 'business', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** A business: the unit of isolation. Every tenant-owned row carries `tenant_id`. */
export const tenants = pgTable(
  'tenants',
  {
    id: idColumn(),
    businessName: text().notNull(),
    tier: text().$type<Tier>().notNull().default('trial'),
    subscriptionStatus: text().$type<SubscriptionStatus>().notNull().default('trialing'),
    trialEndsAt: ts(),
    timezone: text().notNull().default('Europe/Warsaw'),
    isLive: boolean().notNull().default(false),
    /** `{"mon":[["09:00","17:00"]],…,"sun":[]}` in the tenant's zone. */
    openingHours: jsonb().$type<OpeningHours>().notNull().default({}),
    /** Dated exceptions to `openingHours` (holidays, short days), sorted by date; at most 100. */
    hoursExceptions: jsonb().$type<HoursException[]>().notNull().default([]),
    /** `{"question":"answer",…}` */
    faq: jsonb().$type<Record<string, string>>().notNull().default({}),
    slotMinutes: integer().notNull().default(30),
    ownerPhone: text(),
    systemPrompt: text(),
    transferNumbers: jsonb().$type<string[]>().notNull().default([]),
    ownerUserId: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    billingCycle: text().$type<BillingCycle>().notNull().default('monthly'),
    /** Enterprise: minutes and SMS agreed in the contract (null: no cap). */
    customMinutesLimit: integer(),
    customSmsLimit: integer(),
    wentLiveAt: ts(),
    /** Null until set: the routes answer the defaults. */
    verificationConfig: jsonb().$type<Record<string, unknown>>(),
    reminderConfig: jsonb().$type<Record<string, unknown>>(),
    forwardingVerifiedAt: ts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tenants_tier_check', sql`${t.tier} in ('trial','solo','starter','business','enterprise')`),
    check(
      'tenants_subscription_status_check',
      sql`${t.subscriptionStatus} in ('trialing','active','past_due','cancelled')`,
    ),
    index('tenants_owner_user_id_idx').on(t.ownerUserId),
  ],
);

/** Telephone numbers assigned to tenants (E.164). A shared trial number may be parked on several trial tenants. */
export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    label: text(),
    isActive: boolean().notNull().default(true),
    /** `provisioned` (bought through the telephony provider), `assigned` (by the voice platform), `shared_trial`. */
    kind: text().$type<'provisioned' | 'assigned' | 'shared_trial'>().notNull(),
    providerRef: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('phone_numbers_kind_check', sql`${t.kind} in ('provisioned','assigned','shared_trial')`),
    index('phone_numbers_tenant_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('phone_numbers_tenant_number_unique').on(t.tenantId, t.number),
    /** A number that is not a shared trial number belongs to exactly one tenant. */
    uniqueIndex('phone_numbers_exclusive_number_unique').on(t.number).where(sql`${t.kind} <> 'shared_trial'`),
  ],
);

/** Requests for an additional number, reviewed by an admin. */
export const phoneNumberRequests = pgTable(
  'phone_number_requests',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    areaCode: text(),
    label: text(),
    note: text(),
    status: text().$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('phone_number_requests_status_check', sql`${t.status} in ('pending','approved','rejected')`),
    index('phone_number_requests_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    transferNumber: text(),
    openingHours: jsonb().$type<OpeningHours>(),
    keywords: jsonb().$type<string[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('departments_tenant_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('departments_tenant_name_unique').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** SMS counted per tenant and calendar month of the tenant's zone (`YYYY-MM`). Minutes come from `calls`. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    period: text().notNull(),
    smsUsed: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.period] })],
);

/** Timed forwarding checks: a test call placed to the owner's business phone, expected back on our number. */
export const forwardingChecks = pgTable(
  'forwarding_checks',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    placedTo: text().notNull(),
    fromNumber: text().notNull(),
    expectedOn: text().notNull(),
    providerCallRef: text(),
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    callId: uuid(),
    startedAt: ts().notNull(),
    expiresAt: ts().notNull(),
    completedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    check('forwarding_checks_status_check', sql`${t.status} in ('pending','succeeded','failed')`),
    index('forwarding_checks_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
