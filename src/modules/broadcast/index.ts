import type { ModuleDefinition } from '../../platform/deps.js';
import broadcastRoutes from './broadcast.routes.js';

export const broadcastModule: ModuleDefinition = { name: 'broadcast', routes: broadcastRoutes };
