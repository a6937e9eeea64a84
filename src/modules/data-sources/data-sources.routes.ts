import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal, serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { readSingleUpload } from '../../platform/uploads.js';
import { errorResponses, TenantParams, tenantCtx } from '../tenants/http.js';
import { tenantsServiceFor } from '../tenants/tenants.routes.js';
import type { ContactRow, DataSourceRow } from './data-sources.service.js';
import { dataSourcesServiceFor } from './data-sources.service.js';
import { LOOKUP_MAX_ROWS, LOOKUP_MIN_COVERAGE } from './match.js';
import {
  SOURCE_MAX_BYTES,
  SOURCE_MAX_CELL,
  SOURCE_MAX_COLUMNS,
  SOURCE_MAX_ROWS,
  SOURCE_MAX_SHEETS,
} from './parse.js';

const tags = ['data-sources'];
const crmTags = ['crm'];
const MB = SOURCE_MAX_BYTES / 1024 / 1024;
const SHEETS_PLAN = 'Business plan or higher (`spreadsheet_access`): otherwise 403 `plan_required`.';
const CRM_PLAN = 'Business plan or higher (`crm_integration`): otherwise 403 `plan_required`.';
const OWNER = 'Only the owner of the business or an administrator (403 for other users of the tenant).';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

const SheetSummary = Type.Object({
  name: Type.String({ description: 'Sheet name (XLSX) or the source name (CSV).' }),
  columns: Type.Array(Type.String(), { description: 'Column names from the header row, in order.' }),
  row_count: Type.Integer(),
});

const DataSourceFields = {
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
const DataSource = Type.Object(DataSourceFields);
const DataSourceDetail = Type.Object({
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

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const sourceDto = (r: DataSourceRow) => ({
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

const detailDto = (r: DataSourceRow, previewRows: number) => ({
  ...sourceDto(r),
  preview: r.sheets.map((s) => ({
    sheet: s.name,
    rows: s.rows
      .slice(0, previewRows)
      .map((row) => Object.fromEntries(s.columns.map((c, i) => [c, row[i] ?? '']))),
  })),
});

const Contact = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  phone: Type.String({ description: 'E.164' }),
  email: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
});
const contactDto = (c: ContactRow) => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  email: c.email,
  notes: c.notes,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

const CrmSetting = Type.Object({
  provider: Type.Union([Type.Literal('builtin'), Type.Literal('hubspot')]),
  hubspot_token_set: Type.Boolean({
    description: 'Whether a HubSpot token is stored (it is never returned).',
  }),
  hubspot_token_hint: Nullable(Type.String({ description: 'The last four characters of the stored token.' })),
  updated_at: Nullable(DateTime),
});

const Pagination = Type.Object({
  next_cursor: Type.Union([Type.String(), Type.Null()]),
  has_more: Type.Boolean(),
});
const ListQuery = {
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Page size, 1 to 100.' }),
  cursor: Type.Optional(
    Type.String({
      maxLength: 512,
      description: 'Opaque cursor from `pagination.next_cursor`; a changed one is a 400.',
    }),
  ),
};

const SourceParams = Type.Object({ tenant_id: Type.String(), source_id: Type.String() });
const ContactParams = Type.Object({ tenant_id: Type.String(), contact_id: Type.String() });

const FILE_RULES = `A \`multipart/form-data\` body with one file part named \`file\` and an optional \`name\` field (at most 200 characters; default: the file name without its extension). Recognised by content, not by name or declared type: a ZIP archive holding \`xl/workbook.xml\` is an XLSX workbook (read with ExcelJS; every visible sheet is kept, formulas by their cached result, dates as YYYY-MM-DD); text is CSV (UTF-8 with or without BOM, else Windows-1250; the separator of the header line is detected: \`;\` as Polish Excel writes it, \`,\` or tab; quotes per RFC 4180). In every sheet the first non-blank row is the header naming the columns and blank rows are skipped; the first column is the row's key (what the receptionist matches first). Limits: ${MB} MB (413), ${SOURCE_MAX_ROWS} data rows over all sheets, ${SOURCE_MAX_COLUMNS} columns, ${SOURCE_MAX_SHEETS} sheets, ${SOURCE_MAX_CELL} characters a cell. Refusals: 415 \`unsupported_spreadsheet\` for another type (PDF, image, old XLS, a ZIP that is not XLSX); 422 \`spreadsheet_invalid\` naming the problem and, where there is one, the sheet and row (\`details.sheet\`, \`details.row\`; message in English and \`message_pl\`): an empty file, no data rows, a header row of numbers only (no header), a data column without a name, a duplicate column name, a row with more values than the header, too many rows or columns, a damaged workbook, an unclosed quote. Nothing is stored when a file is refused.`;

const uploadResponses = {
  ...errorResponses(400, 403, 404),
  413: { ...errorResponses(413)[413]!, description: `Larger than ${MB} MB (\`payload_too_large\`).` },
  415: {
    ...errorResponses(415)[415]!,
    description: 'Not CSV or XLSX (`unsupported_spreadsheet`), or not multipart (`unsupported_media_type`).',
  },
};

/** Dashboard routes of data sources, contacts and the CRM setting, and the receptionist's internal tool routes. */
export default async function dataSourcesRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const svcFor = (request: FastifyRequest) => dataSourcesServiceFor(p, request.log);
  const tenantsSvc = tenantsServiceFor(p);

  await app.register(multipart, {
    limits: { fileSize: SOURCE_MAX_BYTES, files: 1, parts: 5, fieldSize: 1024 },
  });

  /** Reads the `file` part and the optional `name` field of an upload. */
  async function readUpload(request: FastifyRequest) {
    const { text, ...file } = await readSingleUpload(request, {
      noun: { en: 'spreadsheet', pl: 'arkusz', plTitle: 'Arkusz' },
      field: { name: 'name', en: 'a name', pl: 'nazwę' },
      maxBytes: SOURCE_MAX_BYTES,
    });
    return { ...file, name: text };
  }

  /* ---------------- data sources ---------------- */

  app.post(
    '/tenants/:tenant_id/data-sources',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Upload a spreadsheet or workbook',
        description: `Adds a data source the receptionist answers from (a price list, services, staff). ${FILE_RULES} Answers the source with a preview of its first rows, status 201. ${OWNER} ${SHEETS_PLAN}`,
        consumes: ['multipart/form-data'],
        params: TenantParams,
        response: { 201: DataSourceDetail, ...uploadResponses },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await tenantsSvc.assertOwnerOrAdmin(ctx, requirePrincipal(request));
      const file = await readUpload(request);
      const row = await svcFor(request).upload(ctx, {
        buffer: file.buffer,
        filename: file.filename,
        name: file.name,
      });
      return reply.status(201).send(detailDto(row, 20));
    },
  );

  app.post(
    '/tenants/:tenant_id/data-sources/url',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Connect a published sheet by its address',
        description: `Connects a sheet published as CSV (or XLSX) at an \`http(s)\` address, e.g. Google Sheets' "Publish to the web" as CSV; a Google Sheets page or editor link is turned into its CSV export address (\`…/pub?output=csv\`, \`…/export?format=csv\`; the sheet must be published or shared by link). The address is fetched at once through the SSRF guard (public addresses only unless \`WEBHOOK_ALLOW_PRIVATE_NETWORKS=1\`; redirects re-checked; 10 s; ${MB} MB) and parsed with the rules of the upload. Later it is re-read when the receptionist looks something up and the last check is older than \`DATA_SOURCE_TTL_SECONDS\` (default 300), with a conditional GET (\`If-None-Match\`/\`If-Modified-Since\`; a 304 keeps the rows); a failed re-read keeps the last good rows and is shown in \`last_error\`. Refusals: 422 \`validation_error\` for a malformed, non-http(s) or non-public address (\`url\`); 422 \`source_unreachable\` when the server cannot be reached, times out or answers an error status; 413 larger than ${MB} MB; 415 a web page or another type; 422 \`spreadsheet_invalid\` for a malformed sheet. Nothing is stored when refused. ${OWNER} ${SHEETS_PLAN}`,
        params: TenantParams,
        body: Type.Object(
          {
            url: Type.String({ minLength: 1, maxLength: 2048 }),
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
          },
          { additionalProperties: false },
        ),
        response: { 201: DataSourceDetail, ...uploadResponses },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await tenantsSvc.assertOwnerOrAdmin(ctx, requirePrincipal(request));
      const row = await svcFor(request).connectUrl(ctx, request.body);
      return reply.status(201).send(detailDto(row, 20));
    },
  );

  app.get(
    '/tenants/:tenant_id/data-sources',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'List data sources',
        description: `The tenant's spreadsheets, workbooks and published sheets, newest first, with their sheets and columns (no rows). Cursor pagination like \`GET /calls\`: pass \`pagination.next_cursor\` as \`cursor\`. Any user of the tenant. ${SHEETS_PLAN}`,
        params: TenantParams,
        querystring: Type.Object(ListQuery),
        response: {
          200: Type.Object({ data: Type.Array(DataSource), pagination: Pagination }),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const page = await svcFor(request).list(ctx, request.query);
      return { data: page.data.map(sourceDto), pagination: page.pagination };
    },
  );

  app.get(
    '/tenants/:tenant_id/data-sources/:source_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Get a data source with a preview',
        description: `One source with the first \`preview_rows\` rows (0–100, default 20) of each sheet as \`{column: value}\`. A published sheet is shown as last read (no fetch happens here; see refresh). 404 for an unknown id or another tenant's source. Any user of the tenant. ${SHEETS_PLAN}`,
        params: SourceParams,
        querystring: Type.Object({ preview_rows: Type.Integer({ minimum: 0, maximum: 100, default: 20 }) }),
        response: { 200: DataSourceDetail, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const row = await svcFor(request).get(ctx, request.params.source_id);
      return detailDto(row, request.query.preview_rows);
    },
  );

  app.put(
    '/tenants/:tenant_id/data-sources/:source_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Replace an uploaded file',
        description: `Replaces the file of an uploaded source (same id; \`name\` renames it): the new file is parsed at once and the receptionist answers from it from the next question on. A file may change between CSV and XLSX. ${FILE_RULES} A refused file leaves the source as it was. A published-sheet source is a 409 \`source_is_url\` (change it at its address, or refresh). 404 for an unknown id or another tenant's source. ${OWNER} ${SHEETS_PLAN}`,
        consumes: ['multipart/form-data'],
        params: SourceParams,
        response: { 200: DataSourceDetail, ...uploadResponses, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await tenantsSvc.assertOwnerOrAdmin(ctx, requirePrincipal(request));
      await svcFor(request).get(ctx, request.params.source_id);
      const file = await readUpload(request);
      const row = await svcFor(request).replace(ctx, request.params.source_id, {
        buffer: file.buffer,
        filename: file.filename,
        name: file.name,
      });
      return detailDto(row, 20);
    },
  );

  app.post(
    '/tenants/:tenant_id/data-sources/:source_id/refresh',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Re-read a published sheet now',
        description: `Re-reads a published sheet at once with a conditional GET (\`If-None-Match\`/\`If-Modified-Since\` from the last answer): 304 keeps the rows; a changed sheet replaces them. A failure keeps the last good rows, is recorded in \`last_error\` and answered as the error (422 \`source_unreachable\`, 422 \`spreadsheet_invalid\`, 413, 415). An uploaded source is a 409 \`source_is_upload\` (replace it with PUT). 404 for an unknown id or another tenant's source. ${OWNER} ${SHEETS_PLAN}`,
        params: SourceParams,
        response: { 200: DataSourceDetail, ...uploadResponses, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await tenantsSvc.assertOwnerOrAdmin(ctx, requirePrincipal(request));
      const row = await svcFor(request).refresh(ctx, request.params.source_id);
      return detailDto(row, 20);
    },
  );

  app.delete(
    '/tenants/:tenant_id/data-sources/:source_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Delete a data source',
        description: `Deletes the source and its rows; the receptionist no longer answers from it. 404 for an unknown id or another tenant's source. ${OWNER} ${SHEETS_PLAN}`,
        params: SourceParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await tenantsSvc.assertOwnerOrAdmin(ctx, requirePrincipal(request));
      await svcFor(request).remove(ctx, request.params.source_id);
      return reply.status(204).send(null);
    },
  );

  /* ---------------- contacts (built-in CRM) ---------------- */

  const ContactBody = {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    phone: Type.String({
      minLength: 1,
      maxLength: 32,
      description: 'Any usual spelling; stored as E.164 (Poland by default).',
    }),
    email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()])),
    notes: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  };

  app.get(
    '/tenants/:tenant_id/contacts',
    {
      config: { auth: ['user'] },
      schema: {
        tags: crmTags,
        summary: 'List contacts',
        description: `The built-in CRM's contacts (the receptionist greets a known caller by name and logs calls against them), newest first; \`q\` filters on a case-insensitive part of the name or number. Cursor pagination like \`GET /calls\`. Any user of the tenant. ${CRM_PLAN}`,
        params: TenantParams,
        querystring: Type.Object({ ...ListQuery, q: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: {
          200: Type.Object({ data: Type.Array(Contact), pagination: Pagination }),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const page = await svcFor(request).listContacts(ctx, request.query);
      return { data: page.data.map(contactDto), pagination: page.pagination };
    },
  );

  app.post(
    '/tenants/:tenant_id/contacts',
    {
      config: { auth: ['user'] },
      schema: {
        tags: crmTags,
        summary: 'Create a contact',
        description: `Adds a contact to the built-in CRM. The number is stored in E.164 (parsed with Poland as the default region; unparsable: 422 on \`phone\`); one contact per number: a second is a 409 \`contact_exists\`. Any user of the tenant. ${CRM_PLAN}`,
        params: TenantParams,
        body: Type.Object(ContactBody, { additionalProperties: false }),
        response: { 201: Contact, ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const c = await svcFor(request).createContact(ctx, request.body);
      return reply.status(201).send(contactDto(c));
    },
  );

  app.get(
    '/tenants/:tenant_id/contacts/:contact_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags: crmTags,
        summary: 'Get a contact with its logged calls',
        description: `The contact and the last 20 calls the receptionist logged against it (newest first). 404 for an unknown id or another tenant's contact. Any user of the tenant. ${CRM_PLAN}`,
        params: ContactParams,
        response: {
          200: Type.Object({
            ...Contact.properties,
            calls: Type.Array(
              Type.Object({
                call_id: Type.String(),
                outcome: Type.String(),
                summary: Type.String(),
                started_at: DateTime,
                duration_seconds: Type.Integer(),
              }),
            ),
          }),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const { contact, calls } = await svcFor(request).getContact(ctx, request.params.contact_id);
      return {
        ...contactDto(contact),
        calls: calls.map((c) => ({
          call_id: c.callId,
          outcome: c.outcome,
          summary: c.summary,
          started_at: c.startedAt.toISOString(),
          duration_seconds: c.durationSeconds,
        })),
      };
    },
  );

  app.patch(
    '/tenants/:tenant_id/contacts/:contact_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags: crmTags,
        summary: 'Update a contact',
        description: `Changes the given fields (\`email\`/\`notes\` null clears them). A number another contact has is a 409 \`contact_exists\`. 404 for an unknown id or another tenant's contact. Any user of the tenant. ${CRM_PLAN}`,
        params: ContactParams,
        body: Type.Object(
          {
            name: Type.Optional(ContactBody.name),
            phone: Type.Optional(ContactBody.phone),
            email: ContactBody.email,
            notes: ContactBody.notes,
          },
          { additionalProperties: false },
        ),
        response: { 200: Contact, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      return contactDto(await svcFor(request).updateContact(ctx, request.params.contact_id, request.body));
    },
  );

  app.delete(
    '/tenants/:tenant_id/contacts/:contact_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags: crmTags,
        summary: 'Delete a contact',
        description: `Deletes the contact and its logged calls (the call history itself is not touched). 404 for an unknown id or another tenant's contact. Any user of the tenant. ${CRM_PLAN}`,
        params: ContactParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await svcFor(request).deleteContact(ctx, request.params.contact_id);
      return reply.status(204).send(null);
    },
  );

  /* ---------------- CRM setting ---------------- */

  app.get(
    '/tenants/:tenant_id/crm',
    {
      config: { auth: ['user'] },
      schema: {
        tags: crmTags,
        summary: 'CRM setting',
        description: `Which CRM the receptionist uses to recognise callers and log calls: \`builtin\` (the contacts above; the default) or \`hubspot\`. The HubSpot token is never returned, only whether one is stored and its last four characters. Any user of the tenant. ${CRM_PLAN}`,
        params: TenantParams,
        response: { 200: CrmSetting, ...errorResponses(403, 404) },
      },
    },
    async (request) => svcFor(request).getCrm(tenantCtx(request, request.params.tenant_id)),
  );

  app.put(
    '/tenants/:tenant_id/crm',
    {
      config: { auth: ['user'] },
      schema: {
        tags: crmTags,
        summary: 'Choose the CRM',
        description: `\`provider\`: \`builtin\` or \`hubspot\`. HubSpot needs a private-app token (scopes \`crm.objects.contacts.read\`, \`crm.objects.contacts.write\`): a new \`hubspot_token\` is checked with one read against HubSpot (\`HUBSPOT_API_BASE\`) before it is stored (refused: 422 \`crm_token_invalid\`; HubSpot unreachable: 503) and is kept encrypted (AES-256-GCM); \`hubspot\` without a token given now or before is a 422. \`hubspot_token: null\` forgets the stored token. With HubSpot the receptionist finds callers by \`phone\`/\`mobilephone\` and logs each call as a HubSpot call associated to the contact; a HubSpot failure never breaks a call (the caller is just not recognised, the call not logged). ${OWNER} ${CRM_PLAN}`,
        params: TenantParams,
        body: Type.Object(
          {
            provider: Type.Union([Type.Literal('builtin'), Type.Literal('hubspot')]),
            hubspot_token: Type.Optional(
              Type.Union([Type.String({ minLength: 8, maxLength: 500 }), Type.Null()]),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: CrmSetting, ...errorResponses(403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await tenantsSvc.assertOwnerOrAdmin(ctx, requirePrincipal(request));
      return svcFor(request).putCrm(ctx, request.body);
    },
  );

  /* ---------------- the receptionist's tools (internal) ---------------- */

  const internalTags = ['internal'];
  const TenantId = Type.String({
    format: 'uuid',
    description: 'The tenant whose data is used; no other tenant is ever visible.',
  });

  app.post(
    '/internal/tools/sources.lookup',
    {
      config: { auth: ['internal'] },
      schema: {
        tags: internalTags,
        summary: 'Look up the tenant’s sheets (receptionist tool)',
        description: `The rows of the tenant's spreadsheet and workbook sources that best match \`query\`, at most ${LOOKUP_MAX_ROWS}, best first. Matching: the query's words are folded (lower case, diacritics removed), Polish and English function words, greetings and politeness (\`dzień dobry\`, \`chciałabym zapytać\`) and price words (\`ile\`, \`kosztuje\`, \`cena\`, \`price\`) are dropped, and each remaining word must appear in a cell in some form (\`wybielania\` finds \`Wybielanie\`); a row must cover at least ${LOOKUP_MIN_COVERAGE * 100}% of them, the first column (the key) counting more. \`answer\` is one sentence built only from the best row: its key, then each other non-empty column as \`column: value\` (\`Wybielanie — Cena: 800 zł.\`); null when no row matches. \`language\` (default: guessed from the query) is used for the wording around a row with no other values. Published sheets whose last check is older than \`DATA_SOURCE_TTL_SECONDS\` are re-read first (conditional GET, at most 4 s); a failure answers from the last good rows. A tenant without Business features gets no rows; an unknown tenant is a 404.`,
        body: Type.Object(
          {
            tenant_id: TenantId,
            query: Type.String({ minLength: 1, maxLength: 1000 }),
            language: Type.Optional(Type.Union([Type.Literal('pl'), Type.Literal('en')])),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            answer: Type.Union([Type.String(), Type.Null()]),
            rows: Type.Array(
              Type.Object({
                source_id: Type.String({ format: 'uuid' }),
                source_name: Type.String(),
                sheet: Type.Union([Type.String(), Type.Null()], {
                  description: 'The sheet of a workbook; null for a CSV.',
                }),
                values: Type.Record(Type.String(), Type.String()),
              }),
            ),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const b = request.body;
      serviceContext(request, { tenantId: b.tenant_id });
      return svcFor(request).lookup(b.tenant_id, b.query, b.language);
    },
  );

  app.post(
    '/internal/tools/crm.find_contact',
    {
      config: { auth: ['internal'] },
      schema: {
        tags: internalTags,
        summary: 'Find the caller in the CRM (receptionist tool)',
        description:
          "The tenant's contact with this phone number (any usual spelling, compared in E.164), from the built-in contacts or HubSpot as the tenant's CRM setting says; `contact: null` for an unknown or unparsable number, without Business features, or when HubSpot fails (the failure is logged, never thrown to the call). An unknown tenant is a 404.",
        body: Type.Object(
          { tenant_id: TenantId, phone: Type.String({ minLength: 1, maxLength: 32 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            contact: Type.Union([
              Type.Object({
                id: Type.String(),
                name: Type.String(),
                phone: Type.String(),
                email: Type.Union([Type.String(), Type.Null()]),
                source: Type.Union([Type.Literal('builtin'), Type.Literal('hubspot')]),
              }),
              Type.Null(),
            ]),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      serviceContext(request, { tenantId: request.body.tenant_id });
      return { contact: await svcFor(request).findContact(request.body.tenant_id, request.body.phone) };
    },
  );

  app.post(
    '/internal/tools/crm.log_call',
    {
      config: { auth: ['internal'] },
      schema: {
        tags: internalTags,
        summary: 'Log a call to the CRM (receptionist tool)',
        description:
          "Records the call against the caller's contact. Built-in CRM: one entry per (contact, `call_id`), a repeat updates it (safe to retry). HubSpot: a call engagement (`hs_call_body` = summary, duration, INBOUND, COMPLETED) associated to the contact. No contact is created for an unknown number (its name is not known and the call is already in the call history): `logged: false, contact_id: null`; likewise for an unparsable number, without Business features, or when HubSpot fails (logged, never thrown to the call). An unknown tenant is a 404.",
        body: Type.Object(
          {
            tenant_id: TenantId,
            phone: Type.String({ minLength: 1, maxLength: 32 }),
            call_id: Type.String({ minLength: 1, maxLength: 100 }),
            outcome: Type.String({ minLength: 1, maxLength: 64 }),
            summary: Type.String({ maxLength: 5000 }),
            started_at: Type.String({ format: 'date-time' }),
            duration_seconds: Type.Integer({ minimum: 0, maximum: 86_400 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ logged: Type.Boolean(), contact_id: Type.Union([Type.String(), Type.Null()]) }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const { tenant_id, ...input } = request.body;
      serviceContext(request, { tenantId: tenant_id });
      return svcFor(request).logCall(tenant_id, input);
    },
  );
}
