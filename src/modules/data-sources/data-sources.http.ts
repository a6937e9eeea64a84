import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { errorResponses } from '../tenants/http.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import type { ContactRow, DataSourceRow, DataSourcesService } from './data-sources.service.js';
import {
  SOURCE_MAX_BYTES,
  SOURCE_MAX_CELL,
  SOURCE_MAX_COLUMNS,
  SOURCE_MAX_ROWS,
  SOURCE_MAX_SHEETS,
} from './parse.js';

export const tags = ['data-sources'];
export const crmTags = ['crm'];
export const MB = SOURCE_MAX_BYTES / 1024 / 1024;
export const SHEETS_PLAN = 'Business plan or higher (`spreadsheet_access`): otherwise 403 `plan_required`.';
export const CRM_PLAN = 'Business plan or higher (`crm_integration`): otherwise 403 `plan_required`.';
export const OWNER =
  'Only the owner of the business or an administrator (403 for other users of the tenant).';

export const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
export const DateTime = Type.String({ format: 'date-time' });

export const SheetSummary = Type.Object({
  name: Type.String({ description: 'Sheet name (XLSX) or the source name (CSV).' }),
  columns: Type.Array(Type.String(), { description: 'Column names from the header row, in order.' }),
  row_count: Type.Integer(),
});

export const DataSourceFields = {
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  kind: Type.Union([Type.Literal('spreadsheet'), Type.Literal('workbook')], {
    description:
      '`spreadsheet`: one table (CSV or a published sheet); `workbook`: an XLSX file with its sheets.',
  }),
  origin: Type.Union([Type.Literal('upload'), Type.Literal('url')]),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], {
    description: 'Of the recognised content.',
  }),
  url: Nullable(
    Type.String({
      description: 'The address read (for `url` sources; a Google Sheets link as its CSV export).',
    }),
  ),
  file_name: Nullable(Type.String()),
  size_bytes: Type.Integer(),
  row_count: Type.Integer({ description: 'Data rows over all sheets.' }),
  sheets: Type.Array(SheetSummary),
  content_hash: Type.String({ description: 'SHA-256 (hex) of the file last read.' }),
  etag: Nullable(Type.String()),
  last_modified: Nullable(Type.String()),
  fetched_at: Nullable(DateTime),
  checked_at: Nullable(DateTime),
  last_error: Nullable(
    Type.String({
      description: 'Why the last re-read of a published sheet failed (its last good rows are still used).',
    }),
  ),
  created_at: DateTime,
  updated_at: DateTime,
};
export const DataSource = Type.Object(DataSourceFields);
export const DataSourceDetail = Type.Object({
  ...DataSourceFields,
  preview: Type.Array(
    Type.Object({
      sheet: Type.String(),
      rows: Type.Array(Type.Record(Type.String(), Type.String()), {
        description: 'The first rows of the sheet as `{column: value}`.',
      }),
    }),
  ),
});

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const sourceDto = (r: DataSourceRow) => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  origin: r.origin,
  format: r.format as 'csv' | 'xlsx',
  url: r.url,
  file_name: r.fileName,
  size_bytes: r.sizeBytes,
  row_count: r.rowCount,
  sheets: r.sheets.map((s) => ({ name: s.name, columns: s.columns, row_count: s.rows.length })),
  content_hash: r.contentHash,
  etag: r.etag,
  last_modified: r.lastModified,
  fetched_at: iso(r.fetchedAt),
  checked_at: iso(r.checkedAt),
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const detailDto = (r: DataSourceRow, previewRows: number) => ({
  ...sourceDto(r),
  preview: r.sheets.map((s) => ({
    sheet: s.name,
    rows: s.rows
      .slice(0, previewRows)
      .map((row) => Object.fromEntries(s.columns.map((c, i) => [c, row[i] ?? '']))),
  })),
});

export const Contact = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  phone: Type.String({ description: 'E.164' }),
  email: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
});
export const contactDto = (c: ContactRow) => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  email: c.email,
  notes: c.notes,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

export const CrmSetting = Type.Object({
  provider: Type.Union([Type.Literal('builtin'), Type.Literal('hubspot')]),
  hubspot_token_set: Type.Boolean({
    description: 'Whether a HubSpot token is stored (it is never returned).',
  }),
  hubspot_token_hint: Nullable(Type.String({ description: 'The last four characters of the stored token.' })),
  updated_at: Nullable(DateTime),
});

export const Pagination = Type.Object({
  next_cursor: Type.Union([Type.String(), Type.Null()]),
  has_more: Type.Boolean(),
});
export const ListQuery = {
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Page size, 1 to 100.' }),
  cursor: Type.Optional(
    Type.String({
      maxLength: 512,
      description: 'Opaque cursor from `pagination.next_cursor`; a changed one is a 400.',
    }),
  ),
};

export const SourceParams = Type.Object({ tenant_id: Type.String(), source_id: Type.String() });
export const ContactParams = Type.Object({ tenant_id: Type.String(), contact_id: Type.String() });

export const FILE_RULES = `A \`multipart/form-data\` body with one file part named \`file\` and an optional \`name\` field (at most 200 characters; default: the file name without its extension). Recognised by content, not by name or declared type: a ZIP archive holding \`xl/workbook.xml\` is an XLSX workbook (read with ExcelJS; every visible sheet is kept, formulas by their cached result, dates as YYYY-MM-DD); text is CSV (UTF-8 with or without BOM, else Windows-1250; the separator of the header line is detected: \`;\` as Polish Excel writes it, \`,\` or tab; quotes per RFC 4180). In every sheet the first non-blank row is the header naming the columns and blank rows are skipped; the first column is the row's key (what the receptionist matches first). Limits: ${MB} MB (413), ${SOURCE_MAX_ROWS} data rows over all sheets, ${SOURCE_MAX_COLUMNS} columns, ${SOURCE_MAX_SHEETS} sheets, ${SOURCE_MAX_CELL} characters a cell. Refusals: 415 \`unsupported_spreadsheet\` for another type (PDF, image, old XLS, a ZIP that is not XLSX); 422 \`spreadsheet_invalid\` naming the problem and, where there is one, the sheet and row (\`details.sheet\`, \`details.row\`; message in English and \`message_pl\`): an empty file, no data rows, a header row of numbers only (no header), a data column without a name, a duplicate column name, a row with more values than the header, too many rows or columns, a damaged workbook, an unclosed quote. Nothing is stored when a file is refused.`;

export const uploadResponses = {
  ...errorResponses(400, 403, 404),
  413: { ...errorResponses(413)[413]!, description: `Larger than ${MB} MB (\`payload_too_large\`).` },
  415: {
    ...errorResponses(415)[415]!,
    description: 'Not CSV or XLSX (`unsupported_spreadsheet`), or not multipart (`unsupported_media_type`).',
  },
};

/** The app as the routes plugin holds it after `withTypeProvider<TypeBoxTypeProvider>()`. */
export type DataSourcesApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What dataSourcesRoutes hands to each family of routes. */
export interface DataSourcesRoutesDeps {
  /** The service, logging to the request's logger. */
  svcFor(request: FastifyRequest): DataSourcesService;
  tenantsSvc: TenantsService;
}
