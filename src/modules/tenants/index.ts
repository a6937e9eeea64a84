import type { ModuleDefinition } from '../../platform/deps.js';
import tenantsRoutes from './tenants.routes.js';

export const tenantsModule: ModuleDefinition = { name: 'tenants', routes: tenantsRoutes };
