import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, ts } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.schema.js';
import { appointments } from './appointments.schema.js';

/** What happened to an appointment that its row alone does not tell. */
export type AppointmentHistoryAction =
  /** The owner deleted its event in a connected calendar: the appointment was cancelled. */
  | 'cancelled'
  /** The owner moved its event in a connected calendar: the appointment was moved with it. */
  | 'moved'
  /** The owner moved its event onto a time that clashes here: the move was refused, the event put back. */
  | 'move_refused'
  /** Writing it into a calendar found the slot taken there by another event: the calendar won. */
  | 'conflict';

/**
 * The history of an appointment's changes made from outside Recepcja (a connected calendar)
 * and of the conflicts found while mirroring it, each with its source (`calendar`) and that
 * source's name as it was then (the calendar may be removed later). Written in the same
 * transaction as the change it explains.
 */
export const appointmentHistory = pgTable(
  'appointment_history',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    at: ts().notNull(),
    action: text().$type<AppointmentHistoryAction>().notNull(),
    source: text().$type<'calendar'>().notNull(),
    /** The calendar subscription's id (no foreign key: the entry outlives the calendar). */
    sourceId: uuid(),
    sourceName: text().notNull(),
    message: text().notNull(),
    messagePl: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('appointment_history_appointment_idx').on(t.tenantId, t.appointmentId, t.at)],
);

export type AppointmentHistoryRow = typeof appointmentHistory.$inferSelect;
