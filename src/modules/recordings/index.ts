import type { ModuleDefinition } from '../../platform/deps.js';
import { PermanentFailure } from '../../platform/outbox.js';
import recordingsRoutes from './recordings.routes.js';
import { RECORDING_FETCH_TOPIC, recordingsServiceFor } from './recordings.service.js';

/**
 * Call recordings (tenant setting `call_recording`, Twilio lines): the recording-status
 * callback, the download from Twilio into the storage (`recording.fetch` outbox topic), the
 * owner's signed links, and the hourly purge with the call data retention.
 */
export const recordingsModule: ModuleDefinition = {
  name: 'recordings',
  routes: async (app, p) => {
    await app.register(recordingsRoutes, p);
  },
  outboxHandlers: (p) => ({
    [RECORDING_FETCH_TOPIC]: async (msg) => {
      const svc = recordingsServiceFor(p);
      const payload = msg.payload as { recording_id: string; account_sid: string | null };
      try {
        await svc.fetchAndStore(payload.recording_id, payload.account_sid);
      } catch (e) {
        // The last attempt, or one that cannot succeed: the recording is noted as failed.
        if (e instanceof PermanentFailure || msg.attempts >= msg.maxAttempts)
          await svc.markFailed(payload.recording_id, (e as Error).message);
        throw e;
      }
    },
  }),
  jobs: (p) => [
    {
      name: 'retention: call recordings deleted',
      intervalMs: 60 * 60 * 1000,
      run: (now) => recordingsServiceFor(p).purgeExpired(now),
    },
  ],
};
