import { asc, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { Outbox } from '../../platform/outbox.js';
import type { TokenService } from '../../platform/tokens.js';
import type { IncidentDTO } from './status.dto.js';
import {
  COMPONENTS,
  type Component,
  type Impact,
  type IncidentStatus,
  type statusIncidents,
  statusIncidentUpdates,
} from './status.schema.js';

export type ComponentStatus = 'operational' | 'degraded_performance' | 'partial_outage' | 'major_outage';

export const COMPONENT_NAMES: Record<Component, { en: string; pl: string }> = {
  api: { en: 'API', pl: 'API' },
  voice: { en: 'Voice calls', pl: 'Połączenia głosowe' },
  sms: { en: 'SMS', pl: 'SMS' },
  dashboard: { en: 'Dashboard', pl: 'Panel klienta' },
  webhooks: { en: 'Webhooks', pl: 'Webhooki' },
};

export const STATUS_NAMES: Record<IncidentStatus, { en: string; pl: string }> = {
  investigating: { en: 'Investigating', pl: 'Badamy problem' },
  identified: { en: 'Identified', pl: 'Przyczyna ustalona' },
  monitoring: { en: 'Monitoring', pl: 'Monitorujemy' },
  resolved: { en: 'Resolved', pl: 'Rozwiązany' },
};

/** Impact of an open incident → status of the components it covers (the worst one wins). */
export const IMPACT_TO_COMPONENT_STATUS: Record<Impact, ComponentStatus> = {
  minor: 'degraded_performance',
  major: 'partial_outage',
  critical: 'major_outage',
};
export const SEVERITY: ComponentStatus[] = [
  'operational',
  'degraded_performance',
  'partial_outage',
  'major_outage',
];
export const IMPACT_RANK: Record<Impact, number> = { minor: 0, major: 1, critical: 2 };
export const worse = (a: ComponentStatus, b: ComponentStatus) =>
  SEVERITY.indexOf(a) >= SEVERITY.indexOf(b) ? a : b;

export const HISTORY_DAYS = 90;
export const CONFIRM_TOKEN_TTL_SECONDS = 48 * 3600;
/** Unconfirmed subscriptions are deleted (at the next subscribe) 72 hours after their last link. */
export const PENDING_RETENTION_MS = 72 * 3600_000;
export const CONFIRM_AUDIENCE = 'status-subscription-confirm';
export const UNSUBSCRIBE_PURPOSE = 'status-unsubscribe';
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID_RE.test(v);

export type IncidentRow = typeof statusIncidents.$inferSelect;
export type UpdateRow = typeof statusIncidentUpdates.$inferSelect;

export function toIncidentDTO(row: IncidentRow, updates: UpdateRow[]): IncidentDTO {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    impact: row.impact,
    components: sortComponents(row.components),
    auto_opened: row.autoOpened,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    updates: updates.map((u) => ({
      status: u.status,
      message: u.message,
      created_at: u.createdAt.toISOString(),
    })),
  };
}

export const sortComponents = (list: Component[]) =>
  [...new Set(list)].sort((a, b) => COMPONENTS.indexOf(a) - COMPONENTS.indexOf(b));

export async function withUpdates(db: DbOrTx, rows: IncidentRow[]): Promise<IncidentDTO[]> {
  if (rows.length === 0) return [];
  const updates = await db
    .select()
    .from(statusIncidentUpdates)
    .where(
      inArray(
        statusIncidentUpdates.incidentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(statusIncidentUpdates.createdAt), asc(statusIncidentUpdates.id));
  return rows.map((r) =>
    toIncidentDTO(
      r,
      updates.filter((u) => u.incidentId === r.id),
    ),
  );
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Link tokens in the text: redacted from the stored payload once sent (see `MailPayload`). */
  secrets?: string[];
}

export interface StatusServiceDeps {
  db: Db;
  outbox: Outbox;
  tokens: TokenService;
  clock: Clock;
  publicBaseUrl: string;
}

/** Both languages in one mail, the reader's language first. */
export function bilingual(lang: 'pl' | 'en', pl: string, en: string) {
  return lang === 'pl' ? `${pl}\n\n---\n\n${en}` : `${en}\n\n---\n\n${pl}`;
}

/** What the incident writes take from the service (to read an incident back, and to link the e-mails). */
export interface IncidentHelpers {
  getIncident(dbx: DbOrTx, id: string): Promise<IncidentDTO>;
  unsubscribeToken(subscriptionId: string): string;
  link(path: string, token: string): string;
}
