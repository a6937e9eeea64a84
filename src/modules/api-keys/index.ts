import type { ModuleDefinition } from '../../platform/deps.js';
import apiKeysRoutes from './api-keys.routes.js';

export const apiKeysModule: ModuleDefinition = { name: 'api-keys', routes: apiKeysRoutes };
