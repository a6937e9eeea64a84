import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from '../../db/columns.js';
import { calls } from '../calls/calls.schema.js';
import { tenants } from '../tenants/tenants.schema.js';

/** A question a caller asked that the AI could not answer. */
export const missedQuestions = pgTable(
  'missed_questions',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    callId: uuid().references(() => calls.id, { onDelete: 'set null' }),
    question: text().notNull(),
    status: text().$type<'open' | 'resolved'>().notNull().default('open'),
    /** The answer it was resolved with (added to the FAQ). */
    answer: text(),
    resolvedAt: ts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('missed_questions_status_check', sql`${t.status} in ('open','resolved')`),
    index('missed_questions_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);
