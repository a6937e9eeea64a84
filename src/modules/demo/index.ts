import type { ModuleDefinition } from '../../platform/deps.js';
import demoRoutes from './demo.routes.js';

/** The demo account of `npm run seed:demo` (`demo.seed.ts`), also made by the running service. */
export const demoModule: ModuleDefinition = {
  name: 'demo',
  routes: demoRoutes,
};
