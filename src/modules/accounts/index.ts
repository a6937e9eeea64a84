import type { ModuleDefinition } from '../../platform/deps.js';
import { createMailSender, MAIL_TOPIC, mailOutboxHandler } from '../../providers/mail/index.js';
import accountsRoutes from './accounts.routes.js';

/**
 * Accounts and sessions. The module also delivers the `email` outbox topic (through
 * `src/providers/mail`), which every module uses for its e-mail.
 */
export const accountsModule: ModuleDefinition = {
  name: 'accounts',
  routes: accountsRoutes,
  outboxHandlers: (p) => ({
    [MAIL_TOPIC]: mailOutboxHandler(createMailSender(p.config, p.db, { clock: p.clock }), p),
  }),
};
