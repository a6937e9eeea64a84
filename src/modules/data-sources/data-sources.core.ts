import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, errors } from '../../platform/errors.js';
import type { CursorCodec } from '../../platform/pagination.js';
import { SsrfError } from '../../platform/ssrf.js';
import { HubSpotCrm } from '../../providers/crm/hubspot.js';
import type { CrmAdapter } from '../../providers/crm/index.js';
import { type Feature, requireFeature, tenantHasFeature } from '../plans/plans.js';
import { assertUuid } from '../tenants/http.js';
import { type CrmProvider, contacts, crmSettings, dataSources } from './data-sources.schema.js';
import { conditionalFetch } from './fetch.js';
import { parseSpreadsheet, SOURCE_MAX_BYTES } from './parse.js';
import { SecretBox } from './secret-box.js';

export type DataSourceRow = typeof dataSources.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;

/** Time a lookup waits for a stale published sheet before answering from the rows it has. */
export const LOOKUP_FETCH_TIMEOUT_MS = 4_000;

export interface Logger {
  warn(obj: object, msg: string): void;
}

export interface DataSourcesDeps {
  db: Db;
  clock: Clock;
  cursors: CursorCodec;
  /** Secret the CRM token key is derived from (JWT_SECRET). */
  secret: string;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: published sheets may be on private addresses. */
  allowPrivate: boolean;
  ttlSeconds: number;
  hubspotApiBase: string;
  log?: Logger;
}

export const notFound = () => errors.notFound('Data source', 'źródło danych');
export const contactNotFound = () => errors.notFound('Contact', 'kontakt');

export function sourceUnreachable(en: string, pl: string) {
  return new AppError(422, 'source_unreachable', {
    message: `The sheet could not be fetched: ${en}.`,
    messagePl: `Nie udało się pobrać arkusza: ${pl}.`,
    field: 'url',
  });
}

/** Any failure of fetching or parsing a published sheet as the 4xx the dashboard shows. */
export function fetchFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof SsrfError) {
    switch (err.reason) {
      case 'scheme':
        return errors.invalid(
          ['body', 'url'],
          `Not a usable address: ${err.message}.`,
          `Niepoprawny adres: ${err.message}.`,
          'value_error.url',
        );
      case 'blocked_address':
        return errors.invalid(
          ['body', 'url'],
          'The address is not public (private, loopback or link-local networks are refused).',
          'Adres nie jest publiczny (sieci prywatne, lokalne i link-local są odrzucane).',
          'value_error.url',
        );
      case 'dns':
        return sourceUnreachable('the host name does not resolve', 'nazwa hosta nie istnieje');
      case 'timeout':
        return sourceUnreachable('the server did not answer in time', 'serwer nie odpowiedział na czas');
      case 'redirects':
        return sourceUnreachable('too many redirects', 'zbyt wiele przekierowań');
      default:
        return sourceUnreachable(
          `the connection failed (${err.message})`,
          `połączenie nie powiodło się (${err.message})`,
        );
    }
  }
  return sourceUnreachable('the connection failed', 'połączenie nie powiodło się');
}

/** In-process de-duplication of concurrent re-fetches of one source. */
const inflight = new Map<string, Promise<{ row: DataSourceRow; error: AppError | null }>>();

export type DataSourcesCore = ReturnType<typeof createDataSourcesCore>;

/** What the parts of the service share: the plan gate, rows, re-fetching published sheets, the CRM adapter. */
export function createDataSourcesCore(deps: DataSourcesDeps) {
  const { db, clock } = deps;
  const box = new SecretBox(deps.secret);
  const scope = (ctx: ServiceContext, what: string) => `${what}:${ctx.tenantId}`;

  const gate = (ctx: ServiceContext, feature: Feature) =>
    requireFeature(db, ctx.tenantId, feature, clock.now());

  async function tenantHas(tenantId: string, feature: Feature): Promise<boolean> {
    const has = await tenantHasFeature(db, tenantId, feature, clock.now());
    if (has === null) throw errors.notFound('Tenant', 'firma');
    return has;
  }

  async function getRow(tenantId: string, id: string): Promise<DataSourceRow> {
    assertUuid(id);
    const [row] = await db
      .select()
      .from(dataSources)
      .where(and(eq(dataSources.tenantId, tenantId), eq(dataSources.id, id)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function update(tenantId: string, id: string, set: Partial<typeof dataSources.$inferInsert>) {
    const [row] = await db
      .update(dataSources)
      .set({ ...set, updatedAt: clock.now() })
      .where(and(eq(dataSources.tenantId, tenantId), eq(dataSources.id, id)))
      .returning();
    if (!row) throw notFound();
    return row;
  }

  /**
   * GETs a published sheet through the SSRF guard: null for a 304 to a conditional request (the
   * rows are unchanged); the response for a 200 within the size cap; otherwise the error the
   * owner sees (unreachable, HTTP error status, larger than the cap).
   */
  async function fetchSheet(
    url: string,
    opts: { timeoutMs?: number; validators?: { etag: string | null; lastModified: string | null } },
  ) {
    let r: Awaited<ReturnType<typeof conditionalFetch>>;
    try {
      r = await conditionalFetch(url, {
        allowPrivate: deps.allowPrivate,
        maxBytes: SOURCE_MAX_BYTES,
        timeoutMs: opts.timeoutMs,
        ...opts.validators,
      });
    } catch (err) {
      throw fetchFailure(err);
    }
    if (r.status === 304 && opts.validators) return null;
    if (r.status !== 200)
      throw sourceUnreachable(`the server answered HTTP ${r.status}`, `serwer odpowiedział HTTP ${r.status}`);
    if (r.truncated)
      throw new AppError(413, 'payload_too_large', {
        message: `The sheet is larger than ${SOURCE_MAX_BYTES / 1024 / 1024} MB.`,
        messagePl: `Arkusz jest większy niż ${SOURCE_MAX_BYTES / 1024 / 1024} MB.`,
      });
    return r;
  }

  /**
   * Re-reads a published sheet with a conditional GET (If-None-Match / If-Modified-Since): a 304
   * or an unchanged body keeps the rows; a changed body is parsed and replaces them; any failure
   * (unreachable, HTTP error, too large, malformed) keeps the last good rows and is recorded in
   * `last_error`. `checked_at` is set either way so a dead server is tried once per TTL.
   */
  function refetch(row: DataSourceRow, timeoutMs?: number) {
    const running = inflight.get(row.id);
    if (running) return running;
    const p = (async (): Promise<{ row: DataSourceRow; error: AppError | null }> => {
      const now = clock.now();
      try {
        const r = await fetchSheet(row.url!, {
          timeoutMs,
          validators: { etag: row.etag, lastModified: row.lastModified },
        });
        if (!r)
          return {
            row: await update(row.tenantId, row.id, { checkedAt: now, fetchedAt: now, lastError: null }),
            error: null,
          };
        const parsed = await parseSpreadsheet(r.body, { name: row.name });
        return {
          row: await update(row.tenantId, row.id, {
            kind: parsed.kind,
            format: parsed.format,
            sheets: parsed.sheets,
            rowCount: parsed.rowCount,
            contentHash: parsed.contentHash,
            sizeBytes: r.body.length,
            etag: r.etag,
            lastModified: r.lastModified,
            fetchedAt: now,
            checkedAt: now,
            lastError: null,
          }),
          error: null,
        };
      } catch (err) {
        const e = fetchFailure(err);
        deps.log?.warn(
          { err: e.message, dataSourceId: row.id, tenantId: row.tenantId },
          'data source re-fetch failed',
        );
        return {
          row: await update(row.tenantId, row.id, { checkedAt: now, lastError: e.message }),
          error: e,
        };
      }
    })().finally(() => inflight.delete(row.id));
    inflight.set(row.id, p);
    return p;
  }

  const isStale = (row: DataSourceRow) =>
    row.origin === 'url' &&
    (!row.checkedAt || clock.now().getTime() - row.checkedAt.getTime() >= deps.ttlSeconds * 1000);

  /* ---------------- CRM ---------------- */

  async function crmOf(tenantId: string): Promise<{ provider: CrmProvider; adapter: CrmAdapter | null }> {
    const [s] = await db.select().from(crmSettings).where(eq(crmSettings.tenantId, tenantId)).limit(1);
    if (!s || s.provider === 'builtin') return { provider: 'builtin', adapter: null };
    const token = s.hubspotTokenEnc ? box.open(s.hubspotTokenEnc) : null;
    if (!token) return { provider: 'hubspot', adapter: null };
    return { provider: 'hubspot', adapter: new HubSpotCrm({ token, apiBase: deps.hubspotApiBase }) };
  }

  function crmDto(s: typeof crmSettings.$inferSelect | undefined) {
    return {
      provider: s?.provider ?? ('builtin' as const),
      hubspot_token_set: Boolean(s?.hubspotTokenEnc),
      hubspot_token_hint: s?.hubspotTokenHint ?? null,
      updated_at: s ? s.updatedAt.toISOString() : null,
    };
  }

  async function findBuiltin(tenantId: string, phone: string) {
    const [c] = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.phone, phone)))
      .limit(1);
    return c ?? null;
  }

  return {
    box,
    scope,
    gate,
    tenantHas,
    getRow,
    update,
    fetchSheet,
    refetch,
    isStale,
    crmOf,
    crmDto,
    findBuiltin,
  };
}

export function nameOf(name: string | undefined, filename: string | undefined): string {
  const fromFile = (filename ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim();
  const n = (name?.trim() || fromFile || 'Arkusz').slice(0, 200);
  return n;
}

export function requireName(raw: string): string {
  const n = raw.trim();
  if (!n)
    throw errors.invalid(
      ['body', 'name'],
      'The name must not be blank.',
      'Nazwa nie może być pusta.',
      'value_error.empty',
    );
  return n;
}

export function uniquePhone(err: unknown): unknown {
  const e = err as { code?: string; cause?: { code?: string } };
  if (e.code === '23505' || e.cause?.code === '23505')
    return errors.conflict('contact_exists', {
      message: 'A contact with this phone number already exists.',
      messagePl: 'Kontakt z tym numerem telefonu już istnieje.',
      field: 'phone',
    });
  return err;
}
