import type { ModuleDefinition } from '../../platform/deps.js';
import calendarRoutes from './calendar.routes.js';

export const calendarModule: ModuleDefinition = { name: 'calendar', routes: calendarRoutes };
