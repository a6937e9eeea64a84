import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { developerServices } from '../services.js';
import { v2AccountRoutes } from './account.js';
import { v2AnalyticsRoutes } from './analytics.js';
import { v2AppointmentRoutes } from './appointments.js';
import { v2CallRoutes } from './calls.js';
import { v2Plumbing } from './plumbing.js';
import { v2WebhookRoutes } from './webhooks.js';

/** Developer API v2 under `/v2`: the module services with the v2 manners (see `v2Plumbing`). */
export default async function v2Surface(app: FastifyInstance, platform: Platform) {
  const services = developerServices(platform);
  await app.register(
    async (v2) => {
      await v2.register(v2Plumbing, { platform });
      await v2.register(v2CallRoutes, { services });
      await v2.register(v2AppointmentRoutes, { services });
      await v2.register(v2AnalyticsRoutes, { services });
      await v2.register(v2AccountRoutes, { services, platform });
      await v2.register(v2WebhookRoutes, { platform });
    },
    { prefix: '/v2' },
  );
}
