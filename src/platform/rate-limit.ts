import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

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

export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly redis: Redis | undefined) {}

  get backend(): 'redis' | 'memory' {
    return this.redis ? 'redis' : 'memory';
  }

  private limiter(rule: LimitRule): RateLimiterAbstract {
    const id = `${rule.name}:${rule.points}:${rule.windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const opts = { keyPrefix: `rl:${id}`, points: rule.points, duration: rule.windowSeconds };
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
