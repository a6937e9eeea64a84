import type { ModuleDefinition } from '../../platform/deps.js';
import billingRoutes, { billingServiceFor } from './billing.routes.js';
import { SANDBOX_PERIOD_END_TOPIC } from './billing.service.js';

export const billingModule: ModuleDefinition = {
  name: 'billing',
  routes: billingRoutes,
  outboxHandlers: (p) => {
    const svc = billingServiceFor(p);
    return { [SANDBOX_PERIOD_END_TOPIC]: (msg) => svc.sandboxPeriodEnd(msg) };
  },
};
