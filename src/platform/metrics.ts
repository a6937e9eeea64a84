import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
  interface FastifyRequest {
    metricsStart: bigint;
  }
}

/** Prometheus metrics: request counts and durations by route template, method and status. */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.decorate('metrics', registry);
    app.decorateRequest('metricsStart', 0n);
    app.addHook('onRequest', async (request) => {
      request.metricsStart = process.hrtime.bigint();
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route template, never the raw URL: ids in paths must not explode the label set.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - request.metricsStart) / 1e9);
    });
  },
  { name: 'metrics' },
);
