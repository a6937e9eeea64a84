import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { findActiveUserByEmail, findActiveUserByGoogleSubject } from './accounts.repo.js';
import { users } from './accounts.schema.js';
import type { AccountsService, SessionClient, SignInResult } from './accounts.service.js';

export const OAUTH_STATE_AUDIENCE = 'oauth-state';
export const OAUTH_STATE_TTL_SECONDS = 600;

const notConfigured = () =>
  new AppError(503, 'provider_not_configured', {
    message:
      'Google sign-in is not configured on this server (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and optionally GOOGLE_ISSUER).',
    messagePl:
      'Logowanie przez Google nie jest skonfigurowane na tym serwerze (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET i opcjonalnie GOOGLE_ISSUER).',
  });

const unreachable = (cause: unknown) =>
  new AppError(503, 'provider_unavailable', {
    message: 'The sign-in provider cannot be reached. Try again later.',
    messagePl: 'Nie można połączyć się z dostawcą logowania. Spróbuj ponownie później.',
    cause,
  });

/**
 * Google sign-in (OpenID Connect, authorization code flow) on `openid-client`. The issuer is
 * configurable (`GOOGLE_ISSUER`, default `https://accounts.google.com`), which is also how the
 * tests run it against a local OpenID provider.
 */
export function createGoogleSignIn(p: Platform, accounts: AccountsService) {
  const { config, tokens, db, clock } = p;
  const issuer = config.providers.googleIssuer ?? 'https://accounts.google.com';
  const clientId = config.providers.googleClientId;
  const clientSecret = config.providers.googleClientSecret;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    if (!clientId || !clientSecret) throw notConfigured();
    if (!discovered) {
      const insecure = new URL(issuer).protocol === 'http:' && config.env !== 'production';
      discovered = oidc
        .discovery(
          new URL(issuer),
          clientId,
          { client_secret: clientSecret, token_endpoint_auth_method: 'client_secret_post' },
          oidc.ClientSecretPost(clientSecret),
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((err) => {
          discovered = undefined;
          throw unreachable(err);
        });
    }
    return discovered;
  }

  return {
    get configured() {
      return Boolean(clientId && clientSecret);
    },

    async authorizationUrl(redirectUri: string, remember: boolean) {
      const cfg = await configuration();
      const nonce = randomBytes(16).toString('base64url');
      const { token: state } = await tokens.sign(
        OAUTH_STATE_AUDIENCE,
        { ru: redirectUri, rem: remember, nonce },
        OAUTH_STATE_TTL_SECONDS,
        clock.now().getTime(),
      );
      const url = oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state,
        nonce,
      });
      return { authorization_url: url.href, state };
    },

    async signIn(
      code: string,
      state: string,
      iss: string | undefined,
      client: SessionClient,
    ): Promise<SignInResult> {
      const cfg = await configuration();
      const claims = await tokens.verify(OAUTH_STATE_AUDIENCE, state);
      if (!claims || typeof claims.ru !== 'string' || typeof claims.nonce !== 'string') {
        throw new AppError(400, 'invalid_oauth_state', {
          message: 'The sign-in state is missing, altered or expired. Start the Google sign-in again.',
          messagePl:
            'Stan logowania jest nieprawidłowy, zmieniony lub wygasł. Rozpocznij logowanie przez Google od nowa.',
          field: 'state',
        });
      }
      const callback = new URL(claims.ru);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      // RFC 9207: an issuer that announces the `iss` response parameter is checked against it.
      // With a single configured issuer there is no mix-up to detect, so a client that does not
      // echo `iss` gets the configured one.
      if (cfg.serverMetadata().authorization_response_iss_parameter_supported) {
        callback.searchParams.set('iss', iss ?? cfg.serverMetadata().issuer);
      }
      let idClaims: Record<string, unknown> | undefined;
      try {
        const result = await oidc.authorizationCodeGrant(cfg, callback, {
          expectedState: state,
          expectedNonce: claims.nonce,
          idTokenExpected: true,
        });
        idClaims = result.claims();
        if (idClaims && typeof idClaims.email !== 'string' && typeof idClaims.sub === 'string') {
          // Providers that keep scope claims out of the ID token serve them at the userinfo endpoint.
          const info = await oidc.fetchUserInfo(cfg, result.access_token, idClaims.sub);
          idClaims = {
            ...info,
            ...idClaims,
            email: info.email,
            email_verified: info.email_verified,
            name: info.name,
          };
        }
      } catch (err) {
        if (err instanceof TypeError && /fetch failed/i.test(err.message)) throw unreachable(err);
        throw new AppError(400, 'oauth_failed', {
          message: 'Google did not accept the authorization code. Start the sign-in again.',
          messagePl: 'Google nie przyjął kodu autoryzacji. Rozpocznij logowanie od nowa.',
          field: 'code',
          cause: err,
        });
      }
      const sub = typeof idClaims?.sub === 'string' ? idClaims.sub : undefined;
      const email = typeof idClaims?.email === 'string' ? idClaims.email.trim().toLowerCase() : undefined;
      if (!sub || !email || idClaims?.email_verified !== true) {
        throw new AppError(400, 'oauth_email_unverified', {
          message: 'The Google account has no verified e-mail address.',
          messagePl: 'Konto Google nie ma zweryfikowanego adresu e-mail.',
        });
      }
      const name = typeof idClaims?.name === 'string' ? idClaims.name : null;
      let user = await findActiveUserByGoogleSubject(db, sub);
      if (!user) {
        const byEmail = await findActiveUserByEmail(db, email);
        if (byEmail) {
          // Google verified the address, so the existing account is linked to it.
          [user] = await db
            .update(users)
            .set({ googleSubject: sub, emailVerified: true })
            .where(eq(users.id, byEmail.id))
            .returning();
        } else {
          const admin = config.adminEmails.includes(email);
          [user] = await db
            .insert(users)
            .values({
              email,
              googleSubject: sub,
              fullName: name,
              emailVerified: true,
              isAdmin: admin,
              twoFactorEnabled: admin,
              tokensValidAfter: new Date(clock.now().getTime() - 1000),
            })
            .returning();
        }
      }
      return accounts.completeSignIn(user!, claims.rem === true, client);
    },
  };
}
