import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from '../../db/columns.js';
import { citext } from '../accounts/accounts.schema.js';

/**
 * The public status page: incidents with a timeline, e-mail subscriptions (double opt-in),
 * provider downtime/fallback events and CI deploy events. None of these rows belongs to a
 * tenant: the status page is the same for everyone.
 */

export const COMPONENTS = ['api', 'voice', 'sms', 'dashboard', 'webhooks'] as const;
export type Component = (typeof COMPONENTS)[number];
export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const IMPACTS = ['minor', 'major', 'critical'] as const;
export type Impact = (typeof IMPACTS)[number];
export const PROVIDER_EVENT_KINDS = ['downtime', 'fallback', 'recovered'] as const;
export type ProviderEventKind = (typeof PROVIDER_EVENT_KINDS)[number];

export const statusIncidents = pgTable(
  'status_incidents',
  {
    id: idColumn(),
    title: text().notNull(),
    status: text().$type<IncidentStatus>().notNull(),
    impact: text().$type<Impact>().notNull(),
    components: text().array().$type<Component[]>().notNull(),
    /** Opened by CI (`POST /internal/status/incidents`); only these are auto-resolved. */
    autoOpened: boolean().notNull().default(false),
    /** The admin who posted a manual incident (null for CI). */
    createdBy: uuid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    resolvedAt: ts(),
  },
  (t) => [
    check(
      'status_incidents_status_check',
      sql`${t.status} in ('investigating','identified','monitoring','resolved')`,
    ),
    check('status_incidents_impact_check', sql`${t.impact} in ('minor','major','critical')`),
    check(
      'status_incidents_components_check',
      sql`cardinality(${t.components}) > 0 and ${t.components} <@ array['api','voice','sms','dashboard','webhooks']::text[]`,
    ),
    check('status_incidents_resolved_check', sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null)`),
    index('status_incidents_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    index('status_incidents_created_at_idx').on(t.createdAt),
  ],
);

export const statusIncidentUpdates = pgTable(
  'status_incident_updates',
  {
    id: idColumn(),
    incidentId: uuid()
      .notNull()
      .references(() => statusIncidents.id, { onDelete: 'cascade' }),
    status: text().$type<IncidentStatus>().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'status_incident_updates_status_check',
      sql`${t.status} in ('investigating','identified','monitoring','resolved')`,
    ),
    index('status_incident_updates_incident_idx').on(t.incidentId, t.createdAt),
  ],
);

/**
 * One subscription per address. `pending` until the e-mailed link is followed; the newest
 * link's id is kept in `pending_jti` so that only it confirms (older links are superseded).
 * Empty `components` means every component.
 */
export const statusSubscriptions = pgTable(
  'status_subscriptions',
  {
    id: idColumn(),
    email: citext().notNull(),
    components: text().array().$type<Component[]>().notNull().default(sql`'{}'::text[]`),
    language: text().$type<'pl' | 'en'>().notNull().default('pl'),
    status: text().$type<'pending' | 'confirmed'>().notNull().default('pending'),
    pendingJti: text(),
    confirmedAt: ts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('status_subscriptions_status_check', sql`${t.status} in ('pending','confirmed')`),
    check('status_subscriptions_language_check', sql`${t.language} in ('pl','en')`),
    uniqueIndex('status_subscriptions_email_unique').on(t.email),
  ],
);

/** Provider downtime / fallback / recovery signals, recorded by other modules (`recordProviderEvent`). */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: idColumn(),
    provider: text().notNull(),
    kind: text().$type<ProviderEventKind>().notNull(),
    detail: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('provider_events_kind_check', sql`${t.kind} in ('downtime','fallback','recovered')`),
    index('provider_events_created_at_idx').on(t.createdAt),
  ],
);

/** Deploy events posted by CI: logged only, they never open an incident. */
export const deployEvents = pgTable(
  'deploy_events',
  {
    id: idColumn(),
    version: text().notNull(),
    environment: text().notNull(),
    status: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('deploy_events_created_at_idx').on(t.createdAt)],
);
