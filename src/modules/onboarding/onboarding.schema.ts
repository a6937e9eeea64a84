import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts, updatedAt } from '../../db/columns.js';
import { users } from '../accounts/accounts.schema.js';

/**
 * One onboarding submit in flight per user: a row claimed atomically (insert, or take over
 * an expired one) and alive for 60 seconds. A concurrent second submit finds it and is refused.
 */
export const onboardingClaims = pgTable(
  'onboarding_claims',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimToken: uuid().notNull(),
    claimedAt: ts().notNull(),
    expiresAt: ts().notNull(),
  },
  (t) => [index('onboarding_claims_expires_idx').on(t.expiresAt)],
);

/** The dashboard's saved onboarding draft (at most 64 KiB of JSON). */
export const onboardingDrafts = pgTable('onboarding_drafts', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: text(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
