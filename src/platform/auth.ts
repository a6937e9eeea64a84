import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import type { ResolvedConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { AuthChanges } from './auth-changes.js';
import { type Clock, systemClock } from './clock.js';
import { type Principal, surfaceOfUrl } from './context.js';
import { AppError } from './errors.js';
import { safeEqual, sha256Hex, type TokenService } from './tokens.js';

/** Credential kinds of the spec. `admin` is a user token of an administrator. */
export type AuthKind = 'none' | 'user' | 'admin' | 'apiKey' | 'internal' | 'ci';

export const API_SCOPES = [
  'calls:read',
  /** What callers said: transcripts of calls (`expand=transcript`, webhooks, MCP). Not a default scope. */
  'calls:transcript',
  /** Recordings of calls (`GET /v2/calls/{id}/recording`). Not a default scope. */
  'calls:recording',
  'appointments:read',
  'appointments:write',
  'analytics:read',
  'faq:read',
  'faq:write',
  'voice_config:read',
  'voice_config:write',
  'knowledge:read',
  'knowledge:write',
  'tenant:read',
  'billing:read',
  'webhooks:manage',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/**
 * The refusal of a key that lacks `scope` for an option of a route (the route's own scope is
 * checked by the auth hook). Callers other than API keys (dashboard users) pass.
 */
export function assertScope(principal: Principal | null | undefined, scope: ApiScope) {
  if (!hasScope(principal, scope)) throw insufficientScope(scope);
}

/** Whether the caller may use what `scope` guards (only API keys are limited by scopes). */
export const hasScope = (principal: Principal | null | undefined, scope: ApiScope) =>
  principal?.kind !== 'apiKey' || principal.scopes.includes(scope);

export const insufficientScope = (scope: ApiScope) =>
  new AppError(403, 'insufficient_scope', {
    message: `The API key lacks the scope ${scope}.`,
    messagePl: `Klucz API nie ma zakresu ${scope}.`,
  });

/** Tiers whose keys work (a `trialing` Business signup included: the tier carries the plan). */
export const API_TIERS = new Set(['business', 'enterprise']);

export const SESSION_COOKIE = 'access_token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Credential kinds this route accepts. Every route must declare it (secure by default). */
    auth?: AuthKind[];
    /** Scope an API key must carry. */
    scope?: ApiScope;
  }
}

const SECURITY: Record<Exclude<AuthKind, 'none'>, Record<string, string[]>[]> = {
  user: [{ bearerAuth: [] }, { cookieAuth: [] }],
  admin: [{ bearerAuth: [] }, { cookieAuth: [] }],
  apiKey: [{ apiKey: [] }],
  internal: [{ internalKey: [] }],
  ci: [{ ciToken: [] }],
};

export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A user session token from `POST /auth/login` (1 hour, or the remember-me lifetime).',
  },
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The same session token as a cookie.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A developer API key (`svc_live_…` or `svc_test_…`) sent as `Authorization: Bearer <key>`. Business plan or higher.',
  },
  internalKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Internal-Key',
    description: 'Service-to-service key (voice engine).',
  },
  ciToken: { type: 'http', scheme: 'bearer', description: 'The CI status token (`CI_STATUS_TOKEN`).' },
} as const;

function bearerOf(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h.trim());
  return m?.[1]?.trim();
}

export const isApiKeyLike = (token: string) => token.startsWith('svc_live_') || token.startsWith('svc_test_');

/** A user as the credential store knows them, for a session token's check. */
export interface UserCredential {
  id: string;
  email: string | null;
  tenantId: string | null;
  isAdmin: boolean;
  /** Tokens issued before this instant are refused (password change, "sign out everywhere"). */
  tokensValidAfter: Date;
  /** The token's `jti` was revoked (sign-out). */
  revoked: boolean;
}

/** An unrevoked API key with its tenant's tier. */
export interface ApiKeyCredential {
  id: string;
  tenantId: string;
  mode: 'live' | 'test';
  scopes: string[];
  tier: string;
}

/**
 * What authentication asks of the modules that own the credentials (users and revoked tokens:
 * accounts; API keys and their tenant's tier: api-keys). The platform knows no table; app.ts
 * passes the modules' implementations in.
 */
export interface CredentialLookup {
  /** The user `userId` unless deleted, with whether the token `jti` was revoked; null when none. */
  findUser(userId: string, jti: string): Promise<UserCredential | null>;
  /** The unrevoked API key whose SHA-256 (hex) is `keyHash`; null when none. */
  findApiKey(keyHash: string): Promise<ApiKeyCredential | null>;
  /** Records an API key's last use at `at` (`last_used_at` of the key list). */
  noteApiKeyUse(keyId: string, at: Date): Promise<void>;
  /** Records a user session's last request at `at` (`last_seen_at` of the sessions list). */
  noteSessionUse(jti: string, at: Date): Promise<void>;
}

export interface AuthDeps {
  credentials: CredentialLookup;
  tokens: TokenService;
  config: ResolvedConfig;
  /** API-key principals kept between requests (`PrincipalCache.listeningTo`); none: every request looks the key up. */
  principalCache?: PrincipalCache;
  /** Where a failed background write (an API key's `last_used_at`) is reported. */
  onBackgroundError?: (err: unknown) => void;
  /** The service clock, for a session's `last_seen_at` (the system clock by default). */
  clock?: Clock;
}

/** The channel of migration 0017's triggers: a key, or its tenant's tier, changed. */
export const AUTH_CHANGED_CHANNEL = 'recepcja_auth_changed';

/** How long a PostgreSQL server's instance keeps an API-key principal: the bound for a change no announcement reached. */
export const AUTH_CACHE_TTL_MS = 5_000;

/**
 * API-key principals by key hash: one query fewer on every API-key request.
 *
 * - Embedded PGlite: every change to `api_keys` or a tenant's tier is announced in process
 *   before the changing statement returns (migration 0017's triggers, see
 *   `Database.listenInProcess`): the cache is emptied before anyone can observe the change,
 *   so a revoked key is refused at once, also after plain SQL. Entries live 60 s.
 * - PostgreSQL server (other processes write too): entries live {@link AUTH_CACHE_TTL_MS}.
 *   A revocation through the service is announced (`AuthChanges`): this instance forgets at
 *   once, the others through Redis when configured; any other change (plain SQL, a tier
 *   change) holds within the time limit.
 *
 * A lookup that overlaps an emptying is not kept (`generation`). Misses are never kept, nor
 * the principal of a key its tenant's plan refuses (an upgrade holds from the next request).
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: Principal; expiresAt: number }>();
  private generation = 0;
  /** Called on every lookup: `true` when served from the cache. */
  onLookup?: (hit: boolean) => void;
  /** Stops listening (the app closes). */
  stop: () => Promise<void> = async () => {};

  constructor(
    private readonly maxEntries = 10_000,
    private readonly ttlMs = 60_000,
  ) {}

  /** The cache for this database, emptied on every announced change (see the class comment). */
  static async listeningTo(database: Database, changes?: AuthChanges): Promise<PrincipalCache> {
    const cache = new PrincipalCache(10_000, database.listenInProcess ? 60_000 : AUTH_CACHE_TTL_MS);
    const clear = () => cache.clear();
    const stops: (() => Promise<void>)[] = [];
    if (database.listenInProcess) stops.push(await database.listenInProcess(AUTH_CHANGED_CHANNEL, clear));
    if (changes) stops.push(await changes.subscribe(clear));
    cache.stop = async () => {
      for (const stop of stops) await stop();
    };
    return cache;
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  /** `keep`: whether a found principal may be kept (default: yes). */
  async get(
    keyHash: string,
    load: () => Promise<Principal | null>,
    keep: (principal: Principal) => boolean = () => true,
  ): Promise<Principal | null> {
    const now = Date.now();
    const hit = this.entries.get(keyHash);
    if (hit && hit.expiresAt > now) {
      this.onLookup?.(true);
      return hit.principal;
    }
    this.onLookup?.(false);
    const generation = this.generation;
    const principal = await load();
    if (principal && generation === this.generation && keep(principal)) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      // Shared by the requests it serves: nobody may change it.
      if (principal.kind === 'apiKey') Object.freeze(principal.scopes);
      this.entries.set(keyHash, { principal: Object.freeze(principal), expiresAt: now + this.ttlMs });
    }
    return principal;
  }
}

/** How fresh an API key's `last_used_at` is kept. */
export const LAST_USED_PRECISION_MS = 60_000;
/** How fresh a user session's `last_seen_at` is kept. */
export const LAST_SEEN_PRECISION_MS = 60_000;

export function createAuthenticator({
  credentials,
  tokens,
  config,
  principalCache,
  onBackgroundError,
  clock = systemClock,
}: AuthDeps) {
  async function authenticateUser(token: string): Promise<Principal | null> {
    const claims = await tokens.verifyAccessToken(token);
    if (!claims) return null;
    const row = await credentials.findUser(claims.userId, claims.jti);
    if (!row || row.revoked) return null;
    if (claims.issuedAtMs < row.tokensValidAfter.getTime()) return null;
    const isAdmin =
      row.isAdmin || (row.email !== null && config.adminEmails.includes(row.email.toLowerCase()));
    noteSessionSeen(claims.jti, claims.issuedAtMs);
    return {
      kind: 'user',
      userId: row.id,
      tenantId: row.tenantId,
      isAdmin,
      email: row.email,
      jti: claims.jti,
      issuedAtMs: claims.issuedAtMs,
      expiresAt: claims.expiresAt,
    };
  }

  async function lookUpApiKey(keyHash: string): Promise<Principal | null> {
    const row = await credentials.findApiKey(keyHash);
    if (!row) return null;
    return {
      kind: 'apiKey',
      keyId: row.id,
      tenantId: row.tenantId,
      mode: row.mode,
      scopes: row.scopes,
      tier: row.tier,
    };
  }

  async function authenticateApiKey(key: string): Promise<Principal | null> {
    const keyHash = sha256Hex(key);
    const principal = principalCache
      ? // A key its plan refuses is not kept: an upgrade holds from the next request.
        await principalCache.get(
          keyHash,
          () => lookUpApiKey(keyHash),
          (p) => p.kind !== 'apiKey' || API_TIERS.has(p.tier),
        )
      : await lookUpApiKey(keyHash);
    if (principal?.kind === 'apiKey') noteUse(principal.keyId);
    return principal;
  }

  // `last_used_at` of the key list: written at most once a minute per key and instance, after
  // the answer (a failed write only leaves the time older). The column is not one the
  // principal depends on, so this never empties the principal cache.
  const lastNoted = new Map<string, number>();
  function noteUse(keyId: string) {
    const now = Date.now();
    if (now - (lastNoted.get(keyId) ?? 0) < LAST_USED_PRECISION_MS) return;
    if (lastNoted.size >= 10_000) lastNoted.clear();
    lastNoted.set(keyId, now);
    background(() => credentials.noteApiKeyUse(keyId, new Date(now)));
  }
  // A session's `last_seen_at`: the same scheme, by the service clock. A session seen within
  // the last minute by this instance, or issued within it (its row starts with `last_seen_at`
  // = the issue time), costs no query at all.
  const lastSeen = new Map<string, number>();
  function noteSessionSeen(jti: string, issuedAtMs: number) {
    const at = clock.now();
    const ms = at.getTime();
    if (ms - (lastSeen.get(jti) ?? issuedAtMs) < LAST_SEEN_PRECISION_MS) return;
    if (lastSeen.size >= 10_000) lastSeen.clear();
    lastSeen.set(jti, ms);
    background(() => credentials.noteSessionUse(jti, at));
  }
  function background(work: () => Promise<void>) {
    const write = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (err: unknown) => onBackgroundError?.(err),
      )
      .finally(() => pending.delete(write));
    pending.add(write);
  }
  const pending = new Set<Promise<void>>();
  /** Waits for the background writes (on close, before the database goes). */
  const settle = async () => {
    await Promise.all([...pending]);
  };

  /** Resolves the request's credential against the kinds the route accepts; throws 401/403. */
  async function authenticate(
    request: FastifyRequest,
    accepted: AuthKind[],
    scope?: ApiScope,
  ): Promise<Principal | null> {
    if (accepted.includes('none')) return null;
    const internalHeader = request.headers['x-internal-key'];
    if (accepted.includes('internal') && typeof internalHeader === 'string') {
      if (safeEqual(internalHeader, config.internalApiKey)) return { kind: 'internal' };
      throw new AppError(401, 'invalid_internal_key');
    }
    const bearer = bearerOf(request);
    if (
      accepted.includes('ci') &&
      bearer &&
      !isApiKeyLike(bearer) &&
      safeEqual(bearer, config.ciStatusToken)
    ) {
      return { kind: 'ci' };
    }
    if (bearer && isApiKeyLike(bearer)) {
      if (!accepted.includes('apiKey')) throw new AppError(401, 'invalid_token');
      const principal = await authenticateApiKey(bearer);
      if (principal?.kind !== 'apiKey') throw new AppError(401, 'invalid_api_key');
      if (!API_TIERS.has(principal.tier)) throw new AppError(403, 'plan_required');
      if (scope && !principal.scopes.includes(scope)) throw insufficientScope(scope);
      return principal;
    }
    const wantsUser = accepted.includes('user') || accepted.includes('admin');
    const cookie = request.cookies?.[SESSION_COOKIE];
    const userToken = bearer ?? cookie;
    if (wantsUser && userToken) {
      const principal = await authenticateUser(userToken);
      if (principal?.kind !== 'user') throw new AppError(401, 'invalid_token');
      if (!accepted.includes('user') && !principal.isAdmin) throw new AppError(403, 'admin_required');
      return principal;
    }
    if (bearer || typeof internalHeader === 'string') {
      throw new AppError(401, accepted.includes('apiKey') ? 'invalid_api_key' : 'invalid_token');
    }
    throw new AppError(401, 'authentication_required');
  }

  return { authenticate, authenticateUser, authenticateApiKey, settle };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

/**
 * Route-level authentication: each route names the credential kinds it accepts in
 * `config.auth`; the same declaration produces its OpenAPI `security`.
 */
export default fp(
  async function authPlugin(app: FastifyInstance, deps: AuthDeps) {
    const authenticator = createAuthenticator({
      ...deps,
      onBackgroundError: (err) =>
        app.log.warn({ err }, 'auth: could not record an API key’s or session’s last use'),
    });
    const cache = deps.principalCache;
    app.addHook('onClose', async () => {
      await authenticator.settle();
      await cache?.stop().catch(() => {}); // the database may already be closed
    });
    if (cache && app.hasDecorator('metrics')) {
      const lookups = new Counter({
        name: 'api_key_principal_cache_lookups_total',
        help: 'API-key authentications by whether the in-process principal cache (PGlite only) answered.',
        labelNames: ['result'] as const,
        registers: [app.metrics],
      });
      cache.onLookup = (hit) => lookups.inc({ result: hit ? 'hit' : 'miss' });
    }
    app.decorate('authenticator', authenticator);
    app.decorateRequest('principal', null);
    app.decorateRequest('surface', 'dashboard');
    app.decorateRequest('livemode', true);

    app.addHook('onRoute', (route) => {
      const url = route.url;
      const auth = route.config?.auth;
      if (!auth) {
        // Plugin-owned documentation routes are public; anything else must say who may call it.
        if (url.startsWith('/docs')) {
          route.config = { ...route.config, auth: ['none'] };
          route.schema = { ...route.schema, hide: true };
          return;
        }
        throw new Error(`Route ${route.method} ${url} declares no config.auth`);
      }
      if (auth.includes('none')) {
        route.schema = { ...route.schema, security: [] };
        return;
      }
      const security = auth.flatMap((k) => (k === 'none' ? [] : SECURITY[k]));
      const unique = security.filter(
        (s, i) => security.findIndex((t) => JSON.stringify(t) === JSON.stringify(s)) === i,
      );
      route.schema = { ...route.schema, security: unique };
    });

    app.addHook('onRequest', async (request) => {
      request.surface = surfaceOfUrl(request.url);
      const bearer = bearerOf(request);
      request.livemode = !(bearer?.startsWith('svc_test_') ?? false);
      // Authenticate before the body is read: an anonymous caller gets 401, not a validation error.
      const cfg = request.routeOptions.config;
      const auth = cfg?.auth;
      if (!auth) return;
      request.principal = await authenticator.authenticate(request, auth, cfg.scope);
      if (request.principal?.kind === 'apiKey') request.livemode = request.principal.mode === 'live';
    });
  },
  { name: 'auth', dependencies: ['error-handler'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
}
