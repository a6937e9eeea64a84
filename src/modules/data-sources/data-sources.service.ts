import type { ServiceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import type { Lang } from '../knowledge/text.js';
import { createDataSourcesCore, type DataSourcesDeps, type Logger } from './data-sources.core.js';
import { createCrmPart } from './data-sources.crm.js';
import { createSheetsPart } from './data-sources.sheets.js';
import { createToolsPart } from './data-sources.tools.js';

// The service is composed from one file per area; these re-exports keep its public names here.
export {
  type ContactRow,
  type DataSourceRow,
  type DataSourcesDeps,
  LOOKUP_FETCH_TIMEOUT_MS,
  type Logger,
} from './data-sources.core.js';

export const depsFromPlatform = (p: Platform, log?: Logger): DataSourcesDeps => ({
  db: p.db,
  clock: p.clock,
  cursors: p.cursors,
  secret: p.config.jwtSecret,
  allowPrivate: p.config.webhookAllowPrivateNetworks,
  ttlSeconds: p.config.dataSourceTtlSeconds,
  hubspotApiBase: p.config.providers.hubspotApiBase,
  log,
});

/**
 * Data sources (spreadsheets, workbooks, published sheets) and the CRM (built-in contacts or
 * HubSpot). Dashboard methods take a {@link ServiceContext}; the receptionist's tools
 * ({@link createDataSourcesService} → `lookup`, `findContact`, `logCall`) take a tenant id and
 * never throw for a third party's failure.
 */
export function createDataSourcesService(deps: DataSourcesDeps) {
  const core = createDataSourcesCore(deps);
  return {
    ...createSheetsPart(deps, core),
    ...createCrmPart(deps, core),
    ...createToolsPart(deps, core),
  };
}

export type DataSourcesService = ReturnType<typeof createDataSourcesService>;

/** The service wired to the platform. */
export const dataSourcesServiceFor = (p: Platform, log?: Logger) =>
  createDataSourcesService(depsFromPlatform(p, log));

/* In-process entry points of the receptionist's three tools (the internal routes call the same). */

export const sourcesLookup = (p: Platform, tenantId: string, query: string, language?: Lang, log?: Logger) =>
  dataSourcesServiceFor(p, log).lookup(tenantId, query, language);

export const crmFindContact = (p: Platform, tenantId: string, phone: string, log?: Logger) =>
  dataSourcesServiceFor(p, log).findContact(tenantId, phone);

export const crmLogCall = (
  p: Platform,
  tenantId: string,
  input: Parameters<DataSourcesService['logCall']>[1],
  log?: Logger,
) => dataSourcesServiceFor(p, log).logCall(tenantId, input);
