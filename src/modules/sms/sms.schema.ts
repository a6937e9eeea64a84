import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.schema.js';

/**
 * Numbers that asked a tenant to stop sending SMS (replied STOP, …). One row per tenant and
 * number; START deletes it. The `sms` delivery handler checks this table before counting
 * or sending, and records such messages `skipped_opt_out`.
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** E.164 */
    phone: text().notNull(),
    /** The provider the STOP came through (`twilio`, `smsapi`, `sandbox`). */
    source: text().notNull(),
    /** The reply as received (trimmed, at most 160 characters). */
    keyword: text().notNull(),
    optedOutAt: ts().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sms_opt_outs_tenant_phone_unique').on(t.tenantId, t.phone),
    index('sms_opt_outs_tenant_idx').on(t.tenantId, t.optedOutAt),
  ],
);
