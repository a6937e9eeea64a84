import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** Who is calling, derived from the credential only (never from the body or path). */
export type Principal =
  | {
      kind: 'user';
      userId: string;
      tenantId: string | null;
      isAdmin: boolean;
      email: string | null;
      jti: string;
      issuedAtMs: number;
      expiresAt: Date;
    }
  | {
      kind: 'apiKey';
      keyId: string;
      tenantId: string;
      mode: 'live' | 'test';
      scopes: string[];
      tier: string;
    }
  | { kind: 'internal' }
  | { kind: 'ci' };

export type Surface = 'dashboard' | 'v1' | 'v2';

/**
 * The context every service method takes: the tenant comes from the credential, the mode
 * decides whether writes persist (test keys never do).
 */
export interface ServiceContext {
  tenantId: string;
  actor: { kind: Principal['kind']; id: string | null };
  mode: 'live' | 'test';
  requestId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    surface: Surface;
    /** False for requests made with a test key (`svc_test_…`), even when the key is refused. */
    livemode: boolean;
  }
}

export function surfaceOfUrl(url: string): Surface {
  if (url.startsWith('/v2/') || url === '/v2') return 'v2';
  if (url.startsWith('/v1/') || url === '/v1') return 'v1';
  return 'dashboard';
}

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(401, 'authentication_required');
  return request.principal;
}

/** The tenant-scoped context of a request authenticated with a key or a tenant user's token. */
export function serviceContext(request: FastifyRequest, opts: { tenantId?: string } = {}): ServiceContext {
  const p = requirePrincipal(request);
  switch (p.kind) {
    case 'apiKey':
      return {
        tenantId: p.tenantId,
        actor: { kind: 'apiKey', id: p.keyId },
        mode: p.mode,
        requestId: request.id,
      };
    case 'user': {
      const tenantId = opts.tenantId ?? p.tenantId;
      if (!tenantId) throw new AppError(404, 'not_found', { message: 'You have no business account yet.' });
      // A path naming a tenant is checked against the credential before anything else.
      if (tenantId !== p.tenantId && !p.isAdmin) throw new AppError(404, 'not_found');
      return { tenantId, actor: { kind: 'user', id: p.userId }, mode: 'live', requestId: request.id };
    }
    case 'internal':
    case 'ci': {
      if (!opts.tenantId) throw new AppError(400, 'invalid_request', { message: 'A tenant is required.' });
      return {
        tenantId: opts.tenantId,
        actor: { kind: p.kind, id: null },
        mode: 'live',
        requestId: request.id,
      };
    }
  }
}
