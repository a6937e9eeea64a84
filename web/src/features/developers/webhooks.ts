/** The webhook endpoint queries and their keys (the dashboard's `/tenants/{tenant_id}/webhook-endpoints…`). */
import { api, unwrap } from '../../lib/api';

export const endpointsKey = (tenantId: string) => ['webhook-endpoints', tenantId] as const;
export const endpointKey = (tenantId: string, id: string) => ['webhook-endpoints', tenantId, id] as const;
export const deliveriesKey = (tenantId: string, id: string) =>
  ['webhook-endpoints', tenantId, id, 'deliveries'] as const;

export const listEndpoints = (tenantId: string) =>
  unwrap(
    api.GET('/tenants/{tenant_id}/webhook-endpoints', {
      params: { path: { tenant_id: tenantId }, query: { limit: 100 } },
    }),
  );

export const getEndpoint = (tenantId: string, id: string) =>
  unwrap(
    api.GET('/tenants/{tenant_id}/webhook-endpoints/{id}', { params: { path: { tenant_id: tenantId, id } } }),
  );

export const listDeliveries = (tenantId: string, id: string) =>
  unwrap(
    api.GET('/tenants/{tenant_id}/webhook-endpoints/{id}/deliveries', {
      params: { path: { tenant_id: tenantId, id }, query: { limit: 25 } },
    }),
  );

export type WebhookEndpoint = Awaited<ReturnType<typeof getEndpoint>>;
export type WebhookDelivery = Awaited<ReturnType<typeof listDeliveries>>['data'][number];
