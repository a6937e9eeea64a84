import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Confirmation, SessionIdParams, UserSession } from './accounts.dto.js';
import { type AccountsRoutesDeps, responses, TAGS, userOf } from './accounts.http.js';

/** The signed-in user's sessions: where the account is signed in, and ending one of them. */
export function registerSessionRoutes(app: FastifyInstance, deps: AccountsRoutesDeps) {
  const { accounts, clearSessionCookie } = deps;

  app.get(
    '/auth/sessions',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Where I am signed in',
        description:
          "The caller's own active sessions, newest sign-in first: one per session token issued by sign-in (password, Google, two-factor), refresh, logout-all or a password change, whose token still works (not expired, not signed out or revoked, not ended by logout-all, a password change or a permissions change). `current` marks the session of the calling token. `browser` and `os` are read from the sign-in's `User-Agent` by a small fixed table (families only, no versions; null when unknown). `last_seen_at` is recorded at most once a minute per session. A token that was issued without a recorded session (none is, by these routes) still works but is not listed.",
        response: responses({ 200: Type.Array(UserSession) }, 401),
      },
    },
    async (request) => {
      const u = userOf(request);
      return accounts.listSessions(u.userId, u.jti);
    },
  );

  app.delete(
    '/auth/sessions/:session_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'End one session',
        description:
          "Signs out one of the caller's active sessions (an id from `GET /auth/sessions`): its token is refused from now on, as after `POST /auth/logout` on that device. Ending the calling session signs the caller out (the cookie is cleared). 404 `not_found` for an id that is not one of the caller's active sessions (another user's, unknown, expired or already ended).",
        params: SessionIdParams,
        response: responses({ 200: Confirmation }, 401, 404),
      },
    },
    async (request, reply) => {
      const u = userOf(request);
      const { session_id } = request.params as typeof SessionIdParams.static;
      const { current, ...answer } = await accounts.revokeSession(u.userId, session_id, u.jti);
      if (current) clearSessionCookie(reply);
      return answer;
    },
  );
}
