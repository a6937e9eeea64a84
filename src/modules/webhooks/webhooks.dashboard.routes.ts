import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_TIERS } from '../../platform/auth.js';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { CursorQuery, cursorEnvelope } from '../../platform/pagination.js';
import { loadTenantProfile } from '../appointments/tenant-profile.js';
import { errorResponses } from '../tenants/http.js';
import type { WebhookPoster } from './http.js';
import {
  Attempt,
  CreateBody,
  DeliveriesQuery,
  Delivery,
  Endpoint,
  overlapOf,
  RotateBody,
  Rotated,
  SIGNING_DOC,
  TestResult,
  UpdateBody,
  WithSecret,
} from './webhooks.dto.js';
import { createWebhooksService, MAX_ENDPOINTS_PER_TENANT } from './webhooks.service.js';

/** An endpoint as the dashboard shows it: with the end of the previous secret's overlap. */
const DashboardEndpoint = Type.Object(
  {
    ...Endpoint.properties,
    previous_secret_expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description:
        'Until when the secret before the last rotation still signs deliveries (a second `v1=` value); null when there is none. May lie in the past: compare with the current time.',
    }),
  },
  { title: 'DashboardWebhookEndpoint' },
);

const { attempts: _attempts, ...deliveryFields } = Delivery.properties;

/** A delivery with what was sent and, per attempt, the response headers kept. */
const DeliveryDetail = Type.Object(
  {
    ...deliveryFields,
    request: Type.Object({
      method: Type.Literal('POST'),
      url: Type.String({ description: "The endpoint's current URL." }),
      headers: Type.Record(Type.String(), Type.String(), {
        description:
          'The headers of every attempt but `X-Service-Signature`, which is computed anew for each attempt.',
      }),
      body: Type.String({ description: 'The exact bytes sent (JSON), the same at every attempt.' }),
    }),
    attempts: Type.Array(
      Type.Object({
        ...Attempt.properties,
        response_headers: Type.Record(Type.String(), Type.String(), {
          description:
            'The response headers kept (`content-type`, `retry-after`); the first 4 KB of the body are in `response_body`.',
        }),
      }),
    ),
  },
  { title: 'WebhookDeliveryDetail' },
);

const PLAN_NOTE =
  "Dashboard (the owner's session). Business plan or higher (a trialing Business signup included), as for `/v2/webhook-endpoints`; otherwise 403 `plan_required`. Another tenant's id is a 404. The same service and rules as `/v2/webhook-endpoints`.";

const TenantParams = Type.Object({ tenant_id: Type.String({ description: 'Tenant id (UUID)' }) });
const EndpointParams = Type.Object({ tenant_id: Type.String(), id: Type.String() });

/**
 * The owner's routes of the tenant's webhook endpoints (the dashboard's Developers page): the
 * v2 routes take an API key only, so the signed-in owner manages endpoints here with the same
 * service. Tenant-scoped by the path, checked against the session.
 */
export function registerDashboardWebhookRoutes(app: FastifyInstance, p: Platform, poster: WebhookPoster) {
  const service = createWebhooksService({ ...p, poster, log: app.log });
  const tags = ['webhooks'];
  const user = { auth: ['user' as const] };
  const errors = (...s: number[]) => errorResponses(403, 404, ...s);

  const ctx = async (req: FastifyRequest) => {
    const { tenant_id } = req.params as { tenant_id: string };
    const c = serviceContext(req, { tenantId: tenant_id });
    const tenant = await loadTenantProfile(p.db, c.tenantId);
    if (!API_TIERS.has(tenant.tier)) {
      throw new AppError(403, 'plan_required', {
        message: 'Webhooks need the Business plan or higher.',
        messagePl: 'Webhooki wymagają planu Business lub wyższego.',
      });
    }
    return c;
  };
  const endpointId = (req: FastifyRequest) => (req.params as { id: string }).id;
  const base = '/tenants/:tenant_id/webhook-endpoints';

  app.get(
    base,
    {
      config: user,
      schema: {
        tags,
        summary: "List the tenant's webhook endpoints (dashboard)",
        description: `${PLAN_NOTE} Newest first, cursor-paginated; at most ${MAX_ENDPOINTS_PER_TENANT} endpoints.\n\n${SIGNING_DOC}`,
        params: TenantParams,
        querystring: CursorQuery,
        response: { 200: cursorEnvelope(DashboardEndpoint), ...errors() },
      },
    },
    async (req) => service.list(await ctx(req), req.query as { limit: number; cursor?: string }, true),
  );

  app.post(
    base,
    {
      config: user,
      schema: {
        tags,
        summary: 'Create a webhook endpoint (dashboard)',
        description: `${PLAN_NOTE} Answers the endpoint with its signing \`secret\`, shown only here and at rotation. The URL must be https in production and must not point to private addresses. One more than ${MAX_ENDPOINTS_PER_TENANT} is 409 \`endpoint_limit_reached\`. \`include_transcript: true\` adds the call's transcript to \`call.completed\` deliveries (off by default).`,
        params: TenantParams,
        body: CreateBody,
        response: { 201: WithSecret, ...errors(409) },
      },
    },
    async (req, reply) => {
      const body = req.body as { url: string; description?: string | null; enabled_events?: string[] };
      return reply.status(201).send(await service.create(await ctx(req), body));
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Read a webhook endpoint (dashboard)',
        description: PLAN_NOTE,
        params: EndpointParams,
        response: { 200: DashboardEndpoint, ...errors() },
      },
    },
    async (req) => service.get(await ctx(req), endpointId(req)),
  );

  app.patch(
    `${base}/:id`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Update a webhook endpoint (dashboard)',
        description: `${PLAN_NOTE} Change the URL, description, events, or enable/disable it (e.g. \`{"status":"enabled"}\` after a receiver answered 410).`,
        params: EndpointParams,
        body: UpdateBody,
        response: { 200: DashboardEndpoint, ...errors(409) },
      },
    },
    async (req) => service.update(await ctx(req), endpointId(req), req.body as object),
  );

  app.delete(
    `${base}/:id`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Delete a webhook endpoint (dashboard)',
        description: `${PLAN_NOTE} Deletes the endpoint with its delivery log; pending retries are dropped.`,
        params: EndpointParams,
        response: { 204: Type.Null({ description: 'Deleted.' }), ...errors() },
      },
    },
    async (req, reply) => {
      await service.remove(await ctx(req), endpointId(req));
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/:id/rotate-secret`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Rotate the signing secret (dashboard)',
        description: `${PLAN_NOTE} Answers the new secret, shown only here. The previous one keeps signing deliveries (a second \`v1=\` value) until \`previous_secret_expires_at\`: \`expire_previous_in_seconds\` (0–86400, default 86400) from now; 0 retires it at once.`,
        params: EndpointParams,
        body: RotateBody,
        response: { 200: Rotated, ...errors() },
      },
    },
    async (req) => service.rotateSecret(await ctx(req), endpointId(req), overlapOf(req)),
  );

  app.post(
    `${base}/:id/test`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Send a test event (dashboard)',
        description: `${PLAN_NOTE} Sends a signed \`webhook.test\` event at once and answers the attempt (status code, duration, error); it appears in the delivery log and is not retried.`,
        params: EndpointParams,
        response: { 200: TestResult, ...errors(409) },
      },
    },
    async (req) => ({ ...(await service.sendTest(await ctx(req), endpointId(req))), livemode: true }),
  );

  app.get(
    `${base}/:id/deliveries`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Delivery log with requests and responses (dashboard)',
        description: `${PLAN_NOTE} Deliveries to this endpoint, newest first, each with the request sent (method, URL, headers but the per-attempt signature, the exact body) and its attempts (status code, duration, error, the response headers kept, the first 4 KB of the response body as text: \`response_body\`, with \`response_body_truncated\` when it was longer and \`response_body_binary\` when it was not text and so not kept).`,
        params: EndpointParams,
        querystring: DeliveriesQuery,
        response: { 200: cursorEnvelope(DeliveryDetail), ...errors() },
      },
    },
    async (req) =>
      service.listDeliveries(
        await ctx(req),
        endpointId(req),
        req.query as { limit: number; cursor?: string; status?: 'pending' | 'succeeded' | 'failed' },
        true,
        true,
      ),
  );

  app.post(
    `${base}/:id/deliveries/:delivery_id/resend`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Re-send a delivery (dashboard)',
        description: `${PLAN_NOTE} Queues the delivery again with the same body and id (\`X-Service-Delivery\`). A delivery still pending is 409 \`delivery_in_progress\`; a disabled endpoint is 409 \`endpoint_disabled\`.`,
        params: Type.Object({ tenant_id: Type.String(), id: Type.String(), delivery_id: Type.String() }),
        response: { 202: Delivery, ...errors(409) },
      },
    },
    async (req, reply) => {
      const { delivery_id } = req.params as { delivery_id: string };
      return reply.status(202).send(await service.resend(await ctx(req), endpointId(req), delivery_id));
    },
  );
}
