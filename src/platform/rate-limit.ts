import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { type Clock, systemClock } from './clock.js';

/**
 * Fixed-window counters (rate-limiter-flexible): in process by default, shared through
 * Redis when `REDIS_URL` is set (with an in-process insurance limiter if Redis fails, so
 * an outage degrades to per-instance limits instead of refusing traffic).
 */

export interface LimitRule {
  /** Counter namespace, e.g. `v2`, `login-failures`. */
  name: string;
  points: number;
  windowSeconds: number;
}

export interface LimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimiterOptions {
  /** The service clock: the `*InWindow` methods count in its fixed windows. */
  clock?: Clock;
  /** Prefix of every counter key (tests give each database its own, so runs sharing a Redis do not meet). */
  namespace?: string;
}

export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly clock: Clock;
  private readonly namespace: string;

  constructor(
    private readonly redis: Redis | undefined,
    opts: RateLimiterOptions = {},
  ) {
    this.clock = opts.clock ?? systemClock;
    this.namespace = opts.namespace ? `${opts.namespace}:` : '';
  }

  get backend(): 'redis' | 'memory' {
    return this.redis ? 'redis' : 'memory';
  }

  private limiter(rule: LimitRule): RateLimiterAbstract {
    const id = `${rule.name}:${rule.points}:${rule.windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const opts = {
        keyPrefix: `rl:${this.namespace}${id}`,
        points: rule.points,
        duration: rule.windowSeconds,
      };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...opts,
            storeClient: this.redis,
            // Commands wait for a connecting client (ioredis queues them); only a failing
            // Redis falls back to the in-process insurance counters.
            rejectIfRedisNotReady: false,
            insuranceLimiter: new RateLimiterMemory(opts),
          })
        : new RateLimiterMemory(opts);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  private static result(rule: LimitRule, res: RateLimiterRes, allowed: boolean): LimitResult {
    return {
      allowed,
      limit: rule.points,
      remaining: Math.max(0, res.remainingPoints),
      resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    };
  }

  /** Counts one hit (or `points`) against `key`. */
  async consume(rule: LimitRule, key: string, points = 1): Promise<LimitResult> {
    try {
      const res = await this.limiter(rule).consume(key, points);
      return RateLimiter.result(rule, res, true);
    } catch (err) {
      if (err instanceof RateLimiterRes) return RateLimiter.result(rule, err, false);
      throw err;
    }
  }

  /** Reads the counter without counting (e.g. "is this account locked?"). */
  async peek(rule: LimitRule, key: string): Promise<LimitResult> {
    const res = await this.limiter(rule).get(key);
    if (!res)
      return { allowed: true, limit: rule.points, remaining: rule.points, resetSeconds: rule.windowSeconds };
    return RateLimiter.result(rule, res, res.consumedPoints < rule.points);
  }

  async reset(rule: LimitRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }

  /**
   * The current window of the service clock: fixed windows aligned to the epoch, so that a
   * rule's window moves with `platform.clock` (tests move time instead of waiting). The
   * counter key names the window; the store's own expiry only cleans up.
   */
  private window(rule: LimitRule, key: string) {
    const nowMs = this.clock.now().getTime();
    const lengthMs = rule.windowSeconds * 1000;
    const index = Math.floor(nowMs / lengthMs);
    const resetSeconds = Math.max(1, Math.ceil(((index + 1) * lengthMs - nowMs) / 1000));
    return { key: `${key}@${index}`, resetSeconds };
  }

  /** Like {@link consume}, counted in the service clock's fixed window. */
  async consumeInWindow(rule: LimitRule, key: string, points = 1): Promise<LimitResult> {
    const w = this.window(rule, key);
    const r = await this.consume(rule, w.key, points);
    return { ...r, resetSeconds: w.resetSeconds };
  }

  /** Like {@link peek}, in the service clock's window. */
  async peekInWindow(rule: LimitRule, key: string): Promise<LimitResult> {
    const w = this.window(rule, key);
    const r = await this.peek(rule, w.key);
    return { ...r, resetSeconds: w.resetSeconds };
  }

  /** Gives back points counted in the current window (e.g. an attempt that failed on our side). */
  async refundInWindow(rule: LimitRule, key: string, points = 1): Promise<void> {
    const w = this.window(rule, key);
    await this.limiter(rule).reward(w.key, points);
  }

  async resetInWindow(rule: LimitRule, key: string): Promise<void> {
    await this.reset(rule, this.window(rule, key).key);
  }
}

/**
 * `RateLimit-Limit`/`-Remaining`/`-Reset` on every response, plus the current IETF draft's
 * structured `RateLimit-Policy` and `RateLimit` fields beside them.
 */
export function setRateLimitHeaders(reply: FastifyReply, rule: LimitRule, r: LimitResult) {
  reply.header('ratelimit-limit', String(r.limit));
  reply.header('ratelimit-remaining', String(r.remaining));
  reply.header('ratelimit-reset', String(r.resetSeconds));
  reply.header('ratelimit-policy', `"${rule.name}";q=${rule.points};w=${rule.windowSeconds}`);
  reply.header('ratelimit', `"${rule.name}";r=${r.remaining};t=${r.resetSeconds}`);
  if (!r.allowed) reply.header('retry-after', String(r.resetSeconds));
}
