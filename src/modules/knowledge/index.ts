import type { ModuleDefinition } from '../../platform/deps.js';
import knowledgeRoutes from './knowledge.routes.js';

export { searchKnowledge } from './search.js';

export const knowledgeModule: ModuleDefinition = { name: 'knowledge', routes: knowledgeRoutes };
