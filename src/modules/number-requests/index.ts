import type { ModuleDefinition } from '../../platform/deps.js';
import numberRequestRoutes from './number-requests.routes.js';

export const numberRequestsModule: ModuleDefinition = {
  name: 'number-requests',
  routes: numberRequestRoutes,
};
