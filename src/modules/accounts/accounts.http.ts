import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { AvatarStore } from './accounts.avatar.js';
import { ErrorBody, Token, TwoFactorRequired } from './accounts.dto.js';
import type { createGoogleSignIn } from './accounts.google.js';
import type { AccountsService, SessionClient, SessionToken, SignInResult } from './accounts.service.js';
import { storedUserAgent } from './user-agent.js';

export const TAGS = ['auth'];

export const ERROR_TEXT: Record<number, string> = {
  400: 'Refused: a wrong, expired or invalidated code or token (`code` tells which).',
  401: 'No, bad, expired or revoked credentials.',
  403: 'Wrong password on re-authentication (`invalid_password`).',
  404: 'Not found.',
  409: 'The account state forbids it (`code` tells why).',
  413: 'The picture is larger than 2 MB.',
  415: 'Not a PNG, JPEG or WebP picture, or not a multipart form.',
  422: 'Validation error: `{"detail":[{"loc","msg","type"}]}`.',
  429: 'Throttled; see `Retry-After`.',
  503: 'Google sign-in is not configured (`provider_not_configured`) or unreachable (`provider_unavailable`).',
};

export function responses(ok: Record<number, TSchema>, ...statuses: number[]) {
  const out: Record<number, TSchema> = { ...ok };
  for (const s of [422, ...statuses]) out[s] = { ...ErrorBody, description: ERROR_TEXT[s] };
  return out;
}

export const TokenOrChallenge = Type.Union([Token, TwoFactorRequired]);
export const TokenConfirmation = Type.Object({
  status: Type.Literal('ok'),
  message: Type.String(),
  message_pl: Type.String(),
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer(),
});

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
export function userOf(request: FastifyRequest): UserPrincipal {
  const p = request.principal;
  if (p?.kind !== 'user') throw errors.unauthorized();
  return p;
}

/** The device and address a session is issued to (recorded in `user_sessions`). */
export const clientOf = (request: FastifyRequest): SessionClient => ({
  userAgent: storedUserAgent(request.headers['user-agent']),
  ip: request.ip,
});

/** What the routes plugin hands to each family of routes (made once, in accountsRoutes). */
export interface AccountsRoutesDeps {
  accounts: AccountsService;
  google: ReturnType<typeof createGoogleSignIn>;
  avatars: AvatarStore;
  setSessionCookie(reply: FastifyReply, token: SessionToken): void;
  clearSessionCookie(reply: FastifyReply): void;
  answerSignIn(
    reply: FastifyReply,
    result: SignInResult,
  ):
    | SessionToken
    | {
        two_factor_required: true;
        challenge_token: string;
        expires_in: number;
        two_factor_method: 'email' | 'totp';
      };
}
