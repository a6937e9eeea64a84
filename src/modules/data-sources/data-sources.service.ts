import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError, errors } from '../../platform/errors.js';
import { CursorCodec } from '../../platform/pagination.js';
import { SsrfError } from '../../platform/ssrf.js';
import { HubSpotCrm } from '../../providers/crm/hubspot.js';
import type { CrmAdapter } from '../../providers/crm/index.js';
import { guessLanguage, type Lang } from '../knowledge/text.js';
import { type Feature, requireFeature, tenantHasFeature } from '../plans/plans.js';
import { assertUuid } from '../tenants/http.js';
import { requireE164, toE164 } from '../tenants/phone.js';
import { type CrmProvider, contactCalls, contacts, crmSettings, dataSources } from './data-sources.schema.js';
import { conditionalFetch, csvExportUrl } from './fetch.js';
import { matchRows, rowAnswer, rowValues } from './match.js';
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

const notFound = () => errors.notFound('Data source', 'źródło danych');
const contactNotFound = () => errors.notFound('Contact', 'kontakt');

function sourceUnreachable(en: string, pl: string) {
  return new AppError(422, 'source_unreachable', {
    message: `The sheet could not be fetched: ${en}.`,
    messagePl: `Nie udało się pobrać arkusza: ${pl}.`,
    field: 'url',
  });
}

/** Any failure of fetching or parsing a published sheet as the 4xx the dashboard shows. */
function fetchFailure(err: unknown): AppError {
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

/**
 * Data sources (spreadsheets, workbooks, published sheets) and the CRM (built-in contacts or
 * HubSpot). Dashboard methods take a {@link ServiceContext}; the receptionist's tools
 * ({@link createDataSourcesService} → `lookup`, `findContact`, `logCall`) take a tenant id and
 * never throw for a third party's failure.
 */
export function createDataSourcesService(deps: DataSourcesDeps) {
  const { db, clock, cursors } = deps;
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
    /* ---------------- data sources (dashboard) ---------------- */

    async list(ctx: ServiceContext, input: { limit: number; cursor?: string }) {
      await gate(ctx, 'spreadsheet_access');
      const after = input.cursor
        ? cursors.decode(input.cursor, scope(ctx, 'data-sources'), 'desc')
        : undefined;
      const rows = await db
        .select()
        .from(dataSources)
        .where(
          and(
            eq(dataSources.tenantId, ctx.tenantId),
            after ? CursorCodec.after(after, dataSources.createdAt, dataSources.id) : undefined,
          ),
        )
        .orderBy(desc(dataSources.createdAt), desc(dataSources.id))
        .limit(input.limit + 1);
      return cursors.page(rows, input.limit, 'desc', scope(ctx, 'data-sources'), (r) => r, true);
    },

    async get(ctx: ServiceContext, id: string) {
      await gate(ctx, 'spreadsheet_access');
      return getRow(ctx.tenantId, id);
    },

    async upload(ctx: ServiceContext, input: { buffer: Buffer; filename?: string; name?: string }) {
      await gate(ctx, 'spreadsheet_access');
      const name = nameOf(input.name, input.filename);
      const parsed = await parseSpreadsheet(input.buffer, { name });
      const [row] = await db
        .insert(dataSources)
        .values({
          tenantId: ctx.tenantId,
          kind: parsed.kind,
          name,
          origin: 'upload',
          fileName: input.filename?.slice(0, 255) || null,
          format: parsed.format,
          sizeBytes: input.buffer.length,
          sheets: parsed.sheets,
          rowCount: parsed.rowCount,
          contentHash: parsed.contentHash,
          fetchedAt: clock.now(),
        })
        .returning();
      return row!;
    },

    async replace(
      ctx: ServiceContext,
      id: string,
      input: { buffer: Buffer; filename?: string; name?: string },
    ) {
      await gate(ctx, 'spreadsheet_access');
      const current = await getRow(ctx.tenantId, id);
      if (current.origin !== 'upload')
        throw errors.conflict('source_is_url', {
          message: 'This source is read from an address: change the sheet there, or refresh it.',
          messagePl: 'To źródło jest czytane z adresu: zmień arkusz tam albo je odśwież.',
        });
      const name = input.name?.trim() ? nameOf(input.name, undefined) : current.name;
      const parsed = await parseSpreadsheet(input.buffer, { name });
      return update(ctx.tenantId, id, {
        kind: parsed.kind,
        name,
        fileName: input.filename?.slice(0, 255) || current.fileName,
        format: parsed.format,
        sizeBytes: input.buffer.length,
        sheets: parsed.sheets,
        rowCount: parsed.rowCount,
        contentHash: parsed.contentHash,
        fetchedAt: clock.now(),
        lastError: null,
      });
    },

    async connectUrl(ctx: ServiceContext, input: { url: string; name?: string }) {
      await gate(ctx, 'spreadsheet_access');
      const url = csvExportUrl(input.url.trim());
      // Not a conditional request: a 304 is refused like any other non-200 answer.
      const r = (await fetchSheet(url, {}))!;
      const name = nameOf(input.name, new URL(url).pathname.split('/').filter(Boolean).pop());
      const parsed = await parseSpreadsheet(r.body, { name });
      const now = clock.now();
      const [row] = await db
        .insert(dataSources)
        .values({
          tenantId: ctx.tenantId,
          kind: parsed.kind,
          name,
          origin: 'url',
          url,
          format: parsed.format,
          sizeBytes: r.body.length,
          sheets: parsed.sheets,
          rowCount: parsed.rowCount,
          contentHash: parsed.contentHash,
          etag: r.etag,
          lastModified: r.lastModified,
          fetchedAt: now,
          checkedAt: now,
        })
        .returning();
      return row!;
    },

    /** Re-reads a published sheet now (conditional GET); a failure keeps the rows, is recorded and answered as a 4xx. */
    async refresh(ctx: ServiceContext, id: string) {
      await gate(ctx, 'spreadsheet_access');
      const row = await getRow(ctx.tenantId, id);
      if (row.origin !== 'url')
        throw errors.conflict('source_is_upload', {
          message: 'An uploaded file is not refreshed: upload the new version with PUT.',
          messagePl: 'Przesłanego pliku nie odświeża się: prześlij nową wersję metodą PUT.',
        });
      const r = await refetch(row);
      if (r.error) throw r.error;
      return r.row;
    },

    async remove(ctx: ServiceContext, id: string) {
      await gate(ctx, 'spreadsheet_access');
      assertUuid(id);
      const gone = await db
        .delete(dataSources)
        .where(and(eq(dataSources.tenantId, ctx.tenantId), eq(dataSources.id, id)))
        .returning({ id: dataSources.id });
      if (gone.length === 0) throw notFound();
    },

    /* ---------------- contacts (dashboard) ---------------- */

    async listContacts(ctx: ServiceContext, input: { limit: number; cursor?: string; q?: string }) {
      await gate(ctx, 'crm_integration');
      const sc = scope(ctx, `contacts:${input.q ?? ''}`);
      const after = input.cursor ? cursors.decode(input.cursor, sc, 'desc') : undefined;
      const q = input.q?.trim();
      const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows = await db
        .select()
        .from(contacts)
        .where(
          and(
            eq(contacts.tenantId, ctx.tenantId),
            like ? or(ilike(contacts.name, like), ilike(contacts.phone, like)) : undefined,
            after ? CursorCodec.after(after, contacts.createdAt, contacts.id) : undefined,
          ),
        )
        .orderBy(desc(contacts.createdAt), desc(contacts.id))
        .limit(input.limit + 1);
      return cursors.page(rows, input.limit, 'desc', sc, (r) => r, true);
    },

    async getContact(ctx: ServiceContext, id: string) {
      await gate(ctx, 'crm_integration');
      assertUuid(id);
      const [c] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.tenantId, ctx.tenantId), eq(contacts.id, id)))
        .limit(1);
      if (!c) throw contactNotFound();
      const calls = await db
        .select()
        .from(contactCalls)
        .where(and(eq(contactCalls.tenantId, ctx.tenantId), eq(contactCalls.contactId, id)))
        .orderBy(desc(contactCalls.startedAt))
        .limit(20);
      return { contact: c, calls };
    },

    async createContact(
      ctx: ServiceContext,
      input: { name: string; phone: string; email?: string | null; notes?: string | null },
    ) {
      await gate(ctx, 'crm_integration');
      const phone = requireE164(input.phone, ['body', 'phone']);
      const name = requireName(input.name);
      try {
        const [row] = await db
          .insert(contacts)
          .values({
            tenantId: ctx.tenantId,
            phone,
            name,
            email: input.email?.trim() || null,
            notes: input.notes?.trim() || null,
          })
          .returning();
        return row!;
      } catch (err) {
        throw uniquePhone(err);
      }
    },

    async updateContact(
      ctx: ServiceContext,
      id: string,
      input: { name?: string; phone?: string; email?: string | null; notes?: string | null },
    ) {
      await gate(ctx, 'crm_integration');
      assertUuid(id);
      const set: Partial<typeof contacts.$inferInsert> = { updatedAt: clock.now() };
      if (input.name !== undefined) set.name = requireName(input.name);
      if (input.phone !== undefined) set.phone = requireE164(input.phone, ['body', 'phone']);
      if (input.email !== undefined) set.email = input.email?.trim() || null;
      if (input.notes !== undefined) set.notes = input.notes?.trim() || null;
      try {
        const [row] = await db
          .update(contacts)
          .set(set)
          .where(and(eq(contacts.tenantId, ctx.tenantId), eq(contacts.id, id)))
          .returning();
        if (!row) throw contactNotFound();
        return row;
      } catch (err) {
        throw uniquePhone(err);
      }
    },

    async deleteContact(ctx: ServiceContext, id: string) {
      await gate(ctx, 'crm_integration');
      assertUuid(id);
      const gone = await db
        .delete(contacts)
        .where(and(eq(contacts.tenantId, ctx.tenantId), eq(contacts.id, id)))
        .returning({ id: contacts.id });
      if (gone.length === 0) throw contactNotFound();
    },

    /* ---------------- CRM setting (dashboard) ---------------- */

    async getCrm(ctx: ServiceContext) {
      await gate(ctx, 'crm_integration');
      const [s] = await db.select().from(crmSettings).where(eq(crmSettings.tenantId, ctx.tenantId)).limit(1);
      return crmDto(s);
    },

    /**
     * Sets the CRM. Choosing HubSpot needs a private-app token (given now, or stored before);
     * a new token is checked with one read against HubSpot first (401/403 → 422
     * `crm_token_invalid`, unreachable → 503) and then stored encrypted. `builtin` keeps a
     * stored token unless `hubspot_token` is null.
     */
    async putCrm(ctx: ServiceContext, input: { provider: CrmProvider; hubspot_token?: string | null }) {
      await gate(ctx, 'crm_integration');
      const [cur] = await db
        .select()
        .from(crmSettings)
        .where(eq(crmSettings.tenantId, ctx.tenantId))
        .limit(1);
      let enc = cur?.hubspotTokenEnc ?? null;
      let hint = cur?.hubspotTokenHint ?? null;
      if (input.hubspot_token === null) {
        enc = null;
        hint = null;
      } else if (input.hubspot_token !== undefined) {
        const token = input.hubspot_token.trim();
        try {
          await new HubSpotCrm({ token, apiBase: deps.hubspotApiBase }).verify();
        } catch (err) {
          const status = (err as { status?: number | null }).status;
          if (status === 401 || status === 403)
            throw new AppError(422, 'crm_token_invalid', {
              message: 'HubSpot refused this token: check the private app and its CRM scopes.',
              messagePl: 'HubSpot odrzucił ten token: sprawdź aplikację prywatną i jej uprawnienia CRM.',
              field: 'hubspot_token',
            });
          throw errors.unavailable({
            message: `HubSpot could not be reached to check the token (${(err as Error).message}).`,
            messagePl: 'Nie udało się połączyć z HubSpot, aby sprawdzić token.',
          });
        }
        enc = box.seal(token);
        hint = token.slice(-4);
      }
      if (input.provider === 'hubspot' && !enc)
        throw errors.invalid(
          ['body', 'hubspot_token'],
          'HubSpot needs a private-app token.',
          'HubSpot wymaga tokenu aplikacji prywatnej.',
          'missing',
        );
      const values = {
        tenantId: ctx.tenantId,
        provider: input.provider,
        hubspotTokenEnc: enc,
        hubspotTokenHint: hint,
        updatedAt: clock.now(),
      };
      const [row] = await db
        .insert(crmSettings)
        .values(values)
        .onConflictDoUpdate({ target: crmSettings.tenantId, set: values })
        .returning();
      return crmDto(row);
    },

    /* ---------------- the receptionist's tools (internal) ---------------- */

    /**
     * The rows of the tenant's spreadsheets and workbooks that best match `query` (at most 5)
     * and a one-sentence answer from the best one (null when none covers the question well
     * enough). Published sheets older than the TTL are re-read first (conditional GET, at most
     * {@link LOOKUP_FETCH_TIMEOUT_MS}); a failure answers from the last good rows. A tenant
     * without the `spreadsheet_access` feature gets no rows.
     */
    async lookup(tenantId: string, query: string, language?: Lang) {
      if (!(await tenantHas(tenantId, 'spreadsheet_access'))) return { answer: null, rows: [] };
      let rows = await db.select().from(dataSources).where(eq(dataSources.tenantId, tenantId));
      const stale = rows.filter(isStale);
      if (stale.length > 0) {
        const fresh = new Map(
          (
            await Promise.all(
              // Whatever happens (the source deleted meanwhile, the database busy), the call gets
              // an answer from the rows already read.
              stale.map((r) => refetch(r, LOOKUP_FETCH_TIMEOUT_MS).catch(() => ({ row: r, error: null }))),
            )
          ).map((r) => [r.row.id, r.row]),
        );
        rows = rows.map((r) => fresh.get(r.id) ?? r);
      }
      const hits = matchRows(query, rows);
      const lang = language ?? guessLanguage(query);
      return {
        answer: hits[0] ? rowAnswer(hits[0], lang) : null,
        rows: hits.map((h) => ({
          source_id: h.sourceId,
          source_name: h.sourceName,
          sheet: h.sheet,
          values: rowValues(h.columns, h.row),
        })),
      };
    },

    /** The caller's contact in the tenant's CRM; null for an unknown or unparsable number, or when HubSpot fails (logged). */
    async findContact(tenantId: string, rawPhone: string) {
      if (!(await tenantHas(tenantId, 'crm_integration'))) return null;
      const phone = toE164(rawPhone);
      if (!phone) return null;
      const crm = await crmOf(tenantId);
      if (crm.provider === 'builtin') {
        const c = await findBuiltin(tenantId, phone);
        return c
          ? { id: c.id, name: c.name, phone: c.phone, email: c.email, source: 'builtin' as const }
          : null;
      }
      if (!crm.adapter) {
        deps.log?.warn({ tenantId }, 'HubSpot is chosen but its token is missing or unreadable');
        return null;
      }
      try {
        const c = await crm.adapter.findContactByPhone(phone);
        return c ? { ...c, source: 'hubspot' as const } : null;
      } catch (err) {
        deps.log?.warn({ tenantId, err: (err as Error).message }, 'HubSpot contact search failed');
        return null;
      }
    },

    /**
     * Logs a call to the CRM against the caller's contact. No contact is created for an
     * unknown number (a name is not known, and the call is already in the call history):
     * `logged: false`. Built-in: one row per (contact, call id), a repeat updates it. HubSpot:
     * a call engagement associated to the contact; a failure is logged and answers `logged: false`.
     */
    async logCall(
      tenantId: string,
      input: {
        phone: string;
        call_id: string;
        outcome: string;
        summary: string;
        started_at: string;
        duration_seconds: number;
      },
    ): Promise<{ logged: boolean; contact_id: string | null }> {
      if (!(await tenantHas(tenantId, 'crm_integration'))) return { logged: false, contact_id: null };
      const phone = toE164(input.phone);
      if (!phone) return { logged: false, contact_id: null };
      const startedAt = new Date(input.started_at);
      const crm = await crmOf(tenantId);
      if (crm.provider === 'builtin') {
        const c = await findBuiltin(tenantId, phone);
        if (!c) return { logged: false, contact_id: null };
        const values = {
          tenantId,
          contactId: c.id,
          callId: input.call_id,
          outcome: input.outcome,
          summary: input.summary,
          startedAt,
          durationSeconds: input.duration_seconds,
        };
        await db
          .insert(contactCalls)
          .values(values)
          .onConflictDoUpdate({
            target: [contactCalls.tenantId, contactCalls.contactId, contactCalls.callId],
            set: {
              outcome: sql`excluded.outcome`,
              summary: sql`excluded.summary`,
              startedAt: sql`excluded.started_at`,
              durationSeconds: sql`excluded.duration_seconds`,
            },
          });
        return { logged: true, contact_id: c.id };
      }
      if (!crm.adapter) {
        deps.log?.warn({ tenantId }, 'HubSpot is chosen but its token is missing or unreadable');
        return { logged: false, contact_id: null };
      }
      try {
        const c = await crm.adapter.findContactByPhone(phone);
        if (!c) return { logged: false, contact_id: null };
        await crm.adapter.logCall(c.id, {
          phone,
          callId: input.call_id,
          outcome: input.outcome,
          summary: input.summary,
          startedAt,
          durationSeconds: input.duration_seconds,
        });
        return { logged: true, contact_id: c.id };
      } catch (err) {
        deps.log?.warn({ tenantId, err: (err as Error).message }, 'HubSpot call logging failed');
        return { logged: false, contact_id: null };
      }
    },
  };
}

export type DataSourcesService = ReturnType<typeof createDataSourcesService>;

function nameOf(name: string | undefined, filename: string | undefined): string {
  const fromFile = (filename ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim();
  const n = (name?.trim() || fromFile || 'Arkusz').slice(0, 200);
  return n;
}

function requireName(raw: string): string {
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

function uniquePhone(err: unknown): unknown {
  const e = err as { code?: string; cause?: { code?: string } };
  if (e.code === '23505' || e.cause?.code === '23505')
    return errors.conflict('contact_exists', {
      message: 'A contact with this phone number already exists.',
      messagePl: 'Kontakt z tym numerem telefonu już istnieje.',
      field: 'phone',
    });
  return err;
}

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
