/**
 * "Calls since the last visit": the time of the user's previous visit to the home page is kept
 * in this browser's localStorage, per user (the service keeps no such field). The first visit
 * in a browser counts from the start of today.
 */
const key = (userId: string) => `recepcja.lastVisit.${userId}`;
const previous = new Map<string, string | null>();

/** The previous visit (read once per page load), and this visit recorded as the next one's start. */
export function takeLastVisit(userId: string, now: Date): string | null {
  if (!previous.has(userId)) {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(key(userId));
      localStorage.setItem(key(userId), now.toISOString());
    } catch {
      // storage unavailable (private mode): every visit counts from today
    }
    previous.set(userId, stored && !Number.isNaN(Date.parse(stored)) ? stored : null);
  }
  return previous.get(userId) ?? null;
}
