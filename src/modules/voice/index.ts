import type { ModuleDefinition } from '../../platform/deps.js';
import twilioVoiceRoutes from './twilio.routes.js';
import voiceRoutes from './voice.routes.js';

/**
 * The receptionist: the conversation engine (`engine/`, `nlu/`), its text channel and the
 * Twilio Programmable Voice webhooks (`/telephony/twilio/*`).
 */
export const voiceModule: ModuleDefinition = {
  name: 'voice',
  routes: async (app, p) => {
    await app.register(voiceRoutes, p);
    await app.register(twilioVoiceRoutes, p);
  },
};
