import { Type } from '@sinclair/typebox';
import { serviceContext } from '../../platform/context.js';
import { errorResponses } from '../tenants/http.js';
import type { DataSourcesApp, DataSourcesRoutesDeps } from './data-sources.http.js';
import { LOOKUP_MAX_ROWS, LOOKUP_MIN_COVERAGE } from './match.js';

/** The receptionist's three tools as internal routes (the voice engine calls the same in-process). */
export function registerToolRoutes(app: DataSourcesApp, deps: DataSourcesRoutesDeps) {
  const { svcFor } = deps;

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
