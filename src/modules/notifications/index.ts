import type { ModuleDefinition } from '../../platform/deps.js';
import notificationsRoutes from './notifications.routes.js';

export const notificationsModule: ModuleDefinition = { name: 'notifications', routes: notificationsRoutes };
