import type { ModuleDefinition } from '../../platform/deps.js';
import voiceConfigRoutes from './voice-config.routes.js';

export const voiceConfigModule: ModuleDefinition = { name: 'voice-config', routes: voiceConfigRoutes };
