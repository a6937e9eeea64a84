import type { ModuleDefinition } from '../../platform/deps.js';
import missedQuestionsRoutes from './missed-questions.routes.js';

export const missedQuestionsModule: ModuleDefinition = {
  name: 'missed-questions',
  routes: missedQuestionsRoutes,
};
