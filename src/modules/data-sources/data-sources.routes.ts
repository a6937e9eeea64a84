import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { fileField, multipartBody } from '../../platform/openapi-exact.js';
import { readSingleUpload } from '../../platform/uploads.js';
import { errorResponses, TenantParams, tenantCtx } from '../tenants/http.js';
import { tenantsServiceFor } from '../tenants/tenants.routes.js';
import { registerCrmRoutes } from './data-sources.crm.routes.js';
import {
  DataSource,
  DataSourceDetail,
  detailDto,
  FILE_RULES,
  ListQuery,
  MB,
  OWNER,
  Pagination,
  SHEETS_PLAN,
  SourceParams,
  sourceDto,
  tags,
  uploadResponses,
} from './data-sources.http.js';
import { dataSourcesServiceFor } from './data-sources.service.js';
import { registerToolRoutes } from './data-sources.tools.routes.js';
import { SOURCE_MAX_BYTES } from './parse.js';

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
      config: {
        auth: ['user'],
        docs: {
          requestBody: multipartBody(
            {
              file: fileField('The spreadsheet: CSV or XLSX.'),
              name: { type: 'string', description: 'A name for the source; default: the file name.' },
            },
            ['file'],
          ),
        },
      },
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
      config: {
        auth: ['user'],
        docs: {
          requestBody: multipartBody(
            {
              file: fileField('The spreadsheet: CSV or XLSX.'),
              name: { type: 'string', description: 'A name for the source; default: the file name.' },
            },
            ['file'],
          ),
        },
      },
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

  // Contacts and the CRM setting, then the receptionist's tools: a file each, registered in this order.
  registerCrmRoutes(app, { svcFor, tenantsSvc });
  registerToolRoutes(app, { svcFor, tenantsSvc });
}
