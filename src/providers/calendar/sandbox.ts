import { and, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/columns.js';
import { calendarSandboxEvents } from './calendar.schema.js';
import type { BusyInterval, CalendarHold, CalendarProvider, HoldInput } from './types.js';

/**
 * Runs without a calendar service (`CALENDAR_PROVIDER` unset or `sandbox`): a hold is a row in
 * `calendar_sandbox_events` recording what would have been sent to the provider (title,
 * description, attendees), with a generated video link under the service's own base URL
 * (`{PUBLIC_BASE_URL}/sandbox/meet/{id}`, not a real meeting). Nobody is invited: `invitesSent`
 * is false. Free/busy answers come from these rows, so booking works end to end.
 */
export class SandboxCalendarProvider implements CalendarProvider {
  readonly name = 'sandbox-calendar';
  constructor(private readonly deps: { db: Db; baseUrl: string }) {}

  async freeBusy(range: { from: Date; to: Date }): Promise<BusyInterval[]> {
    const rows = await this.deps.db
      .select({ start: calendarSandboxEvents.startAt, end: calendarSandboxEvents.endAt })
      .from(calendarSandboxEvents)
      .where(and(lt(calendarSandboxEvents.startAt, range.to), gt(calendarSandboxEvents.endAt, range.from)));
    return rows;
  }

  async createHold(input: HoldInput): Promise<CalendarHold> {
    const id = newId();
    const [row] = await this.deps.db
      .insert(calendarSandboxEvents)
      .values({
        id,
        requestId: input.requestId,
        summary: input.summary,
        description: input.description,
        startAt: input.start,
        endAt: input.end,
        attendees: input.attendees.map((a) => ({ email: a.email, name: a.name ?? null })),
        videoLink: `${this.deps.baseUrl.replace(/\/+$/, '')}/sandbox/meet/${id}`,
      })
      // The same request twice answers the first hold.
      .onConflictDoUpdate({
        target: calendarSandboxEvents.requestId,
        set: { requestId: input.requestId },
      })
      .returning();
    return { eventId: row!.id, videoLink: row!.videoLink, invitesSent: false };
  }
}
