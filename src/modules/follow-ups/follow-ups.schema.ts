import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from '../../db/columns.js';
import { calls } from '../calls/calls.schema.js';
import { tenants } from '../tenants/tenants.schema.js';

/** An open callback task created when a caller asked to be called back (one per call). */
export const followUps = pgTable(
  'follow_ups',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    callId: uuid()
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    callerNumber: text(),
    /** The message the caller left, or the call summary. */
    reason: text(),
    urgent: boolean().notNull().default(false),
    status: text().$type<'open' | 'done'>().notNull().default('open'),
    resolvedAt: ts(),
    resolvedByUserId: uuid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('follow_ups_status_check', sql`${t.status} in ('open','done')`),
    uniqueIndex('follow_ups_call_unique').on(t.callId),
    index('follow_ups_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);
