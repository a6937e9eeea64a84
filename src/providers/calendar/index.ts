import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { GoogleCalendarProvider } from './google.js';
import { SandboxCalendarProvider } from './sandbox.js';
import type { CalendarProvider } from './types.js';

export { GoogleCalendarProvider } from './google.js';
export { SandboxCalendarProvider } from './sandbox.js';
export * from './types.js';

/** The provider `CALENDAR_PROVIDER` names; config parsing already refused missing credentials. */
export function createCalendarProvider(
  config: Pick<Config, 'publicBaseUrl'> & { providers: Pick<Config['providers'], 'calendar'> },
  deps: { db: Db },
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
  return new SandboxCalendarProvider({ db: deps.db, baseUrl: config.publicBaseUrl });
}
