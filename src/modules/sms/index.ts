import type { ModuleDefinition } from '../../platform/deps.js';
import { createSmsProvider } from '../../providers/sms/index.js';
import { tenantsServiceFor } from '../tenants/tenants.routes.js';
import { SMS_TOPIC, smsOutboxHandler } from './delivery.js';
import smsRoutes from './sms.routes.js';

/**
 * SMS: delivery of the `sms` outbox topic through the configured operator (quota, opt-outs,
 * stale appointment messages), inbound webhooks (STOP / START), and the appointment
 * confirmations and reminders (`appointment-sms.ts`, called by the appointments service).
 */
export const smsModule: ModuleDefinition = {
  name: 'sms',
  routes: async (app, p) => {
    await app.register(smsRoutes, p);
  },
  outboxHandlers: (p) => ({
    [SMS_TOPIC]: smsOutboxHandler({
      db: p.db,
      provider: createSmsProvider(p.config.providers),
      tenants: tenantsServiceFor(p),
      appUrl: p.config.appUrl,
      clock: p.clock,
    }),
  }),
};
