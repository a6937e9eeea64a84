import { Type } from '@sinclair/typebox';
import { errorResponses, TenantParams, type TypedApp, tenantCtx } from './http.js';
import {
  ReadinessResponse,
  ReminderConfigResponse,
  ReminderConfigUpdate,
  TenantSettingsResponse,
  TenantSettingsUpdate,
  VerificationConfigResponse,
  VerificationConfigUpdate,
} from './tenants.dto.js';
import type { TenantsService } from './tenants.service.js';

const tags = ['tenants'];

/** Settings, the go-live checklist and activation, the verification and reminder configurations. */
export function registerSettingsRoutes(app: TypedApp, svc: TenantsService) {
  app.get(
    '/tenants/:tenant_id/settings',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Tenant settings',
        description:
          'Billing/quota and retention settings: transcript retention (default 90 days), caller SMS confirmation after `message.left` (default on), per-caller daily call cap (default 5), usage alerts, billing e-mail and NIP, answering mode and ring count, the backup greeting, the services offered with their durations and prices (`service_types`); `plan` is read-only.',
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
          'TenantSettingsUpdate: the fields given replace the stored values; omitted fields keep theirs. `invoice_nip` is checked (format and checksum); `service_types` replaces the whole map (names trimmed, unique case-insensitively, prices rounded to grosze). `analysis_fields` replaces the whole list of post-call analysis fields (at most 10; names unique case-insensitively; an `enum` needs `values`, other types take none): a non-empty list needs the Business plan or higher (403 `plan_required`); an empty list is accepted on any plan.',
        params: TenantParams,
        body: TenantSettingsUpdate,
        response: { 200: TenantSettingsResponse, ...errorResponses(403, 404) },
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
}
