import { and, gt, lt } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  type CalendarProvider,
  createCalendarProvider,
  type SandboxCalendarStore,
} from '../../providers/calendar/index.js';
import { calendarSandboxEvents } from './calendar.schema.js';

/** The sandbox calendar's holds in `calendar_sandbox_events`: one row per request id. */
export function sandboxCalendarStore(db: Db): SandboxCalendarStore {
  return {
    async busy(range) {
      return db
        .select({ start: calendarSandboxEvents.startAt, end: calendarSandboxEvents.endAt })
        .from(calendarSandboxEvents)
        .where(and(lt(calendarSandboxEvents.startAt, range.to), gt(calendarSandboxEvents.endAt, range.from)));
    },
    async hold(h) {
      const [row] = await db
        .insert(calendarSandboxEvents)
        .values({
          id: h.id,
          requestId: h.requestId,
          summary: h.summary,
          description: h.description,
          startAt: h.start,
          endAt: h.end,
          attendees: h.attendees.map((a) => ({ email: a.email, name: a.name ?? null })),
          videoLink: h.videoLink,
        })
        // The same request twice answers the first hold.
        .onConflictDoUpdate({
          target: calendarSandboxEvents.requestId,
          set: { requestId: h.requestId },
        })
        .returning({ id: calendarSandboxEvents.id, videoLink: calendarSandboxEvents.videoLink });
      return row!;
    },
  };
}

/** The team calendar `CALENDAR_PROVIDER` configures; the sandbox keeps its holds in this module's table. */
export function calendarProviderFor(
  config: Pick<Config, 'publicBaseUrl'> & { providers: Pick<Config['providers'], 'calendar'> },
  db: Db,
): CalendarProvider {
  return createCalendarProvider(config, { sandboxStore: sandboxCalendarStore(db) });
}
