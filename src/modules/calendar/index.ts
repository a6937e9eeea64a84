import type { ModuleDefinition } from '../../platform/deps.js';
import { CALENDAR_PUSH_TOPIC } from '../appointments/appointments.service.js';
import calendarRoutes from './calendar.routes.js';
import { createRemoteAccess, remoteApisFor } from './oauth.js';
import { calendarPushHandler } from './push.js';
import { caldavClientFor, calendarSyncFor } from './sync.js';

export const calendarModule: ModuleDefinition = {
  name: 'calendar',
  routes: calendarRoutes,
  outboxHandlers: (p) => ({
    [CALENDAR_PUSH_TOPIC]: calendarPushHandler({
      db: p.db,
      clock: p.clock,
      box: p.dataBox,
      client: caldavClientFor(p),
      outbox: p.outbox,
      remote: createRemoteAccess({ db: p.db, clock: p.clock, box: p.dataBox, apis: remoteApisFor(p) }),
    }),
  }),
  jobs: (p) => {
    const sync = calendarSyncFor(p);
    return [
      {
        name: 'calendar: external calendars synchronised',
        intervalMs: 60_000,
        run: (now) => sync.syncDue(now),
      },
    ];
  },
};
