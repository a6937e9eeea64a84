import type { ServiceContext } from '../../platform/context.js';
import type { OutboxLanes } from '../../platform/outbox.js';
import { EndpointGate } from './endpoint-gate.js';
import { createWebhookAttempts } from './webhooks.attempts.js';
import { createWebhookDeliveries } from './webhooks.deliveries.js';
import { createWebhookEndpoints } from './webhooks.endpoints.js';
import { createWebhookFanOut } from './webhooks.fanout.js';
import { endpointDto, type WebhooksDeps } from './webhooks.shared.js';

// The service is composed from one file per area; these re-exports keep the module's public names here.
export { INLINE_FAN_OUT } from './webhooks.fanout.js';
export { openSecret, sealLegacySecrets, sealSecret } from './webhooks.secrets.js';
export {
  attemptDto,
  DELIVER_TOPIC,
  deliveryDto,
  type EndpointInput,
  endpointDto,
  MAX_ENDPOINTS_PER_TENANT,
  ROTATION_OVERLAP_SECONDS,
  WEBHOOK_EVENTS,
  type WebhooksDeps,
} from './webhooks.shared.js';

export function createWebhooksService(deps: WebhooksDeps) {
  const gate = deps.gate ?? new EndpointGate();
  const { getEndpointRow, assertTenant, list, create, update, remove, rotateSecret } =
    createWebhookEndpoints(deps);
  const { attemptOnce, attemptForMessage, deliver } = createWebhookAttempts(deps, gate);
  const { sendTest, listDeliveries, resend } = createWebhookDeliveries(deps, getEndpointRow, attemptOnce);
  const { fanOut } = createWebhookFanOut(deps, gate, attemptForMessage);

  return {
    assertTenant,
    list,
    get: async (ctx: ServiceContext, id: string) => endpointDto(await getEndpointRow(ctx, id)),
    create,
    update,
    remove,
    rotateSecret,
    sendTest,
    listDeliveries,
    resend,
    fanOut,
    // Claims skip the messages of an endpoint at its limit (see `EndpointGate`).
    deliver: Object.assign(deliver, {
      lanes: { field: 'endpoint_id', busy: () => gate.busy() } satisfies OutboxLanes,
    }),
    gate,
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
