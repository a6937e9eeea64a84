import type { ModuleDefinition } from '../platform/deps.js';
import v1Surface from './v1.js';
import v2Surface from './v2/index.js';

export const developerApiV1: ModuleDefinition = { name: 'developer-api-v1', routes: v1Surface };
export const developerApiV2: ModuleDefinition = { name: 'developer-api-v2', routes: v2Surface };
