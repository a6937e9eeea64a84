import { v7 as uuidv7 } from 'uuid';
import type { BusyInterval, CalendarHold, CalendarProvider, HoldInput } from './types.js';

/** A hold as the sandbox records it: what a real provider would have been sent, and its answer. */
export interface SandboxHold extends HoldInput {
  id: string;
  videoLink: string;
}

/**
 * Where the sandbox calendar keeps its holds: supplied by the module that owns the records
 * (the calendar module's `calendar_sandbox_events`).
 */
export interface SandboxCalendarStore {
  /** The recorded holds overlapping the range. */
  busy(range: { from: Date; to: Date }): Promise<BusyInterval[]>;
  /** Records a hold; a second hold with the same `requestId` answers the first one's id and link. */
  hold(hold: SandboxHold): Promise<{ id: string; videoLink: string }>;
}

/**
 * Runs without a calendar service (`CALENDAR_PROVIDER` unset or `sandbox`): a hold is recorded
 * in the store with what would have been sent to the provider (title, description, attendees)
 * and a generated video link under the service's own base URL
 * (`{PUBLIC_BASE_URL}/sandbox/meet/{id}`, not a real meeting). Nobody is invited: `invitesSent`
 * is false. Free/busy answers come from the recorded holds, so booking works end to end.
 */
export class SandboxCalendarProvider implements CalendarProvider {
  readonly name = 'sandbox-calendar';
  constructor(private readonly deps: { store: SandboxCalendarStore; baseUrl: string }) {}

  async freeBusy(range: { from: Date; to: Date }): Promise<BusyInterval[]> {
    return this.deps.store.busy(range);
  }

  async createHold(input: HoldInput): Promise<CalendarHold> {
    const id = uuidv7();
    const held = await this.deps.store.hold({
      ...input,
      id,
      videoLink: `${this.deps.baseUrl.replace(/\/+$/, '')}/sandbox/meet/${id}`,
    });
    return { eventId: held.id, videoLink: held.videoLink, invitesSent: false };
  }
}
