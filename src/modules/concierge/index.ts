import type { ModuleDefinition } from '../../platform/deps.js';
import { conciergeRoutes } from './concierge.routes.js';

/**
 * The public concierge: ALTCHA-gated answers from the public corpus, support tickets, demo
 * availability and booking (record-only: no calendar provider is configured), demo call preview.
 */
export const conciergeModule: ModuleDefinition = { name: 'concierge', routes: conciergeRoutes() };
