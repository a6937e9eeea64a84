import { createAnalyticsService } from '../modules/analytics/analytics.service.js';
import { createAppointmentsService } from '../modules/appointments/appointments.service.js';
import { calendarSyncFor } from '../modules/calendar/sync.js';
import { createCallsService } from '../modules/calls/calls.service.js';
import { knowledgeServiceFor } from '../modules/knowledge/knowledge.service.js';
import { recordingsServiceFor } from '../modules/recordings/recordings.service.js';
import { createVoiceConfigService } from '../modules/voice-config/voice-config.service.js';
import type { Platform } from '../platform/deps.js';

const cache = new WeakMap<Platform, ReturnType<typeof build>>();

function build(p: Platform) {
  return {
    calls: createCallsService({ db: p.db, cursors: p.cursors }),
    appointments: createAppointmentsService({
      db: p.db,
      cursors: p.cursors,
      outbox: p.outbox,
      clock: p.clock,
      refreshCalendars: calendarSyncFor(p).refreshForBooking,
    }),
    analytics: createAnalyticsService({ db: p.db, clock: p.clock }),
    knowledge: knowledgeServiceFor(p),
    voiceConfig: createVoiceConfigService({ db: p.db, clock: p.clock }),
    recordings: recordingsServiceFor(p),
  };
}

/** The module services the developer surfaces (v1, v2, MCP) mount; one set per app. */
export function developerServices(p: Platform) {
  let s = cache.get(p);
  if (!s) {
    s = build(p);
    cache.set(p, s);
  }
  return s;
}

export type DeveloperServices = ReturnType<typeof developerServices>;
