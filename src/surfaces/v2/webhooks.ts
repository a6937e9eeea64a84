import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { webhookPosterFor } from '../../modules/webhooks/http.js';
import {
  CreateBody,
  DeliveriesQuery,
  Delivery,
  Endpoint,
  IdParams,
  overlapOf,
  RotateBody,
  Rotated,
  SIGNING_DOC,
  TestResult,
  UpdateBody,
  WithLivemode,
  WithSecret,
} from '../../modules/webhooks/webhooks.dto.js';
import { createWebhooksService, MAX_ENDPOINTS_PER_TENANT } from '../../modules/webhooks/webhooks.service.js';
import type { EndpointInput } from '../../modules/webhooks/webhooks.shared.js';
import { hasScope } from '../../platform/auth.js';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { CursorQuery, cursorEnvelope } from '../../platform/pagination.js';
import { v2Responses, WRITE_NOTE, WriteHeaders } from './schemas.js';

/** The tenant's webhook endpoints under `/v2/webhook-endpoints` (the v2 manners come from `v2Plumbing`). */
export async function v2WebhookRoutes(v2: FastifyInstance, { platform: p }: { platform: Platform }) {
  const poster = webhookPosterFor(p.config);
  v2.addHook('onClose', async () => poster.close());
  const service = createWebhooksService({ ...p, poster, log: v2.log });
  const ctx = (req: FastifyRequest) => serviceContext(req);
  const key = { auth: ['apiKey' as const], scope: 'webhooks:manage' as const };
  const transcriptScopeOf = (req: FastifyRequest) => ({
    transcriptScope: hasScope(req.principal, 'calls:transcript'),
  });
  const tags = ['v2', 'webhooks'];

  v2.get(
    '/webhook-endpoints',
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
    '/webhook-endpoints',
    {
      config: key,
      schema: {
        tags,
        headers: WriteHeaders,
        summary: 'Create a webhook endpoint',
        description:
          'Answers the endpoint with its signing `secret`, shown only here and at rotation (and in a replay of this request with the same `Idempotency-Key` within 24 hours, which answers the same secret). The service keeps the secret encrypted at rest (AES-256-GCM) and never shows it again: store it on your side. The URL must be https in production and must not point (directly or through DNS) to loopback, private, link-local or metadata addresses; it is checked again at every delivery. A tenant has at most 16 endpoints: one more is 409 `endpoint_limit_reached`. `include_transcript: true` (the transcript in `call.completed` deliveries) needs the scope `calls:transcript` besides `webhooks:manage` (403 `insufficient_scope`). With a test key the request is validated and answered but nothing is stored.' +
          `\n\n${WRITE_NOTE}`,
        body: CreateBody,
        response: v2Responses({ 201: WithLivemode(WithSecret) }, [400, 404, 409, 422]),
      },
    },
    async (req, reply) => {
      const body = req.body as EndpointInput & { url: string };
      const created = await service.create(ctx(req), body, 'api', transcriptScopeOf(req));
      return reply.status(201).send({ ...created, livemode: req.livemode });
    },
  );

  v2.get(
    '/webhook-endpoints/:id',
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
    '/webhook-endpoints/:id',
    {
      config: key,
      schema: {
        tags,
        headers: WriteHeaders,
        summary: 'Update a webhook endpoint',
        description:
          'Change the URL, description, events, `include_transcript`, or enable/disable it. A disabled endpoint receives nothing. Turning `include_transcript` on, or changing the URL of an endpoint that has it on, needs the scope `calls:transcript` besides `webhooks:manage` (403 `insufficient_scope`).' +
          `\n\n${WRITE_NOTE}`,
        params: IdParams,
        body: UpdateBody,
        response: v2Responses({ 200: WithLivemode(Endpoint) }, [400, 404, 409, 422]),
      },
    },
    async (req) => ({
      ...(await service.update(
        ctx(req),
        (req.params as { id: string }).id,
        req.body as EndpointInput,
        transcriptScopeOf(req),
      )),
      livemode: req.livemode,
    }),
  );

  v2.delete(
    '/webhook-endpoints/:id',
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
    '/webhook-endpoints/:id/rotate-secret',
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
    '/webhook-endpoints/:id/test',
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
    '/webhook-endpoints/:id/deliveries',
    {
      config: key,
      schema: {
        tags,
        summary: 'Delivery log',
        description:
          'Deliveries to this endpoint, newest first, each with its attempts (status code, duration, error, and the first 4 KB of the response body: `response_body`, `response_body_bytes`, `response_body_truncated`, `response_body_binary`; fields added to the attempt without changing the others).',
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
    '/webhook-endpoints/:id/deliveries/:delivery_id/resend',
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
}
