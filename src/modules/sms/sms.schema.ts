import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

export const SMS_STATUSES = ['queued', 'sent', 'failed', 'skipped_quota', 'skipped_opt_out'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * Every SMS the service sent or decided not to send, whatever the provider: the sandbox
 * provider's record of what it would have sent, and the audit trail of the real ones.
 * One row per outbox message (`outbox_message_id` unique), so a retried delivery neither
 * counts the quota twice nor records twice.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    outboxMessageId: uuid(),
    to: text().notNull(),
    body: text().notNull(),
    /** `caller_confirmation`, `owner_urgent_message`, … */
    kind: text().notNull(),
    status: text().$type<SmsStatus>().notNull().default('queued'),
    provider: text().notNull(),
    providerRef: text(),
    error: text(),
    /** Usage period (`YYYY-MM`, tenant zone) the message was counted in; null when not counted. */
    period: text(),
    sentAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'sms_messages_status_check',
      sql`${t.status} in ('queued','sent','failed','skipped_quota','skipped_opt_out')`,
    ),
    index('sms_messages_tenant_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('sms_messages_outbox_unique').on(t.outboxMessageId),
  ],
);
