import { Type } from '@sinclair/typebox';
import { requirePrincipal } from '../../platform/context.js';
import { errorResponses, TenantParams, type TypedApp, tenantCtx } from './http.js';
import { AnomalyEntry, QuotaResponse, UsageResponse } from './tenants.dto.js';
import type { TenantsService } from './tenants.service.js';
import { ANOMALY_RULES } from './tenants.service.js';

const tags = ['tenants'];

/** Quota (asked by the voice engine before answering), usage of the period, the SMS counter, anomalies. */
export function registerUsageRoutes(app: TypedApp, svc: TenantsService) {
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
}
