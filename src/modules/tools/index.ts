import type { ModuleDefinition } from '../../platform/deps.js';
import toolsRoutes from './tools.routes.js';

/**
 * The internal tool API behind the receptionist's MCP tool server (`src/tools/server.ts`):
 * `POST /internal/tools/calendar.availability`, `calendar.book`, `sms.send`. It also owns the
 * tool server child of this process (started on first use, closed with the app).
 */
export const toolsModule: ModuleDefinition = { name: 'tools', routes: toolsRoutes };
