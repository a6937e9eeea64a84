import type { FastifyInstance } from 'fastify';
import {
  Confirmation,
  GoogleAuthUrlQuery,
  GoogleAuthUrlResponse,
  GoogleOAuthRequest,
  Token,
  TwoFactorChallengeRequest,
  TwoFactorResendRequest,
} from './accounts.dto.js';
import { type AccountsRoutesDeps, clientOf, responses, TAGS, TokenOrChallenge } from './accounts.http.js';

/** Sign-in continued: Google (authorization URL and code exchange) and the two-factor challenge. */
export function registerSignInRoutes(app: FastifyInstance, deps: AccountsRoutesDeps) {
  const { accounts, google, answerSignIn, setSessionCookie } = deps;

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
      return answerSignIn(reply, await google.signIn(body.code, body.state, body.iss, clientOf(request)));
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
          "TwoFactorChallengeRequest `{challenge_token, code}`. Answers a Token (and the cookie). For an account with an authenticator app (`two_factor_method` `totp`) the code is the app's current code (RFC 6238, one 30-second step either side; a time step already accepted is refused with 400 `code_reused`), or the e-mailed code once `POST /auth/2fa/resend` sent one; wrong codes spend the challenge's 5 attempts as below. The challenge is valid 30 minutes and each code 10 minutes (an expired code is 400 `code_expired`: ask for a new one with `POST /auth/2fa/resend`); a wrong code is 400 `invalid_code` (with `attempts_remaining`), the 5th wrong one invalidates it (400 `code_invalidated`: ask for a new one with `POST /auth/2fa/resend`). A bad or expired challenge is 401 `invalid_challenge`. Wrong codes also count per account across challenges (a new login does not start them again), in a window of an hour from the first: past 5, each further code waits 2, 4, 8, 16, 32 seconds after the last (429 `too_many_code_attempts` with `Retry-After`, even for the right code); at 10, codes are refused and `POST /auth/login` sends no new code until the window ends (429 `two_factor_locked` with `Retry-After`). At the 5th wrong code the owner is alerted by e-mail (once per window). A correct code or a password reset clears the count. Per client address: 20 wrong codes an hour, then 429 `too_many_code_attempts`. A failure on our side (5xx) never counts.",
        body: TwoFactorChallengeRequest,
        response: responses({ 200: Token }, 400, 401, 429),
      },
    },
    async (request, reply) => {
      const token = await accounts.twoFactorChallenge(
        request.body as typeof TwoFactorChallengeRequest.static,
        clientOf(request),
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
          'TwoFactorResendRequest `{challenge_token}`. E-mails a fresh code for the same challenge (for an account with an authenticator app, the fallback when the app is not at hand) (the previous code stops working; attempts start again). At most 3 per 15 minutes per account (429 with `Retry-After`); none while the account has 10 wrong codes in its window (429 `two_factor_locked`, see `POST /auth/2fa/challenge`).',
        body: TwoFactorResendRequest,
        response: responses({ 200: Confirmation }, 401, 429),
      },
    },
    async (request) => accounts.twoFactorResend(request.body as typeof TwoFactorResendRequest.static),
  );
}
