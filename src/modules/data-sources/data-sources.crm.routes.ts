import { Type } from '@sinclair/typebox';
import { requirePrincipal } from '../../platform/context.js';
import { errorResponses, TenantParams, tenantCtx } from '../tenants/http.js';
import {
  Contact,
  ContactParams,
  CRM_PLAN,
  CrmSetting,
  contactDto,
  crmTags,
  type DataSourcesApp,
  type DataSourcesRoutesDeps,
  DateTime,
  ListQuery,
  OWNER,
  Pagination,
} from './data-sources.http.js';

/** The built-in contacts and the CRM setting (dashboard). */
export function registerCrmRoutes(app: DataSourcesApp, deps: DataSourcesRoutesDeps) {
  const { svcFor, tenantsSvc } = deps;

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
}
