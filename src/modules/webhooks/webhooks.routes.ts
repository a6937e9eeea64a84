import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { CursorQuery, cursorEnvelope } from '../../platform/pagination.js';
import { webhookPosterFor } from './http.js';
import { registerDashboardWebhookRoutes } from './webhooks.dashboard.routes.js';
import {
  CreateBody,
  DeliveriesQuery,
  Delivery,
  Endpoint,
  overlapOf,
  RotateBody,
  Rotated,
  TestResult,
  UpdateBody,
  WithLivemode,
  WithSecret,
} from './webhooks.dto.js';
import { createWebhooksService } from './webhooks.service.js';

/**
 * Support's routes of a tenant's webhook endpoints (admin), and the owner's dashboard routes
 * (webhooks.dashboard.routes.ts). The tenant's API routes are the v2 surface's
 * (src/surfaces/v2/webhooks.ts).
 */
export default async function webhooksRoutes(app: FastifyInstance, p: Platform) {
  const poster = webhookPosterFor(p.config);
  app.addHook('onClose', async () => poster.close());
  const service = createWebhooksService({ ...p, poster, log: app.log });
  registerDashboardWebhookRoutes(app, p, poster);

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
