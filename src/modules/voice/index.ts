import type { ModuleDefinition } from '../../platform/deps.js';
import { callAnalyzeHandler } from './analysis.job.js';
import { CALL_ANALYZE_TOPIC } from './analysis.llm.js';
import twilioVoiceRoutes from './twilio.routes.js';
import voiceRoutes from './voice.routes.js';
import { createVoiceService, IDLE_SWEEP_INTERVAL_MS } from './voice.service.js';
import testCallRoutes from './voice.test-calls.routes.js';

/**
 * The receptionist: the conversation engine (`engine/`, `nlu/`), its text channel and the
 * Twilio Programmable Voice webhooks (`/telephony/twilio/*`).
 */
export const voiceModule: ModuleDefinition = {
  name: 'voice',
  routes: async (app, p) => {
    await app.register(voiceRoutes, p);
    await app.register(twilioVoiceRoutes, p);
    await app.register(testCallRoutes, p);
  },
  outboxHandlers: (p) => ({ [CALL_ANALYZE_TOPIC]: callAnalyzeHandler(p) }),
  jobs: (p) => {
    const voice = createVoiceService(p);
    return [
      {
        name: 'voice: idle conversations ended',
        intervalMs: IDLE_SWEEP_INTERVAL_MS,
        run: (now) => voice.endIdleSessions(now),
      },
    ];
  },
};
