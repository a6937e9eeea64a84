import type { ModuleDefinition } from '../../platform/deps.js';
import { conciergeRoutes } from './concierge.routes.js';

/**
 * The public concierge: ALTCHA-gated answers from the public corpus, support tickets, demo
 * availability and booking through the calendar provider (Google Calendar or the sandbox), demo call.
 */
export const conciergeModule: ModuleDefinition = { name: 'concierge', routes: conciergeRoutes() };
