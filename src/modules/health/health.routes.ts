import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { execRows } from '../../db/client.js';
import type { Platform } from '../../platform/deps.js';
import { API_VERSION } from '../../platform/openapi.js';

const Check = Type.Union([Type.Literal('ok'), Type.Literal('failing'), Type.Literal('not_configured')]);

async function timed(
  fn: () => Promise<unknown>,
): Promise<{ status: 'ok' | 'failing'; latency_ms: number; error?: string }> {
  const start = performance.now();
  try {
    await fn();
    return { status: 'ok', latency_ms: Math.round((performance.now() - start) * 10) / 10 };
  } catch (err) {
    return {
      status: 'failing',
      latency_ms: Math.round((performance.now() - start) * 10) / 10,
      error: err instanceof Error ? err.message : String(err),
    };
  }
}

/** Business gauges read at each scrape: open incidents, outbox depth, failed deliveries. */
function registerBusinessGauges(app: FastifyInstance, p: Platform) {
  const read = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => execRows<T>(p.db, q).catch(() => []);
  new Gauge({
    name: 'recepcja_open_incidents',
    help: 'Status-page incidents not resolved.',
    registers: [app.metrics],
    async collect() {
      const [r] = await read<{ n: number }>(
        sql`select count(*)::int as n from status_incidents where status <> 'resolved'`,
      );
      this.set(Number(r?.n ?? 0));
    },
  });
  new Gauge({
    name: 'recepcja_outbox_depth',
    help: 'Side effects waiting in the outbox (pending or being processed), by topic.',
    labelNames: ['topic'] as const,
    registers: [app.metrics],
    async collect() {
      this.reset();
      const rows = await read<{ topic: string; n: number }>(
        sql`select topic, count(*)::int as n from outbox_messages where status in ('pending','processing') group by topic`,
      );
      for (const r of rows) this.set({ topic: r.topic }, Number(r.n));
    },
  });
  new Gauge({
    name: 'recepcja_webhook_deliveries_failed',
    help: 'Webhook deliveries that failed for good (all attempts used, or the endpoint answered 410).',
    registers: [app.metrics],
    async collect() {
      const [r] = await read<{ n: number }>(
        sql`select count(*)::int as n from webhook_deliveries where status = 'failed'`,
      );
      this.set(Number(r?.n ?? 0));
    },
  });
}

export default async function healthRoutes(app: FastifyInstance, p: Platform) {
  const startedAt = Date.now();
  registerBusinessGauges(app, p);

  app.get(
    '/health',
    {
      config: { auth: ['none'] },
      schema: {
        tags: ['health'],
        summary: 'Service health',
        description: 'Always 200 while the process serves HTTP. See `/health/ready` for dependencies.',
        response: { 200: Type.Object({ status: Type.Literal('ok'), version: Type.String() }) },
      },
    },
    async () => ({ status: 'ok' as const, version: API_VERSION }),
  );

  app.get(
    '/health/live',
    {
      config: { auth: ['none'] },
      schema: {
        tags: ['health'],
        summary: 'Liveness probe',
        description: 'Answers 200 while the event loop runs; restart the process when it does not.',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  const Ready = Type.Object({
    status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
    checks: Type.Object({ database: Check, redis: Check }),
  });
  app.get(
    '/health/ready',
    {
      config: { auth: ['none'] },
      schema: {
        tags: ['health'],
        summary: 'Readiness probe',
        description:
          'Answers 200 when the database answers `SELECT 1` within 2 seconds (and Redis, when configured, a PING); 503 otherwise, so that a load balancer stops sending traffic.',
        response: { 200: Ready, 503: Ready },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        timed(() => p.database.ping(2000)),
        p.redis ? timed(() => p.redis!.ping()) : Promise.resolve({ status: 'not_configured' as const }),
      ]);
      const ok = database.status === 'ok' && redis.status !== 'failing';
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ready' : 'unavailable',
        checks: { database: database.status, redis: redis.status },
      });
    },
  );

  const Dependency = Type.Object({
    status: Check,
    latency_ms: Type.Optional(Type.Number()),
    error: Type.Optional(Type.String()),
  });
  app.get(
    '/health/detailed',
    {
      config: { auth: ['user'] },
      schema: {
        tags: ['health'],
        summary: 'Detailed system health (SystemHealthResponse)',
        description:
          'Dependencies with latency, the outbox backlog (pending and failed side effects), uptime and memory. Needs a user session.',
        response: {
          200: Type.Object({
            status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
            version: Type.String(),
            uptime_seconds: Type.Integer(),
            database: Type.Intersect([Dependency, Type.Object({ engine: Type.String() })]),
            redis: Dependency,
            outbox: Type.Object({
              pending: Type.Integer(),
              failed: Type.Integer(),
              oldest_pending_age_seconds: Type.Union([Type.Integer(), Type.Null()]),
            }),
            rate_limit_backend: Type.String(),
            memory: Type.Object({ rss_bytes: Type.Integer(), heap_used_bytes: Type.Integer() }),
          }),
        },
      },
    },
    async () => {
      const [database, redis] = await Promise.all([
        timed(() => p.database.ping(2000)),
        p.redis ? timed(() => p.redis!.ping()) : Promise.resolve({ status: 'not_configured' as const }),
      ]);
      let outbox = { pending: 0, failed: 0, oldest_pending_age_seconds: null as number | null };
      if (database.status === 'ok') {
        const [row] = await execRows<{ pending: number; failed: number; oldest: number | null }>(
          p.db,
          sql`select count(*) filter (where status in ('pending','processing'))::int as pending,
                     count(*) filter (where status = 'failed')::int as failed,
                     extract(epoch from now() - min(created_at) filter (where status in ('pending','processing')))::int as oldest
              from outbox_messages`,
        );
        outbox = {
          pending: Number(row?.pending ?? 0),
          failed: Number(row?.failed ?? 0),
          oldest_pending_age_seconds: row?.oldest ?? null,
        };
      }
      const mem = process.memoryUsage();
      return {
        status:
          database.status === 'ok' && redis.status !== 'failing' ? ('ok' as const) : ('degraded' as const),
        version: API_VERSION,
        uptime_seconds: Math.floor((Date.now() - startedAt) / 1000),
        database: { ...database, engine: p.database.engine },
        redis,
        outbox,
        rate_limit_backend: p.rateLimiter.backend,
        memory: { rss_bytes: mem.rss, heap_used_bytes: mem.heapUsed },
      };
    },
  );

  app.get(
    '/metrics',
    {
      config: { auth: ['none'] },
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics',
        description:
          'Prometheus text format: `http_requests_total` and `http_request_duration_seconds` by method, route template and status, plus process metrics.',
        produces: ['text/plain'],
        response: {
          200: {
            description: 'Prometheus text exposition format',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.type(app.metrics.contentType);
      return app.metrics.metrics();
    },
  );
}
