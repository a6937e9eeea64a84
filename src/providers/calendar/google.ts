import {
  type BusyInterval,
  type CalendarHold,
  type CalendarProvider,
  CalendarProviderError,
  type HoldInput,
} from './types.js';

/** Time allowed for one call to Google (token exchange, free/busy, event insert). */
export const GOOGLE_CALENDAR_TIMEOUT_MS = 8000;
/** Extra reads of a new event while Google is still creating its Meet conference. */
const CONFERENCE_POLLS = 2;
const CONFERENCE_POLL_DELAY_MS = 300;

export interface GoogleCalendarOptions {
  /** `https://www.googleapis.com/calendar/v3`, or a compatible server. */
  apiBase: string;
  calendarId: string;
  /** A fixed OAuth access token (e.g. one issued to a service account by an outside process). */
  accessToken?: string;
  /** Or a refresh token exchanged at `tokenUrl` (grant_type=refresh_token) for short-lived access tokens. */
  refresh?: { refreshToken: string; clientId: string; clientSecret: string; tokenUrl: string };
  timeoutMs?: number;
}

interface GoogleEvent {
  id?: string;
  hangoutLink?: string;
  htmlLink?: string;
  conferenceData?: {
    createRequest?: { status?: { statusCode?: string } };
    entryPoints?: { entryPointType?: string; uri?: string }[];
  };
}

/** The Meet link of an event: `hangoutLink`, else the `video` entry point of its conference. */
export function videoLinkOf(e: GoogleEvent): string | null {
  if (typeof e.hangoutLink === 'string' && e.hangoutLink) return e.hangoutLink;
  const video = e.conferenceData?.entryPoints?.find((p) => p.entryPointType === 'video' && p.uri);
  return video?.uri ?? null;
}

/** Google's error body (`{"error":{"code","message","status"}}`, or OAuth's `{"error","error_description"}`) as one line. */
function describe(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const e = (body as { error?: unknown; error_description?: unknown }).error;
  if (e && typeof e === 'object') {
    const { message, status } = e as { message?: unknown; status?: unknown };
    return [status, message].filter((x) => typeof x === 'string').join(': ') || undefined;
  }
  if (typeof e === 'string') {
    const d = (body as { error_description?: unknown }).error_description;
    return typeof d === 'string' ? `${e}: ${d}` : e;
  }
  return undefined;
}

/**
 * Google Calendar API v3 over HTTP: `POST /freeBusy` for the team's busy times and
 * `POST /calendars/{calendarId}/events?conferenceDataVersion=1&sendUpdates=all` for a hold with
 * a Google Meet conference (`conferenceData.createRequest`, `hangoutsMeet`), Google e-mailing
 * the invitations. Every call has a timeout; failures are {@link CalendarProviderError}s.
 */
export class GoogleCalendarProvider implements CalendarProvider {
  readonly name = 'google-calendar';
  private readonly apiBase: string;
  private readonly timeoutMs: number;
  private cached: { token: string; expiresAt: number } | null = null;

  constructor(private readonly options: GoogleCalendarOptions) {
    if (!options.accessToken && !options.refresh)
      throw new Error('Google Calendar needs an access token or a refresh token');
    this.apiBase = options.apiBase.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? GOOGLE_CALENDAR_TIMEOUT_MS;
  }

  private async request(
    what: string,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new CalendarProviderError(
          'timeout',
          `Google Calendar ${what}: no answer in ${this.timeoutMs} ms`,
        );
      throw new CalendarProviderError(
        'network',
        `Google Calendar ${what}: unreachable (${err instanceof Error ? err.message : String(err)})`,
      );
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw new CalendarProviderError(
        'network',
        `Google Calendar ${what}: body not read (${err instanceof Error ? err.message : String(err)})`,
      );
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (res.status < 200 || res.status > 299) {
      const detail = describe(body) ?? (text.slice(0, 200) || 'no body');
      throw new CalendarProviderError(
        res.status === 401 || res.status === 403 ? 'auth' : 'http',
        `Google Calendar ${what} answered ${res.status}: ${detail}`,
        res.status,
      );
    }
    if (!body || typeof body !== 'object')
      throw new CalendarProviderError('invalid_response', `Google Calendar ${what}: the answer is not JSON`);
    return body;
  }

  /** The bearer token: the fixed one, or a cached access token from the refresh token. */
  private async token(): Promise<string> {
    if (this.options.accessToken) return this.options.accessToken;
    const now = Date.now();
    if (this.cached && this.cached.expiresAt > now) return this.cached.token;
    const r = this.options.refresh!;
    const body = (await this.request('token exchange', r.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: r.refreshToken,
        client_id: r.clientId,
        client_secret: r.clientSecret,
      }).toString(),
    }).catch((err: unknown) => {
      // A refused refresh token is an authorisation failure whatever the status.
      if (err instanceof CalendarProviderError && err.kind === 'http' && err.status && err.status < 500)
        throw new CalendarProviderError('auth', err.message, err.status);
      throw err;
    })) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || !body.access_token)
      throw new CalendarProviderError('invalid_response', 'Google token exchange: no access_token');
    const ttl = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    // Renewed a minute before it expires.
    this.cached = { token: body.access_token, expiresAt: now + Math.max(0, ttl - 60) * 1000 };
    return body.access_token;
  }

  private async api(what: string, method: string, path: string, payload?: unknown): Promise<unknown> {
    const token = await this.token();
    return this.request(what, `${this.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
  }

  async freeBusy(range: { from: Date; to: Date }): Promise<BusyInterval[]> {
    const id = this.options.calendarId;
    const body = (await this.api('freeBusy', 'POST', '/freeBusy', {
      timeMin: range.from.toISOString(),
      timeMax: range.to.toISOString(),
      timeZone: 'UTC',
      items: [{ id }],
    })) as { calendars?: Record<string, { busy?: { start?: string; end?: string }[]; errors?: unknown[] }> };
    const cal = body.calendars?.[id];
    if (!cal)
      throw new CalendarProviderError('invalid_response', `Google Calendar freeBusy: no entry for ${id}`);
    if (cal.errors?.length) {
      const reason = (cal.errors[0] as { reason?: string }).reason ?? 'error';
      throw new CalendarProviderError('http', `Google Calendar freeBusy: calendar ${id} answered ${reason}`);
    }
    const out: BusyInterval[] = [];
    for (const b of cal.busy ?? []) {
      const start = new Date(b.start ?? '');
      const end = new Date(b.end ?? '');
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
        throw new CalendarProviderError(
          'invalid_response',
          'Google Calendar freeBusy: a busy range is not a time',
        );
      out.push({ start, end });
    }
    return out;
  }

  async createHold(input: HoldInput): Promise<CalendarHold> {
    const cal = encodeURIComponent(this.options.calendarId);
    const event = (await this.api(
      'events.insert',
      'POST',
      `/calendars/${cal}/events?conferenceDataVersion=1&sendUpdates=all`,
      {
        summary: input.summary,
        description: input.description,
        start: { dateTime: input.start.toISOString(), timeZone: 'UTC' },
        end: { dateTime: input.end.toISOString(), timeZone: 'UTC' },
        attendees: input.attendees.map((a) => ({
          email: a.email,
          ...(a.name ? { displayName: a.name } : {}),
        })),
        conferenceData: {
          createRequest: { requestId: input.requestId, conferenceSolutionKey: { type: 'hangoutsMeet' } },
        },
        guestsCanModify: false,
        reminders: { useDefault: true },
      },
    )) as GoogleEvent;
    if (typeof event.id !== 'string' || !event.id)
      throw new CalendarProviderError('invalid_response', 'Google Calendar events.insert: no event id');
    let link = videoLinkOf(event);
    // The conference may still be `pending`: read the event again a couple of times.
    for (let i = 0; !link && i < CONFERENCE_POLLS; i++) {
      if (event.conferenceData?.createRequest?.status?.statusCode === 'failure') break;
      await new Promise((r) => setTimeout(r, CONFERENCE_POLL_DELAY_MS));
      const again = (await this.api(
        'events.get',
        'GET',
        `/calendars/${cal}/events/${encodeURIComponent(event.id)}`,
      )) as GoogleEvent;
      link = videoLinkOf(again);
    }
    return { eventId: event.id, videoLink: link, invitesSent: true };
  }
}
