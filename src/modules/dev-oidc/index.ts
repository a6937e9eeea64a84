import type { ModuleDefinition } from '../../platform/deps.js';
import devOidcRoutes from './dev-oidc.routes.js';

/**
 * The development sandbox identity provider (`/dev/oidc`): Google sign-in without Google. Only
 * when NODE_ENV=development and GOOGLE_CLIENT_ID is unset.
 */
export const devOidcModule: ModuleDefinition = { name: 'dev-oidc', routes: devOidcRoutes };
