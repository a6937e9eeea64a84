import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.schema.js';

/** One sheet of a source: its column names (the header row) and its data rows, cells as text. */
export interface SheetData {
  name: string;
  columns: string[];
  /** Each row has exactly `columns.length` cells; an empty cell is `''`. */
  rows: string[][];
}

export const DATA_SOURCE_KINDS = ['spreadsheet', 'workbook'] as const;
export type DataSourceKind = (typeof DATA_SOURCE_KINDS)[number];
export const DATA_SOURCE_ORIGINS = ['upload', 'url'] as const;
export type DataSourceOrigin = (typeof DATA_SOURCE_ORIGINS)[number];

/**
 * A spreadsheet (CSV, or a published sheet's CSV export) or a workbook (XLSX, every sheet) the
 * receptionist answers from. The parsed sheets are kept as jsonb: the file itself is not stored.
 * URL sources remember the validators of the last answer (`etag`, `last_modified`) for a
 * conditional GET; `fetched_at` is when the rows were last confirmed current, `checked_at` when
 * the address was last tried, `last_error` the failure of that try (the rows stay).
 */
export const dataSources = pgTable(
  'data_sources',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text().$type<DataSourceKind>().notNull(),
    name: text().notNull(),
    origin: text().$type<DataSourceOrigin>().notNull(),
    url: text(),
    fileName: text(),
    /** `csv` or `xlsx`: the recognised content. */
    format: text().notNull(),
    sizeBytes: integer().notNull().default(0),
    sheets: jsonb().$type<SheetData[]>().notNull().default([]),
    rowCount: integer().notNull().default(0),
    contentHash: text().notNull(),
    etag: text(),
    lastModified: text(),
    fetchedAt: ts(),
    checkedAt: ts(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('data_sources_tenant_idx').on(t.tenantId, t.createdAt, t.id),
    check('data_sources_kind_check', sql`${t.kind} in ('spreadsheet', 'workbook')`),
    check('data_sources_origin_check', sql`${t.origin} in ('upload', 'url')`),
  ],
);

/** The built-in CRM: the tenant's contacts, one per phone number (E.164). */
export const contacts = pgTable(
  'contacts',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    name: text().notNull(),
    email: text(),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contacts_tenant_phone_uq').on(t.tenantId, t.phone),
    index('contacts_tenant_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** Calls logged against a built-in contact (`crm.log_call`); one row per (contact, call). */
export const contactCalls = pgTable(
  'contact_calls',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    callId: text().notNull(),
    outcome: text().notNull(),
    summary: text().notNull(),
    startedAt: ts().notNull(),
    durationSeconds: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contact_calls_contact_call_uq').on(t.tenantId, t.contactId, t.callId),
    index('contact_calls_contact_idx').on(t.tenantId, t.contactId, t.startedAt),
  ],
);

export const CRM_PROVIDERS = ['builtin', 'hubspot'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

/**
 * The tenant's CRM choice. No row: the built-in contacts. The HubSpot private-app token is
 * kept encrypted (AES-256-GCM, key derived from JWT_SECRET); only its last four characters
 * are shown back.
 */
export const crmSettings = pgTable(
  'crm_settings',
  {
    tenantId: uuid()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    provider: text().$type<CrmProvider>().notNull().default('builtin'),
    hubspotTokenEnc: text(),
    hubspotTokenHint: text(),
    updatedAt: updatedAt(),
  },
  (t) => [check('crm_settings_provider_check', sql`${t.provider} in ('builtin', 'hubspot')`)],
);
