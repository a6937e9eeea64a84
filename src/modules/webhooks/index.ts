import type { ModuleDefinition } from '../../platform/deps.js';
import { EVENT_TOPIC } from '../../platform/events.js';
import { webhookPosterFor } from './http.js';
import webhooksRoutes from './webhooks.routes.js';
import { createWebhooksService, DELIVER_TOPIC, sealLegacySecrets } from './webhooks.service.js';

export const webhooksModule: ModuleDefinition = {
  name: 'webhooks',
  routes: webhooksRoutes,
  outboxHandlers: (p) => {
    const service = createWebhooksService({
      ...p,
      poster: webhookPosterFor(p.config),
    });
    return { [EVENT_TOPIC]: service.fanOut, [DELIVER_TOPIC]: service.deliver };
  },
  // Signing secrets stored in plaintext before encryption at rest are sealed once at start
  // (and hourly, which finds none after the first run).
  jobs: (p) => [
    {
      name: 'webhooks: signing secrets sealed',
      intervalMs: 60 * 60 * 1000,
      run: () => sealLegacySecrets(p.db, p.dataBox),
    },
  ],
};
