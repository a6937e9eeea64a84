import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../../platform/auth.js';
import type { Platform } from '../../platform/deps.js';
import { AVATAR_MAX_BYTES, AvatarStore } from './accounts.avatar.js';
import {
  Confirmation,
  LoginForm,
  MeUpdate,
  PasswordBody,
  Token,
  UserRegister,
  UserResponse,
} from './accounts.dto.js';
import { registerEmailRoutes } from './accounts.email.routes.js';
import { createGoogleSignIn } from './accounts.google.js';
import { clientOf, responses, TAGS, TokenOrChallenge, type UserPrincipal, userOf } from './accounts.http.js';
import { registerMeRoutes } from './accounts.me.routes.js';
import { registerAccountPages } from './accounts.pages.js';
import {
  createAccountsService,
  lifetimeOf,
  type SessionToken,
  type SignInResult,
} from './accounts.service.js';
import { registerSessionRoutes } from './accounts.sessions.routes.js';
import { registerSignInRoutes } from './accounts.sign-in.routes.js';
import { registerTotpRoutes } from './accounts.totp.routes.js';

export default async function accountsRoutes(app: FastifyInstance, p: Platform) {
  const accounts = createAccountsService(p);
  const google = createGoogleSignIn(p, accounts);
  const avatars = new AvatarStore(p.config.dataDir);
  const secure = p.config.env === 'production';

  registerAccountPages(app, accounts);

  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, parts: 5, fieldSize: 1024 },
  });

  function setSessionCookie(reply: FastifyReply, token: SessionToken) {
    reply.setCookie(SESSION_COOKIE, token.access_token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: token.expires_in,
    });
  }
  function clearSessionCookie(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  }
  function answerSignIn(reply: FastifyReply, result: SignInResult) {
    if (result.kind === 'challenge') {
      return {
        two_factor_required: true as const,
        challenge_token: result.challenge_token,
        expires_in: result.expires_in,
        two_factor_method: result.method,
      };
    }
    setSessionCookie(reply, result.token);
    return result.token;
  }

  const ttlOf = (u: UserPrincipal) => lifetimeOf(u.issuedAtMs, u.expiresAt);

  app.post(
    '/auth/register',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Create an account',
        description:
          'Creates a user without a tenant (the business account comes with onboarding). The e-mail carries both a verification link (valid 24 hours) and a 6-digit code. An address listed in `ADMIN_EMAILS` becomes an administrator, with two-factor sign-in always on. Does not sign in: call `POST /auth/login` next. 409 `email_taken` when the address is in use. At most 10 registration attempts per client address an hour (any outcome): 429 `too_many_registrations` with `Retry-After`.',
        body: UserRegister,
        response: responses({ 201: UserResponse }, 409, 429),
      },
    },
    async (request, reply) => {
      const user = await accounts.register(request.body as typeof UserRegister.static, request.ip);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Sign in (OAuth2 password form)',
        description:
          'Form-encoded (`application/x-www-form-urlencoded`; JSON is accepted too) `username` (the e-mail), `password`, optional `remember` (`true`/`false`). Answers a Token (`expires_in` 3600, or `REMEMBER_ME_DAYS` days when remembered) and sets the same token as the HttpOnly cookie `access_token` (`SameSite=Lax`, `Secure` in production). A user with two-factor sign-in on (always for administrators) gets `{"two_factor_required":true,"challenge_token":…,"two_factor_method":…}` instead: with an authenticator app (`totp_enabled`) the method is `totp` and nothing is e-mailed (the code of the app completes it; `POST /auth/2fa/resend` e-mails a code as a fallback), else `email` and a 6-digit code is e-mailed. Complete with `POST /auth/2fa/challenge` (no code is sent while the account has 10 wrong codes in its hour: 429 `two_factor_locked` with `Retry-After`). Wrong credentials: 401 `invalid_credentials` (the same for an unknown address). Throttles (429 `too_many_login_attempts` with `Retry-After`), none of which lets a stranger lock the owner out: after 5 failed attempts for one account from one client address within 15 minutes, that address is refused for that account until the window passes or the password is changed; after 30 failures from one address within 15 minutes (any accounts), that address is refused; past 50 failures for one account within an hour from all addresses together, only addresses that have themselves failed on it are refused. There is no account-wide lock: the right password from an address without failures signs in. Only a wrong password counts: an unknown address takes the same time as a known one (one argon2 check either way), and a failure on our side (5xx) never counts as a failed attempt. The client address is the connection address, or `X-Forwarded-For` when `TRUST_PROXY` is on.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: LoginForm,
        response: responses({ 200: TokenOrChallenge }, 401, 429),
      },
    },
    async (request, reply) => {
      const body = request.body as typeof LoginForm.static;
      return answerSignIn(reply, await accounts.login(body, clientOf(request)));
    },
  );

  app.get(
    '/auth/me',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'The signed-in user',
        description:
          "UserResponse; `subscription_tier` is the tier of the user's tenant (null before onboarding).",
        response: responses({ 200: UserResponse }, 401),
      },
    },
    async (request) => accounts.toResponse(await accounts.requireUser(userOf(request).userId)),
  );

  app.patch(
    '/auth/me',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Update the signed-in user',
        description:
          'MeUpdate: `full_name`, `sms_phone` (any common notation; Poland is the default region; stored as E.164; null clears), `two_factor_enabled`. Unknown fields are refused (422). Administrators cannot switch two-factor off (409 `two_factor_required`).',
        body: MeUpdate,
        response: responses({ 200: UserResponse }, 401, 409),
      },
    },
    async (request) => accounts.updateMe(userOf(request).userId, request.body as typeof MeUpdate.static),
  );

  app.delete(
    '/auth/me',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Delete my account',
        description:
          'DeleteMyAccountRequest `{password}`. Tombstones the account: the row stays for audit with every personal field (e-mail, name, phone, picture, password, Google link) nulled and `deleted_at` set; every session ends at once and the address can be registered again. Refused with 409 `sole_owner_of_live_tenant` for the owner of a live tenant, and 409 `password_not_set` for a Google-only account without a password (set one first). A wrong password is 403 `invalid_password`; 5 wrong re-authentications within 15 minutes give 429 `too_many_login_attempts` (counted apart from sign-in failures).',
        body: PasswordBody,
        response: responses({ 200: Confirmation }, 401, 403, 409, 429),
      },
    },
    async (request, reply) => {
      const u = userOf(request);
      const { avatarFile, ...answer } = await accounts.deleteMe(
        u.userId,
        (request.body as { password: string }).password,
      );
      await avatars.remove(avatarFile);
      clearSessionCookie(reply);
      return answer;
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Sign out this session',
        description:
          'Blacklists the token id (`jti`) of the calling token until it expires and clears the cookie.',
        response: responses({ 200: Confirmation }, 401),
      },
    },
    async (request, reply) => {
      const u = userOf(request);
      const answer = await accounts.logout(u.userId, u.jti, u.expiresAt);
      clearSessionCookie(reply);
      return answer;
    },
  );

  app.post(
    '/auth/logout-all',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Sign out every session',
        description:
          "Moves the account's `tokens_valid_after` to now: every token issued before is rejected, and every listed session (`GET /auth/sessions`) ends. Answers a fresh Token (same lifetime as the calling one, also set as cookie) so that the calling device stays signed in.",
        response: responses({ 200: Token }, 401),
      },
    },
    async (request, reply) => {
      const u = userOf(request);
      const token = await accounts.logoutAll(u.userId, ttlOf(u), clientOf(request));
      setSessionCookie(reply, token);
      return token;
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Exchange the token for a new one',
        description:
          'Issues a new Token with the lifetime of the calling one (1 hour, or the remember-me days) and blacklists the old token; a token can be refreshed once (a second refresh with it is 401).',
        response: responses({ 200: Token }, 401),
      },
    },
    async (request, reply) => {
      const u = userOf(request);
      const token = await accounts.refresh(u.userId, u.jti, u.issuedAtMs, u.expiresAt, clientOf(request));
      setSessionCookie(reply, token);
      return token;
    },
  );

  const deps = { accounts, google, avatars, setSessionCookie, clearSessionCookie, answerSignIn };
  registerMeRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerSignInRoutes(app, deps);
  registerTotpRoutes(app, deps);
  registerEmailRoutes(app, deps);
}
