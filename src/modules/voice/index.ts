import type { ModuleDefinition } from '../../platform/deps.js';
import voiceRoutes from './voice.routes.js';

/** The receptionist: the conversation engine (`engine/`, `nlu/`) and its text channel. */
export const voiceModule: ModuleDefinition = { name: 'voice', routes: voiceRoutes };
