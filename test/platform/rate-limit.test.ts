import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RateLimiter, setRateLimitHeaders } from '../../src/platform/rate-limit.js';

const redisUrl = process.env.REDIS_URL;
const backends: [string, () => Redis | undefined][] = [['memory', () => undefined]];
if (redisUrl) backends.push(['redis', () => new Redis(redisUrl)]);

describe.each(backends)('rate limiter (%s)', (name, makeRedis) => {
  const redis = makeRedis();
  afterAll(() => redis?.disconnect());

  it('counts hits in a window and refuses past the limit with the time to wait', async () => {
    const limiter = new RateLimiter(redis);
    expect(limiter.backend).toBe(name);
    const rule = { name: `t-${randomBytes(4).toString('hex')}`, points: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume(rule, 'key-a'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]!.resetSeconds).toBeGreaterThan(0);
    expect(results[3]!.resetSeconds).toBeLessThanOrEqual(60);
    // Another key has its own counter.
    expect((await limiter.consume(rule, 'key-b')).allowed).toBe(true);
    expect((await limiter.peek(rule, 'key-a')).allowed).toBe(false);
    await limiter.reset(rule, 'key-a');
    expect((await limiter.peek(rule, 'key-a')).allowed).toBe(true);
  });

  it.runIf(name === 'redis')('shares counters between instances through Redis', async () => {
    const other = makeRedis();
    const a = new RateLimiter(redis);
    const b = new RateLimiter(other);
    const rule = { name: `s-${randomBytes(4).toString('hex')}`, points: 2, windowSeconds: 60 };
    expect((await a.consume(rule, 'k')).allowed).toBe(true);
    expect((await b.consume(rule, 'k')).allowed).toBe(true);
    expect((await a.consume(rule, 'k')).allowed).toBe(false);
    other?.disconnect();
  });
});

describe('rate-limit headers', () => {
  it('sets RateLimit-* plus the draft RateLimit-Policy/RateLimit fields, and Retry-After when refused', async () => {
    const app = Fastify();
    const rule = { name: 'v2', points: 600, windowSeconds: 60 };
    app.get('/ok', async (_req, reply) => {
      setRateLimitHeaders(reply, rule, { allowed: true, limit: 600, remaining: 599, resetSeconds: 42 });
      return {};
    });
    app.get('/no', async (_req, reply) => {
      setRateLimitHeaders(reply, rule, { allowed: false, limit: 600, remaining: 0, resetSeconds: 7 });
      return {};
    });
    const ok = await app.inject({ url: '/ok' });
    expect(ok.headers).toMatchObject({
      'ratelimit-limit': '600',
      'ratelimit-remaining': '599',
      'ratelimit-reset': '42',
      'ratelimit-policy': '"v2";q=600;w=60',
      ratelimit: '"v2";r=599;t=42',
    });
    expect(ok.headers['retry-after']).toBeUndefined();
    expect((await app.inject({ url: '/no' })).headers['retry-after']).toBe('7');
    await app.close();
  });
});
