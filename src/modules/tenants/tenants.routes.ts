import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import { createTaxRegistry, normalizeNip } from '../../providers/tax-registry/index.js';
import { publicPlans, TRIAL_DAYS } from '../plans/plans.js';
import { assertUuid, errorResponses, optionalBodyString, TenantParams, tenantCtx } from './http.js';
import { toE164 } from './phone.js';
import { telephonyProviderFor } from './telephony.js';
import {
  AnomalyEntry,
  DepartmentCreate,
  DepartmentResponse,
  ForwardingCheckResponse,
  PhoneNumberAssign,
  PhoneNumberRequestBody,
  PhoneNumberRequestResponse,
  PhoneNumberResponse,
  PhoneNumberUpdate,
  QuotaResponse,
  ReadinessResponse,
  ReminderConfigResponse,
  ReminderConfigUpdate,
  TenantConfigResponse,
  TenantCreate,
  TenantListRecord,
  TenantSettingsResponse,
  TenantSettingsUpdate,
  TenantUpdate,
  UsageResponse,
  VerificationConfigResponse,
  VerificationConfigUpdate,
} from './tenants.dto.js';
import {
  ANOMALY_RULES,
  checkTimezone,
  createTenantsService,
  listRecord,
  type TenantsService,
} from './tenants.service.js';

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
          "TenantConfigResponse: system prompt, FAQ map, transfer numbers, data sources (the FAQ and knowledge documents), opening hours, departments, numbers, features and the quota status. Internal key, the owner's session, or an admin's; another user of the tenant gets 403, a user of another tenant 404.",
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
          'TenantUpdate; every field optional. `timezone` must be an IANA zone; `opening_hours` intervals must not overlap; `faq` replaces the whole map; numbers are stored in E.164. Answers the tenant list record.',
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
          'DeleteAccountRequest (the body may be omitted): optional `confirm_business_name` (when given it must match the business name, case-insensitively; 422 otherwise) and `reason`. Only the owner or an admin. Refused with 409 `subscription_active` while the subscription is `active` or `past_due` (a trial, `trialing` or `cancelled` subscription does not block) and 409 `invoices_outstanding` while an invoice is `open` or `uncollectible`. In one transaction: hard-deletes the profile, numbers, departments, calls with transcripts, usage and every other tenant-owned row; invoices and payment records are kept for 7 years, detached (`tenant_id` null). The users stay, without a tenant. Provisioned numbers are released.',
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

  app.get(
    '/tenants/:tenant_id/settings',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Tenant settings',
        description:
          'Billing/quota and retention settings: transcript retention (default 90 days), caller SMS confirmation after `message.left` (default on), per-caller daily call cap (default 5), usage alerts, billing e-mail and NIP, answering mode and ring count; `plan` is read-only.',
        params: TenantParams,
        response: { 200: TenantSettingsResponse, ...errorResponses(404) },
      },
    },
    async (request) => svc.getSettings(tenantCtx(request, request.params.tenant_id)),
  );

  app.put(
    '/tenants/:tenant_id/settings',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Update tenant settings',
        description:
          'TenantSettingsUpdate: the fields given replace the stored values; omitted fields keep theirs. `invoice_nip` is checked (format and checksum).',
        params: TenantParams,
        body: TenantSettingsUpdate,
        response: { 200: TenantSettingsResponse, ...errorResponses(404) },
      },
    },
    async (request) => svc.putSettings(tenantCtx(request, request.params.tenant_id), request.body),
  );

  app.get(
    '/tenants/:tenant_id/readiness',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Go-live checklist',
        description:
          'Items `{key,label,label_pl,done,required,deep_link}`: `email_verified` (the owner), `business_name`, `opening_hours` (at least one interval), `phone_number` (an active number), `knowledge` (an FAQ entry or a knowledge document) are required; `forwarding_verified` is recommended. Deep links point into the dashboard (`APP_URL`).',
        params: TenantParams,
        response: { 200: ReadinessResponse, ...errorResponses(404) },
      },
    },
    async (request) => svc.readiness(tenantCtx(request, request.params.tenant_id)),
  );

  app.post(
    '/tenants/:tenant_id/go-live',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Activate the AI',
        description:
          'Switches the tenant live when every required readiness item is done; otherwise 409 `setup_incomplete` with `missing` (the readiness items left). Idempotent: `went_live_at` keeps the first activation.',
        params: TenantParams,
        response: {
          200: Type.Object({
            tenant_id: Type.String(),
            is_live: Type.Boolean(),
            went_live_at: Type.String({ format: 'date-time' }),
          }),
          ...errorResponses(404, 409),
        },
      },
    },
    async (request) => svc.goLive(tenantCtx(request, request.params.tenant_id)),
  );

  for (const kind of ['verification', 'reminder'] as const) {
    const Response = kind === 'verification' ? VerificationConfigResponse : ReminderConfigResponse;
    const Update = kind === 'verification' ? VerificationConfigUpdate : ReminderConfigUpdate;
    const what = kind === 'verification' ? 'Caller verification' : 'Appointment reminder';
    app.get(
      `/tenants/:tenant_id/${kind}-config`,
      {
        config: { auth: ['user'] },
        schema: {
          tags,
          summary: `${what} config`,
          description: `The stored ${kind} settings, or the defaults (\`is_default: true\`) when never set.`,
          params: TenantParams,
          response: { 200: Response, ...errorResponses(404) },
        },
      },
      async (request) => svc.getJsonConfig(tenantCtx(request, request.params.tenant_id), kind),
    );
    app.patch(
      `/tenants/:tenant_id/${kind}-config`,
      {
        config: { auth: ['user'] },
        schema: {
          tags,
          summary: `Update the ${kind} config`,
          description: 'Partial: the fields given are merged over the current (or default) values.',
          params: TenantParams,
          body: Update,
          response: { 200: Response, ...errorResponses(404) },
        },
      },
      async (request) =>
        (await svc.patchJsonConfig(
          tenantCtx(request, request.params.tenant_id),
          kind,
          request.body as Record<string, unknown>,
        )) as never,
    );
  }

  app.get(
    '/tenants/:tenant_id/quota',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'May a new call be taken? (voice engine)',
        description:
          "Checked in this order: `subscription_inactive` (cancelled), `trial_expired` (a `trialing` tenant past its 14 days), `tenant_not_live`, `minutes_exhausted` (minutes of the current calendar month in the tenant's zone, each call rounded up to whole minutes, against the plan; a `trial` tenant has Solo's 150), `caller_daily_cap` (with `caller_hash`: calls from that hash since midnight in the tenant's zone against the per-tenant cap, default 5). `past_due` tenants keep taking calls while payment is retried. Calls in progress are never interrupted: this is asked before a call is answered.",
        params: TenantParams,
        querystring: Type.Object({
          caller_hash: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
        }),
        response: { 200: QuotaResponse, ...errorResponses(404) },
      },
    },
    async (request) =>
      svc.quota(tenantCtx(request, request.params.tenant_id).tenantId, request.query.caller_hash),
  );

  app.get(
    '/tenants/:tenant_id/usage',
    {
      config: { auth: ['internal', 'user'] },
      schema: {
        tags,
        summary: 'Usage of the current period',
        description:
          "The calendar month in the tenant's time zone: minutes (each call rounded up), SMS, remaining amounts, calls by outcome and direction, and a daily breakdown (local dates). Internal key, the owner's session, or an admin's (403 for other users of the tenant).",
        params: TenantParams,
        response: { 200: UsageResponse, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      await svc.assertOwnerOrAdmin(ctx, requirePrincipal(request));
      return svc.usage(ctx.tenantId);
    },
  );

  app.post(
    '/tenants/:tenant_id/usage/sms',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Count sent SMS (voice engine)',
        description: 'SMSUsageIncrement: `count` (1–100, default 1) added atomically to the current month.',
        params: TenantParams,
        body: Type.Object(
          { count: Type.Integer({ minimum: 1, maximum: 100, default: 1 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            ok: Type.Literal(true),
            period: Type.String(),
            sms_used: Type.Integer(),
            sms_limit: Type.Union([Type.Integer(), Type.Null()]),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) =>
      svc.incrementSms(tenantCtx(request, request.params.tenant_id).tenantId, request.body.count),
  );

  app.get(
    '/tenants/:tenant_id/anomalies',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Anomalies of the last 24 hours',
        description: ANOMALY_RULES,
        params: TenantParams,
        response: { 200: Type.Array(AnomalyEntry, { maxItems: 5 }), ...errorResponses(404) },
      },
    },
    async (request) => svc.anomalies(tenantCtx(request, request.params.tenant_id)),
  );

  /* ---------------- forwarding check ---------------- */

  app.post(
    '/tenants/:tenant_id/forwarding/check',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Start a timed forwarding check',
        description:
          "The telephony provider rings the owner's business phone (`owner_phone`) from our test line; with forwarding set up, the unanswered call comes back to the tenant's number. The check succeeds when that call arrives within 60 seconds, and fails after. 409 `owner_phone_missing` or `phone_number_missing`.",
        params: TenantParams,
        response: { 200: ForwardingCheckResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => svc.startForwardingCheck(tenantCtx(request, request.params.tenant_id)),
  );

  app.get(
    '/tenants/:tenant_id/forwarding/check',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Result of the latest forwarding check',
        description:
          '`pending`, `succeeded` (with `call_id`) or `failed` (no call within 60 s). 404 when none was started.',
        params: TenantParams,
        response: { 200: ForwardingCheckResponse, ...errorResponses(404) },
      },
    },
    async (request) => svc.readForwardingCheck(tenantCtx(request, request.params.tenant_id)),
  );

  /* ---------------- phone numbers ---------------- */

  const PhoneIdParams = Type.Object({ tenant_id: Type.String(), phone_id: Type.String() });

  app.post(
    '/tenants/:tenant_id/phone-numbers',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Assign a number (voice platform)',
        description:
          'PhoneNumberAssign: `number` (E.164; Polish numbers may omit +48), `label`, `shared_trial` (park a shared trial number on a trial tenant). A number belongs to one tenant unless it is a shared trial number: 409 `phone_number_taken`.',
        params: TenantParams,
        body: PhoneNumberAssign,
        response: { 201: PhoneNumberResponse, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await svc.assignPhoneNumber(tenantCtx(request, request.params.tenant_id), request.body)),
  );

  app.get(
    '/tenants/:tenant_id/phone-numbers',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'List numbers',
        description: 'The numbers of the tenant, oldest first.',
        params: TenantParams,
        response: { 200: Type.Array(PhoneNumberResponse), ...errorResponses(404) },
      },
    },
    async (request) => svc.listPhoneNumbers(tenantCtx(request, request.params.tenant_id)),
  );

  app.patch(
    '/tenants/:tenant_id/phone-numbers/:phone_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Update a number',
        description:
          'PhoneNumberUpdate: `label` and/or `is_active`. An inactive number is not routed to the tenant.',
        params: PhoneIdParams,
        body: PhoneNumberUpdate,
        response: { 200: PhoneNumberResponse, ...errorResponses(404) },
      },
    },
    async (request) =>
      svc.updatePhoneNumber(
        tenantCtx(request, request.params.tenant_id),
        assertUuid(request.params.phone_id),
        request.body,
      ),
  );

  app.delete(
    '/tenants/:tenant_id/phone-numbers/:phone_id',
    {
      config: { auth: ['internal'] },
      schema: {
        tags,
        summary: 'Remove a number (voice platform)',
        description: 'Removes the number from the tenant; a provisioned number is released at the provider.',
        params: PhoneIdParams,
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await svc.deletePhoneNumber(
        tenantCtx(request, request.params.tenant_id),
        assertUuid(request.params.phone_id),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tenants/:tenant_id/phone-numbers/request',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Request an additional number',
        description:
          'PhoneNumberRequestBody: optional `area_code` (two digits), `label`, `note`. Creates a `pending` request for admin review.',
        params: TenantParams,
        body: PhoneNumberRequestBody,
        response: { 201: PhoneNumberRequestResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await svc.requestPhoneNumber(tenantCtx(request, request.params.tenant_id), request.body)),
  );

  app.post(
    '/tenants/:tenant_id/phone-numbers/provision',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Provision a Polish number now (Business+)',
        description:
          'Buys a Polish number through the telephony provider and assigns it at once. Business and Enterprise plans (a Business signup in its trial included); others get 403 `plan_required`.',
        params: TenantParams,
        response: { 201: PhoneNumberResponse, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await svc.provisionForTenant(tenantCtx(request, request.params.tenant_id))),
  );

  /* ---------------- departments ---------------- */

  app.get(
    '/tenants/:tenant_id/departments',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'List departments',
        description: 'Oldest first.',
        params: TenantParams,
        response: { 200: Type.Array(DepartmentResponse), ...errorResponses(404) },
      },
    },
    async (request) => svc.listDepartments(tenantCtx(request, request.params.tenant_id)),
  );

  app.post(
    '/tenants/:tenant_id/departments',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Create a department',
        description:
          'DepartmentCreate. Names are unique per tenant, case-insensitively (409 `department_name_taken`).',
        params: TenantParams,
        body: DepartmentCreate,
        response: { 201: DepartmentResponse, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await svc.createDepartment(tenantCtx(request, request.params.tenant_id), request.body)),
  );

  app.patch(
    '/tenants/:tenant_id/departments/:department_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Update a department',
        description:
          'Takes the same DepartmentCreate schema as create; omitted optional fields keep their values.',
        params: Type.Object({ tenant_id: Type.String(), department_id: Type.String() }),
        body: DepartmentCreate,
        response: { 200: DepartmentResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      svc.updateDepartment(
        tenantCtx(request, request.params.tenant_id),
        assertUuid(request.params.department_id),
        request.body,
      ),
  );
}
