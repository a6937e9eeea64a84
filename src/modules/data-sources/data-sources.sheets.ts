import { and, desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import { CursorCodec } from '../../platform/pagination.js';
import { assertUuid } from '../tenants/http.js';
import { type DataSourcesCore, type DataSourcesDeps, nameOf, notFound } from './data-sources.core.js';
import { dataSources } from './data-sources.schema.js';
import { csvExportUrl } from './fetch.js';
import { parseSpreadsheet } from './parse.js';

/** Spreadsheets, workbooks and published sheets, as the dashboard manages them. */
export function createSheetsPart(deps: DataSourcesDeps, core: DataSourcesCore) {
  const { db, clock, cursors } = deps;
  const { scope, gate, getRow, update, fetchSheet, refetch } = core;

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
  };
}
