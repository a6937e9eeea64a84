import type { ModuleDefinition } from '../../platform/deps.js';
import devMailRoutes from './dev-mail.routes.js';

/** The dev inbox (`/dev/mail`): only outside production, and only while SMTP_URL is unset. */
export const devMailModule: ModuleDefinition = { name: 'dev-mail', routes: devMailRoutes };
