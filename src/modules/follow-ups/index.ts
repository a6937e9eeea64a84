import type { ModuleDefinition } from '../../platform/deps.js';
import followUpsRoutes from './follow-ups.routes.js';

export const followUpsModule: ModuleDefinition = { name: 'follow-ups', routes: followUpsRoutes };
