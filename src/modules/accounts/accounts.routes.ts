import multipart from '@fastify/multipart';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../platform/auth.js';
import type { Principal } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError, errors } from '../../platform/errors.js';
import { AVATAR_MAX_BYTES, AvatarStore, sniffImage } from './accounts.avatar.js';
import {
  Confirmation,
  EmailChangeConfirm,
  EmailChangeRequest,
  ErrorBody,
  ForgotPasswordRequest,
  GoogleAuthUrlQuery,
  GoogleAuthUrlResponse,
  GoogleOAuthRequest,
  LoginForm,
  MeUpdate,
  PasswordBody,
  PasswordChange,
  PasswordSet,
  ResendVerificationByEmailRequest,
  ResetPasswordRequest,
  Token,
  TwoFactorChallengeRequest,
  TwoFactorRequired,
  TwoFactorResendRequest,
  UserRegister,
  UserResponse,
  VerifyEmailCodeRequest,
  VerifyEmailRequest,
} from './accounts.dto.js';
import { createGoogleSignIn } from './accounts.google.js';
import { registerAccountPages } from './accounts.pages.js';
import {
  createAccountsService,
  lifetimeOf,
  type SessionToken,
  type SignInResult,
} from './accounts.service.js';

const TAGS = ['auth'];

const ERROR_TEXT: Record<number, string> = {
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

function responses(ok: Record<number, TSchema>, ...statuses: number[]) {
  const out: Record<number, TSchema> = { ...ok };
  for (const s of [422, ...statuses]) out[s] = { ...ErrorBody, description: ERROR_TEXT[s] };
  return out;
}

const TokenOrChallenge = Type.Union([Token, TwoFactorRequired]);
const TokenConfirmation = Type.Object({
  status: Type.Literal('ok'),
  message: Type.String(),
  message_pl: Type.String(),
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer(),
});

type UserPrincipal = Extract<Principal, { kind: 'user' }>;
function userOf(request: FastifyRequest): UserPrincipal {
  const p = request.principal;
  if (p?.kind !== 'user') throw errors.unauthorized();
  return p;
}

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
          'Form-encoded (`application/x-www-form-urlencoded`; JSON is accepted too) `username` (the e-mail), `password`, optional `remember` (`true`/`false`). Answers a Token (`expires_in` 3600, or `REMEMBER_ME_DAYS` days when remembered) and sets the same token as the HttpOnly cookie `access_token` (`SameSite=Lax`, `Secure` in production). A user with two-factor sign-in on (always for administrators) gets `{"two_factor_required":true,"challenge_token":…}` instead, and a 6-digit code by e-mail: complete with `POST /auth/2fa/challenge` (no code is sent while the account has 10 wrong codes in its hour: 429 `two_factor_locked` with `Retry-After`). Wrong credentials: 401 `invalid_credentials` (the same for an unknown address). Throttles (429 `too_many_login_attempts` with `Retry-After`), none of which lets a stranger lock the owner out: after 5 failed attempts for one account from one client address within 15 minutes, that address is refused for that account until the window passes or the password is changed; after 30 failures from one address within 15 minutes (any accounts), that address is refused; past 50 failures for one account within an hour from all addresses together, only addresses that have themselves failed on it are refused. There is no account-wide lock: the right password from an address without failures signs in. Only a wrong password counts: an unknown address takes the same time as a known one (one argon2 check either way), and a failure on our side (5xx) never counts as a failed attempt. The client address is the connection address, or `X-Forwarded-For` when `TRUST_PROXY` is on.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: LoginForm,
        response: responses({ 200: TokenOrChallenge }, 401, 429),
      },
    },
    async (request, reply) => {
      const body = request.body as typeof LoginForm.static;
      return answerSignIn(reply, await accounts.login(body, request.ip));
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
          "Moves the account's `tokens_valid_after` to now: every token issued before is rejected. Answers a fresh Token (same lifetime as the calling one, also set as cookie) so that the calling device stays signed in.",
        response: responses({ 200: Token }, 401),
      },
    },
    async (request, reply) => {
      const u = userOf(request);
      const token = await accounts.logoutAll(u.userId, ttlOf(u));
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
      const token = await accounts.refresh(u.userId, u.jti, u.issuedAtMs, u.expiresAt);
      setSessionCookie(reply, token);
      return token;
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Change the password',
        description:
          "PasswordChange `{current_password, new_password}` (8 to 128 characters). Every other session ends (tokens issued before are rejected); the answer carries a fresh token for this device (also set as cookie) and a notice goes to the account's address. A wrong current password is 403 `invalid_password`; 5 wrong re-authentications within 15 minutes give 429 `too_many_login_attempts` (counted apart from sign-in failures). Accounts without a password use `POST /auth/set-password` (409 `password_not_set`).",
        body: PasswordChange,
        response: responses({ 200: TokenConfirmation }, 401, 403, 409, 429),
      },
    },
    async (request, reply) => {
      const token = await accounts.changePassword(
        userOf(request).userId,
        request.body as typeof PasswordChange.static,
      );
      setSessionCookie(reply, token);
      return {
        status: 'ok' as const,
        message: 'Password changed.',
        message_pl: 'Hasło zostało zmienione.',
        ...token,
      };
    },
  );

  app.post(
    '/auth/set-password',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Set a first password',
        description:
          'PasswordSet `{new_password}` for accounts created by Google sign-in, which have none. 409 `password_already_set` when the account has a password.',
        body: PasswordSet,
        response: responses({ 200: Confirmation }, 401, 409),
      },
    },
    async (request) =>
      accounts.setPassword(userOf(request).userId, request.body as typeof PasswordSet.static),
  );

  app.post(
    '/auth/verify-password',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Re-authenticate with the password',
        description:
          'VerifyPasswordRequest `{password}`. 200 when it matches; 403 `invalid_password` otherwise; 5 wrong re-authentications within 15 minutes give 429 `too_many_login_attempts` with `Retry-After` (counted apart from sign-in failures); 409 `password_not_set` for accounts without a password.',
        body: PasswordBody,
        response: responses({ 200: Confirmation }, 401, 403, 409, 429),
      },
    },
    async (request) =>
      accounts.verifyPassword(userOf(request).userId, (request.body as { password: string }).password),
  );

  app.post(
    '/auth/me/avatar',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Upload a profile picture',
        description:
          'A `multipart/form-data` body with one file part (name it `file`). PNG, JPEG or WebP, recognised by the content bytes (the file name and declared type do not count); at most 2 MB. 400 `invalid_request` for a malformed or truncated multipart body (no boundary, broken part headers, cut short), 413 `payload_too_large` when larger, 415 `unsupported_image` for other content, 415 `unsupported_media_type` when the body is not multipart, 422 when no file or an empty one is sent. The picture gets a random, unguessable public address (`avatar_url`); the previous one is deleted.',
        consumes: ['multipart/form-data'],
        response: {
          ...responses({ 200: UserResponse }, 401, 413, 415),
          400: { ...ErrorBody, description: 'A malformed or truncated multipart body (`invalid_request`).' },
        },
      },
    },
    async (request) => {
      const u = userOf(request);
      if (!request.isMultipart()) {
        throw new AppError(415, 'unsupported_media_type', {
          message: 'Send the picture as multipart/form-data with a `file` part.',
          messagePl: 'Wyślij zdjęcie jako multipart/form-data z częścią `file`.',
        });
      }
      let buf: Buffer | undefined;
      try {
        const part = await request.file();
        buf = await part?.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'payload_too_large', {
            message: 'The picture must be at most 2 MB.',
            messagePl: 'Zdjęcie może mieć najwyżej 2 MB.',
          });
        }
        // No boundary, broken part headers, a body cut short: the caller's mistake, never a 500.
        throw errors.badRequest('invalid_request', {
          message: 'The multipart body is malformed or incomplete.',
          messagePl: 'Treść multipart jest niepoprawna lub niekompletna.',
        });
      }
      if (!buf) {
        throw errors.invalid(['body', 'file'], 'Field required', 'Pole wymagane', 'missing');
      }
      if (buf.length === 0) {
        throw errors.invalid(['body', 'file'], 'The file is empty', 'Plik jest pusty', 'value_error.empty');
      }
      const kind = sniffImage(buf);
      if (!kind) {
        throw new AppError(415, 'unsupported_image', {
          message: 'The picture must be a PNG, JPEG or WebP image.',
          messagePl: 'Zdjęcie musi być obrazem PNG, JPEG lub WebP.',
          field: 'file',
        });
      }
      const name = await avatars.save(buf, kind);
      const { previous, user } = await accounts.setAvatar(u.userId, name);
      await avatars.remove(previous);
      return user;
    },
  );

  app.delete(
    '/auth/me/avatar',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Remove the profile picture',
        description: 'Deletes the stored picture; `avatar_url` becomes null. Idempotent.',
        response: responses({ 200: UserResponse }, 401),
      },
    },
    async (request) => {
      const { previous, user } = await accounts.setAvatar(userOf(request).userId, null);
      await avatars.remove(previous);
      return user;
    },
  );

  app.get(
    '/auth/avatars/:name',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'A profile picture',
        description:
          'Public address of an uploaded profile picture (the name is random and unguessable; listing is impossible). Served with its image type and `X-Content-Type-Options: nosniff`.',
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        response: {
          200: {
            description: 'The picture',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await avatars.read((request.params as { name: string }).name);
      if (!file) throw errors.notFound('Picture', 'zdjęcie');
      return reply
        .type(file.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.body);
    },
  );

  app.get(
    '/auth/oauth/google/url',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Google consent address',
        description:
          'GoogleAuthUrlResponse: the consent address for `redirect_uri` (it must be registered with the Google client) and the signed `state` it carries (valid 10 minutes, bound to `redirect_uri`, `remember` and an ID-token nonce). After consent, post the `code` and the echoed `state` to `POST /auth/oauth/google`. 503 `provider_not_configured` when `GOOGLE_CLIENT_ID`/`GOOGLE_CLIENT_SECRET` are not set; 503 `provider_unavailable` when the issuer cannot be reached.',
        querystring: GoogleAuthUrlQuery,
        response: responses({ 200: GoogleAuthUrlResponse }, 503),
      },
    },
    async (request) => {
      const q = request.query as typeof GoogleAuthUrlQuery.static;
      return google.authorizationUrl(q.redirect_uri, q.remember);
    },
  );

  app.post(
    '/auth/oauth/google',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Sign in with Google',
        description:
          'GoogleOAuthRequest `{code, state}` (and `iss` when the redirect carried one). The `state` must be the signed one from `GET /auth/oauth/google/url`, unaltered and unexpired, else 400 `invalid_oauth_state` (login-CSRF protection). The code is exchanged with the issuer and the ID token checked (signature, audience, nonce). The Google account must have a verified e-mail (400 `oauth_email_unverified`). It signs in the account linked to that Google account, else the account with that address (which gets linked), else a new account without password. Answers like `POST /auth/login` (Token and cookie, or a two-factor challenge). 400 `oauth_failed` when the issuer refuses the code; 503 as for the URL.',
        body: GoogleOAuthRequest,
        response: responses({ 200: TokenOrChallenge }, 400, 503),
      },
    },
    async (request, reply) => {
      const body = request.body as typeof GoogleOAuthRequest.static;
      return answerSignIn(reply, await google.signIn(body.code, body.state, body.iss));
    },
  );

  app.post(
    '/auth/2fa/challenge',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Complete a two-factor sign-in',
        description:
          'TwoFactorChallengeRequest `{challenge_token, code}`. Answers a Token (and the cookie). The challenge is valid 30 minutes and each code 10 minutes (an expired code is 400 `code_expired`: ask for a new one with `POST /auth/2fa/resend`); a wrong code is 400 `invalid_code` (with `attempts_remaining`), the 5th wrong one invalidates it (400 `code_invalidated`: ask for a new one with `POST /auth/2fa/resend`). A bad or expired challenge is 401 `invalid_challenge`. Wrong codes also count per account across challenges (a new login does not start them again), in a window of an hour from the first: past 5, each further code waits 2, 4, 8, 16, 32 seconds after the last (429 `too_many_code_attempts` with `Retry-After`, even for the right code); at 10, codes are refused and `POST /auth/login` sends no new code until the window ends (429 `two_factor_locked` with `Retry-After`). At the 5th wrong code the owner is alerted by e-mail (once per window). A correct code or a password reset clears the count. Per client address: 20 wrong codes an hour, then 429 `too_many_code_attempts`. A failure on our side (5xx) never counts.',
        body: TwoFactorChallengeRequest,
        response: responses({ 200: Token }, 400, 401, 429),
      },
    },
    async (request, reply) => {
      const token = await accounts.twoFactorChallenge(
        request.body as typeof TwoFactorChallengeRequest.static,
        request.ip,
      );
      setSessionCookie(reply, token);
      return token;
    },
  );

  app.post(
    '/auth/2fa/resend',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Send a new two-factor code',
        description:
          'TwoFactorResendRequest `{challenge_token}`. E-mails a fresh code for the same challenge (the previous code stops working; attempts start again). At most 3 per 15 minutes per account (429 with `Retry-After`); none while the account has 10 wrong codes in its window (429 `two_factor_locked`, see `POST /auth/2fa/challenge`).',
        body: TwoFactorResendRequest,
        response: responses({ 200: Confirmation }, 401, 429),
      },
    },
    async (request) => accounts.twoFactorResend(request.body as typeof TwoFactorResendRequest.static),
  );

  app.post(
    '/auth/change-email',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Start a change of e-mail address',
        description:
          'EmailChangeRequest `{new_email, password}`: password re-authentication (403 `invalid_password`), then a 6-digit code (valid 1 hour) goes to the NEW address and a notice to the current one. The current address stays the login until `POST /auth/confirm-email-change`. 409 `email_taken` when the new address is in use; a new request replaces a pending one.',
        body: EmailChangeRequest,
        response: responses({ 200: Confirmation }, 401, 403, 409, 429),
      },
    },
    async (request) =>
      accounts.changeEmail(userOf(request).userId, request.body as typeof EmailChangeRequest.static),
  );

  app.post(
    '/auth/confirm-email-change',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Confirm the new e-mail address',
        description:
          'EmailChangeConfirm `{code}`. With the right code the new address becomes the login (and verified); the old one stops working. 400 `invalid_code`, `code_expired`, or `code_invalidated` after 5 wrong codes (start again).',
        body: EmailChangeConfirm,
        response: responses({ 200: Confirmation }, 400, 401, 409),
      },
    },
    async (request) =>
      accounts.confirmEmailChange(userOf(request).userId, (request.body as { code: string }).code),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Ask for a password reset link',
        description:
          'ForgotPasswordRequest `{email}`. Always answers 200 with the same body, whether or not the address has an account. An existing account gets a single-use link valid 1 hour (a newer link replaces older ones). At most 3 e-mails per address per 15 minutes (further requests still answer 200).',
        body: ForgotPasswordRequest,
        response: responses({ 200: Confirmation }),
      },
    },
    async (request) => accounts.forgotPassword((request.body as { email: string }).email),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Set a new password with a reset token',
        description:
          'ResetPasswordRequest `{token, new_password}`. The token works once within 1 hour; otherwise 400 `invalid_reset_token`. Every session of the account ends, the address counts as verified, and the failed-sign-in counter is cleared.',
        body: ResetPasswordRequest,
        response: responses({ 200: Confirmation }, 400),
      },
    },
    async (request) => accounts.resetPassword(request.body as typeof ResetPasswordRequest.static),
  );

  app.post(
    '/auth/verify-email',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Verify the e-mail address with the link token',
        description:
          'VerifyEmailRequest `{token}` from the link in the verification e-mail (valid 24 hours, single use). 400 `invalid_verification_token` otherwise.',
        body: VerifyEmailRequest,
        response: responses({ 200: Confirmation }, 400),
      },
    },
    async (request) => accounts.verifyEmailToken((request.body as { token: string }).token),
  );

  app.post(
    '/auth/verify-email-code',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Verify the e-mail address with the 6-digit code',
        description:
          'VerifyEmailCodeRequest `{email, code}`. Only the latest code counts. A wrong code is 400 `invalid_code` (with `attempts_remaining`); the 5th wrong one invalidates the code: 400 `code_invalidated` from then on, even for the right code, until a fresh one is requested. The verification link of the same e-mail keeps working. An unknown address answers like a wrong code.',
        body: VerifyEmailCodeRequest,
        response: responses({ 200: Confirmation }, 400),
      },
    },
    async (request) => accounts.verifyEmailCode(request.body as typeof VerifyEmailCodeRequest.static),
  );

  app.post(
    '/auth/resend-verification-by-email',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Re-send the verification e-mail (signed out)',
        description:
          'ResendVerificationByEmailRequest `{email}`. Answers 200 whether or not the address has an unverified account (nothing is sent when there is none or it is verified). A new e-mail (link and code) replaces the earlier ones. At most 3 per 15 minutes per address (shared with `POST /auth/resend-verification`), whatever the address: 429 with `Retry-After`.',
        body: ResendVerificationByEmailRequest,
        response: responses({ 200: Confirmation }, 429),
      },
    },
    async (request) => accounts.resendVerificationByEmail((request.body as { email: string }).email),
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Re-send the verification e-mail',
        description:
          'A new e-mail (link and code) replaces the earlier ones. At most 3 per 15 minutes per address (shared with the signed-out route): 429 with `Retry-After`. 409 `email_already_verified` when there is nothing to verify.',
        response: responses({ 200: Confirmation }, 401, 409, 429),
      },
    },
    async (request) => accounts.resendVerification(await accounts.requireUser(userOf(request).userId)),
  );
}
