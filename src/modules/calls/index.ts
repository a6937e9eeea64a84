import type { ModuleDefinition } from '../../platform/deps.js';
import callsEventsRoutes from './calls.events.js';
import callsInternalRoutes from './calls.internal.routes.js';
import callsRoutes from './calls.routes.js';
import callsStatsRoutes from './calls.stats.routes.js';

/**
 * Call records: the voice engine's internal routes, the dashboard's, and the dashboard's live
 * updates (server-sent events). The `sms` outbox topic is delivered by the sms module.
 */
export const callsModule: ModuleDefinition = {
  name: 'calls',
  routes: async (app, p) => {
    await app.register(callsInternalRoutes, p);
    await app.register(callsRoutes, p);
    await app.register(callsEventsRoutes, p);
    await app.register(callsStatsRoutes, p);
  },
};
