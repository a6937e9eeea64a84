import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import { createTaxRegistry, normalizeNip } from '../../providers/tax-registry/index.js';
import { publicPlans, TRIAL_DAYS } from '../plans/plans.js';
import { errorResponses, optionalBodyString, TenantParams, tenantCtx } from './http.js';
import { toE164 } from './phone.js';
import { telephonyProviderFor } from './telephony.js';
import { TenantConfigResponse } from './tenants.config.dto.js';
import { registerDepartmentsRoutes } from './tenants.departments.routes.js';
import { TenantCreate, TenantListRecord, TenantUpdate } from './tenants.dto.js';
import { registerNumbersRoutes } from './tenants.numbers.routes.js';
import { checkTimezone, createTenantsService, listRecord, type TenantsService } from './tenants.service.js';
import { registerSettingsRoutes } from './tenants.settings.routes.js';
import { registerUsageRoutes } from './tenants.usage.routes.js';

const tags = ['tenants'];

export function tenantsServiceFor(p: Platform): TenantsService {
  return createTenantsService({
    db: p.db,
    clock: p.clock,
    appUrl: p.config.appUrl,
    telephony: telephonyProviderFor(p.db),
  });
}

export default async function tenantsRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const svc = tenantsServiceFor(p);
  const registry = createTaxRegistry(p.config.providers.nipRegistryUrl);

  app.get(
    '/plans',
    {
      config: { auth: ['none'] },
      schema: {
        tags: ['plans'],
        summary: 'The plan table',
        description: `Prices in PLN per month excluding VAT (monthly, and per month with a 12-month annual commitment), call minutes and SMS per calendar month, and the features of each plan. Enterprise is custom (null). A ${TRIAL_DAYS}-day trial needs no card: the \`trial\` tier has Solo quotas and no Business features; a paid-tier signup in \`trialing\` has its plan's quotas and features for the ${TRIAL_DAYS} days.`,
        response: {
          200: Type.Array(
            Type.Object({
              tier: Type.String(),
              name: Type.String(),
              currency: Type.String(),
              monthly_price: Type.Union([Type.Number(), Type.Null()]),
              annual_monthly_price: Type.Union([Type.Number(), Type.Null()]),
              minutes: Type.Union([Type.Integer(), Type.Null()]),
              sms: Type.Union([Type.Integer(), Type.Null()]),
              features: Type.Array(Type.String()),
            }),
          ),
        },
      },
    },
    async () => publicPlans(),
  );

  const PhoneParam = Type.Object({ phone_number: Type.String({ maxLength: 32 }) });

  app.get(
    '/tenants/trial-by-owner-phone/:phone_number',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Trial tenant by its owner phone (voice engine)',
        description:
          'For calls to a shared trial number: the active trial tenant (tier `trial`, status `trialing`, trial not ended) whose owner phone is the given number (E.164, Polish numbers may omit +48). 404 when zero or several tenants match. Answers TenantConfigResponse.',
        params: PhoneParam,
        response: { 200: TenantConfigResponse, ...errorResponses(404) },
      },
    },
    async (request) => svc.trialByOwnerPhone(request.params.phone_number),
  );

  app.get(
    '/tenants/by-number/:phone_number',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Tenant config by called number (voice engine)',
        description:
          'The TenantConfigResponse of the tenant an active number belongs to. 404 when no tenant, or several (a shared trial number: use `trial-by-owner-phone`), has it active.',
        params: PhoneParam,
        response: { 200: TenantConfigResponse, ...errorResponses(404) },
      },
    },
    async (request) => svc.byNumber(request.params.phone_number),
  );

  {
    // The router answers `/tenants` too (ignoreTrailingSlash).
    const url = '/tenants/';
    app.get(
      url,
      {
        config: { auth: ['admin'] },
        schema: {
          tags,
          summary: 'List tenants (admin)',
          description: 'Oldest first. `skip` (default 0), `limit` (default 50, at most 500).',
          querystring: Type.Object({
            skip: Type.Integer({ minimum: 0, default: 0 }),
            limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
          }),
          response: { 200: Type.Array(TenantListRecord), ...errorResponses(403) },
        },
      },
      async (request) => svc.listTenants(request.query.skip, request.query.limit),
    );

    app.post(
      url,
      {
        config: { auth: ['user'] },
        schema: {
          tags,
          summary: 'Create a tenant',
          description: `Creates a business on the \`trial\` tier (status \`trialing\`, ${TRIAL_DAYS} days) owned by the caller, who must not have one yet (409 \`already_onboarded\`). No number is provisioned: use \`POST /onboarding/complete\` for the full flow.`,
          body: TenantCreate,
          response: { 201: TenantListRecord, ...errorResponses(409) },
        },
      },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        if (principal.kind !== 'user') throw new AppError(403, 'forbidden');
        const tz = request.body.timezone ? checkTimezone(request.body.timezone) : undefined;
        let ownerPhone: string | undefined;
        if (request.body.owner_phone) {
          ownerPhone = toE164(request.body.owner_phone) ?? undefined;
          if (!ownerPhone)
            throw new ValidationError([
              {
                loc: ['body', 'owner_phone'],
                msg: 'Not a valid phone number.',
                msgPl: 'Niepoprawny numer telefonu.',
                type: 'value_error.phone',
              },
            ]);
        }
        const t = await p.db.transaction((tx) =>
          svc.createTenant(tx, {
            userId: principal.userId,
            businessName: request.body.business_name,
            timezone: tz,
            ownerPhone,
          }),
        );
        return reply.status(201).send(listRecord(t));
      },
    );
  }

  app.get(
    '/tenants/nip-lookup',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Company data by NIP',
        description:
          'Looks the 10-digit Polish tax number up in the Ministry of Finance VAT registry (`NIP_REGISTRY_URL`, 5 s time limit; a built-in sandbox registry when unset). Separators and a `PL` prefix are accepted. 400 `invalid_nip` for a bad format or checksum, 404 when the registry has no such company, 503 `registry_unavailable` when it cannot be reached.',
        querystring: Type.Object({ nip: Type.String({ maxLength: 20 }) }),
        response: {
          200: Type.Object({
            nip: Type.String(),
            name: Type.String(),
            regon: Type.Union([Type.String(), Type.Null()]),
            krs: Type.Union([Type.String(), Type.Null()]),
            vat_status: Type.Union([Type.String(), Type.Null()]),
            address: Type.Union([Type.String(), Type.Null()]),
            registration_date: Type.Union([Type.String(), Type.Null()]),
            source: Type.String(),
          }),
          ...errorResponses(400, 404, 503),
        },
      },
    },
    async (request) => {
      const nip = normalizeNip(request.query.nip);
      if (!nip)
        throw new AppError(400, 'invalid_nip', {
          message: 'A NIP has 10 digits with a valid checksum.',
          messagePl: 'NIP ma 10 cyfr z poprawną sumą kontrolną.',
          field: 'nip',
        });
      const company = await registry.lookup(nip, p.clock.now());
      if (!company)
        throw new AppError(404, 'not_found', {
          message: 'No company with this NIP in the registry.',
          messagePl: 'W rejestrze nie ma firmy o tym numerze NIP.',
        });
      return company;
    },
  );

  app.get(
    '/tenants/:tenant_id',
    {
      config: { auth: ['internal', 'user'] },
      schema: {
        tags,
        summary: 'Tenant config',
        description:
          "TenantConfigResponse: system prompt, FAQ map, transfer numbers, data sources (the FAQ and knowledge documents), opening hours and their dated exceptions (`opening_hours_exceptions`), departments, numbers, features and the quota status. Internal key, the owner's session, or an admin's; another user of the tenant gets 403, a user of another tenant 404.",
        params: TenantParams,
        response: { 200: TenantConfigResponse, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await svc.assertOwnerOrAdmin(ctx, requirePrincipal(request));
      return svc.config(ctx.tenantId);
    },
  );

  app.patch(
    '/tenants/:tenant_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Update a tenant',
        description:
          'TenantUpdate; every field optional. `timezone` must be an IANA zone; `opening_hours` intervals must not overlap; `opening_hours_exceptions` (holidays and short days: `{date, closed: true}` or `{date, hours: [{open, close}]}`, optional `note` up to 200 characters, at most 100 entries, real and distinct dates) replaces the whole list and, for its local date, replaces the weekly hours in availability, booking and what the receptionist says; an invalid entry is 422 `validation_error` naming it (`body.opening_hours_exceptions.<i>.date|hours`) with a Polish message; `faq` replaces the whole map; numbers are stored in E.164. Answers the tenant list record; `GET /tenants/{tenant_id}` answers the stored exceptions sorted by date.',
        params: TenantParams,
        body: TenantUpdate,
        response: { 200: TenantListRecord, ...errorResponses(404) },
      },
    },
    async (request) =>
      listRecord(await svc.updateTenant(tenantCtx(request, request.params.tenant_id), request.body)),
  );

  app.delete(
    '/tenants/:tenant_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Delete a tenant',
        description:
          'DeleteAccountRequest (the body may be omitted): optional `confirm_business_name` (when given it must match the business name, case-insensitively; 422 otherwise) and `reason`. Only the owner or an admin. Refused with 409 `subscription_active` unless the subscription is cancelled or absent: `active`, `past_due` and `trialing` (a paid-tier signup in its trial) all block, cancel first (`POST /billing/subscription/cancel`); the free `trial` tier has no subscription and does not block and 409 `invoices_outstanding` while an invoice is `open` or `uncollectible`. In one transaction: hard-deletes the profile, numbers, departments, calls with transcripts, usage and every other tenant-owned row; invoices and payment records are kept for 7 years, detached (`tenant_id` null). The users stay, without a tenant. Provisioned numbers are released.',
        params: TenantParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const confirm = optionalBodyString(request.body, 'confirm_business_name', 200);
      if (confirm !== undefined) {
        const t = await svc.getTenant(ctx.tenantId);
        if (confirm.trim().toLowerCase() !== t.businessName.trim().toLowerCase())
          throw new ValidationError([
            {
              loc: ['body', 'confirm_business_name'],
              msg: 'Does not match the business name.',
              msgPl: 'Nie zgadza się z nazwą firmy.',
              type: 'value_error.confirmation',
            },
          ]);
      }
      await svc.deleteTenant(ctx, requirePrincipal(request));
      return reply.status(204).send(null);
    },
  );

  // The tenant's areas, one file each, registered in this order (the order of the OpenAPI document).
  registerSettingsRoutes(app, svc);
  registerUsageRoutes(app, svc);
  registerNumbersRoutes(app, svc);
  registerDepartmentsRoutes(app, svc);
}
