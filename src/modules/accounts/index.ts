import type { ModuleDefinition } from '../../platform/deps.js';
import { pruneExpiredSessions } from './accounts.repo.js';
import accountsRoutes from './accounts.routes.js';
import { MAIL_TOPIC, mailOutboxHandler, mailSenderFor } from './mail.js';

/**
 * Accounts and sessions. The module also delivers the `email` outbox topic (`mail.ts`, through
 * the transport of `src/providers/mail`), which every module uses for its e-mail.
 */
export const accountsModule: ModuleDefinition = {
  name: 'accounts',
  routes: accountsRoutes,
  outboxHandlers: (p) => ({
    [MAIL_TOPIC]: mailOutboxHandler(mailSenderFor(p.config, p.db, { clock: p.clock }), p),
  }),
  // The sessions list keeps a session's row 30 days past its expiry.
  jobs: (p) => [
    {
      name: 'accounts: expired sessions pruned',
      intervalMs: 60 * 60 * 1000,
      run: (now) => pruneExpiredSessions(p.db, now),
    },
  ],
};
