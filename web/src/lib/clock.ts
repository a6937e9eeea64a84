/**
 * The service's clock, as seen from the browser: every answer's `Date` header gives the
 * offset, so "today" and "tomorrow" on the pages are the service's days, not the machine's.
 */
let offsetMs = 0;

export function observeServerDate(header: string | null) {
  if (!header) return;
  const server = Date.parse(header);
  if (!Number.isNaN(server)) offsetMs = server - Date.now();
}

/** Now, by the service's clock (within a second). */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}
