import type { ModuleDefinition } from '../../platform/deps.js';
import { EVENT_TOPIC } from '../../platform/events.js';
import { createWebhookPoster } from './http.js';
import webhooksRoutes from './webhooks.routes.js';
import { createWebhooksService, DELIVER_TOPIC } from './webhooks.service.js';

export const webhooksModule: ModuleDefinition = {
  name: 'webhooks',
  routes: webhooksRoutes,
  outboxHandlers: (p) => {
    const service = createWebhooksService({
      ...p,
      poster: createWebhookPoster({
        allowPrivate: p.config.webhookAllowPrivateNetworks,
        httpsOnly: p.config.env === 'production',
        timeoutMs: 15_000,
      }),
    });
    return { [EVENT_TOPIC]: service.fanOut, [DELIVER_TOPIC]: service.deliver };
  },
};
