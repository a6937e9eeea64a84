/** A time range the team is busy in (from the provider's free/busy answer). */
export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface HoldAttendee {
  email: string;
  name?: string | null;
}

export interface HoldInput {
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Everyone invited: the visitor and the team. */
  attendees: HoldAttendee[];
  /** Idempotency key (the demo booking id): the same key never creates two holds or conferences. */
  requestId: string;
}

export interface CalendarHold {
  /** The provider's event id. */
  eventId: string;
  /** The video meeting link; null when the provider created the event but not (yet) the meeting. */
  videoLink: string | null;
  /** Whether the provider e-mails the invitations to the attendees. */
  invitesSent: boolean;
}

/**
 * The team calendar: free/busy over a range and a hold (an event with a video meeting, the
 * attendees invited). Google Calendar (`CALENDAR_PROVIDER=google`) or the sandbox (default).
 * Failures throw {@link CalendarProviderError}.
 */
export interface CalendarProvider {
  readonly name: string;
  freeBusy(range: { from: Date; to: Date }): Promise<BusyInterval[]>;
  createHold(input: HoldInput): Promise<CalendarHold>;
}

export type CalendarErrorKind = 'timeout' | 'network' | 'auth' | 'http' | 'invalid_response';

/** A calendar provider failure: `kind` says what went wrong, `status` the HTTP status when there was one. */
export class CalendarProviderError extends Error {
  constructor(
    readonly kind: CalendarErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CalendarProviderError';
  }
}
