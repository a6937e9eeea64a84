import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.schema.js';

export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * An appointment in the tenant's calendar. Two non-cancelled appointments of one tenant and
 * department never overlap: the exclusion constraint `appointments_no_overlap` (custom
 * migration `appointments_no_overlap`) enforces it, so concurrent writers cannot double-book.
 * `department_id` null is the tenant's general calendar (its own "department" for the rule).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    departmentId: uuid(),
    startTime: ts().notNull(),
    endTime: ts().notNull(),
    durationMinutes: integer().notNull(),
    status: text().$type<AppointmentStatus>().notNull().default('scheduled'),
    serviceType: text(),
    patientName: text().notNull(),
    patientPhone: text(),
    notes: text(),
    /** Where the booking came from: `api`, `voice`, `dashboard`. */
    source: text().notNull().default('api'),
    cancelledAt: ts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'appointments_status_check',
      sql`${t.status} in ('scheduled','confirmed','cancelled','completed','no_show')`,
    ),
    check('appointments_time_check', sql`${t.endTime} > ${t.startTime}`),
    index('appointments_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('appointments_tenant_start_idx').on(t.tenantId, t.startTime),
  ],
);

export type AppointmentRow = typeof appointments.$inferSelect;
