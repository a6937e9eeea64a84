import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../../db/columns.js';

/**
 * Checkout sessions of the sandbox payments provider: the provider's own side, what Stripe
 * would hold. `open` until paid on the sandbox checkout page (`completed`) or past `expires_at`.
 */
export const paymentsSandboxCheckouts = pgTable('payments_sandbox_checkouts', {
  id: idColumn(),
  tenantId: uuid().notNull(),
  plan: text().notNull(),
  billingCycle: text().notNull(),
  /** Monthly price excluding VAT. */
  amountGrosz: integer().notNull(),
  currency: text().notNull().default('PLN'),
  url: text().notNull(),
  status: text().$type<'open' | 'completed'>().notNull().default('open'),
  customerEmail: text(),
  expiresAt: ts(),
  completedAt: ts(),
  createdAt: createdAt(),
});
