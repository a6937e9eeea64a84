/**
 * Attempts: at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h
 * (the Standard Webhooks schedule, about 3 days), each delay with ±10 % jitter.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Delay after failed attempt `attempt` (1-based), or null when it was the last one. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempt - 1];
  if (base === undefined) return null;
  return Math.round(base * (0.9 + random() * 0.2));
}

/**
 * The longest wait a receiver's `Retry-After` can ask for: the schedule's longest step. A
 * longer (or absurd) value waits this long, so that a receiver cannot park a delivery, and
 * the resend of it, for years.
 */
export const MAX_RETRY_AFTER_MS = Math.max(...RETRY_DELAYS_MS);

/**
 * `Retry-After` as seconds or an HTTP date, capped at `MAX_RETRY_AFTER_MS`; null when
 * absent or unreadable.
 */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now.getTime();
  if (Number.isNaN(ms)) return null;
  return Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS);
}
