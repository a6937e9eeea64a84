import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.js';

/** What the sandbox telephony provider would have done (numbers bought and released, calls placed). */
export const telephonySandboxEvents = pgTable(
  'telephony_sandbox_events',
  {
    id: idColumn(),
    action: text().$type<'provision_number' | 'release_number' | 'place_call'>().notNull(),
    tenantId: uuid(),
    number: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('telephony_sandbox_events_number_idx').on(t.number)],
);
