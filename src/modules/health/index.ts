import type { ModuleDefinition } from '../../platform/deps.js';
import healthRoutes from './health.routes.js';

export const healthModule: ModuleDefinition = { name: 'health', routes: healthRoutes };
