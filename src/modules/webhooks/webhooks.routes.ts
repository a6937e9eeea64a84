import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { CursorQuery, cursorEnvelope } from '../../platform/pagination.js';
import { v2Plumbing } from '../../surfaces/v2/plumbing.js';
import { v2Responses, WRITE_NOTE, WriteHeaders } from '../../surfaces/v2/schemas.js';
import { createWebhookPoster } from './http.js';
import {
  createWebhooksService,
  MAX_ENDPOINTS_PER_TENANT,
  ROTATION_OVERLAP_SECONDS,
  WEBHOOK_EVENTS,
} from './webhooks.service.js';

const EventName = Type.Union([Type.Literal('*'), ...WEBHOOK_EVENTS.map((e) => Type.Literal(e))]);

const Endpoint = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  enabled_events: Type.Array(Type.String()),
  status: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
  disabled_reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
const WithLivemode = <T extends TSchema>(s: T) =>
  Type.Intersect([s, Type.Object({ livemode: Type.Boolean() })]);
const WithSecret = Type.Intersect([
  Endpoint,
  Type.Object({ secret: Type.String({ description: 'The signing secret (`whsec_…`). Shown only here.' }) }),
]);
const Attempt = Type.Object({
  attempt: Type.Integer(),
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  duration_ms: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
const Delivery = Type.Object({
  id: Type.String({
    format: 'uuid',
    description: 'Also sent as `X-Service-Delivery`; stable across retries.',
  }),
  endpoint_id: Type.String({ format: 'uuid' }),
  event_type: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  attempt_count: Type.Integer(),
  last_status_code: Type.Union([Type.Integer(), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
  next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  attempts: Type.Array(Attempt),
});
const TestResult = Type.Object({
  delivery_id: Type.String({ format: 'uuid' }),
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  duration_ms: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  succeeded: Type.Boolean(),
  simulated: Type.Boolean({ description: 'True for test keys: nothing was sent.' }),
  livemode: Type.Boolean(),
});
const IdParams = Type.Object({ id: Type.String() });
const CreateBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048, description: 'https:// in production.' }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    enabled_events: Type.Optional(
      Type.Array(EventName, {
        minItems: 1,
        maxItems: 20,
        description: '`["*"]` (default) or a list of events.',
      }),
    ),
  },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  {
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    enabled_events: Type.Optional(Type.Array(EventName, { minItems: 1, maxItems: 20 })),
    status: Type.Optional(Type.Union([Type.Literal('enabled'), Type.Literal('disabled')])),
  },
  { additionalProperties: false },
);

const RotateBody = Type.Object(
  {
    expire_previous_in_seconds: Type.Optional(
      Type.Integer({ minimum: 0, maximum: ROTATION_OVERLAP_SECONDS, default: ROTATION_OVERLAP_SECONDS }),
    ),
  },
  { additionalProperties: false },
);
/** The rotation's `expire_previous_in_seconds` (the body is optional; the service has the default). */
const overlapOf = (req: FastifyRequest) =>
  (req.body as { expire_previous_in_seconds?: number } | undefined)?.expire_previous_in_seconds;
const Rotated = Type.Intersect([
  WithSecret,
  Type.Object({
    previous_secret_expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
]);
const DeliveriesQuery = Type.Intersect([
  CursorQuery,
  Type.Object({
    status: Type.Optional(
      Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
    ),
  }),
]);

export const SIGNING_DOC = `**Signing.** Every delivery is a \`POST\` with a JSON body and the headers \`X-Service-Event\` (event name),
\`X-Service-Delivery\` (delivery id, stable across retries: de-duplicate on it) and
\`X-Service-Signature: t=<unix seconds>,v1=<hex>\`, where \`<hex>\` is the lowercase hexadecimal HMAC-SHA256 of
\`<t>.<raw body>\` keyed with the endpoint secret. After a rotation, while the previous secret lives, the header has
two \`v1=\` values. Verify on the raw bytes, compare in constant time, reject timestamps older than 300 s:

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto';
export function verify(rawBody, header, secret, toleranceSeconds = 300) {
  if (typeof header !== 'string') return false; // no X-Service-Signature header
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const sigs = parts.filter(([k]) => k === 'v1').map(([, v]) => Buffer.from(v ?? '', 'hex'));
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\`).update(rawBody).digest();
  return sigs.some((s) => s.length === expected.length && timingSafeEqual(s, expected));
}
\`\`\`

(The same helper ships as \`src/modules/webhooks/signing.ts\`, \`verifyWebhookSignature\`.)

**Delivery.** A 2xx within 15 s is success; anything else (3xx included: redirects are not followed) is retried at
once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h (±10 % jitter); a longer \`Retry-After\` on
429/503 is honoured, up to 24 h (a longer one waits 24 h); 410 disables the endpoint. After the last attempt the delivery is \`failed\` and can be re-sent.
Test keys never cause deliveries.`;

export default async function webhooksRoutes(app: FastifyInstance, p: Platform) {
  const poster = createWebhookPoster({
    allowPrivate: p.config.webhookAllowPrivateNetworks,
    httpsOnly: p.config.env === 'production',
    timeoutMs: 15_000,
  });
  app.addHook('onClose', async () => poster.close());
  const service = createWebhooksService({ ...p, poster, log: app.log });
  const ctx = (req: FastifyRequest) => serviceContext(req);
  const key = { auth: ['apiKey' as const], scope: 'webhooks:manage' as const };
  const tags = ['v2', 'webhooks'];

  // The v2 manners (idempotency on writes, per-key rate limits, X-Service-Livemode).
  await app.register(async (v2) => {
    await v2.register(v2Plumbing, { platform: p });
    v2.get(
      '/v2/webhook-endpoints',
      {
        config: key,
        schema: {
          tags,
          summary: 'List webhook endpoints',
          description: `Newest first, cursor-paginated. A tenant has at most ${MAX_ENDPOINTS_PER_TENANT} endpoints.\n\n${SIGNING_DOC}`,
          querystring: CursorQuery,
          response: v2Responses({ 200: cursorEnvelope(Endpoint) }, [400, 422]),
        },
      },
      async (req) => service.list(ctx(req), req.query as { limit: number; cursor?: string }, req.livemode),
    );

    v2.post(
      '/v2/webhook-endpoints',
      {
        config: key,
        schema: {
          tags,
          headers: WriteHeaders,
          summary: 'Create a webhook endpoint',
          description:
            'Answers the endpoint with its signing `secret`, shown only here and at rotation (and in a replay of this request with the same `Idempotency-Key` within 24 hours, which answers the same secret). The service keeps the secret encrypted at rest (AES-256-GCM) and never shows it again: store it on your side. The URL must be https in production and must not point (directly or through DNS) to loopback, private, link-local or metadata addresses; it is checked again at every delivery. A tenant has at most 16 endpoints: one more is 409 `endpoint_limit_reached`. With a test key the request is validated and answered but nothing is stored.' +
            `\n\n${WRITE_NOTE}`,
          body: CreateBody,
          response: v2Responses({ 201: WithLivemode(WithSecret) }, [400, 404, 409, 422]),
        },
      },
      async (req, reply) => {
        const body = req.body as { url: string; description?: string | null; enabled_events?: string[] };
        return reply.status(201).send({ ...(await service.create(ctx(req), body)), livemode: req.livemode });
      },
    );

    v2.get(
      '/v2/webhook-endpoints/:id',
      {
        config: key,
        schema: {
          tags,
          summary: 'Read a webhook endpoint',
          params: IdParams,
          response: v2Responses({ 200: WithLivemode(Endpoint) }, [400, 404, 422]),
        },
      },
      async (req) => ({
        ...(await service.get(ctx(req), (req.params as { id: string }).id)),
        livemode: req.livemode,
      }),
    );

    v2.patch(
      '/v2/webhook-endpoints/:id',
      {
        config: key,
        schema: {
          tags,
          headers: WriteHeaders,
          summary: 'Update a webhook endpoint',
          description:
            'Change the URL, description, events, or enable/disable it. A disabled endpoint receives nothing.' +
            `\n\n${WRITE_NOTE}`,
          params: IdParams,
          body: UpdateBody,
          response: v2Responses({ 200: WithLivemode(Endpoint) }, [400, 404, 409, 422]),
        },
      },
      async (req) => ({
        ...(await service.update(ctx(req), (req.params as { id: string }).id, req.body as object)),
        livemode: req.livemode,
      }),
    );

    v2.delete(
      '/v2/webhook-endpoints/:id',
      {
        config: key,
        schema: {
          tags,
          headers: WriteHeaders,
          summary: 'Delete a webhook endpoint',
          description: `Deletes the endpoint with its delivery log; pending retries are dropped.\n\n${WRITE_NOTE}`,
          params: IdParams,
          response: v2Responses(
            {
              200: Type.Object({ id: Type.String(), deleted: Type.Literal(true), livemode: Type.Boolean() }),
            },
            [400, 404, 409, 422],
          ),
        },
      },
      async (req) => ({
        ...(await service.remove(ctx(req), (req.params as { id: string }).id)),
        livemode: req.livemode,
      }),
    );

    v2.post(
      '/v2/webhook-endpoints/:id/rotate-secret',
      {
        config: key,
        schema: {
          tags,
          headers: WriteHeaders,
          summary: 'Rotate the signing secret',
          description:
            'Answers the new secret, shown only here (and in a replay with the same `Idempotency-Key` within 24 hours); it is kept encrypted at rest. The previous one keeps signing deliveries (a second `v1=` value) for `expire_previous_in_seconds` (0–86400, default 86400); 0 retires it at once.' +
            `\n\n${WRITE_NOTE}`,
          params: IdParams,
          body: RotateBody,
          response: v2Responses({ 200: WithLivemode(Rotated) }, [400, 404, 409, 422]),
        },
      },
      async (req) => ({
        ...(await service.rotateSecret(ctx(req), (req.params as { id: string }).id, overlapOf(req))),
        livemode: req.livemode,
      }),
    );

    v2.post(
      '/v2/webhook-endpoints/:id/test',
      {
        config: key,
        schema: {
          tags,
          headers: WriteHeaders,
          summary: 'Send a test event',
          description:
            'Sends a signed `webhook.test` event to the endpoint at once and answers the attempt (status code, duration, error). A test send is one attempt and is not retried. With a test key nothing is sent (`simulated: true`).' +
            `\n\n${WRITE_NOTE}`,
          params: IdParams,
          response: v2Responses({ 200: TestResult }, [400, 404, 409, 422]),
        },
      },
      async (req) => ({
        ...(await service.sendTest(ctx(req), (req.params as { id: string }).id)),
        livemode: req.livemode,
      }),
    );

    v2.get(
      '/v2/webhook-endpoints/:id/deliveries',
      {
        config: key,
        schema: {
          tags,
          summary: 'Delivery log',
          description:
            'Deliveries to this endpoint, newest first, each with its attempts (status code, duration, error).',
          params: IdParams,
          querystring: DeliveriesQuery,
          response: v2Responses({ 200: cursorEnvelope(Delivery) }, [400, 404, 422]),
        },
      },
      async (req) =>
        service.listDeliveries(
          ctx(req),
          (req.params as { id: string }).id,
          req.query as { limit: number; cursor?: string; status?: 'pending' | 'succeeded' | 'failed' },
          req.livemode,
        ),
    );

    v2.post(
      '/v2/webhook-endpoints/:id/deliveries/:delivery_id/resend',
      {
        config: key,
        schema: {
          tags,
          headers: WriteHeaders,
          summary: 'Re-send a delivery',
          description:
            'Queues a settled (succeeded or failed) delivery again, with the same `X-Service-Delivery` id and body, and the full retry schedule. 409 `delivery_in_progress` while it is still pending (of two resends at once, one queues it and the other gets this), 409 `endpoint_disabled` when the endpoint is disabled.' +
            `\n\n${WRITE_NOTE}`,
          params: Type.Object({ id: Type.String(), delivery_id: Type.String() }),
          response: v2Responses({ 202: WithLivemode(Delivery) }, [400, 404, 409, 422]),
        },
      },
      async (req, reply) => {
        const { id, delivery_id } = req.params as { id: string; delivery_id: string };
        return reply
          .status(202)
          .send({ ...(await service.resend(ctx(req), id, delivery_id)), livemode: req.livemode });
      },
    );
  });

  // Support: "configuration can also be enabled per tenant on request to support". Support
  // manages a tenant's endpoints with the same rules as v2 (on any plan), so that a tenant
  // who asked has every operation done for it: list, create, read, update (re-enable after
  // a 410), rotate, test, the delivery log, resend and delete. An unknown tenant is a 404.
  const adminTags = ['admin', 'webhooks'];
  const admin = { auth: ['admin' as const] };
  const TenantParams = Type.Object({ tenant_id: Type.String() });
  const TenantEndpointParams = Type.Object({ tenant_id: Type.String(), id: Type.String() });
  const forTenant = async (req: FastifyRequest) => {
    const { tenant_id } = req.params as { tenant_id: string };
    await service.assertTenant(tenant_id);
    return serviceContext(req, { tenantId: tenant_id });
  };
  const endpointId = (req: FastifyRequest) => (req.params as { id: string }).id;

  app.get(
    '/admin/tenants/:tenant_id/webhook-endpoints',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "List a tenant's webhook endpoints (support)",
        params: TenantParams,
        querystring: CursorQuery,
        response: { 200: cursorEnvelope(Endpoint) },
      },
    },
    async (req) => service.list(await forTenant(req), req.query as { limit: number; cursor?: string }, true),
  );
  app.post(
    '/admin/tenants/:tenant_id/webhook-endpoints',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Configure a webhook endpoint for a tenant (support)',
        description:
          'For tenants who asked support to set up webhooks (any plan). Same rules as `POST /v2/webhook-endpoints`; the answer carries the secret to hand over to the tenant.',
        params: TenantParams,
        body: CreateBody,
        response: { 201: WithLivemode(WithSecret) },
      },
    },
    async (req, reply) => {
      const created = await service.create(await forTenant(req), req.body as { url: string }, 'support');
      return reply.status(201).send({ ...created, livemode: true });
    },
  );
  app.get(
    '/admin/tenants/:tenant_id/webhook-endpoints/:id',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "Read a tenant's webhook endpoint (support)",
        params: TenantEndpointParams,
        response: { 200: WithLivemode(Endpoint) },
      },
    },
    async (req) => ({ ...(await service.get(await forTenant(req), endpointId(req))), livemode: true }),
  );
  app.patch(
    '/admin/tenants/:tenant_id/webhook-endpoints/:id',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "Update a tenant's webhook endpoint (support)",
        description:
          'Same rules as `PATCH /v2/webhook-endpoints/{id}`, e.g. `{"status":"enabled"}` after a receiver answered 410.',
        params: TenantEndpointParams,
        body: UpdateBody,
        response: { 200: WithLivemode(Endpoint) },
      },
    },
    async (req) => ({
      ...(await service.update(await forTenant(req), endpointId(req), req.body as object)),
      livemode: true,
    }),
  );
  app.post(
    '/admin/tenants/:tenant_id/webhook-endpoints/:id/rotate-secret',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "Rotate a tenant's webhook signing secret (support)",
        description: 'Same rules as `POST /v2/webhook-endpoints/{id}/rotate-secret`.',
        params: TenantEndpointParams,
        body: RotateBody,
        response: { 200: WithLivemode(Rotated) },
      },
    },
    async (req) => ({
      ...(await service.rotateSecret(await forTenant(req), endpointId(req), overlapOf(req))),
      livemode: true,
    }),
  );
  app.post(
    '/admin/tenants/:tenant_id/webhook-endpoints/:id/test',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "Send a test event to a tenant's endpoint (support)",
        params: TenantEndpointParams,
        response: { 200: TestResult },
      },
    },
    async (req) => ({ ...(await service.sendTest(await forTenant(req), endpointId(req))), livemode: true }),
  );
  app.get(
    '/admin/tenants/:tenant_id/webhook-endpoints/:id/deliveries',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "A tenant's endpoint delivery log (support)",
        params: TenantEndpointParams,
        querystring: DeliveriesQuery,
        response: { 200: cursorEnvelope(Delivery) },
      },
    },
    async (req) =>
      service.listDeliveries(
        await forTenant(req),
        endpointId(req),
        req.query as { limit: number; cursor?: string; status?: 'pending' | 'succeeded' | 'failed' },
        true,
      ),
  );
  app.post(
    '/admin/tenants/:tenant_id/webhook-endpoints/:id/deliveries/:delivery_id/resend',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "Re-send a tenant's delivery (support)",
        description: 'Same rules as `POST /v2/webhook-endpoints/{id}/deliveries/{delivery_id}/resend`.',
        params: Type.Object({ tenant_id: Type.String(), id: Type.String(), delivery_id: Type.String() }),
        response: { 202: WithLivemode(Delivery) },
      },
    },
    async (req, reply) => {
      const { delivery_id } = req.params as { delivery_id: string };
      const d = await service.resend(await forTenant(req), endpointId(req), delivery_id);
      return reply.status(202).send({ ...d, livemode: true });
    },
  );
  app.delete(
    '/admin/tenants/:tenant_id/webhook-endpoints/:id',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: "Remove a tenant's webhook endpoint (support)",
        params: TenantEndpointParams,
        response: { 204: Type.Null() },
      },
    },
    async (req, reply) => {
      await service.remove(await forTenant(req), endpointId(req));
      return reply.status(204).send();
    },
  );
}
