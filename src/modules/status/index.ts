import type { ModuleDefinition } from '../../platform/deps.js';
import statusRoutes from './status.routes.js';

export { recordProviderEvent } from './provider-events.js';

/** Status page, incidents (admin and CI), subscriptions, provider events, deploy log, canary fixture. */
export const statusModule: ModuleDefinition = { name: 'status', routes: statusRoutes };
