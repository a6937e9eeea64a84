import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import {
  type ClaimAlongside,
  IDEMPOTENCY_HEADER,
  IdempotencyStore,
  parseIdempotencyKey,
  requestFingerprint,
} from '../../platform/idempotency.js';
import { type LimitRule, setRateLimitHeaders } from '../../platform/rate-limit.js';

/** Requests a minute per key (DECISIONS): Business 600, Enterprise 3000, test keys 100. */
export const V2_LIMITS = {
  business: { name: 'v2-business', points: 600, windowSeconds: 60 },
  enterprise: { name: 'v2-enterprise', points: 3000, windowSeconds: 60 },
  test: { name: 'v2-test', points: 100, windowSeconds: 60 },
} satisfies Record<string, LimitRule>;

export function limitRuleFor(principal: FastifyRequest['principal']): LimitRule | null {
  if (principal?.kind !== 'apiKey') return null;
  if (principal.mode === 'test') return V2_LIMITS.test;
  return principal.tier === 'enterprise' ? V2_LIMITS.enterprise : V2_LIMITS.business;
}

/**
 * The per-key rate limit with its headers (429 `rate_limited` with `Retry-After` past it).
 * One counter per key, whichever surface it reaches: v2, v1 and the hosted MCP endpoint.
 */
export function apiKeyRateLimitHook(platform: Platform) {
  return async function apiKeyRateLimit(request: FastifyRequest, reply: FastifyReply) {
    const rule = limitRuleFor(request.principal);
    if (!rule || request.principal?.kind !== 'apiKey') return;
    const result = await platform.rateLimiter.consume(rule, request.principal.keyId);
    setRateLimitHeaders(reply, rule, result);
    if (!result.allowed) {
      throw new AppError(429, 'rate_limited', {
        message: `Rate limit of ${rule.points} requests per ${rule.windowSeconds} seconds exceeded for this key.`,
        messagePl: `Przekroczono limit ${rule.points} żądań na ${rule.windowSeconds} sekund dla tego klucza.`,
        headers: { 'retry-after': String(result.resetSeconds) },
      });
    }
  };
}

/** `X-Service-Livemode`, then the per-key rate limit. Shared by v2 and the hosted MCP endpoint. */
export function v2RateLimitHook(platform: Platform) {
  const limit = apiKeyRateLimitHook(platform);
  return async function v2RateLimit(request: FastifyRequest, reply: FastifyReply) {
    reply.header('x-service-livemode', String(request.livemode));
    await limit(request, reply);
  };
}

/** The transaction a service's `beforeCommit` hook runs in (the store writes the answer in it). */
type WriteTx = NonNullable<Parameters<IdempotencyStore['complete']>[3]>;

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * v2 writes: a read the handler needs first, run in the statement that claims the
     * request's `Idempotency-Key` (see `ClaimAlongside`); called after validation.
     */
    claimAlongside?: (request: FastifyRequest) => ClaimAlongside;
    /**
     * v2 writes: the handler claims the request's `Idempotency-Key` itself (see `claimInWrite`),
     * in its write statement when it can; the plumbing does not claim it before the handler.
     */
    claimInHandler?: boolean;
  }
  interface FastifyRequest {
    /** v2 writes: the idempotency record this request claimed (its answer is stored on send). */
    idempotencyRecordId: string | null;
    idempotencyFingerprint: string | null;
    idempotencyStore: IdempotencyStore | null;
    /** v2 writes with `claimInHandler`: the key is still to be claimed, by the handler. */
    idempotencyDeferred: boolean;
  }
}

/** The request's `Idempotency-Key` as the store takes it: scope, key, fingerprint, method, path. */
function keyOf(request: FastifyRequest) {
  const ctx = serviceContext(request);
  return [
    { tenantId: ctx.tenantId, mode: ctx.mode },
    parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]),
    request.idempotencyFingerprint ?? '',
    request.method,
    request.url,
  ] as const;
}

/**
 * Claims the request's `Idempotency-Key` (see `IdempotencyStore.begin`), with the route's
 * `claimAlongside` read when it has one. Answers false when the request has been answered
 * already (a replay of the stored answer); a reuse or a request still in progress throws.
 */
async function claimKey(store: IdempotencyStore, request: FastifyRequest, reply: FastifyReply) {
  const begun = await store.begin(...keyOf(request), request.routeOptions.config.claimAlongside?.(request));
  if (begun.kind === 'replay') {
    reply.header('idempotent-replayed', 'true');
    reply.status(begun.status).type('application/json; charset=utf-8').send(begun.body);
    return false;
  }
  request.idempotencyRecordId = begun.id;
  request.idempotencyStore = store;
  return true;
}

/**
 * For a v2 write whose route claims its `Idempotency-Key` in the handler (`claimInHandler`),
 * undefined otherwise:
 * - `values` and `answer`, for a service that claims the key in its own write statement: the
 *   claim's placeholders (a row id chosen here), and the answer for the written row, rendered
 *   with `render` and sealed for that row, which the statement stores completed with the key;
 * - `send`, once such a statement wrote the change: sends exactly the stored bytes;
 * - `claimNow`, when it wrote nothing: claims the key as the plumbing does before other
 *   handlers (false: a replay has been sent), after which the handler takes its ordinary path.
 */
export function claimInWrite<R>(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  render: (row: R) => unknown,
) {
  const store = request.idempotencyStore;
  if (!request.idempotencyDeferred || !store) return undefined;
  const values = store.claimValues(...keyOf(request));
  let payload = '';
  return {
    values,
    answer(row: R) {
      payload = JSON.stringify(render(row));
      return store.sealedAnswer(values.claim_id, status, payload);
    },
    send() {
      return reply.status(status).type('application/json; charset=utf-8').send(payload);
    },
    async claimNow(): Promise<boolean> {
      request.idempotencyDeferred = false;
      return claimKey(store, request, reply);
    },
  };
}

/**
 * For a v2 write whose service runs a hook inside its transaction (live mode): the answer is
 * rendered and stored as the idempotent answer in that same transaction, so the change and
 * its stored answer commit together, and exactly those bytes are sent. Otherwise (test mode,
 * errors) the answer is stored after sending, by the onSend hook.
 */
export function answerInTransaction<R>(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  render: (row: R) => unknown,
) {
  const recordId = request.idempotencyRecordId;
  const store = request.idempotencyStore;
  let payload: string | undefined;
  return {
    /** The answer rendered and sealed, for a service that stores it in its own write statement. */
    storedAnswer:
      recordId && store
        ? (row: R) => {
            payload = JSON.stringify(render(row));
            return store.sealedAnswer(recordId, status, payload);
          }
        : undefined,
    beforeCommit:
      recordId && store
        ? async (tx: WriteTx, row: R) => {
            payload = JSON.stringify(render(row));
            await store.complete(recordId, status, payload, tx);
          }
        : undefined,
    send(row: R) {
      if (payload !== undefined) {
        request.idempotencyRecordId = null; // already stored with the change
        return reply.status(status).type('application/json; charset=utf-8').send(payload);
      }
      return reply.status(status).send(render(row));
    },
  };
}

/**
 * The manners of the v2 surface, for the routes of the context it is registered in:
 * - per-key rate limits (by plan; test keys apart) with `RateLimit-*` headers on every answer
 *   and 429 `rate_limited` with `Retry-After`, counted in Redis when configured;
 * - `X-Service-Livemode` on every answer (`X-Request-Id` is set by the app for all);
 * - `Idempotency-Key` on every write, stored in the database (see `IdempotencyStore`).
 * Authentication, scopes and the plan gate run before, in the app-wide auth hook.
 */
export const v2Plumbing = fp(
  async function v2Plumbing(app: FastifyInstance, opts: { platform: Platform }) {
    const { platform } = opts;
    const store = new IdempotencyStore(platform.db, platform.clock, platform.dataBox);
    app.decorateRequest('idempotencyRecordId', null);
    app.decorateRequest('idempotencyFingerprint', null);
    app.decorateRequest('idempotencyStore', null);
    app.decorateRequest('idempotencyDeferred', false);

    // Expired keys are ignored on lookup; this keeps the table small.
    const purge = setInterval(
      () => {
        store.purgeExpired().catch((err) => app.log.warn({ err }, 'idempotency: purge failed'));
      },
      60 * 60 * 1000,
    );
    purge.unref();
    app.addHook('onClose', async () => clearInterval(purge));

    app.addHook('onRequest', v2RateLimitHook(platform));

    // Before body validation, so that a write without a key is told so first.
    app.addHook('preValidation', async (request) => {
      if (!isWrite(request.method)) return;
      parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      request.idempotencyFingerprint = requestFingerprint(request.method, request.url, request.body);
    });

    app.addHook('preHandler', async (request, reply) => {
      if (!isWrite(request.method) || !request.idempotencyFingerprint) return;
      if (request.routeOptions.config.claimInHandler) {
        request.idempotencyDeferred = true;
        request.idempotencyStore = store;
        return;
      }
      if (!(await claimKey(store, request, reply))) return reply;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const id = request.idempotencyRecordId;
      if (!id) return payload;
      request.idempotencyRecordId = null;
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await store.release(id).catch((err) => request.log.error({ err }, 'idempotency: release failed'));
      } else {
        await store.complete(id, reply.statusCode, payload).catch(async (err) => {
          // The answer still goes out; the key is freed so that a retry runs again.
          request.log.error({ err }, 'idempotency: could not store the answer');
          await store.release(id).catch(() => {});
        });
      }
      return payload;
    });
  },
  { name: 'v2-plumbing' },
);
