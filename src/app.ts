import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import { credentialLookup, modules } from './composition.js';
import type { ResolvedConfig } from './config.js';
import type { Database } from './db/client.js';
import authPlugin, { PrincipalCache } from './platform/auth.js';
import { AuthChanges } from './platform/auth-changes.js';
import { type Clock, systemClock } from './platform/clock.js';
import { CryptoBox } from './platform/crypto-box.js';
import type { ModuleDefinition, Platform, ScheduledWork } from './platform/deps.js';
import { embeddedFairness } from './platform/embedded-fairness.js';
import errorHandler, { frameworkErrors } from './platform/error-handler.js';
import { AppError } from './platform/errors.js';
import inputGuard from './platform/input-guard.js';
import { genReqId, loggerOptions } from './platform/logging.js';
import metricsPlugin from './platform/metrics.js';
import openapiPlugin from './platform/openapi.js';
import { Outbox, type OutboxHandler, Waker } from './platform/outbox.js';
import { CursorCodec } from './platform/pagination.js';
import { RateLimiter } from './platform/rate-limit.js';
import { TokenService } from './platform/tokens.js';
import { cacheZoneOffsets } from './platform/zone-offsets.js';
import { MCP_PATH } from './surfaces/mcp.js';

export interface AppDeps {
  config: ResolvedConfig;
  database: Database;
  redis?: Redis;
  clock?: Clock;
  /** Where logs go; defaults to stdout at `config.logLevel`. */
  logStream?: NodeJS.WritableStream;
  modules?: ModuleDefinition[];
  /** Prefix of the rate-limit counter keys (tests: one per database). */
  rateLimitNamespace?: string;
}

export function createPlatform(deps: AppDeps): Platform {
  const clock = deps.clock ?? systemClock;
  const tokens = new TokenService(deps.config.jwtSecret, clock);
  return {
    config: deps.config,
    database: deps.database,
    db: deps.database.db,
    redis: deps.redis,
    tokens,
    cursors: new CursorCodec(tokens),
    rateLimiter: new RateLimiter(deps.redis, { clock, namespace: deps.rateLimitNamespace }),
    outbox: new Outbox(new Waker(deps.redis), clock),
    clock,
    dataBox: new CryptoBox(deps.config.dataEncryptionKey),
    authChanges: new AuthChanges(deps.redis),
  };
}

/** The outbox handlers of every module, by topic. */
export function outboxHandlers(
  platform: Platform,
  list: ModuleDefinition[] = modules,
): Map<string, OutboxHandler> {
  const handlers = new Map<string, OutboxHandler>();
  for (const m of list) {
    for (const [topic, handler] of Object.entries(m.outboxHandlers?.(platform) ?? {})) {
      if (handlers.has(topic)) throw new Error(`Outbox topic ${topic} has two handlers`);
      handlers.set(topic, handler);
    }
  }
  return handlers;
}

/** The scheduled work of every module (run by the worker role, see main.ts). */
export function scheduledWork(platform: Platform, list: ModuleDefinition[] = modules): ScheduledWork[] {
  return list.flatMap((m) => m.jobs?.(platform) ?? []);
}

/** Builds the HTTP application: platform plugins, then every module. Used by main and by tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance & { platform: Platform }> {
  // The tenants' zone offsets from a per-quarter memory: luxon's own answers, without an Intl
  // look-up for each date of a turn (platform/zone-offsets.ts, issue #21 item 7).
  cacheZoneOffsets();
  const platform = createPlatform(deps);
  const app = Fastify({
    logger: loggerOptions(deps.config.logLevel, deps.logStream),
    genReqId,
    // One line per request, written when it is answered (the hook below), instead of Fastify's
    // two ("incoming request", "request completed"): half the logging per request (issue #25).
    // Our error handler logs errors; Fastify's 404 line is the request's own line now.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The contract writes some paths with a trailing slash (`/tenants/`); both forms answer.
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors,
    ajv: {
      customOptions: { allErrors: true, removeAdditional: false, coerceTypes: 'array', useDefaults: true },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('platform', platform);
  // The embedded engine runs statements on this thread: requests start in arrival order.
  if (platform.database.engine === 'pglite') await app.register(embeddedFairness);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The request's one log line: method, masked URL, host and address (the `req` serializer's
  // allow-list), status and time, with the request id.
  app.addHook('onResponse', (request, reply, done) => {
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  // Host-based routing: the dedicated MCP host (MCP_HOST) serves the MCP endpoint and health only.
  const mcpHost = deps.config.mcpHost;
  if (mcpHost) {
    app.addHook('onRequest', async (request) => {
      if (request.hostname.split(':')[0]?.toLowerCase() !== mcpHost) return;
      const path = request.url.split('?')[0] ?? '';
      if (path !== MCP_PATH && path !== '/health' && !path.startsWith('/health/'))
        throw new AppError(404, 'not_found');
    });
  }
  // A write sent without a body is validated as an empty object: action routes
  // (`…/cancel`, `…/rotate-secret`) need none, and required fields are named one by one.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body && request.method !== 'GET')
      request.body = {};
  });

  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(metricsPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(authPlugin, {
    credentials: credentialLookup(platform.db),
    tokens: platform.tokens,
    config: deps.config,
    principalCache: await PrincipalCache.listeningTo(deps.database, platform.authChanges),
    clock: platform.clock,
  });
  await app.register(openapiPlugin, { config: deps.config });

  for (const m of deps.modules ?? modules) {
    if (m.routes) await app.register(m.routes, platform);
  }

  app.addHook('onClose', async () => {
    await platform.outbox.waker.close();
  });
  return app as unknown as FastifyInstance & { platform: Platform };
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
