import type { Config } from '../../config.js';
import { GoogleCalendarProvider } from './google.js';
import { SandboxCalendarProvider, type SandboxCalendarStore } from './sandbox.js';
import type { CalendarProvider } from './types.js';

export { GoogleCalendarProvider } from './google.js';
export { SandboxCalendarProvider, type SandboxCalendarStore, type SandboxHold } from './sandbox.js';
export * from './types.js';

/**
 * The provider `CALENDAR_PROVIDER` names; config parsing already refused missing credentials.
 * `sandboxStore` keeps the sandbox's holds (the calendar module passes its table).
 */
export function createCalendarProvider(
  config: Pick<Config, 'publicBaseUrl'> & { providers: Pick<Config['providers'], 'calendar'> },
  deps: { sandboxStore: SandboxCalendarStore },
): CalendarProvider {
  const c = config.providers.calendar;
  if (c.provider === 'google') {
    if (!c.google.calendarId) throw new Error('CALENDAR_PROVIDER=google needs GOOGLE_CALENDAR_ID');
    return new GoogleCalendarProvider({
      apiBase: c.google.apiBase,
      calendarId: c.google.calendarId,
      accessToken: c.google.accessToken,
      refresh: c.google.refreshToken
        ? {
            refreshToken: c.google.refreshToken,
            clientId: c.google.clientId ?? '',
            clientSecret: c.google.clientSecret ?? '',
            tokenUrl: c.google.tokenUrl,
          }
        : undefined,
      timeoutMs: c.google.timeoutMs,
    });
  }
  return new SandboxCalendarProvider({ store: deps.sandboxStore, baseUrl: config.publicBaseUrl });
}
